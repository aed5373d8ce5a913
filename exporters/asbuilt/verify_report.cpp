#include "exporters/asbuilt/verify_report.h"

#include "exporters/labels/label_scheme.h"
#include "model/design/design.h"

#include <nlohmann/json.hpp>

namespace sn {

namespace {

std::string s(const QString& q) { return q.toStdString(); }

nlohmann::ordered_json endJson(const CableEnd& e) {
    return {{"rack", s(e.rackName)}, {"u", e.topU}, {"device", s(e.deviceName)}, {"port", s(e.port)}};
}

class LineBuilder {
public:
    LineBuilder(const Design& design, const LabelScheme& scheme) : m_design(design), m_scheme(scheme) {}

    /// A found end in words: the design port there when it is one, else the tool's own name.
    QString found(const LinkEnd& end, const std::optional<PortRef>& landed) const {
        if (landed) return VerifyReport::endText(CableEnd::of(m_design, *landed));
        return VerifyReport::tr("%1 port %2 (not in the design)").arg(end.node, end.port);
    }

    VerifyLine line(const VerifyFinding& f) const {
        VerifyLine l;
        l.status = f.status;
        l.cable = f.cable;
        l.partner = f.partner;
        l.node = f.unknownNode;
        if (!f.source.isEmpty()) l.source = QStringLiteral("%1:%2").arg(f.source).arg(f.line);
        const Cable* cable = f.cable ? m_design.cable(*f.cable) : nullptr;
        const Cable* partner = f.partner ? m_design.cable(*f.partner) : nullptr;
        ResolvedCable r;
        if (cable) {
            r = ResolvedCable::of(m_design, *cable);
            l.cableId = r.displayId;
            l.label = r.connection ? m_scheme.cableId(m_design, r, true) : QString();
            l.a = r.a;
            l.b = r.b;
            for (const CableEnd* e : {&r.a, &r.b})
                if (e->device) l.devices.push_back(e->device->id);
        }
        if (partner) l.partnerId = ResolvedCable::of(m_design, *partner).displayId;
        if (f.status != VerifyStatus::Missing && f.status != VerifyStatus::UnknownNode) {
            l.foundA = found(f.foundA, f.landedA);
            l.foundB = found(f.foundB, f.landedB);
        } else if (f.status == VerifyStatus::UnknownNode && !f.foundA.node.isEmpty()) {
            l.foundA = found(f.foundA, f.landedA);
            l.foundB = found(f.foundB, f.landedB);
        }
        for (const auto& landed : {f.landedA, f.landedB})
            if (landed) l.devices.push_back(landed->device);
        switch (f.status) {
        case VerifyStatus::Ok:
            l.walkTo = r.b;
            break;
        case VerifyStatus::Missing: {
            l.walkTo = r.a;
            const QString type = cable && !cable->typeId.isEmpty() ? cable->typeId : VerifyReport::tr("(no type chosen)");
            const QString length = cable && cable->orderedLengthMm
                                       ? VerifyReport::tr("%1 m").arg(*cable->orderedLengthMm / 1000.0, 0, 'g', 4)
                                       : VerifyReport::tr("length not routed");
            l.action = VerifyReport::tr("Pull a cable of type %1, %2, from %3 to %4.")
                           .arg(type, length, VerifyReport::endText(r.a), VerifyReport::endText(r.b));
            break;
        }
        case VerifyStatus::Miswired: {
            const bool movedB = f.landedA == std::optional<PortRef>(r.connection->a);  // the A end is where it belongs
            const CableEnd& belongs = movedB ? r.b : r.a;
            l.walkTo = belongs;
            l.action = VerifyReport::tr("Move end %1 from %2 to %3.")
                           .arg(movedB ? QStringLiteral("B") : QStringLiteral("A"), movedB ? l.foundB : l.foundA,
                                VerifyReport::endText(belongs));
            break;
        }
        case VerifyStatus::Swapped: {
            const bool swappedB = f.landedA == std::optional<PortRef>(r.connection->a);
            const ResolvedCable p = ResolvedCable::of(m_design, *partner);
            const CableEnd& mine = swappedB ? r.b : r.a;
            const CableEnd& theirs = swappedB ? p.b : p.a;
            l.walkTo = mine;
            if (theirs.device) l.devices.push_back(theirs.device->id);
            l.action = VerifyReport::tr("Exchange end %1 of %2 and %3: %2 belongs in %4, %3 in %5.")
                           .arg(swappedB ? QStringLiteral("B") : QStringLiteral("A"), l.cableId, l.partnerId,
                                VerifyReport::endText(mine), VerifyReport::endText(theirs));
            break;
        }
        case VerifyStatus::Unexpected:
            if (f.landedA) l.walkTo = CableEnd::of(m_design, *f.landedA);
            l.action = VerifyReport::tr("Remove the cable between %1 and %2: it is not in the design.").arg(l.foundA, l.foundB);
            break;
        case VerifyStatus::UnknownNode:
            if (f.landedA) l.walkTo = CableEnd::of(m_design, *f.landedA);
            else if (f.landedB) l.walkTo = CableEnd::of(m_design, *f.landedB);
            l.action = l.foundA.isEmpty()
                           ? VerifyReport::tr("Node \"%1\" is not in the design: check its node description.").arg(f.unknownNode)
                           : VerifyReport::tr("Node \"%1\" is not in the design: check its node description, or remove "
                                              "the cable between %2 and %3.").arg(f.unknownNode, l.foundA, l.foundB);
            break;
        }
        return l;
    }

private:
    const Design& m_design;
    const LabelScheme& m_scheme;
};

}  // namespace

QString VerifyReport::endText(const CableEnd& e) {
    if (!e.device) return {};
    QString where = e.rackName.isEmpty() ? QString() : e.rackName + QLatin1Char(' ');
    if (e.topU > 0) where += QStringLiteral("U%1 ").arg(e.topU);
    return where + e.deviceName + QLatin1Char(' ') + e.port;
}

QString VerifyReport::statusWord(VerifyStatus status) {
    switch (status) {
    case VerifyStatus::Ok: return tr("ok");
    case VerifyStatus::Missing: return tr("missing");
    case VerifyStatus::Miswired: return tr("miswired");
    case VerifyStatus::Swapped: return tr("swapped");
    case VerifyStatus::Unexpected: return tr("unexpected");
    case VerifyStatus::UnknownNode: return tr("unknown node");
    }
    return {};
}

std::vector<VerifyLine> VerifyReport::lines(const Design& design, const VerifyResult& result, const LabelScheme& scheme) {
    const LineBuilder builder(design, scheme);
    std::vector<VerifyLine> out;
    out.reserve(result.findings.size());
    for (const VerifyFinding& f : result.findings) out.push_back(builder.line(f));
    return out;
}

QString VerifyReport::summary(const std::vector<VerifyLine>& lines) {
    QStringList parts;
    for (const auto& [status, word] : kVerifyStatusNames.entries) {
        int n = 0;
        for (const VerifyLine& l : lines) n += l.status == status ? 1 : 0;
        parts << QStringLiteral("%1 %2").arg(n).arg(statusWord(status));
    }
    return parts.join(QStringLiteral(", "));
}

QString VerifyReport::text(const std::vector<VerifyLine>& lines) {
    QStringList out;
    for (const VerifyLine& l : lines) {
        if (l.status == VerifyStatus::Ok) continue;
        QString head = QStringLiteral("%1 %2").arg(statusWord(l.status), -12).arg(l.cableId.isEmpty() ? QStringLiteral("-") : l.cableId);
        if (!l.partnerId.isEmpty()) head += QStringLiteral(" + ") + l.partnerId;
        if (!l.label.isEmpty()) head += QStringLiteral(" [%1]").arg(l.label);
        out << head + QStringLiteral(": ") + l.action;
    }
    out << summary(lines) + QLatin1Char('.');
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QByteArray VerifyReport::json(const std::vector<VerifyLine>& lines) {
    nlohmann::ordered_json cables = nlohmann::ordered_json::array();
    for (const VerifyLine& l : lines) {
        nlohmann::ordered_json j;
        j["status"] = s(kVerifyStatusNames.name(l.status));
        j["cable_id"] = l.cableId.isEmpty() ? nlohmann::ordered_json() : nlohmann::ordered_json(s(l.cableId));
        if (!l.partnerId.isEmpty()) j["partner_cable_id"] = s(l.partnerId);
        j["label"] = s(l.label);
        if (l.a.device) j["a"] = endJson(l.a);
        if (l.b.device) j["b"] = endJson(l.b);
        if (!l.foundA.isEmpty()) j["found"] = {s(l.foundA), s(l.foundB)};
        if (!l.node.isEmpty()) j["node"] = s(l.node);
        if (l.walkTo.device) j["walk_to"] = endJson(l.walkTo);
        j["action"] = s(l.action);
        if (!l.source.isEmpty()) j["source"] = s(l.source);
        cables.push_back(j);
    }
    nlohmann::ordered_json root;
    root["summary"] = s(summary(lines));
    root["cables"] = cables;
    return QByteArray::fromStdString(root.dump(2)) + '\n';
}

}  // namespace sn
