// SPDX-License-Identifier: MIT
#include "window/languagemanager.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QHash>
#include <QLibraryInfo>
#include <QLocale>

namespace {

const QString Prefix = QStringLiteral("nqueens_");

// Qt names a dock widget's title buttons for screen readers when it makes
// them, and never again (Qt 6.4 has no LanguageChange for them): docks made
// before the language was chosen would say "Close" and "Float" in every
// language. The words are Qt's (context QDockWidget of qtbase_<code>.qm);
// kept in variables so that lupdate leaves them to Qt's translators.
void renameDockButtons()
{
    static const char *const context = "QDockWidget";
    struct Button
    {
        const char *objectName, *name, *description;
    };
    static const Button buttons[] {
        { "qt_dockwidget_closebutton", "Close", "Closes the dock widget" },
        { "qt_dockwidget_floatbutton", "Float", "Undocks and re-attaches the dock widget" },
    };
    for (QWidget *widget : QApplication::allWidgets()) {
        if (!qobject_cast<QDockWidget *>(widget->parentWidget())) {
            continue;
        }
        for (const Button &button : buttons) {
            if (widget->objectName() == QLatin1String(button.objectName)) {
                widget->setAccessibleName(QCoreApplication::translate(context, button.name));
                widget->setAccessibleDescription(
                    QCoreApplication::translate(context, button.description));
            }
        }
    }
}

} // namespace

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
{ }

LanguageManager::~LanguageManager()
{
    QCoreApplication::removeTranslator(&m_appTranslator);
    QCoreApplication::removeTranslator(&m_qtTranslator);
}

QStringList LanguageManager::availableLanguages()
{
    QStringList codes { QStringLiteral("en") };
    const QStringList files
        = QDir(QStringLiteral(":/i18n"))
              .entryList({ Prefix + QStringLiteral("*.qm") }, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString code = file.mid(Prefix.size()).chopped(3);
        if (!codes.contains(code)) {
            codes << code;
        }
    }
    return codes;
}

QString LanguageManager::nativeName(const QString &code)
{
    // QLocale names a language by its main country ("American English",
    // "español de España"); a language menu wants the language alone.
    static const QHash<QString, QString> names {
        { QStringLiteral("en"), QStringLiteral("English") },
        { QStringLiteral("de"), QStringLiteral("Deutsch") },
        { QStringLiteral("es"), QStringLiteral("Español") },
        { QStringLiteral("fr"), QStringLiteral("Français") },
    };
    if (const auto found = names.constFind(code); found != names.cend()) {
        return found.value();
    }
    const QString name = QLocale(code).nativeLanguageName();
    if (name.isEmpty()) {
        return code;
    }
    // Locales write their names in lower case ("español"); a menu entry starts
    // with a capital.
    return name.at(0).toUpper() + name.mid(1);
}

QString LanguageManager::systemLanguage()
{
    const QStringList available = availableLanguages();
    for (const QString &wanted : QLocale::system().uiLanguages()) {
        // "de-CH" is served by "de".
        const QString code = wanted.section(QLatin1Char('-'), 0, 0).toLower();
        if (available.contains(code)) {
            return code;
        }
    }
    return QStringLiteral("en");
}

bool LanguageManager::setLanguage(const QString &code)
{
    const QString language = code.isEmpty() ? systemLanguage() : code;
    if (!availableLanguages().contains(language)) {
        return false;
    }
    m_requested = code;
    if (language == m_language) {
        return true;
    }
    m_language = language;
    // Removing an installed translator (as installing one) makes Qt post
    // QEvent::LanguageChange to every window, which then retranslates.
    QCoreApplication::removeTranslator(&m_appTranslator);
    QCoreApplication::removeTranslator(&m_qtTranslator);
    const QLocale locale(language);
    QLocale::setDefault(locale);
    // English has a file too: the plural forms of its messages ("1 solution",
    // "2 solutions") live there.
    if (m_appTranslator.load(Prefix + language, QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(&m_appTranslator);
    }
    // Qt's own words: the buttons and labels of its dialogs (Close, Look in:)
    // and the key names of shortcuts (Rechts, Strg+Z), from Debian's
    // qt6-translations-l10n. English needs none: Qt's sources are English.
    if (language != u"en") {
        const QString qtDirectory = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        if (m_qtTranslator.load(
                locale, QStringLiteral("qtbase"), QStringLiteral("_"), qtDirectory)) {
            QCoreApplication::installTranslator(&m_qtTranslator);
        } else {
            // Not fatal: the program's own words are translated, Qt's stay
            // English. Say why, once per switch, for whoever reads the log.
            qInfo("Qt's own translation for \"%s\" (qtbase_%s.qm) is not in %s: Qt's "
                  "dialogs and key names stay in English. Install qt6-translations-l10n.",
                qPrintable(language), qPrintable(language), qPrintable(qtDirectory));
        }
    }
    renameDockButtons();
    emit languageChanged(language);
    return true;
}
