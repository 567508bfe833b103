// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/editorwindow.h"

#include "editor/userfolders.h"

#include "editor/balancedialog.h"
#include "editor/generatedialog.h"

#include "editor/board/mapexport.h"
#include "editor/editorview.h"
#include "editor/exportpngdialog.h"
#include "editor/mapdocument.h"
#include "editor/propertiespanel.h"
#include "editor/statisticspanel.h"
#include "editor/tilemime.h"
#include "editor/tilepalette.h"
#include "editor/validationpanel.h"
#include "editor/windowgeometry.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QRegularExpression>
#include <QScreen>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QUndoGroup>
#include <QUndoView>

#include <algorithm>

namespace quantum::editor {

namespace {
Map newMapModel()
{
    Map m;
    m.players = 2;
    m.cubes = 5;
    return m;
}
} // namespace

EditorWindow::EditorWindow(const QString &filePath, QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("EditorWindow"));
    m_undoGroup = new QUndoGroup(this);
    m_document = new MapDocument(newMapModel(), this);
    m_view = new EditorView(m_document);
    setCentralWidget(m_view);
    createActions();
    createDocks();
    createMenus();
    m_statusText = new QLabel;
    statusBar()->addWidget(m_statusText, 1);
    m_modeText = new QLabel;
    statusBar()->addPermanentWidget(m_modeText);
    setDocument(m_document);
    retranslate();
    // Like the game's window: it fills a laptop screen, most of a larger one.
    if (const QScreen *on = screen()) {
        const QRect available = on->availableGeometry();
        setMinimumSize(minimumWindowSize(available));
        setGeometry(initialWindowGeometry(available));
    }
    if (!filePath.isEmpty()) {
        QString error;
        if (!openFile(filePath, &error))
            statusBar()->showMessage(tr("Could not open %1: %2").arg(filePath, error));
    }
}

EditorWindow::~EditorWindow() = default;

// ---- setup

