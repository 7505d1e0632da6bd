// SPDX-License-Identifier: MIT
#include "session/lessonpanel.h"

#include "sessionfile/lesson.h"

#include <QBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QToolButton>

LessonPanel::LessonPanel(QAction *previous, QAction *next, QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_scene(new QLabel(this))
    , m_left(new QLabel(this))
    , m_note(new QLabel)
{
    setObjectName(QStringLiteral("lessonPanel"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    m_note->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_note->setObjectName(QStringLiteral("lessonNote"));
    auto *buttons = new QHBoxLayout;
    for (QAction *action : { previous, next }) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setFocusPolicy(Qt::NoFocus);
        buttons->addWidget(button);
    }
    buttons->addStretch();
    // The note scrolls on its own, below the buttons: in the dock's
    // scrolling panel a long note (a word of thousands of letters, a huge
    // note in a damaged file) made the whole panel that wide or tall, and
    // the buttons moved out of the window.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("lessonNoteArea"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidget(m_note);
    scroll->viewport()->setAutoFillBackground(false);
    m_note->setAutoFillBackground(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_scene);
    m_left->setWordWrap(true);
    m_left->setObjectName(QStringLiteral("lessonLeft"));
    m_left->setVisible(false);
    layout->addWidget(m_left);
    layout->addLayout(buttons);
    layout->addWidget(scroll, 1);
}

void LessonPanel::showScene(const Lesson &lesson, int index)
{
    const QString language = QLocale().name();
    const QString title = Lesson::text(lesson.title, language);
    m_title->setText(title);
    m_title->setVisible(!title.isEmpty());
    if (index < 0 || index >= lesson.scenes.size()) {
        m_scene->setText(tr("No lesson open: File > Add scene starts one."));
        m_note->clear();
        return;
    }
    m_scene->setText(tr("Scene %1 of %2").arg(index + 1).arg(lesson.scenes.size()));
    m_note->setText(Lesson::text(lesson.scenes.at(index).note, language));
    // A screen reader reads the note itself, after the scene's number.
    m_note->setAccessibleName(m_note->text());
    m_note->setAccessibleDescription(m_scene->text());
}

void LessonPanel::setLeftScene(const QString &why)
{
    m_left->setText(why);
    m_left->setVisible(!why.isEmpty());
    m_note->setEnabled(why.isEmpty());
}

QString LessonPanel::leftText() const
{
    return m_left->text();
}

QString LessonPanel::noteText() const
{
    return m_note->text();
}

QString LessonPanel::sceneText() const
{
    return m_scene->text();
}
