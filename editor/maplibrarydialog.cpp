// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/maplibrarydialog.h"

#include "editor/maplibrary.h"
#include "editor/userfolders.h"
#include "editor/windowgeometry.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QVBoxLayout>

namespace quantum::editor {

namespace {
const char *kSortKey = "editor/librarySort";
const char *kGroupsKey = "editor/libraryGroups";
} // namespace

MapLibraryDialog::MapLibraryDialog(QWidget *parent, const QStringList &shipped,
                                   std::function<QString(const LibraryMap &)> describe)
    : QDialog(parent)
{
    setWindowTitle(tr("Open Map"));
    auto *layout = new QVBoxLayout(this);
    const QString folder = userMapsFolder();
    //: Above the list of the editor's Open: %1 is the user's maps folder.
    const QString native = QDir::toNativeSeparators(folder);
    auto *where = new QLabel(
        shipped.isEmpty()
            ? tr("Your maps, in %1").arg(native)
            //: Above the list of the editor's Open: %1 is the user's maps folder.
            : tr("The maps that come with the game, and yours, in %1. A map that comes with "
                 "the game opens as a new copy.")
                  .arg(native));
    where->setTextFormat(Qt::PlainText);
    where->setWordWrap(true);
    layout->addWidget(where);
    m_library = new MapLibrary(MapLibrary::Purpose::Edit);
    QSettings settings;
    m_library->setSort(settings.value(QLatin1String(kSortKey)).toString() == QLatin1String("date")
                           ? MapLibrary::Sort::Date
                           : MapLibrary::Sort::Name);
    m_library->setGrouped(settings.value(QLatin1String(kGroupsKey), true).toBool());
    if (describe) m_library->setDescriber(std::move(describe));
    m_library->setMaps(readMapLibrary(shipped, folder));
    layout->addWidget(m_library, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    m_open = buttons->button(QDialogButtonBox::Open);
    QPushButton *other = buttons->addButton(tr("Other file..."), QDialogButtonBox::ActionRole);
    other->setToolTip(tr("Open a map kept in another folder."));
    connect(other, &QPushButton::clicked, this, &MapLibraryDialog::chooseOtherFile);
    connect(buttons, &QDialogButtonBox::accepted, this, &MapLibraryDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    const auto update = [this] { m_open->setEnabled(m_library->currentIndex() >= 0); };
    connect(m_library, &MapLibrary::currentChanged, this, update);
    connect(m_library, &MapLibrary::activated, this, &MapLibraryDialog::accept);
    connect(m_library, &MapLibrary::viewChanged, this, [this] {
        QSettings s;
        s.setValue(QLatin1String(kSortKey), m_library->sort() == MapLibrary::Sort::Date
                                                ? QStringLiteral("date")
                                                : QStringLiteral("name"));
        s.setValue(QLatin1String(kGroupsKey), m_library->grouped());
    });
    update();
    resize(fittedDialogSize(QSize(1000, 720),
                            screen() ? screen()->availableGeometry() : QRect()));
}

void MapLibraryDialog::accept()
{
    if (m_path.isEmpty()) {
        const int index = m_library->currentIndex();
        if (index < 0) return;
        m_path = m_library->maps()[index].path;
        m_shipped = m_library->maps()[index].shipped;
    }
    QDialog::accept();
}

void MapLibraryDialog::chooseOtherFile()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Map"), userMapsFolder(),
                                     tr("Quantum maps (*.quantum-map *.json);;All files (*)"));
    if (path.isEmpty()) return;
    m_path = path;
    QDialog::accept();
}

} // namespace quantum::editor
