#include "model/analysis/cable_parts.h"

#include "model/analysis/cable_assembly.h"

#include "model/design/design.h"

#include <QHash>

#include <algorithm>

namespace sn {

namespace {

bool lessCage(const CageOf& x, const CageOf& y) {
    return x.device < y.device || (x.device == y.device && x.cage < y.cage);
}

/// The place of the part (or module) plugged into `cage`: the one a row
/// before gave it, else `next` (the place a new one takes). A row with no
/// shared cage is always a new one.
size_t placeOf(QHash<CageOf, size_t>& placed, const std::optional<CageOf>& cage, size_t next) {
    if (!cage) return next;
    auto at = placed.constFind(*cage);
    if (at == placed.cend()) at = placed.insert(*cage, next);
    return *at;
}

}  // namespace

CableParts CableParts::of(const Design& design) {
    std::vector<const Cable*> rows;
    rows.reserve(size_t(design.cables().size()));
    for (const Cable& c : design.cables()) rows.push_back(&c);
    return of(design, rows);
}

CableParts CableParts::of(const Design& design, const std::vector<const Cable*>& cables) {
    // Parts and modules are told apart by the cages they are plugged into,
    // never by names: two devices of one name are two devices, and the
    // names were a string built and hashed per row (most of `info`'s
    // summary at 16 384 GPUs).
    const Catalog& catalog = design.catalog();
    CableParts out;
    QHash<CageOf, size_t> partAt, moduleAt;
    out.parts.reserve(cables.size());
    out.modules.reserve(cables.size());
    const auto addModule = [&](const std::optional<CageOf>& cage, const QString& typeId, const Cable& c,
                               PortRole role) {
        const size_t at = placeOf(moduleAt, cage, out.modules.size());
        if (at == out.modules.size()) out.modules.push_back({typeId, c.typeId, {}});
        std::vector<PortRole>& roles = out.modules[at].roles;
        if (std::find(roles.begin(), roles.end(), role) == roles.end()) {
            roles.push_back(role);
            std::sort(roles.begin(), roles.end());
        }
    };
    for (const Cable* c : cables) {
        const CableType* type = c->typeId.isEmpty() ? nullptr : catalog.cable(c->typeId);
        const Connection* connection = design.connection(c->connection);
        const PortRole role = connection ? connection->role : PortRole::Compute;
        const AssemblyCages cages = type ? AssemblyCages::of(design, *c, *type) : AssemblyCages{};
        // A multi-leg part is keyed by its shared cage (of two, the lesser:
        // every leg of a twin-port cable joins the same two); every other
        // row is a part of its own, whatever cage its optic shares.
        std::optional<CageOf> shared = cages.sharedA ? cages.sharedA : cages.sharedB;
        if (cages.sharedA && cages.sharedB && lessCage(*cages.sharedB, *cages.sharedA))
            shared = cages.sharedB;
        const size_t part = placeOf(partAt, shared, out.parts.size());
        if (part == out.parts.size()) out.parts.push_back({type, c->typeId, c->orderedLengthMm, role, 0});
        ++out.parts[part].links;
        if (!cages.fibre) continue;
        addModule(cages.moduleCageA, cages.moduleTypeA, *c, role);
        addModule(cages.moduleCageB, cages.moduleTypeB, *c, role);
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
