#include "model/asbuilt/design_diff.h"

#include "model/design/design.h"

#include <QSet>

#include <algorithm>

namespace sn {

namespace {

DeviceSpot spotOf(const Design& design, const Device& d) {
    DeviceSpot s;
    if (d.placement.rack)
        if (const Rack* r = design.rack(*d.placement.rack)) s.rack = r->name;
    s.u = d.placement.u;
    s.side = d.placement.side;
    s.sideIndex = d.placement.sideIndex;
    return s;
}

/// The ends of a cable as names, so a re-created device with the same id
/// and port compares equal across revisions.
QStringList endsOf(const Design& design, const Cable& cable) {
    const Connection* c = design.connection(cable.connection);
    if (!c) return {};
    return {c->a.device.toString(), c->a.port, c->b.device.toString(), c->b.port};
}

QStringList textOf(const Design& design, const Cable& cable, const DesignDiff::LabelText& labelText) {
    return labelText ? labelText(design, cable) : QStringList{cable.label};
}

}  // namespace

DesignDiff DesignDiff::between(const Design& oldDesign, const Design& newDesign, const LabelText& labelText) {
    DesignDiff diff;
    for (const Device& d : newDesign.devices()) {
        const Device* before = oldDesign.device(d.id);
        DeviceDelta delta;
        delta.id = d.id;
        delta.name = d.name;
        delta.typeId = d.typeId;
        delta.to = spotOf(newDesign, d);
        if (!before) {
            delta.kind = DeviceDelta::Kind::Added;
            diff.devices.push_back(delta);
            continue;
        }
        delta.from = spotOf(oldDesign, *before);
        if (delta.from != delta.to) {
            delta.kind = DeviceDelta::Kind::Moved;
            diff.devices.push_back(delta);
        }
        if (before->name != d.name || before->typeId != d.typeId) {
            delta.kind = DeviceDelta::Kind::Changed;
            delta.oldName = before->name;
            delta.oldTypeId = before->typeId;
            diff.devices.push_back(delta);
        }
    }
    for (const Device& d : oldDesign.devices()) {
        if (newDesign.device(d.id)) continue;
        DeviceDelta delta;
        delta.kind = DeviceDelta::Kind::Removed;
        delta.id = d.id;
        delta.name = d.name;
        delta.typeId = d.typeId;
        delta.from = spotOf(oldDesign, d);
        diff.devices.push_back(delta);
    }

    for (const Cable& c : newDesign.cables()) {
        CableDelta delta;
        delta.id = c.id;
        delta.label = c.label;
        delta.newTypeId = c.typeId;
        delta.newLengthMm = c.orderedLengthMm;
        delta.newLabelText = textOf(newDesign, c, labelText);
        const Cable* before = oldDesign.cable(c.id);
        if (!before) {
            delta.kind = CableDelta::Kind::Added;
            diff.cables.push_back(delta);
            continue;
        }
        delta.kind = CableDelta::Kind::Changed;
        delta.oldTypeId = before->typeId;
        delta.oldLengthMm = before->orderedLengthMm;
        delta.oldLabelText = textOf(oldDesign, *before, labelText);
        if (endsOf(oldDesign, *before) != endsOf(newDesign, c)) delta.changes.push_back(CableChangeKind::Ends);
        if (before->typeId != c.typeId) delta.changes.push_back(CableChangeKind::Type);
        if (before->orderedLengthMm != c.orderedLengthMm) delta.changes.push_back(CableChangeKind::Length);
        if (before->trays != c.trays) delta.changes.push_back(CableChangeKind::Route);
        if (delta.oldLabelText != delta.newLabelText) delta.changes.push_back(CableChangeKind::Label);
        if (!delta.changes.empty()) diff.cables.push_back(delta);
    }
    for (const Cable& c : oldDesign.cables()) {
        if (newDesign.cable(c.id)) continue;
        CableDelta delta;
        delta.kind = CableDelta::Kind::Removed;
        delta.id = c.id;
        delta.label = c.label;
        delta.oldTypeId = c.typeId;
        delta.oldLengthMm = c.orderedLengthMm;
        delta.oldLabelText = textOf(oldDesign, c, labelText);
        diff.cables.push_back(delta);
    }
    return diff;
}

QSet<CableId> DesignDiff::relabelled() const {
    QSet<CableId> ids;
    for (const CableDelta& c : cables) {
        const bool changedText = c.kind == CableDelta::Kind::Changed &&
                                 std::find(c.changes.begin(), c.changes.end(), CableChangeKind::Label) != c.changes.end();
        if (c.kind == CableDelta::Kind::Added || changedText) ids.insert(c.id);
    }
    return ids;
}

}  // namespace sn
