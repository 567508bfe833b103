// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The translation files (translations/*.ts, docs/translations.md) are what the
// sources say and what the players read: no unfinished, vanished or obsolete entry; every
// %1..%9, %L1 and %n of a source text in each of its translations, and no other; lupdate over
// today's sources finds nothing new (a string added without updating the .ts fails here).
// Czech has three plural forms (1; 2-4; 5 and more), and its file gives each counted message
// all three. And the language switches while the app runs.
#include "app/common/language.h"
#include "engine/map.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace quantum;

namespace {

struct Message {
    QString context, source, comment;
    bool numerus = false;
    QString type; // "", "unfinished", "vanished", "obsolete"
    QStringList forms;
};

// Reads a .ts file; an empty list and `error` set when it cannot be read.
QList<Message> readTs(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1").arg(path);
        return {};
    }
    QList<Message> out;
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1String("message")) out.append(m);
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = Message{};
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            m.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!m.numerus) m.forms.append(xml.readElementText(QXmlStreamReader::IncludeChildElements));
        } else if (name == QLatin1String("numerusform")) {
            m.forms.append(xml.readElementText());
        }
    }
    if (xml.hasError()) *error = QStringLiteral("%1: %2").arg(path, xml.errorString());
    return out;
}

// The placeholders of a text, sorted: %1..%99, %L1, %n, %Ln.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d{1,2}|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();) found.append(it.next().captured(0));
    found.sort();
    return found;
}

QString key(const Message &m)
{
    return m.context + QChar(0x1f) + m.source + QChar(0x1f) + m.comment;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void filesAreFinished_data();
    void filesAreFinished();
    void placeholdersAreKept_data();
    void placeholdersAreKept();
    void everySourceStringIsInTheFiles_data();
    void everySourceStringIsInTheFiles();
    void englishPluralsComeFromTheFile();
    void czechPluralsHaveThreeForms();
    void languagesAreListedByTheirOwnNames();
    void switchingInstallsAndRemovesTranslators();
};

void TestTranslations::initTestCase()
{
    QVERIFY(QFile::exists(QStringLiteral(QUANTUM_TS_DIR "/quantum_en.ts")));
}

void TestTranslations::filesAreFinished_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("English plurals") << QStringLiteral("quantum_en.ts");
    QTest::newRow("Italian") << QStringLiteral("quantum_it.ts");
    QTest::newRow("Japanese") << QStringLiteral("quantum_ja.ts");
    QTest::newRow("Czech") << QStringLiteral("quantum_cs.ts");
}

void TestTranslations::filesAreFinished()
{
    QFETCH(QString, file);
    QString error;
    const QList<Message> messages = readTs(QStringLiteral(QUANTUM_TS_DIR "/") + file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    QStringList open;
    for (const Message &m : messages) {
        const bool empty = std::all_of(m.forms.cbegin(), m.forms.cend(),
                                       [](const QString &f) { return f.isEmpty(); });
        if (!m.type.isEmpty() || m.forms.isEmpty() || empty)
            open.append(QStringLiteral("[%1] %2 (%3)").arg(m.context, m.source,
                                                            m.type.isEmpty() ? QStringLiteral("empty") : m.type));
    }
    QVERIFY2(open.isEmpty(), qPrintable(QStringLiteral("%1 entries not finished, e.g. %2")
                                            .arg(open.size())
                                            .arg(open.mid(0, 5).join(QStringLiteral("; ")))));
}

void TestTranslations::placeholdersAreKept_data()
{
    QTest::addColumn<QString>("file");
    for (const char *f : {"quantum_en.ts", "quantum_it.ts", "quantum_ja.ts", "quantum_cs.ts"})
        QTest::newRow(f) << QString::fromLatin1(f);
}

void TestTranslations::placeholdersAreKept()
{
    QFETCH(QString, file);
    QString error;
    const QList<Message> messages = readTs(QStringLiteral(QUANTUM_TS_DIR "/") + file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList wrong;
    int checked = 0;
    for (const Message &m : messages) {
        if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete")) {
            wrong.append(QStringLiteral("%1 entry: %2").arg(m.type, m.source));
            continue;
        }
        QStringList wanted = placeholders(m.source);
        for (const QString &form : m.forms) {
            if (form.isEmpty()) continue; // unfinished: filesAreFinished says so
            ++checked;
            QStringList got = placeholders(form);
            // A plural form may leave the number out ("one cube" for "%n cube(s)"), never
            // the other arguments.
            if (m.numerus && !got.contains(QStringLiteral("%n"))) wanted.removeAll(QStringLiteral("%n"));
            if (got != wanted)
                wrong.append(QStringLiteral("\"%1\" -> \"%2\"").arg(m.source, form));
            wanted = placeholders(m.source);
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("%1 translations change the placeholders: %2")
                                             .arg(wrong.size())
                                             .arg(wrong.mid(0, 5).join(QStringLiteral("; ")))));
    if (file == QLatin1String("quantum_en.ts")) QVERIFY(checked > 40);
}

void TestTranslations::everySourceStringIsInTheFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("pluralOnly");
    QTest::newRow("it") << QStringLiteral("quantum_it.ts") << false;
    QTest::newRow("ja") << QStringLiteral("quantum_ja.ts") << false;
    QTest::newRow("cs") << QStringLiteral("quantum_cs.ts") << false;
    QTest::newRow("en") << QStringLiteral("quantum_en.ts") << true;
}

