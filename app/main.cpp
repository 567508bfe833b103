// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The quantum executable: its command line and its window, nothing else (docs/play.md).
#include "app/shell/launch.h"
#include "app/shell/mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    if (quantum::Launch::answersWithoutWindow(argc, argv)) { // --help, --version: no display
        QCoreApplication app(argc, argv);
        quantum::initApplication(app);
        quantum::Launch launch;
        int code = 0;
        launch.parse(QCoreApplication::arguments(), code); // prints, then exits
        return code;
    }
    QApplication app(argc, argv);
    quantum::initApplication(app);
    quantum::Launch launch;
    int code = 0;
    if (!launch.parse(QCoreApplication::arguments(), code)) return code;
    if (!quantum::Launch::checkResources(code)) return code;
    quantum::MainWindow window;
    quantum::editor::EditorWindow *editor = nullptr;
    if (!launch.open(window, editor, code)) return code;
    return launch.exec(window, editor);
}
