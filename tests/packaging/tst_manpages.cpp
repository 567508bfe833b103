// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The man pages (resources/man/*.6.in) and the bash completion (resources/completion/quantum-cli)
// keep to the programs: every option, command and map subcommand that quantum-cli --help and
// quantum --help print is documented, and nothing is documented that they do not print. The
// pages are read as roff source (no groff needed): an option is written \-\-name (or --name),
// a quantum-cli command is a .SS heading under COMMANDS.

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

QString manPath(const QString &page)
{
    return QStringLiteral(QUANTUM_MAN_DIR "/") + page;
}

QStringList sorted(const QSet<QString> &set)
{
    QStringList list(set.begin(), set.end());
    list.sort();
    return list;
}

// The names in `set` that are not in `in`, for a failure message ("" when there are none).
QString missing(const QSet<QString> &set, const QSet<QString> &in)
{
    QSet<QString> rest = set;
    rest.subtract(in);
    return sorted(rest).join(QStringLiteral(", "));
}

// Runs `program --help` without a display (no X, Wayland or Qt platform: --help needs none),
// in English, with empty settings: its standard output, or an empty string when it does not
// exit 0.
QString helpOf(const QString &program, QString *problem,
               const QString &option = QStringLiteral("--help"))
{
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *display : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        env.remove(QString::fromLatin1(display));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, {option});
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        *problem = program + QLatin1Char(' ') + option + QStringLiteral(" did not finish: ") +
                   p.errorString();
        return {};
    }
    const QString err = QString::fromUtf8(p.readAllStandardError());
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *problem = QStringLiteral("%1 %2 exited with %3: %4")
                       .arg(program, option)
                       .arg(p.exitCode())
                       .arg(err);
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The first group of every match of `re` in `text`.
QSet<QString> firstGroups(const QRegularExpression &re, const QString &text)
{
    QSet<QString> out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out.insert(it.next().captured(1));
    return out;
}

// Long options, --name, anywhere in `text` (not inside a word such as quantum-cli).
QSet<QString> longOptions(const QString &text)
{
    static const QRegularExpression re(QStringLiteral(R"((?<![\w-])--([A-Za-z0-9][A-Za-z0-9-]*))"));
    return firstGroups(re, text);
}

// Short options, -x standing alone (-o OUT), anywhere in `text`.
QSet<QString> shortOptions(const QString &text)
{
    static const QRegularExpression re(QStringLiteral(R"((?<![\w-])-([A-Za-z])(?![\w-]))"));
    return firstGroups(re, text);
}

// A man page's source without its comments, with \- as - and without font escapes and
// zero-width characters (\& \% \:), so that \fB\-\-max\-turns\fR reads --max-turns.
QString manText(const QString &source)
{
    QStringList lines;
    for (const QString &line : source.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String(".\\\"")) || line.startsWith(QLatin1String("'\\\"")))
            continue;
        QString l = line;
        const qsizetype comment = l.indexOf(QLatin1String("\\\""));
        if (comment >= 0) l.truncate(comment);
        lines.append(l);
    }
    QString text = lines.join(QLatin1Char('\n'));
    static const QRegularExpression fonts(QStringLiteral(R"(\\f(?:\[[^\]]*\]|\(..|.))"));
    text.remove(fonts);
    text.replace(QLatin1String("\\-"), QLatin1String("-"));
    text.remove(QLatin1String("\\&"));
    text.remove(QLatin1String("\\%"));
    text.remove(QLatin1String("\\:"));
    return text;
}

