// SPDX-License-Identifier: MIT
#include "support/offscreenscreens.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QScreen>
#include <QTest>

namespace nqtest {

bool useOffscreenScreens(std::span<const ScreenSpec> screens, const QString &folder)
{
    const QString config = QDir(folder).filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)) {
        return false;
    }
    QByteArray list;
    for (const ScreenSpec &spec : screens) {
        list += QStringLiteral(R"(%1{"name": "%2", "x": %3, "y": %4, "width": %5, )"
                               R"("height": %6, "logicalDpi": 96, "dpr": 1})")
                    .arg(list.isEmpty() ? QString() : QStringLiteral(", "),
                        QString::fromLatin1(spec.name))
                    .arg(spec.geometry.x())
                    .arg(spec.geometry.y())
                    .arg(spec.geometry.width())
                    .arg(spec.geometry.height())
                    .toUtf8();
    }
    file.write(R"({"windowFrameMargins": true, "screens": [)" + list + "]}");
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    return true;
}

QScreen *screenNamed(const QString &name)
{
    for (QScreen *screen : QGuiApplication::screens()) {
        if (screen->name() == name) {
            return screen;
        }
    }
    return nullptr;
}

void addScreenLanguageRows()
{
    QTest::addColumn<QString>("screenName");
    QTest::addColumn<QString>("language");
    for (const char *screen : { "projector", "full-hd" }) {
        for (const char *language : { "en", "de", "es", "fr" }) {
            QTest::addRow("%s, %s", screen, language)
                << QString::fromLatin1(screen) << QString::fromLatin1(language);
        }
    }
}

} // namespace nqtest
