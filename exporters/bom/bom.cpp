#include "exporters/bom/bom.h"

#include "model/analysis/cable_parts.h"
#include "model/analysis/device_heat.h"
#include "model/analysis/floor_load.h"

#include "model/core/natural_order.h"
#include "model/design/design.h"
#include "model/design/partition_crossings.h"

#include <QLineF>
#include <QMap>

#include <algorithm>
#include <map>
#include <tuple>

namespace sn {

namespace {

QString sectionOf(DeviceCategory c) {
    switch (c) {
    case DeviceCategory::Pdu:
    case DeviceCategory::Ups: return QStringLiteral("power");
    case DeviceCategory::Manifold:
    case DeviceCategory::AirCooler:
    case DeviceCategory::Cdu: return QStringLiteral("cooling");
    case DeviceCategory::CableManager: return QStringLiteral("cable-management");
    case DeviceCategory::Blank: return QStringLiteral("blanking-panels");
    default: return QStringLiteral("devices");
    }
}

QString sectionOf(CableMedia m) {
    switch (m) {
    case CableMedia::Power: return QStringLiteral("power");
    case CableMedia::Coolant: return QStringLiteral("cooling");
    default: return QStringLiteral("cables");
    }
}

// Data cables and optics are listed per role ("cables-compute",
// "transceivers-storage", …): each fabric is ordered and pulled by its own crew.
QString dataSection(const char* what, PortRole role) {
    return QString::fromLatin1(what) + QLatin1Char('-') + kPortRoleNames.name(role);
}

int sectionRank(const QString& s) {
    static const QStringList order = {QStringLiteral("devices"), QStringLiteral("cables"),
                                      QStringLiteral("transceivers"), QStringLiteral("power"),
                                      QStringLiteral("cooling"), QStringLiteral("cable-management"),
                                      QStringLiteral("blanking-panels"), QStringLiteral("trays"),
                                      QStringLiteral("spares"), QStringLiteral("totals")};
    const qsizetype dash = s.indexOf(QLatin1Char('-'));
    const QString head = dash > 0 && (s.startsWith(u"cables-") || s.startsWith(u"transceivers-")) ? s.left(dash) : s;
    return int(order.indexOf(head));
}

// Counted lines keyed by (section, item, description) so equal items merge.
struct Key {
    QString section, item, description, unit;
    double sortLength = 0;
    bool operator<(const Key& o) const {
        return std::tie(section, item, sortLength, description, unit) <
               std::tie(o.section, o.item, o.sortLength, o.description, o.unit);
    }
};

QString lengthText(double m) { return QString::number(m, 'g', 6) + QStringLiteral(" m"); }

}  // namespace

std::vector<BomLine> Bom::build(const Design& design, const SparesPolicy& spares) {
    const Catalog& cat = design.catalog();
    std::map<Key, double> counts;
    const QString pcs = QStringLiteral("pcs");

    double maxW = 0, typicalW = 0, liquidW = 0;
    QHash<RackId, std::vector<bool>> usedU;  // per rack, index u-1
    for (const Rack& r : design.racks()) usedU.insert(r.id, std::vector<bool>(size_t(std::max(r.uHeight, 0)), false));
    for (const Device& d : design.devices()) {
        const DeviceType* t = design.typeOf(d);
        if (!t) continue;
        counts[{sectionOf(t->category), t->id, t->vendor + QLatin1Char(' ') + t->model, pcs}] += 1;
        // A module in a bay is a part of its own: a PSU with the
        // power parts, a NIC or transceiver with the devices.
        for (const ModuleFill& f : d.modules)
            if (const ModuleType* m = cat.module(f.moduleId))
                counts[{m->kind == ModuleKind::Psu ? QStringLiteral("power") : QStringLiteral("devices"), m->id,
                        m->vendor + QLatin1Char(' ') + m->model, pcs}] += 1;
        // The draw as the rules and reports count it (DeviceHeat): a device
        // whose type states none draws what the PSUs in its bays give.
        const DeviceHeat heat = DeviceHeat::of(cat, *t, d);
        maxW += heat.maxW;
        typicalW += heat.typicalW;
        liquidW += heat.liquidW;
        const Placement& p = d.placement;
        if (p.rack && p.side == SideChannel::None && usedU.contains(*p.rack)) {
            std::vector<bool>& used = usedU[*p.rack];
            for (int u = p.u; u < p.u + t->occupiedU(); ++u)
                if (u >= 1 && u <= int(used.size())) used[size_t(u - 1)] = true;
        }
    }

    // One line per physical part (CableParts): a splitter or twin-port
    // cable once for all its legs, a fibre once, an optic once per module.
    const CableParts bought = CableParts::of(design);
    for (const CableParts::Part& p : bought.parts) {
        const bool data = p.type && p.type->media != CableMedia::Power && p.type->media != CableMedia::Coolant;
        const QString section = data ? dataSection("cables", p.role) : p.type ? sectionOf(p.type->media) : QStringLiteral("cables");
        if (!p.type) {
            counts[{section, p.typeId.isEmpty() ? QStringLiteral("unassigned") : p.typeId,
                    tr("cable type not chosen yet"), pcs}] += 1;
            continue;
        }
        const QString name = p.type->vendor + QLatin1Char(' ') + p.type->model;
        const Key key = p.orderedLengthMm
                            ? Key{section, p.type->id, name + QStringLiteral(", ") + lengthText(*p.orderedLengthMm / 1000.0),
                                  pcs, *p.orderedLengthMm / 1000.0}
                            : Key{section, p.type->id, name + QStringLiteral(", ") + tr("length not yet routed"), pcs, 1e12};
        counts[key] += 1;
        // A pipe's balancing valve is bought as its own part.
        if (p.type->pipe && p.type->pipe->balancingValve)
            counts[{section, p.type->id + QStringLiteral(":valve"),
                    tr("balancing valve %1, fitted in %2").arg(p.type->pipe->balancingValve->model, p.type->id), pcs}] += 1;
        // So are its isolation valves and strainers.
        if (p.type->pipe)
            for (const FittedPartSpec& f : p.type->pipe->fitted)
                counts[{section, p.type->id + QStringLiteral(":") + f.model,
                        (f.kind == FittedPartSpec::Kind::Strainer ? tr("strainer %1, fitted in %2")
                                                                  : tr("isolation valve %1, fitted in %2"))
                            .arg(f.model, p.type->id),
                        pcs}] += f.count;
    }
    // Optical cables need a transceiver at each end (a hybrid link a
    // different one at each end; a twin-port cage one module for both its
    // fibres); AOCs carry theirs. A module whose two fibres serve two
    // fabrics is ordered once, in a section of its own that names them.
    for (const CableParts::Module& m : bought.modules) {
        const TransceiverType* x = cat.transceiver(m.typeId);
        QString desc = x ? QStringLiteral("%1 %2 (%3, %4G)")
                               .arg(x->vendor, x->model, kFormFactorNames.name(x->formFactor))
                               .arg(x->speedGbps)
                         : tr("transceiver named by cable type %1").arg(m.cableTypeId);
        QString section;
        if (m.roles.size() == 1) {
            section = dataSection("transceivers", m.roles.front());
        } else {
            QStringList roles;
            for (PortRole r : m.roles) roles << kPortRoleNames.name(r);
            section = QStringLiteral("transceivers-shared");
            desc += QStringLiteral(", ") + tr("one module carrying %1 links").arg(roles.join(QLatin1Char('+')));
        }
        counts[{section, m.typeId, desc, pcs}] += 1;
    }

    // Spares per orderable item (a cable type at one length, an optic type),
    // over all the fabrics it is installed in: a spare serves any of them.
    std::map<Key, int> installed;
    for (const auto& [k, q] : counts) {
        const bool cable = k.section.startsWith(u"cables-"), optic = k.section.startsWith(u"transceivers-");
        if ((cable || optic) && k.unit == pcs)
            installed[{optic ? QStringLiteral("transceivers") : QStringLiteral("cables"), k.item, k.description, pcs,
                       k.sortLength}] += int(q);
    }
    for (const auto& [k, q] : installed) {
        const int n = spares.sparesFor(q, k.section == u"transceivers" ? spares.opticsPercent : spares.cablesPercent);
        if (n > 0)
            counts[{QStringLiteral("spares"), k.item, k.description + QStringLiteral(", ") + tr("spare for %n installed", nullptr, q),
                    pcs, k.sortLength}] += n;
    }

    // Blanking panels: each empty run of n U takes n/2 2U panels and n%2 1U panels.
    const DeviceType* blank1 = cat.device(QStringLiteral("blank-1u"));
    const DeviceType* blank2 = cat.device(QStringLiteral("blank-2u"));
    int panels1 = 0, panels2 = 0;
    for (const Rack& r : design.racks()) {
        const std::vector<bool>& used = usedU[r.id];
        int run = 0;
        for (size_t u = 0; u <= used.size(); ++u) {
            if (u < used.size() && !used[u]) {
                ++run;
                continue;
            }
            panels2 += run / 2;
            panels1 += run % 2;
            run = 0;
        }
    }
    auto describe = [](const DeviceType* t, const QString& fallback) {
        return t ? t->vendor + QLatin1Char(' ') + t->model : fallback;
    };
    if (panels2 > 0)
        counts[{QStringLiteral("blanking-panels"), QStringLiteral("blank-2u"),
                describe(blank2, tr("2U blanking panel")) + QStringLiteral(", ") + tr("for empty U"), pcs}] += panels2;
    if (panels1 > 0)
        counts[{QStringLiteral("blanking-panels"), QStringLiteral("blank-1u"),
                describe(blank1, tr("1U blanking panel")) + QStringLiteral(", ") + tr("for empty U"), pcs}] += panels1;

    // Tray metres: the length of each tray's centre line, summed by type.
    for (const Tray& tray : design.trays()) {
        double mm = 0;
        for (size_t i = 1; i < tray.pathMm.size(); ++i) mm += QLineF(tray.pathMm[i - 1], tray.pathMm[i]).length();
        const TrayType* t = cat.trayType(tray.typeId);
        counts[{QStringLiteral("trays"), tray.typeId.isEmpty() ? kTrayKindNames.name(tray.kind) : tray.typeId,
                t ? t->vendor + QLatin1Char(' ') + t->model : tr("%1 tray").arg(kTrayKindNames.name(tray.kind)),
                QStringLiteral("m")}] += mm / 1000.0;
        // Each pass through a hall partition is a fire-stop penetration the
        // builder seals and buys as a system for the tray's size.
        const int crossings = int(partitionCrossings(design.room(), tray.pathMm).size());
        if (crossings == 0) continue;
        const QString size =
            QStringLiteral("%1x%2").arg(tray.widthMm, 0, 'f', 0).arg(tray.depthMm, 0, 'f', 0);
        counts[{
            QStringLiteral("trays"), QStringLiteral("firestop-tray-") + size,
            FireStop::listedFor(tray)
                ? tr("Fire-stop penetration of a hall partition for a %1 mm tray (listed system, cables up "
                     "to 40 % of a 76 mm loading depth)")
                      .arg(size)
                : tr("Fire-stop seal of a hall partition for a %1 mm tray, engineered (larger than the "
                     "listed "
                     "systems)")
                      .arg(size),
            pcs}] += crossings;
    }

    std::vector<BomLine> lines;
    for (const auto& [k, q] : counts) lines.push_back({k.section, k.item, k.description, q, k.unit});
    std::stable_sort(lines.begin(), lines.end(), [](const BomLine& a, const BomLine& b) {
        return sectionRank(a.section) < sectionRank(b.section);
    });
    const QString kw = QStringLiteral("kW");
    lines.push_back({QStringLiteral("totals"), QStringLiteral("power-max"), tr("Power at maximum load"), maxW / 1000, kw});
    lines.push_back({QStringLiteral("totals"), QStringLiteral("power-typical"), tr("Power at typical load"),
                     typicalW / 1000, kw});
    lines.push_back({QStringLiteral("totals"), QStringLiteral("heat-liquid"),
                     tr("Heat into liquid at maximum load"), liquidW / 1000, kw});
    lines.push_back({QStringLiteral("totals"), QStringLiteral("heat-air"), tr("Heat into air at maximum load"),
                     (maxW - liquidW) / 1000, kw});
    // The floor and the freight carry the racks too, not only what is in them.
    const DesignWeight weight = DesignWeight::of(design);
    lines.push_back({QStringLiteral("totals"), QStringLiteral("weight"),
                     weight.racksOfUnknownWeight == 0
                         ? tr("Weight of the devices and the empty racks")
                         : tr("Weight of the devices and the empty racks, without %n rack(s) whose empty weight "
                              "is not known", nullptr, weight.racksOfUnknownWeight),
                     weight.kg, QStringLiteral("kg")});
    return lines;
}

CsvTable Bom::table(const std::vector<BomLine>& lines) {
    CsvTable t;
    t.header = {QStringLiteral("section"), QStringLiteral("item"), QStringLiteral("description"),
                QStringLiteral("quantity"), QStringLiteral("unit")};
    for (const BomLine& l : lines) {
        const QString q = l.unit == u"pcs" ? QString::number(qRound64(l.quantity)) : QString::number(l.quantity, 'f', 2);
        t.rows.push_back({l.section, l.item, l.description, q, l.unit});
    }
    return t;
}

}  // namespace sn
