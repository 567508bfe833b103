// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-render-icon IN.svg OUT.png SIZE: draws an SVG icon as a SIZE x SIZE PNG, for the
// hicolor icon theme's fixed sizes (resources/CMakeLists.txt). A build tool: not installed.
#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char *argv[])
{
    // QImage and QPainter draw without a QGuiApplication (an icon has no text): no display,
    // no platform plugin on the build machine.
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    bool ok = false;
    const int size = args.size() == 4 ? args[3].toInt(&ok) : 0;
    if (!ok || size < 1 || size > 4096) {
        std::fprintf(stderr, "usage: quantum-render-icon IN.svg OUT.png SIZE (1 to 4096)\n");
        return 2;
    }
    QSvgRenderer svg(args[1]);
    if (!svg.isValid()) {
        std::fprintf(stderr, "quantum-render-icon: cannot read %s\n", qPrintable(args[1]));
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter);
    painter.end();
    if (!image.save(args[2], "PNG")) {
        std::fprintf(stderr, "quantum-render-icon: cannot write %s\n", qPrintable(args[2]));
        return 1;
    }
    return 0;
}
