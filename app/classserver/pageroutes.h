// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QList>
#include <QString>

/*
 * The fixed routes of the pupils' page: what a complete HTTP request header
 * (request line and headers, up to and with the empty line) is answered.
 * Nothing here touches the file system: the five files are read from the
 * resources (:/class/, and the board's, :/board/, which the homework page
 * inlines too) once, by the constructor, and a request can only pick one of
 * them by its exact path.
 *
 *   GET /            index.html (any query: "/?code=ABCD")
 *   GET /board.css   board.css (the board's style, before class.css)
 *   GET /board.js    board.js (the board's script, before class.js)
 *   GET /class.css   class.css
 *   GET /class.js    class.js
 *   GET /ws          a WebSocket upgrade (Outcome::WebSocket, answered 101)
 *
 * HEAD is answered like GET without the body. Anything else is refused:
 * another path, "..", its encoded forms, "//", an absolute URI (404); a
 * method other than GET or HEAD (405); a malformed request line or another
 * HTTP version (400). /ws is checked here in full, before anything is
 * switched: HTTP/1.1 with Upgrade: websocket and Connection: upgrade, else
 * 426 (with Upgrade: websocket); Sec-WebSocket-Version 13, given once, else
 * 426 (with Sec-WebSocket-Version: 13); a Sec-WebSocket-Key of 16 bytes in
 * base64, given once, else 400; an Origin, when given, given once and one
 * of `origins` (the server's own address and port as this connection
 * reached it), else 403: another site's page in the pupil's browser, even
 * one whose name was made to point at this machine (DNS rebinding), must
 * not join for them. Every refusal carries securityHeaders(); the 101
 * carries no CORS header and agrees no subprotocol or extension.
 */
class PageRoutes
{
public:
    enum class Outcome {
        Served, // one of the page's files
        WebSocket, // switched: the response is the 101, frames follow
        NotFound,
        Refused, // any other refusal (400, 403, 405, 426)
    };
    struct Answer
    {
        Outcome outcome = Outcome::Refused;
        QByteArray response; // the whole HTTP response
    };

    PageRoutes();

    // `origins`: the Origin values a WebSocket upgrade may carry, lower
    // case ("http://192.168.1.20:8642").
    Answer answer(QByteArrayView header, const QList<QByteArray> &origins = {}) const;

    // The class's words (PageText: key -> words) and language ("de"): from
    // now on index.html is served with its join screen in them (each
    // element's data-key words and <html lang>), so that a pupil reads the
    // join screen in the class's language before joining. Words are HTML
    // escaped; a key without a string keeps index.html's English; a
    // language that is not 2 to 12 letters or '-' keeps "en".
    void setWords(const QString &language, const QJsonObject &strings);

    // The response for a request header that is too large (431) and for one
    // that is not HTTP at all (400), and the headers every response carries.
    static QByteArray tooLarge();
    static QByteArray badRequest();
    static QByteArray securityHeaders();

private:
    static QByteArray response(QByteArrayView status, QByteArrayView contentType,
                               const QByteArray &body, bool withBody, QByteArrayView extraHeaders = {});
    static QByteArray refusal(QByteArrayView status, bool withBody, QByteArrayView extraHeaders = {});

    QByteArray m_template; // index.html as the resources hold it (English)
    QByteArray m_index; // what is served: m_template in the class's words
    QByteArray m_boardCss;
    QByteArray m_boardJs;
    QByteArray m_css;
    QByteArray m_js;
};
