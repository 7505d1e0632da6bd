// SPDX-License-Identifier: MIT
// The table of practice's words as the desktop fills it, for the
// differential test (tst_wasmengine) to install in both builds of the
// engines:
//
//   nq_wordstable LANGUAGE
//
// prints PracticeText::table() and PredictWords::table() as one object on
// one line of JSON, as QJsonDocument writes it (what the homework export
// does), with the program's translation into LANGUAGE and its QLocale
// installed. Exits 1 when there is no translation into LANGUAGE, or when the
// table lacks a key the sentences read.
#include "learn/practicesentences.h"
#include "learn/predictsentences.h"
#include "learnwords/practicetext.h"
#include "learnwords/predictwords.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QString language = args.size() > 1 ? args.at(1) : QStringLiteral("en");
    QLocale::setDefault(QLocale(language));
    // English too: the program installs its file (the plural forms).
    QTranslator translator;
    if (!translator.load(QStringLiteral(":/i18n/nqueens_%1.qm").arg(language))) {
        QTextStream(stderr) << "no translation into " << language << '\n';
        return 1;
    }
    QCoreApplication::installTranslator(&translator);
    QJsonObject table = PracticeText::table();
    const QJsonObject predict = PredictWords::table();
    for (auto it = predict.begin(); it != predict.end(); ++it) {
        table.insert(it.key(), it.value());
    }
    for (const auto keys :
        { nq::learn::PracticeSentences::keys(), nq::learn::PredictSentences::keys() }) {
        for (const std::string_view key : keys) {
            if (!table.contains(QString::fromUtf8(key.data(), qsizetype(key.size())))) {
                QTextStream(stderr) << "the table lacks " << key.data() << '\n';
                return 1;
            }
        }
    }
    QTextStream(stdout) << QString::fromUtf8(QJsonDocument(table).toJson(QJsonDocument::Compact))
                        << '\n';
    return 0;
}
