// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The documentation stays true to the code: every repository path that README.md or a page of
// docs/ names exists (a pattern such as `app/play/gamepage*` matches a file), and every
// `Class::member` it names is a member of a class, struct, enum or namespace of the sources.
// The repository stands on its own: no file cites an issue number or a file outside it.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

namespace {

const QString kRoot = QStringLiteral(QUANTUM_SOURCE_DIR);

QString readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

// README.md and every page of docs/.
QStringList docFiles()
{
    QStringList files{QStringLiteral("README.md")};
    QDirIterator it(kRoot + QStringLiteral("/docs"), {QStringLiteral("*.md")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(QDir(kRoot).relativeFilePath(it.next()));
    files.sort();
    return files;
}

// The sources the docs speak of (C++ only), as repository paths with their text.
const QHash<QString, QString> &sources()
{
    static const QHash<QString, QString> all = [] {
        QHash<QString, QString> files;
        for (const QString top : {"engine", "app", "editor", "tests"}) {
            QDirIterator it(kRoot + QLatin1Char('/') + top, {"*.h", "*.cpp", "*.h.in"},
                            QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                files.insert(QDir(kRoot).relativeFilePath(path), readAll(path));
            }
        }
        return files;
    }();
    return all;
}

// Whether the sources hold `text` as a string literal (a settings key such as
// `editor/recentFiles` looks like a path).
bool isStringLiteral(const QString &text)
{
    const QString quoted = QLatin1Char('"') + text + QLatin1Char('"');
    for (const QString &source : sources())
        if (source.contains(quoted)) return true;
    return false;
}

// Whether git ignores `path`: it is under a name that a .gitignore of the repository lists
// (what a tool writes, such as the fuzzers' findings).
bool isIgnored(const QString &path)
{
    // The ignored names, as repository paths ending in '/': read once, from the top-level
    // .gitignore and those in the source folders (never from a build folder).
    static const QStringList ignored = [] {
        QStringList files{kRoot + QStringLiteral("/.gitignore")};
        for (const QString top : {"engine", "app", "editor", "tests", "docs", "resources",
                                  "scripts", "maps", "translations"}) {
            QDirIterator it(kRoot + QLatin1Char('/') + top, {QStringLiteral(".gitignore")},
                            QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            while (it.hasNext())
                files.append(it.next());
        }
        QStringList names;
        for (const QString &file : files) {
            const QString dir = QDir(kRoot).relativeFilePath(QFileInfo(file).path());
            const QString base = dir == QLatin1String(".") ? QString() : dir + QLatin1Char('/');
            for (QString entry : readAll(file).split(QLatin1Char('\n'))) {
                entry = entry.trimmed();
                if (entry.isEmpty() || entry.startsWith(QLatin1Char('#')) ||
                    entry.contains(QLatin1Char('*')))
                    continue;
                if (entry.startsWith(QLatin1Char('/'))) entry.remove(0, 1);
                if (!entry.endsWith(QLatin1Char('/'))) entry += QLatin1Char('/');
                names.append(base + entry);
            }
        }
        return names;
    }();
    for (const QString &name : ignored)
        if ((path + QLatin1Char('/')).startsWith(name)) return true;
    return false;
}

// Where a path named by a doc may be: in the repository (`<target>` stands for any name); a
// module (`engine/ai/hard`: its .h or .cpp) or a test program (`tests/net/tst_lan`: its
// .cpp); made by the build from a file of the repository (app/version.h from
// app/version.h.in); where git ignores what a tool writes; or a settings key.
bool pathExists(QString path)
{
    while (path.endsWith(QLatin1Char('.')) || path.endsWith(QLatin1Char(',')) ||
           path.endsWith(QLatin1Char(':')) || path.endsWith(QLatin1Char(';')))
        path.chop(1);
    static const QRegularExpression placeholder(QStringLiteral("<[^<>/]*>"));
    path.replace(placeholder, QStringLiteral("*"));
    if (isIgnored(path)) return true;
    if (path.contains(QLatin1Char('*'))) {
        QString pattern = path;
        if (pattern.endsWith(QLatin1Char('/'))) pattern.chop(1);
        const QFileInfo info(kRoot + QLatin1Char('/') + pattern);
        if (info.path().contains(QLatin1Char('*'))) return false; // only the name may vary
        return !info.dir()
                    .entryList({info.fileName()}, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)
                    .isEmpty();
    }
    const QString full = kRoot + QLatin1Char('/') + path;
    for (const QString suffix : {"", ".in", ".h", ".cpp"})
        if (QFileInfo::exists(full + suffix)) return true;
    return isStringLiteral(path);
}

// Whether `name` is declared as a class, struct, enum or namespace in the sources, and the
// texts of the files that declare it.
QStringList declarationsOf(const QString &name)
{
    const QRegularExpression declared(
        QStringLiteral("\\b(class|struct|enum class|enum|namespace)\\s+(\\w+::)*%1\\b(?!\\s*;)")
            .arg(QRegularExpression::escape(name)));
    QStringList texts;
    for (auto it = sources().cbegin(); it != sources().cend(); ++it)
        if (it.value().contains(declared)) texts.append(it.value());
    return texts;
}

} // namespace

class TestDocs : public QObject {
    Q_OBJECT
private slots:
    void pathsThatDocsNameExist();
    void classMembersThatDocsNameExist();
    void everySettingIsDocumented();
    void theRepositoryCitesNothingOutsideIt();
};

void TestDocs::pathsThatDocsNameExist()
{
    // A repository path: a top-level folder of ours, then a path; not part of a URL or of a
    // longer path (build/app/quantum is a build output, not a repository file).
    const QRegularExpression pathRe(
        QStringLiteral("(?<![\\w./~-])((?:engine|app|editor|tests|docs|resources|scripts|maps|"
                       "translations|LICENSES|\\.ci|\\.reuse)/[\\w./*<>-]*[\\w*>/])"));
    int checked = 0;
    QStringList missing;
    for (const QString &doc : docFiles()) {
        const QString text = readAll(kRoot + QLatin1Char('/') + doc);
        QVERIFY2(!text.isEmpty(), qPrintable(doc));
        auto it = pathRe.globalMatch(text);
        while (it.hasNext()) {
            const QString path = it.next().captured(1);
            ++checked;
            if (!pathExists(path)) missing.append(doc + QStringLiteral(": ") + path);
        }
    }
    missing.removeDuplicates();
    for (const QString &m : missing)
        qWarning("%s", qPrintable(m));
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("paths named by the docs that do not "
                                                          "exist:\n") +
                                           missing.join(QLatin1Char('\n'))));
    QVERIFY2(checked > 100, qPrintable(QString::number(checked)));
    qInfo("%d paths named by the docs exist", checked);
}

void TestDocs::classMembersThatDocsNameExist()
{
    // `Class::member` or `ns::Class::member(...)` inside backticks; Qt's and the standard
    // library's names are theirs to keep true.
    const QRegularExpression memberRe(QStringLiteral("`(?:\\w+::)*([A-Z]\\w*)::(~?\\w+)"));
    int checked = 0;
    QStringList missing;
    for (const QString &doc : docFiles()) {
        const QString text = readAll(kRoot + QLatin1Char('/') + doc);
        auto it = memberRe.globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            const QString cls = m.captured(1), member = m.captured(2);
            if (cls.startsWith(QLatin1Char('Q')) && cls.size() > 1 && cls.at(1).isUpper())
                continue; // QDialog::accept, QSettings::...
            if (cls.startsWith(QLatin1String("Qt"))) continue; // Qt::, QtConcurrent::
            ++checked;
            const QStringList declaring = declarationsOf(cls);
            bool found = false;
            if (!declaring.isEmpty()) {
                // Defined out of line (Class::member), or declared in a file that declares the
                // class (a member function, a field, an enumerator).
                const QRegularExpression word(
                    QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(member)));
                const QString qualified = cls + QStringLiteral("::") + member;
                for (const QString &source : sources())
                    if (source.contains(qualified)) found = true;
                for (const QString &declaration : declaring)
                    if (declaration.contains(word)) found = true;
            }
            if (!found)
                missing.append(doc + QStringLiteral(": ") + cls + QStringLiteral("::") + member);
        }
    }
    missing.removeDuplicates();
    for (const QString &m : missing)
        qWarning("%s", qPrintable(m));
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("members named by the docs that the "
                                                          "sources do not have:\n") +
                                           missing.join(QLatin1Char('\n'))));
    QVERIFY2(checked > 30, qPrintable(QString::number(checked)));
    qInfo("%d Class::member names in the docs exist", checked);
}

