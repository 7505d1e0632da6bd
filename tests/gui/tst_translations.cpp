// SPDX-License-Identifier: MIT
// The translations are complete and current: every string of the sources is in
// every .ts file, translated, with the placeholders and mnemonics of its source;
// and the compiled translations switch the running program's language.
#include "board/boarditem.h"
#include "board/boardscene.h"
#include "window/languagemanager.h"
#include "window/mainwindow.h"
#include "run/runactions.h"
#include "run/runcontroller.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsItem>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    bool unfinished = false;
    bool vanished = false;
    QStringList translations; // one, or one per plural form
};

QList<Message> readTs(const QString &path, QString *language)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning("cannot read %s", qPrintable(path));
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == u"message") {
            messages << message;
            continue;
        }
        if (!xml.isStartElement()) {
            continue;
        }
        const auto name = xml.name();
        if (name == u"TS") {
            *language = xml.attributes().value(QStringLiteral("language")).toString();
        } else if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            message = Message();
            message.context = context;
            message.numerus = xml.attributes().value(QStringLiteral("numerus")) == u"yes";
        } else if (name == u"source") {
            message.source = xml.readElementText();
        } else if (name == u"comment") {
            message.comment = xml.readElementText();
        } else if (name == u"translation") {
            const auto type = xml.attributes().value(QStringLiteral("type"));
            message.unfinished = type == u"unfinished";
            message.vanished = type == u"vanished" || type == u"obsolete";
            if (!message.numerus) {
                message.translations = { xml.readElementText() };
            }
        } else if (name == u"numerusform") {
            message.translations << xml.readElementText();
        }
    }
    if (xml.hasError()) {
        qWarning("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
        return {};
    }
    return messages;
}

QString key(const Message &m)
{
    return m.context + QChar(0x1f) + m.source + QChar(0x1f) + m.comment;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?(\\d+|n)"));
    QStringList found;
    for (const QRegularExpressionMatch &match : pattern.globalMatch(text)) {
        found << match.captured(0).remove(QLatin1Char('L'));
    }
    found.sort();
    return found;
}

int mnemonics(QString text)
{
    text.remove(QStringLiteral("&&"));
    // XML entities are decoded already; HTML ones (&lt;) are not mnemonics.
    static const QRegularExpression entity(QStringLiteral("&[a-z]+;"));
    text.remove(entity);
    return int(text.count(QLatin1Char('&')));
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everySourceStringIsInEveryFile_data();
    void everySourceStringIsInEveryFile();
    void translationsAreFinishedAndKeepTheirPlaceholders_data();
    void translationsAreFinishedAndKeepTheirPlaceholders();
    void englishHasItsPluralForms();
    void oneWordForOneThing_data();
    void oneWordForOneThing();
    void languagesAreEmbedded();
    void switchingLanguageRetranslatesTheWindowAtOnce();
    void pluralFormsFollowTheCount();
    void hoverToolTipFollowsTheLanguage();

private:
    QList<Message> m_fresh; // what lupdate finds in the sources today
    QTemporaryDir m_dir;
};

void TestTranslations::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString fresh = m_dir.filePath(QStringLiteral("fresh_xx.ts"));
    QProcess lupdate;
    lupdate.start(QStringLiteral(NQ_LUPDATE),
        { QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
            QStringLiteral("@") + QStringLiteral(NQ_SOURCES_LIST), QStringLiteral("-ts"), fresh });
    QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish");
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
    QString language;
    m_fresh = readTs(fresh, &language);
    // A sanity floor: the program has hundreds of strings.
    QVERIFY2(m_fresh.size() > 300, qPrintable(QString::number(m_fresh.size())));
}

void TestTranslations::everySourceStringIsInEveryFile_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &path : QStringLiteral(NQ_TS_FILES).split(QLatin1Char('|'))) {
        QTest::newRow(qPrintable(path.section(QLatin1Char('/'), -1))) << path;
    }
}

void TestTranslations::everySourceStringIsInEveryFile()
{
    QFETCH(QString, path);
    QString language;
    const QList<Message> messages = readTs(path, &language);
    QSet<QString> present;
    for (const Message &m : messages) {
        if (!m.vanished) {
            present.insert(key(m));
        }
    }
    QStringList missing;
    for (const Message &m : std::as_const(m_fresh)) {
        if (!present.contains(key(m))) {
            missing << m.context + QStringLiteral(": ") + m.source;
        }
    }
    QVERIFY2(missing.isEmpty(),
        qPrintable(QStringLiteral("%1 string(s) missing from %2 (build update_translations):\n%3")
                       .arg(missing.size())
                       .arg(path, missing.mid(0, 20).join(QLatin1Char('\n')))));
    // And nothing stale: entries whose source is gone.
    QSet<QString> fresh;
    for (const Message &m : std::as_const(m_fresh)) {
        fresh.insert(key(m));
    }
    QStringList stale;
    for (const Message &m : messages) {
        if (!fresh.contains(key(m))) {
            stale << m.source;
        }
    }
    QVERIFY2(stale.isEmpty(),
        qPrintable(QStringLiteral("stale entries in %1:\n%2")
                       .arg(path, stale.mid(0, 20).join(QLatin1Char('\n')))));
}

