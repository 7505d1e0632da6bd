// SPDX-License-Identifier: MIT
#include "support/pupilclient.h"

#include <QJsonDocument>
#include <QUrl>

#include <algorithm>

namespace nqtest {

PupilClient::PupilClient(quint16 port, QObject *parent)
    : QObject(parent)
    , m_port(port)
{
    connect(&m_socket, &QWebSocket::textMessageReceived, this, [this](const QString &text) {
        const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
        m_messages.append(message);
        if (message.value(QStringLiteral("type")).toString() == QLatin1String("welcome")) {
            m_token = message.value(QStringLiteral("token")).toString();
        }
    });
}

Waited PupilClient::join(const QString &code, const QString &name, const QString &token)
{
    if (m_socket.state() != QAbstractSocket::ConnectedState) {
        m_socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(m_port)));
        if (Waited open = waitUntil([this] { return m_socket.state() == QAbstractSocket::ConnectedState; },
                "the pupil's WebSocket to connect");
            !open) {
            return open;
        }
    }
    const qsizetype before = m_messages.size();
    QJsonObject join { { QStringLiteral("v"), 1 }, { QStringLiteral("type"), QStringLiteral("join") },
        { QStringLiteral("code"), code }, { QStringLiteral("name"), name } };
    if (!token.isEmpty()) {
        join.insert(QStringLiteral("token"), token);
    }
    send(join);
    return waitFor(QStringLiteral("welcome"), before);
}

void PupilClient::send(const QJsonObject &message)
{
    m_socket.sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void PupilClient::answerSquare(const QString &square)
{
    const QJsonObject question = last(QStringLiteral("question"));
    send({ { QStringLiteral("v"), 1 }, { QStringLiteral("type"), QStringLiteral("answer") },
        { QStringLiteral("question"), question.value(QStringLiteral("question")) },
        { QStringLiteral("vote"), question.value(QStringLiteral("vote")) },
        { QStringLiteral("square"), square } });
}

void PupilClient::answerOption(const QString &value)
{
    const QJsonObject question = last(QStringLiteral("question"));
    send({ { QStringLiteral("v"), 1 }, { QStringLiteral("type"), QStringLiteral("answer") },
        { QStringLiteral("question"), question.value(QStringLiteral("question")) },
        { QStringLiteral("vote"), question.value(QStringLiteral("vote")) },
        { QStringLiteral("option"), value } });
}

Waited PupilClient::waitFor(const QString &type, qsizetype after, int timeoutMs)
{
    const QByteArray what = "a '" + type.toUtf8() + "' message from the class";
    return waitUntil(
        [this, type, after] { return indexOf(type, after) >= 0; }, what.constData(), timeoutMs);
}

qsizetype PupilClient::indexOf(const QString &type, qsizetype after) const
{
    for (qsizetype i = std::max<qsizetype>(after, 0); i < m_messages.size(); ++i) {
        if (m_messages.at(i).value(QStringLiteral("type")).toString() == type) {
            return i;
        }
    }
    return -1;
}

QJsonObject PupilClient::last(const QString &type) const
{
    for (qsizetype i = m_messages.size() - 1; i >= 0; --i) {
        if (m_messages.at(i).value(QStringLiteral("type")).toString() == type) {
            return m_messages.at(i);
        }
    }
    return {};
}

} // namespace nqtest
