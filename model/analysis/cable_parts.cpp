#include "model/analysis/cable_parts.h"

#include "model/analysis/cable_assembly.h"

#include "model/design/design.h"

#include <QHash>

#include <algorithm>

namespace sn {

CableParts CableParts::of(const Design& design) {
    std::vector<const Cable*> rows;
    rows.reserve(size_t(design.cables().size()));
    for (const Cable& c : design.cables()) rows.push_back(&c);
    return of(design, rows);
}

CableParts CableParts::of(const Design& design, const std::vector<const Cable*>& cables) {
    const Catalog& catalog = design.catalog();
    CableParts out;
    QHash<QString, size_t> partAt, moduleAt;
    // Most rows are a part of their own: reserved, the table is not moved as it grows.
    partAt.reserve(qsizetype(cables.size()));
    out.parts.reserve(cables.size());
    for (const Cable* c : cables) {
        const CableType* type = c->typeId.isEmpty() ? nullptr : catalog.cable(c->typeId);
        const Connection* connection = design.connection(c->connection);
        const PortRole role = connection ? connection->role : PortRole::Compute;
        const QString displayId = c->label.isEmpty() ? c->id.toString() : c->label;
        const CableAssembly assembly = type ? CableAssembly::of(design, *c, displayId) : CableAssembly{};
        // A multi-leg part is keyed by its shared cage; every other row is a
        // part of its own, whatever cage its optic shares.
        const QString id = type && assembly.multiLeg ? assembly.id : displayId;
        auto part = partAt.constFind(id);
        if (part == partAt.cend()) {
            part = partAt.insert(id, out.parts.size());
            out.parts.push_back({id, type, c->typeId, c->orderedLengthMm, role, 0});
        }
        ++out.parts[*part].links;

        for (const auto& [moduleId, typeId] :
             {std::pair{assembly.moduleA, assembly.moduleTypeA}, std::pair{assembly.moduleB, assembly.moduleTypeB}}) {
            if (moduleId.isEmpty()) continue;
            auto at = moduleAt.constFind(moduleId);
            if (at == moduleAt.cend()) {
                at = moduleAt.insert(moduleId, out.modules.size());
                out.modules.push_back({moduleId, typeId, c->typeId, {}});
            }
            std::vector<PortRole>& roles = out.modules[*at].roles;
            if (std::find(roles.begin(), roles.end(), role) == roles.end()) {
                roles.push_back(role);
                std::sort(roles.begin(), roles.end());
            }
        }
    }
    for (const Part& p : out.parts) {
        const QString media = p.type ? kCableMediaNames.name(p.type->media) : QStringLiteral("unassigned");
        out.partsByMedia[media] += 1;
        const bool data = p.type && p.type->media != CableMedia::Power && p.type->media != CableMedia::Coolant;
        if (data) ++out.dataParts;
        if (!p.orderedLengthMm) continue;
        const double metres = *p.orderedLengthMm / 1000.0;
        out.metresByMedia[media] += metres;
        ++out.partsWithLength;
        out.orderedMetres += metres;
        if (data) out.dataMetres += metres;
    }
    return out;
}

}  // namespace sn