void TestTranslations::translationsAreFinishedAndKeepTheirPlaceholders_data()
{
    everySourceStringIsInEveryFile_data();
}

void TestTranslations::translationsAreFinishedAndKeepTheirPlaceholders()
{
    QFETCH(QString, path);
    QString language;
    const QList<Message> messages = readTs(path, &language);
    QVERIFY(!messages.isEmpty());
    QStringList problems;
    for (const Message &m : messages) {
        if (m.source.isEmpty()) {
            continue; // a note for translators (/* TRANSLATOR ... */), never shown
        }
        if (m.unfinished) {
            problems << QStringLiteral("unfinished: ") + m.source;
            continue;
        }
        if (m.translations.isEmpty()) {
            problems << QStringLiteral("no translation: ") + m.source;
        }
        for (const QString &text : m.translations) {
            if (text.isEmpty()) {
                problems << QStringLiteral("empty: ") + m.source;
            } else if (placeholders(text) != placeholders(m.source)) {
                // A plural form may leave %n out ("one solution"), nothing else.
                QStringList expected = placeholders(m.source);
                if (m.numerus) {
                    expected.removeAll(QStringLiteral("%n"));
                }
                QStringList got = placeholders(text);
                got.removeAll(QStringLiteral("%n"));
                if (got != expected) {
                    problems << QStringLiteral("placeholders differ: ") + m.source
                            + QStringLiteral(" -> ") + text;
                }
            }
            if (mnemonics(text) != mnemonics(m.source)) {
                problems << QStringLiteral("mnemonic differs: ") + m.source + QStringLiteral(" -> ")
                        + text;
            }
        }
    }
    QVERIFY2(problems.isEmpty(),
        qPrintable(QStringLiteral("%1 (%2):\n%3")
                       .arg(path, language, problems.mid(0, 30).join(QLatin1Char('\n')))));
}

// A small glossary: one word per thing per language, so that a pupil never
// wonders whether a "ligne" and a "rangée" are two things. For each entry,
// no translation of a message whose English names the thing (and not the
// exception, a word the other term translates) uses the word left out.
void TestTranslations::oneWordForOneThing_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("english"); // the thing, in the source
    QTest::addColumn<QString>("unless"); // sources that also say this are left out
    QTest::addColumn<QString>("word"); // the word used
    QTest::addColumn<QString>("notWord"); // the word not used for it
    // A row of the board is a "rangée" (the chess word, and the board's
    // labels' and the lessons'), never a "ligne", which is a line (of
    // attack, of the pseudocode, of dancing links' cover).
    QTest::newRow("fr row") << QStringLiteral("fr") << QStringLiteral(R"(\b(rows?|ranks?)\b)")
                            << QStringLiteral(R"(\blines?\b)") << QStringLiteral(R"(\brangées?\b)")
                            << QStringLiteral(R"(\blignes?\b)");
    QTest::newRow("es row") << QStringLiteral("es") << QStringLiteral(R"(\brows?\b)") << QString()
                            << QStringLiteral(R"(\bfilas?\b)")
                            << QStringLiteral(R"(\b(hileras?|renglón|renglones)\b)");
}

void TestTranslations::oneWordForOneThing()
{
    QFETCH(QString, language);
    QFETCH(QString, english);
    QFETCH(QString, unless);
    QFETCH(QString, word);
    QFETCH(QString, notWord);
    QString path;
    for (const QString &file : QStringLiteral(NQ_TS_FILES).split(QLatin1Char('|'))) {
        if (file.endsWith(QStringLiteral("_%1.ts").arg(language))) {
            path = file;
        }
    }
    QString read;
    const QList<Message> messages = readTs(path, &read);
    QVERIFY(!messages.isEmpty());
    const auto match = [](const QString &pattern, const QString &text) {
        return !pattern.isEmpty()
            && QRegularExpression(pattern,
                QRegularExpression::CaseInsensitiveOption
                    | QRegularExpression::UseUnicodePropertiesOption)
                   .match(text)
                   .hasMatch();
    };
    QStringList wrong;
    int used = 0;
    for (const Message &m : messages) {
        if (m.vanished || !match(english, m.source) || match(unless, m.source)) {
            continue;
        }
        for (const QString &text : m.translations) {
            used += match(word, text) ? 1 : 0;
            if (match(notWord, text)) {
                wrong << m.source + QStringLiteral(" -> ") + text;
            }
        }
    }
    QVERIFY2(used > 0, qPrintable(word));
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 20).join(QLatin1Char('\n'))));
}

