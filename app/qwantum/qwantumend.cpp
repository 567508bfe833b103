// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/qwantum/qwantumend.h"

#include "app/art/qwantumart.h"
#include "app/game/gametext.h"
#include "app/game/session.h"
#include "app/qwantum/qwantumtext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace quantum {

namespace {

// A line colour for each seat on the dark chart.
const QColor kSeatLine[qw::kMaxPlayers] = {QColor(0x6c, 0xc6, 0xff), QColor(0xff, 0x9f, 0x43),
                                           QColor(0x7b, 0xed, 0x9f), QColor(0xff, 0x6b, 0xd6)};

} // namespace

std::vector<std::array<int, qw::kMaxPlayers>> qwantumScoreHistory(const qw::Events &events,
                                                                   int players,
                                                                   const qw::Options &options)
{
    std::array<qw::Sheet, qw::kMaxPlayers> sheets{};
    std::vector<std::array<int, qw::kMaxPlayers>> history;
    auto record = [&] {
        std::array<int, qw::kMaxPlayers> scores{};
        for (int p = 0; p < players && p < qw::kMaxPlayers; ++p) scores[p] = qw::score(sheets[p], options);
        history.push_back(scores);
    };
    record();
    for (const qw::Event &e : events) {
        const bool valid = e.player >= 0 && e.player < qw::kMaxPlayers;
        if (e.type == qw::EventType::Wrote && valid && e.colour >= 0 && e.colour < qw::kColours &&
            e.field >= 0 && e.field < qw::kFields) {
            sheets[e.player].rows[e.colour][e.field] = e.number;
            sheets[e.player].filled[e.colour] = int8_t(e.field + 1);
        } else if (e.type == qw::EventType::Misthrew && valid) {
            sheets[e.player].misthrows = int8_t(qBound(0, int(e.number), qw::kMaxMisthrows));
        } else if ((e.type == qw::EventType::Rolled && e.dice == qw::kAllDice) ||
                   e.type == qw::EventType::Ended) {
            record();
        }
    }
    return history;
}

QwantumScoreChart::QwantumScoreChart(QWidget *parent) : QWidget(parent) {}

void QwantumScoreChart::setData(const std::vector<std::array<int, qw::kMaxPlayers>> &history,
                                const QStringList &names, int players)
{
    m_history = history;
    m_names = names;
    m_players = players;
    update();
}

void QwantumScoreChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0x1b, 0x1e, 0x2b));
    if (m_history.size() < 2 || m_players <= 0) return;
    int lo = 0, hi = 10;
    for (const auto &row : m_history)
        for (int i = 0; i < m_players; ++i) {
            lo = qMin(lo, row[i]);
            hi = qMax(hi, row[i]);
        }
    const QFontMetrics fm = fontMetrics();
    const int legend = fm.height() + 8;
    const QRectF plot = QRectF(rect()).adjusted(fm.horizontalAdvance(QStringLiteral("-000")) + 8, 8, -10,
                                                -legend - fm.height() - 4);
    auto at = [&](size_t i, int v) {
        return QPointF(plot.left() + plot.width() * qreal(i) / qreal(m_history.size() - 1),
                       plot.bottom() - plot.height() * qreal(v - lo) / qreal(hi - lo));
    };
    p.setPen(QColor(0x55, 0x5a, 0x70));
    p.drawLine(at(0, 0), at(m_history.size() - 1, 0));
    p.setPen(QColor(0xb8, 0xc0, 0xd8));
    p.drawText(QRectF(0, plot.top() - fm.height() / 2, plot.left() - 4, fm.height()),
               Qt::AlignRight | Qt::AlignVCenter, QString::number(hi));
    p.drawText(QRectF(0, at(0, 0).y() - fm.height() / 2, plot.left() - 4, fm.height()),
               Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("0"));
    p.drawText(QRectF(plot.left(), plot.bottom() + 2, plot.width(), fm.height()), Qt::AlignCenter,
               tr("Rolls"));
    for (int s = 0; s < m_players; ++s) {
        QPainterPath path(at(0, m_history[0][s]));
        for (size_t i = 1; i < m_history.size(); ++i) path.lineTo(at(i, m_history[i][s]));
        p.setPen(QPen(kSeatLine[s], 2.5));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    }
    qreal x = plot.left();
    for (int s = 0; s < m_players; ++s) {
        const QString name = s < m_names.size() ? m_names[s] : QString::number(s + 1);
        p.fillRect(QRectF(x, height() - legend + 6, 14, 4), kSeatLine[s]);
        p.setPen(QColor(0xe0, 0xe4, 0xf0));
        p.drawText(QPointF(x + 18, height() - legend / 2.0 + fm.ascent() / 2.0 - 2), name);
        x += 30 + fm.horizontalAdvance(name);
    }
}

