#include "app/cli/cli_commands.h"

#include "app/cli/cli.h"
#include "model/commands/design_edits.h"
#include "model/commands/set_catalog_command.h"
#include "model/core/excerpt.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/netbox/user_catalog.h"
#include "model/store/design_file.h"

namespace sn::cli {

namespace {

/// The device named `name` (its host label) or with that id.
const Device* deviceCalled(const Design& design, const QString& name) {
    for (const Device& d : design.devices())
        if (d.name == name || d.id.toString() == name) return &d;
    return nullptr;
}

}  // namespace

// Fills a device's module bay headlessly: the CLI twin of the
// Properties panel's module-bay picker, through the same checked edit.
Command setModuleCommand() {
    return {"set-module",
            QT_TRANSLATE_NOOP("sn::Cli", "Put a catalog module (PSU, NIC, transceiver) in a device's module bay."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                parser.setApplicationDescription(
                    Cli::tr("MODULE is a module type id of the design's catalog or of the user catalog "
                            "(then copied into the design); \"none\" empties the bay."));
                const QCommandLineOption out({QStringLiteral("o"), QStringLiteral("output")},
                                             Cli::tr("Save the design to OUT instead of FILE."), QStringLiteral("OUT"));
                const QCommandLineOption catalogFile(
                    QStringLiteral("catalog"),
                    Cli::tr("User catalog to take the module type from (default %1).").arg(UserCatalog::defaultPath()),
                    QStringLiteral("FILE"));
                parser.addOption(out);
                parser.addOption(catalogFile);
                int code = 0;
                const auto pos = parseArgs(
                    parser, args, 4,
                    QStringLiteral("supernode-designer set-module FILE DEVICE BAY MODULE|none [-o OUT] [--catalog FILE]"),
                    code);
                if (!pos) return code;
                const QString target = parser.isSet(out) ? parser.value(out) : pos->at(0);
                const QString moduleId = pos->at(3) == QLatin1String("none") ? QString() : pos->at(3);
                try {
                    DesignFile::formatOf(target);
                    const auto design = DesignFile::open(pos->at(0));
                    const Device* device = deviceCalled(*design, pos->at(1));
                    if (!device) return failWith(Cli::tr("%1: no device named %2").arg(pos->at(0), quotedExcerpt(pos->at(1))));
                    if (!moduleId.isEmpty() && !design->catalog().module(moduleId)) {
                        const QString path = parser.isSet(catalogFile) ? parser.value(catalogFile) : UserCatalog::defaultPath();
                        const Catalog user = UserCatalog::load(path);
                        const ModuleType* module = user.module(moduleId);
                        if (!module)
                            return failWith(Cli::tr("%1: no module type %2 in the design's catalog or in %3")
                                                .arg(pos->at(0), quotedExcerpt(moduleId), path));
                        Catalog with = design->catalog();
                        with.put(*module);
                        EditResult add = SetCatalogCommand::make(*design, std::move(with),
                                                                 Cli::tr("Add module type %1").arg(module->model));
                        if (!add) return failWith(add.error);
                        design->undoStack().push(add.command.release());
                    }
                    EditResult fill = DesignEdits::fillModuleBay(*design, device->id, pos->at(2), moduleId);
                    if (!fill) return failWith(Cli::tr("%1: %2").arg(pos->at(0), fill.error));
                    const QString done = fill.command->text();
                    design->undoStack().push(fill.command.release());
                    DesignFile::save(*design, target);
                    printOut(done + QLatin1Char('\n') + Cli::tr("Saved %1").arg(target) + QLatin1Char('\n'));
                } catch (const UserError& e) {
                    return failWith(e.message());
                }
                return 0;
            }};
}

}  // namespace sn::cli
