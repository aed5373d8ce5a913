#include "model/catalog/catalog_json.h"

#include "model/catalog/catalog_json_hydraulics.h"
#include "model/catalog/catalog_json_nccl.h"

#include "model/input/load_limits.h"

#include <QRegularExpression>
#include <QStringList>
#include <QSet>

#include <array>

namespace sn::catalog_json {

namespace {

std::string s(const QString& q) { return q.toStdString(); }

QString readId(const JsonReader& in) {
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
    const QString id = in.str("id");
    if (!pattern.match(id).hasMatch())
        in.fail("id", JsonReader::tr("\"%1\" is not a valid id (lower-case letters, digits and '-')").arg(excerpt(id)));
    return id;
}

double nonNegative(const JsonReader& in, const char* key, double fallback) {
    const double v = in.num(key, fallback);
    if (v < 0) in.fail(key, JsonReader::tr("must not be negative"));
    return v;
}

QStringList readOsNameList(const JsonReader& in, const char* key, int ports) {
    QStringList out;
    const auto list = in.optField(key);
    if (!list) return out;
    if (list->size() != std::size_t(ports))
        list->fail(JsonReader::tr("lists %1 name(s) for the group's %2 port(s)").arg(list->size()).arg(ports));
    for (std::size_t i = 0; i < list->size(); ++i) {
        const JsonReader e = list->at(i);
        if (!e.value().is_string()) e.fail(JsonReader::tr("expected a string"));
        const QString name = QString::fromStdString(e.value().get<std::string>());
        if (!OsInterfaceNames::isValidName(name))
            e.fail(JsonReader::tr("\"%1\" is not an interface name (1 to 15 characters, no '/', ':' or spaces)")
                       .arg(excerpt(name)));
        out << name;
    }
    return out;
}

OsInterfaceNames readOsNames(const JsonReader& in, int ports) {
    OsInterfaceNames os;
    os.netdevs = readOsNameList(in, "netdev", ports);
    if (os.netdevs.isEmpty()) in.fail("netdev", JsonReader::tr("missing: one Linux interface name per port"));
    os.rdmaDevices = readOsNameList(in, "rdma", ports);
    os.source = in.str("source");
    if (os.source.trimmed().isEmpty()) in.fail("source", JsonReader::tr("must name the document the names come from"));
    return os;
}

PortGroup readPortGroup(const JsonReader& in) {
    PortGroup g;
    g.nameTemplate = in.str("name");
    // Bounded so that expanding the ports can neither overflow `first + i` nor
    // run for minutes (input/load_limits.h).
    g.count = in.integer("count", 1);
    if (g.count < 1) in.fail("count", JsonReader::tr("must be at least 1"));
    g.count = in.integer("count", 1, 1, limits::kMaxPortsPerGroup);
    g.first = in.integer("first", 1, 0, limits::kMaxPortNumber);
    g.subports = in.integer("subports", 1);
    if (g.subports < 1) in.fail("subports", JsonReader::tr("must be at least 1"));
    g.subports = in.integer("subports", 1, 1, limits::kMaxSubports);
    if (g.count > 1 && !g.nameTemplate.contains(QStringLiteral("{n}")))
        in.fail("name", JsonReader::tr("a group of several ports needs {n} in its name"));
    if (g.subports > 1 && !g.nameTemplate.contains(QStringLiteral("{s}")))
        in.fail("name", JsonReader::tr("ports with subports need {s} in their name"));
    g.face = in.enumValue("face", kFaceNames, Face::Rear);
    g.formFactor = in.enumValue("form_factor", kFormFactorNames);
    g.speedGbps = nonNegative(in, "speed_gbps", 0);
    g.lanes = in.integer("lanes", 1);
    g.role = in.enumValue("role", kPortRoleNames);
    g.required = in.boolean("required", false);
    g.phase = in.enumValue("phase", kPhaseNames, Phase::None);
    g.xMm = in.num("x_mm", 0);
    g.yMm = in.num("y_mm", 0);
    g.pitchMm = in.num("pitch_mm", 0);
    g.perRow = in.integer("per_row", 0);
    g.rowPitchMm = in.num("row_pitch_mm", 0);
    g.dcFeed = in.enumValue("dc_feed", kDcFeedNames, DcFeed::None);
    g.blindMate = in.boolean("blind_mate", false);
    if (auto nb = in.optField("netbox")) {
        g.netbox = NetboxPort{nb->str("component"), nb->str("type"), nb->str("name", {})};
    }
    if (auto os = in.optField("os_interface")) g.os = readOsNames(*os, g.count * g.subports);
    if (g.formFactor == FormFactor::Generic && !g.netbox)
        in.fail("form_factor", JsonReader::tr("a generic port needs \"netbox\": the connector it really is"));
    return g;
}

Json writePortGroup(const PortGroup& g) {
    Json j;
    j["name"] = s(g.nameTemplate);
    j["count"] = g.count;
    j["first"] = g.first;
    j["subports"] = g.subports;
    j["face"] = s(kFaceNames.name(g.face));
    j["form_factor"] = s(kFormFactorNames.name(g.formFactor));
    j["speed_gbps"] = g.speedGbps;
    j["lanes"] = g.lanes;
    j["role"] = s(kPortRoleNames.name(g.role));
    j["required"] = g.required;
    if (g.blindMate) j["blind_mate"] = true;
    if (g.phase != Phase::None) j["phase"] = s(kPhaseNames.name(g.phase));
    j["x_mm"] = g.xMm;
    j["y_mm"] = g.yMm;
    j["pitch_mm"] = g.pitchMm;
    j["per_row"] = g.perRow;
    j["row_pitch_mm"] = g.rowPitchMm;
    if (g.dcFeed != DcFeed::None) j["dc_feed"] = s(kDcFeedNames.name(g.dcFeed));
    if (g.netbox) {
        Json nb;
        nb["component"] = s(g.netbox->component);
        nb["type"] = s(g.netbox->type);
        if (!g.netbox->name.isEmpty()) nb["name"] = s(g.netbox->name);
        j["netbox"] = nb;
    }
    if (g.os) {
        Json os;
        os["netdev"] = Json::array();
        for (const QString& n : g.os->netdevs) os["netdev"].push_back(s(n));
        if (!g.os->rdmaDevices.isEmpty()) {
            os["rdma"] = Json::array();
            for (const QString& n : g.os->rdmaDevices) os["rdma"].push_back(s(n));
        }
        os["source"] = s(g.os->source);
        j["os_interface"] = os;
    }
    return j;
}

TypeFigures readUnknownFields(const JsonReader& in, TypeFigures allowed = DeviceType::unknowable()) {
    TypeFigures out;
    const auto list = in.optField("unknown");
    if (!list) return out;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const JsonReader e = list->at(i);
        if (!e.value().is_string()) e.fail(JsonReader::tr("expected a string"));
        const QString key = QString::fromStdString(e.value().get<std::string>());
        const std::optional<TypeFigure> figure = kTypeFigureNames.parse(key);
        if (!figure || !allowed.contains(*figure))
            e.fail(JsonReader::tr("unknown value \"%1\" (expected one of: %2)")
                       .arg(key, allowed.keys().join(QStringLiteral(", "))));
        if (out.contains(*figure)) e.fail(JsonReader::tr("\"%1\" is listed twice").arg(key));
        out.insert(*figure);
    }
    return out;
}

NetboxInfo readNetboxInfo(const JsonReader& in) {
    NetboxInfo n;
    n.slug = in.str("slug");
    n.partNumber = in.str("part_number", {});
    n.airflow = in.str("airflow", {});
    n.fullDepth = in.boolean("is_full_depth", false);
    n.consolePorts = in.integer("console_ports", 0);
    n.frontPorts = in.integer("front_ports", 0);
    n.rearPorts = in.integer("rear_ports", 0);
    n.moduleBays = in.integer("module_bays", 0);
    if (auto extra = in.optField("extra"))
        for (std::size_t i = 0; i < extra->size(); ++i) {
            const JsonReader e = extra->at(i);
            if (!e.value().is_string()) e.fail(JsonReader::tr("expected a string"));
            n.extraFields << QString::fromStdString(e.value().get<std::string>());
        }
    for (const char* key : {"console_ports", "front_ports", "rear_ports", "module_bays"})
        if (in.integer(key, 0) < 0) in.fail(key, JsonReader::tr("must not be negative"));
    return n;
}

Json base(const char* kind, const QString& id, const QString& vendor, const QString& model) {
    Json j;
    j["kind"] = kind;
    j["id"] = s(id);
    j["vendor"] = s(vendor);
    j["model"] = s(model);
    return j;
}

}  // namespace

