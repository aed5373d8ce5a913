#pragma once

#include <QSize>

class QWidget;

namespace sn {

/// What a window of its own that shows figures beside the plan (Fault
/// Domains, Reports) has in common: Esc and Ctrl+W close it, and it opens
/// whole on the screen, however large its preferred size.
class ToolWindow {
public:
    /// Esc and Ctrl+W (QKeySequence::Close) close `window`; its size is
    /// `preferred`, shrunk to what the screen holds.
    static void setUp(QWidget* window, QSize preferred);
    /// Moves `window` (shown or about to be) inside its screen's available
    /// area, the first time centred on its parent window when it has one;
    /// call on show.
    static void keepOnScreen(QWidget* window);
};

}  // namespace sn
