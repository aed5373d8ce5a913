#include "exporters/asbuilt/diff_report.h"

#include "exporters/common/cable_ends.h"
#include "exporters/labels/label_scheme.h"

#include <nlohmann/json.hpp>

namespace sn {

namespace {

std::string s(const QString& q) { return q.toStdString(); }

QString spotText(const DeviceSpot& spot) {
    if (spot.rack.isEmpty()) return DiffReport::tr("floor");
    if (spot.side != SideChannel::None)
        return QStringLiteral("%1 %2%3").arg(spot.rack, spot.side == SideChannel::Left ? QStringLiteral("L") : QStringLiteral("R"))
            .arg(spot.sideIndex + 1);
    return QStringLiteral("%1 U%2").arg(spot.rack).arg(spot.u);
}

nlohmann::ordered_json spotJson(const DeviceSpot& spot) {
    nlohmann::ordered_json j;
    j["rack"] = spot.rack.isEmpty() ? nlohmann::ordered_json() : nlohmann::ordered_json(s(spot.rack));
    j["u"] = spot.u;
    if (spot.side != SideChannel::None) {
        j["side"] = s(kSideChannelNames.name(spot.side));
        j["side_index"] = spot.sideIndex;
    }
    return j;
}

QString lengthText(const std::optional<double>& mm) {
    return mm ? DiffReport::tr("%1 m").arg(*mm / 1000.0, 0, 'g', 4) : DiffReport::tr("unrouted");
}

nlohmann::ordered_json lengthJson(const std::optional<double>& mm) {
    return mm ? nlohmann::ordered_json(*mm / 1000.0) : nlohmann::ordered_json();
}

nlohmann::ordered_json textsJson(const QStringList& texts) {
    nlohmann::ordered_json j = nlohmann::ordered_json::array();
    for (const QString& t : texts) j.push_back(s(t));
    return j;
}

}  // namespace

DesignDiff::LabelText DiffReport::labelText(const LabelScheme& scheme) {
    return [scheme](const Design& design, const Cable& cable) {
        const ResolvedCable r = ResolvedCable::of(design, cable);
        if (!r.connection) return QStringList{r.displayId};
        const auto [labelA, labelB] = scheme.cableIds(design, r);
        return QStringList{r.displayId, labelA, labelB};
    };
}

QString DiffReport::text(const DesignDiff& diff) {
    QStringList out;
    for (const DeviceDelta& d : diff.devices) {
        switch (d.kind) {
        case DeviceDelta::Kind::Added: out << tr("device added    %1 (%2) at %3").arg(d.name, d.typeId, spotText(d.to)); break;
        case DeviceDelta::Kind::Removed: out << tr("device removed  %1 (%2) from %3").arg(d.name, d.typeId, spotText(d.from)); break;
        case DeviceDelta::Kind::Moved: out << tr("device moved    %1 from %2 to %3").arg(d.name, spotText(d.from), spotText(d.to)); break;
        case DeviceDelta::Kind::Changed:
            out << tr("device changed  %1 (%2) was %3 (%4)").arg(d.name, d.typeId, d.oldName, d.oldTypeId);
            break;
        }
    }
    int pull = 0, remove = 0, change = 0;
    for (const CableDelta& c : diff.cables) {
        switch (c.kind) {
        case CableDelta::Kind::Added:
            ++pull;
            out << tr("cable to pull   %1 %2, %3 [%4]").arg(c.label, c.newTypeId, lengthText(c.newLengthMm), c.newLabelText.value(1));
            break;
        case CableDelta::Kind::Removed:
            ++remove;
            out << tr("cable to remove %1 %2 [%3]").arg(c.label, c.oldTypeId, c.oldLabelText.value(1));
            break;
        case CableDelta::Kind::Changed: {
            ++change;
            QStringList what;
            for (CableChangeKind k : c.changes) {
                switch (k) {
                case CableChangeKind::Ends: what << tr("re-terminate"); break;
                case CableChangeKind::Type: what << tr("type %1 → %2").arg(c.oldTypeId, c.newTypeId); break;
                case CableChangeKind::Length:
                    what << tr("length %1 → %2").arg(lengthText(c.oldLengthMm), lengthText(c.newLengthMm));
                    break;
                case CableChangeKind::Route: what << tr("re-route"); break;
                case CableChangeKind::Label:
                    what << tr("relabel %1 → %2").arg(c.oldLabelText.value(1), c.newLabelText.value(1));
                    break;
                }
            }
            out << tr("cable changed   %1: %2").arg(c.label, what.join(QStringLiteral("; ")));
            break;
        }
        }
    }
    out << tr("%1 device change(s); cables: %2 to pull, %3 to remove, %4 changed.")
               .arg(diff.devices.size()).arg(pull).arg(remove).arg(change);
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QByteArray DiffReport::json(const DesignDiff& diff) {
    using J = nlohmann::ordered_json;
    J devices = {{"added", J::array()}, {"removed", J::array()}, {"moved", J::array()}, {"changed", J::array()}};
    for (const DeviceDelta& d : diff.devices) {
        J j = {{"id", s(d.id.toString())}, {"name", s(d.name)}, {"type", s(d.typeId)}};
        switch (d.kind) {
        case DeviceDelta::Kind::Added: j["to"] = spotJson(d.to); devices["added"].push_back(j); break;
        case DeviceDelta::Kind::Removed: j["from"] = spotJson(d.from); devices["removed"].push_back(j); break;
        case DeviceDelta::Kind::Moved:
            j["from"] = spotJson(d.from);
            j["to"] = spotJson(d.to);
            devices["moved"].push_back(j);
            break;
        case DeviceDelta::Kind::Changed:
            j["old_name"] = s(d.oldName);
            j["old_type"] = s(d.oldTypeId);
            devices["changed"].push_back(j);
            break;
        }
    }
    J cables = {{"added", J::array()}, {"removed", J::array()}, {"changed", J::array()}};
    for (const CableDelta& c : diff.cables) {
        J j = {{"id", s(c.id.toString())}, {"cable_id", s(c.label)}};
        switch (c.kind) {
        case CableDelta::Kind::Added:
            j["type"] = s(c.newTypeId);
            j["ordered_length_m"] = lengthJson(c.newLengthMm);
            j["labels"] = textsJson(c.newLabelText);
            cables["added"].push_back(j);
            break;
        case CableDelta::Kind::Removed:
            j["type"] = s(c.oldTypeId);
            j["ordered_length_m"] = lengthJson(c.oldLengthMm);
            j["labels"] = textsJson(c.oldLabelText);
            cables["removed"].push_back(j);
            break;
        case CableDelta::Kind::Changed: {
            J changes = J::array();
            for (CableChangeKind k : c.changes) changes.push_back(s(kCableChangeNames.name(k)));
            j["changes"] = changes;
            j["from"] = {{"type", s(c.oldTypeId)}, {"ordered_length_m", lengthJson(c.oldLengthMm)}, {"labels", textsJson(c.oldLabelText)}};
            j["to"] = {{"type", s(c.newTypeId)}, {"ordered_length_m", lengthJson(c.newLengthMm)}, {"labels", textsJson(c.newLabelText)}};
            cables["changed"].push_back(j);
            break;
        }
        }
    }
    const J root = {{"devices", devices}, {"cables", cables}};
    return QByteArray::fromStdString(root.dump(2)) + '\n';
}

}  // namespace sn
