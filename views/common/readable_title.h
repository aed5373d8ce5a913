#pragma once

#include <QFontMetrics>
#include <QWidget>

#include <algorithm>

namespace sn {

/// Room a window manager's title bar takes besides the title: its icon and
/// its close, maximise and minimise buttons, in pixels.
inline constexpr int kTitleBarButtonsPx = 160;

/// Makes `window` at least as wide as its title needs in the title bar, so a
/// narrow dialog does not show "Add Ke…ut Zone". Call after setWindowTitle.
inline void keepTitleReadable(QWidget* window) {
    const int needed = QFontMetrics(window->font()).horizontalAdvance(window->windowTitle()) + kTitleBarButtonsPx;
    window->setMinimumWidth(std::max(window->minimumWidth(), needed));
}

}  // namespace sn
