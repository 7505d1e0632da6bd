// SPDX-License-Identifier: MIT
#include "window/languagemenu.h"

#include "window/languagemanager.h"

#include <QActionGroup>
#include <QEvent>

LanguageMenu::LanguageMenu(LanguageManager *languages, QWidget *parent)
    : QMenu(parent)
    , m_languages(languages)
    , m_group(new QActionGroup(this))
    , m_system(addAction(QString()))
{
    m_system->setCheckable(true);
    m_system->setData(QString());
    m_group->addAction(m_system);
    addSeparator();
    for (const QString &code : LanguageManager::availableLanguages()) {
        QAction *action = addAction(LanguageManager::nativeName(code));
        action->setCheckable(true);
        action->setData(code);
        m_group->addAction(action);
    }
    connect(m_group, &QActionGroup::triggered, this,
        [this](QAction *action) { m_languages->setLanguage(action->data().toString()); });
    connect(languages, &LanguageManager::languageChanged, this, &LanguageMenu::retranslate);
    retranslate();
}

void LanguageMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QMenu::changeEvent(event);
}

void LanguageMenu::retranslate()
{
    setTitle(tr("&Language"));
    m_system->setText(tr("System language (%1)")
                          .arg(LanguageManager::nativeName(LanguageManager::systemLanguage())));
    m_system->setToolTip(tr("Speak the language of the desktop"));
    const QString requested = m_languages->requestedLanguage();
    for (QAction *action : m_group->actions()) {
        action->setChecked(action->data().toString() == requested);
        if (action != m_system) {
            action->setToolTip(tr("Switch the program to %1")
                                   .arg(LanguageManager::nativeName(action->data().toString())));
        }
    }
}
