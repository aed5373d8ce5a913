#include "app/cli/cli_commands.h"

#include "app/cli/cli.h"
#include "model/catalog/catalog_enums.h"
#include "model/core/sn_error.h"
#include "model/netbox/netbox_importer.h"
#include "model/netbox/user_catalog.h"

#include <QTextStream>

#include <map>

namespace sn::cli {

namespace {

/// Messages of `supernode-designer catalog`.
class CatalogCli {
    Q_DECLARE_TR_FUNCTIONS(CatalogCli)
public:
    static QString unknownList(const DeviceType& d) {
        return d.unknownFields.isEmpty() ? tr("none") : d.unknownFields.keys().join(QStringLiteral(", "));
    }

    static QString powerText(const DeviceType& d) {
        return d.isUnknown(TypeFigure::MaxPowerW) ? tr("unknown") : tr("%1 W").arg(d.maxPowerW);
    }

    static QString line(const DeviceType& d) {
        //: id, vendor, model, category, height, port count, max power, the figures not known
        return tr("%1  %2 %3  %4, %5 U, %n port(s), max %6; unknown: %7", nullptr, int(d.ports().size()))
            .arg(d.id, d.vendor, d.model, kDeviceCategoryNames.name(d.category))
            .arg(d.uHeight)
            .arg(powerText(d), unknownList(d));
    }

    static QString moduleLine(const ModuleType& m) {
        const QString power = m.isUnknown(TypeFigure::MaxPowerW) ? tr("unknown") : tr("%1 W").arg(m.maxPowerW);
        //: id, vendor, model, module kind (psu, nic, transceiver), port count, max power, the figures not known
        return tr("%1  %2 %3  module %4, %n port(s), max %5; unknown: %6", nullptr, int(m.portGroups.size()))
            .arg(m.id, m.vendor, m.model, kModuleKindNames.name(m.kind), power,
                 m.unknownFields.isEmpty() ? tr("none") : m.unknownFields.keys().join(QStringLiteral(", ")));
    }

    static int runImport(const QStringList& paths, const QString& target) {
        Catalog catalog;
        try {
            catalog = UserCatalog::load(target);
        } catch (const UserError& e) {
            return failWith(e.message());
        }
        const NetboxImport result = NetboxImporter::importPaths(paths);
        QString out;
        for (const NetboxImportedType& t : result.types) {
            out += tr("imported %1").arg(line(t.type)) + QLatin1Char('\n');
            for (const QString& note : t.notes) out += QStringLiteral("    ") + note + QLatin1Char('\n');
            catalog.put(t.type);  // a type imported again replaces the older import
        }
        std::map<QString, int> modulesByKind;
        for (const NetboxImportedModule& m : result.modules) {
            out += tr("imported %1").arg(moduleLine(*m.module)) + QLatin1Char('\n');
            for (const QString& note : m.notes) out += QStringLiteral("    ") + note + QLatin1Char('\n');
            ++modulesByKind[kModuleKindNames.name(m.module->kind)];
            catalog.put(*m.module);
        }
        for (const NetboxImportProblem& p : result.skipped) out += tr("passed over %1").arg(p.message) + QLatin1Char('\n');
        // Saved first: a catalog the save refuses imported nothing, and says only that.
        if (!result.types.empty() || !result.modules.empty()) {
            try {
                UserCatalog::save(catalog, target);
            } catch (const UserError& e) {
                return failWith(e.message());
            }
        }
        printOut(out);
        for (const NetboxImportProblem& p : result.problems) failWith(p.message);
        QStringList byKind;
        for (const auto& [kind, n] : result.typesWarnedByKind()) byKind << QStringLiteral("%1 %2").arg(kind).arg(n);
        printOut(tr("%n device type(s) imported into %1", nullptr, int(result.types.size())).arg(target) +
                 QLatin1String("; ") + tr("%n with warnings", nullptr, result.warnedTypes()) +
                 (byKind.isEmpty() ? QString() : QStringLiteral(" (") + byKind.join(QStringLiteral(", ")) + QLatin1Char(')')) +
                 QLatin1String("; ") + moduleSummary(result, modulesByKind) +
                 QLatin1String("; ") + tr("%n file(s) refused.", nullptr, int(result.problems.size())) +
                 QLatin1Char('\n'));
        return result.problems.empty() ? 0 : 1;
    }

    static QString moduleSummary(const NetboxImport& result, const std::map<QString, int>& byKind) {
        QStringList kinds;
        for (const auto& [kind, n] : byKind) kinds << QStringLiteral("%1 %2").arg(kind).arg(n);
        return tr("%n module type(s) imported", nullptr, int(result.modules.size())) +
               (kinds.isEmpty() ? QString() : QStringLiteral(" (") + kinds.join(QStringLiteral(", ")) + QLatin1Char(')')) +
               QLatin1String("; ") +
               tr("%n module file(s) passed over (nothing a catalog module models)", nullptr, int(result.skipped.size()));
    }

    static int runList(const QString& path) {
        try {
            const Catalog catalog = UserCatalog::load(path);
            QString out;
            for (const DeviceType& d : catalog.devices()) out += line(d) + QLatin1Char('\n');
            for (const ModuleType& m : catalog.modules()) out += moduleLine(m) + QLatin1Char('\n');
            out += tr("%n device type(s) in %1", nullptr, int(catalog.devices().size())).arg(path) +
                   QLatin1String("; ") + tr("%n module type(s)", nullptr, int(catalog.modules().size())) +
                   QLatin1Char('\n');
            printOut(out);
        } catch (const UserError& e) {
            return failWith(e.message());
        }
        return 0;
    }
};

}  // namespace

Command catalogCommand() {
    return {
        "catalog",
        QT_TRANSLATE_NOOP("sn::Cli",
                          "Import NetBox device types into a user catalog, or list a user catalog."),
        [](const QStringList& args) {
            QCommandLineParser parser;
            const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                            CatalogCli::tr("The user catalog to import into (default: %1).")
                                                .arg(UserCatalog::defaultPath()),
                                            QStringLiteral("CATALOG"));
            parser.addOption(output);
            const QString usage = QStringLiteral(
                "supernode-designer catalog import PATH... [-o CATALOG] | "
                "supernode-designer catalog list [CATALOG]");
            int code = 0;
            const auto pos = parseArgs(parser, args, -1, usage, code);
            if (!pos) return code;
            const QString verb = pos->value(0);
            if (verb == QLatin1String("import") && pos->size() >= 2)
                return CatalogCli::runImport(
                    pos->mid(1), parser.isSet(output) ? parser.value(output) : UserCatalog::defaultPath());
            if (verb == QLatin1String("list") && pos->size() <= 2 && !parser.isSet(output))
                return CatalogCli::runList(pos->size() == 2 ? pos->at(1) : UserCatalog::defaultPath());
            return failWith(Cli::tr("Usage: %1").arg(usage), 2);
        }};
}

}  // namespace sn::cli
