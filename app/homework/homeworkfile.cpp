// SPDX-License-Identifier: MIT
#include "homework/homeworkfile.h"

#include "algorithms/algorithmdescription.h"
#include "algorithms/algorithmregistry.h"
#include "homework/homeworkpagetext.h"
#include "learnwords/practicetext.h"
#include "learnwords/predictwords.h"
#include "learnwords/translatefunction.h"
#include "solver/solutions.h"

#include <QDir>
#include <QJsonArray>
#include <QFile>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTranslator>

namespace {

const QString ModuleResource = QStringLiteral(":/homework/nqengine.js");

// A file of the resources: the page's (":/homework/homework.js") or the
// board's, which the class's phone page serves too (":/board/board.js").
QByteArray resource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// JSON that can stand inside a <script> element: no "<" (so no "</script>"
// nor "<!--"), written as the escape JSON has for it.
QByteArray scriptJson(const QJsonObject &object)
{
    QByteArray json = QJsonDocument(object).toJson(QJsonDocument::Compact);
    json.replace('<', "\\u003c");
    return json;
}

// Script or style text inside its element: "</" would end it early. In
// the module and the page's script "</" stands only inside strings and
// regular expressions, where "<\/" means the same.
QByteArray inlined(QByteArray text)
{
    text.replace("</", "<\\/");
    return text;
}

// Fills every {{NAME}} of `page` in one pass: what is put in is never
// searched again.
QByteArray fill(const QByteArray &page, const QHash<QByteArray, QByteArray> &values, QString *missing)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{\\{([A-Z]+)\\}\\}"));
    const QString text = QString::fromUtf8(page);
    QByteArray out;
    qsizetype at = 0;
    for (auto it = placeholder.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        out += text.mid(at, match.capturedStart() - at).toUtf8();
        const QByteArray key = match.captured(1).toLatin1();
        if (!values.contains(key))
            *missing = match.captured(0);
        out += values.value(key);
        at = match.capturedEnd();
    }
    out += text.mid(at).toUtf8();
    return out;
}

// The page's words and the learning room's templates in one flat table
// (their keys do not meet: the room's are "practice.", "predict.",
// "number."): the page reads its own by key and hands the whole table to
// nq_words_set, so that the engine says practice's and predict's sentences
// as the window, seat work and the class's pages do. Every word comes from
// the homework's translator (English: the English plural forms, else the
// source text), asked directly and never installed: installed, it would
// send the application and every open window a LanguageChange in and out.
QJsonObject wordsTable(const QTranslator *translator, const QString &language)
{
    QJsonObject words = HomeworkPageText::strings(translator);
    const TranslateFunction translate = translateFrom({translator});
    // Digit groups as the homework's language writes them (1.234 in German).
    const QJsonObject practice = PracticeText::table(QLocale(language), translate);
    const QJsonObject predict = PredictWords::table(translate);
    // The algorithms by their titles, as the menus say them ("Lock lines"):
    // the page names a task's algorithm with "algorithm.<CLI name>".
    for (const AlgorithmDescription *description : AlgorithmRegistry::all()) {
        const std::string_view name = nq::algorithmInfo(description->id()).name;
        words.insert(QStringLiteral("algorithm.") + QString::fromLatin1(name.data(), qsizetype(name.size())),
            translate("AlgorithmText", description->titleSource(), nullptr, -1));
    }
    for (const QJsonObject &engine : {practice, predict}) {
        for (auto it = engine.constBegin(); it != engine.constEnd(); ++it)
            words.insert(it.key(), it.value());
    }
    return words;
}

// The solutions of each browse task's board (n <= 8: at most 92), by n:
// {"6": [[1, 3, 5, 0, 2, 4], ...]}. Browsing checks nothing, so the page
// shows the solver's list and needs no engine for it.
QJsonObject browsedSolutions(const HomeworkSpec &spec)
{
    QJsonObject boards;
    for (const HomeworkTask &task : spec.tasks) {
        if (task.kind != HomeworkTask::Kind::Browse)
            continue;
        QJsonArray list;
        for (const std::vector<int> &columns : nq::allSolutions(task.n)) {
            QJsonArray board;
            for (const int column : columns)
                board.append(column);
            list.append(board);
        }
        boards.insert(QString::number(task.n), list);
    }
    return boards;
}

} // namespace

bool HomeworkFile::available()
{
    return QFile::exists(ModuleResource);
}

QString HomeworkFile::unavailableReason()
{
    return tr("Export Homework is unavailable in this build: it was built without Emscripten, so "
              "it has no WebAssembly engine to put into the page.");
}

QString HomeworkFile::contentSecurityPolicy()
{
    // 'wasm-unsafe-eval' lets the inlined module compile its WebAssembly
    // (Chromium 97, Firefox 102, Safari 16); nothing may be loaded or sent.
    return QStringLiteral("default-src 'none'; script-src 'unsafe-inline' 'wasm-unsafe-eval'; "
                          "style-src 'unsafe-inline'; img-src data:; base-uri 'none'; "
                          "form-action 'none'");
}

