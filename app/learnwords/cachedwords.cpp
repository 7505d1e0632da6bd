// SPDX-License-Identifier: MIT
#include "learnwords/cachedwords.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>
#include <QPointer>
#include <QThread>

namespace {

// How many times the language changed, as the application was told.
unsigned long long languageChanges = 0;

// Counts QEvent::LanguageChange (and LocaleChange) wherever it is sent,
// from an application event filter; a child of the application, so it goes
// with it.
class LanguageWatch : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
            ++languageChanges;
        }
        return QObject::eventFilter(watched, event);
    }
};

// Watches the application that runs now; false when there is none to watch
// from this thread.
bool watching()
{
    static QPointer<LanguageWatch> watch;
    QCoreApplication *app = QCoreApplication::instance();
    if (!app || QThread::currentThread() != app->thread()) {
        return false;
    }
    if (!watch || watch->parent() != app) {
        watch = new LanguageWatch(app);
        app->installEventFilter(watch);
        ++languageChanges; // a new application: nothing filled before is known to hold
    }
    return true;
}

} // namespace

std::shared_ptr<const nq::learn::Words> CachedWords::words()
{
    if (!watching()) {
        return std::make_shared<const nq::learn::Words>(m_fill());
    }
    const QString locale = QLocale().name();
    if (!m_words || m_changes != languageChanges || m_locale != locale) {
        m_words = std::make_shared<const nq::learn::Words>(m_fill());
        m_changes = languageChanges;
        m_locale = locale;
    }
    return m_words;
}
