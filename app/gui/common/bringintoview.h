// SPDX-License-Identifier: MIT
#pragma once

class QWidget;

namespace gui {

// Scrolls every panel around `widget` (each QScrollArea it lies in) so
// that it is in view, for the newest text of a panel (a question, a
// verdict, a mistake, a hint), which must never wait below the fold.
void bringIntoView(QWidget *widget);

} // namespace gui
