#include "exporters/labels/label_selection.h"

#include "exporters/common/cable_ends.h"
#include "model/analysis/rail_map.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"

namespace sn {

LabelSelection LabelSelection::parse(const QString& text, const Design& design) {
    if (text == u"all") return {};
    if (text.startsWith(u"rack:")) {
        const QString name = text.mid(5);
        for (const Rack& r : design.racks())
            if (r.name == name) return rack(name);
        throw UserError(tr("The selection \"%1\" names a rack the design does not have.").arg(text));
    }
    if (text.startsWith(u"role:")) {
        if (const auto r = kPortRoleNames.parse(QStringView(text).mid(5))) return role(*r);
        throw UserError(tr("The selection \"%1\" names an unknown role; roles are: %2").arg(text, kPortRoleNames.list()));
    }
    if (text.startsWith(u"rail:")) {
        bool ok = false;
        const int n = text.mid(5).toInt(&ok);
        if (ok && n >= 0) return rail(n, design);
        throw UserError(tr("The selection \"%1\" needs a rail number, e.g. rail:0.").arg(text));
    }
    throw UserError(tr("Unknown selection \"%1\": use all, rack:NAME, role:ROLE or rail:N.").arg(text));
}

LabelSelection LabelSelection::rail(int rail, const Design& design) {
    LabelSelection s(Kind::Rail, {}, {});
    const RailMap map = RailMap::of(design);
    for (const RailPort& p : map.ports())
        if (p.rail == rail) s.m_railPorts.insert(PortRef{p.host->id, p.nicPort});
    if (s.m_railPorts.isEmpty()) {
        QStringList names;
        for (const int r : map.rails()) names << QString::number(r);
        throw UserError(tr("No NIC is cabled on rail %1; the design's rails are: %2")
                            .arg(rail)
                            .arg(names.isEmpty() ? tr("none") : names.join(QStringLiteral(", "))));
    }
    return s;
}

bool LabelSelection::includes(const ResolvedCable& cable) const {
    switch (m_kind) {
    case Kind::All: return true;
    case Kind::Rack: return cable.a.rackName == m_rack || cable.b.rackName == m_rack;
    case Kind::Role: return cable.connection && cable.connection->role == *m_role;
    case Kind::Rail:
        return cable.connection &&
               (m_railPorts.contains(cable.connection->a) || m_railPorts.contains(cable.connection->b));
    }
    return false;
}

}  // namespace sn