QByteArray HomeworkFile::html(const HomeworkSpec &spec, QString *reason)
{
    if (!available()) {
        *reason = unavailableReason();
        return {};
    }
    const QString invalid = spec.invalidReason();
    if (!invalid.isEmpty()) {
        *reason = invalid;
        return {};
    }
    // English too: the program's file of English plural forms.
    QTranslator translator;
    if (!translator.load(QStringLiteral("nqueens_") + spec.language, QStringLiteral(":/i18n"))) {
        *reason = tr("The words of the page in %1 are missing from this build.").arg(spec.language);
        return {};
    }
    const QString title = spec.title.isEmpty() ? QStringLiteral("N-Queens") : spec.title;
    const QByteArray module = resource(ModuleResource);
    const QByteArray boardStyle = resource(QStringLiteral(":/board/board.css"));
    const QByteArray boardScript = resource(QStringLiteral(":/board/board.js"));
    // The module's own fetch() of its inlined WebAssembly (a data: URL)
    // would be refused by the policy: with no fetch in its scope it decodes
    // the data itself, and the page makes no request at all.
    const QByteArray engine = "var NqEngine = (function (fetch) {\n" + inlined(module)
        + "\nreturn NqEngine;\n}(undefined));";
    const QHash<QByteArray, QByteArray> values{
        {"LANG", spec.language.toUtf8()},
        {"CSP", contentSecurityPolicy().toUtf8()},
        {"TITLE", title.toHtmlEscaped().toUtf8()},
        {"BOARDSTYLE", inlined(boardStyle)},
        {"STYLE", inlined(resource(QStringLiteral(":/homework/homework.css")))},
        {"HOMEWORK", scriptJson(spec.toJson())},
        {"WORDS", scriptJson(wordsTable(&translator, spec.language))},
        {"SOLUTIONS", scriptJson(browsedSolutions(spec))},
        {"ENGINE", engine},
        {"BOARDSCRIPT", inlined(boardScript)},
        {"SCRIPT", inlined(resource(QStringLiteral(":/homework/homework.js")))},
    };
    QString missing;
    const QByteArray page = fill(resource(QStringLiteral(":/homework/homework.html")), values, &missing);
    // Names what is missing, for the report of a broken build.
    if (module.isEmpty())
        missing = QStringLiteral("nqengine.js");
    else if (boardStyle.isEmpty())
        missing = QStringLiteral("board.css");
    else if (boardScript.isEmpty())
        missing = QStringLiteral("board.js");
    if (!missing.isEmpty()) {
        *reason = tr("The homework page in this build is damaged (%1).").arg(missing);
        return {};
    }
    if (page.size() >= MaxSize) {
        *reason = tr("The homework page would be %1 bytes, more than %2.").arg(page.size()).arg(MaxSize);
        return {};
    }
    return page;
}

bool HomeworkFile::write(const HomeworkSpec &spec, const QString &path, QString *reason)
{
    const QByteArray page = html(spec, reason);
    if (page.isEmpty())
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(page) != page.size() || !file.commit()) {
        *reason = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return registerHomework(spec, reason);
}

QString HomeworkFile::registryFolder()
{
    // The window's AppDataLocation (organization and application
    // "nqueens-visualizer"), named here so that the CLI, whose application
    // is "nqueens", registers where the window's import looks.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
        + QStringLiteral("/nqueens-visualizer/nqueens-visualizer/homework");
}

bool HomeworkFile::registerHomework(const HomeworkSpec &spec, QString *reason)
{
    const QString folder = registryFolder();
    const QString path = folder + QLatin1Char('/') + spec.id + QStringLiteral(".json");
    QSaveFile file(path);
    if (!QDir().mkpath(folder) || !file.open(QIODevice::WriteOnly)
        || file.write(QJsonDocument(spec.toJson()).toJson()) < 0 || !file.commit()) {
        *reason = tr("Cannot register the homework in %1: %2")
                      .arg(QDir::toNativeSeparators(folder), file.errorString());
        return false;
    }
    return true;
}

std::optional<HomeworkSpec> HomeworkFile::readFromHtml(const QByteArray &html, QString *reason)
{
    const QByteArray open = "<script type=\"application/json\" id=\"nq-homework\">";
    const qsizetype start = html.indexOf(open);
    const qsizetype end = start < 0 ? -1 : html.indexOf("</script>", start + open.size());
    if (end < 0) {
        *reason = tr("This file holds no homework.");
        return std::nullopt;
    }
    QJsonParseError error;
    const QJsonDocument document
        = QJsonDocument::fromJson(html.mid(start + open.size(), end - start - open.size()), &error);
    if (!document.isObject()) {
        *reason = tr("This file's homework is not JSON: %1").arg(error.errorString());
        return std::nullopt;
    }
    return HomeworkSpec::fromJson(document.object(), reason);
}
