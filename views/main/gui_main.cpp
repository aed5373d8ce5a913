#include "views/main/gui_main.h"

#include "views/main/main_window.h"

#include <QApplication>
#include <QImage>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>

namespace sn {

bool GuiMain::displayAvailable() {
    // An offscreen or minimal platform has no screen anybody could look at:
    // a window there would wait forever, so such runs stay on the command line.
    const QString platform = qEnvironmentVariable("QT_QPA_PLATFORM");
    if (platform == QLatin1String("offscreen") || platform == QLatin1String("minimal")) return false;
    return !platform.isEmpty() || !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

int GuiMain::run(QApplication& app, const QString& file) {
    MainWindow window;
    window.show();
    if (!file.isEmpty()) window.openFile(file);
    else if (!window.recoverUntitled()) window.showStartPage();
    return app.exec();
}

int GuiMain::screenshot(const QString& file, const QString& out) {
    QTextStream err(stderr);
    // A screenshot neither reads nor changes the user's settings (window
    // layout, recent files): they live in a throwaway place for this run.
    QTemporaryDir settingsDir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    MainWindow window;
    // No dialog may wait for an answer nobody gives: report and stop instead.
    bool failed = false;
    window.setPrompter([&](QMessageBox::Icon icon, const QString&, const QString& text, QMessageBox::StandardButtons) {
        if (icon == QMessageBox::Critical) {
            err << text << Qt::endl;
            failed = true;
        }
        return QMessageBox::No;  // e.g. do not recover an autosave into a screenshot
    });
    if (!file.isEmpty() && !window.openFile(file)) return 1;
    // A fixed size so screenshots in the docs line up, whatever was saved last time.
    window.resize(1600, 1000);
    window.show();
    QCoreApplication::processEvents();
    window.action(QStringLiteral("actionFit"))->trigger();
    QCoreApplication::processEvents();
    const QImage image = window.grab().toImage();
    if (failed || image.isNull() || !image.save(out, "PNG")) {
        err << tr("Cannot write the screenshot %1.").arg(out) << Qt::endl;
        return 1;
    }
    return 0;
}

}  // namespace sn
