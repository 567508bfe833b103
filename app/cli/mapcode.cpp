// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-cli map code and map decode: a whole map as one line of text to share, and back
// to a map file (engine/mapcode.h, docs/cli.md#map-code, docs/map-format.md#map-codes).

#include "engine/mapcode.h"
#include "app/cli/cli.h"
#include "engine/json.h"
#include "engine/map.h"

#include <QTextStream>

#include <cstdio>

namespace quantum::cli {

int cmdMapCode(const QStringList &argv)
{
    Args args(argv, {}, {QStringLiteral("--link")});
    if (!args.error.isEmpty()) return fail(BadInput, args.error);
    if (args.positional.size() != 1)
        return fail(BadInput, QStringLiteral("map code needs one map file or notation"));
    const MapReadResult mr = readMapArgument(args.positional[0]);
    if (!mr.ok) return fail(BadInput, mr.error());
    Reason why;
    const QString code = mapToCode(mr.map, &why);
    if (code.isEmpty()) return fail(Refused, why.toString());
    QTextStream(stdout) << (args.has("--link") ? QLatin1String(kMapCodeScheme) : QLatin1String())
                        << code << '\n';
    return Ok;
}

int cmdMapDecode(const QStringList &argv)
{
    Args args(argv, {QStringLiteral("-o")}, {});
    if (!args.error.isEmpty()) return fail(BadInput, args.error);
    // A code a chat program broke into several lines may come as several arguments.
    if (args.positional.isEmpty())
        return fail(BadInput, QStringLiteral("map decode needs a map code"));
    // "-": the code on standard input (bounded like every input; mapFromCode bounds it more).
    QString text = args.positional.join(QString());
    if (args.positional == QStringList{QStringLiteral("-")}) {
        QByteArray bytes;
        ReadStatus read;
        if (!readInputFile(QStringLiteral("-"), bytes, read)) return fail(BadInput, read.message());
        text = QString::fromUtf8(bytes);
    }
    const MapCodeResult r = mapFromCode(text);
    if (!r.ok) return fail(BadInput, r.error());
    const QByteArray bytes = mapToJsonBytes(r.map);
    if (args.values.contains(QStringLiteral("-o"))) {
        const QString out = args.value("-o");
        QString error;
        if (!writeSaveFile(out, bytes, &error))
            return fail(BadInput, QStringLiteral("cannot write %1: %2").arg(quoted(out), error));
    } else {
        std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    }
    return Ok;
}

} // namespace quantum::cli
