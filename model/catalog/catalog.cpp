#include "model/catalog/catalog.h"

#include "model/catalog/shared_key_lookup.h"

#include "model/catalog/catalog_loader.h"

#include <algorithm>

namespace sn {

namespace {
template <class T>
const T* lookup(const std::vector<T>& list, const QHash<QString, int>& index, const QString& id) {
    static const QString none;
    const int at = SharedKeyLookup<T, 256>::find(&list, index, id, [&](int i) -> const QString& {
        return i >= 0 && size_t(i) < list.size() ? list[size_t(i)].id : none;
    });
    return at < 0 ? nullptr : &list[size_t(at)];
}
}  // namespace

const Catalog& Catalog::builtIn() {
    // Loaded on first use; the resources are part of the binary, so a failure
    // here is a build defect and loadBuiltInCatalog() says which file and field.
    static const Catalog catalog = loadBuiltInCatalog();
    return catalog;
}

template <class T>
void Catalog::putInto(std::vector<T>& list, QHash<QString, int>& index, T entry) {
    const auto it = index.constFind(entry.id);
    if (it != index.cend()) {
        list[size_t(*it)] = std::move(entry);
        return;
    }
    index.insert(entry.id, int(list.size()));
    list.push_back(std::move(entry));
}

void Catalog::put(DeviceType entry) {
    entry.expandPorts();
    putInto(m_devices, m_deviceIndex, std::move(entry));
}
void Catalog::put(CableType entry) { putInto(m_cables, m_cableIndex, std::move(entry)); }
void Catalog::put(TransceiverType entry) { putInto(m_transceivers, m_transceiverIndex, std::move(entry)); }
void Catalog::put(CoolantType entry) { putInto(m_coolants, m_coolantIndex, std::move(entry)); }
void Catalog::put(RackType entry) { putInto(m_rackTypes, m_rackIndex, std::move(entry)); }
void Catalog::put(TrayType entry) { putInto(m_trayTypes, m_trayIndex, std::move(entry)); }
void Catalog::put(ModuleType entry) { putInto(m_modules, m_moduleIndex, std::move(entry)); }

const DeviceType* Catalog::device(const QString& id) const { return lookup(m_devices, m_deviceIndex, id); }
const CableType* Catalog::cable(const QString& id) const { return lookup(m_cables, m_cableIndex, id); }
bool Catalog::canJoin(FormFactor a, FormFactor b) const {
    if (formFactorsMate(a, b)) return true;
    return std::any_of(m_cables.begin(), m_cables.end(), [a, b](const CableType& c) {
        return c.isHybrid() && ((c.connectorA == a && c.connectorB == b) || (c.connectorA == b && c.connectorB == a));
    });
}

const TransceiverType* Catalog::transceiver(const QString& id) const {
    return lookup(m_transceivers, m_transceiverIndex, id);
}
const CoolantType* Catalog::coolant(const QString& id) const { return lookup(m_coolants, m_coolantIndex, id); }
const RackType* Catalog::rackType(const QString& id) const { return lookup(m_rackTypes, m_rackIndex, id); }
const TrayType* Catalog::trayType(const QString& id) const { return lookup(m_trayTypes, m_trayIndex, id); }
const ModuleType* Catalog::module(const QString& id) const { return lookup(m_modules, m_moduleIndex, id); }

bool Catalog::contains(const QString& id) const {
    return m_deviceIndex.contains(id) || m_cableIndex.contains(id) || m_transceiverIndex.contains(id)
        || m_coolantIndex.contains(id) || m_rackIndex.contains(id) || m_trayIndex.contains(id)
        || m_moduleIndex.contains(id);
}

}  // namespace sn
