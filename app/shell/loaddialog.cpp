// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/shell/loaddialog.h"

#include "app/art/qwantumart.h"
#include "app/game/gametext.h"
#include "app/game/savedgame.h"
#include "app/play/playscene.h"
#include "editor/board/maprenderer.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace quantum {

QString savesFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/saves");
}

LoadGameDialog::LoadGameDialog(const QString &autosavePath, QWidget *parent)
    : QDialog(parent), m_autosave(autosavePath)
{
    setWindowTitle(tr("Load game"));
    m_list = new QListWidget;
    m_list->setMinimumWidth(260);
    m_preview = new QLabel;
    m_preview->setFixedSize(300, 240);
    m_preview->setAlignment(Qt::AlignCenter);
    m_details = new QLabel;
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::RichText);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto *right = new QVBoxLayout;
    right->addWidget(m_preview);
    right->addWidget(m_details, 1);
    auto *top = new QHBoxLayout;
    top->addWidget(m_list, 1);
    top->addLayout(right);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    m_load = buttons->button(QDialogButtonBox::Open);
    m_load->setText(tr("Load"));
    QPushButton *browse = buttons->addButton(tr("Browse…"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Load game"), savesFolder(),
            tr("Quantum saves (*.quantum-save *.json);;All files (*)"));
        if (path.isEmpty()) return;
        auto *item = new QListWidgetItem(QFileInfo(path).fileName());
        item->setData(Qt::UserRole, path);
        m_list->insertItem(0, item);
        m_list->setCurrentItem(item);
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &LoadGameDialog::describe);
    connect(m_list, &QListWidget::itemDoubleClicked, this, [this] {
        if (m_load->isEnabled()) accept();
    });

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(buttons);
    resize(680, 420);
    fill();
}

void LoadGameDialog::fill()
{
    if (QFile::exists(m_autosave)) {
        auto *item = new QListWidgetItem(tr("The interrupted game (autosave)"));
        item->setData(Qt::UserRole, m_autosave);
        m_list->addItem(item);
    }
    // The autosave before it, when the autosave is gone or cannot be read
    // (docs/save-format.md).
    const QString previous = previousAutosavePath(m_autosave);
    SavedGame autosaved;
    ReadStatus status;
    if (QFile::exists(previous) && !SavedGame::fromFile(m_autosave, autosaved, status, SavedGame::Games::Any)) {
        auto *item =
            new QListWidgetItem(tr("The interrupted game, a turn earlier (previous autosave)"));
        item->setData(Qt::UserRole, previous);
        m_list->addItem(item);
    }
    const QDir dir(savesFolder());
    const QFileInfoList files =
        dir.entryInfoList({QStringLiteral("*.quantum-save")}, QDir::Files, QDir::Time);
    for (const QFileInfo &info : files) {
        auto *item = new QListWidgetItem(info.completeBaseName());
        item->setData(Qt::UserRole, info.absoluteFilePath());
        m_list->addItem(item);
    }
    if (m_list->count())
        m_list->setCurrentRow(0);
    else
        describe();
}

void LoadGameDialog::describe()
{
    const QListWidgetItem *item = m_list->currentItem();
    m_path = item ? item->data(Qt::UserRole).toString() : QString();
    m_preview->clear();
    m_load->setEnabled(false);
    if (m_path.isEmpty()) {
        m_details->setText(tr("No saved games yet. Browse… opens a save from anywhere."));
        return;
    }
    SavedGame save;
    ReadStatus status;
    if (!SavedGame::fromFile(m_path, save, status, SavedGame::Games::Any)) {
        m_details->setText(tr("This game cannot be opened.<br><br>Reason: %1")
                               .arg(status.message().toHtmlEscaped()));
        return;
    }
    const QDateTime when = QDateTime::fromString(save.savedAt, Qt::ISODate);
    const QString date = when.isValid()
                             ? QLocale().toString(when.toLocalTime(), QLocale::ShortFormat)
                             : save.savedAt;
    if (save.kind == GameKind::Qwantum) {
        const qw::State &q = save.qwantum;
        QStringList players;
        for (int i = 0; i < q.players; ++i)
            players.append(fillIn(tr("%1: %2 points"), save.seats.value(i).displayName(i).toHtmlEscaped(),
                                  qw::score(q.sheets[i], q.options)));
        m_details->setText(fillIn(tr("<b>Qwantum</b><br>Roll %1<br>Saved %2<br><br>%3"), q.turn,
                                  date.toHtmlEscaped(), players.join(QStringLiteral("<br>"))));
        m_preview->setPixmap(qwantumPicture(m_preview->size(), devicePixelRatioF()));
        m_load->setEnabled(true);
        return;
    }
    const GameState &s = save.state;
    QStringList players;
    for (int i = 0; i < s.players; ++i) {
        const QString name = save.seats.value(i).displayName(i);
        players.append(
            tr("%1 (%n cube(s) placed)", nullptr, s.p[i].cubesPlaced).arg(name.toHtmlEscaped()));
    }
    const QString stage = s.phase < Phase::Actions ? tr("Setting up") : tr("Turn %1").arg(s.turn);
    m_details->setText(fillIn(tr("<b>%1</b><br>%2<br>Saved %3<br><br>%4"),
                              s.board->map().name.toHtmlEscaped(), stage, date.toHtmlEscaped(),
                              players.join(QStringLiteral("<br>"))));
    QImage image = board::renderMapPreview(s.board->map(), m_preview->size() * devicePixelRatioF(),
                                           cubeOwnersOf(s));
    image.setDevicePixelRatio(devicePixelRatioF());
    m_preview->setPixmap(QPixmap::fromImage(image));
    m_load->setEnabled(true);
}

} // namespace quantum
