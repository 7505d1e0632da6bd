// SPDX-License-Identifier: MIT
// The learning room's tables of words from a language's own translators,
// not installed (issue 40, item 1: the homework's words): the application
// gets no LanguageChange, and the tables say exactly what they said with
// those translators installed (plural forms and %n included); the
// algorithms' titles say what the menus say, in every language.
#include "algorithms/algorithmdescription.h"
#include "algorithms/algorithmregistry.h"
#include "learnwords/practicetext.h"
#include "learnwords/predictwords.h"
#include "learnwords/translatefunction.h"
#include "support/languagechanges.h"

#include <QCoreApplication>
#include <QEvent>
#include <QJsonObject>
#include <QLocale>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace {

using nqtest::LanguageChanges;

// The learning room's tables and the titles as one object.
QJsonObject tables(const QString &language, const TranslateFunction &translate)
{
    QJsonObject all = PracticeText::table(QLocale(language), translate);
    const QJsonObject predict = PredictWords::table(translate);
    for (auto it = predict.constBegin(); it != predict.constEnd(); ++it) {
        all.insert(it.key(), it.value());
    }
    for (const AlgorithmDescription *description : AlgorithmRegistry::all()) {
        all.insert(u"title."_s + QString::number(int(description->id())),
            translate("AlgorithmText", description->titleSource(), nullptr, -1));
    }
    return all;
}

} // namespace

class TestTranslateFunction : public QObject
{
    Q_OBJECT

private slots:
    void tablesFromTranslatorsNotInstalled_data();
    void tablesFromTranslatorsNotInstalled();
    void countsAndFallback();
    void titlesAsTheMenusSayThem_data();
    void titlesAsTheMenusSayThem();
};

void TestTranslateFunction::tablesFromTranslatorsNotInstalled_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("row"); // practice.row
    QTest::addColumn<QString>("lockLines");
    // English: the program's file of English plural forms.
    QTest::newRow("en") << u"en"_s << u"row %1"_s << u"Lock lines"_s;
    QTest::newRow("de") << u"de"_s << u"Reihe %1"_s << u"Linien sperren"_s;
    QTest::newRow("es") << u"es"_s << u"fila %1"_s << u"Bloquear líneas"_s;
    QTest::newRow("fr") << u"fr"_s << u"rangée %1"_s << u"Tableaux de verrous"_s;
}

void TestTranslateFunction::tablesFromTranslatorsNotInstalled()
{
    QFETCH(QString, language);
    QFETCH(QString, row);
    QFETCH(QString, lockLines);
    QTranslator translator;
    QVERIFY(translator.load(u":/i18n/nqueens_%1.qm"_s.arg(language)));
    // Another language installed, as a window in French shows it: it must
    // not show through.
    QTranslator window;
    QVERIFY(window.load(u":/i18n/nqueens_%1.qm"_s.arg(language == u"fr"_s ? u"de"_s : u"fr"_s)));
    QCoreApplication::installTranslator(&window);

    LanguageChanges changes;
    const QJsonObject given = tables(language, translateFrom({ &translator }));
    QCOMPARE(changes.count, 0);
    QCOMPARE(given.value(u"practice.row"_s).toString(), row);
    QCOMPARE(given.value(u"title.%1"_s.arg(int(nq::Algorithm::LockLines))).toString(), lockLines);

    // The same table as with the language installed alone.
    QCoreApplication::removeTranslator(&window);
    QCoreApplication::installTranslator(&translator);
    const QJsonObject installed = tables(language, &QCoreApplication::translate);
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(given.keys(), installed.keys());
    for (auto it = installed.constBegin(); it != installed.constEnd(); ++it) {
        QCOMPARE(given.value(it.key()).toString(), it.value().toString());
    }
}

void TestTranslateFunction::countsAndFallback()
{
    QTranslator german;
    QVERIFY(german.load(u":/i18n/nqueens_de.qm"_s));
    QTranslator english;
    QVERIFY(english.load(u":/i18n/nqueens_en.qm"_s));
    const char *source = "%1 has %n attacker(s); another square has fewer.";
    // The plural forms of the translator's own language, %n replaced.
    const TranslateFunction inEnglish = translateFrom({ &english });
    QCOMPARE(inEnglish("PredictText", source, nullptr, 1),
        u"%1 has 1 attacker; another square has fewer."_s);
    QCOMPARE(inEnglish("PredictText", source, nullptr, 3),
        u"%1 has 3 attackers; another square has fewer."_s);
    // In order: the first that has the text answers.
    const TranslateFunction germanFirst = translateFrom({ &german, &english });
    QString inGerman = german.translate("PredictText", source, nullptr, 3);
    QVERIFY(inGerman.contains(u"%n"_s));
    QCOMPARE(germanFirst("PredictText", source, nullptr, 3), inGerman.replace(u"%n"_s, u"3"_s));
    // None has it: the source, %n replaced as QCoreApplication does it.
    QCOMPARE(translateFrom({ &german })("Nowhere", "%n left, %1 and 100%", nullptr, 12),
        u"12 left, %1 and 100%"_s);
    QCOMPARE(translateFrom({})("Nowhere", "as is %n", nullptr, -1), u"as is %n"_s);
    QCOMPARE(translateFrom({})("Nowhere", "%n", nullptr, 7),
        QCoreApplication::translate("Nowhere", "%n", nullptr, 7));
}

void TestTranslateFunction::titlesAsTheMenusSayThem_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : { "en", "de", "es", "fr" }) {
        QTest::newRow(language) << QString::fromLatin1(language);
    }
}

// A title translated from its source by a translator not installed is the
// title the menus say with it installed, in every language.
void TestTranslateFunction::titlesAsTheMenusSayThem()
{
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY(translator.load(u":/i18n/nqueens_%1.qm"_s.arg(language)));
    QCoreApplication::installTranslator(&translator);
    for (const AlgorithmDescription *description : AlgorithmRegistry::all()) {
        QCOMPARE(translateFrom({ &translator })("AlgorithmText", description->titleSource(), nullptr, -1),
            description->title());
    }
    QCoreApplication::removeTranslator(&translator);
}

QTEST_GUILESS_MAIN(TestTranslateFunction)
#include "tst_translatefunction.moc"
