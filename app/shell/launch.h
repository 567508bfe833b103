// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSize>
#include <QString>

class QApplication;
class QWidget;

namespace quantum {

class MainWindow;

namespace editor {
class EditorWindow;
}

// The application's name, version, desktop file name (the application id), theme and
// language (Settings', or a valid --lang among the arguments, so that --help speaks it).
// The desktop file name and the theme only with a QApplication.
void initApplication(QCoreApplication &app);

// The program's own files, embedded at build time: the art of the board, the dice and the
// cards, the icon, the guided game's start, the default map and the translations. Each one
// that is missing or broken, as "file: reason"; empty when all are there.
QStringList missingResources();

// What a file given to the program is: a saved game or a map.
enum class QuantumFile { Save, Map };
// Tells the kind of `path` by its suffix (.quantum-save; .quantum-map or .json: a map), or
// else by the "format" its JSON names. False with `*error` when it is not a regular file
// or holds neither.
bool quantumFileKind(const QString &path, QuantumFile &kind, QString *error);

// The command line of the quantum executable, and the common part of the developers'
// picture tool's (tests/shots): --lang, --map, --load, --editor, --size, --screenshot and
// a file to open. `parse` then `open`, then `exec`.
class Launch {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
public:
    Launch();

    // Whether the arguments only ask for text (--help, --help-all, --version): the program
    // answers them without a window, so without a display (a terminal over ssh, a package
    // check). main() then makes a QCoreApplication instead of a QApplication.
    static bool answersWithoutWindow(int argc, const char *const *argv);

    QCommandLineParser parser;

    // Processes the arguments (the program's name first; --help and --version exit here).
    // False when an option is wrong: the reason is printed and `exitCode` is 2.
    bool parse(const QStringList &arguments, int &exitCode);
    bool shooting() const { return parser.isSet(m_screenshot); }
    // The map of --map (the default map without it); valid after open().
    const QCommandLineOption &mapOption() const { return m_map; }

    // Sizes the window and opens what the options and the file argument ask for: a quick
    // game on --map, the saved game of --load, the editor on --editor, or the file (a save
    // starts that game, a map opens in the editor; a file:// URL names a file, a quantum: map
    // code link opens its map in the editor, as --editor LINK does). What cannot be opened is
    // said on
    // stderr, and in a message box over the window once it shows (with --screenshot:
    // exitCode 2 and false instead). `editor` gets the editor window opened, if any.
    bool open(MainWindow &window, editor::EditorWindow *&editor, int &exitCode);

    // Shows the window (and the editor) and runs the event loop; with --screenshot, saves a
    // picture of `target` (the editor if one is open, else the window) `delayMs` after
    // it shows instead, and exits.
    int exec(MainWindow &window, editor::EditorWindow *editor, QWidget *target = nullptr,
             int delayMs = 300);
    // Saves a picture of `target` to the --screenshot file and leaves the event loop (1 when
    // it cannot be written).
    void grab(QWidget *target) const;

    // A build without its own files (missingResources) does not start: the list is said on
    // stderr and in a message box; false with exitCode 1.
    static bool checkResources(int &exitCode);

    static void printError(const QString &message);
    // What open() could not open, as the message box words it (empty when all opened).
    const QStringList &problems() const { return m_problems; }
    // The technical reasons behind them (the message box's details).
    const QStringList &problemDetails() const { return m_details; }

private:
    QCommandLineOption m_lang;
    QCommandLineOption m_map;
    QCommandLineOption m_load;
    QCommandLineOption m_editor;
    QCommandLineOption m_size;
    QCommandLineOption m_screenshot;
    QSize m_windowSize;
    QStringList m_problems; // what could not be opened, shown once the window is up
    QStringList m_details;  // the technical reasons, for the box's Show Details
};

} // namespace quantum
