#include "io/tray_runs_json.h"

#include <cmath>

namespace sn {

Json TrayRunsJson::write(const std::vector<TrayRun>& runs) {
    Json out = Json::array();
    for (const TrayRun& r : runs)
        out.push_back({{"tray", r.tray.toString().toStdString()}, {"from_mm", r.fromMm}, {"to_mm", r.toMm}});
    return out;
}

std::vector<TrayRun> TrayRunsJson::read(const JsonReader& runs) {
    std::vector<TrayRun> out;
    out.reserve(runs.size());
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const JsonReader in = runs.at(i);
        const QString tray = in.str("tray");
        const auto id = TrayId::fromString(tray);
        if (!id) in.fail("tray", tr("\"%1\" is not a UUID").arg(excerpt(tray)));
        // Built with its id: a default TrayRun makes a random one (design/blank_object.h).
        const TrayRun r{.tray = *id, .fromMm = in.num("from_mm"), .toMm = in.num("to_mm")};
        if (!std::isfinite(r.fromMm) || r.fromMm < 0) in.fail("from_mm", tr("must be zero or more"));
        if (!std::isfinite(r.toMm) || r.toMm < r.fromMm) in.fail("to_mm", tr("must not be less than from_mm"));
        out.push_back(r);
    }
    return out;
}

}  // namespace sn
