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
//     (a square question's squares are named on the board last sent, or on
//      "n" x "n" when the command gives "n")
//     (either may give the key: "right", "explanation" and "reasons", why
//      each answer is right or wrong, {"e4":"...","d5":"..."})
//   reveal {"right":["e4"],"explanation":"...","reasons":{"e4":"..."}}
//                                  each pupil is told the reason for their
//                                  own answer ("reasons" may be left out);
//                                  `reveal` alone: with the key given to `ask`
//   strings {"language":"de","strings":{...}}
//                                  the page's words (every page connected
//                                  gets them when they change)
//   retell {"question":1,"text":"...","input":"option","options":[...],
//           "explanation":"...","reasons":{...}}
//                                  the question with the class in other
//                                  words (as `ask` gives it; the same id,
//                                  squares and values): sent again to every
//                                  pupil with their answer and any reveal
//   lock on|off      anonymous on|off      close-question
//   tally            pupils                roster            refusals
//   close
// and for seat work (README, "Seat work"):
//   seatstart {"seat":1,"n":8}     opens seat work 1 on 8 x 8
//   seat PUPILID {"n":8,"queens":["a8"],"refused":[],"canRefuse":true,
//                 "instruction":"...","verdict":null,"counts":{...},
//                 "finished":false,"summary":""}
//                                  sends that pupil their seat (and keeps it)
//   seatstop {"p1":{"summary":"...","counts":{"done":3,"mistakes":1,"shown":0}}}
//                                  ends seat work: every pupil gets `seatend`
//                                  (the JSON may be left out: empty summaries)
// It prints, each on one line as they happen:
//   pupils N                       (pupils connected)
//   roster [{"id":"p1","name":"Ada","connected":true}]   (for `roster`)
//   refusals {"too-fast":2,"bad-message":1}               (for `refusals`)
//   tally {"question":Q,"vote":V,"answered":N,"counts":{"e4":2}}
//   act PUPILID ACTION SQUARE      (a pupil acted in seat work: ACTION place,
//                                   refuse or takeback with its square;
//                                   "act PUPILID show" without one)
//   error TEXT                     (a command it did not understand)
// `close` (or the end of standard input) closes the class and exits.
// Loopback only: the URL printed names 127.0.0.1, whatever the machine's
// addresses.
#include "classserver/classserver.h"
#include "solver/notation.h"

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

