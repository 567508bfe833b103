#pragma once

#include "engine/map.h"

#include <QMainWindow>

class QAction;
class QGraphicsScene;
class QLabel;
class QMenu;

namespace quantum::board {
class BoardView;
class MapItem;
} // namespace quantum::board

namespace quantum {

// The main window. For now it shows a map: a title with the map's facts, the board, and a
// status line; play mode comes in later.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const Map &map, QWidget *parent = nullptr);

    void setMap(const Map &map);
    const Map &map() const { return m_map; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    QWidget *createHeader();
    void retranslateUi();
    void updateMapTexts();
    void updateZoomText();

    Map m_map;
    QGraphicsScene *m_scene = nullptr;
    board::MapItem *m_mapItem = nullptr;
    board::BoardView *m_view = nullptr;

    QLabel *m_title = nullptr;
    QLabel *m_subtitle = nullptr;
    QLabel *m_startLegend = nullptr;
    QLabel *m_slotLegend = nullptr;
    QLabel *m_statusText = nullptr;
    QLabel *m_zoomText = nullptr;

    QMenu *m_gameMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fitAction = nullptr;
};

} // namespace quantum
