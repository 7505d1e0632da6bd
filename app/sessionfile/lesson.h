// SPDX-License-Identifier: MIT
#pragma once

#include "sessionfile/sessionstate.h"

#include <QList>
#include <QMap>
#include <QString>

/*
 * What a session file holds: the state of the window when it was saved,
 * and, for a lesson, a list of scenes, each a state with a short note shown
 * beside the board. A file without scenes is a plain session. Titles and
 * notes may be written in several languages (text(language) picks one).
 */
class Lesson
{
public:
    // Words in several languages: language code ("en", "fr") -> text. A
    // text written without a language is kept under "" and fits any.
    using Words = QMap<QString, QString>;

    struct Scene
    {
        Words note;
        SessionState state;
        friend bool operator==(const Scene &, const Scene &) = default;
    };

    // The words for `language` ("fr", or "fr_CA" falling back to "fr"), else
    // the English ones, else the ones without a language, else the first.
    static QString text(const Words &words, const QString &language);

    SessionState state; // the window when saved
    Words title; // may be empty
    QList<Scene> scenes;
    // The scene shown when the program saved the lesson (0-based; the file
    // says "shownScene": 1 for the first), -1 when none was: opening goes
    // back to the window as saved (`state`) with that scene in the panel;
    // a lesson written by hand (no shownScene) opens at its first scene.
    int shownScene = -1;
    // The scenes are meant for a class answering on their phones (the file
    // says "forClass": true): opened while no class is open, the window
    // offers to open one; with a class open, the questions of its predict
    // scenes go to every pupil, as any question predict mode asks does.
    bool forClass = false;

    bool isLesson() const { return !scenes.isEmpty(); }
    friend bool operator==(const Lesson &, const Lesson &) = default;
};
