#pragma once

#include "model/catalog/catalog_entries.h"

#include <QCoreApplication>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <vector>

namespace sn {

class Design;
struct Rack;

/// One CSV file of NetBox's bulk import: its header is NetBox's field names.
struct NetboxTable {
    QString fileName;
    QStringList header;
    std::vector<QStringList> rows;
};

/// Builds the NetBox hand-off of a design: the objects NetBox needs, in the
/// order they must be imported (sites before racks before devices before
/// cables), with NetBox's bulk-import column names. Pure: model in, rows
/// out; NetboxCsvWriter puts them on disk.
class NetboxHandoff {
    Q_DECLARE_TR_FUNCTIONS(NetboxHandoff)
public:
    static std::vector<NetboxTable> tables(const Design& design);

    static NetboxTable sites(const Design& design);
    static NetboxTable locations(const Design& design);
    static NetboxTable manufacturers(const Design& design);
    static NetboxTable deviceRoles(const Design& design);
    static NetboxTable deviceTypes(const Design& design);
    /// The module types in the design's bays (NetBox ModuleTypeImportForm:
    /// manufacturer, model, part_number, weight, weight_unit), catalog order.
    static NetboxTable moduleTypes(const Design& design);
    static NetboxTable racks(const Design& design);
    static NetboxTable devices(const Design& design);
    /// What fills each device's module bays (NetBox ModuleImportForm: device
    /// by name, module_bay by name, module_type by model, status). NetBox
    /// creates the module's components on import (replicate_components), so
    /// the cables file can end at a PSU's inlet by its resolved name.
    static NetboxTable modules(const Design& design);
    static NetboxTable powerPanels(const Design& design);
    static NetboxTable powerFeeds(const Design& design);
    /// One row per cable between NetBox components; coolant hoses and
    /// NVLink backplane links have no NetBox counterpart and are left out.
    static NetboxTable cables(const Design& design);

    /// NetBox's cable type slug (dac-passive, aoc, mmf-om4, smf-os2, cat6, power…).
    static QString cableTypeSlug(const CableType& type);
    /// NetBox's slug for a name: lower case, runs of other characters → '-'.
    static QString slugify(const QString& name);
    /// Site and location names the tables use for the design's room.
    static QString siteName(const Design& design);
    static QString locationName(const Design& design);
    /// The location of whatever stands at `point`: its hall's code (or name)
    /// in a site of several halls, else locationName.
    static QString locationAt(const Design& design, QPointF point);
    /// The location of a rack (its footprint's centre).
    static QString locationOf(const Design& design, const Rack& rack);
    /// A number as NetBox reads it: '.' decimals, at most two, no trailing zeros.
    static QString number(double value);
};

}  // namespace sn
