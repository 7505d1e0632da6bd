// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class Lesson;
class QAction;
class QLabel;

/*
 * Beside the board during a lesson: the lesson's title, which scene is
 * shown ("Scene 2 of 5") and its note, with buttons for the previous and
 * the next scene. Nothing in it takes the keyboard focus, so that Page Up
 * and Page Down (a remote clicker) always reach the scene actions.
 */
class LessonPanel : public QWidget
{
    Q_OBJECT

public:
    // The actions are not owned: the buttons trigger them.
    LessonPanel(QAction *previous, QAction *next, QWidget *parent = nullptr);

    // Shows scene `index` (0-based) of `lesson`; -1: no scene.
    void showScene(const Lesson &lesson, int index);
    // Says that the window no longer shows the scene (`why`, e.g. another
    // board size was chosen), and greys its note; empty: it shows it.
    void setLeftScene(const QString &why);
    QString leftText() const;
    QString noteText() const;
    QString sceneText() const;

private:
    QLabel *m_title;
    QLabel *m_scene;
    QLabel *m_left;
    QLabel *m_note;
};