DeviceType readDevice(const JsonReader& in) {
    DeviceType d;
    d.id = readId(in);
    d.vendor = in.str("vendor");
    d.model = in.str("model");
    d.category = in.enumValue("category", kDeviceCategoryNames);
    d.mount = in.enumValue("mount", kMountNames, Mount::Rack);
    d.uHeight = nonNegative(in, "u_height", 0);
    if (d.uHeight > limits::kMaxDeviceU)
        in.fail("u_height", JsonReader::tr("must be between %1 and %2").arg(0).arg(limits::kMaxDeviceU));
    if (d.uHeight * 2 != double(int(d.uHeight * 2)))
        in.fail("u_height", JsonReader::tr("must be a multiple of 0.5"));
    if (d.mount == Mount::Rack && d.uHeight <= 0)
        in.fail("u_height", JsonReader::tr("a rack-mounted device needs a height of at least 0.5 U"));
    if (d.mount != Mount::Rack && d.uHeight != 0)
        in.fail("u_height", JsonReader::tr("side- and floor-mounted devices have a height of 0 U"));
    d.depthMm = nonNegative(in, "depth_mm", 0);
    d.widthMm = nonNegative(in, "width_mm", 0);
    d.weightKg = nonNegative(in, "weight_kg", 0);
    d.unknownFields = readUnknownFields(in);
    d.maxPowerW = nonNegative(in, "max_power_w", 0);
    d.typicalPowerW = nonNegative(in, "typical_power_w", d.maxPowerW);
    // An unknown maximum is a placeholder, so a known typical draw may exceed it.
    if (d.typicalPowerW > d.maxPowerW && !d.isUnknown(TypeFigure::MaxPowerW))
        in.fail("typical_power_w", JsonReader::tr("is above max_power_w"));
    d.liquidFraction = in.num("liquid_fraction", 0);
    if (d.liquidFraction < 0 || d.liquidFraction > 1)
        in.fail("liquid_fraction", JsonReader::tr("must be between 0 and 1"));
    d.maxCoolantInletC = in.optNum("max_coolant_inlet_c");
    d.coolantMaxKpa = readPressureRating(in, "coolant_max_kpa");
    d.gpus = in.integer("gpus", 0);
    if (auto p = in.optField("psu")) {
        d.psu = PsuSpec{p->integer("count"), p->integer("redundant", 0), nonNegative(*p, "rating_w", 0), {}, {}};
        if (p->has("shortfall")) d.psu->shortfall = p->enumValue("shortfall", kPsuShortfallNames);
        d.psu->source = p->str("source", QString());
    }
    if (auto p = in.optField("pdu")) {
        d.pdu = PduSpec{p->integer("phases"), p->num("voltage_ll_v"), p->num("current_a"),
                        p->num("derating", 0.8)};
        if (d.pdu->phases != 1 && d.pdu->phases != 3) p->fail("phases", JsonReader::tr("expected 1 or 3"));
    }
    if (auto p = in.optField("manifold"))
        d.manifold = ManifoldSpec{p->integer("qd_pairs"), nonNegative(*p, "max_flow_lpm", 0)};
    if (auto p = in.optField("cdu"))
        d.cdu = CduSpec{nonNegative(*p, "capacity_w", 0), nonNegative(*p, "max_flow_lpm", 0),
                        p->num("supply_min_c"), p->num("supply_max_c"), readPumpCurve(*p), readApproach(*p)};
    if (auto p = in.optField("air_cooler")) {
        d.airCooler = AirCoolerSpec{nonNegative(*p, "capacity_w", 0), p->boolean("in_row", false)};
        if (d.airCooler->capacityW <= 0) p->fail("capacity_w", JsonReader::tr("must be positive"));
    }
    d.coolingCircuit = readCoolingCircuit(in);
    if (auto p = in.optField("nvlink_domain")) {
        // The kind decides rack-scale placement (wizard, Slurm topology):
        // refused at load when it is none of the known words.
        const NvlinkDomainKind kind = p->enumValue("kind", kNvlinkDomainKindNames);
        d.nvlinkDomain = NvlinkDomainSpec{p->integer("gpus"), kind};
    }
    if (auto p = in.optField("failure_rate")) {
        d.failureRate = FailureRateSpec{p->num("annual"), p->str("source")};
        if (d.failureRate->annualRate < 0) p->fail("annual", JsonReader::tr("must not be negative"));
    }
    if (auto bays = in.optField("module_bays")) {
        if (bays->size() > std::size_t(limits::kMaxPortGroups))
            in.fail("module_bays", JsonReader::tr("more than %1 items").arg(limits::kMaxPortGroups));
        for (std::size_t i = 0; i < bays->size(); ++i) {
            const JsonReader b = bays->at(i);
            ModuleBay bay{b.str("name"), b.enumValue("accepts", kModuleBayKindNames), b.str("position", QString())};
            if (d.moduleBay(bay.name))
                b.fail("name", JsonReader::tr("module bay \"%1\" occurs twice").arg(excerpt(bay.name)));
            d.moduleBays.push_back(std::move(bay));
        }
    }
    if (auto ports = in.optField("ports")) {
        if (ports->size() > std::size_t(limits::kMaxPortGroups))
            in.fail("ports", JsonReader::tr("more than %1 items").arg(limits::kMaxPortGroups));
        long long total = 0;
        for (std::size_t i = 0; i < ports->size(); ++i) {
            d.portGroups.push_back(readPortGroup(ports->at(i)));
            total += (long long)d.portGroups.back().count * d.portGroups.back().subports;
            if (total > limits::kMaxPortsPerType)
                in.fail("ports", JsonReader::tr("more than %1 ports in all").arg(limits::kMaxPortsPerType));
        }
    }
    d.expandPorts();
    // Port names must be unique: connections and labels refer to them.
    QSet<QString> names;
    for (const PortSpec& p : d.ports()) {
        if (names.contains(p.name))
            in.fail("ports", JsonReader::tr("port name \"%1\" occurs twice").arg(excerpt(p.name)));
        names.insert(p.name);
    }
    if (auto n = in.optField("nccl")) {
        d.nccl = readNccl(*n);
        if (auto nics = n->optField("nics"))
            for (std::size_t i = 0; i < d.nccl.nics.size(); ++i)
                if (!d.nccl.nics[i].port.isEmpty() && !d.port(d.nccl.nics[i].port))
                    nics->at(i).fail("port", JsonReader::tr("no port \"%1\" on this device").arg(d.nccl.nics[i].port));
    }
    d.source = in.str("source");
    if (auto n = in.optField("netbox")) d.netbox = readNetboxInfo(*n);
    return d;
}

