// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QList>
#include <QString>

namespace quantum {

// The languages of the interface (docs/translations.md): English, Italian, Japanese and
// Czech, each listed by its own name. The translations are built into the app (:/i18n/quantum_*.qm,
// from translations/*.ts); Qt's own (qtbase_*.qm) come from the system, so that standard
// dialogs and buttons speak the same language.
struct LanguageChoice {
    QString code;       // "en", "it", "ja", "cs"
    QString nativeName; // "English", "Italiano", "日本語", "Čeština"
};
QList<LanguageChoice> availableLanguages();

// A language's own name ("Italiano"); English for an unknown code.
QString nativeName(const QString &code);
// The code a choice stands for: "" or "system" the system language, an unknown one "en".
QString resolveLanguage(const QString &choice);
// The language the system asks for (QLocale::system()) when it is one of ours, else "en".
QString systemLanguage();

// Installs the translators of `code` ("" or "system": the system language; an unknown code:
// English) in place of the ones before, sets the default locale (numbers, dates) and the
// fonts, so that every widget gets QEvent::LanguageChange and words itself anew. Returns the
// code in effect.
QString setLanguage(const QString &code);
QString currentLanguage();

// The application font's families for a language: Japanese is set in a Japanese face (never
// Chinese glyph shapes), other languages keep their face with the Japanese one behind it for
// names typed in Japanese.
QStringList fontFamiliesFor(const QString &code, const QString &baseFamily);
// Whether text may be set in italics: not in Japanese (CJK faces have no italics).
bool italicsAllowed();
// `font` in italics where the language allows it (upright otherwise).
QFont emphasised(QFont font);

} // namespace quantum
