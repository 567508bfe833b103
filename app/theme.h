#pragma once

class QApplication;

namespace quantum {

// The dark Fusion look that matches the space board.
void applyDarkTheme(QApplication &app);

} // namespace quantum