Json write(const DeviceType& d) {
    Json j = base("device", d.id, d.vendor, d.model);
    j["category"] = s(kDeviceCategoryNames.name(d.category));
    j["mount"] = s(kMountNames.name(d.mount));
    j["u_height"] = d.uHeight;
    j["depth_mm"] = d.depthMm;
    j["width_mm"] = d.widthMm;
    j["weight_kg"] = d.weightKg;
    j["max_power_w"] = d.maxPowerW;
    j["typical_power_w"] = d.typicalPowerW;
    j["liquid_fraction"] = d.liquidFraction;
    if (d.maxCoolantInletC) j["max_coolant_inlet_c"] = *d.maxCoolantInletC;
    if (d.coolantMaxKpa) j["coolant_max_kpa"] = *d.coolantMaxKpa;
    j["gpus"] = d.gpus;
    if (d.psu) {
        j["psu"] = {{"count", d.psu->count}, {"redundant", d.psu->redundant}, {"rating_w", d.psu->ratingW}};
        // Written only when stated, so entries without them keep their old text.
        if (d.psu->shortfall) j["psu"]["shortfall"] = s(kPsuShortfallNames.name(*d.psu->shortfall));
        if (!d.psu->source.isEmpty()) j["psu"]["source"] = s(d.psu->source);
    }
    if (d.pdu)
        j["pdu"] = {{"phases", d.pdu->phases}, {"voltage_ll_v", d.pdu->voltageLlV},
                    {"current_a", d.pdu->currentA}, {"derating", d.pdu->derating}};
    if (d.manifold) j["manifold"] = {{"qd_pairs", d.manifold->qdPairs}, {"max_flow_lpm", d.manifold->maxFlowLpm}};
    if (d.cdu)
        j["cdu"] = {{"capacity_w", d.cdu->capacityW}, {"max_flow_lpm", d.cdu->maxFlowLpm},
                    {"supply_min_c", d.cdu->supplyMinC}, {"supply_max_c", d.cdu->supplyMaxC}};
    if (d.cdu) writePumpCurve(j["cdu"], d.cdu->pump);
    if (d.cdu && d.cdu->approachK) j["cdu"]["approach_k"] = *d.cdu->approachK;
    if (d.airCooler) j["air_cooler"] = {{"capacity_w", d.airCooler->capacityW}, {"in_row", d.airCooler->inRow}};
    writeCoolingCircuit(j, d.coolingCircuit);
    if (d.nvlinkDomain)
        j["nvlink_domain"] = {{"gpus", d.nvlinkDomain->gpus},
                              {"kind", s(kNvlinkDomainKindNames.name(d.nvlinkDomain->kind))}};
    if (d.failureRate) j["failure_rate"] = {{"annual", d.failureRate->annualRate}, {"source", s(d.failureRate->source)}};
    // Written only when present, so entries without bays keep their old text.
    if (!d.moduleBays.empty()) {
        Json bays = Json::array();
        for (const ModuleBay& b : d.moduleBays) {
            Json bay = {{"name", s(b.name)}, {"accepts", s(kModuleBayKindNames.name(b.accepts))}};
            if (!b.position.isEmpty()) bay["position"] = s(b.position);
            bays.push_back(std::move(bay));
        }
        j["module_bays"] = bays;
    }
    j["ports"] = Json::array();
    for (const PortGroup& g : d.portGroups) j["ports"].push_back(writePortGroup(g));
    if (!d.nccl.isEmpty()) j["nccl"] = writeNccl(d.nccl);
    j["source"] = s(d.source);
    // Written only when present, so entries without them keep their old text.
    if (!d.unknownFields.isEmpty()) {
        j["unknown"] = Json::array();
        for (const QString& key : d.unknownFields.keys()) j["unknown"].push_back(s(key));
    }
    if (d.netbox)
        j["netbox"] = {{"slug", s(d.netbox->slug)}, {"part_number", s(d.netbox->partNumber)},
                       {"airflow", s(d.netbox->airflow)}, {"is_full_depth", d.netbox->fullDepth},
                       {"console_ports", d.netbox->consolePorts}, {"front_ports", d.netbox->frontPorts},
                       {"rear_ports", d.netbox->rearPorts}, {"module_bays", d.netbox->moduleBays}};
    if (d.netbox && !d.netbox->extraFields.isEmpty()) {
        Json extra = Json::array();
        for (const QString& e : d.netbox->extraFields) extra.push_back(s(e));
        j["netbox"]["extra"] = extra;
    }
    return j;
}

