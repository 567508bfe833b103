// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

namespace quantum {

// A guided first game, of either game ("Learn to play": Tutorial for Quantum, QwantumTutorial
// for Qwantum), as its coach (TutorialPanel) shows it: one lesson at a time, with its step, its
// words, and the buttons Next, Show me and Skip this step.
class GuidedGame : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    virtual int step() const = 0;      // 1-based, for "Step 3 of 13"
    virtual int stepCount() const = 0; // the lessons, the last ("play on") included
    virtual bool isDone() const = 0;   // the lessons are over: the game goes on freely
    // The lesson waits for the Next button (it has no action of its own).
    virtual bool needsNext() const = 0;

    virtual QString title() const = 0;
    virtual QString text() const = 0; // what to do
    virtual QString why() const = 0;  // why it matters
    // What the moment adds (the computer is playing, the step is not possible now); empty
    // when nothing.
    virtual QString note() const = 0;

    virtual void next() = 0; // Next or Skip: on to the following lesson
    // "Show me": makes the lesson's move for the player. False when there is nothing to do now.
    virtual bool demonstrate() = 0;
    // Whether Show me has something to do now (the coach enables its button by it).
    virtual bool canDemonstrate() const = 0;

signals:
    // The lesson, its words or what the moment adds changed: the coach reads them again.
    void changed();
};

} // namespace quantum