// The part of a man page (manText) from the .SH heading `name` to the next .SH.
QString manSection(const QString &text, const QString &name)
{
    const QRegularExpression heading(
        QStringLiteral(R"(^\.SH\s+"?%1"?\s*$)").arg(QRegularExpression::escape(name)),
        QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = heading.match(text);
    if (!m.hasMatch()) return {};
    static const QRegularExpression next(QStringLiteral(R"(^\.SH\b)"),
                                         QRegularExpression::MultilineOption);
    const QRegularExpressionMatch n = next.match(text, m.capturedEnd());
    return text.mid(m.capturedEnd(), n.hasMatch() ? n.capturedStart() - m.capturedEnd() : -1);
}

// The quantum-cli commands of a man page: its .SS headings under COMMANDS ("scenario",
// "map validate", ...), each with the text of its subsection.
QMap<QString, QString> manCommands(const QString &text)
{
    const QString commands = manSection(text, QStringLiteral("COMMANDS"));
    static const QRegularExpression ss(QStringLiteral("^\\.SS\\s+\"?([^\"\\n]*?)\"?\\s*$"),
                                       QRegularExpression::MultilineOption);
    QMap<QString, QString> out;
    QString name;
    qsizetype from = 0;
    for (auto it = ss.globalMatch(commands); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (!name.isEmpty()) out.insert(name, commands.mid(from, m.capturedStart() - from));
        name = m.captured(1).simplified();
        from = m.capturedEnd();
    }
    if (!name.isEmpty()) out.insert(name, commands.mid(from));
    return out;
}

// quantum-cli --help: each command's usage ("scenario", "map validate", ...) and the text of
// its lines. A command's usage starts two spaces in; its continuation lines are indented
// further; "  --help, --version" and the unindented lines end it.
QMap<QString, QString> cliHelpCommands(const QString &help)
{
    static const QRegularExpression start(QStringLiteral(R"(^  (map [a-z]+|[a-z][a-z-]*)\b)"));
    QMap<QString, QString> out;
    QString current;
    for (const QString &line : help.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch m = start.match(line);
        if (m.hasMatch()) {
            current = m.captured(1);
            out[current] += line + QLatin1Char('\n');
        } else if (!current.isEmpty() && line.startsWith(QLatin1String("   "))) {
            out[current] += line + QLatin1Char('\n');
        } else {
            current.clear();
        }
    }
    return out;
}

#ifdef QUANTUM_APP // the GUI build's quantum --help
// quantum --help (QCommandLineParser): the options column of the lines two spaces in that
// start with a dash (a wrapped description is indented further).
QString guiHelpOptionColumn(const QString &help)
{
    static const QRegularExpression line(QStringLiteral(R"(^  (-\S.*?)(?:\s{2,}|$))"),
                                         QRegularExpression::MultilineOption);
    QStringList names;
    for (auto it = line.globalMatch(help); it.hasNext();)
        names.append(it.next().captured(1));
    return names.join(QLatin1Char('\n'));
}

// quantum --help: the positional arguments, the lines two spaces in that do not start with a
// dash (under "Arguments:").
QSet<QString> guiHelpArguments(const QString &help)
{
    static const QRegularExpression line(QStringLiteral(R"(^  ([^\s-][^\s]*))"),
                                         QRegularExpression::MultilineOption);
    return firstGroups(line, help);
}
#endif

// The words a bash script names outside its comments.
QString scriptCode(const QString &source)
{
    QStringList lines;
    for (const QString &line : source.split(QLatin1Char('\n')))
        if (!line.trimmed().startsWith(QLatin1Char('#'))) lines.append(line);
    return lines.join(QLatin1Char('\n'));
}

bool hasWord(const QString &text, const QString &word)
{
    const QRegularExpression re(
        QStringLiteral(R"((?<![\w-])%1(?![\w-]))").arg(QRegularExpression::escape(word)));
    return re.match(text).hasMatch();
}

} // namespace

class TestManPages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void pagesStartWithSpdxAndThePlaceholders_data();
    void pagesStartWithSpdxAndThePlaceholders();
    void pagesHaveTheUsualSections_data();
    void pagesHaveTheUsualSections();
    void pagesWriteOptionHyphensEscaped_data();
    void pagesWriteOptionHyphensEscaped();
    void cliHelpOptionsAreInTheManPage();
    void cliManPageOptionsAreInTheHelp();
    void cliCommandsMatchTheManPage();
    void cliEachCommandDocumentsItsHelpOptions();
#ifdef QUANTUM_APP // a build without the GUI has neither quantum nor its man page
    void guiHelpOptionsAreInTheManPage();
    void guiManPageOptionsAreInTheHelp();
    void guiArgumentsAreInTheManPage();
    void guiVersionNeedsNoDisplay();
#endif
    void completionNamesEveryCommandAndOption();
    void completionOffersOnlyRealOptions();
    void completionOffersEachCommandItsHelpOptions();

