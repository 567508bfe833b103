#include "app/mainwindow.h"

#include "editor/board/boardgeometry.h"
#include "editor/board/boardview.h"
#include "editor/board/mapitem.h"
#include "editor/board/maprenderer.h"

#include <QAction>
#include <QEvent>
#include <QGraphicsScene>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QPainter>
#include <QPixmap>
#include <QStatusBar>
#include <QVBoxLayout>

#include <utility>

namespace quantum {

namespace {

enum class LegendMark { Start, Slot };

QPixmap legendIcon(LegendMark mark, qreal dpr)
{
    constexpr int size = 18;
    QPixmap pixmap(QSize(size, size) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    if (mark == LegendMark::Start)
        board::drawStartStar(&painter, QPointF(size / 2.0, size / 2.0 + 0.5), size * 0.48);
    else
        board::drawEmptySlot(&painter, QRectF(3, 3, size - 6, size - 6));
    return pixmap;
}

} // namespace

MainWindow::MainWindow(const Map &map, QWidget *parent) : QMainWindow(parent)
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/quantum.svg")));

    m_scene = new QGraphicsScene(this);
    m_mapItem = new board::MapItem;
    m_scene->addItem(m_mapItem);
    m_view = new board::BoardView(m_scene);

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(createHeader());
    layout->addWidget(m_view, 1);
    setCentralWidget(central);

    m_statusText = new QLabel;
    m_zoomText = new QLabel;
    m_statusText->setContentsMargins(12, 2, 0, 2);
    m_zoomText->setContentsMargins(0, 2, 12, 2);
    statusBar()->addWidget(m_statusText, 1);
    statusBar()->addPermanentWidget(m_zoomText);
    statusBar()->setSizeGripEnabled(false);

    createActions();
    createMenus();
    connect(m_view, &board::BoardView::zoomChanged, this, &MainWindow::updateZoomText);

    setMap(map);
    retranslateUi();
    m_view->setFocus();
}

void MainWindow::setMap(const Map &map)
{
    m_map = map;
    m_mapItem->setMap(m_map);
    // Room around the tiles: half a square, so the board never touches the window edge.
    const qreal margin = board::kSquareSize / 2;
    m_scene->setSceneRect(m_mapItem->tilesRect().adjusted(-margin, -margin, margin, margin));
    m_view->fitToScene();
    updateMapTexts();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::createActions()
{
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_zoomInAction = new QAction(this);
    m_zoomInAction->setShortcut(QKeySequence::ZoomIn);
    connect(m_zoomInAction, &QAction::triggered, m_view, &board::BoardView::zoomIn);

    m_zoomOutAction = new QAction(this);
    m_zoomOutAction->setShortcut(QKeySequence::ZoomOut);
    connect(m_zoomOutAction, &QAction::triggered, m_view, &board::BoardView::zoomOut);

    m_fitAction = new QAction(this);
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_fitAction, &QAction::triggered, m_view, &board::BoardView::fitToScene);
}

void MainWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addAction(m_quitAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_fitAction);
}

QWidget *MainWindow::createHeader()
{
    auto *header = new QWidget;
    header->setObjectName(QStringLiteral("header"));
    header->setAttribute(Qt::WA_StyledBackground);
    header->setStyleSheet(
        QStringLiteral("#header { background: #0d1120; border-bottom: 1px solid #262f4a; }"
                       "#title { color: #eef1fa; font-size: 20px; font-weight: 600; }"
                       "#subtitle { color: #8d97b5; font-size: 13px; }"
                       "#legend { color: #a9b2cc; font-size: 13px; }"));

    m_title = new QLabel;
    m_title->setObjectName(QStringLiteral("title"));
    m_subtitle = new QLabel;
    m_subtitle->setObjectName(QStringLiteral("subtitle"));

    auto *titles = new QVBoxLayout;
    titles->setSpacing(2);
    titles->addWidget(m_title);
    titles->addWidget(m_subtitle);

    auto *layout = new QHBoxLayout(header);
    layout->setContentsMargins(18, 10, 18, 10);
    layout->addLayout(titles);
    layout->addStretch(1);
    const qreal dpr = devicePixelRatioF();
    const std::pair<LegendMark, QLabel **> entries[] = {{LegendMark::Start, &m_startLegend},
                                                        {LegendMark::Slot, &m_slotLegend}};
    for (const auto &[mark, text] : entries) {
        auto *icon = new QLabel;
        icon->setPixmap(legendIcon(mark, dpr));
        *text = new QLabel;
        (*text)->setObjectName(QStringLiteral("legend"));
        layout->addSpacing(14);
        layout->addWidget(icon);
        layout->addWidget(*text);
    }
    return header;
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("Quantum"));
    m_gameMenu->setTitle(tr("&Game"));
    m_viewMenu->setTitle(tr("&View"));
    m_quitAction->setText(tr("&Quit"));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_fitAction->setText(tr("&Fit Board to Window"));
    m_startLegend->setText(tr("Starting planet"));
    m_slotLegend->setText(tr("Cube location"));
    updateMapTexts();
}

void MainWindow::updateMapTexts()
{
    if (!m_title) return;
    m_title->setText(m_map.name.isEmpty() ? tr("Untitled map") : m_map.name);
    QString facts = tr("Players: %1 · Cubes to win: %2").arg(m_map.players).arg(m_map.cubes);
    if (!m_map.author.isEmpty()) facts = tr("%1 · Author: %2").arg(facts, m_map.author);
    m_subtitle->setText(facts);

    const std::vector<MapProblem> problems = validateMap(m_map);
    QString status;
    if (!isPlayable(problems)) {
        for (const MapProblem &problem : problems) {
            if (!problem.notice) {
                status = tr("This map cannot be played: %1").arg(problem.text());
                break;
            }
        }
    } else {
        status = tr("Showing the map. Drag to pan, use the wheel or +/- to zoom, 0 to fit.");
    }
    m_statusText->setText(status);
    updateZoomText();
}

void MainWindow::updateZoomText()
{
    if (m_zoomText) m_zoomText->setText(tr("Zoom %1%").arg(qRound(m_view->zoom() * 100)));
}

} // namespace quantum