QwantumEndPage::QwantumEndPage(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel;
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    QFont f = m_title->font();
    f.setPointSizeF(f.pointSizeF() * 1.6);
    f.setBold(true);
    m_title->setFont(f);
    m_table = new QTableWidget;
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_chart = new QwantumScoreChart;
    m_again = new QPushButton;
    m_replay = new QPushButton;
    m_menu = new QPushButton;
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_again);
    buttons->addWidget(m_replay);
    buttons->addWidget(m_menu);
    buttons->addStretch();
    layout->addWidget(m_title);
    layout->addWidget(m_table);
    layout->addWidget(m_chart, 1);
    layout->addLayout(buttons);
    connect(m_again, &QPushButton::clicked, this, &QwantumEndPage::again);
    connect(m_replay, &QPushButton::clicked, this, &QwantumEndPage::replay);
    connect(m_menu, &QPushButton::clicked, this, &QwantumEndPage::mainMenu);
    retranslate();
}

void QwantumEndPage::showResult(const Session &session)
{
    m_session = &session;
    fill();
}

void QwantumEndPage::fill()
{
    const qw::State *s = m_session ? qwantumState(m_session->game()) : nullptr;
    if (!s) return;
    const QStringList names = m_session->playerNames();
    const QwantumText words(names);
    m_title->setText(words.result(*s));
    QStringList columns;
    for (int k = 0; k < qw::kFields; ++k) columns << fillIn(tr("Column %1"), k + 1);
    columns << QwantumText::misthrows() << tr("Total");
    m_table->setColumnCount(int(columns.size()));
    m_table->setHorizontalHeaderLabels(columns);
    m_table->setRowCount(s->players);
    QStringList rows;
    const std::vector<int> won = qw::winners(*s);
    for (int p = 0; p < s->players; ++p) {
        rows << words.player(p);
        const qw::Sheet &sheet = s->sheets[p];
        for (int k = 0; k < qw::kFields; ++k) {
            bool full = true;
            for (int c = 0; c < qw::kColours; ++c) full = full && sheet.filled[c] > k;
            m_table->setItem(p, k, new QTableWidgetItem(full ? QString::number(qw::columnScore(sheet, k))
                                                             : QStringLiteral("–")));
        }
        m_table->setItem(p, qw::kFields,
                         new QTableWidgetItem(QStringLiteral("−%1").arg(
                             qw::misthrowPenalty(sheet.misthrows, s->options))));
        auto *total = new QTableWidgetItem(QString::number(qw::score(sheet, s->options)));
        QFont bold = total->font();
        bold.setBold(true);
        total->setFont(bold);
        m_table->setItem(p, qw::kFields + 1, total);
        for (int c = 0; c < m_table->columnCount(); ++c) {
            m_table->item(p, c)->setTextAlignment(Qt::AlignCenter);
            if (std::find(won.begin(), won.end(), p) != won.end()) { // the winners, in gold
                m_table->item(p, c)->setBackground(QColor(0xff, 0xe0, 0x82));
                m_table->item(p, c)->setForeground(QColor(0x20, 0x1a, 0x00));
            }
        }
    }
    m_table->setVerticalHeaderLabels(rows);
    for (int p = 0; p < s->players; ++p) m_table->setRowHeight(p, m_table->fontMetrics().height() + 12);
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height() +
                            m_table->verticalHeader()->length() + 2 * m_table->frameWidth());
    m_chart->setData(qwantumScoreHistory(m_session->anyEvents().qwantum, s->players, s->options), names,
                     s->players);
    m_replay->setEnabled(m_session->hasWholeHistory());
}

void QwantumEndPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void QwantumEndPage::retranslate()
{
    m_again->setText(tr("Play &again"));
    m_replay->setText(tr("&Replay the game"));
    m_menu->setText(tr("&Main menu"));
    fill();
}

} // namespace quantum
