// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

class QPainter;

namespace quantum::board {

// Our SVG art (resources/: the board's tiles and planets, the ship dice, the cards) drawn as
// vectors, so that it stays crisp at any zoom and device pixel ratio and an SVG export gets
// paths, not images. A file is read from the resources once; each colouring of it (its
// placeholder colours replaced, e.g. "#ff00ff" by a faction's colour) is parsed once and kept,
// for the program's whole life: the few files times the few colourings stay small. The one
// cache of the program's art, shared by every painter and every thread (it is locked).

// Placeholder colour -> the colour it becomes, as "#rrggbb".
using Recolouring = std::vector<std::pair<QByteArray, QByteArray>>;

// Draws the art of `path` (a resource such as ":/dice/die-3.svg") with `colours` into
// `target`. Art that is missing or broken draws nothing: the start-up check
// (missingArt) makes sure that none is.
void renderSvgArt(QPainter *painter, const QString &path, const Recolouring &colours,
                  const QRectF &target);

// The resource files of `paths` that are missing or not SVG the renderer can draw, each as
// "path: reason"; empty when all are there. The app calls it at start-up with every file of
// its art (allArtFiles) and refuses to start without them.
QStringList missingArt(const QStringList &paths);

// Every art file the board draws (the dice and the cards add theirs: diceArtFiles,
// cardArtFiles).
QStringList boardArtFiles();

} // namespace quantum::board
