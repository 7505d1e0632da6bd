// SPDX-License-Identifier: MIT
#include "support/shownwindow.h"

#include "window/languagemanager.h"
#include "window/mainwindow.h"

#include <QTest>

namespace nqtest {

Waited showInEnglish(MainWindow &window, QSize size)
{
    window.resize(size);
    if (!window.languages()->setLanguage(QStringLiteral("en"))) {
        return { false, "The window could not switch to English" };
    }
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) {
        return { false, "Timed out waiting for the window to be exposed" };
    }
    return { true, {} };
}

} // namespace nqtest
