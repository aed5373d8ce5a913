#pragma once

#include "model/catalog/catalog_entries.h"
#include "model/catalog/device_type.h"
#include "model/catalog/module_type.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace sn {

/// A set of catalog entries by id. The built-in catalog is loaded once from
/// the program's resources; a design owns a copy with the entries its file
/// carries laid over it, so a file opens with the figures it was made with.
class Catalog {
public:
    /// The catalog compiled into the program (resources/catalog/*.json).
    static const Catalog& builtIn();

    const DeviceType* device(const QString& id) const;
    const CableType* cable(const QString& id) const;
    const TransceiverType* transceiver(const QString& id) const;
    const CoolantType* coolant(const QString& id) const;
    const RackType* rackType(const QString& id) const;
    const TrayType* trayType(const QString& id) const;
    const ModuleType* module(const QString& id) const;

    /// Entries in load order (stable: the order of the files and their entries).
    const std::vector<DeviceType>& devices() const { return m_devices; }
    const std::vector<CableType>& cables() const { return m_cables; }
    const std::vector<TransceiverType>& transceivers() const { return m_transceivers; }
    const std::vector<CoolantType>& coolants() const { return m_coolants; }
    const std::vector<RackType>& rackTypes() const { return m_rackTypes; }
    const std::vector<TrayType>& trayTypes() const { return m_trayTypes; }
    const std::vector<ModuleType>& modules() const { return m_modules; }

    /// Adds an entry, or replaces the entry with the same id in place.
    void put(DeviceType entry);
    void put(CableType entry);
    void put(TransceiverType entry);
    void put(CoolantType entry);
    void put(RackType entry);
    void put(TrayType entry);
    void put(ModuleType entry);

    /// True when some entry of any kind has this id.
    bool contains(const QString& id) const;
    /// Can a port of form factor `a` be joined to one of form factor `b`?
    /// When the cages mate (formFactorsMate), or when a hybrid cable of this
    /// catalog has those two connectors (an OSFP switch cage to a QSFP112
    /// NIC through a splitter leg or a pair of unlike optics).
    bool canJoin(FormFactor a, FormFactor b) const;

private:
    template <class T>
    void putInto(std::vector<T>& list, QHash<QString, int>& index, T entry);

    std::vector<DeviceType> m_devices;
    std::vector<CableType> m_cables;
    std::vector<TransceiverType> m_transceivers;
    std::vector<CoolantType> m_coolants;
    std::vector<RackType> m_rackTypes;
    std::vector<TrayType> m_trayTypes;
    std::vector<ModuleType> m_modules;
    QHash<QString, int> m_deviceIndex, m_cableIndex, m_transceiverIndex, m_coolantIndex,
        m_rackIndex, m_trayIndex, m_moduleIndex;
};

}  // namespace sn
