#include "cli/cli.h"

#include "cli/cli_commands.h"

namespace sn {

bool Cli::handles(const QStringList& args) {
    if (args.size() < 2) return false;
    if (args[1] == QLatin1String("help") || args[1] == QLatin1String("--help") || args[1] == QLatin1String("-h"))
        return true;
    for (const cli::Command& c : cli::allCommands())
        if (args[1] == QLatin1String(c.name)) return true;
    return false;
}

int Cli::run(const QStringList& args) {
    const QString name = args.value(1);
    const std::vector<cli::Command> commands = cli::allCommands();
    for (const cli::Command& c : commands) {
        if (name != QLatin1String(c.name)) continue;
        QStringList rest = args.mid(2);
        rest.prepend(QStringLiteral("supernode-designer ") + name);
        return c.run(rest);
    }
    QString help = tr("Usage: supernode-designer [FILE] | COMMAND [options]\n\nCommands:\n");
    for (const cli::Command& c : commands)
        help += QStringLiteral("  %1 %2\n").arg(QLatin1String(c.name), -10).arg(QCoreApplication::translate("sn::Cli", c.summary));
    help += tr("\nRun \"supernode-designer COMMAND --help\" for a command's options.\n");
    cli::printOut(help);
    return 0;
}

int Cli::runInfo(const QString& path, bool json) { return cli::runInfo(path, json); }

}  // namespace sn
