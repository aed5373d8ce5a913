#include "model/io/catalog_usage.h"

#include "model/catalog/catalog_json.h"
#include "model/design/design.h"

#include <QSet>

namespace sn {

namespace {
template <class T>
void collect(const std::vector<T>& entries, const QSet<QString>& used, const char* kind,
             std::vector<UsedCatalogEntry>& out) {
    for (const T& e : entries)
        if (used.contains(e.id)) out.push_back({QString::fromLatin1(kind), e.id, catalog_json::write(e)});
}
}  // namespace

std::vector<UsedCatalogEntry> usedCatalogEntries(const Design& design) {
    const Catalog& catalog = design.catalog();
    QSet<QString> devices, modules, cables, transceivers, coolants, racks, trays;
    for (const Device& d : design.devices()) {
        devices.insert(d.typeId);
        for (const ModuleFill& f : d.modules) modules.insert(f.moduleId);
    }
    for (const Cable& c : design.cables()) {
        if (c.typeId.isEmpty()) continue;
        cables.insert(c.typeId);
        if (const CableType* t = catalog.cable(c.typeId); t && t->isFibre()) {
            for (const QString& x : {t->transceiverId, t->transceiverAtB(), t->transceiverTwinId})
                if (!x.isEmpty()) transceivers.insert(x);
        }
    }
    for (const CoolingLoop& l : design.loops()) coolants.insert(l.coolantId);
    for (const Rack& r : design.racks()) racks.insert(r.typeId);
    for (const Tray& t : design.trays()) trays.insert(t.typeId);

    std::vector<UsedCatalogEntry> out;
    collect(catalog.devices(), devices, "device", out);
    collect(catalog.cables(), cables, "cable", out);
    collect(catalog.transceivers(), transceivers, "transceiver", out);
    collect(catalog.coolants(), coolants, "coolant", out);
    collect(catalog.rackTypes(), racks, "rack", out);
    collect(catalog.trayTypes(), trays, "tray", out);
    collect(catalog.modules(), modules, "module", out);
    return out;
}

}  // namespace sn
