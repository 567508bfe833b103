// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/shell/launch.h"

#include "app/art/cardart.h"
#include "app/art/diceart.h"
#include "app/common/appsettings.h"
#include "app/common/language.h"
#include "app/common/shippedmaps.h"
#include "app/common/theme.h"
#include "app/game/session.h"
#include "app/learn/tutorial.h"
#include "app/shell/mainwindow.h"
#include "app/version.h"
#include "editor/board/svgart.h"
#include "editor/editorwindow.h"
#include "engine/map.h"
#include "engine/mapcode.h"
#include "engine/reader.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPixmap>
#include <QTimer>
#include <QUrl>

#include <cstdio>
#include <memory>

namespace quantum {

void initApplication(QCoreApplication &app)
{
    QCoreApplication::setApplicationName(QStringLiteral("Quantum"));
    QCoreApplication::setOrganizationName(QStringLiteral("Quantum"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(kVersion));
    if (auto *gui = qobject_cast<QApplication *>(&app)) {
        // The desktop entry's name: the window is the menu entry's (task bar icon, Wayland
        // app id).
        QGuiApplication::setDesktopFileName(QString::fromLatin1(kApplicationId));
        applyDarkTheme(*gui);
    }
    // The language chosen in Settings (the system's at first); --lang overrides it below.
    setLanguage(readSetting(Setting::Language).toString());
    // A valid --lang applies before the options are described, so that --help speaks it too
    // (the parser refuses an invalid one).
    const QStringList arguments = QCoreApplication::arguments();
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        QString lang;
        if (arguments[i] == QLatin1String("--lang") && i + 1 < arguments.size())
            lang = arguments[i + 1];
        else if (arguments[i].startsWith(QLatin1String("--lang=")))
            lang = arguments[i].mid(7);
        lang = lang.trimmed().toLower();
        if (!lang.isEmpty() && resolveLanguage(lang) == lang) setLanguage(lang);
    }
}

bool quantumFileKind(const QString &path, QuantumFile &kind, QString *error)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        if (error) *error = QCoreApplication::translate("CommandLine", "there is no such file");
        return false;
    }
    if (!info.isFile()) { // a folder, a device or a pipe (reading one could wait for ever)
        if (error) *error = QCoreApplication::translate("CommandLine", "it is not a regular file");
        return false;
    }
    const QString suffix = info.suffix().toLower();
    if (suffix == QLatin1String("quantum-save")) {
        kind = QuantumFile::Save;
        return true;
    }
    if (suffix == QLatin1String("quantum-map") || suffix == QLatin1String("json")) {
        kind = QuantumFile::Map;
        return true;
    }
    QByteArray bytes;
    QString system;
    if (readInputFile(path, bytes, &system) != InputError::None) {
        if (error)
            *error = system.isEmpty()
                         ? QCoreApplication::translate("CommandLine", "it cannot be read")
                         : system;
        return false;
    }
    const QString format =
        QJsonDocument::fromJson(bytes).object().value(QStringLiteral("format")).toString();
    if (format == QLatin1String("quantum-save") || format == QLatin1String("quantum-map")) {
        kind = format == QLatin1String("quantum-save") ? QuantumFile::Save : QuantumFile::Map;
        return true;
    }
    if (error)
        *error = QCoreApplication::translate("CommandLine",
                                             "it is neither a saved game nor a map of Quantum");
    return false;
}

namespace {

// The codes --lang takes ("en, it, ja, cs").
QStringList languageCodes()
{
    QStringList codes;
    for (const LanguageChoice &l : availableLanguages())
        codes.append(l.code);
    return codes;
}

} // namespace

Launch::Launch()
    : m_lang(QStringLiteral("lang"),
             tr("Show the interface in <language> (%1) this time, whatever Settings say.")
                 .arg(languageCodes().join(QStringLiteral(", "))),
             tr("language")),
      m_map(QStringLiteral("map"),
            tr("Play on the map <map> (a map file or a layout such as \"7* 8 7*\") in a quick "
               "game."),
            tr("map")),
      m_load(QStringLiteral("load"), tr("Open the saved game <save>."), tr("save")),
      m_editor(QStringLiteral("editor"),
               tr("Open the map editor on <file> (\"new\" for a new map)."), tr("file")),
      m_size(QStringLiteral("size"),
             tr("The window's size, <size> such as 1366x768 (with --screenshot: default "
                "1280x800)."),
             tr("size")),
      m_screenshot(QStringLiteral("screenshot"),
                   tr("Save a picture of the window (1280x800 or --size) as the PNG file "
                      "<file>, then exit."),
                   tr("file"))
{
    parser.setApplicationDescription(tr("Quantum, the dice game of space conquest."));
    parser.addHelpOption();
    parser.addVersionOption();
    for (const QCommandLineOption *o :
         {&m_lang, &m_map, &m_load, &m_editor, &m_size, &m_screenshot})
        parser.addOption(*o);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 tr("A saved game (.quantum-save) to go on with, or a map "
                                    "(.quantum-map or .json) or a map code link (quantum:...) "
                                    "to open in the map editor."),
                                 QStringLiteral("[file]"));
}

