// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/game/replay.h"

#include <QStringList>
#include <QWidget>

#include <memory>

class QLabel;
class QListWidget;
class QPushButton;
class QScrollArea;
class QSlider;

namespace quantum::board {
class BoardView;
}

namespace quantum {

class CommandSheet;
class CommandSheetPanel;
class LogLink;

class PlayScene;

// A finished or loaded game stepped through from its first action: first, back, forward,
// last and a slider; the board, the players' sheets (dominance, research, cubes, cards,
// scrapyard) and the log follow the step shown.
class ReplayPage : public QWidget {
    Q_OBJECT
public:
    explicit ReplayPage(QWidget *parent = nullptr);
    ~ReplayPage() override;

    void setReplay(std::unique_ptr<Replay> replay, const QStringList &names);
    void showStep(int step);
    int step() const { return m_step; }
    int steps() const { return m_replay ? m_replay->steps() : 0; }

    PlayScene *scene() const { return m_scene; }
    QListWidget *log() const { return m_log; }
    QPushButton *firstButton() const { return m_first; }
    QPushButton *backButton() const { return m_back; }
    QPushButton *forwardButton() const { return m_forward; }
    QPushButton *lastButton() const { return m_last; }
    QSlider *slider() const { return m_slider; }
    // The players' sheets as they were at the step shown.
    const QList<CommandSheet *> &sheets() const { return m_sheets; }

signals:
    void closed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    std::unique_ptr<Replay> m_replay;
    QStringList m_names;
    int m_step = 0;
    static constexpr size_t kMaxLogLines = 2000;
    size_t m_logFrom = 0, m_logEnd = 0; // the events the log shows now
    PlayScene *m_scene = nullptr;
    board::BoardView *m_view = nullptr;
    QListWidget *m_log = nullptr;
    LogLink *m_logLink = nullptr;
    CommandSheetPanel *m_sheetPanel = nullptr;
    QScrollArea *m_sheetScroll = nullptr;
    QList<CommandSheet *> m_sheets;
    int m_sheetsHeight = 0; // the most the sheets have needed in this replay
    QLabel *m_where = nullptr;
    QPushButton *m_first = nullptr, *m_back = nullptr, *m_forward = nullptr, *m_last = nullptr;
    QPushButton *m_close = nullptr;
    QSlider *m_slider = nullptr;
};

} // namespace quantum
