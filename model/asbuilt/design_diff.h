#pragma once

#include "model/core/enum_names.h"
#include "model/design/design_objects.h"

#include <QSet>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace sn {

class Design;

/// Where a device sat: rack name (empty on the floor or unplaced) and lowest U.
struct DeviceSpot {
    QString rack;
    int u = 0;
    SideChannel side = SideChannel::None;
    int sideIndex = 0;
    bool operator==(const DeviceSpot&) const = default;
};

struct DeviceDelta {
    enum class Kind { Added, Removed, Moved, Changed };
    Kind kind = Kind::Added;
    DeviceId id = DeviceId::create();
    QString name, typeId;          ///< as in the new revision (the old one for removed)
    DeviceSpot from, to;           ///< moved: both; added: `to`; removed: `from`
    QString oldName, oldTypeId;    ///< changed: what it was
};

/// What changed about one cable present in both revisions.
enum class CableChangeKind { Ends, Type, Length, Route, Label };
struct CableDelta {
    enum class Kind { Added, Removed, Changed };
    Kind kind = Kind::Added;
    CableId id = CableId::create();
    QString label;                        ///< the new revision's label (the old one for removed)
    std::vector<CableChangeKind> changes; ///< changed only: in enum order
    QString oldTypeId, newTypeId;
    std::optional<double> oldLengthMm, newLengthMm;  ///< ordered length
    QStringList oldLabelText, newLabelText;          ///< printed label text of both ends
};

/// The change order between two revisions of one design, by stable ids:
/// devices added, removed, moved (rack/U) or changed (name, type); cables to
/// pull (added), to remove, to re-route (type, ordered length or trays changed), to
/// re-terminate (a connection end changed) and to relabel (printed text
/// changed). The printed text comes from `labelText`, so the diff uses the
/// label scheme of the exports without model/ knowing it; without one the
/// cable's own label is compared.
class DesignDiff {
public:
    using LabelText = std::function<QStringList(const Design&, const Cable&)>;
    std::vector<DeviceDelta> devices;
    std::vector<CableDelta> cables;

    static DesignDiff between(const Design& oldDesign, const Design& newDesign, const LabelText& labelText = {});
    bool isEmpty() const { return devices.empty() && cables.empty(); }
    /// Cable ids (new revision) whose printed label differs from the old
    /// revision's or that are new: what `export labels --changed-since` prints.
    QSet<CableId> relabelled() const;
};

inline constexpr EnumNames<CableChangeKind, 5> kCableChangeNames{{{
    {CableChangeKind::Ends, "ends"}, {CableChangeKind::Type, "type"}, {CableChangeKind::Length, "length"},
    {CableChangeKind::Route, "route"}, {CableChangeKind::Label, "label"},
}}};

}  // namespace sn