void EditorWindow::createActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, [this] {
        if (maybeSave()) newMap();
    });
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &EditorWindow::openWithDialog);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &EditorWindow::save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &EditorWindow::saveAs);
    m_importAction = new QAction(this);
    connect(m_importAction, &QAction::triggered, this, &EditorWindow::importNotationWithDialog);
    m_copyNotationAction = new QAction(this);
    m_copyNotationAction->setObjectName(QStringLiteral("copyNotationAction"));
    m_copyNotationAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyNotationAction, &QAction::triggered, this, &EditorWindow::copyNotation);
    m_pasteNotationAction = new QAction(this);
    m_pasteNotationAction->setObjectName(QStringLiteral("pasteNotationAction"));
    m_pasteNotationAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    connect(m_pasteNotationAction, &QAction::triggered, this, &EditorWindow::pasteNotation);
    m_copyMapCodeAction = new QAction(this);
    m_copyMapCodeAction->setObjectName(QStringLiteral("copyMapCodeAction"));
    connect(m_copyMapCodeAction, &QAction::triggered, this, &EditorWindow::copyMapCode);
    m_pasteMapCodeAction = new QAction(this);
    m_pasteMapCodeAction->setObjectName(QStringLiteral("pasteMapCodeAction"));
    connect(m_pasteMapCodeAction, &QAction::triggered, this, &EditorWindow::pasteMapCode);
    m_exportPngAction = new QAction(this);
    connect(m_exportPngAction, &QAction::triggered, this, [this] { exportWithDialog(false); });
    m_exportSvgAction = new QAction(this);
    connect(m_exportSvgAction, &QAction::triggered, this, [this] { exportWithDialog(true); });
    m_exportPdfAction = new QAction(this);
    m_exportPdfAction->setObjectName(QStringLiteral("exportPdfAction"));
    connect(m_exportPdfAction, &QAction::triggered, this, &EditorWindow::exportPdfWithDialog);
    m_closeAction = new QAction(this);
    m_closeAction->setShortcut(QKeySequence::Close);
    connect(m_closeAction, &QAction::triggered, this, &QWidget::close);

    m_cutAction = new QAction(this);
    m_cutAction->setObjectName(QStringLiteral("cutAction"));
    m_cutAction->setShortcut(QKeySequence::Cut);
    connect(m_cutAction, &QAction::triggered, this, &EditorWindow::cutTiles);
    m_copyAction = new QAction(this);
    m_copyAction->setObjectName(QStringLiteral("copyAction"));
    m_copyAction->setShortcut(QKeySequence::Copy);
    connect(m_copyAction, &QAction::triggered, this, &EditorWindow::copyTiles);
    m_pasteAction = new QAction(this);
    m_pasteAction->setObjectName(QStringLiteral("pasteAction"));
    m_pasteAction->setShortcut(QKeySequence::Paste);
    connect(m_pasteAction, &QAction::triggered, this, &EditorWindow::pasteTiles);
    // Window-wide (a text field with focus keeps its own copy and paste); the view also
    // takes their keys straight (EditorView::keyPressEvent).
    m_view->addActions({m_cutAction, m_copyAction, m_pasteAction});

    m_undoAction = m_undoGroup->createUndoAction(this);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_undoGroup->createRedoAction(this);
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    QList<QKeySequence> redoKeys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)};
    if (!redoKeys.contains(QKeySequence(QKeySequence::Redo)))
        redoKeys << QKeySequence(QKeySequence::Redo);
    m_redoAction->setShortcuts(redoKeys);

    m_mirrorHAction = new QAction(this);
    m_mirrorHAction->setShortcut(QKeySequence(Qt::Key_H));
    connect(m_mirrorHAction, &QAction::triggered, this,
            [this] { m_document->mirrorHorizontally(); });
    m_mirrorVAction = new QAction(this);
    m_mirrorVAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_H));
    connect(m_mirrorVAction, &QAction::triggered, this, [this] { m_document->mirrorVertically(); });
    m_rotateAction = new QAction(this);
    m_rotateAction->setShortcut(QKeySequence(Qt::Key_R));
    connect(m_rotateAction, &QAction::triggered, this, [this] { m_document->rotateClockwise(); });
    for (QAction *a : {m_mirrorHAction, m_mirrorVAction, m_rotateAction})
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addActions({m_mirrorHAction, m_mirrorVAction, m_rotateAction});
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    m_view->setExtraContextActions({m_cutAction, m_copyAction, m_pasteAction, separator,
                                    m_mirrorHAction, m_mirrorVAction, m_rotateAction});

    auto *modes = new QActionGroup(this);
    for (int i = 0; i < kSymmetryCount; ++i) {
        auto *a = new QAction(modes);
        a->setCheckable(true);
        a->setChecked(i == 0);
        connect(a, &QAction::triggered, this, [this, i] {
            if (!m_document->setSymmetry(Symmetry(i))) {
                statusBar()->showMessage(tr("A quarter turn needs a map whose middle is a tile "
                                            "centre or a tile corner."),
                                         6000);
                m_mirrorModeActions.value(int(m_document->symmetry()))->setChecked(true);
            }
        });
        m_mirrorModeActions << a;
    }

    m_zoomInAction = new QAction(this);
    m_zoomInAction->setShortcut(QKeySequence::ZoomIn);
    connect(m_zoomInAction, &QAction::triggered, m_view, &EditorView::zoomIn);
    m_zoomOutAction = new QAction(this);
    m_zoomOutAction->setShortcut(QKeySequence::ZoomOut);
    connect(m_zoomOutAction, &QAction::triggered, m_view, &EditorView::zoomOut);
    m_fitAction = new QAction(this);
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_fitAction, &QAction::triggered, m_view, &EditorView::fitToScene);

    m_balanceAction = new QAction(this);
    m_balanceAction->setObjectName(QStringLiteral("balanceAction"));
    connect(m_balanceAction, &QAction::triggered, this, &EditorWindow::showBalanceCheck);
    m_generateAction = new QAction(this);
    m_generateAction->setObjectName(QStringLiteral("generateAction"));
    connect(m_generateAction, &QAction::triggered, this,
            [this] { GenerateDialog::showFor(this, [this] { return m_document; }); });
    m_playAction = new QAction(this);
    m_playAction->setObjectName(QStringLiteral("playAction"));
    m_playAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(m_playAction, &QAction::triggered, this, [this] {
        if (!m_document->isPlayable()) return;
        if (!m_document->hasName()) showResult(QString(), 10000);
        emit playMapRequested(m_document->map());
    });
}

