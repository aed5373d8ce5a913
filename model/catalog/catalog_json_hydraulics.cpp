#include "model/catalog/catalog_json_hydraulics.h"

#include <cmath>

namespace sn::catalog_json {

namespace {

/// A finite number in (lo, hi] (or [lo, hi] when `zeroAllowed`), else one line naming the field.
double bounded(const JsonReader& in, const char* key, double lo, double hi, bool zeroAllowed = false) {
    const double v = in.num(key);
    const bool low = zeroAllowed ? v < lo : v <= lo;
    if (!std::isfinite(v) || low || v > hi)
        in.fail(key, JsonReader::tr("must be %1 %2 and at most %3").arg(zeroAllowed ? QStringLiteral("≥") : QStringLiteral(">")).arg(lo).arg(hi));
    return v;
}

BalancingValveSpec readBalancingValve(const JsonReader& v) {
    BalancingValveSpec s;
    s.model = v.str("model");
    const JsonReader table = v.field("kv_by_turns");
    if (table.size() < 2 || table.size() > 64) table.fail(JsonReader::tr("expected 2 to 64 points [turns, Kv]"));
    for (std::size_t i = 0; i < table.size(); ++i) {
        const JsonReader point = table.at(i);
        if (point.size() != 2) point.fail(JsonReader::tr("expected [turns, Kv]"));
        const Json& t = point.at(0).value();
        const Json& kv = point.at(1).value();
        if (!t.is_number() || !kv.is_number()) point.fail(JsonReader::tr("expected two numbers"));
        const std::array<double, 2> p{t.get<double>(), kv.get<double>()};
        if (!std::isfinite(p[0]) || !std::isfinite(p[1]) || p[0] < 0 || p[0] > 100 || p[1] <= 0 || p[1] > 100000)
            point.fail(JsonReader::tr("out of range (turns 0 to 100, Kv above 0 and at most 100 000 m³/h)"));
        if (!s.kvByTurns.empty() && (p[0] <= s.kvByTurns.back()[0] || p[1] <= s.kvByTurns.back()[1]))
            point.fail(JsonReader::tr("turns and Kv must both rise from point to point"));
        s.kvByTurns.push_back(p);
    }
    return s;
}

inline constexpr EnumNames<FittedPartSpec::Kind, 2> kFittedKindNames{{{
    {FittedPartSpec::Kind::IsolationValve, "isolation-valve"}, {FittedPartSpec::Kind::Strainer, "strainer"},
}}};

/// `k` as stated, or from the maker's `kvs` (m³/h at 1 bar) at the pipe's bore.
FittedPartSpec readFitted(const JsonReader& f, double boreMm) {
    FittedPartSpec s;
    s.kind = f.enumValue("kind", kFittedKindNames);
    s.model = f.str("model");
    if (f.has("kvs") == f.has("k")) f.fail(JsonReader::tr("expected either \"kvs\" or \"k\""));
    if (f.has("k")) s.k = bounded(f, "k", 0, 10000, true);
    else s.k = lossCoefficientOfKv(bounded(f, "kvs", 0, 100000), boreMm);
    s.count = f.integer("count", 1, 1, 16);
    return s;
}

}  // namespace

std::optional<double> readPressureRating(const JsonReader& in, const char* key) {
    if (!in.has(key)) return std::nullopt;
    return bounded(in, key, 0, 100000);
}

std::optional<PipeSpec> readPipe(const JsonReader& entry) {
    const auto p = entry.optField("pipe");
    if (!p) return std::nullopt;
    PipeSpec s;
    s.innerDiameterMm = bounded(*p, "inner_diameter_mm", 0, 2000);
    s.roughnessMm = bounded(*p, "roughness_mm", 0, 10, true);
    s.fittingsK = p->has("fittings_k") ? bounded(*p, "fittings_k", 0, 1000, true) : 0;
    s.quickDisconnects = p->integer("quick_disconnects", 0, 0, 16);
    if (s.quickDisconnects > 0) s.qdCv = bounded(*p, "qd_cv", 0, 1000);
    if (const auto v = p->optField("balancing_valve")) s.balancingValve = readBalancingValve(*v);
    if (const auto list = p->optField("fitted")) {
        if (list->size() > 16) list->fail(JsonReader::tr("more than 16 fitted parts"));
        for (std::size_t i = 0; i < list->size(); ++i) s.fitted.push_back(readFitted(list->at(i), s.innerDiameterMm));
    }
    s.maxPressureKpa = readPressureRating(*p, "max_pressure_kpa");
    return s;
}

std::optional<CoolingCircuitSpec> readCoolingCircuit(const JsonReader& entry) {
    const auto p = entry.optField("cooling_circuit");
    if (!p) return std::nullopt;
    CoolingCircuitSpec s;
    s.pressureDropKpa = bounded(*p, "pressure_drop_kpa", 0, 10000);
    s.atFlowLpm = bounded(*p, "at_flow_lpm", 0, 100000);
    s.exponent = p->has("exponent") ? bounded(*p, "exponent", 0.5, 3) : 2.0;
    if (s.exponent < 1) p->fail("exponent", JsonReader::tr("must be between 1 and 3"));
    return s;
}

std::optional<PumpCurveSpec> readPumpCurve(const JsonReader& cdu) {
    const auto p = cdu.optField("pump_curve");
    if (!p) return std::nullopt;
    if (p->size() != 3) p->fail(JsonReader::tr("expected three points [flow L/min, head kPa]"));
    PumpCurveSpec s;
    for (std::size_t i = 0; i < 3; ++i) {
        const JsonReader point = p->at(i);
        if (point.size() != 2) point.fail(JsonReader::tr("expected [flow L/min, head kPa]"));
        const Json& q = point.at(0).value();
        const Json& h = point.at(1).value();
        if (!q.is_number() || !h.is_number()) point.fail(JsonReader::tr("expected two numbers"));
        s.flowLpm[i] = q.get<double>();
        s.headKpa[i] = h.get<double>();
        if (!std::isfinite(s.flowLpm[i]) || !std::isfinite(s.headKpa[i]) || s.headKpa[i] < 0 || s.headKpa[i] > 10000
            || s.flowLpm[i] > 100000)
            point.fail(JsonReader::tr("out of range (flow 0 to 100 000 L/min, head 0 to 10 000 kPa)"));
    }
    // The shape EPANET fits: shutoff head at no flow, then falling with flow.
    if (s.flowLpm[0] != 0 || !(s.flowLpm[1] > 0) || !(s.flowLpm[2] > s.flowLpm[1]) || !(s.headKpa[0] > s.headKpa[1])
        || !(s.headKpa[1] > s.headKpa[2]))
        p->fail(JsonReader::tr("expected the head at zero flow first, then two points of rising flow and falling head"));
    return s;
}

std::optional<double> readApproach(const JsonReader& cdu) {
    if (!cdu.has("approach_k")) return std::nullopt;
    return bounded(cdu, "approach_k", 0, 30);
}

std::vector<ViscosityPoint> readViscosity(const JsonReader& coolant) {
    std::vector<ViscosityPoint> table;
    const auto p = coolant.optField("viscosity_mpa_s");
    if (!p) return table;
    if (p->size() > 64) p->fail(JsonReader::tr("more than 64 points"));
    for (std::size_t i = 0; i < p->size(); ++i) {
        const JsonReader point = p->at(i);
        ViscosityPoint v{bounded(point, "temp_c", -50, 150, true), bounded(point, "mpa_s", 0, 1000)};
        if (!table.empty() && v.tempC <= table.back().tempC) point.fail("temp_c", JsonReader::tr("temperatures must be ascending"));
        table.push_back(v);
    }
    return table;
}

void writePipe(Json& entry, const std::optional<PipeSpec>& pipe) {
    if (!pipe) return;
    Json j = {{"inner_diameter_mm", pipe->innerDiameterMm}, {"roughness_mm", pipe->roughnessMm},
              {"fittings_k", pipe->fittingsK}};
    if (pipe->quickDisconnects > 0) {
        j["quick_disconnects"] = pipe->quickDisconnects;
        j["qd_cv"] = pipe->qdCv;
    }
    if (pipe->balancingValve) {
        Json table = Json::array();
        for (const auto& p : pipe->balancingValve->kvByTurns) table.push_back({p[0], p[1]});
        j["balancing_valve"] = {{"model", pipe->balancingValve->model.toStdString()}, {"kv_by_turns", table}};
    }
    if (!pipe->fitted.empty()) {
        Json list = Json::array();
        for (const FittedPartSpec& f : pipe->fitted)
            list.push_back({{"kind", kFittedKindNames.name(f.kind).toStdString()}, {"model", f.model.toStdString()},
                            {"k", f.k}, {"count", f.count}});
        j["fitted"] = list;
    }
    if (pipe->maxPressureKpa) j["max_pressure_kpa"] = *pipe->maxPressureKpa;
    entry["pipe"] = j;
}

void writeCoolingCircuit(Json& entry, const std::optional<CoolingCircuitSpec>& circuit) {
    if (!circuit) return;
    entry["cooling_circuit"] = {{"pressure_drop_kpa", circuit->pressureDropKpa},
                                {"at_flow_lpm", circuit->atFlowLpm},
                                {"exponent", circuit->exponent}};
}

void writePumpCurve(Json& cdu, const std::optional<PumpCurveSpec>& pump) {
    if (!pump) return;
    Json points = Json::array();
    for (std::size_t i = 0; i < 3; ++i) points.push_back({pump->flowLpm[i], pump->headKpa[i]});
    cdu["pump_curve"] = points;
}

void writeViscosity(Json& coolant, const std::vector<ViscosityPoint>& table) {
    if (table.empty()) return;
    Json points = Json::array();
    for (const ViscosityPoint& v : table) points.push_back({{"temp_c", v.tempC}, {"mpa_s", v.mPaS}});
    coolant["viscosity_mpa_s"] = points;
}

}  // namespace sn::catalog_json
