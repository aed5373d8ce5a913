#include "app/cli/cli.h"

#include "app/cli/cli_commands.h"
#include "app/cli/cli_support.h"
#include "model/core/excerpt.h"

#include <QFileInfo>

#include <exception>
#include <new>

namespace sn {

bool Cli::handles(const QStringList& args) {
    if (args.size() < 2) return false;
    if (args[1] == QLatin1String("help") || args[1] == QLatin1String("--help") || args[1] == QLatin1String("-h"))
        return true;
    if (args[1] == QLatin1String("--version")) return true;
    for (const cli::Command& c : cli::allCommands())
        if (args[1] == QLatin1String(c.name)) return true;
    return false;
}

int Cli::run(const QStringList& args) {
    const QString name = args.value(1);
    if (name == QLatin1String("--version")) {
        cli::printOut(QStringLiteral("%1 %2\n").arg(QCoreApplication::applicationName(), QCoreApplication::applicationVersion()));
        return 0;
    }
    const std::vector<cli::Command> commands = cli::allCommands();
    for (const cli::Command& c : commands) {
        if (name != QLatin1String(c.name)) continue;
        QStringList rest = args.mid(2);
        rest.prepend(QStringLiteral("supernode-designer ") + name);
        try {
            return c.run(rest);
        } catch (const std::bad_alloc&) {
            return cli::failWith(tr("out of memory"), 1);
        } catch (const std::exception& e) {
            // A failure no command anticipated still ends as one line, not an abort.
            return cli::failWith(tr("internal error: %1").arg(excerpt(QString::fromUtf8(e.what()))), 70);
        }
    }
    QString help = tr("Usage: supernode-designer [FILE] | COMMAND [options]\n\nCommands:\n");
    for (const cli::Command& c : commands)
        help += QStringLiteral("  %1 %2\n").arg(QLatin1String(c.name), -10).arg(QCoreApplication::translate("sn::Cli", c.summary));
    help += tr("\nRun \"supernode-designer COMMAND --help\" for a command's options.\n");
    cli::printOut(help);
    return 0;
}

bool Cli::looksLikeFile(const QString& arg) {
    return QFileInfo::exists(arg) || arg.contains(QLatin1Char('/')) || arg.contains(QLatin1Char('.'));
}

int Cli::usageError(const QStringList& args) {
    const QString first = args.value(1);
    const QString what = first.startsWith(QLatin1Char('-'))
                             ? tr("unknown option \"%1\"").arg(excerpt(first))
                             : tr("unknown command \"%1\"").arg(excerpt(first));
    return cli::failWith(what + QLatin1String(". ") + tr("Run \"supernode-designer help\" for the commands."), 2);
}

int Cli::runInfo(const QString& path, bool json) { return cli::runInfo(path, json); }

}  // namespace sn
