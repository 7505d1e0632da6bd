// SPDX-License-Identifier: MIT
#include "sessionfile/sessionfile.h"

#include "files/outputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <initializer_list>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <sys/stat.h>
#endif

namespace {

QString spoken(const char *text)
{
    return QCoreApplication::translate("SessionFile", text);
}

// Whether following the symbolic link `path` goes round in a loop.
bool isSymLinkLoop(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat buffer;
    return ::stat(QFile::encodeName(path).constData(), &buffer) != 0 && errno == ELOOP;
#else
    Q_UNUSED(path);
    return false;
#endif
}

// A title or a note: a string, or an object of language -> string.
std::optional<Lesson::Words> readWords(const QJsonValue &value)
{
    Lesson::Words words;
    if (value.isUndefined()) {
        return words;
    }
    if (value.isString()) {
        words.insert(QString(), value.toString());
        return words;
    }
    if (!value.isObject()) {
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!it.value().isString()) {
            return std::nullopt;
        }
        words.insert(it.key(), it.value().toString());
    }
    return words;
}

QJsonValue writeWords(const Lesson::Words &words)
{
    if (words.size() == 1 && words.firstKey().isEmpty()) {
        return words.first();
    }
    QJsonObject object;
    for (auto it = words.begin(); it != words.end(); ++it) {
        object.insert(it.key(), it.value());
    }
    return object;
}

// The name of the encoding `bytes` are in (to translate) when it is UTF-16 or UTF-32
// (by its byte order mark, or a first character of JSON, an ASCII one, with
// zero bytes beside it); nullptr for anything else.
const char *otherEncoding(const QByteArray &bytes)
{
    const auto starts = [&bytes](std::initializer_list<unsigned char> prefix) {
        if (bytes.size() < qsizetype(prefix.size())) {
            return false;
        }
        qsizetype i = 0;
        for (const unsigned char byte : prefix) {
            if (static_cast<unsigned char>(bytes.at(i++)) != byte) {
                return false;
            }
        }
        return true;
    };
    // UTF-32 first: its little-endian mark begins with UTF-16's.
    if (starts({ 0xff, 0xfe, 0x00, 0x00 })) {
        return QT_TRANSLATE_NOOP("SessionFile", "UTF-32 (little-endian)");
    }
    if (starts({ 0x00, 0x00, 0xfe, 0xff })) {
        return QT_TRANSLATE_NOOP("SessionFile", "UTF-32 (big-endian)");
    }
    if (starts({ 0xff, 0xfe })) {
        return QT_TRANSLATE_NOOP("SessionFile", "UTF-16 (little-endian)");
    }
    if (starts({ 0xfe, 0xff })) {
        return QT_TRANSLATE_NOOP("SessionFile", "UTF-16 (big-endian)");
    }
    for (const unsigned char first : { '{', ' ', '\t', '\n', '\r' }) {
        if (starts({ first, 0x00, 0x00, 0x00 })) {
            return QT_TRANSLATE_NOOP("SessionFile", "UTF-32 (little-endian)");
        }
        if (starts({ 0x00, 0x00, 0x00, first })) {
            return QT_TRANSLATE_NOOP("SessionFile", "UTF-32 (big-endian)");
        }
        if (starts({ first, 0x00 })) {
            return QT_TRANSLATE_NOOP("SessionFile", "UTF-16 (little-endian)");
        }
        if (starts({ 0x00, first })) {
            return QT_TRANSLATE_NOOP("SessionFile", "UTF-16 (big-endian)");
        }
    }
    return nullptr;
}

} // namespace

