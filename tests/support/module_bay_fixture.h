#pragma once

#include "model/netbox/netbox_importer.h"
#include "tests/support/design_builder.h"
#include "tests/support/test_paths.h"

#include <QFileInfo>

namespace sn::test {

/// The module-bay fixture (devicetype-library 56ea927, tests/data/shared):
/// Supermicro SYS-421GE-TNRT (PSU bays "PSU 1".."PSU 4", I/O bays "AIOM",
/// "PCI-E 1".., no power ports of its own: draw unknown), the PWS-2K70A-1R
/// PSU ("2700W", maximum_draw 2700) and the AOC-MCX4121A-ACAT NIC, in the
/// built-in catalog. `ok` is false when the library is absent.
struct ModuleBayFixture {
    Catalog catalog;
    QString typeId, psuId, nicId;
    bool ok = false;

    static QString library() { return sharedDir() + QStringLiteral("/data/netbox-devicetype-library"); }

    ModuleBayFixture() {
        if (!QFileInfo::exists(library())) return;
        const NetboxImport in = NetboxImporter::importPaths(
            {library() + QStringLiteral("/device-types/Supermicro/SYS-421GE-TNRT.yaml"),
             library() + QStringLiteral("/module-types/Supermicro/PWS-2K70A-1R.yaml"),
             library() + QStringLiteral("/module-types/Supermicro/AOC-MCX4121A-ACAT.yaml")});
        if (!in.problems.empty() || in.types.size() != 1 || in.modules.size() != 2) return;
        catalog = Catalog::builtIn();
        catalog.put(in.types.front().type);
        typeId = in.types.front().type.id;
        for (const NetboxImportedModule& m : in.modules) {
            catalog.put(*m.module);
            (m.module->kind == ModuleKind::Psu ? psuId : nicId) = m.module->id;
        }
        ok = !psuId.isEmpty() && !nicId.isEmpty();
    }

    /// One rack R1-01 with the server "gpu01" at U10, bays empty.
    std::unique_ptr<Design> server(const Catalog* with = nullptr) const {
        DesignBuilder b;
        b.design().setCatalog(with ? *with : catalog);
        b.row(QStringLiteral("R1")).rack(QStringLiteral("R1-01"), 1000, 1000);
        b.device(typeId, QStringLiteral("R1-01"), 10, QStringLiteral("gpu01"));
        return b.build();
    }
    static DeviceId serverId() { return DesignBuilder::deviceId(QStringLiteral("gpu01")); }
};

}  // namespace sn::test
