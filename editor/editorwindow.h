// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/board/printandplay.h"
#include "engine/map.h"

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QUndoGroup;
class QUndoView;

namespace quantum::editor {
class EditorView;
class MapDocument;
enum class Symmetry;
class PropertiesPanel;
class StatisticsPanel;
class TilePalette;
class ValidationPanel;
class BalanceDialog;
struct LevelChoices;
struct LibraryMap;

// The map editor window: the map view in the middle, the tile palette on the left, map
// properties, validation, statistics and undo history in docks. One map document at a
// time; New, Open, Save, Save As, Close, recent files, layout notation import and
// copy/paste, cut, copy and paste of tiles through the clipboard, PNG (at a chosen size)
// and SVG export, and "Play this map" (see docs/editor.md).
class EditorWindow : public QMainWindow {
    Q_OBJECT
public:
    // Opens `filePath` when given (an error is reported and an empty map shown instead).
    explicit EditorWindow(const QString &filePath = QString(), QWidget *parent = nullptr);
    ~EditorWindow() override;

    MapDocument *document() const { return m_document; }
    EditorView *view() const { return m_view; }
    TilePalette *palette() const { return m_palette; }
    ValidationPanel *validationPanel() const { return m_validation; }
    PropertiesPanel *propertiesPanel() const { return m_properties; }
    StatisticsPanel *statisticsPanel() const { return m_statistics; }
    QAction *playAction() const { return m_playAction; }
    QAction *balanceAction() const { return m_balanceAction; }
    QAction *generateAction() const { return m_generateAction; } // Map > Generate (GenerateDialog)
    // Map > Check Balance: the computer levels offered (the app's words for botNames()) and
    // the one chosen first; without them the engine's names, the strongest chosen.
    void setComputerLevels(const LevelChoices &levels);
    // File > Open offers these maps too (the app's shipped maps, resource paths), described by
    // `describe`; one of them opens as a new, untitled copy.
    void setShippedMaps(const QStringList &paths,
                        std::function<QString(const LibraryMap &)> describe);
    // Opens the balance check (one per window, not modal: the editor stays usable).
    BalanceDialog *showBalanceCheck();
    BalanceDialog *balanceDialog() const;
    QList<QAction *> mirrorModeActions() const { return m_mirrorModeActions; }

    // The same operations as the menu commands, without dialogs (for the app and tests):
    // false with a one-line reason in `error`.
    bool openFile(const QString &path, QString *error);
    bool saveFile(const QString &path, QString *error);
    bool importNotation(const QString &notation, QString *error);
    // The map of a map code (engine/mapcode.h) in place of this one, as one undo step.
    bool importMapCode(const QString &code, QString *error);
    // PNG or SVG by the suffix; a PNG records `dotsPerInch` (0: Qt's default).
    bool exportImage(const QString &path, QString *error, qreal scale = 1.0,
                     int dotsPerInch = 0);
    // File > Export > Print-and-play PDF without its dialogs: board::exportMapPdf, the
    // function `quantum-cli map export --pdf` calls (editor/board/printandplay.h).
    bool exportPdf(const QString &path, const board::PrintOptions &options, QString *error);
    void newMap();

    // Edit > Cut, Copy, Paste of the selected tiles through the system clipboard, in the
    // editor's tile MIME data (tilemime.h), so they go to another window or another run of
    // the program. Paste puts the tiles where the pointer is over the map view (else where
    // they were copied from), or at the nearest place where they all fit, as one undo step,
    // and selects them. Each says what it did, or why it did nothing, in the status bar.
    bool copyTiles();
    bool cutTiles();
    bool pasteTiles();
    QAction *cutAction() const { return m_cutAction; }
    QAction *copyAction() const { return m_copyAction; }
    QAction *pasteAction() const { return m_pasteAction; }

    static QStringList recentFiles();

signals:
    // "Play this map": only offered while the map has no errors.
    void playMapRequested(const quantum::Map &map);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The file name offered by Save As and Export: the file's, else one from the map's name.
    QString suggestedBaseName() const;
    void setDocument(MapDocument *document);
    void createActions();
    void createMenus();
    void createDocks();
    void retranslate();
    // The Mirror Mode menu's text of `mode`.
    static QString mirrorModeText(Symmetry mode);
    void updateTitle();
    void updateStatus();
    void updateClipboardActions();
    int copySelection(); // the selected tiles onto the clipboard: how many
    // The message of a save, export or play, with the warning of a map without a name.
    void showResult(const QString &message, int timeout);
    void showNameField(); // the Map Properties dock, its name field focused
    bool maybeSave();
    bool save();
    bool saveAs();
    void openWithDialog();
    void openRecent(const QString &path);
    void importNotationWithDialog();
    void copyNotation();
    void pasteNotation();
    void copyMapCode();  // editorwindow_mapcode.cpp
    void pasteMapCode();
    void exportWithDialog(bool svg);
    void exportPdfWithDialog();
    void addRecentFile(const QString &path);
    void fillRecentMenu();
    void showError(const QString &title, const QString &text);

    MapDocument *m_document = nullptr;
    QUndoGroup *m_undoGroup = nullptr;
    EditorView *m_view = nullptr;
    TilePalette *m_palette = nullptr;
    ValidationPanel *m_validation = nullptr;
    PropertiesPanel *m_properties = nullptr;
    StatisticsPanel *m_statistics = nullptr;
    QUndoView *m_undoView = nullptr;
    QList<QDockWidget *> m_docks;
    QLabel *m_statusText = nullptr;
    QLabel *m_modeText = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_mapMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_importAction = nullptr;
    QAction *m_copyNotationAction = nullptr;
    QAction *m_pasteNotationAction = nullptr;
    QAction *m_copyMapCodeAction = nullptr;
    QAction *m_pasteMapCodeAction = nullptr;
    QAction *m_exportPngAction = nullptr;
    QAction *m_exportSvgAction = nullptr;
    QAction *m_exportPdfAction = nullptr;
    QMenu *m_exportMenu = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_cutAction = nullptr;
    QAction *m_copyAction = nullptr;
    QAction *m_pasteAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_mirrorHAction = nullptr;
    QAction *m_mirrorVAction = nullptr;
    QAction *m_rotateAction = nullptr;
    QMenu *m_mirrorModeMenu = nullptr;
    QList<QAction *> m_mirrorModeActions; // in Symmetry order
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_playAction = nullptr;
    QAction *m_balanceAction = nullptr;
    QPointer<BalanceDialog> m_balance;
    QAction *m_generateAction = nullptr;
    std::unique_ptr<LevelChoices> m_levels;
    QStringList m_shippedMaps; // offered by File > Open (setShippedMaps)
    std::function<QString(const LibraryMap &)> m_describeShipped;
};

} // namespace quantum::editor