CableType readCable(const JsonReader& in) {
    CableType c;
    c.id = readId(in);
    c.vendor = in.str("vendor");
    c.model = in.str("model");
    c.media = in.enumValue("media", kCableMediaNames);
    const JsonReader conn = in.field("connectors");
    if (conn.size() != 2) in.fail("connectors", JsonReader::tr("expected two connectors"));
    auto connector = [&](std::size_t i) {
        const JsonReader e = conn.at(i);
        if (!e.value().is_string()) e.fail(JsonReader::tr("expected a string"));
        const QString text = QString::fromStdString(e.value().get<std::string>());
        if (auto ff = kFormFactorNames.parse(text)) return *ff;
        e.fail(JsonReader::tr("unknown value \"%1\" (expected one of: %2)").arg(excerpt(text), kFormFactorNames.list()));
    };
    c.connectorA = connector(0);
    c.connectorB = connector(1);
    c.speedGbps = nonNegative(in, "speed_gbps", 0);
    c.outerDiameterMm = nonNegative(in, "outer_diameter_mm", 0);
    if (auto b = in.optField("bend_radius"))
        c.bendRadius = {b->num("static_x_od", 0), b->num("static_min_mm", 0), b->num("dynamic_x_od", 0),
                        b->num("dynamic_min_mm", 0)};
    c.reachM = nonNegative(in, "reach_m", 0);
    const JsonReader lengths = in.field("lengths_m");
    for (std::size_t i = 0; i < lengths.size(); ++i) {
        const JsonReader e = lengths.at(i);
        if (!e.value().is_number() || e.value().get<double>() < 0) e.fail(JsonReader::tr("expected a length in metres"));
        const double l = e.value().get<double>();
        if (!c.lengthsM.empty() && l <= c.lengthsM.back()) e.fail(JsonReader::tr("lengths must be ascending"));
        c.lengthsM.push_back(l);
    }
    c.transceiverId = in.str("transceiver", {});
    c.transceiverBId = in.str("transceiver_b", {});
    if (!c.transceiverBId.isEmpty() && c.transceiverId.isEmpty())
        in.fail("transceiver_b", JsonReader::tr("needs \"transceiver\" for end A"));
    c.transceiverTwinId = in.str("transceiver_twin", {});
    c.legs = in.integer("legs", 1);
    if (c.legs < 1 || c.legs > 8) in.fail("legs", JsonReader::tr("expected 1 to 8 links per part"));
    const QString shared = in.str("shared_ends", QStringLiteral("a"));
    if (shared != u"a" && shared != u"both")
        in.fail("shared_ends", JsonReader::tr("expected \"a\" (a splitter) or \"both\" (a twin-port cable)"));
    c.sharedAtBothEnds = c.legs > 1 && shared == u"both";
    if (c.legs > 1 && c.isFibre())
        in.fail("legs", JsonReader::tr("a fibre carries one link; its twin-port module is \"transceiver_twin\""));
    c.blindMate = in.boolean("blind_mate", false);
    c.pipe = readPipe(in);
    c.color = in.str("color", {});
    c.source = in.str("source");
    return c;
}