QStringList missingResources()
{
    QStringList svg = board::boardArtFiles() + diceArtFiles() + cardArtFiles();
    svg.append(QStringLiteral(":/icons/quantum.svg"));
    QStringList missing = board::missingArt(svg);
    QString why;
    if (!Tutorial::makeSession(ComputerSeat::Threading::Inline, &why))
        missing.append(QStringLiteral(":/tutorial/first-game.json: %1").arg(why));
    if (!isPlayable(validateMap(defaultMap())))
        missing.append(QStringLiteral(":/maps/alpha-sector.json: not a playable map"));
    for (const LanguageChoice &language : availableLanguages()) {
        const QString qm = QStringLiteral(":/i18n/quantum_%1.qm").arg(language.code);
        if (!QFileInfo(qm).isFile()) missing.append(QStringLiteral("%1: missing").arg(qm));
    }
    return missing;
}

bool Launch::checkResources(int &exitCode)
{
    const QStringList missing = missingResources();
    if (missing.isEmpty()) return true;
    const QString text =
        tr("This copy of Quantum is incomplete: files it was built with are missing or "
           "broken. Please install it again.\n\n%1")
            .arg(missing.join(QLatin1Char('\n')));
    printError(text);
    if (qobject_cast<QApplication *>(QCoreApplication::instance()))
        QMessageBox::critical(nullptr, tr("Quantum"), text);
    exitCode = 1;
    return false;
}

bool Launch::answersWithoutWindow(int argc, const char *const *argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--") return false; // what follows is a file name
        if (arg == "-h" || arg == "-?" || arg == "--help" || arg == "--help-all" || arg == "-v" ||
            arg == "--version")
            return true;
    }
    return false;
}

void Launch::printError(const QString &message)
{
    std::fprintf(stderr, "quantum: %s\n", qPrintable(message));
}

bool Launch::parse(const QStringList &arguments, int &exitCode)
{
    parser.process(arguments);
    if (parser.isSet(m_lang)) {
        const QString lang = parser.value(m_lang).trimmed().toLower();
        const QStringList codes = languageCodes();
        if (!codes.contains(lang)) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(tr("quantum: unknown language \"%1\" (use %2)")
                                        .arg(lang.left(20), codes.join(QStringLiteral(", ")))));
            exitCode = 2;
            return false;
        }
        setLanguage(lang);
    }
    if (shooting()) m_windowSize = QSize(1280, 800);
    if (parser.isSet(m_size)) {
        const QStringList wh = parser.value(m_size).split(QLatin1Char('x'));
        bool okW = false;
        bool okH = false;
        m_windowSize = wh.size() == 2 ? QSize(wh[0].toInt(&okW), wh[1].toInt(&okH)) : QSize();
        if (!okW || !okH || m_windowSize.width() < 200 || m_windowSize.height() < 200 ||
            m_windowSize.width() > 16384 || m_windowSize.height() > 16384) {
            printError(tr("the size must be WIDTHxHEIGHT, such as 1366x768"));
            exitCode = 2;
            return false;
        }
    }
    if (parser.positionalArguments().size() > 1) {
        printError(tr("give only one file to open"));
        exitCode = 2;
        return false;
    }
    return true;
}

