// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/play/replaypage.h"

#include "app/play/loglink.h"

#include "app/game/gametext.h"
#include "app/play/commandsheet.h"
#include "app/play/logitem.h"
#include "app/play/playscene.h"
#include "editor/board/boardview.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QVBoxLayout>

namespace quantum {

ReplayPage::ReplayPage(QWidget *parent) : QWidget(parent)
{
    m_scene = new PlayScene(this);
    m_scene->setAnimated(false);
    m_view = new board::BoardView(m_scene);
    m_log = new QListWidget;
    m_log->setWordWrap(true);
    m_log->setAlternatingRowColors(true);
    m_log->setFocusPolicy(Qt::NoFocus);
    m_log->setMinimumHeight(120);
    m_logLink = new LogLink(m_log, m_scene, this); // lines highlight what they name
    m_first = new QPushButton;
    m_back = new QPushButton;
    m_forward = new QPushButton;
    m_last = new QPushButton;
    m_close = new QPushButton;
    m_back->setShortcut(Qt::Key_Left);
    m_forward->setShortcut(Qt::Key_Right);
    m_first->setShortcut(Qt::Key_Home);
    m_last->setShortcut(Qt::Key_End);
    m_slider = new QSlider(Qt::Horizontal);
    m_where = new QLabel;

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_first);
    bar->addWidget(m_back);
    bar->addWidget(m_forward);
    bar->addWidget(m_last);
    bar->addWidget(m_slider, 1);
    bar->addWidget(m_where);
    bar->addWidget(m_close);
    auto *boardColumn = new QVBoxLayout;
    boardColumn->addWidget(m_view, 1);
    boardColumn->addLayout(bar);
    // Beside the board: the sheets as they were (as tall as they need, scrolling beyond the
    // room the log leaves), then the log.
    m_sheetPanel = new CommandSheetPanel;
    m_sheetScroll = new QScrollArea;
    m_sheetScroll->setWidget(m_sheetPanel);
    m_sheetScroll->setWidgetResizable(true);
    m_sheetScroll->setFrameShape(QFrame::NoFrame);
    m_sheetScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_sheetPanel->followWidth(m_sheetScroll);
    connect(m_sheetPanel, &CommandSheetPanel::neededHeightChanged, this,
            [this](int height) {
                // Only growing in a replay: stepping does not move the log under the pointer.
                m_sheetsHeight = qMax(m_sheetsHeight, height);
                m_sheetScroll->setMaximumHeight(m_sheetsHeight);
            });
    auto *side = new QWidget;
    side->setMinimumWidth(CommandSheet::kMinWidth + 28);
    side->setMaximumWidth(460);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_sheetScroll, 3);
    sideLayout->addWidget(m_log, 1);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(boardColumn, 1);
    layout->addWidget(side);

    connect(m_first, &QPushButton::clicked, this, [this] { showStep(0); });
    connect(m_back, &QPushButton::clicked, this, [this] { showStep(m_step - 1); });
    connect(m_forward, &QPushButton::clicked, this, [this] { showStep(m_step + 1); });
    connect(m_last, &QPushButton::clicked, this, [this] { showStep(steps()); });
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (value != m_step) showStep(value);
    });
    connect(m_close, &QPushButton::clicked, this, &ReplayPage::closed);
    retranslateUi();
}

ReplayPage::~ReplayPage() = default;

void ReplayPage::setReplay(std::unique_ptr<Replay> replay, const QStringList &names)
{
    m_replay = std::move(replay);
    m_names = names;
    m_step = -1;
    m_log->clear();
    m_logLink->reset();
    m_logFrom = m_logEnd = 0;
    m_slider->setRange(0, steps());
    m_sheets.clear();
    m_sheetsHeight = 0;
    if (m_replay && m_replay->isValid())
        for (int p = 0; p < m_replay->stateAt(0).players; ++p)
            m_sheets.append(new CommandSheet(p));
    m_sheetPanel->setSheets(m_sheets);
    showStep(0);
    m_view->fitToScene();
}

void ReplayPage::showStep(int step)
{
    if (!m_replay || !m_replay->isValid()) return;
    step = std::clamp(step, 0, steps());
    const GameState state = m_replay->stateAt(step);
    static const std::vector<Action> none;
    m_scene->sync(state, none, false);
    for (int p = 0; p < m_sheets.size(); ++p)
        m_sheets[p]->setGame(state, m_names.value(p), false, false, -1);
    // The log up to this step (its last kMaxLogLines events), worded from the events alone:
    // the lines of the events between the old and the new step go or come, the rest stays.
    const size_t end = m_replay->eventsUpTo(step);
    const size_t first = end > kMaxLogLines ? end - kMaxLogLines : 0;
    if (first < m_logFrom || first > m_logEnd) { // a jump past what is shown: start over
        m_log->clear();
        m_logFrom = m_logEnd = first;
    }
    auto eventOf = [this](int row) { return m_log->item(row)->data(Qt::UserRole).toULongLong(); };
    while (m_log->count() && eventOf(m_log->count() - 1) >= end)
        delete m_log->takeItem(m_log->count() - 1);
    const GameText text(state.board.get(), m_names);
    for (size_t i = std::max(m_logEnd, first); i < end; ++i) {
        const Event &e = m_replay->events()[i];
        const QString line = text.event(e);
        if (line.isEmpty()) continue;
        QListWidgetItem *item = makeLogItem(line, e);
        item->setData(Qt::UserRole, qulonglong(i));
        m_log->addItem(item);
    }
    while (m_log->count() && eventOf(0) < first)
        delete m_log->takeItem(0);
    m_logFrom = first;
    m_logEnd = end;
    m_log->scrollToBottom();
    m_step = step;
    {
        const QSignalBlocker quiet(m_slider);
        m_slider->setValue(step);
    }
    m_first->setEnabled(step > 0);
    m_back->setEnabled(step > 0);
    m_forward->setEnabled(step < steps());
    m_last->setEnabled(step < steps());
    retranslateUi();
}

void ReplayPage::retranslateUi()
{
    m_first->setText(tr("First"));
    m_back->setText(tr("Back"));
    m_forward->setText(tr("Forward"));
    m_last->setText(tr("Last"));
    m_close->setText(tr("Close the replay"));
    m_where->setText(fillIn(tr("Step %1 of %2"), qMax(0, m_step), steps()));
}

void ReplayPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        m_log->clear(); // worded again in the new language
        m_logFrom = m_logEnd = 0;
        if (m_replay) showStep(m_step);
    }
    QWidget::changeEvent(event);
}

} // namespace quantum