Json write(const CableType& c) {
    Json j = base("cable", c.id, c.vendor, c.model);
    j["media"] = s(kCableMediaNames.name(c.media));
    j["connectors"] = {s(kFormFactorNames.name(c.connectorA)), s(kFormFactorNames.name(c.connectorB))};
    j["speed_gbps"] = c.speedGbps;
    j["outer_diameter_mm"] = c.outerDiameterMm;
    j["bend_radius"] = {{"static_x_od", c.bendRadius.staticXOd}, {"static_min_mm", c.bendRadius.staticMinMm},
                        {"dynamic_x_od", c.bendRadius.dynamicXOd}, {"dynamic_min_mm", c.bendRadius.dynamicMinMm}};
    j["reach_m"] = c.reachM;
    j["lengths_m"] = c.lengthsM;
    if (!c.transceiverId.isEmpty()) j["transceiver"] = s(c.transceiverId);
    if (!c.transceiverBId.isEmpty()) j["transceiver_b"] = s(c.transceiverBId);
    if (!c.transceiverTwinId.isEmpty()) j["transceiver_twin"] = s(c.transceiverTwinId);
    if (c.legs > 1) {
        j["legs"] = c.legs;
        j["shared_ends"] = c.sharedAtBothEnds ? "both" : "a";
    }
    if (c.blindMate) j["blind_mate"] = true;
    writePipe(j, c.pipe);
    j["color"] = s(c.color);
    j["source"] = s(c.source);
    return j;
}

