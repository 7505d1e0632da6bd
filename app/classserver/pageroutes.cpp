// SPDX-License-Identifier: MIT
#include "pageroutes.h"

#include "classserver/websocketframes.h"

#include <QFile>
#include <QJsonValue>
#include <QList>
#include <QRegularExpression>

namespace {

QByteArray resource(const char *path)
{
    QFile file{QLatin1String(path)};
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// How often header `name` (case-insensitive) is given.
int headerCount(const QList<QByteArray> &lines, QByteArrayView name)
{
    int count = 0;
    for (const QByteArray &line : lines) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
            ++count;
    }
    return count;
}

// The value of header `name` (case-insensitive), trimmed, or a null array.
QByteArray headerValue(const QList<QByteArray> &lines, QByteArrayView name)
{
    for (const QByteArray &line : lines) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
            return line.mid(colon + 1).trimmed();
    }
    return {};
}

// A Sec-WebSocket-Key: 16 bytes in base64 (RFC 6455 4.1).
bool isWebSocketKey(const QByteArray &key)
{
    if (key.size() != 24)
        return false;
    const auto decoded = QByteArray::fromBase64Encoding(key, QByteArray::AbortOnBase64DecodingErrors);
    return decoded && decoded.decoded.size() == 16;
}

bool hasToken(const QByteArray &value, QByteArrayView token)
{
    for (const QByteArray &part : value.split(','))
        if (part.trimmed().compare(token, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

} // namespace

PageRoutes::PageRoutes()
    : m_template(resource(":/class/index.html"))
    , m_index(m_template)
    , m_boardCss(resource(":/board/board.css"))
    , m_boardJs(resource(":/board/board.js"))
    , m_css(resource(":/class/class.css"))
    , m_js(resource(":/class/class.js"))
{
}

void PageRoutes::setWords(const QString &language, const QJsonObject &strings)
{
    // index.html's own form (tests/class/tst_classpage checks it): an
    // element's words right after its data-key attribute's tag, no markup
    // inside them.
    static const QRegularExpression element(
        QStringLiteral("(data-key=\"([A-Za-z0-9]+)\"[^>]*>)([^<]*)<"));
    static const QRegularExpression languageCode(QStringLiteral("^[A-Za-z-]{2,12}$"));
    const QString page = QString::fromUtf8(m_template);
    QString out;
    out.reserve(page.size() + 1024);
    qsizetype from = 0;
    for (auto it = element.globalMatch(page); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const QJsonValue words = strings.value(match.captured(2));
        out += QStringView(page).mid(from, match.capturedStart(3) - from);
        out += words.isString() && !words.toString().isEmpty() ? words.toString().toHtmlEscaped()
                                                                : match.captured(3);
        from = match.capturedEnd(3);
    }
    out += QStringView(page).mid(from);
    const QString lang = languageCode.match(language).hasMatch() ? language : QStringLiteral("en");
    out.replace(QStringLiteral("<html lang=\"en\">"), QStringLiteral("<html lang=\"%1\">").arg(lang));
    m_index = out.toUtf8();
}

QByteArray PageRoutes::securityHeaders()
{
    return QByteArrayLiteral(
        "Cache-Control: no-store\r\n"
        "X-Content-Type-Options: nosniff\r\n"
        "Content-Security-Policy: default-src 'self'; connect-src 'self' ws:; script-src 'self'; "
        "style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'; "
        "form-action 'self'; frame-ancestors 'none'\r\n"
        "Referrer-Policy: no-referrer\r\n"
        "X-Frame-Options: DENY\r\n"
        "Connection: close\r\n");
}

QByteArray PageRoutes::response(QByteArrayView status, QByteArrayView contentType,
                                const QByteArray &body, bool withBody, QByteArrayView extraHeaders)
{
    QByteArray out;
    out.reserve(512 + (withBody ? body.size() : 0));
    out += "HTTP/1.1 ";
    out += status;
    out += "\r\nContent-Type: ";
    out += contentType;
    out += "\r\nContent-Length: ";
    out += QByteArray::number(body.size());
    out += "\r\n";
    out += extraHeaders;
    out += securityHeaders();
    out += "\r\n";
    if (withBody)
        out += body;
    return out;
}

QByteArray PageRoutes::refusal(QByteArrayView status, bool withBody, QByteArrayView extraHeaders)
{
    return response(status, "text/plain; charset=utf-8", status.toByteArray() + '\n', withBody, extraHeaders);
}

QByteArray PageRoutes::tooLarge()
{
    return refusal("431 Request Header Fields Too Large", true);
}

QByteArray PageRoutes::badRequest()
{
    return refusal("400 Bad Request", true);
}

PageRoutes::Answer PageRoutes::answer(QByteArrayView header, const QList<QByteArray> &origins) const
{
    const qsizetype end = header.indexOf(QByteArrayView("\r\n\r\n"));
    if (end < 0)
        return {Outcome::Refused, badRequest()};
    QList<QByteArray> lines = header.first(end).toByteArray().split('\n');
    for (QByteArray &line : lines)
        line.chop(line.endsWith('\r') ? 1 : 0);

    // The request line: exactly METHOD SP TARGET SP HTTP/1.x.
    const QList<QByteArray> parts = lines.takeFirst().split(' ');
    if (parts.size() != 3 || (parts[2] != "HTTP/1.1" && parts[2] != "HTTP/1.0"))
        return {Outcome::Refused, badRequest()};
    const QByteArray &method = parts[0];
    const bool head = method == "HEAD";
    if (method != "GET" && !head)
        return {Outcome::Refused, refusal("405 Method Not Allowed", true)};

    // The path is compared byte for byte with the fixed list, before any
    // decoding: "/%2e%2e/", "/../", "//", "http://host/" match nothing.
    const QByteArray &target = parts[1];
    const qsizetype query = target.indexOf('?');
    const QByteArray path = query < 0 ? target : target.left(query);
    if (path == "/")
        return {Outcome::Served, response("200 OK", "text/html; charset=utf-8", m_index, !head)};
    if (path == "/board.css")
        return {Outcome::Served, response("200 OK", "text/css; charset=utf-8", m_boardCss, !head)};
    if (path == "/board.js")
        return {Outcome::Served,
                response("200 OK", "text/javascript; charset=utf-8", m_boardJs, !head)};
    if (path == "/class.css")
        return {Outcome::Served, response("200 OK", "text/css; charset=utf-8", m_css, !head)};
    if (path == "/class.js")
        return {Outcome::Served,
                response("200 OK", "text/javascript; charset=utf-8", m_js, !head)};
    if (path != "/ws")
        return {Outcome::NotFound, refusal("404 Not Found", !head)};

    if (head)
        return {Outcome::Refused, refusal("405 Method Not Allowed", false)};
    if (parts[2] != "HTTP/1.1" || !hasToken(headerValue(lines, "Upgrade"), "websocket")
        || !hasToken(headerValue(lines, "Connection"), "upgrade"))
        return {Outcome::Refused, refusal("426 Upgrade Required", true, "Upgrade: websocket\r\n")};
    // Checked here, before anything is switched: Qt's own handshake answered
    // these with a bare 400 or a silent close.
    if (headerCount(lines, "Sec-WebSocket-Version") != 1 || headerValue(lines, "Sec-WebSocket-Version") != "13")
        return {Outcome::Refused, refusal("426 Upgrade Required", true, "Sec-WebSocket-Version: 13\r\n")};
    const QByteArray key = headerValue(lines, "Sec-WebSocket-Key");
    if (headerCount(lines, "Sec-WebSocket-Key") != 1 || !isWebSocketKey(key))
        return {Outcome::Refused, badRequest()};
    // A browser always says which page opens the WebSocket. Only the page
    // this server served may: its origin is this server's own address and
    // port as the pupil's browser reached it (`origins`), never what the
    // request's Host says, which a DNS-rebinding page controls. Tools that
    // are no browser send no Origin; they are no other site's page.
    const int originCount = headerCount(lines, "Origin");
    if (originCount > 1
        || (originCount == 1 && !origins.contains(headerValue(lines, "Origin").toLower())))
        return {Outcome::Refused, refusal("403 Forbidden", true)};
    // No CORS header, no subprotocol, no extension: nothing is agreed but
    // the plain protocol.
    QByteArray switching = "HTTP/1.1 101 Switching Protocols\r\n"
                           "Upgrade: websocket\r\n"
                           "Connection: Upgrade\r\n"
                           "Sec-WebSocket-Accept: ";
    switching += WebSocketFrames::acceptKey(key);
    switching += "\r\nCache-Control: no-store\r\n\r\n";
    return {Outcome::WebSocket, switching};
}
