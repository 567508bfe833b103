// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/generatedialog.h"

#include "editor/mapdocument.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace quantum::editor {

namespace {
QString percent(double rate)
{
    return QLocale().toString(100.0 * rate, 'f', 0) + QLocale().percent();
}

QSpinBox *spinBox(int lo, int hi, int value)
{
    auto *box = new QSpinBox;
    box->setRange(lo, hi);
    box->setValue(value);
    return box;
}
} // namespace

GenerateDialog::GenerateDialog(std::function<MapDocument *()> target, QWidget *parent)
    : QDialog(parent), m_target(std::move(target))
{
    setObjectName(QStringLiteral("generateDialog"));
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel;
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    const MapGenSpec defaults;
    m_players = spinBox(2, 4, defaults.players);
    m_cubes = spinBox(4, 7, defaults.cubes);
    // The lowest value stands for the default size of the players and cubes.
    m_size = spinBox(kMapGenMinTiles - 1, kMapGenMaxTiles, kMapGenMinTiles - 1);
    m_symmetry = new QComboBox;
    for (MapSymmetry s : {MapSymmetry::None, MapSymmetry::Mirror, MapSymmetry::Rotation})
        m_symmetry->addItem(QString(), int(s));
    m_symmetry->setCurrentIndex(m_symmetry->findData(int(defaults.symmetry)));
    m_voids = spinBox(0, kMapGenMaxTiles / 2, 0);
    m_games = spinBox(10, kMapGenMaxGames, defaults.games);
    m_games->setSingleStep(10);
    m_candidates = spinBox(1, kMapGenMaxCandidates, defaults.candidates);
    m_seed = spinBox(0, 999999999, 1);
    auto *form = new QFormLayout;
    QWidget *fields[] = {m_players, m_cubes, m_size,       m_symmetry,
                         m_voids,   m_games, m_candidates, m_seed};
    for (int i = 0; i < 8; ++i) {
        m_labels[i] = new QLabel;
        m_labels[i]->setBuddy(fields[i]);
        form->addRow(m_labels[i], fields[i]);
    }
    layout->addLayout(form);
    m_band = new QLabel;
    m_band->setObjectName(QStringLiteral("generateBand"));
    m_band->setWordWrap(true);
    layout->addWidget(m_band);

    m_background = new BackgroundRun(QStringLiteral("generateMessage"));
    layout->addWidget(m_background);
    layout->addStretch(1);

    auto *buttons = new QDialogButtonBox;
    m_close = buttons->addButton(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(generateButton(), &QPushButton::clicked, this, &GenerateDialog::generate);
    connect(cancelButton(), &QPushButton::clicked, this, &GenerateDialog::cancel);
    connect(m_background, &BackgroundRun::finished, this, &GenerateDialog::runFinished);
    connect(m_players, &QSpinBox::valueChanged, this, &GenerateDialog::retranslate);
    retranslate();
    updateState();
    // As tall as its rows, with room for the lines a run's result adds.
    resize(520, sizeHint().height() + 3 * fontMetrics().lineSpacing());
}

GenerateDialog *GenerateDialog::showFor(QWidget *window,
                                        const std::function<MapDocument *()> &target)
{
    auto *dialog = window->findChild<GenerateDialog *>(QString(), Qt::FindDirectChildrenOnly);
    if (!dialog) dialog = new GenerateDialog(target, window);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

void GenerateDialog::retranslate()
{
    setWindowTitle(tr("Generate Map"));
    m_intro->setText(tr("Draws layouts with the symmetry asked for, lets computer players play "
                        "many games on each, and keeps the fairest. It replaces the map being "
                        "edited; Undo brings it back."));
    const char *labels[] = {QT_TR_NOOP("&Players:"),       QT_TR_NOOP("Cubes to &win:"),
                            QT_TR_NOOP("&Size (tiles):"),  QT_TR_NOOP("S&ymmetry:"),
                            QT_TR_NOOP("&Void tiles:"),    QT_TR_NOOP("Ga&mes per layout:"),
                            QT_TR_NOOP("&Layouts tried:"), QT_TR_NOOP("S&eed:")};
    for (int i = 0; i < 8; ++i)
        m_labels[i]->setText(tr(labels[i]));
    m_size->setSpecialValueText(tr("Automatic"));
    const int players = m_players->value();
    for (int i = 0; i < m_symmetry->count(); ++i) {
        QString text;
        switch (MapSymmetry(m_symmetry->itemData(i).toInt())) {
        case MapSymmetry::None:
            text = tr("None");
            break;
        case MapSymmetry::Mirror:
            text = players == 4   ? tr("Mirror: left and right, top and bottom")
                   : players == 3 ? tr("Mirror: left and right, one start on the axis")
                                  : tr("Mirror: left and right");
            break;
        case MapSymmetry::Rotation:
            text = players == 2   ? tr("Rotation: half turn")
                   : players == 3 ? tr("Rotation: quarter turns, three of four starts")
                                  : tr("Rotation: quarter turns");
            break;
        }
        m_symmetry->setItemText(i, text);
    }
    const double fair = 1.0 / players;
    m_band->setText(
        tr("A layout is fair when every seat and every starting planet wins between "
           "%1 and %2 of its games (a fair share is %3) and each wins at least one.")
            .arg(percent(fair - kMapGenBand), percent(fair + kMapGenBand), percent(fair)));
    progressBar()->setFormat(tr("%v of %m games"));
    generateButton()->setText(tr("&Generate"));
    cancelButton()->setText(tr("&Cancel"));
    m_close->setText(tr("Close"));
}

void GenerateDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

QString GenerateDialog::bandText() const
{
    return m_band->text();
}

MapGenSpec GenerateDialog::spec() const
{
    MapGenSpec s;
    s.players = m_players->value();
    s.cubes = m_cubes->value();
    s.tiles = m_size->value() < kMapGenMinTiles ? 0 : m_size->value();
    s.symmetry = MapSymmetry(m_symmetry->currentData().toInt());
    s.voids = m_voids->value();
    s.games = m_games->value();
    s.candidates = m_candidates->value();
    s.seed = quint64(m_seed->value());
    s.jobs = jobs();
    return s;
}

void GenerateDialog::generate()
{
    if (isRunning()) return;
    m_running = spec();
    const Reason bad = checkMapGenSpec(m_running);
    m_background->setSummary(QString());
    if (!bad.isEmpty()) {
        m_background->setMessage(tr("These settings cannot make a map: %1").arg(bad.toString()));
        return;
    }
    m_background->setMessage(QString());
    m_result = MapGenResult();
    const MapGenSpec spec = m_running;
    BackgroundRun *background = m_background;
    m_background->start(
        spec.games * spec.candidates, [this, spec, background](const std::atomic<bool> *cancel) {
            MapGenResult result = generateMap(
                spec, [background](int done, int) { background->postProgress(done); }, cancel);
            // Taken on the dialog's thread; dropped if the dialog is gone.
            background->post([this, result = std::move(result)] { m_result = result; });
        });
    updateState();
}

void GenerateDialog::cancel()
{
    if (!m_background->cancel()) return; // the games in progress stop at their next action
    m_background->setMessage(tr("Stopping the games in progress…"));
    updateState();
}

void GenerateDialog::runFinished()
{
    bool applied = false;
    const MapGenCandidate *best = m_result.best();
    MapDocument *document = m_target ? m_target() : nullptr;
    if (m_background->isCancelled() || m_result.cancelled) {
        m_background->setMessage(tr("Cancelled: the map was not changed."));
    } else if (!m_result.error.isEmpty()) {
        m_background->setMessage(tr("No map was made: %1").arg(m_result.error.toString()));
    } else if (!best || !document) {
        m_background->setMessage(tr("No map was made."));
    } else {
        Map map = best->map;
        map.name = tr("Generated Map %1").arg(m_running.seed);
        applied = document->replaceMap(map, tr("Generate Map"));
        QStringList seats;
        for (const Share &s : best->report.bySeat)
            seats << percent(s.rate);
        const QString rates = seats.join(QStringLiteral(", "));
        const int tried = int(m_result.candidates.size());
        m_background->setMessage(
            best->fair ? QString()
                       : tr("None of the layouts was fair within the band: the fairest is "
                            "shown. Try more layouts or another symmetry."));
        m_background->setSummary(tr("Kept layout %1 of %2. In its %3 games the seats won %4.")
                                     .arg(m_result.chosen + 1)
                                     .arg(tried)
                                     .arg(best->report.games)
                                     .arg(rates));
        m_seed->setValue(m_seed->value() < m_seed->maximum() ? m_seed->value() + 1 : 0);
    }
    updateState();
    emit generationFinished(applied);
}

void GenerateDialog::updateState()
{
    const bool running = isRunning();
    m_background->updateButtons(true);
    for (QWidget *w : std::initializer_list<QWidget *>{m_players, m_cubes, m_size, m_symmetry,
                                                       m_voids, m_games, m_candidates, m_seed})
        w->setEnabled(!running);
}

} // namespace quantum::editor
