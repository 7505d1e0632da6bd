// SPDX-License-Identifier: MIT
// A class server without the window, for tests of the pupils' page in a
// real browser (and for trying the page by hand):
//
//   nq_classdriver [PORT]
//
// opens a class at PORT (0 or none: the system chooses), prints
//   class: http://127.0.0.1:PORT/?code=CODE
// and reads one command a line on standard input:
//   board {"n":8,"queens":["a8"],"refused":"b6","by":"a8","row":"6","status":"..."}
//   ask {"question":1,"vote":1,"text":"...","input":"square","squares":["e4"]}
//   ask {"question":2,"text":"...","input":"option","options":[{"value":"place","label":"Place"}]}
//   reveal {"right":["e4"],"explanation":"..."}
//   strings {"language":"de","strings":{...}}
//   lock on|off      anonymous on|off      close-question
//   tally            pupils                close
// It prints, each on one line as they happen:
//   pupils N                       (pupils connected)
//   tally {"question":Q,"vote":V,"answered":N,"counts":{"e4":2}}
//   error TEXT                     (a command it did not understand)
// `close` (or the end of standard input) closes the class and exits.
// Loopback only: the URL printed names 127.0.0.1, whatever the machine's
// addresses.
#include "classserver/classserver.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSocketNotifier>
#include <QTextStream>

#include <unistd.h>

namespace {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

void say(const QString &line)
{
    out() << line << Qt::endl; // flushed: a test reads it at once
}

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    bool ok = true;
    const quint16 port = args.size() > 1 ? args.at(1).toUShort(&ok) : 0;
    if (!ok) {
        QTextStream(stderr) << "usage: nq_classdriver [PORT]\n";
        return 2;
    }

    ClassServer server;
    QString error;
    if (!server.open(port, &error)) {
        QTextStream(stderr) << error << '\n';
        return 1;
    }
    int lastQuestion = 0;
    int lastVote = 1;
    const auto printTally = [&] {
        QJsonObject counts;
        const QMap<QString, int> tally = server.tally();
        for (auto it = tally.cbegin(); it != tally.cend(); ++it)
            counts.insert(it.key(), it.value());
        const QJsonObject line{{QStringLiteral("question"), lastQuestion},
                               {QStringLiteral("vote"), lastVote},
                               {QStringLiteral("answered"), server.answeredCount()},
                               {QStringLiteral("counts"), counts}};
        say(QStringLiteral("tally ") + QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact)));
    };
    QObject::connect(&server, &ClassServer::pupilsChanged, &app,
                     [&] { say(QStringLiteral("pupils %1").arg(server.connectedCount())); });
    QObject::connect(&server, &ClassServer::tallyChanged, &app, printTally);
    say(QStringLiteral("class: ") + server.joinUrl(QHostAddress(QHostAddress::LocalHost)).toString());

    const auto run = [&](const QString &line) {
        const qsizetype space = line.indexOf(QLatin1Char(' '));
        const QString command = space < 0 ? line : line.left(space);
        const QString rest = space < 0 ? QString() : line.mid(space + 1).trimmed();
        const QJsonObject json = QJsonDocument::fromJson(rest.toUtf8()).object();
        if (command == QLatin1String("board")) {
            ClassBoard board;
            board.n = json.value(QLatin1String("n")).toInt();
            board.queens = strings(json.value(QLatin1String("queens")));
            board.refused = json.value(QLatin1String("refused")).toString();
            board.by = json.value(QLatin1String("by")).toString();
            board.row = json.value(QLatin1String("row")).toString();
            board.status = json.value(QLatin1String("status")).toString();
            server.setBoard(board);
        } else if (command == QLatin1String("ask")) {
            ClassQuestion question;
            question.id = json.value(QLatin1String("question")).toInt();
            question.text = json.value(QLatin1String("text")).toString();
            const bool option = json.value(QLatin1String("input")).toString() == QLatin1String("option");
            question.input = option ? ClassQuestion::Input::Option : ClassQuestion::Input::Square;
            question.squares = strings(json.value(QLatin1String("squares")));
            for (const QJsonValue &item : json.value(QLatin1String("options")).toArray()) {
                const QJsonObject o = item.toObject();
                question.options.append({o.value(QLatin1String("value")).toString(), o.value(QLatin1String("label")).toString()});
            }
            lastQuestion = question.id;
            lastVote = json.value(QLatin1String("vote")).toInt(1);
            server.ask(question, lastVote);
        } else if (command == QLatin1String("reveal")) {
            server.reveal(strings(json.value(QLatin1String("right"))), json.value(QLatin1String("explanation")).toString());
        } else if (command == QLatin1String("strings")) {
            server.setPageStrings(json.value(QLatin1String("language")).toString(), json.value(QLatin1String("strings")).toObject());
        } else if (command == QLatin1String("lock") || command == QLatin1String("anonymous")) {
            const bool on = rest == QLatin1String("on");
            if (command == QLatin1String("lock"))
                server.setLocked(on);
            else
                server.setAnonymous(on);
        } else if (command == QLatin1String("close-question")) {
            server.closeQuestion();
        } else if (command == QLatin1String("tally")) {
            printTally();
        } else if (command == QLatin1String("pupils")) {
            say(QStringLiteral("pupils %1").arg(server.connectedCount()));
        } else if (command == QLatin1String("close")) {
            server.close();
            app.quit();
        } else if (!command.isEmpty()) {
            say(QStringLiteral("error unknown command: ") + command);
        }
    };

    QByteArray pending;
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &app, [&] {
        char buffer[4096];
        const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (n <= 0) { // the end of the input: the class ends too
            input.setEnabled(false);
            server.close();
            app.quit();
            return;
        }
        pending.append(buffer, n);
        qsizetype end;
        while ((end = pending.indexOf('\n')) >= 0) {
            const QString line = QString::fromUtf8(pending.left(end)).trimmed();
            pending.remove(0, end + 1);
            run(line);
        }
    });
    return app.exec();
}
