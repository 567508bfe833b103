// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The fuzz targets' inputs in the normal test suite, with any compiler (docs/fuzzing.md):
// every finding kept under tests/fuzz/regressions/<target>/ and every seed under
// tests/fuzz/corpus/<target>/ goes through the entry function the libFuzzer program of that
// target uses (tests/fuzz/targets.cpp), which checks the properties: read or refused with a
// reason, round trips that read the same, a refused input that changes nothing.
#include "tests/fuzz/targets.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace quantum::fuzz;

class TestFuzzRegressions : public QObject {
    Q_OBJECT
private slots:
    void inputs_data();
    void inputs();
    void everyTargetHasSeedsAndADictionary();
};

void TestFuzzRegressions::inputs_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("path");
    int rows = 0;
    for (const char *kind : {"regressions", "corpus"}) {
        for (const Target &t : targets()) {
            const QString dir = QStringLiteral(QUANTUM_FUZZ_DIR "/%1/%2")
                                    .arg(QLatin1String(kind), QLatin1String(t.name));
            QStringList files;
            QDirIterator it(dir, QDir::Files);
            while (it.hasNext())
                files << it.next();
            files.sort();
            for (const QString &path : files) {
                const QString row = QStringLiteral("%1/%2/%3")
                                        .arg(QLatin1String(kind), QLatin1String(t.name),
                                             QFileInfo(path).fileName());
                QTest::newRow(qPrintable(row)) << QString::fromLatin1(t.name) << path;
                ++rows;
            }
        }
    }
    if (rows == 0) QTest::newRow("none") << QString() << QString();
}

void TestFuzzRegressions::inputs()
{
    QFETCH(QString, target);
    QFETCH(QString, path);
    QVERIFY2(!target.isEmpty(), "no corpus and no regressions under tests/fuzz");
    const Target *t = findTarget(target);
    QVERIFY(t);
    QFile f(path);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
    const QByteArray bytes = f.readAll();
    const QString broken =
        t->entry(reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()));
    QVERIFY2(broken.isEmpty(), qPrintable(broken));
}

void TestFuzzRegressions::everyTargetHasSeedsAndADictionary()
{
    for (const Target &t : targets()) {
        const QDir corpus(QStringLiteral(QUANTUM_FUZZ_DIR "/corpus/") + QLatin1String(t.name));
        QVERIFY2(!corpus.entryList(QDir::Files).isEmpty(), t.name);
        QVERIFY2(QFile::exists(QStringLiteral(QUANTUM_FUZZ_DIR "/dicts/%1.dict")
                                   .arg(QLatin1String(t.name))),
                 t.name);
    }
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