bool Launch::open(MainWindow &window, editor::EditorWindow *&editor, int &exitCode)
{
    editor = nullptr;
    if (m_windowSize.isValid()) {
        window.setMinimumSize(window.minimumSize().boundedTo(m_windowSize));
        window.resize(m_windowSize);
    }
    if (shooting()) window.setAttribute(Qt::WA_DontShowOnScreen);

    // A problem: on stderr, then in the window; a picture of a window that could not open
    // what it was asked to would mislead, so --screenshot stops instead.
    bool ok = true;
    const auto problem = [&](const QString &line, const QString &box,
                             const QString &details = QString()) {
        printError(line);
        if (shooting()) {
            exitCode = 2;
            ok = false;
        }
        m_problems.append(box);
        if (!details.isEmpty()) m_details.append(details);
    };
    const auto loadSave = [&](const QString &path) {
        QString error, details;
        QuantumFile kind = QuantumFile::Save;
        if (!quantumFileKind(path, kind, &error) || !window.loadFile(path, &error, &details))
            problem(tr("cannot open the saved game: %1").arg(details.isEmpty() ? error : details),
                    tr("The saved game %1 cannot be opened.\n\nReason: %2")
                        .arg(QDir::toNativeSeparators(path), error),
                    details);
    };
    QString editorPath;
    QString editorCode; // a quantum: link (a map code) to open in the editor
    bool wantEditor = false;

    if (parser.isSet(m_map)) {
        const MapReadResult read = readMapArgument(parser.value(m_map));
        if (read.ok)
            window.quickGame(read.map);
        else
            problem(tr("cannot read the map: %1").arg(read.error()),
                    tr("The map %1 cannot be played.\n\nReason: %2")
                        .arg(parser.value(m_map).left(200), read.error()));
    }
    if (ok && parser.isSet(m_load)) loadSave(parser.value(m_load));
    if (ok && parser.isSet(m_editor)) {
        wantEditor = true;
        const QString path = parser.value(m_editor);
        if (isMapCodeLink(path))
            editorCode = path;
        else if (path != QLatin1String("new"))
            editorPath = path;
    }
    if (ok && !parser.positionalArguments().isEmpty()) {
        QString path = parser.positionalArguments().constFirst();
        // The desktop entry passes a URL (%u): a quantum: link, or a file as file://.
        if (path.startsWith(QLatin1String("file:"), Qt::CaseInsensitive) &&
            QUrl(path).isLocalFile())
            path = QUrl(path).toLocalFile();
        QuantumFile kind = QuantumFile::Save;
        QString error;
        if (isMapCodeLink(path)) {
            wantEditor = true;
            editorCode = path;
        } else if (!quantumFileKind(path, kind, &error))
            problem(tr("cannot open %1: %2").arg(path, error),
                    tr("%1 cannot be opened.\n\nReason: %2")
                        .arg(QDir::toNativeSeparators(path), error));
        else if (kind == QuantumFile::Save)
            loadSave(path);
        else {
            wantEditor = true;
            editorPath = path;
        }
    }
    if (!ok) return false;
    if (wantEditor) {
        // The map is opened before the editor shows, so that one that cannot be opened is
        // said, not shown as a new map.
        auto opened = std::make_unique<editor::EditorWindow>(QString());
        QString error;
        QuantumFile kind = QuantumFile::Map;
        if (!editorCode.isEmpty() && !opened->importMapCode(editorCode, &error)) {
            // A bad code is said like a bad file: the editor does not open.
            problem(tr("cannot open the map code: %1").arg(error),
                    tr("The map code cannot be opened.\n\nReason: %1").arg(error));
            if (!ok) return false;
        } else if (editorCode.isEmpty() && !editorPath.isEmpty() &&
                   (!quantumFileKind(editorPath, kind, &error) ||
                    !opened->openFile(editorPath, &error))) {
            problem(tr("cannot open the map %1: %2").arg(editorPath, error),
                    tr("The map %1 cannot be opened.\n\nReason: %2")
                        .arg(QDir::toNativeSeparators(editorPath), error));
            if (!ok) return false;
        } else {
            editor = opened.release();
            window.prepareEditor(editor);
            if (shooting()) {
                editor->setAttribute(Qt::WA_DontShowOnScreen);
                editor->resize(m_windowSize);
            }
        }
    }
    return true;
}

int Launch::exec(MainWindow &window, editor::EditorWindow *editor, QWidget *target, int delayMs)
{
    window.show();
    if (editor) editor->show();
    if (!shooting()) {
        if (!m_problems.isEmpty()) {
            const QString text = m_problems.join(QStringLiteral("\n\n"));
            const QString details = m_details.join(QLatin1Char('\n'));
            QTimer::singleShot(0, &window, [&window, text, details] {
                QMessageBox box(QMessageBox::Warning, tr("Quantum"), text, QMessageBox::Ok,
                                &window);
                box.setDetailedText(details); // the technical reason, behind Show Details
                box.exec();
            });
        }
        return QCoreApplication::exec();
    }
    if (!target) target = editor ? static_cast<QWidget *>(editor) : &window;
    QTimer::singleShot(delayMs, &window, [this, target] { grab(target); });
    return QCoreApplication::exec();
}

void Launch::grab(QWidget *target) const
{
    const QString file = parser.value(m_screenshot);
    const QPixmap shot = target->grab();
    if (!shot.save(file, "PNG")) {
        printError(tr("cannot write the screenshot to %1").arg(file));
        QCoreApplication::exit(1);
        return;
    }
    QCoreApplication::exit(0);
}

} // namespace quantum
