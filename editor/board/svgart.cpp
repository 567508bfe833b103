// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/board/svgart.h"

#include <QFile>
#include <QMutex>
#include <QPainter>
#include <QSvgRenderer>

#include <map>
#include <memory>

namespace quantum::board {

namespace {

struct Cache {
    QMutex mutex;
    std::map<QString, QByteArray> files; // the text of each file read
    std::map<std::pair<QString, Recolouring>, std::unique_ptr<QSvgRenderer>> renderers;
};

Cache &cache()
{
    static Cache c;
    return c;
}

QByteArray readArt(const QString &path, QString *why = nullptr)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (why) *why = file.errorString();
        return {};
    }
    return file.readAll();
}

// The renderer of `path` coloured with `colours`, made once. The cache's lock is held.
QSvgRenderer &rendererOf(Cache &c, const QString &path, const Recolouring &colours)
{
    std::unique_ptr<QSvgRenderer> &renderer = c.renderers[{path, colours}];
    if (!renderer) {
        auto file = c.files.find(path);
        if (file == c.files.end()) file = c.files.emplace(path, readArt(path)).first;
        QByteArray svg = file->second;
        for (const auto &[placeholder, colour] : colours)
            svg.replace(placeholder, colour);
        renderer = std::make_unique<QSvgRenderer>();
        renderer->load(svg); // checked at start-up (missingArt)
    }
    return *renderer;
}

} // namespace

void renderSvgArt(QPainter *painter, const QString &path, const Recolouring &colours,
                  const QRectF &target)
{
    Cache &c = cache();
    const QMutexLocker lock(&c.mutex); // a QSvgRenderer draws on one thread at a time
    rendererOf(c, path, colours).render(painter, target);
}

QStringList missingArt(const QStringList &paths)
{
    QStringList missing;
    for (const QString &path : paths) {
        QString why;
        const QByteArray svg = readArt(path, &why);
        if (svg.isEmpty()) {
            missing.append(QStringLiteral("%1: %2").arg(path, why.isEmpty() ? QStringLiteral("empty") : why));
            continue;
        }
        QSvgRenderer renderer;
        if (!renderer.load(svg) || !renderer.isValid())
            missing.append(QStringLiteral("%1: not an SVG drawing").arg(path));
    }
    return missing;
}

QStringList boardArtFiles()
{
    QStringList files;
    for (const char *name : {"tile", "tile-start", "void", "planet-7", "planet-8", "planet-9",
                             "planet-10", "planet-x", "star"})
        files.append(QStringLiteral(":/board/%1.svg").arg(QLatin1String(name)));
    return files;
}

} // namespace quantum::board
