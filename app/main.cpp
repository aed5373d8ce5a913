#include "app/cli/cli.h"
#include "app/heap_pages.h"
#include "app/i18n/translation_loader.h"
#include "app/runtime_dir.h"
#include "sn_version.h"
#include "views/export/export_screenshot.h"
#include "views/main/gui_main.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QIcon>

#include <memory>

namespace {

void nameApplication() {
    QCoreApplication::setApplicationName(QStringLiteral("Supernode Designer"));
    QCoreApplication::setOrganizationName(QStringLiteral("Supernode Designer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SN_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral(SN_APP_ID));
}

/// The installed theme's icon where there is one, else the built-in PNGs.
QIcon applicationIcon() {
    QIcon builtIn;
    for (const int size : {48, 128, 256})
        builtIn.addFile(QStringLiteral(":/icons/%1-%2.png").arg(QStringLiteral(SN_APP_ID)).arg(size), QSize(size, size));
    return QIcon::fromTheme(QStringLiteral(SN_APP_ID), builtIn);
}

/// The command line never needs a window system. Exports set text in PDFs and
/// drawings, which needs the font machinery of a QGuiApplication; the
/// offscreen platform keeps them independent of a display.
int runHeadless(int argc, char* argv[], const QStringList& args) {
    // Heap growth in huge pages, as far as a 65 536-GPU route reaches (1.4 GB).
    sn::adviseHeapHugePages(2000);
    // verify writes the fix list and the labels to reprint as PDF, variants its report.
    const bool exporting = args.value(1) == QLatin1String("export") || args.value(1) == QLatin1String("verify")
                           || args.value(1) == QLatin1String("variants");
    if (exporting && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    if (exporting) sn::ensureRuntimeDir();
    std::unique_ptr<QCoreApplication> app;
    if (exporting)
        app = std::make_unique<QGuiApplication>(argc, argv);
    else
        app = std::make_unique<QCoreApplication>(argc, argv);
    nameApplication();
    sn::installTranslations(*app, sn::preferredLanguage());
    if (sn::Cli::handles(args)) return sn::Cli::run(args);
    if (args.size() == 1) return sn::Cli::run({args.value(0), QStringLiteral("help")});
    if (args.size() == 2 && !args[1].startsWith(QLatin1Char('-')) && sn::Cli::looksLikeFile(args[1]))
        return sn::Cli::runInfo(args[1], false);
    return sn::Cli::usageError(args);
}

}  // namespace

int main(int argc, char* argv[]) {
    QStringList args;
    for (int i = 0; i < argc; ++i) args << QString::fromLocal8Bit(argv[i]);

    const bool screenshot = args.size() == 4 && args[1] == QLatin1String("--screenshot");
    const bool exportShot = args.size() == 4 && args[1] == QLatin1String("--screenshot-export");
    const bool gui = !sn::Cli::handles(args) && (screenshot || exportShot || sn::GuiMain::displayAvailable());
    if (!gui) return runHeadless(argc, argv, args);

    // A screenshot renders offscreen unless the caller chose a platform.
    if ((screenshot || exportShot) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    nameApplication();
    app.setWindowIcon(applicationIcon());
    sn::installTranslations(app, sn::preferredLanguage());
    if (screenshot) return sn::GuiMain::screenshot(args[3], args[2]);
    if (exportShot) return sn::ExportScreenshot::run(args[3], args[2]);
    if (args.size() > 2 || (args.size() == 2 && !sn::Cli::looksLikeFile(args[1])))
        return sn::Cli::usageError(args);
    return sn::GuiMain::run(app, args.value(1));
}