std::optional<Lesson> SessionFile::parse(const QByteArray &bytes, QString *problem)
{
    const auto refuse = [problem](const QString &text) {
        if (problem) {
            *problem = text;
        }
        return std::nullopt;
    };
    // A file saved as UTF-16 or UTF-32 (a Windows editor's "Unicode") would
    // fail at its second byte with a word about an illegal value.
    if (const char *encoding = otherEncoding(bytes)) {
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "the file is not UTF-8 text but %1: save it as UTF-8"))
                          .arg(spoken(encoding)));
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        if (const qsizetype nul = bytes.indexOf('\0'); nul >= 0) {
            return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "not a session file: no valid JSON (a NUL byte at byte %1: the file is not UTF-8 text)"))
                              .arg(nul));
        }
        // A cut file is an object that fails at its end; anything else
        // (binary noise, other text) is no session file at all.
        const QByteArray text = bytes.trimmed();
        // (Qt names binary noise after a "{" an unterminated object too: the
        // offset tells them apart.)
        const bool atEnd = error.offset >= bytes.size() - 2;
        if (text.isEmpty() || (text.startsWith('{') && atEnd)) {
            return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "the file ends too early (cut off at byte %1?)"))
                              .arg(bytes.size()));
        }
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "not a session file: no valid JSON (%1 at byte %2)"))
                          .arg(error.errorString())
                          .arg(error.offset));
    }
    if (!document.isObject()) {
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "not a session file: the JSON is not an object")));
    }
    const QJsonObject top = document.object();
    if (top.value(QStringLiteral("format")).toString() != formatName()) {
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "not a session file: “format” is not “%1”")).arg(formatName()));
    }
    const QJsonValue version = top.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() < 1 || version.toDouble() != version.toInt()) {
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "“version” must be a whole number from 1")));
    }
    if (version.toInt() > Version) {
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "made by a newer version of the program (file format %1; this "
                                "one reads format %2 and older): please update it"))
                          .arg(version.toInt())
                          .arg(Version));
    }

    Lesson lesson;
    const std::optional<Lesson::Words> title = readWords(top.value(QStringLiteral("title")));
    if (!title) {
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "“title” must be a text, or texts by language")));
    }
    lesson.title = *title;
    const QJsonValue scenes = top.value(QStringLiteral("scenes"));
    if (!scenes.isUndefined() && !scenes.isArray()) {
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "“scenes” must be a list")));
    }
    const QJsonArray sceneList = scenes.toArray();
    for (qsizetype i = 0; i < sceneList.size(); ++i) {
        const QString where = spoken(QT_TRANSLATE_NOOP("SessionFile", "scene %1: ")).arg(i + 1);
        const QJsonObject scene = sceneList.at(i).toObject();
        if (!sceneList.at(i).isObject() || !scene.value(QStringLiteral("state")).isObject()) {
            return refuse(where + spoken(QT_TRANSLATE_NOOP("SessionFile", "a scene must be an object with a “state” object")));
        }
        const std::optional<Lesson::Words> note = readWords(scene.value(QStringLiteral("note")));
        if (!note) {
            return refuse(where + spoken(QT_TRANSLATE_NOOP("SessionFile", "“note” must be a text, or texts by language")));
        }
        QString why;
        const std::optional<SessionState> state
            = SessionState::fromJson(scene.value(QStringLiteral("state")).toObject(), &why);
        if (!state) {
            return refuse(where + why);
        }
        lesson.scenes.append({ *note, *state });
    }
    const QJsonValue forClass = top.value(QStringLiteral("forClass"));
    if (!forClass.isUndefined() && !forClass.isBool()) {
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "“forClass” must be true or false")));
    }
    lesson.forClass = forClass.toBool(false);
    const QJsonValue shown = top.value(QStringLiteral("shownScene"));
    if (!shown.isUndefined()) {
        if (!shown.isDouble() || shown.toDouble() != shown.toInt() || shown.toInt() < 1
            || shown.toInt() > lesson.scenes.size()) {
            return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile",
                                     "“shownScene” must be a scene's number, 1 to %1"))
                              .arg(lesson.scenes.size()));
        }
        lesson.shownScene = shown.toInt() - 1;
    }
    const QJsonValue state = top.value(QStringLiteral("state"));
    if (state.isUndefined() && !lesson.scenes.isEmpty()) {
        lesson.state = lesson.scenes.constFirst().state;
    } else if (!state.isObject()) {
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "“state” must be an object")));
    } else {
        QString why;
        const std::optional<SessionState> read = SessionState::fromJson(state.toObject(), &why);
        if (!read) {
            return refuse(why);
        }
        lesson.state = *read;
    }
    return lesson;
}