void EditorWindow::createDocks()
{
    m_palette = new TilePalette(m_document);
    m_properties = new PropertiesPanel(m_document);
    m_validation = new ValidationPanel(m_document);
    m_statistics = new StatisticsPanel(m_document);
    m_undoView = new QUndoView(m_undoGroup);
    connect(m_validation, &ValidationPanel::tileRequested, m_view, &EditorView::showTile);
    connect(m_validation, &ValidationPanel::nameRequested, this, &EditorWindow::showNameField);

    const struct {
        QWidget *widget;
        Qt::DockWidgetArea area;
        const char *name;
    } docks[] = {
        {m_palette, Qt::LeftDockWidgetArea, "paletteDock"},
        {m_properties, Qt::RightDockWidgetArea, "propertiesDock"},
        {m_validation, Qt::RightDockWidgetArea, "validationDock"},
        {m_statistics, Qt::RightDockWidgetArea, "statisticsDock"},
        {m_undoView, Qt::RightDockWidgetArea, "historyDock"},
    };
    for (const auto &d : docks) {
        auto *dock = new QDockWidget(this);
        dock->setObjectName(QLatin1String(d.name));
        dock->setWidget(d.widget);
        dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable |
                          QDockWidget::DockWidgetFloatable);
        addDockWidget(d.area, dock);
        m_docks << dock;
    }
    tabifyDockWidget(m_docks[3], m_docks[4]); // statistics and history share a place
    m_docks[3]->raise();
}

void EditorWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    connect(m_recentMenu, &QMenu::aboutToShow, this, &EditorWindow::fillRecentMenu);
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_importAction);
    m_fileMenu->addAction(m_copyNotationAction);
    m_fileMenu->addAction(m_pasteNotationAction);
    m_fileMenu->addAction(m_copyMapCodeAction);
    m_fileMenu->addAction(m_pasteMapCodeAction);
    m_fileMenu->addSeparator();
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportMenu->addAction(m_exportPngAction);
    m_exportMenu->addAction(m_exportSvgAction);
    m_exportMenu->addAction(m_exportPdfAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_closeAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_cutAction);
    m_editMenu->addAction(m_copyAction);
    m_editMenu->addAction(m_pasteAction);
    m_editMenu->addSeparator();
    m_editMenu->addActions(m_view->tileActions());
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_mirrorHAction);
    m_editMenu->addAction(m_mirrorVAction);
    m_editMenu->addAction(m_rotateAction);
    m_mirrorModeMenu = m_editMenu->addMenu(QString());
    m_mirrorModeMenu->addActions(m_mirrorModeActions);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_fitAction);
    m_viewMenu->addSeparator();
    for (QDockWidget *d : std::as_const(m_docks))
        m_viewMenu->addAction(d->toggleViewAction());

    m_mapMenu = menuBar()->addMenu(QString());
    m_mapMenu->addAction(m_playAction);
    m_mapMenu->addAction(m_balanceAction);
    m_mapMenu->addAction(m_generateAction);
}

void EditorWindow::setComputerLevels(const LevelChoices &levels)
{
    m_levels = std::make_unique<LevelChoices>(levels);
    if (m_balance && !m_balance->isRunning()) m_balance->setLevels(*m_levels);
}

BalanceDialog *EditorWindow::balanceDialog() const
{
    return m_balance;
}

BalanceDialog *EditorWindow::showBalanceCheck()
{
    if (!m_balance) {
        m_balance = new BalanceDialog(m_document, this);
        if (m_levels) m_balance->setLevels(*m_levels);
    }
    m_balance->show();
    m_balance->raise();
    m_balance->activateWindow();
    return m_balance;
}

QString EditorWindow::mirrorModeText(Symmetry mode)
{
    switch (mode) {
    case Symmetry::None:
        return tr("&Off");
    case Symmetry::LeftRight:
        return tr("&Left and Right");
    case Symmetry::TopBottom:
        return tr("&Top and Bottom");
    case Symmetry::BothMirrors:
        return tr("&Both Mirrors");
    case Symmetry::HalfTurn:
        return tr("&Half Turn");
    case Symmetry::QuarterTurn:
        return tr("&Quarter Turns");
    }
    return {};
}

void EditorWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_mapMenu->setTitle(tr("&Map"));
    m_newAction->setText(tr("&New Map"));
    m_openAction->setText(tr("&Open..."));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As..."));
    m_importAction->setText(tr("&Import Layout Notation..."));
    m_copyNotationAction->setText(tr("Cop&y Layout Notation"));
    m_pasteNotationAction->setText(tr("&Paste Layout Notation"));
    m_copyMapCodeAction->setText(tr("Copy &Map Code"));
    m_pasteMapCodeAction->setText(tr("Paste Map Cod&e"));
    m_exportMenu->setTitle(tr("E&xport"));
    m_exportPngAction->setText(tr("PN&G Image..."));
    m_exportSvgAction->setText(tr("S&VG Image..."));
    m_exportPdfAction->setText(tr("&Print-and-Play PDF..."));
    m_closeAction->setText(tr("&Close"));
    m_cutAction->setText(tr("Cu&t"));
    m_copyAction->setText(tr("&Copy"));
    m_pasteAction->setText(tr("&Paste"));
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));
    m_mirrorHAction->setText(tr("Mirror &Left to Right"));
    m_mirrorVAction->setText(tr("Mirror Top to &Bottom"));
    m_rotateAction->setText(tr("R&otate Clockwise"));
    m_mirrorModeMenu->setTitle(tr("Mirror &Mode"));
    for (int i = 0; i < kSymmetryCount; ++i)
        m_mirrorModeActions[i]->setText(mirrorModeText(Symmetry(i)));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_fitAction->setText(tr("&Fit Map"));
    m_playAction->setText(tr("&Play This Map"));
    m_balanceAction->setText(tr("Check &Balance..."));
    m_generateAction->setText(tr("Ge&nerate..."));
    const char *titles[] = {QT_TR_NOOP("Tiles"), QT_TR_NOOP("Map Properties"),
                            QT_TR_NOOP("Problems"), QT_TR_NOOP("Statistics"),
                            QT_TR_NOOP("History")};
    for (int i = 0; i < m_docks.size(); ++i)
        m_docks[i]->setWindowTitle(tr(titles[i]));
    m_undoView->setEmptyLabel(tr("<map as opened>"));
    updateTitle();
    updateStatus();
}

void EditorWindow::setDocument(MapDocument *document)
{
    MapDocument *old = m_document;
    if (old && old != document) {
        m_undoGroup->removeStack(old->undoStack());
        old->deleteLater();
    }
    m_document = document;
    m_document->setParent(this);
    m_undoGroup->addStack(m_document->undoStack());
    m_undoGroup->setActiveStack(m_document->undoStack());
    m_view->setDocument(m_document);
    m_palette->setDocument(m_document);
    m_properties->setDocument(m_document);
    m_validation->setDocument(m_document);
    m_statistics->setDocument(m_document);
    if (m_balance) m_balance->setDocument(m_document);
    connect(m_document, &MapDocument::mapChanged, this, &EditorWindow::updateStatus);
    connect(m_document, &MapDocument::modifiedChanged, this, &EditorWindow::updateTitle);
    connect(m_document, &MapDocument::filePathChanged, this, &EditorWindow::updateTitle);
    connect(m_document, &MapDocument::propertiesChanged, this, &EditorWindow::updateTitle);
    connect(m_document, &MapDocument::symmetryChanged, this, &EditorWindow::updateStatus);
    connect(m_document, &MapDocument::selectionChanged, this,
            &EditorWindow::updateClipboardActions);
    updateClipboardActions();
    m_mirrorModeActions.value(int(m_document->symmetry()))->setChecked(true);
    updateTitle();
    updateStatus();
}

