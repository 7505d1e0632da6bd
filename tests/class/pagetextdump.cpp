// SPDX-License-Identifier: MIT
// Prints the pupils' page's words as the program sends them, for the
// browser test to hand to the class driver:
//
//   nq_pagetext [LANGUAGE]
//
// prints {"language":"de","strings":{...}} on one line: PageText::strings()
// with the program's translation into LANGUAGE installed (English when
// none is given). Exits 1 when there is no translation into LANGUAGE.
#include "classserver/pagetext.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QString language = args.size() > 1 ? args.at(1) : QStringLiteral("en");
    QTranslator translator;
    if (language != QLatin1String("en")) {
        if (!translator.load(QStringLiteral(":/i18n/nqueens_%1.qm").arg(language))) {
            QTextStream(stderr) << "no translation into " << language << '\n';
            return 1;
        }
        QCoreApplication::installTranslator(&translator);
    }
    const QJsonObject message{{QStringLiteral("language"), language},
                              {QStringLiteral("strings"), PageText::strings()}};
    QTextStream(stdout) << QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)) << '\n';
    return 0;
}
