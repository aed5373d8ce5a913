#include "labels/label_selection.h"

#include "common/cable_ends.h"
#include "core/sn_error.h"
#include "design/design.h"

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
    throw UserError(tr("Unknown selection \"%1\": use all, rack:NAME or role:ROLE.").arg(text));
}

bool LabelSelection::includes(const ResolvedCable& cable) const {
    switch (m_kind) {
    case Kind::All: return true;
    case Kind::Rack: return cable.a.rackName == m_rack || cable.b.rackName == m_rack;
    case Kind::Role: return cable.connection && cable.connection->role == *m_role;
    }
    return false;
}

}  // namespace sn
