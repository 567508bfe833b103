// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/backgroundrun.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace quantum::editor {

BackgroundRun::BackgroundRun(const QString &messageName, QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *runRow = new QHBoxLayout;
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(false); // no "0 of 1" before the first run
    m_run = new QPushButton;
    m_run->setDefault(true);
    m_cancelButton = new QPushButton;
    runRow->addWidget(m_progress, 1);
    runRow->addWidget(m_run);
    runRow->addWidget(m_cancelButton);
    layout->addLayout(runRow);

    m_message = new QLabel;
    m_message->setObjectName(messageName);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #ffb070;"));
    m_message->setVisible(false);
    layout->addWidget(m_message);
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    updateButtons(true);
}

BackgroundRun::~BackgroundRun()
{
    m_cancel = true;
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

int BackgroundRun::idealJobs()
{
    return qBound(1, QThread::idealThreadCount(), 8);
}

bool BackgroundRun::start(int steps, Job job)
{
    if (isRunning()) return false;
    m_cancel = false;
    m_cancelled = false;
    m_summary->clear();
    m_progress->setRange(0, steps);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    m_thread = QThread::create([this, job = std::move(job)] { job(&m_cancel); });
    connect(m_thread, &QThread::finished, this, &BackgroundRun::threadFinished,
            Qt::QueuedConnection);
    m_thread->start();
    return true;
}

bool BackgroundRun::cancel()
{
    if (!isRunning()) return false;
    m_cancel = true; // the job stops at its next look at the flag
    m_cancelled = true;
    return true;
}

void BackgroundRun::threadFinished()
{
    if (!m_thread) return;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    emit finished();
}

void BackgroundRun::post(std::function<void()> f)
{
    QMetaObject::invokeMethod(this, std::move(f), Qt::QueuedConnection);
}

void BackgroundRun::postProgress(int done)
{
    post([this, done] { m_progress->setValue(std::max(done, m_progress->value())); });
}

void BackgroundRun::updateButtons(bool canRun)
{
    m_run->setEnabled(!isRunning() && canRun);
    m_cancelButton->setEnabled(isRunning() && !m_cancelled);
}

void BackgroundRun::setMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

QString BackgroundRun::message() const
{
    return m_message->text();
}

void BackgroundRun::setSummary(const QString &text)
{
    m_summary->setText(text);
}

QString BackgroundRun::summary() const
{
    return m_summary->text();
}

} // namespace quantum::editor
