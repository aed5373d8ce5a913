#include "app/cli/cli_commands.h"

#include "app/cli/cli.h"
#include "model/commands/set_os_names_command.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"

namespace sn::cli {

namespace {

QStringList nameList(const QString& text) {
    QStringList out = text.split(QLatin1Char(','));
    for (QString& n : out) n = n.trimmed();
    return out;
}

}  // namespace

// Names a server type's in-band (or any) ports as the host OS does, where
// no vendor document gives them: the CLI twin of an undoable catalog edit,
// so `export nccl` can set NCCL_SOCKET_IFNAME on every host of the type.
Command setOsNamesCommand() {
    return {"set-os-names",
            QT_TRANSLATE_NOOP("sn::Cli", "Give a device type's port group the OS interface (and RDMA device) names "
                                         "its hosts use."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                parser.setApplicationDescription(
                    Cli::tr("TYPE is a device type id of the design's catalog, GROUP one of its port groups as the "
                            "catalog writes it (INB1, OSFP{n}); NETDEVS the Linux interface names of its ports in "
                            "order, separated by commas, or \"none\" to remove them."));
                const QCommandLineOption out({QStringLiteral("o"), QStringLiteral("output")},
                                             Cli::tr("Save the design to OUT instead of FILE."), QStringLiteral("OUT"));
                const QCommandLineOption rdma(QStringLiteral("rdma"),
                                              Cli::tr("The RDMA device names of the same ports, separated by commas."),
                                              QStringLiteral("NAMES"));
                const QCommandLineOption source(
                    QStringLiteral("source"),
                    Cli::tr("Where the names come from (default: \"set by hand for this design\")."),
                    QStringLiteral("TEXT"));
                parser.addOption(out);
                parser.addOption(rdma);
                parser.addOption(source);
                int code = 0;
                const auto pos = parseArgs(parser, args, 4,
                                           QStringLiteral("supernode-designer set-os-names FILE TYPE GROUP "
                                                          "NETDEVS|none [--rdma NAMES] [--source TEXT] [-o OUT]"),
                                           code);
                if (!pos) return code;
                const QString target = parser.isSet(out) ? parser.value(out) : pos->at(0);
                const QStringList netdevs = pos->at(3) == QLatin1String("none") ? QStringList() : nameList(pos->at(3));
                const QStringList rdmaNames = parser.isSet(rdma) ? nameList(parser.value(rdma)) : QStringList();
                const QString from = parser.isSet(source) ? parser.value(source)
                                                          : QStringLiteral("set by hand for this design");
                try {
                    DesignFile::formatOf(target);
                    const auto design = DesignFile::open(pos->at(0));
                    EditResult edit = SetOsNamesCommand::make(*design, pos->at(1), pos->at(2), netdevs, rdmaNames, from);
                    if (!edit) return failWith(Cli::tr("%1: %2").arg(pos->at(0), edit.error));
                    const QString done = edit.command->text();
                    design->undoStack().push(edit.command.release());
                    DesignFile::save(*design, target);
                    printOut(done + QLatin1Char('\n') + Cli::tr("Saved %1").arg(target) + QLatin1Char('\n'));
                } catch (const UserError& e) {
                    return failWith(e.message());
                }
                return 0;
            }};
}

}  // namespace sn::cli