// Every key of app/common/appsettings.cpp has its row in docs/play.md's settings table.
void TestDocs::everySettingIsDocumented()
{
    const QString settings = sources().value(QStringLiteral("app/common/appsettings.cpp"));
    const QString play = readAll(kRoot + QStringLiteral("/docs/play.md"));
    QVERIFY(!settings.isEmpty() && !play.isEmpty());
    const QRegularExpression keyRe(QStringLiteral("return \\{\"([a-zA-Z]+/[a-zA-Z]+)\","));
    QStringList keys, missing;
    auto it = keyRe.globalMatch(settings);
    while (it.hasNext()) {
        const QString key = it.next().captured(1);
        keys.append(key);
        if (!play.contains(QStringLiteral("| `%1` |").arg(key))) missing.append(key);
    }
    QVERIFY2(keys.size() >= 15, qPrintable(keys.join(QLatin1Char(' '))));
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("settings without a row in docs/play.md: ") +
                                           missing.join(QLatin1Char(' '))));
}

void TestDocs::theRepositoryCitesNothingOutsideIt()
{
    // The design notes and the issue tracker of the team that wrote it are not part of the
    // repository: no file refers to them.
    const QRegularExpression outside(
        QStringLiteral("\\.\\./shared/|\\bDESIGN\\.md\\b|\\bissue #?\\d+\\b|\\bissues? \\d+\\b"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList citing;
    int checked = 0;
    for (const QString top : {"engine", "app", "editor", "tests", "docs", "resources", "scripts",
                              ".ci", "maps"}) {
        QDirIterator it(kRoot + QLatin1Char('/') + top, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.contains(QLatin1String("/corpus/")) || path.endsWith(QLatin1String(".wav")) ||
                path.endsWith(QLatin1String(".png")))
                continue;
            ++checked;
            const QString text = readAll(path);
            const QRegularExpressionMatch m = outside.match(text);
            if (m.hasMatch())
                citing.append(QDir(kRoot).relativeFilePath(path) + QStringLiteral(": ") +
                              m.captured(0));
        }
    }
    for (const QString top : {"README.md", "CMakeLists.txt"}) {
        const QRegularExpressionMatch m = outside.match(readAll(kRoot + QLatin1Char('/') + top));
        if (m.hasMatch()) citing.append(top + QStringLiteral(": ") + m.captured(0));
    }
    QVERIFY2(citing.isEmpty(), qPrintable(citing.join(QLatin1Char('\n'))));
    QVERIFY(checked > 200);
}

QTEST_GUILESS_MAIN(TestDocs)
#include "tst_docs.moc"