private:
    QString m_cliHelp;
    QString m_guiHelp;          // empty when the build has no GUI
    QString m_cliMan, m_guiMan; // manText of the pages
};

void TestManPages::initTestCase()
{
    QString problem;
    m_cliHelp = helpOf(QStringLiteral(QUANTUM_CLI), &problem);
    QVERIFY2(!m_cliHelp.isEmpty(), qPrintable(problem));
    // The parsers below find what they should (else every comparison would pass vacuously).
    QVERIFY2(longOptions(m_cliHelp).contains(QStringLiteral("map")), qPrintable(m_cliHelp));
    QVERIFY2(cliHelpCommands(m_cliHelp).contains(QStringLiteral("map validate")),
             qPrintable(m_cliHelp));
#ifdef QUANTUM_APP
    m_guiHelp = helpOf(QStringLiteral(QUANTUM_APP), &problem);
    QVERIFY2(!m_guiHelp.isEmpty(), qPrintable(problem));
    QVERIFY2(longOptions(guiHelpOptionColumn(m_guiHelp)).contains(QStringLiteral("help")),
             qPrintable(m_guiHelp));
#endif
    const QString cli = readText(manPath(QStringLiteral("quantum-cli.6.in")));
    const QString gui = readText(manPath(QStringLiteral("quantum.6.in")));
    QVERIFY2(!cli.isEmpty(), "resources/man/quantum-cli.6.in cannot be read");
    QVERIFY2(!gui.isEmpty(), "resources/man/quantum.6.in cannot be read");
    m_cliMan = manText(cli);
    m_guiMan = manText(gui);
}

void TestManPages::pagesStartWithSpdxAndThePlaceholders_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("title");
    QTest::newRow("quantum") << QStringLiteral("quantum.6.in") << QStringLiteral("QUANTUM");
    QTest::newRow("quantum-cli") << QStringLiteral("quantum-cli.6.in")
                                 << QStringLiteral("QUANTUM\\-CLI");
}

void TestManPages::pagesStartWithSpdxAndThePlaceholders()
{
    QFETCH(QString, page);
    QFETCH(QString, title);
    const QStringList lines = readText(manPath(page)).split(QLatin1Char('\n'));
    QVERIFY(lines.size() > 10);
    QCOMPARE(lines[0], QStringLiteral(".\\\" SPDX-FileCopyrightText: 2026 The Quantum developers"));
    QCOMPARE(lines[1], QStringLiteral(".\\\" SPDX-License-Identifier: GPL-3.0-or-later"));
    // configure_file(@ONLY) fills in the date and the version of the one .TH line.
    const QString th =
        QStringLiteral(
            ".TH %1 6 \"@QUANTUM_RELEASE_DATE@\" \"Quantum @PROJECT_VERSION@\" \"Games\"")
            .arg(title);
    QCOMPARE(lines.filter(QRegularExpression(QStringLiteral("^\\.TH\\b"))), QStringList{th});
    // man(7) macros, not mdoc(7).
    QVERIFY(lines.filter(QRegularExpression(QStringLiteral("^\\.(Dd|Dt|Nm|Sh|Os)\\b"))).isEmpty());
}

void TestManPages::pagesHaveTheUsualSections_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("other");
    QTest::newRow("quantum") << QStringLiteral("quantum.6.in") << QStringLiteral("quantum")
                             << QStringLiteral("quantum-cli");
    QTest::newRow("quantum-cli") << QStringLiteral("quantum-cli.6.in")
                                 << QStringLiteral("quantum-cli") << QStringLiteral("quantum");
}

void TestManPages::pagesHaveTheUsualSections()
{
    QFETCH(QString, page);
    QFETCH(QString, name);
    QFETCH(QString, other);
    const QString text = manText(readText(manPath(page)));
    for (const char *section : {"NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "EXIT STATUS",
                                "FILES", "SEE ALSO", "COPYRIGHT"})
        QVERIFY2(!manSection(text, QLatin1String(section)).trimmed().isEmpty(), section);
    // NAME is one "name \- summary" line, as whatis and apropos read it.
    const QString nameLine = manSection(text, QStringLiteral("NAME")).trimmed();
    QVERIFY2(nameLine.startsWith(name + QStringLiteral(" - ")) &&
                 !nameLine.contains(QLatin1Char('\n')),
             qPrintable(nameLine));
    const QString seeAlso = manSection(text, QStringLiteral("SEE ALSO"));
    QVERIFY2(seeAlso.contains(QStringLiteral(".BR %1 (6)").arg(other)), qPrintable(seeAlso));
    QVERIFY(
        manSection(text, QStringLiteral("COPYRIGHT")).contains(QLatin1String("GPL-3.0-or-later")));
}

