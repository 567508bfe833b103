// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/balancedialog.h"

#include "editor/board/faction.h"
#include "editor/mapdocument.h"

#include <QComboBox>
#include <QEvent>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace quantum::editor {

namespace {
constexpr int kRow = 26;      // a bar's row, pixels
constexpr int kHeading = 30;  // a section title's row
constexpr int kLabelWidth = 190;
constexpr int kValueWidth = 150;

QString percent(double rate)
{
    return QLocale().toString(100.0 * rate, 'f', 0) + QLocale().percent();
}
} // namespace

// ---- The chart ----------------------------------------------------------------------------

BalanceChart::BalanceChart(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("balanceChart"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void BalanceChart::setReport(const BalanceReport &report, const BoardPtr &board)
{
    m_report = report;
    m_board = board;
    updateGeometry();
    update();
}

void BalanceChart::clear()
{
    setReport({}, nullptr);
}

QSize BalanceChart::sizeHint() const
{
    const int rows = int(m_report.bySeat.size() + m_report.byStart.size());
    return QSize(kLabelWidth + 260 + kValueWidth, 2 * kHeading + qMax(4, rows) * kRow + 16);
}

QSize BalanceChart::minimumSizeHint() const
{
    return QSize(kLabelWidth + 120 + kValueWidth, sizeHint().height());
}

void BalanceChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0x14, 0x18, 0x24));
    const QColor text(0xdd, 0xe3, 0xee), dim(0x8a, 0x94, 0xa8);
    if (!m_board || m_report.games <= 0) {
        p.setPen(dim);
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("The results show here once games have been played."));
        return;
    }
    const int seats = int(m_report.bySeat.size());
    const qreal fair = seats > 0 ? 1.0 / seats : 0.0;
    const int barLeft = kLabelWidth + 8;
    const int barWidth = qMax(60, width() - barLeft - kValueWidth - 8);
    int y = 4;

    auto heading = [&](const QString &title) {
        QFont f = font();
        f.setBold(true);
        p.setFont(f);
        p.setPen(text);
        p.drawText(QRect(8, y, width() - 16, kHeading), Qt::AlignLeft | Qt::AlignVCenter, title);
        p.setFont(font());
        y += kHeading;
    };
    // One bar: the rate, its 95% interval as whiskers, the fair share as a dashed line.
    auto bar = [&](const QString &label, const Share &s, const QColor &colour, int emblemOf) {
        QRect labelRect(8, y, kLabelWidth - 8, kRow);
        if (emblemOf >= 0) {
            faction::drawEmblem(&p, emblemOf, QRectF(8, y + 5, 16, 16));
            labelRect.setLeft(30);
        }
        p.setPen(text);
        p.drawText(labelRect, Qt::AlignLeft | Qt::AlignVCenter,
                   p.fontMetrics().elidedText(label, Qt::ElideRight, labelRect.width()));
        const QRectF track(barLeft, y + 6, barWidth, kRow - 12);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x24, 0x2b, 0x3b));
        p.drawRoundedRect(track, 3, 3);
        if (s.of > 0) {
            p.setBrush(colour);
            p.drawRoundedRect(QRectF(track.left(), track.top(), track.width() * s.rate,
                                     track.height()),
                              3, 3);
            const qreal lo = track.left() + track.width() * s.low;
            const qreal hi = track.left() + track.width() * s.high;
            const qreal mid = track.center().y();
            p.setPen(QPen(Qt::white, 1.6));
            p.drawLine(QPointF(lo, mid), QPointF(hi, mid));
            p.drawLine(QPointF(lo, mid - 6), QPointF(lo, mid + 6));
            p.drawLine(QPointF(hi, mid - 6), QPointF(hi, mid + 6));
        }
        if (fair > 0) {
            const qreal x = track.left() + track.width() * fair;
            p.setPen(QPen(QColor(255, 215, 94), 1.2, Qt::DashLine));
            p.drawLine(QPointF(x, y + 2), QPointF(x, y + kRow - 2));
        }
        p.setPen(s.of > 0 ? text : dim);
        const QString value =
            s.of > 0 ? tr("%1 (%2 to %3)").arg(percent(s.rate), percent(s.low), percent(s.high))
                     : tr("never chosen");
        p.drawText(QRect(barLeft + barWidth + 8, y, kValueWidth, kRow),
                   Qt::AlignLeft | Qt::AlignVCenter, value);
        y += kRow;
    };

    heading(tr("Wins by seat (95% interval; dashed: a fair share)"));
    for (int i = 0; i < seats; ++i)
        bar(tr("%1 (seat %2)").arg(faction::name(i)).arg(i + 1), m_report.bySeat[size_t(i)],
            faction::color(i), i);
    y += 6;
    heading(tr("Wins by starting planet"));
    const Board &b = *m_board;
    for (const BalanceReport::Start &st : m_report.byStart) {
        const Planet &planet = b.planets()[size_t(st.planet)];
        const Tile &tile = b.map().tiles[size_t(planet.tile)];
        bar(tr("Planet %1 on tile %2, %3").arg(planet.number).arg(tile.x).arg(tile.y), st.wins,
            QColor(0x6f, 0x9f, 0xd8), -1);
    }
}

// ---- The dialog ---------------------------------------------------------------------------

