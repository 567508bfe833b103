#pragma once

#include <QTranslator>

namespace quantum {

// Interim English plurals: resolves "(s)" in source strings that carry a count ("%n cube(s)"
// -> "1 cube" / "2 cubes") for the regular English plurals our sources use. It stands in
// for the plurals-only translations/quantum_en.ts (DESIGN.md Translations) until that file
// exists; installed first, so any real translation loaded later takes precedence.
class EnglishPlurals : public QTranslator {
public:
    using QTranslator::QTranslator;
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText,
                      const char *disambiguation = nullptr, int n = -1) const override;
};

} // namespace quantum
