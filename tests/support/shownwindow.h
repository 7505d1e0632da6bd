// SPDX-License-Identifier: MIT
#pragma once

#include "support/wait.h"

#include <QSize>

class MainWindow;

namespace nqtest {

// The window in English (whatever language a test left installed), resized
// to `size`, shown, and waited for until it is exposed; says which of these
// failed otherwise.
Waited showInEnglish(MainWindow &window, QSize size = QSize(1000, 760));

} // namespace nqtest