void TestTranslations::englishHasItsPluralForms()
{
    QString language;
    const QList<Message> messages = readTs(QStringLiteral(NQ_ENGLISH_TS), &language);
    QSet<QString> english;
    for (const Message &m : messages) {
        QVERIFY2(m.numerus, qPrintable(m.source));
        QVERIFY2(!m.unfinished, qPrintable(m.source));
        QCOMPARE(m.translations.size(), 2);
        english.insert(key(m));
    }
    for (const Message &m : std::as_const(m_fresh)) {
        if (m.numerus) {
            QVERIFY2(english.contains(key(m)), qPrintable(m.source));
        }
    }
}

void TestTranslations::languagesAreEmbedded()
{
    const QStringList languages = LanguageManager::availableLanguages();
    QCOMPARE(languages.first(), QStringLiteral("en"));
    for (const QString &code :
        { QStringLiteral("de"), QStringLiteral("es"), QStringLiteral("fr") }) {
        QVERIFY2(languages.contains(code), qPrintable(languages.join(QLatin1Char(' '))));
    }
    QCOMPARE(LanguageManager::nativeName(QStringLiteral("de")), QStringLiteral("Deutsch"));
    QCOMPARE(LanguageManager::nativeName(QStringLiteral("fr")), QStringLiteral("Français"));
    LanguageManager manager;
    QVERIFY(!manager.setLanguage(QStringLiteral("xx")));
    QVERIFY(manager.language().isEmpty()); // nothing changed
}

void TestTranslations::switchingLanguageRetranslatesTheWindowAtOnce()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    window.show();
    LanguageManager *languages = window.languages();
    QVERIFY(languages->setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    const QString fileMenu = window.menuBar()->actions().first()->text();
    QCOMPARE(fileMenu, QStringLiteral("&File"));
    const QString status = window.statusText();
    const QString step = window.runActions()->step()->text();

    for (const QString &code :
        { QStringLiteral("de"), QStringLiteral("es"), QStringLiteral("fr") }) {
        QVERIFY(languages->setLanguage(code));
        QCoreApplication::processEvents();
        QCOMPARE(languages->language(), code);
        QVERIFY2(window.menuBar()->actions().first()->text() != fileMenu, qPrintable(code));
        QVERIFY2(window.runActions()->step()->text() != step, qPrintable(code));
        QVERIFY2(window.statusText() != status, qPrintable(window.statusText()));
        const auto *counters = window.findChild<QDockWidget *>(QStringLiteral("countersDock"));
        QVERIFY(counters);
        QVERIFY(counters->windowTitle() != QStringLiteral("Counters"));
        QCOMPARE(QLocale().name().left(2), code);
    }
    QVERIFY(languages->setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(window.menuBar()->actions().first()->text(), fileMenu);
    QCOMPARE(window.statusText(), status);
}

void TestTranslations::pluralFormsFollowTheCount()
{
    MainWindow window(4, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    window.controller()->runToEnd();
    QTRY_VERIFY_WITH_TIMEOUT(window.statusText().startsWith(QStringLiteral("Finished")), 10000);
    QCOMPARE(window.statusText(), QStringLiteral("Finished: 2 solutions found."));
    QVERIFY(window.languages()->setLanguage(QStringLiteral("de")));
    QCoreApplication::processEvents();
    QVERIFY2(window.statusText().contains(QLatin1String("2")), qPrintable(window.statusText()));
    QVERIFY2(!window.statusText().contains(QLatin1String("(s)")), qPrintable(window.statusText()));
}

void TestTranslations::hoverToolTipFollowsTheLanguage()
{
    MainWindow window(4, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    window.controller()->step(); // a queen on a4
    QTRY_COMPARE(window.controller()->state().step(), quint64(1));
    // The scene answers hovering itself; the test stands in for the mouse.
    auto *scene = const_cast<BoardScene *>(window.boardScene());
    BoardItem *board = nullptr;
    for (QGraphicsItem *item : scene->items()) {
        board = board ? board : qgraphicsitem_cast<BoardItem *>(item);
    }
    QVERIFY(board);
    scene->setHoveredSquare(1, 1); // b3: attacked by a4 along the diagonal
    QCOMPARE(board->toolTip(), QStringLiteral("b3 is attacked by the queen on a4."));
    QVERIFY(window.languages()->setLanguage(QStringLiteral("fr")));
    QCoreApplication::processEvents();
    QVERIFY2(board->toolTip().contains(QLatin1String("dame")), qPrintable(board->toolTip()));
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
