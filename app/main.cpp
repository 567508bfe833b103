#include "app/mainwindow.h"
#include "app/shippedmaps.h"
#include "app/theme.h"
#include "engine/map.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QPixmap>
#include <QTimer>

#include <cstdio>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("main", text);
}

void printError(const QString &message)
{
    std::fprintf(stderr, "quantum: %s\n", qPrintable(message));
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Quantum"));
    QApplication::setOrganizationName(QStringLiteral("Quantum"));
    QApplication::setApplicationVersion(QStringLiteral(QUANTUM_VERSION));
    quantum::applyDarkTheme(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Quantum, the dice game of space conquest."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption mapOption(
        QStringLiteral("map"),
        tr("Show the map <map>: a map file or a layout such as \"7* 8 7*\"."), tr("map"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        tr("Save a picture of the window (1280x800) as the PNG file <file>, then exit."),
        tr("file"));
    parser.addOption(mapOption);
    parser.addOption(screenshotOption);
    parser.process(app);

    quantum::Map map;
    if (parser.isSet(mapOption)) {
        const quantum::MapReadResult read = quantum::readMapArgument(parser.value(mapOption));
        if (!read.ok) {
            printError(tr("cannot read the map: %1").arg(read.error));
            return 2;
        }
        map = read.map;
    } else {
        map = quantum::defaultMap();
    }

    quantum::MainWindow window(map);
    window.resize(1280, 800);

    if (parser.isSet(screenshotOption)) {
        const QString file = parser.value(screenshotOption);
        window.setAttribute(Qt::WA_DontShowOnScreen);
        window.show();
        // Grab once the window has been shown and laid out.
        QTimer::singleShot(0, &window, [&window, file] {
            const QPixmap shot = window.grab();
            if (!shot.save(file, "PNG")) {
                printError(tr("cannot write the screenshot to %1").arg(file));
                QCoreApplication::exit(1);
                return;
            }
            QCoreApplication::exit(0);
        });
        return app.exec();
    }

    window.show();
    return app.exec();
}
