#include "cli/cli.h"
#include "i18n/translation_loader.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QTextStream>

#include <cstring>
#include <memory>

int main(int argc, char* argv[]) {
    // Exports set text in PDFs and drawings, which needs the font machinery of
    // a QGuiApplication; the offscreen platform keeps the command line
    // independent of a display.
    const bool exporting = argc > 1 && std::strcmp(argv[1], "export") == 0;
    if (exporting && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> appHolder;
    if (exporting)
        appHolder = std::make_unique<QGuiApplication>(argc, argv);
    else
        appHolder = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication& app = *appHolder;
    QCoreApplication::setApplicationName(QStringLiteral("Supernode Designer"));
    QCoreApplication::setOrganizationName(QStringLiteral("Supernode Designer"));
    sn::installTranslations(app, sn::preferredLanguage());

    const QStringList args = QCoreApplication::arguments();
    if (sn::Cli::handles(args)) return sn::Cli::run(args);
    if (args.size() == 2 && !args[1].startsWith(QLatin1Char('-'))) return sn::Cli::runInfo(args[1], false);
    return sn::Cli::run({args.value(0), QStringLiteral("help")});
}