QByteArray SessionFile::serialize(const Lesson &lesson)
{
    // QJsonObject keeps its keys sorted: "format" comes first.
    QJsonObject top;
    top.insert(QStringLiteral("format"), formatName());
    top.insert(QStringLiteral("version"), Version);
    if (!lesson.title.isEmpty()) {
        top.insert(QStringLiteral("title"), writeWords(lesson.title));
    }
    top.insert(QStringLiteral("state"), lesson.state.toJson());
    if (lesson.forClass) {
        top.insert(QStringLiteral("forClass"), true);
    }
    if (!lesson.scenes.isEmpty()) {
        QJsonArray scenes;
        for (const Lesson::Scene &scene : lesson.scenes) {
            QJsonObject object { { QStringLiteral("state"), scene.state.toJson() } };
            if (!scene.note.isEmpty()) {
                object.insert(QStringLiteral("note"), writeWords(scene.note));
            }
            scenes.append(object);
        }
        top.insert(QStringLiteral("scenes"), scenes);
        if (lesson.shownScene >= 0 && lesson.shownScene < lesson.scenes.size()) {
            top.insert(QStringLiteral("shownScene"), lesson.shownScene + 1);
        }
    }
    return QJsonDocument(top).toJson(QJsonDocument::Indented);
}

std::optional<Lesson> SessionFile::read(const QString &path, QString *problem)
{
    const auto refuse = [problem](const QString &text) {
        if (problem) {
            *problem = text;
        }
        return std::nullopt;
    };
    // Looked at before opening: opening a FIFO for reading waits for a writer.
    const QFileInfo info(path);
    if (!info.exists()) {
        if (info.isSymLink()) {
            // The link is there; what it leads to is not.
            return refuse(isSymLinkLoop(path)
                    ? spoken(QT_TRANSLATE_NOOP("SessionFile", "it is a loop of symbolic links (each leads to another, never to a file)"))
                    : spoken(QT_TRANSLATE_NOOP("SessionFile", "it is a symbolic link to “%1”, which does not exist"))
                          .arg(QDir::toNativeSeparators(info.symLinkTarget())));
        }
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "there is no such file")));
    }
    if (info.isDir()) {
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "it is a folder, not a session file")));
    }
    if (!info.isFile()) {
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "it is not a regular file (a pipe or a device?)")));
    }
    if (info.size() > MaxBytes) {
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "it is too large for a session file (%1; at most %2)"))
                          .arg(QLocale().formattedDataSize(info.size()),
                              QLocale().formattedDataSize(MaxBytes)));
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "it cannot be read (%1)")).arg(file.errorString()));
    }
    // At most one byte more than allowed: the file may have grown since.
    const QByteArray bytes = file.read(MaxBytes + 1);
    if (bytes.size() > MaxBytes) {
        return refuse(spoken(QT_TRANSLATE_NOOP("SessionFile", "it is too large for a session file (%1; at most %2)"))
                          .arg(QLocale().formattedDataSize(bytes.size()),
                              QLocale().formattedDataSize(MaxBytes)));
    }
    return parse(bytes, problem);
}

bool SessionFile::write(const QString &path, const Lesson &lesson, QString *error)
{
    OutputFile file(path);
    if (!file.open() || !file.write(serialize(lesson)) || !file.commit()) {
        if (error) {
            *error = spoken(QT_TRANSLATE_NOOP("SessionFile", "Could not save “%1”: %2"))
                         .arg(QDir::toNativeSeparators(path), file.reason());
        }
        return false;
    }
    return true;
}
