// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/backgroundrun.h"
#include "engine/mapgen.h"

#include <QDialog>

#include <functional>

class QComboBox;
class QLabel;
class QSpinBox;

namespace quantum::editor {

class MapDocument;

// Map > Generate: draws layouts with the players, cubes, size, symmetry and Void tiles asked
// for, plays computer games on each (engine/mapgen.h, on a background thread, with a
// progress bar and Cancel; the editor stays usable) and puts the fairest in the document
// being edited as one undoable step (Edit > Undo brings the previous map back). The seed
// goes up by one after each map, so that Generate again gives another.
class GenerateDialog : public QDialog {
    Q_OBJECT
public:
    // `target` gives the document the map goes to when the games are over (the window's
    // document at that moment). Deleting it stops the games in progress (its BackgroundRun waits).
    explicit GenerateDialog(std::function<MapDocument *()> target, QWidget *parent = nullptr);

    // The window's one dialog (a child of `window`), made on first use, shown and raised.
    static GenerateDialog *showFor(QWidget *window, const std::function<MapDocument *()> &target);
    // Threads playing at once: the machine's cores, at most 8.
    static int jobs() { return BackgroundRun::idealJobs(); }

    MapGenSpec spec() const; // as the fields say now
    void generate();
    void cancel();
    bool isRunning() const { return m_background->isRunning(); }

    // For tests: the widgets a user works with.
    QSpinBox *playersBox() const { return m_players; }
    QSpinBox *cubesBox() const { return m_cubes; }
    QSpinBox *sizeBox() const { return m_size; }
    QComboBox *symmetryBox() const { return m_symmetry; }
    QSpinBox *voidBox() const { return m_voids; }
    QSpinBox *gamesBox() const { return m_games; }
    QSpinBox *candidatesBox() const { return m_candidates; }
    QSpinBox *seedBox() const { return m_seed; }
    QPushButton *generateButton() const { return m_background->runButton(); }
    QPushButton *cancelButton() const { return m_background->cancelButton(); }
    QProgressBar *progressBar() const { return m_background->progressBar(); }
    QString bandText() const;
    QString messageText() const { return m_background->message(); }
    QString summaryText() const { return m_background->summary(); }

signals:
    // The games are over: a map was put in the document (`applied`), or not (cancelled, an
    // error, no document).
    void generationFinished(bool applied);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateState();
    void runFinished();

    std::function<MapDocument *()> m_target;
    QLabel *m_intro = nullptr;
    QLabel *m_labels[8] = {};
    QSpinBox *m_players = nullptr;
    QSpinBox *m_cubes = nullptr;
    QSpinBox *m_size = nullptr;
    QComboBox *m_symmetry = nullptr;
    QSpinBox *m_voids = nullptr;
    QSpinBox *m_games = nullptr;
    QSpinBox *m_candidates = nullptr;
    QSpinBox *m_seed = nullptr;
    QLabel *m_band = nullptr;
    QPushButton *m_close = nullptr;
    BackgroundRun *m_background = nullptr; // progress, Generate, Cancel, message, summary, thread

    MapGenSpec m_running; // the spec of the games in progress
    MapGenResult m_result;
};

} // namespace quantum::editor
