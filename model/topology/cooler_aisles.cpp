#include "model/topology/cooler_aisles.h"

#include <algorithm>

namespace sn {

namespace {
bool holds(const std::vector<std::size_t>& rows, std::size_t row) {
    return std::find(rows.begin(), rows.end(), row) != rows.end();
}
}  // namespace

CoolerAisles CoolerAisles::of(const std::vector<int>& rowHall, Containment containment,
                              const std::vector<Rack>& racks) {
    CoolerAisles out;
    for (std::size_t row = 0; row < rowHall.size(); ++row) {
        const bool starts = (containment == Containment::Cold ? row % 2 == 1 || row == 0 : row % 2 == 0) ||
                            (row > 0 && rowHall[row] != rowHall[row - 1]);
        if (starts || out.groups.empty()) out.groups.emplace_back();
        out.groups.back().push_back(row);
    }
    for (std::size_t g = 0; g < out.groups.size(); ++g)
        for (const Rack& rack : racks) {
            if (!holds(out.groups[g], rack.row)) continue;
            auto part = std::find_if(out.parts.begin(), out.parts.end(),
                                     [&](const Part& p) { return p.group == g && p.hall == rack.hall; });
            if (part == out.parts.end())
                part = out.parts.insert(out.parts.end(), {g, rack.hall, 0.0, rack.row});
            part->heatW += rack.airW;
        }
    return out;
}

bool CoolerAisles::inAisle(const Part& part, std::size_t row) const {
    return holds(groups[part.group], row);
}

}  // namespace sn
