#include "cli/cli.h"
#include "i18n/translation_loader.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("Supernode Designer"));
    QCoreApplication::setOrganizationName(QStringLiteral("Supernode Designer"));
    sn::installTranslations(app, sn::preferredLanguage());

    const QStringList args = QCoreApplication::arguments();
    if (sn::Cli::handles(args)) return sn::Cli::run(args);
    if (args.size() == 2 && !args[1].startsWith(QLatin1Char('-'))) return sn::Cli::runInfo(args[1], false);
    return sn::Cli::run({args.value(0), QStringLiteral("help")});
}