QMap<QString, QString> reasons(const QJsonValue &value)
{
    QMap<QString, QString> map;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it)
        map.insert(it.key(), it.value().toString());
    return map;
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
        const QMap<QString, int> tally = server.session()->tally();
        for (auto it = tally.cbegin(); it != tally.cend(); ++it)
            counts.insert(it.key(), it.value());
        const QJsonObject line{{QStringLiteral("question"), lastQuestion},
                               {QStringLiteral("vote"), lastVote},
                               {QStringLiteral("answered"), server.session()->answeredCount()},
                               {QStringLiteral("counts"), counts}};
        say(QStringLiteral("tally ") + QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact)));
    };
    ClassSession *session = server.session();
    QObject::connect(session, &ClassSession::pupilsChanged, &app,
                     [&] { say(QStringLiteral("pupils %1").arg(server.session()->connectedCount())); });
    QObject::connect(session, &ClassSession::tallyChanged, &app, printTally);
    QObject::connect(session, &ClassSession::acted, &app,
                     [&](const QString &pupil, ClassProtocol::Act::Action action, std::optional<nq::Square> square) {
                         static const QStringList names{QStringLiteral("place"), QStringLiteral("refuse"),
                                                        QStringLiteral("takeback"), QStringLiteral("show")};
                         say(QStringLiteral("act ") + pupil + QLatin1Char(' ') + names.at(int(action))
                             + (square ? QLatin1Char(' ')
                                             + QString::fromStdString(nq::squareName(session->seatSize(), *square))
                                       : QString()));
                     });
    int boardSize = 0; // a question's squares are named on the board last sent
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
            boardSize = board.n;
            server.session()->setBoard(board);
        } else if (command == QLatin1String("ask") || command == QLatin1String("retell")) {
            ClassQuestion question;
            question.id = json.value(QLatin1String("question")).toInt();
            question.text = json.value(QLatin1String("text")).toString();
            const bool option = json.value(QLatin1String("input")).toString() == QLatin1String("option");
            question.input = option ? ClassQuestion::Input::Option : ClassQuestion::Input::Square;
            question.n = json.value(QLatin1String("n")).toInt(boardSize);
            question.squares = strings(json.value(QLatin1String("squares")));
            for (const QJsonValue &item : json.value(QLatin1String("options")).toArray()) {
                const QJsonObject o = item.toObject();
                question.options.append({o.value(QLatin1String("value")).toString(), o.value(QLatin1String("label")).toString()});
            }
            const QString explanation = json.value(QLatin1String("explanation")).toString();
            if (command == QLatin1String("retell")) {
                server.session()->retell(question, explanation, reasons(json.value(QLatin1String("reasons"))));
                return;
            }
            lastQuestion = question.id;
            lastVote = json.value(QLatin1String("vote")).toInt(1);
            server.session()->ask(question, lastVote, strings(json.value(QLatin1String("right"))), explanation,
                                  reasons(json.value(QLatin1String("reasons"))));
        } else if (command == QLatin1String("reveal")) {
            if (json.contains(QLatin1String("right")))
                server.session()->reveal(strings(json.value(QLatin1String("right"))),
                                         json.value(QLatin1String("explanation")).toString(),
                                         reasons(json.value(QLatin1String("reasons"))));
            else
                server.session()->reveal();
        } else if (command == QLatin1String("strings")) {
            server.setPageStrings(json.value(QLatin1String("language")).toString(), json.value(QLatin1String("strings")).toObject());
        } else if (command == QLatin1String("lock") || command == QLatin1String("anonymous")) {
            const bool on = rest == QLatin1String("on");
            if (command == QLatin1String("lock"))
                server.session()->setLocked(on);
            else
                server.session()->setAnonymous(on);
        } else if (command == QLatin1String("close-question")) {
            server.session()->closeQuestion();
        } else if (command == QLatin1String("tally")) {
            printTally();
        } else if (command == QLatin1String("seatstart")) {
            if (!server.session()->startSeatWork(json.value(QLatin1String("seat")).toInt(), json.value(QLatin1String("n")).toInt()))
                say(QStringLiteral("error seat work not opened: ") + rest);
        } else if (command == QLatin1String("seat")) {
            // seat PUPILID {json}: the id is the first word of the rest.
            const qsizetype gap = rest.indexOf(QLatin1Char(' '));
            const QString pupil = gap < 0 ? rest : rest.left(gap);
            const QJsonDocument seat = QJsonDocument::fromJson(rest.mid(gap + 1).toUtf8());
            if (gap < 0 || !seat.isObject())
                say(QStringLiteral("error usage: seat PUPILID {json}"));
            else
                server.session()->sendSeat(pupil, seat.object());
        } else if (command == QLatin1String("seatstop")) {
            server.session()->stopSeatWork(json);
        } else if (command == QLatin1String("roster")) {
            QJsonArray roster;
            for (const ClassPupil &pupil : server.session()->pupils())
                roster.append(QJsonObject{{QStringLiteral("id"), pupil.id},
                                          {QStringLiteral("name"), pupil.name},
                                          {QStringLiteral("connected"), pupil.connected}});
            say(QStringLiteral("roster ") + QString::fromUtf8(QJsonDocument(roster).toJson(QJsonDocument::Compact)));
        } else if (command == QLatin1String("refusals")) {
            QJsonObject counts;
            const QMap<QString, int> refusals = server.refusals();
            for (auto it = refusals.cbegin(); it != refusals.cend(); ++it)
                counts.insert(it.key(), it.value());
            say(QStringLiteral("refusals ") + QString::fromUtf8(QJsonDocument(counts).toJson(QJsonDocument::Compact)));
        } else if (command == QLatin1String("pupils")) {
            say(QStringLiteral("pupils %1").arg(server.session()->connectedCount()));
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