TransceiverType readTransceiver(const JsonReader& in) {
    TransceiverType t;
    t.id = readId(in);
    t.vendor = in.str("vendor");
    t.model = in.str("model");
    t.formFactor = in.enumValue("form_factor", kFormFactorNames);
    t.speedGbps = nonNegative(in, "speed_gbps", 0);
    t.media = in.enumValue("media", kCableMediaNames);
    t.reachM = nonNegative(in, "reach_m", 0);
    t.powerW = nonNegative(in, "power_w", 0);
    t.ports = in.integer("ports", 1);
    if (t.ports < 1 || t.ports > 8) in.fail("ports", JsonReader::tr("expected 1 to 8 ports per module"));
    t.source = in.str("source");
    return t;
}

Json write(const TransceiverType& t) {
    Json j = base("transceiver", t.id, t.vendor, t.model);
    j["form_factor"] = s(kFormFactorNames.name(t.formFactor));
    j["speed_gbps"] = t.speedGbps;
    j["media"] = s(kCableMediaNames.name(t.media));
    j["reach_m"] = t.reachM;
    j["power_w"] = t.powerW;
    if (t.ports > 1) j["ports"] = t.ports;
    j["source"] = s(t.source);
    return j;
}

CoolantType readCoolant(const JsonReader& in) {
    CoolantType c;
    c.id = readId(in);
    c.name = in.str("name");
    c.densityKgPerL = in.num("density_kg_per_l");
    c.cpKjPerKgK = in.num("cp_kj_per_kg_k");
    if (c.densityKgPerL <= 0) in.fail("density_kg_per_l", JsonReader::tr("must be positive"));
    if (c.cpKjPerKgK <= 0) in.fail("cp_kj_per_kg_k", JsonReader::tr("must be positive"));
    c.freezingC = in.num("freezing_c", 0);
    c.referenceTempC = in.num("reference_temp_c", 25);
    c.viscosity = readViscosity(in);
    c.source = in.str("source");
    return c;
}