void TestManPages::pagesWriteOptionHyphensEscaped_data()
{
    QTest::addColumn<QString>("page");
    QTest::newRow("quantum") << QStringLiteral("quantum.6.in");
    QTest::newRow("quantum-cli") << QStringLiteral("quantum-cli.6.in");
}

void TestManPages::pagesWriteOptionHyphensEscaped()
{
    // A bare "-" may be typeset as a hyphen (U+2010), which a shell does not take for a minus:
    // options are written \-\-name\-more, whole.
    QFETCH(QString, page);
    QStringList lines;
    for (const QString &line : readText(manPath(page)).split(QLatin1Char('\n')))
        if (!line.startsWith(QLatin1String(".\\\""))) lines.append(line);
    const QString source = lines.join(QLatin1Char('\n'));
    static const QRegularExpression bare(
        QStringLiteral(R"((?<!\\)-(?=\\?-)|\\-(?=-)|\\-\\-(?:[a-z0-9]|\\-)*[a-z0-9]-)"));
    const QRegularExpressionMatch m = bare.match(source);
    QVERIFY2(!m.hasMatch(), qPrintable(source.mid(qMax<qsizetype>(0, m.capturedStart() - 30), 60)));
    QVERIFY(source.contains(QLatin1String("\\-\\-help")));
}

void TestManPages::cliHelpOptionsAreInTheManPage()
{
    const QSet<QString> help = longOptions(m_cliHelp);
    const QSet<QString> man = longOptions(m_cliMan);
    QVERIFY(help.size() >= 30);
    QVERIFY2(missing(help, man).isEmpty(),
             qPrintable(QStringLiteral("quantum-cli --help prints options that quantum-cli.6.in "
                                       "does not document: --") +
                        missing(help, man)));
    const QSet<QString> shortHelp = shortOptions(m_cliHelp);
    QVERIFY(shortHelp.contains(QStringLiteral("o")));
    QVERIFY2(missing(shortHelp, shortOptions(m_cliMan)).isEmpty(),
             qPrintable(QStringLiteral("short options not in quantum-cli.6.in: -") +
                        missing(shortHelp, shortOptions(m_cliMan))));
}

void TestManPages::cliManPageOptionsAreInTheHelp()
{
    const QSet<QString> help = longOptions(m_cliHelp);
    const QSet<QString> man = longOptions(m_cliMan);
    QVERIFY(man.contains(QStringLiteral("continue")));
    QVERIFY2(missing(man, help).isEmpty(),
             qPrintable(QStringLiteral("quantum-cli.6.in documents options that quantum-cli "
                                       "--help does not print: --") +
                        missing(man, help)));
}

void TestManPages::cliCommandsMatchTheManPage()
{
    const QMap<QString, QString> helpCmds = cliHelpCommands(m_cliHelp);
    const QSet<QString> help(helpCmds.keyBegin(), helpCmds.keyEnd());
    const QMap<QString, QString> manCmds = manCommands(m_cliMan);
    const QSet<QString> man(manCmds.keyBegin(), manCmds.keyEnd());
    for (const char *c : {"scenario", "legal", "selfplay", "tournament", "engine", "map validate",
                          "map convert", "map export", "map balance", "serve", "bot"})
        QVERIFY2(help.contains(QLatin1String(c)), c); // what the help is known to print
    QVERIFY2(missing(help, man).isEmpty(),
             qPrintable(QStringLiteral("commands of quantum-cli --help without a .SS under "
                                       "COMMANDS in quantum-cli.6.in: ") +
                        missing(help, man)));
    QVERIFY2(missing(man, help).isEmpty(),
             qPrintable(QStringLiteral("commands in quantum-cli.6.in that quantum-cli --help "
                                       "does not print: ") +
                        missing(man, help)));
    // The synopsis names every command too.
    const QString synopsis = manSection(m_cliMan, QStringLiteral("SYNOPSIS"));
    for (const QString &c : help)
        QVERIFY2(synopsis.contains(QStringLiteral("quantum-cli ") + c) ||
                     synopsis.contains(QStringLiteral("quantum-cli\n.B ") + c),
                 qPrintable(c));
}

