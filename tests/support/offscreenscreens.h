// SPDX-License-Identifier: MIT
#pragma once

#include <QRect>
#include <QString>

#include <span>

class QScreen;

namespace nqtest {

// A screen of the offscreen platform: its name and its place on the desktop.
struct ScreenSpec
{
    const char *name;
    QRect geometry;
};

// The screens of a classroom: a projector and a full HD display side by side.
inline constexpr ScreenSpec ClassroomScreens[] = {
    { "projector", QRect(0, 0, 1280, 720) },
    { "full-hd", QRect(1280, 0, 1920, 1080) },
};

/*
 * Makes the offscreen platform show `screens` (96 dpi, device pixel ratio 1)
 * and draw window frames as a desktop would: writes its configuration file
 * into `folder` and sets QT_QPA_PLATFORM. Call it in main() before the
 * QApplication exists. Returns false when the file cannot be written.
 */
bool useOffscreenScreens(std::span<const ScreenSpec> screens, const QString &folder);

// The application's screen called `name`, or null.
QScreen *screenNamed(const QString &name);

// Data rows "screenName" and "language" (QString columns): the projector and
// the full HD screen, each in en, de, es and fr.
void addScreenLanguageRows();

} // namespace nqtest
