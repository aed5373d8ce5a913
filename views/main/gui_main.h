#pragma once

#include <QCoreApplication>
#include <QString>

class QApplication;

namespace sn {

/// The desktop side of main(): the editor window, and `--screenshot`.
class GuiMain {
    Q_DECLARE_TR_FUNCTIONS(GuiMain)
public:
    /// Opens the editor (with `file` if not empty) and runs the event loop.
    static int run(QApplication& app, const QString& file);
    /// Renders the editor with `file` open into `out` (PNG) and returns:
    /// 0 on success, 1 when the file cannot be opened or the image written.
    static int screenshot(const QString& file, const QString& out);
    /// True when a window can be shown: a display is set or an on-screen platform chosen.
    static bool displayAvailable();
};

}  // namespace sn
