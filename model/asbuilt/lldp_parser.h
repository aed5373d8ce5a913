#pragma once

#include "model/asbuilt/link_end.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QSet>
#include <QString>
#include <QStringList>

namespace sn {

/// Reads LLDP neighbour tables of the Ethernet fabrics (storage, in-band,
/// OOB), one file per device; the device is named by the file's base name
/// ("leaf-s1.json" is leaf-s1), as neither format names the local system.
///
/// lldpd, `lldpcli show neighbors -f json`: `lldp.interface` is an object
/// keyed by local interface name, or (several interfaces) an array of such
/// one-key objects; per interface the neighbour is the single key of
/// `chassis` (its system name) and its port `port.id.value` when
/// `port.id.type` is "ifname", else `port.descr`. The `-f json0` form
/// (every value in an array: `lldp[0].interface[i].name`,
/// `chassis[0].name[0].value`, `port[0].id[0]`, `port[0].descr[0].value`)
/// is read too.
///
/// NVUE (Cumulus Linux on Spectrum), `nv show interface --output json`: an
/// object keyed by interface name; per interface `lldp.neighbor` is an
/// object of neighbours, each read as `chassis.system-name` and
/// `port.name` (else `port.description`).
///
/// Port names compare as written, so hosts should advertise the faceplate
/// name (lldpd sends the interface alias as port description: `ip link set
/// DEV alias STOR1`); switch breakouts as Cumulus names them, swp1s0, are
/// read as the catalog's swp1/1 (subport s ← s + 1).
class LldpParser {
    Q_DECLARE_TR_FUNCTIONS(LldpParser)
public:
    /// Either format, told apart by the top-level `lldp` key. Throws
    /// UserError naming the file for text that is not JSON of either shape,
    /// and the file and JSON pointer for a member read that has another
    /// type ("/lldp/interface/swp1/port: expected an object, found a
    /// string"); a null member counts as absent.
    static DiscoveredFabric parse(const QByteArray& json, const QString& localName, const QString& fileName);
    /// Every file (a folder: its *.json files, sorted), each link once. A
    /// port two devices report differently (a host that advertises its
    /// ifname, the switch the faceplate name) keeps the report whose both
    /// ends are `known` ports, else the first.
    static DiscoveredFabric read(const QStringList& paths, const QSet<LinkEnd>& known = {});
    /// "swp12s1" → "swp12/2"; other names unchanged.
    static QString catalogPortName(const QString& name);
};

}  // namespace sn
