// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/backgroundrun.h"
#include "engine/balance.h"

#include <QDialog>
#include <QPointer>

#include <functional>

class QComboBox;
class QLabel;
class QSpinBox;

namespace quantum::editor {

class MapDocument;

// The levels the balance check can play at: bot names (botNames()) and the words for each in
// the current language, asked again when the language changes. The editor knows no app code:
// the app gives it the levels, their words and which is chosen first.
struct LevelChoices {
    QStringList bots;
    std::function<QString(const QString &bot)> words; // none: the bot names as they are
    QString chosen;
};

// The balance check's results as a chart: the win rate of each seat and of each starting
// planet as a bar with its 95% interval as whiskers, the fair share (one in the number of
// seats) as a dashed line.
class BalanceChart : public QWidget {
    Q_OBJECT
public:
    explicit BalanceChart(QWidget *parent = nullptr);
    void setReport(const BalanceReport &report, const BoardPtr &board);
    void clear();
    bool hasReport() const { return m_report.games > 0; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    BalanceReport m_report;
    BoardPtr m_board;
};

// Map > Check Balance: plays N computer-against-computer games on the map as it is when Run
// is pressed (engine/balance.h, runMatch on background threads), with a progress bar and
// Cancel; the editor stays usable meanwhile. Then the chart, the average game length and the
// draws. A map with errors is not played: the dialog says so.
class BalanceDialog : public QDialog {
    Q_OBJECT
public:
    // Deleting it stops the games in progress (its BackgroundRun waits for them).
    explicit BalanceDialog(MapDocument *document, QWidget *parent = nullptr);

    void setDocument(MapDocument *document);
    // The levels offered (none: the engine's, the strongest chosen); the one chosen is
    // `levels.chosen`. A language change words them anew and keeps the one chosen.
    void setLevels(const LevelChoices &levels);
    // Threads playing at once: the machine's cores, at most 8.
    static int jobs() { return BackgroundRun::idealJobs(); }

    void run();
    void cancel();
    bool isRunning() const { return m_background->isRunning(); }
    const BalanceReport &report() const { return m_report; }

    // For tests: the widgets a user works with.
    QSpinBox *gamesBox() const { return m_games; }
    QComboBox *levelBox() const { return m_level; }
    QPushButton *runButton() const { return m_background->runButton(); }
    QPushButton *cancelButton() const { return m_background->cancelButton(); }
    QProgressBar *progressBar() const { return m_background->progressBar(); }
    BalanceChart *chart() const { return m_chart; }
    QString summaryText() const { return m_background->summary(); }
    QString messageText() const { return m_background->message(); }

signals:
    void checkFinished(); // every game played, or cancelled

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateState();
    void gameDone(int played, const BalanceReport &report);
    void runFinished();
    void showReport();

    QPointer<MapDocument> m_document;
    QLabel *m_intro = nullptr;
    QLabel *m_gamesLabel = nullptr;
    QLabel *m_levelLabel = nullptr;
    QPushButton *m_close = nullptr;
    QSpinBox *m_games = nullptr;
    QComboBox *m_level = nullptr;
    LevelChoices m_levels;
    void fillLevels(const QString &chosen);
    BackgroundRun *m_background = nullptr; // progress, Run, Cancel, message, summary, thread
    BalanceChart *m_chart = nullptr;

    BoardPtr m_board; // the map as it was when Run was pressed
    BalanceReport m_report;
    bool m_mapChanged = false; // edited since the games began
    QString m_error;
};

} // namespace quantum::editor