Json write(const CoolantType& c) {
    Json j;
    j["kind"] = "coolant";
    j["id"] = s(c.id);
    j["name"] = s(c.name);
    j["density_kg_per_l"] = c.densityKgPerL;
    j["cp_kj_per_kg_k"] = c.cpKjPerKgK;
    j["freezing_c"] = c.freezingC;
    j["reference_temp_c"] = c.referenceTempC;
    writeViscosity(j, c.viscosity);
    j["source"] = s(c.source);
    return j;
}

RackType readRackType(const JsonReader& in) {
    RackType r;
    r.id = readId(in);
    r.vendor = in.str("vendor");
    r.model = in.str("model");
    r.uHeight = in.integer("u_height");
    if (r.uHeight < 1 || r.uHeight > 60) in.fail("u_height", JsonReader::tr("must be between 1 and 60"));
    r.widthMm = nonNegative(in, "width_mm", 600);
    r.depthMm = nonNegative(in, "depth_mm", 1200);
    r.maxWeightKg = nonNegative(in, "max_weight_kg", 0);
    r.weightKg = nonNegative(in, "weight_kg", 0);
    r.sideSlots = in.integer("side_slots", 2);
    r.airCoolingLimitW = nonNegative(in, "air_cooling_limit_w", 0);
    r.source = in.str("source");
    r.cableManagerDepthMm = nonNegative(in, "cable_manager_depth_mm", RackType::kDefaultCableManagerDepthMm);
    if (const std::optional<JsonReader> b = in.optField("busbar")) {
        BusbarSpec bus;
        bus.voltageV = nonNegative(*b, "voltage_v", 0);
        if (bus.voltageV <= 0) b->fail("voltage_v", JsonReader::tr("must be above 0"));
        bus.capacityW = nonNegative(*b, "capacity_w", 0);
        r.busbar = bus;
    }
    return r;
}

Json write(const RackType& r) {
    Json j = base("rack", r.id, r.vendor, r.model);
    j["u_height"] = r.uHeight;
    j["width_mm"] = r.widthMm;
    j["depth_mm"] = r.depthMm;
    j["max_weight_kg"] = r.maxWeightKg;
    j["side_slots"] = r.sideSlots;
    j["air_cooling_limit_w"] = r.airCoolingLimitW;
    j["source"] = s(r.source);
    // Written only when it differs from the documented default, so catalog
    // copies in files saved before the figure existed stay byte-identical.
    if (r.cableManagerDepthMm != RackType::kDefaultCableManagerDepthMm)
        j["cable_manager_depth_mm"] = r.cableManagerDepthMm;
    if (r.weightKg > 0) j["weight_kg"] = r.weightKg;  // likewise: only when known
    if (r.busbar) {
        Json b;
        b["voltage_v"] = r.busbar->voltageV;
        if (r.busbar->capacityW > 0) b["capacity_w"] = r.busbar->capacityW;
        j["busbar"] = b;
    }
    return j;
}

TrayType readTrayType(const JsonReader& in) {
    TrayType t;
    t.id = readId(in);
    t.vendor = in.str("vendor");
    t.model = in.str("model");
    t.kind = in.enumValue("tray_kind", kTrayKindNames);
    t.widthMm = nonNegative(in, "width_mm", 0);
    t.depthMm = nonNegative(in, "depth_mm", 0);
    t.fillLimit = in.num("fill_limit", 0.5);
    if (t.fillLimit <= 0 || t.fillLimit > 1) in.fail("fill_limit", JsonReader::tr("must be above 0 and at most 1"));
    t.fittingRadiusMm = nonNegative(in, "fitting_radius_mm", 0);
    t.source = in.str("source");
    return t;
}

