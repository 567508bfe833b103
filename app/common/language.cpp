// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/common/language.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace quantum {

namespace {

struct Installed {
    std::unique_ptr<QTranslator> plurals; // quantum_en: English plurals, beneath the others
    std::unique_ptr<QTranslator> app;     // quantum_it / quantum_ja / quantum_cs
    std::unique_ptr<QTranslator> qt;      // qtbase_*
    QString code = QStringLiteral("en");
    QString baseFamily;
};

Installed &installed()
{
    static Installed i;
    return i;
}

bool known(const QString &code)
{
    for (const LanguageChoice &l : availableLanguages())
        if (l.code == code) return true;
    return false;
}

void remove(std::unique_ptr<QTranslator> &t)
{
    if (t) QCoreApplication::removeTranslator(t.get());
    t.reset();
}

std::unique_ptr<QTranslator> load(const QString &file, const QString &dir)
{
    auto t = std::make_unique<QTranslator>();
    if (!t->load(file, dir)) return nullptr;
    QCoreApplication::installTranslator(t.get());
    return t;
}

} // namespace

QList<LanguageChoice> availableLanguages()
{
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("it"), QStringLiteral("Italiano")},
            {QStringLiteral("ja"), QStringLiteral("日本語")},
            {QStringLiteral("cs"), QStringLiteral("Čeština")}};
}

QString nativeName(const QString &code)
{
    for (const LanguageChoice &l : availableLanguages())
        if (l.code == code) return l.nativeName;
    return QStringLiteral("English");
}

QString resolveLanguage(const QString &choice)
{
    if (choice.isEmpty() || choice == QLatin1String("system")) return systemLanguage();
    return known(choice) ? choice : QStringLiteral("en");
}

QString systemLanguage()
{
    for (const QString &ui : QLocale::system().uiLanguages()) {
        const QString code = ui.section(QLatin1Char('-'), 0, 0).toLower();
        if (known(code)) return code;
    }
    return QStringLiteral("en");
}

QString setLanguage(const QString &wanted)
{
    Installed &in = installed();
    const QString code = resolveLanguage(wanted);
    remove(in.qt);
    remove(in.app);
    remove(in.plurals);
    in.plurals = load(QStringLiteral("quantum_en"), QStringLiteral(":/i18n"));
    if (code != QLatin1String("en")) {
        in.app = load(QStringLiteral("quantum_") + code, QStringLiteral(":/i18n"));
        in.qt = load(QStringLiteral("qtbase_") + code,
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    }
    in.code = code;
    QLocale::setDefault(QLocale(code == QLatin1String("ja")   ? QStringLiteral("ja_JP")
                                : code == QLatin1String("it") ? QStringLiteral("it_IT")
                                : code == QLatin1String("cs") ? QStringLiteral("cs_CZ")
                                                              : QStringLiteral("en_US")));
    if (qobject_cast<QApplication *>(QCoreApplication::instance())) {
        QFont font = QApplication::font();
        if (in.baseFamily.isEmpty()) in.baseFamily = font.family();
        font.setFamilies(fontFamiliesFor(code, in.baseFamily));
        QApplication::setFont(font);
    }
    return code;
}

QString currentLanguage()
{
    return installed().code;
}

QStringList fontFamiliesFor(const QString &code, const QString &baseFamily)
{
    // Japanese faces by platform: Linux (fonts-noto-cjk), macOS, Windows.
    const QStringList japanese{QStringLiteral("Noto Sans CJK JP"), QStringLiteral("Noto Sans JP"),
                               QStringLiteral("Hiragino Sans"), QStringLiteral("Yu Gothic UI"),
                               QStringLiteral("Meiryo")};
    if (code == QLatin1String("ja")) return japanese + QStringList{baseFamily};
    return QStringList{baseFamily} + japanese;
}

bool italicsAllowed()
{
    return currentLanguage() != QLatin1String("ja");
}

QFont emphasised(QFont font)
{
    font.setItalic(italicsAllowed());
    return font;
}

} // namespace quantum