void TestManPages::cliEachCommandDocumentsItsHelpOptions()
{
    // What the help shows a command taking is described in that command's subsection.
    const QMap<QString, QString> help = cliHelpCommands(m_cliHelp);
    const QMap<QString, QString> man = manCommands(m_cliMan);
    QVERIFY(!help.isEmpty());
    for (auto it = help.cbegin(); it != help.cend(); ++it) {
        const QString section = man.value(it.key());
        QVERIFY2(!section.isEmpty(), qPrintable(it.key()));
        const QString longMissing = missing(longOptions(it.value()), longOptions(section));
        QVERIFY2(longMissing.isEmpty(),
                 qPrintable(QStringLiteral("%1: options not in its subsection: --%2")
                                .arg(it.key(), longMissing)));
        const QString shortMissing = missing(shortOptions(it.value()), shortOptions(section));
        QVERIFY2(shortMissing.isEmpty(),
                 qPrintable(QStringLiteral("%1: options not in its subsection: -%2")
                                .arg(it.key(), shortMissing)));
    }
}

#ifdef QUANTUM_APP
void TestManPages::guiHelpOptionsAreInTheManPage()
{
    const QString column = guiHelpOptionColumn(m_guiHelp);
    const QString options = manSection(m_guiMan, QStringLiteral("OPTIONS"));
    const QSet<QString> help = longOptions(column);
    for (const char *o : {"help", "version", "map", "load"})
        QVERIFY2(help.contains(QLatin1String(o)), o);
    QVERIFY2(missing(help, longOptions(options)).isEmpty(),
             qPrintable(QStringLiteral("quantum --help prints options that the OPTIONS of "
                                       "quantum.6.in do not document: --") +
                        missing(help, longOptions(options))));
    const QSet<QString> shortHelp = shortOptions(column);
    QVERIFY(shortHelp.contains(QStringLiteral("h")));
    QVERIFY2(missing(shortHelp, shortOptions(options)).isEmpty(),
             qPrintable(QStringLiteral("short options not in quantum.6.in: -") +
                        missing(shortHelp, shortOptions(options))));
}
#endif

#ifdef QUANTUM_APP
void TestManPages::guiManPageOptionsAreInTheHelp()
{
    const QSet<QString> help = longOptions(guiHelpOptionColumn(m_guiHelp));
    const QSet<QString> man = longOptions(m_guiMan);
    QVERIFY(man.contains(QStringLiteral("screenshot")));
    QVERIFY2(missing(man, help).isEmpty(),
             qPrintable(QStringLiteral("quantum.6.in documents options that quantum --help does "
                                       "not print: --") +
                        missing(man, help)));
}
#endif

#ifdef QUANTUM_APP
void TestManPages::guiArgumentsAreInTheManPage()
{
    // Each positional argument of the help is in the synopsis and has an entry of its own.
    const QSet<QString> arguments = guiHelpArguments(m_guiHelp);
    const QString synopsis = manSection(m_guiMan, QStringLiteral("SYNOPSIS"));
    const QString described = manSection(m_guiMan, QStringLiteral("ARGUMENTS"));
    for (const QString &a : arguments) {
        QVERIFY2(hasWord(synopsis, a), qPrintable(a));
        QVERIFY2(described.contains(QStringLiteral(".TP\n.I ") + a), qPrintable(a));
    }
    // And the other way: every argument the page describes is one the program takes.
    static const QRegularExpression entry(QStringLiteral(R"(^\.TP\n\.I\s+(\S+))"),
                                          QRegularExpression::MultilineOption);
    int entries = 0;
    for (auto it = entry.globalMatch(described); it.hasNext(); ++entries) {
        const QString a = it.next().captured(1);
        QVERIFY2(arguments.contains(a),
                 qPrintable(a + QStringLiteral(" is not in quantum --help")));
    }
    QCOMPARE(entries, int(arguments.size()));
}
#endif

