#pragma once

#include "model/analysis/rack_fill.h"
#include "model/design/design.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace sn {

/// Where devices go in one rack, as a palette drop and a paste put them (one
/// search, so both answer alike): each device tries its preferred place
/// first, then the lowest free U from the bottom (a 0U device the first free
/// side slot, left channel first). The rack's limits (RackFill: U, kW, air,
/// flow, QD pairs, PDUs, busbar, weight) are weighed with every device this
/// search placed before it; a place is refused where the design's geometry
/// refuses it (Design::checkPlacement) or a device placed before it stands.
class RackSlots {
    Q_DECLARE_TR_FUNCTIONS(RackSlots)
public:
    /// `moving`: a device being moved, left out of the rack as it stands and
    /// weighed, when placed, with the draw and weight its modules give it.
    RackSlots(const Design& design, RackId rack, std::optional<DeviceId> moving = std::nullopt);

    struct Result {
        std::optional<Placement> placement;
        QString refusal;                 ///< why not, when there is no placement
        std::optional<RackLimit> limit;  ///< the rack limit it would break, when that is why
    };
    /// The place for one more `typeId` (taken, for the devices placed after
    /// it), weighed with the draw and weight of `modules` in its bays (a
    /// pasted copy's).
    Result place(const QString& typeId, std::optional<Placement> preferred = std::nullopt,
                 const std::vector<ModuleFill>& modules = {});

private:
    struct Taken {
        Placement at;
        int heightU = 0;
        bool side = false;
    };
    bool collides(const Placement& p, int heightU, bool side) const;
    std::vector<Placement> candidates(const DeviceType& type, const std::optional<Placement>& preferred) const;

    const Design& m_design;
    const Rack* m_rack;
    std::optional<DeviceId> m_moving;
    RackFill m_fill;
    std::vector<Taken> m_taken;
};

}  // namespace sn
