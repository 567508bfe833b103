#include "app/englishplurals.h"

namespace quantum {

QString EnglishPlurals::translate(const char *, const char *sourceText, const char *, int n) const
{
    if (n < 0 || !sourceText) return QString();
    QString text = QString::fromUtf8(sourceText);
    if (!text.contains(QLatin1String("(s)"))) return QString();
    text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    return text;
}

} // namespace quantum