BalanceDialog::BalanceDialog(MapDocument *document, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("balanceDialog"));
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel;
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto *form = new QFormLayout;
    m_games = new QSpinBox;
    m_games->setRange(1, 10000);
    m_games->setValue(100);
    m_games->setSingleStep(50);
    m_gamesLabel = new QLabel;
    m_gamesLabel->setBuddy(m_games);
    form->addRow(m_gamesLabel, m_games);
    m_level = new QComboBox;
    m_levelLabel = new QLabel;
    m_levelLabel->setBuddy(m_level);
    form->addRow(m_levelLabel, m_level);
    layout->addLayout(form);
    setLevels({});

    m_background = new BackgroundRun(QStringLiteral("balanceMessage"));
    layout->addWidget(m_background);
    m_chart = new BalanceChart;
    layout->addWidget(m_chart, 1);

    auto *buttons = new QDialogButtonBox;
    m_close = buttons->addButton(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(runButton(), &QPushButton::clicked, this, &BalanceDialog::run);
    connect(cancelButton(), &QPushButton::clicked, this, &BalanceDialog::cancel);
    connect(m_background, &BackgroundRun::finished, this, &BalanceDialog::runFinished);
    retranslate();
    setDocument(document);
    resize(640, 620);
}

void BalanceDialog::retranslate()
{
    setWindowTitle(tr("Check Balance"));
    m_intro->setText(tr("Computer players play many games against each other on this map, in "
                        "every seat in turn. A fair map gives every seat and every starting "
                        "planet about the same share of wins."));
    m_gamesLabel->setText(tr("&Games:"));
    m_levelLabel->setText(tr("Computer &level:"));
    fillLevels(m_level->currentData().toString()); // the levels' words, the choice kept
    progressBar()->setFormat(tr("%v of %m games"));
    runButton()->setText(tr("&Run"));
    cancelButton()->setText(tr("&Cancel"));
    m_close->setText(tr("Close"));
}

void BalanceDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showReport();
        updateState();
    }
    QDialog::changeEvent(event);
}

void BalanceDialog::setDocument(MapDocument *document)
{
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &MapDocument::problemsChanged, this, &BalanceDialog::updateState);
        connect(m_document, &MapDocument::mapChanged, this, [this] {
            if (isRunning() || m_report.games > 0) m_mapChanged = true;
            updateState();
        });
    }
    m_mapChanged = isRunning() || m_report.games > 0;
    updateState();
}

void BalanceDialog::setLevels(const LevelChoices &levels)
{
    m_levels = levels;
    if (m_levels.bots.isEmpty()) m_levels.bots = botNames();
    fillLevels(m_levels.chosen);
}

void BalanceDialog::fillLevels(const QString &chosen)
{
    const QSignalBlocker quiet(m_level);
    m_level->clear();
    for (const QString &bot : std::as_const(m_levels.bots))
        m_level->addItem(m_levels.words ? m_levels.words(bot) : bot, bot);
    const int at = m_level->findData(chosen);
    m_level->setCurrentIndex(at >= 0 ? at : qMax(0, m_level->count() - 1));
}

void BalanceDialog::run()
{
    if (isRunning() || !m_document) return;
    if (!m_document->isPlayable()) return updateState();
    m_board = std::make_shared<const Board>(m_document->map());
    const int asked = m_games->value();
    m_mapChanged = false;
    m_error.clear();
    m_report = BalanceReport();
    m_chart->clear();

    const MatchSpec spec =
        balanceSpec(m_board, m_level->currentData().toString(), asked, 1, jobs());
    const BoardPtr board = m_board;
    BackgroundRun *background = m_background;
    m_background->start(asked, [this, spec, board, background](const std::atomic<bool> *cancel) {
        BalanceTally tally(board);
        const QString error = runMatch(
            spec,
            [&](const MatchGame &g) {
                if (g.record.cancelled) return;
                tally.add(g);
                // Shown on the dialog's thread; dropped if the dialog is gone by then.
                background->post([this, n = tally.games(), r = tally.report()] { gameDone(n, r); });
            },
            cancel);
        background->post([this, error] { m_error = error; });
    });
    updateState();
}

void BalanceDialog::cancel()
{
    if (!m_background->cancel()) return; // the games in progress stop at their next action
    updateState();
}

void BalanceDialog::gameDone(int played, const BalanceReport &report)
{
    if (played < m_report.games) return; // an older tally arrived late
    m_report = report;
    progressBar()->setValue(played);
    showReport();
}

void BalanceDialog::runFinished()
{
    showReport();
    updateState();
    emit checkFinished();
}

void BalanceDialog::showReport()
{
    m_chart->setReport(m_report, m_board);
    if (m_report.games <= 0) {
        m_background->setSummary(QString());
        return;
    }
    const QString games = m_background->isCancelled() && !isRunning()
                              ? tr("Cancelled after %n game(s).", nullptr, m_report.games)
                              : tr("%n game(s) played.", nullptr, m_report.games);
    m_background->setSummary(games + QLatin1Char(' ') +
                             tr("Average length: %1 turns. Draws (no winner by turn %2): %3.")
                                 .arg(QLocale().toString(m_report.averageTurns, 'f', 1))
                                 .arg(MatchSpec().maxTurns)
                                 .arg(m_report.draws));
}

void BalanceDialog::updateState()
{
    const bool running = isRunning();
    const bool playable = m_document && m_document->isPlayable();
    QString message;
    if (!m_error.isEmpty())
        message = tr("The games could not be played: %1").arg(m_error);
    else if (!playable)
        message = tr("This map cannot be played yet: fix the errors listed under Problems, "
                     "then run the check.");
    else if (running && m_background->isCancelled())
        message = tr("Stopping the games in progress…");
    else if (m_mapChanged)
        message = running ? tr("The map was edited: these games are played on the map as it "
                               "was when the check began.")
                          : tr("The map was edited since these games were played: run the "
                               "check again for the map as it is.");
    m_background->setMessage(message);
    m_background->updateButtons(playable);
    m_games->setEnabled(!running);
    m_level->setEnabled(!running);
}

} // namespace quantum::editor