Json write(const TrayType& t) {
    Json j = base("tray", t.id, t.vendor, t.model);
    j["tray_kind"] = s(kTrayKindNames.name(t.kind));
    j["width_mm"] = t.widthMm;
    j["depth_mm"] = t.depthMm;
    j["fill_limit"] = t.fillLimit;
    j["fitting_radius_mm"] = t.fittingRadiusMm;
    j["source"] = s(t.source);
    return j;
}

ModuleType readModule(const JsonReader& in) {
    ModuleType m;
    m.id = readId(in);
    m.vendor = in.str("vendor");
    m.model = in.str("model");
    m.partNumber = in.str("part_number", {});
    m.kind = in.enumValue("module_kind", kModuleKindNames);
    if (auto ports = in.optField("ports"))
        for (std::size_t i = 0; i < ports->size(); ++i) m.portGroups.push_back(readPortGroup(ports->at(i)));
    m.maxPowerW = nonNegative(in, "max_power_w", 0);
    m.typicalPowerW = nonNegative(in, "typical_power_w", 0);
    m.formFactor = in.enumValue("form_factor", kFormFactorNames, FormFactor::Generic);
    m.speedGbps = nonNegative(in, "speed_gbps", 0);
    m.reachM = nonNegative(in, "reach_m", 0);
    m.weightKg = nonNegative(in, "weight_kg", 0);
    m.unknownFields = readUnknownFields(in, ModuleType::unknowable());
    m.source = in.str("source");
    return m;
}

Json write(const ModuleType& m) {
    Json j = base("module", m.id, m.vendor, m.model);
    if (!m.partNumber.isEmpty()) j["part_number"] = s(m.partNumber);
    j["module_kind"] = s(kModuleKindNames.name(m.kind));
    j["ports"] = Json::array();
    for (const PortGroup& g : m.portGroups) j["ports"].push_back(writePortGroup(g));
    j["max_power_w"] = m.maxPowerW;
    j["typical_power_w"] = m.typicalPowerW;
    if (m.formFactor != FormFactor::Generic) j["form_factor"] = s(kFormFactorNames.name(m.formFactor));
    j["speed_gbps"] = m.speedGbps;
    j["reach_m"] = m.reachM;
    j["weight_kg"] = m.weightKg;
    if (!m.unknownFields.isEmpty()) {
        j["unknown"] = Json::array();
        for (const QString& key : m.unknownFields.keys()) j["unknown"].push_back(s(key));
    }
    j["source"] = s(m.source);
    return j;
}

namespace {
template <class T>
QString putEntry(Catalog& catalog, T entry) {
    QString id = entry.id;
    catalog.put(std::move(entry));
    return id;
}
}  // namespace

QString readEntryInto(const JsonReader& in, Catalog& catalog) {
    const QString kind = in.str("kind");
    if (kind == QLatin1String("device")) return putEntry(catalog, readDevice(in));
    if (kind == QLatin1String("cable")) return putEntry(catalog, readCable(in));
    if (kind == QLatin1String("transceiver")) return putEntry(catalog, readTransceiver(in));
    if (kind == QLatin1String("coolant")) return putEntry(catalog, readCoolant(in));
    if (kind == QLatin1String("rack")) return putEntry(catalog, readRackType(in));
    if (kind == QLatin1String("tray")) return putEntry(catalog, readTrayType(in));
    if (kind == QLatin1String("module")) return putEntry(catalog, readModule(in));
    in.fail("kind", JsonReader::tr("unknown kind \"%1\" (expected device, cable, transceiver, "
                                   "coolant, rack, tray or module)").arg(kind));
}

}  // namespace sn::catalog_json

namespace sn {

bool OsInterfaceNames::isValidName(const QString& name) {
    static const QRegularExpression bad(QStringLiteral("[/:\\s]"));
    return !name.isEmpty() && name.toUtf8().size() <= 15 && !bad.match(name).hasMatch() && name != u"."
        && name != u"..";
}

}  // namespace sn
