#pragma once

#include "model/design/design_objects.h"

#include <cstddef>
#include <vector>

namespace sn {

/// The aisles a wizard design's in-row coolers serve and the heat each
/// must carry, hall by hall: the rows grouped by the aisle their coolers
/// stand in, and each aisle's rack air heat per drawn hall (a partition
/// across an aisle keeps each hall's air to itself).
struct CoolerAisles {
    /// A rack as the grouping reads it.
    struct Rack {
        std::size_t row = 0;
        int hall = -1;    ///< the drawn hall holding its centre; -1 without drawn halls
        double airW = 0;  ///< its devices' air heat and its power sources' losses
    };
    /// One aisle's part in one hall.
    struct Part {
        std::size_t group = 0;  ///< index into groups
        int hall = -1;
        double heatW = 0;
        std::size_t firstRow = 0;  ///< the row of its first rack: where places are kept for it
    };

    /// Per aisle, its rows in order. A closed cold aisle is fed by the rows
    /// facing into it (0 alone, then 1–2, 3–4, …); a closed hot aisle, or
    /// open aisles, by the rows exhausting into it (0–1, 2–3, …). No aisle
    /// spans a partition: a hall's first row starts one.
    std::vector<std::vector<std::size_t>> groups;
    /// Aisle by aisle, each hall's part in the order its first rack comes.
    std::vector<Part> parts;

    /// `rowHall`: the hall of each row, in y order (a new value starts an aisle).
    static CoolerAisles of(const std::vector<int>& rowHall, Containment containment,
                           const std::vector<Rack>& racks);
    /// True when `row` is one of the rows of `part`'s aisle.
    bool inAisle(const Part& part, std::size_t row) const;
};

}  // namespace sn
