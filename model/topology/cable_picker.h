#pragma once

#include "model/catalog/catalog.h"

#include <QHash>
#include <QString>

namespace sn {

/// The default catalog cable for a new connection. Routing later picks the
/// media by the routed length (cables it makes keep typeFixed = false); this
/// only has to be a cable that fits both ports: same connectors, the ports'
/// speed, copper inside a rack and optics between racks.
class CablePicker {
public:
    explicit CablePicker(const Catalog& catalog) : m_catalog(catalog) {}

    /// The cable id, or an empty string when the catalog has none that fits.
    /// A cage of several ports takes one plug (CageFit): a splitter or a
    /// fibre on a twin-port module, or, with `parallel` (the cage's other
    /// ports join the far cage's), one twin-port cable.
    QString pick(const PortSpec& a, const PortSpec& b, bool sameRack, bool parallel = false);

private:
    QString search(const PortSpec& a, const PortSpec& b, bool sameRack, bool parallel) const;

    const Catalog& m_catalog;
    QHash<quint64, QString> m_cache;  ///< (form factors, speed, same rack) → cable id
};

}  // namespace sn