void EditorWindow::updateTitle()
{
    if (!m_document) return;
    setWindowTitle(tr("%1[*] - Quantum Map Editor").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void EditorWindow::updateStatus()
{
    if (!m_document || !m_statusText || !m_modeText) return;
    const auto &problems = m_document->problems();
    const int errors = int(std::count_if(problems.begin(), problems.end(),
                                         [](const MapProblem &p) { return !p.notice; }));
    const int tiles = int(m_document->map().tiles.size());
    // Two counts, two whole sentences: each plural follows its own number.
    m_statusText->setText(errors == 0 ? tr("%n tile(s), ready to play", nullptr, tiles)
                                      : tr("%n tile(s).", nullptr, tiles) + QLatin1Char(' ') +
                                            tr("%n error(s).", nullptr, errors));
    m_modeText->setText(m_document->symmetry() == Symmetry::None ? QString()
                                                                 : tr("Mirror mode on"));
    m_playAction->setEnabled(m_document->isPlayable());
}

void EditorWindow::updateClipboardActions()
{
    const bool any = m_document && !m_document->selectedTiles().isEmpty();
    m_cutAction->setEnabled(any);
    m_copyAction->setEnabled(any);
}

void EditorWindow::showResult(const QString &message, int timeout)
{
    QString text = message;
    if (!m_document->hasName())
        text = (text.isEmpty() ? QString() : text + QLatin1Char(' ')) +
               MapDocument::noNameWarning();
    statusBar()->showMessage(text, timeout);
}

void EditorWindow::showNameField()
{
    m_docks[1]->show();
    m_docks[1]->raise();
    m_properties->nameEdit()->setFocus(Qt::OtherFocusReason);
}

// ---- operations without dialogs

void EditorWindow::newMap()
{
    setDocument(new MapDocument(newMapModel(), this));
}

// The selected tiles onto the clipboard (as a drag carries them, with their layout notation
// as text); how many, 0 when none is selected.
int EditorWindow::copySelection()
{
    std::vector<Tile> tiles;
    for (const QPoint &p : m_document->selectedTiles())
        tiles.push_back(*m_document->tileAt(p));
    if (!tiles.empty())
        QApplication::clipboard()->setMimeData(
            createTileClipboardData(copiedTiles(tiles, quintptr(m_document))));
    return int(tiles.size());
}

bool EditorWindow::copyTiles()
{
    const int count = copySelection();
    if (count == 0) {
        statusBar()->showMessage(tr("Select the tiles to copy first."), 6000);
        return false;
    }
    statusBar()->showMessage(tr("%n tile(s) copied to the clipboard.", nullptr, count), 4000);
    return true;
}

bool EditorWindow::cutTiles()
{
    const int count = copySelection();
    if (count == 0) {
        statusBar()->showMessage(tr("Select the tiles to cut first."), 6000);
        return false;
    }
    m_document->cutTiles(m_document->selectedTiles());
    statusBar()->showMessage(tr("%n tile(s) cut to the clipboard.", nullptr, count), 4000);
    return true;
}

bool EditorWindow::pasteTiles()
{
    QString why;
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    if (!mime || !mime->hasFormat(tileMimeType())) {
        statusBar()->showMessage(
            tr("Nothing pasted: the clipboard holds no tiles. Copy tiles in a map editor "
               "first (for layout notation use Paste Layout Notation)."),
            8000);
        return false;
    }
    const std::optional<TileDrag> copied = readTileMimeData(mime, &why);
    if (!copied) {
        statusBar()->showMessage(tr("Nothing pasted: %1.").arg(why), 8000);
        return false;
    }
    // Under the pointer when it is over the map, else where the tiles were copied from.
    const std::optional<QPoint> pointer = m_view->pointerTile();
    const QPoint preferred = pointer ? *pointer - copied->anchor : QPoint(0, 0);
    const int count = int(copied->tiles.size());
    const std::optional<QPoint> offset = m_document->freeOffsetFor(copied->tiles, preferred);
    if (!offset) {
        statusBar()->showMessage(
            tr("Nothing pasted: the %n tile(s) fit nowhere on this map without covering a "
               "tile or making the map larger than %1 x %1 tiles.",
               nullptr, count)
                .arg(kMaxMapTiles),
            8000);
        return false;
    }
    std::vector<Tile> tiles = copied->tiles;
    QList<QPoint> places;
    for (Tile &t : tiles) {
        t.x += offset->x();
        t.y += offset->y();
        places << QPoint(t.x, t.y);
    }
    if (!m_document->pasteTiles(tiles)) return false;
    m_view->showTiles(places);
    statusBar()->showMessage(*offset == preferred
                                 ? tr("%n tile(s) pasted.", nullptr, count)
                                 : tr("%n tile(s) pasted at the nearest free place.", nullptr,
                                      count),
                             4000);
    return true;
}

// ---- the window (its files: editorwindow_files.cpp)

void EditorWindow::showError(const QString &title, const QString &text)
{
    QMessageBox::warning(this, title, text);
}

void EditorWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

void EditorWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(event);
}

} // namespace quantum::editor