// lupdate over the sources (the list CMake wrote) into a copy of the file: the copy must hold
// exactly the messages of the file, no new and none vanished.
void TestTranslations::everySourceStringIsInTheFiles()
{
    QFETCH(QString, file);
    QFETCH(bool, pluralOnly);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString original = QStringLiteral(QUANTUM_TS_DIR "/") + file;
    const QString copy = dir.filePath(file);
    QVERIFY(QFile::copy(original, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QStringList args{QStringLiteral("-silent"), QStringLiteral("-locations"),
                     QStringLiteral("none"), QStringLiteral("-no-obsolete"),
                     QStringLiteral("-I"), QStringLiteral(QUANTUM_SOURCE_DIR),
                     QStringLiteral("@" QUANTUM_TR_SOURCES)};
    if (pluralOnly) args.append(QStringLiteral("-pluralonly"));
    args << QStringLiteral("-ts") << copy;
    QProcess lupdate;
    lupdate.start(QStringLiteral(QUANTUM_LUPDATE), args);
    QVERIFY(lupdate.waitForFinished(300000));
    QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
             lupdate.readAllStandardError().constData());
    QString error;
    const QList<Message> before = readTs(original, &error), after = readTs(copy, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSet<QString> had, has;
    for (const Message &m : before) had.insert(key(m));
    for (const Message &m : after)
        if (m.type != QLatin1String("vanished") && m.type != QLatin1String("obsolete")) has.insert(key(m));
    QStringList added, gone;
    for (const QString &k : std::as_const(has))
        if (!had.contains(k)) added.append(k.section(QChar(0x1f), 0, 1).replace(QChar(0x1f), QStringLiteral(": ")));
    for (const QString &k : std::as_const(had))
        if (!has.contains(k)) gone.append(k.section(QChar(0x1f), 0, 1).replace(QChar(0x1f), QStringLiteral(": ")));
    QVERIFY2(added.isEmpty(),
             qPrintable(QStringLiteral("%1 source strings missing from %2 (cmake --build build --target "
                                       "update_translations): %3")
                            .arg(added.size())
                            .arg(file, added.mid(0, 5).join(QStringLiteral("; ")))));
    QVERIFY2(gone.isEmpty(), qPrintable(QStringLiteral("%1 entries of %2 no longer in the sources: %3")
                                            .arg(gone.size())
                                            .arg(file, gone.mid(0, 5).join(QStringLiteral("; ")))));
    QVERIFY(had.size() > (pluralOnly ? 40 : 1000));
}

// quantum_en.qm words the English plurals (in place of the interim code of before).
void TestTranslations::englishPluralsComeFromTheFile()
{
    QCOMPARE(setLanguage(QStringLiteral("en")), QStringLiteral("en"));
    QCOMPARE(QCoreApplication::translate("quantum::CommandSheet", "%n action(s) left", nullptr, 1),
             QStringLiteral("1 action left"));
    QCOMPARE(QCoreApplication::translate("quantum::CommandSheet", "%n action(s) left", nullptr, 3),
             QStringLiteral("3 actions left"));
    QCOMPARE(QCoreApplication::translate("GameText", "%1 constructs on %2; %n cube(s) left.",
                                         nullptr, 1),
             QStringLiteral("%1 constructs on %2; 1 cube left."));
    // The map editor's problems too (the engine's words, counted).
    MapProblem few{MapProblem::Code::TooFewLocations};
    few.a = 1;
    few.b = 10;
    QCOMPARE(few.text(), QStringLiteral("1 cube location, but the players need at least 10."));
    few.a = 8;
    QCOMPARE(few.text(), QStringLiteral("8 cube locations, but the players need at least 10."));
}

// Czech counts in three forms: 1 ("1 akce"), 2 to 4 ("3 akce"), 5 and more ("5 akcí"). The file
// says it is Czech (lrelease takes the plural rules from its language) and gives every counted
// message three forms; the app then words a real message in the right form for each count.
void TestTranslations::czechPluralsHaveThreeForms()
{
    QFile f(QStringLiteral(QUANTUM_TS_DIR "/quantum_cs.ts"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    QVERIFY(xml.readNextStartElement());
    QCOMPARE(xml.name(), QLatin1String("TS"));
    QVERIFY(xml.attributes().value(QLatin1String("language")).startsWith(QLatin1String("cs")));
    f.close();
    QString error;
    const QList<Message> messages = readTs(f.fileName(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    int counted = 0;
    QStringList wrong;
    for (const Message &m : messages) {
        if (!m.numerus) continue;
        ++counted;
        if (m.forms.size() != 3)
            wrong.append(QStringLiteral("[%1] %2: %3 forms")
                             .arg(m.context, m.source)
                             .arg(m.forms.size()));
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
    QVERIFY(counted > 40);

    QCOMPARE(setLanguage(QStringLiteral("cs")), QStringLiteral("cs"));
    const auto actionsLeft = [](int n) {
        return QCoreApplication::translate("quantum::CommandSheet", "%n action(s) left", nullptr, n);
    };
    QCOMPARE(actionsLeft(1), QStringLiteral("Zbývá 1 akce"));
    QCOMPARE(actionsLeft(3), QStringLiteral("Zbývají 3 akce"));
    QCOMPARE(actionsLeft(5), QStringLiteral("Zbývá 5 akcí"));
    QCOMPARE(actionsLeft(0), QStringLiteral("Zbývá 0 akcí"));
    // A message with an argument besides the count: the map editor's problems.
    MapProblem few{MapProblem::Code::TooFewLocations};
    few.b = 10;
    few.a = 1;
    QCOMPARE(few.text(), QStringLiteral("1 místo pro krychli, ale hráči potřebují nejméně 10."));
    few.a = 4;
    QCOMPARE(few.text(), QStringLiteral("4 místa pro krychle, ale hráči potřebují nejméně 10."));
    few.a = 8;
    QCOMPARE(few.text(), QStringLiteral("8 míst pro krychle, ale hráči potřebují nejméně 10."));
    QCOMPARE(setLanguage(QStringLiteral("en")), QStringLiteral("en"));
    QCOMPARE(actionsLeft(5), QStringLiteral("5 actions left"));
}

void TestTranslations::languagesAreListedByTheirOwnNames()
{
    QStringList names;
    for (const LanguageChoice &l : availableLanguages()) names.append(l.nativeName);
    QCOMPARE(names, (QStringList{QStringLiteral("English"), QStringLiteral("Italiano"),
                                 QStringLiteral("日本語"), QStringLiteral("Čeština")}));
    QCOMPARE(resolveLanguage(QStringLiteral("xx")), QStringLiteral("en"));
    QCOMPARE(resolveLanguage(QString()), systemLanguage());
    QCOMPARE(nativeName(QStringLiteral("ja")), QStringLiteral("日本語"));
    QCOMPARE(nativeName(QStringLiteral("cs")), QStringLiteral("Čeština"));
    QCOMPARE(resolveLanguage(QStringLiteral("cs")), QStringLiteral("cs"));
}

// Switching sends every widget a LanguageChange, sets the locale and the fonts: Japanese
// first in Japanese, behind the Latin face otherwise; no italics in Japanese.
void TestTranslations::switchingInstallsAndRemovesTranslators()
{
    QWidget probe;
    int changes = 0;
    struct Filter : QObject {
        int *count;
        explicit Filter(int *c) : count(c) {}
        bool eventFilter(QObject *, QEvent *e) override
        {
            if (e->type() == QEvent::LanguageChange) ++*count;
            return false;
        }
    } filter(&changes);
    probe.installEventFilter(&filter);
    QCOMPARE(setLanguage(QStringLiteral("ja")), QStringLiteral("ja"));
    QCoreApplication::processEvents();
    QVERIFY(changes > 0);
    QCOMPARE(currentLanguage(), QStringLiteral("ja"));
    QCOMPARE(QLocale().language(), QLocale::Japanese);
    QCOMPARE(QApplication::font().families().value(0), QStringLiteral("Noto Sans CJK JP"));
    QVERIFY(!italicsAllowed());
    QVERIFY(!emphasised(QFont()).italic());
    changes = 0;
    QCOMPARE(setLanguage(QStringLiteral("it")), QStringLiteral("it"));
    QCoreApplication::processEvents();
    QVERIFY(changes > 0);
    QCOMPARE(QLocale().language(), QLocale::Italian);
    QVERIFY(QApplication::font().families().value(0) != QStringLiteral("Noto Sans CJK JP"));
    QVERIFY(QApplication::font().families().contains(QStringLiteral("Noto Sans CJK JP")));
    QVERIFY(emphasised(QFont()).italic());
    QCOMPARE(QLocale().toString(1234.5, 'f', 1), QStringLiteral("1.234,5"));
    // Czech: its locale, Qt's own texts from qtbase_cs (standard buttons), the Latin face
    // first, italics allowed.
    changes = 0;
    QCOMPARE(setLanguage(QStringLiteral("cs")), QStringLiteral("cs"));
    QCoreApplication::processEvents();
    QVERIFY(changes > 0);
    QCOMPARE(currentLanguage(), QStringLiteral("cs"));
    QCOMPARE(QLocale().language(), QLocale::Czech);
    QCOMPARE(QLocale().toString(1234.5, 'f', 1), QStringLiteral("1\u00a0234,5"));
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Zrušit"));
    QCOMPARE(QCoreApplication::translate("quantum::MainWindow", "&Game"), QStringLiteral("&Hra"));
    QVERIFY(QApplication::font().families().value(0) != QStringLiteral("Noto Sans CJK JP"));
    QVERIFY(emphasised(QFont()).italic());
    QCOMPARE(setLanguage(QStringLiteral("en")), QStringLiteral("en"));
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
    QCOMPARE(QLocale().toString(1234.5, 'f', 1), QStringLiteral("1,234.5"));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
