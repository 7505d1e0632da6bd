// SPDX-License-Identifier: MIT
// The pupils' page as the class server serves it from the resources: every
// word it asks for is among PageText's (so every word is translated), the
// join screen's English words are PageText's English ones, it is small and
// it loads nothing from elsewhere.
#include "classserver/pageroutes.h"
#include "classserver/pagetext.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>

namespace {

QString resource(const QString &name)
{
    QFile file(QStringLiteral(":/class/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

QSet<QString> matches(const QString &text, const QRegularExpression &pattern)
{
    QSet<QString> found;
    for (auto it = pattern.globalMatch(text); it.hasNext();) {
        found.insert(it.next().captured(1));
    }
    return found;
}

// The keys class.js asks for: t('key'), and not createElement('x') or
// anything else ending in t(.
QSet<QString> scriptKeys()
{
    static const QRegularExpression call(QStringLiteral("(?<![\\w$.])t\\('([A-Za-z0-9]+)'"));
    return matches(resource(QStringLiteral("class.js")), call);
}

// data-key="key" -> the English words index.html holds for it.
QMap<QString, QString> pageWords()
{
    static const QRegularExpression element(
        QStringLiteral("data-key=\"([A-Za-z0-9]+)\"[^>]*>([^<]*)<"));
    QMap<QString, QString> words;
    const QString html = resource(QStringLiteral("index.html"));
    for (auto it = element.globalMatch(html); it.hasNext();) {
        const auto match = it.next();
        words.insert(match.captured(1), match.captured(2).trimmed());
    }
    return words;
}

int placeholders(const QString &text)
{
    static const QRegularExpression marker(QStringLiteral("%(\\d)"));
    return int(matches(text, marker).size());
}

// Every file the class server serves for the page: its own and the board's
// (resources/board, shared with the homework page), as resource paths.
const QStringList PageFiles = {
    QStringLiteral(":/class/index.html"), QStringLiteral(":/board/board.css"),
    QStringLiteral(":/class/class.css"),  QStringLiteral(":/board/board.js"),
    QStringLiteral(":/class/class.js"),
};

} // namespace

class TestClassPage : public QObject
{
    Q_OBJECT

private slots:
    void filesAreServed()
    {
        for (const QString &path : PageFiles) {
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly) && file.size() > 0, qPrintable(path));
        }
    }

    void everyKeyOfTheScriptIsAPageWord()
    {
        const QJsonObject strings = PageText::strings();
        const QSet<QString> keys = scriptKeys();
        QVERIFY2(keys.size() > 20, "class.js asks for its words with t('key')");
        for (const QString &key : keys) {
            QVERIFY2(strings.contains(key), qPrintable(QStringLiteral("t('%1') is not in PageText::strings()").arg(key)));
        }
        for (const QString &key : pageWords().keys()) {
            QVERIFY2(strings.contains(key), qPrintable(QStringLiteral("data-key=\"%1\" is not in PageText::strings()").arg(key)));
        }
    }

    void everyPageWordIsUsed()
    {
        // A word the page never shows is a word translated for nothing.
        QSet<QString> used = scriptKeys();
        for (const QString &key : pageWords().keys()) {
            used.insert(key);
        }
        for (const QString &key : PageText::strings().keys()) {
            QVERIFY2(used.contains(key), qPrintable(QStringLiteral("%1 is never shown by the page").arg(key)));
        }
    }

    void joinScreenWordsAreTheProgramsEnglish()
    {
        const QJsonObject strings = PageText::strings();
        const auto words = pageWords();
        QVERIFY(words.contains(QStringLiteral("join")));
        for (auto it = words.cbegin(); it != words.cend(); ++it) {
            QCOMPARE(it.value(), strings.value(it.key()).toString());
        }
    }

    void translatedWordsKeepTheirPlaceholders_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"de", "es", "fr"}) {
            QTest::newRow(language) << QString::fromLatin1(language);
        }
    }

    void translatedWordsKeepTheirPlaceholders()
    {
        QFETCH(QString, language);
        const QJsonObject english = PageText::strings();
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/nqueens_%1.qm").arg(language)));
        QCoreApplication::installTranslator(&translator);
        const QJsonObject translated = PageText::strings();
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(translated.keys(), english.keys());
        QCOMPARE(translated.value(QStringLiteral("join")).toString() == QStringLiteral("Join"), false);
        for (const QString &key : english.keys()) {
            const QString words = translated.value(key).toString();
            QVERIFY2(!words.isEmpty(), qPrintable(key));
            QVERIFY2(placeholders(words) == placeholders(english.value(key).toString()),
                     qPrintable(key + QStringLiteral(": ") + words));
        }
    }

    void joinScreenIsServedInTheClassLanguage()
    {
        // A pupil reads the join screen in the class's language before
        // joining: the server puts the class's words into index.html.
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/nqueens_de.qm")));
        QCoreApplication::installTranslator(&translator);
        QJsonObject german = PageText::strings();
        QCoreApplication::removeTranslator(&translator);
        german.insert(QStringLiteral("codeLabel"), QStringLiteral("<b>Code</b> & \"mehr\""));
        german.remove(QStringLiteral("nameLabel")); // a missing word keeps the English

        PageRoutes routes;
        const QByteArray get("GET /?code=ABCD HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        QVERIFY(routes.answer(get).response.contains("<html lang=\"en\">"));
        routes.setWords(QStringLiteral("de"), german);
        const QString page = QString::fromUtf8(routes.answer(get).response);
        QVERIFY(page.contains(QStringLiteral("<html lang=\"de\">")));
        QVERIFY(page.contains(QStringLiteral(">Der Klasse beitreten</h2>")));
        QVERIFY(page.contains(QStringLiteral(">Einen Namen für mich wählen</button>")));
        QVERIFY(page.contains(QStringLiteral(">&lt;b&gt;Code&lt;/b&gt; &amp; &quot;mehr&quot;</label>")));
        QVERIFY(page.contains(QStringLiteral(">Your name</label>")));
        QVERIFY(!page.contains(QStringLiteral("Join the class")));
        QVERIFY(!page.contains(QStringLiteral("<b>")));

        routes.setWords(QStringLiteral("de\"><script>"), PageText::strings());
        const QString english = QString::fromUtf8(routes.answer(get).response);
        QVERIFY(english.contains(QStringLiteral("<html lang=\"en\">")));
        QVERIFY(english.contains(QStringLiteral(">Join the class</h2>")));
    }

    void pageIsSmallAndSelfContained()
    {
        qsizetype total = 0;
        for (const QString &path : PageFiles) {
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            const QByteArray bytes = file.readAll();
            total += bytes.size();
            const QByteArray name = path.toUtf8();
            // Nothing fetched from elsewhere: no address at all. Not even the
            // SVG namespace: board.js reads it from the page's hidden <svg>,
            // since the homework page, which inlines board.js, names none.
            // (class.js writes the WebSocket's scheme, "ws://", before this
            // server's own host.)
            static const QRegularExpression address(QStringLiteral("(https?|ftp)://"),
                                                    QRegularExpression::CaseInsensitiveOption);
            const auto match = address.match(QString::fromUtf8(bytes));
            QVERIFY2(!match.hasMatch(), qPrintable(QStringLiteral("%1 names an address: %2")
                                                       .arg(path, QString::fromUtf8(bytes).mid(match.capturedStart(), 60))));
            // No inline script or style: the server's Content-Security-Policy
            // (default-src 'self') would block them.
            QVERIFY2(!bytes.contains("style=\"") && !bytes.contains("onclick=") && !bytes.contains("<style"),
                     name.constData());
            // No markup made from strings: the pupils' names and the class's
            // words reach the page as text only.
            QVERIFY2(!bytes.contains("innerHTML") && !bytes.contains("outerHTML")
                         && !bytes.contains("insertAdjacentHTML") && !bytes.contains("document.write"),
                     name.constData());
            static const QRegularExpression code(QStringLiteral("\\beval\\s*\\(|\\bnew\\s+Function\\b"));
            QVERIFY2(!code.match(QString::fromUtf8(bytes)).hasMatch(), name.constData());
        }
        const QString html = resource(QStringLiteral("index.html"));
        static const QRegularExpression inlineScript(QStringLiteral("<script(?![^>]*\\bsrc=)"));
        QVERIFY2(!inlineScript.match(html).hasMatch(), "index.html has an inline script");
        // The element board.js takes the SVG namespace from (the HTML parser
        // gives an <svg> its namespace; no file has to write it).
        QVERIFY(html.contains(QStringLiteral("<svg id=\"svg-namespace\" hidden aria-hidden=\"true\"></svg>")));
        QVERIFY2(total < 100 * 1024, qPrintable(QString::number(total)));
    }
};

QTEST_GUILESS_MAIN(TestClassPage)
#include "tst_classpage.moc"
