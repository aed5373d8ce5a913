#include "model/analysis/cable_assembly.h"

#include "model/catalog/cage_fit.h"
#include "model/core/natural_order.h"

namespace sn {

namespace {

QString cageId(const Design& design, const PortRef& port, const PortSpec& spec) {
    const Device* d = design.device(port.device);
    return (d ? d->name : port.device.toString()) + QLatin1Char(':') + spec.cageName;
}

}  // namespace

std::vector<CageLink> CableAssembly::linksInCage(const Design& design, const PortRef& port) {
    std::vector<CageLink> out;
    const Device* device = design.device(port.device);
    const DeviceType* type = device ? design.typeOf(*device) : nullptr;
    const PortSpec* spec = type ? type->port(port.port) : nullptr;
    // A filled PSU bay's inlet is a cage of its own (ModulePorts).
    const std::vector<const PortSpec*> cage = spec ? type->cageOf(*spec) : std::vector<const PortSpec*>{design.portSpec(port)};
    if (!cage.front()) return out;
    for (const PortSpec* p : cage) {
        const auto c = design.connectionAt(*device, *p);
        if (!c) continue;
        CageLink link{p, design.connection(*c), nullptr, nullptr};
        if (const auto cable = design.cableOf(*c)) {
            link.cable = design.cable(*cable);
            link.type = link.cable ? design.catalog().cable(link.cable->typeId) : nullptr;
        }
        out.push_back(link);
    }
    return out;
}

namespace {

const PortRef& farEnd(const Connection& c, const PortRef& near) { return c.a == near ? c.b : c.a; }

QString describePlug(const Catalog& catalog, const CageFit::Plug& plug) {
    if (plug.module) {
        const TransceiverType* x = catalog.transceiver(plug.id);
        return x ? x->model : plug.id;
    }
    const CableType* t = catalog.cable(plug.id);
    return t ? t->model : plug.id;
}

}  // namespace

AssemblyCages AssemblyCages::of(const Design& design, const Cable& cable, const CableType& type) {
    AssemblyCages out;
    const Connection* c = design.connection(cable.connection);
    if (!c) return out;
    out.a = design.portSpec(c->a);
    out.b = design.portSpec(c->b);
    if (!out.a || !out.b) return out;
    if (type.isMultiLeg()) {
        out.multiLeg = true;
        if (CageFit::isSharedEnd(type, *out.a)) out.sharedA = CageOf{c->a.device, out.a->cage};
        if (CageFit::isSharedEnd(type, *out.b)) out.sharedB = CageOf{c->b.device, out.b->cage};
        return out;
    }
    if (!type.isFibre()) return out;
    out.fibre = true;
    out.moduleTypeA = CageFit::plugAt(type, *out.a).id;
    out.moduleTypeB = CageFit::plugAt(type, *out.b).id;
    if (out.a->cagePorts > 1) out.moduleCageA = CageOf{c->a.device, out.a->cage};
    if (out.b->cagePorts > 1) out.moduleCageB = CageOf{c->b.device, out.b->cage};
    return out;
}

CableAssembly CableAssembly::of(const Design& design, const Cable& cable, const QString& displayId) {
    CableAssembly out;
    out.id = displayId;
    const Connection* c = design.connection(cable.connection);
    const CableType* type = design.catalog().cable(cable.typeId);
    if (!c || !type) return out;
    const AssemblyCages cages = AssemblyCages::of(design, cable, *type);
    if (!cages.a || !cages.b) return out;
    if (cages.multiLeg) {
        out.multiLeg = true;
        // not plugged as sold: counted as its own part (the rule says why)
        if (!cages.sharedA && !cages.sharedB) return out;
        const QString idA = cages.sharedA ? cageId(design, c->a, *cages.a) : QString();
        const QString idB = cages.sharedB ? cageId(design, c->b, *cages.b) : QString();
        const bool useA = cages.sharedA && (!cages.sharedB || naturalCompare(idA, idB) <= 0);
        out.id = useA ? idA : idB;
        out.leg = useA ? cages.a->subport : cages.b->subport;
        return out;
    }
    if (!cages.fibre) return out;
    const auto module = [&](const PortRef& ref, const PortSpec& spec, bool twin, QChar end, QString& id) {
        id = twin ? cageId(design, ref, spec) : displayId + QLatin1Char(':') + end;
    };
    out.moduleTypeA = cages.moduleTypeA;
    out.moduleTypeB = cages.moduleTypeB;
    module(c->a, *cages.a, cages.moduleCageA.has_value(), u'A', out.moduleA);
    module(c->b, *cages.b, cages.moduleCageB.has_value(), u'B', out.moduleB);
    // A fibre stays its own part: the cage it shares is the module's id.
    return out;
}

bool CableAssembly::cagesParallel(const Design& design, const Connection& connection) {
    return cagesParallel(design, connection, [&](const PortRef& port) { return linksInCage(design, port); });
}

bool CableAssembly::cagesParallel(const Design& design, const Connection& connection, const CageLinksOf& linksOf) {
    const PortSpec* a = design.portSpec(connection.a);
    const PortSpec* b = design.portSpec(connection.b);
    if (!a || !b || a->cagePorts < 2 || b->cagePorts < 2 || a->cagePorts != b->cagePorts) return false;
    const std::vector<CageLink> links = linksOf(connection.a);
    if (int(links.size()) != a->cagePorts) return false;
    for (const CageLink& l : links) {
        const PortRef& far = farEnd(*l.connection, {connection.a.device, l.spec->name});
        const PortSpec* fs = design.portSpec(far);
        if (far.device != connection.b.device || !fs || fs->cage != b->cage) return false;
    }
    return true;
}

std::optional<QString> CableAssembly::cageProblem(const Design& design, const PortRef& port) {
    return cageProblem(design, port, [&](const PortRef& p) { return linksInCage(design, p); });
}

std::optional<QString> CableAssembly::cageProblem(const Design& design, const PortRef& port,
                                                  const CageLinksOf& linksOf) {
    const PortSpec* spec = design.portSpec(port);
    if (!spec || spec->cagePorts < 2) return std::nullopt;
    // Named only when there is a problem: this runs for every cage of the hall.
    const auto cageName = [&] {
        const Device* device = design.device(port.device);
        return (device ? device->name : QString()) + QLatin1Char(' ') + spec->cageName;
    };
    std::optional<CageFit::Plug> first;
    const CageLink* firstLink = nullptr;
    for (const CageLink& l : linksOf(port)) {
        if (!l.type) continue;
        const PortRef near{port.device, l.spec->name};
        const PortSpec* far = design.portSpec(farEnd(*l.connection, near));
        if (!far) continue;
        // Only a cable plugged cage to cage at both ends asks whether the two
        // cages are joined port for port (CageFit::fits); listing the cage
        // again for every other link was 14 % of `validate` at 16 384 GPUs.
        const bool parallel =
            l.type->isMultiLeg() && l.type->sharedAtBothEnds && cagesParallel(design, *l.connection, linksOf);
        if (!CageFit::fits(*l.type, *l.spec, *far, parallel)) {
            if (l.type->isMultiLeg() && l.type->sharedAtBothEnds)
                return tr("Cage %1: %2 is a twin-port cable; both its links must join this cage to one other "
                          "twin-port cage.")
                    .arg(cageName(), l.type->model);
            return tr("Cage %1 holds one plug for its %2 ports; %3 on port %4 is not a part such a cage takes "
                      "(a twin-port module with one fibre per port, a splitter or a twin-port cable).")
                .arg(cageName())
                .arg(spec->cagePorts)
                .arg(l.type->model, l.spec->name);
        }
        const CageFit::Plug plug = CageFit::plugAt(*l.type, *l.spec);
        if (!first) {
            first = plug;
            firstLink = &l;
            continue;
        }
        if (plug != *first)
            return tr("Cage %1 holds one plug: port %2 has %3 and port %4 has %5; the links of one cage are "
                      "one splitter of one media and length, or fibres on one module.")
                .arg(cageName(), firstLink->spec->name, describePlug(design.catalog(), *first), l.spec->name,
                     describePlug(design.catalog(), plug));
        if (!plug.module && firstLink->cable->orderedLengthMm != l.cable->orderedLengthMm)
            return tr("Cage %1: ports %2 and %3 are legs of one %4, ordered at one length; they are %5 and %6.")
                .arg(cageName(), firstLink->spec->name, l.spec->name, l.type->model,
                     firstLink->cable->orderedLengthMm
                         ? QStringLiteral("%1 m").arg(*firstLink->cable->orderedLengthMm / 1000.0)
                         : tr("not yet sized"),
                     l.cable->orderedLengthMm ? QStringLiteral("%1 m").arg(*l.cable->orderedLengthMm / 1000.0)
                                              : tr("not yet sized"));
    }
    return std::nullopt;
}

std::optional<QString> CableAssembly::refusesNewLink(const Design& design, const PortRef& port, const PortRef& far,
                                                     const CableType& type) {
    const PortSpec* spec = design.portSpec(port);
    const PortSpec* farSpec = design.portSpec(far);
    if (!spec || !farSpec || spec->cagePorts < 2) return std::nullopt;
    const Device* device = design.device(port.device);
    const QString cage = (device ? device->name : QString()) + QLatin1Char(' ') + spec->cageName;
    const CageFit::Plug plug = CageFit::plugAt(type, *spec);
    for (const CageLink& l : linksInCage(design, port)) {
        if (!l.type || l.spec->name == port.port) continue;
        const CageFit::Plug held = CageFit::plugAt(*l.type, *l.spec);
        if (held != plug)
            return tr("Cage %1 already holds %2 (port %3); port %4 can only take another link of that part, "
                      "not %5.")
                .arg(cage, describePlug(design.catalog(), held), l.spec->name, port.port,
                     describePlug(design.catalog(), plug));
    }
    return std::nullopt;
}

}  // namespace sn
