#pragma once

#include "model/analysis/device_heat.h"
#include "model/design/design.h"

#include <QCoreApplication>

#include <optional>

namespace sn {

/// The limits a rack's content is held to, in the order they are checked.
enum class RackLimit { USpace, PowerBudget, AirLimit, ManifoldFlow, QdPairs, PduCapacity, BusbarShelves, BusbarRating, Weight };

/// Why a device may not go into a rack: the limit it breaks (callers decide
/// by it) and the sentence that tells the user, with the limit's figures.
struct RackRefusal {
    RackLimit limit = RackLimit::USpace;
    QString message;
};

/// What a rack offers and what its content asks of it: U, the kW budget,
/// the air-cooling limit, its manifolds' flow and QD pairs, its PDUs'
/// capacity and its weight rating. The one place that says which limit a
/// rack's content breaks first (STYLE §6a): the wizard fills racks to it
/// (WizardSizing) and the editor refuses a drop past it (floor plan,
/// elevation). A limit of 0 is not there or not known, and is not checked.
/// Its draw, heat split and weight are RackLoad's (tst_rack_sums_agree);
/// the air heat leaves out the power shelves' conversion loss, which the
/// rule power.air-heat adds.
struct RackFill {
    Q_DECLARE_TR_FUNCTIONS(RackFill)
public:
    // What the rack offers.
    int uHeight = 0;
    double budgetW = 0, airLimitW = 0, maxWeightKg = 0;
    double manifoldFlowLpm = 0;  ///< Σ max flow of the rack's manifolds
    int qdPairs = 0;             ///< Σ supply/return QD pairs of its manifolds
    double pduCapacityW = 0;     ///< what its PDUs carry with either feed lost (PduHeadroom)
    bool busbar = false;         ///< the rack type has a busbar (Open Rack V3): uncorded devices draw from it
    double shelvesCapacityW = 0; ///< its power shelves with their spare rectifiers out (BusbarPower, N+1)
    double busbarRatingW = 0;    ///< the busbar's own rating
    // What its content asks.
    int usedU = 0;
    double loadW = 0, airW = 0, liquidW = 0, weightKg = 0;
    double pduLoadW = 0;       ///< the part of loadW the PDUs carry (not a power shelf's trays)
    double busbarLoadW = 0;    ///< the part of loadW on the busbar (BusbarPower's loads)
    int liquidDevices = 0;     ///< devices on cold plates: one QD pair each
    /// Coolant flow per watt of liquid heat (requiredFlowLpm of 1 W at the
    /// loop's coolant and ΔT); 0: flow not checked.
    double lpmPerW = 0;

    /// Adds one device of `type` drawing `heat` (DeviceHeat, the one heat
    /// split: a device whose type states no draw draws what its PSU bays
    /// give) and weighing `weightKg` (deviceWeightKg, its modules with it):
    /// its U (rack-mounted), max draw, air and liquid heat, weight, and its
    /// QD pair when it is liquid-cooled; `onPdus` counts its draw on the PDUs.
    void add(const DeviceType& type, const DeviceHeat& heat, double weightKg, bool onPdus);
    /// A new device of `type`, its bays still empty.
    void add(const DeviceType& type, bool onPdus) { add(type, DeviceHeat::of(type), type.weightKg, onPdus); }
    /// One more `type` put in as a drop puts it: uncorded yet, so in a busbar
    /// rack it draws from the busbar, elsewhere from the PDUs if it takes a cord.
    void addNew(const DeviceType& type) { addNew(type, DeviceHeat::of(type), type.weightKg); }
    /// The same for a device moved in, with the draw and weight its modules give it.
    void addNew(const DeviceType& type, const DeviceHeat& heat, double weightKg);
    /// Putting one more `type` into this content (of rack `rackName`): none
    /// when every limit holds, or when the limit it breaks was broken before
    /// and it adds nothing to it; else the binding limit and a translated
    /// sentence with its figures. PDUs and manifolds (which add capacity) pass.
    std::optional<RackRefusal> refusalOfNew(const QString& rackName, const DeviceType& type) const {
        return refusalOfNew(rackName, type, DeviceHeat::of(type), type.weightKg);
    }
    std::optional<RackRefusal> refusalOfNew(const QString& rackName, const DeviceType& type, const DeviceHeat& heat,
                                            double weightKg) const;

    struct Breach {
        RackLimit limit = RackLimit::USpace;
        double used = 0, capacity = 0;
        /// The limit's name, as the wizard prints why a rack is full ("PDU capacity").
        QString name() const;
        /// Name and figures: "PDU capacity: 61.4 kW of 57.5 kW".
        QString text() const;
    };
    /// The first limit the content breaks, in RackLimit order; none when it fits.
    std::optional<Breach> breach() const;

    /// How many more of `type` the rack takes before a limit breaks, and the
    /// limit one more would break (none: the count stopped at `upTo`).
    struct Room {
        int count = 0;
        std::optional<Breach> binding;
    };
    Room roomFor(const DeviceType& type, bool onPdus, int upTo = 1000) const;

    /// What a device of `type` coming into a rack draws and weighs: a new
    /// one its bare type's figures; `moving`, a device of that type being
    /// moved, what its modules give it too.
    struct Incoming {
        DeviceHeat heat;
        double weightKg = 0;
    };
    static Incoming incoming(const Design& design, const DeviceType& type, std::optional<DeviceId> moving);
    /// A device of `type` with the modules of `like` (a pasted copy).
    static Incoming incoming(const Catalog& catalog, const DeviceType& type, const Device& like);

    /// The rack as it stands (without `ignoring`, a device being moved).
    static RackFill of(const Design& design, RackId rack, std::optional<DeviceId> ignoring = std::nullopt);
    /// New limits for a rack (`after`, its edited copy): empty when its
    /// content keeps within them, else why not (a weight limit below what
    /// it already weighs).
    static QString refusalOfLimits(const Design& design, const Rack& after);
    /// Placing one `type` in the rack (`moving`: that device, moved in):
    /// none when every limit holds, else the binding limit and its sentence.
    static std::optional<RackRefusal> refusal(const Design& design, RackId rack, const DeviceType& type,
                                              std::optional<DeviceId> moving = std::nullopt);
};

}  // namespace sn