void TestManPages::completionNamesEveryCommandAndOption()
{
    const QString source = readText(QStringLiteral(QUANTUM_COMPLETION));
    QVERIFY2(!source.isEmpty(), QUANTUM_COMPLETION);
    QVERIFY(
        source.startsWith(QLatin1String("# SPDX-FileCopyrightText: 2026 The Quantum developers\n"
                                        "# SPDX-License-Identifier: GPL-3.0-or-later\n")));
    const QString code = scriptCode(source);
    QVERIFY(code.contains(QLatin1String("complete -F ")));
    QStringList words;
    const QMap<QString, QString> commands = cliHelpCommands(m_cliHelp);
    for (auto it = commands.keyBegin(); it != commands.keyEnd(); ++it)
        words += it->split(QLatin1Char(' ')); // "map validate": map and validate
    for (const QString &o : longOptions(m_cliHelp))
        words.append(QStringLiteral("--") + o);
    for (const QString &o : shortOptions(m_cliHelp))
        words.append(QStringLiteral("-") + o);
    QStringList absent;
    for (const QString &w : std::as_const(words))
        if (!hasWord(code, w)) absent.append(w);
    absent.removeDuplicates();
    QVERIFY(words.size() >= 40);
    QVERIFY2(absent.isEmpty(),
             qPrintable(QStringLiteral("resources/completion/quantum-cli does not offer: ") +
                        absent.join(QStringLiteral(", "))));
}

void TestManPages::completionOffersOnlyRealOptions()
{
    const QString code = scriptCode(readText(QStringLiteral(QUANTUM_COMPLETION)));
    const QSet<QString> offered = longOptions(code);
    QVERIFY(offered.contains(QStringLiteral("continue")));
    const QSet<QString> help = longOptions(m_cliHelp);
    QVERIFY2(missing(offered, help).isEmpty(),
             qPrintable(QStringLiteral("resources/completion/quantum-cli offers options that "
                                       "quantum-cli --help does not print: --") +
                        missing(offered, help)));
}

void TestManPages::completionOffersEachCommandItsHelpOptions()
{
    // The script lists each command's options as COMMAND) options="..." (the map subcommands
    // as mapvalidate, mapconvert, ...): what the help shows a command taking is offered there.
    const QString code = scriptCode(readText(QStringLiteral(QUANTUM_COMPLETION)));
    static const QRegularExpression list(QStringLiteral("^\\s*([a-z]+)\\)\\s*options=\"([^\"]*)\""),
                                         QRegularExpression::MultilineOption);
    QMap<QString, QString> offered;
    for (auto it = list.globalMatch(code); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        offered.insert(m.captured(1), m.captured(2));
    }
    const QMap<QString, QString> help = cliHelpCommands(m_cliHelp);
    QVERIFY(!help.isEmpty());
    for (auto it = help.cbegin(); it != help.cend(); ++it) {
        const QString key = QString(it.key()).remove(QLatin1Char(' '));
        QVERIFY2(offered.contains(key),
                 qPrintable(key + QStringLiteral(") options=\"...\" is missing")));
        const QString longMissing = missing(longOptions(it.value()), longOptions(offered[key]));
        QVERIFY2(longMissing.isEmpty(),
                 qPrintable(QStringLiteral("%1: not offered: --%2").arg(it.key(), longMissing)));
        const QString shortMissing = missing(shortOptions(it.value()), shortOptions(offered[key]));
        QVERIFY2(shortMissing.isEmpty(),
                 qPrintable(QStringLiteral("%1: not offered: -%2").arg(it.key(), shortMissing)));
    }
}

QTEST_GUILESS_MAIN(TestManPages)
#ifdef QUANTUM_APP
// quantum --version answers on a terminal without a display, as --help does (initTestCase).
void TestManPages::guiVersionNeedsNoDisplay()
{
    QString problem;
    const QString version =
        helpOf(QStringLiteral(QUANTUM_APP), &problem, QStringLiteral("--version"));
    QVERIFY2(!version.isEmpty(), qPrintable(problem));
    QVERIFY2(version.startsWith(QLatin1String("Quantum ")), qPrintable(version));
}
#endif

#include "tst_manpages.moc"
