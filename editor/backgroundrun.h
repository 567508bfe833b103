// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <atomic>
#include <functional>

class QLabel;
class QProgressBar;
class QPushButton;
class QThread;

namespace quantum::editor {

// The part a dialog that plays games in the background shares (Map > Check Balance, Map >
// Generate): a row with a progress bar, a run button (the dialog's default) and Cancel; under
// it a message (orange, hidden while empty) and a summary the user can select; and the worker
// thread's life: start a job, cancel it (the job sees the flag and stops), `finished` once
// the thread is over, and the thread waited for when the widget goes. It has no words of its
// own: the dialog sets the buttons' texts and the bar's format with its own tr().
class BackgroundRun : public QWidget {
    Q_OBJECT
public:
    // Runs on the worker thread; stops soon after `*cancel` turns true.
    using Job = std::function<void(const std::atomic<bool> *cancel)>;

    // `messageName`: the message label's object name (tests find it by that).
    explicit BackgroundRun(const QString &messageName, QWidget *parent = nullptr);
    ~BackgroundRun() override; // cancels the job and waits for its thread

    // Threads to play on at once: the machine's cores, at most 8.
    static int idealJobs();

    // Starts `job` on a new thread with the bar at 0 of `steps` and the summary cleared;
    // false if a job runs already.
    bool start(int steps, Job job);
    // Asks the job to stop (isCancelled() until the next start); false if none runs.
    bool cancel();
    bool isRunning() const { return m_thread != nullptr; }
    bool isCancelled() const { return m_cancelled; }

    // From any thread: runs `f` on the widget's thread, dropped if the widget is gone first.
    void post(std::function<void()> f);
    // From any thread: the bar rises to `done` (it never goes back).
    void postProgress(int done);

    // Run while no job runs and `canRun`; Cancel while a job runs and was not cancelled.
    void updateButtons(bool canRun);
    void setMessage(const QString &text); // hidden while empty
    QString message() const;
    void setSummary(const QString &text);
    QString summary() const;

    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancelButton; }
    QProgressBar *progressBar() const { return m_progress; }

signals:
    void finished(); // the job's thread is over (isRunning() is false again)

private:
    void threadFinished();

    QProgressBar *m_progress = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_summary = nullptr;
    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancel{false};
    bool m_cancelled = false;
};

} // namespace quantum::editor
