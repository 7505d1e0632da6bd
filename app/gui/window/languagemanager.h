// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QStringList>
#include <QTranslator>

/*
 * The language the program speaks: its sources are in English, and every
 * language has a translation embedded as :/i18n/nqueens_<code>.qm (English's
 * holds only its plural forms). Choosing a language
 * installs the program's translator and, when the system has it, Qt's own
 * (qtbase_<code>.qm in QLibraryInfo::TranslationsPath, Debian's
 * qt6-translations-l10n: the buttons and labels of Qt's dialogs, the key names
 * of QKeySequence::NativeText; a note is logged when it is missing, and
 * English drops it; the title buttons of the dock widgets that exist are
 * named again, as Qt does not), and sets the default QLocale so numbers are
 * written the way that language writes them. Qt then sends
 * QEvent::LanguageChange to every widget, which retranslates itself: no
 * restart. Translators are the application's: one instance at a time (the
 * main window owns it), on the GUI thread.
 */
class LanguageManager : public QObject
{
    Q_OBJECT

public:
    explicit LanguageManager(QObject *parent = nullptr);
    ~LanguageManager() override;

    // "en" first, then the embedded translations' codes ("de", "es", "fr").
    static QStringList availableLanguages();
    // The language's own name, "Deutsch" for "de"; for menus.
    static QString nativeName(const QString &code);
    // The available language the system's UI languages ask for first, "en"
    // when none of them is available.
    static QString systemLanguage();

    // An empty code means "follow the system". Returns false, and changes
    // nothing, for a code that is not available.
    bool setLanguage(const QString &code);
    // What setLanguage() was given: "" when following the system.
    QString requestedLanguage() const { return m_requested; }
    // The code in use ("en" when the system asks for something unavailable),
    // empty before the first setLanguage().
    QString language() const { return m_language; }

signals:
    void languageChanged(const QString &code);

private:
    QTranslator m_appTranslator;
    QTranslator m_qtTranslator;
    QString m_requested;
    QString m_language; // empty until the first setLanguage()
};
