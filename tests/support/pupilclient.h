// SPDX-License-Identifier: MIT
#pragma once

#include "support/wait.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QWebSocket>

namespace nqtest {

/*
 * A pupil's page without a browser: a WebSocket to the class on 127.0.0.1
 * (tests never connect elsewhere) that keeps every message it receives.
 */
class PupilClient : public QObject
{
    Q_OBJECT

public:
    explicit PupilClient(quint16 port, QObject *parent = nullptr);

    // Connects and joins with `code` and `name` (and `token`, to come back);
    // true once `welcome` arrived.
    Waited join(const QString &code, const QString &name, const QString &token = {});
    void send(const QJsonObject &message);
    // Answers the last question received (its id and vote) with a square or an option.
    void answerSquare(const QString &square);
    void answerOption(const QString &value);

    // Waits for a message of `type` received after the `after`-th message.
    Waited waitFor(const QString &type, qsizetype after = 0, int timeoutMs = HangGuardMs);
    // The index of the first message of `type` received after the `after`-th
    // message, or -1. With a barrier (a message the class answers, waited
    // for), it says that nothing of `type` came before the answer: a socket
    // delivers in order.
    qsizetype indexOf(const QString &type, qsizetype after = 0) const;
    // The last message of `type`, or an empty object.
    QJsonObject last(const QString &type) const;
    qsizetype received() const { return m_messages.size(); }
    QString token() const { return m_token; }
    bool isConnected() const { return m_socket.state() == QAbstractSocket::ConnectedState; }
    QWebSocket &socket() { return m_socket; }

private:
    quint16 m_port;
    QWebSocket m_socket;
    QList<QJsonObject> m_messages;
    QString m_token;
};

} // namespace nqtest
