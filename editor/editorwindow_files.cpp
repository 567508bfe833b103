// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The editor window's files: new, open, save, the recent files, layout notation and export.
#include "editor/editorwindow.h"

#include "editor/board/mapexport.h"
#include "editor/editorview.h"
#include "editor/exportpdfdialog.h"
#include "editor/exportpngdialog.h"
#include "editor/mapdocument.h"
#include "editor/maplibrarydialog.h"
#include "editor/userfolders.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

namespace quantum::editor {

namespace {
const char *kRecentKey = "editor/recentFiles";
constexpr int kMaxRecent = 8;
} // namespace

QStringList EditorWindow::recentFiles()
{
    return QSettings().value(QLatin1String(kRecentKey)).toStringList();
}

bool EditorWindow::openFile(const QString &path, QString *error)
{
    MapDocument *doc = MapDocument::open(path, error, this);
    if (!doc) return false;
    setDocument(doc);
    addRecentFile(path);
    return true;
}

bool EditorWindow::saveFile(const QString &path, QString *error)
{
    if (!m_document->save(path, error)) return false;
    addRecentFile(path);
    if (!m_document->isPlayable())
        showResult(tr("Saved as a draft: the map has problems to fix before it can be played."),
                   m_document->hasName() ? 8000 : 12000);
    else
        showResult(tr("Saved %1").arg(QDir::toNativeSeparators(path)),
                   m_document->hasName() ? 4000 : 10000);
    return true;
}

bool EditorWindow::importNotation(const QString &notation, QString *error)
{
    const MapReadResult r = mapFromNotation(notation);
    if (!r.ok) {
        if (error) *error = r.error();
        return false;
    }
    // The notation carries tiles only: keep the map's properties.
    Map next = m_document->map();
    next.tiles = r.map.tiles;
    m_document->replaceMap(next, tr("Import layout notation"));
    m_view->fitToScene();
    return true;
}

bool EditorWindow::exportImage(const QString &path, QString *error, qreal scale, int dotsPerInch)
{
    const bool svg = path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
    const bool done = svg ? board::exportMapSvg(m_document->map(), path, scale, error)
                          : board::exportMapPng(m_document->map(), path, scale, error, dotsPerInch);
    if (done)
        showResult(tr("Exported %1").arg(QDir::toNativeSeparators(path)),
                   m_document->hasName() ? 4000 : 10000);
    return done;
}

bool EditorWindow::exportPdf(const QString &path, const board::PrintOptions &options,
                             QString *error)
{
    const bool done = board::exportMapPdf(m_document->map(), path, options, error);
    if (done)
        showResult(tr("Exported %1").arg(QDir::toNativeSeparators(path)),
                   m_document->hasName() ? 4000 : 10000);
    return done;
}

bool EditorWindow::maybeSave()
{
    if (!m_document->isModified()) return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved Changes"),
        tr("The map \"%1\" has unsaved changes. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

bool EditorWindow::save()
{
    if (m_document->filePath().isEmpty()) return saveAs();
    QString error;
    if (!saveFile(m_document->filePath(), &error)) {
        showError(tr("Save Failed"), tr("Could not save the map: %1").arg(error));
        return false;
    }
    return true;
}

QString EditorWindow::suggestedBaseName() const
{
    if (!m_document->filePath().isEmpty())
        return QFileInfo(m_document->filePath()).completeBaseName();
    QString base = m_document->map().name.toLower().simplified();
    static const QRegularExpression unsafe(QStringLiteral(R"([\\/:*?"<>|\s]+)"));
    base.replace(unsafe, QStringLiteral("-"));
    return base.isEmpty() ? QStringLiteral("map") : base;
}

bool EditorWindow::saveAs()
{
    const QString suggested = m_document->filePath().isEmpty()
                                  ? userMapsFolder() + QLatin1Char('/') + suggestedBaseName() +
                                        QStringLiteral(".quantum-map")
                                  : m_document->filePath();
    const QString path =
        withDefaultSuffix(QFileDialog::getSaveFileName(this, tr("Save Map"), suggested,
                                                       tr("Quantum maps (*.quantum-map *.json)")),
                          QStringLiteral(".quantum-map"));
    if (path.isEmpty()) return false;
    QString error;
    if (!saveFile(path, &error)) {
        showError(tr("Save Failed"), tr("Could not save the map: %1").arg(error));
        return false;
    }
    return true;
}

void EditorWindow::openWithDialog()
{
    if (!maybeSave()) return;
    // The library of the user's maps, with "Other file..." for a map kept elsewhere.
    MapLibraryDialog library(this, m_shippedMaps, m_describeShipped);
    if (library.exec() != QDialog::Accepted || library.selectedPath().isEmpty()) return;
    if (!library.selectedShipped()) return openRecent(library.selectedPath());
    // A map that comes with the game is read-only: it opens as a new, untitled copy.
    QString error;
    std::unique_ptr<MapDocument> shipped(MapDocument::open(library.selectedPath(), &error));
    if (!shipped) {
        showError(tr("Open Failed"), tr("Could not open %1: %2")
                                         .arg(QDir::toNativeSeparators(library.selectedPath()),
                                              error));
        return;
    }
    setDocument(new MapDocument(shipped->map(), this));
}

void EditorWindow::setShippedMaps(const QStringList &paths,
                                  std::function<QString(const LibraryMap &)> describe)
{
    m_shippedMaps = paths;
    m_describeShipped = std::move(describe);
}

void EditorWindow::openRecent(const QString &path)
{
    QString error;
    if (!openFile(path, &error))
        showError(tr("Open Failed"),
                  tr("Could not open %1: %2").arg(QDir::toNativeSeparators(path), error));
}

void EditorWindow::importNotationWithDialog()
{
    bool ok = false;
    const QString text = QInputDialog::getText(
        this, tr("Import Layout Notation"),
        tr("Layout notation (rows separated by /, e.g. 7* 8 7 / 8 10 8 / 7 8 7*):"),
        QLineEdit::Normal, QString(), &ok);
    if (!ok || text.trimmed().isEmpty()) return;
    QString error;
    if (!importNotation(text, &error))
        showError(tr("Import Failed"), tr("This is not layout notation: %1").arg(error));
}

void EditorWindow::copyNotation()
{
    Reason why;
    const QString notation = mapToNotation(m_document->map(), &why);
    if (notation.isEmpty() && !why.isEmpty()) {
        showError(tr("Copy Layout Notation"),
                  tr("This map has no layout notation: %1").arg(why.toString()));
        return;
    }
    QApplication::clipboard()->setText(notation);
    statusBar()->showMessage(tr("Layout notation copied to the clipboard."), 4000);
}

void EditorWindow::pasteNotation()
{
    QString error;
    if (!importNotation(QApplication::clipboard()->text(), &error))
        showError(tr("Paste Failed"),
                  tr("The clipboard does not hold layout notation: %1").arg(error));
}

void EditorWindow::exportWithDialog(bool svg)
{
    qreal scale = 1.0;
    int dotsPerInch = 0;
    if (!svg) {
        ExportPngDialog size(m_document->map(), this);
        if (size.exec() != QDialog::Accepted) return;
        scale = size.scale();
        dotsPerInch = size.dotsPerInch();
    }
    const QString suffix = svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    const QString suggested =
        userPicturesFolder() + QLatin1Char('/') + suggestedBaseName() + suffix;
    const QString path =
        withDefaultSuffix(QFileDialog::getSaveFileName(
                              this, svg ? tr("Export as SVG") : tr("Export as PNG"), suggested,
                              svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)")),
                          suffix);
    if (path.isEmpty()) return;
    QString error;
    if (!exportImage(path, &error, scale, dotsPerInch))
        showError(tr("Export Failed"), tr("Could not export the map: %1").arg(error));
}

void EditorWindow::exportPdfWithDialog()
{
    ExportPdfDialog dialog(m_document->map(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty()) folder = QDir::homePath();
    const QString suffix = QStringLiteral(".pdf");
    const QString path = withDefaultSuffix(
        QFileDialog::getSaveFileName(this, tr("Export Print-and-Play PDF"),
                                     folder + QLatin1Char('/') + suggestedBaseName() + suffix,
                                     tr("PDF documents (*.pdf)")),
        suffix);
    if (path.isEmpty()) return;
    QString error;
    if (!exportPdf(path, dialog.options(), &error))
        showError(tr("Export Failed"), tr("Could not export the map: %1").arg(error));
}

void EditorWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(QLatin1String(kRecentKey)).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecent)
        files.removeLast();
    settings.setValue(QLatin1String(kRecentKey), files);
}

void EditorWindow::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    for (const QString &f : files) {
        QAction *a = m_recentMenu->addAction(QDir::toNativeSeparators(f));
        connect(a, &QAction::triggered, this, [this, f] {
            if (maybeSave()) openRecent(f);
        });
    }
    if (files.isEmpty()) m_recentMenu->addAction(tr("No recent maps"))->setEnabled(false);
}

} // namespace quantum::editor
