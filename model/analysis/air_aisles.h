#pragma once

#include "model/design/design.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <functional>

#include <vector>

namespace sn {

/// The room's air side, in one place (STYLE §6a): each rack's air-side heat
/// and which way it blows (RackAirflow), the aisles between the faces of
/// racks and in-row coolers, what each aisle receives and what cools it,
/// and every exhaust that blows across an aisle into an intake. Read by
/// the airflow rules, the wizard's tests and the report.
///
/// An aisle is the strip in front of a face (intake or exhaust): faces
/// turned towards each other no more than kMaxAcrossMm apart share the
/// aisle between their lines (a row's end facing nothing still shares its
/// row's aisle); a face with no face line opposite opens on an aisle of its
/// own (a row facing a wall). Faces in two halls of a site (Room::halls)
/// never share one: the partition between stops the air. Only faces whose
/// spans overlap blow into each other. A rack's
/// air heat is its devices' (DeviceHeat::airW) plus its power sources'
/// losses (ConversionLoss); an in-row cooler takes air in at its rear and
/// supplies it at its front. Floor devices other than air coolers (CDUs,
/// whose pump heat goes into the coolant) put nothing into the air here.
struct AirAisles {
    Q_DECLARE_TR_FUNCTIONS(AirAisles)
public:
    static constexpr double kMaxAcrossMm = 4000;
    enum class Kind { Cold, Hot, Mixed };

    struct RackAir {
        RackId rack = RackId::create();
        double airW = 0;          ///< devices' air heat plus conversion losses
        double conversionLossW = 0;
        Face intake = Face::Front;
        int intakeAisle = -1, exhaustAisle = -1;
    };
    struct Aisle {
        Kind kind = Kind::Cold;
        QStringList rows;         ///< the rows of the racks on its sides (a rack without a row: its name), sorted
        bool open = false;        ///< a face on one side only
        double exhaustW = 0;      ///< air heat blown into it by rack exhausts
        double intakeW = 0;       ///< air heat of the racks drawing their air from it
        double coolerIntakeW = 0; ///< capacity of the in-row coolers drawing from it
        double coolerSupplyW = 0; ///< capacity of the in-row coolers blowing into it
        int coolers = 0;          ///< in-row coolers on it (either face)
        /// In a site of two or more halls, the Room::halls index of its
        /// faces: a partition across an aisle closes each hall's part of it
        /// into an aisle of its own. -1 otherwise.
        int hall = -1;
    };
    /// A rack exhaust facing a rack intake across an aisle.
    struct Blow {
        RackId from = RackId::create(), to = RackId::create();
        int aisle = -1;
        double airW = 0;  ///< the exhausting rack's air heat, in proportion to the facing span
        double acrossMm = 0;
    };

    /// An air cooler with the aisles it draws from and blows into (-1: none,
    /// a room unit or an in-row cooler in a rack).
    struct Cooler {
        DeviceId device = DeviceId::create();
        double capacityW = 0;
        int intakeAisle = -1, supplyAisle = -1;
    };
    /// Where the coolers left running remove less heat than the racks put
    /// into the air: an aisle the containment closes, or the whole room.
    struct Shortfall {
        QString where;            ///< translated: "the contained hot aisle of rows A/B", "the room"
        double heatW = 0;
        double coolingW = 0;      ///< capacity of the coolers left
        std::vector<int> racks;   ///< indices into racks: the racks whose air it is
        /// The share of their heat the racks may still put into the air.
        double share() const { return heatW > 0 ? std::min(1.0, coolingW / heatW) : 1.0; }
    };

    /// The air of one hall of a site (Room::halls, two or more): its
    /// partitions keep it in, so its racks' heat is for its own air coolers
    /// (in-row, room units or in a rack). A room of one hall is one entry.
    struct HallAir {
        int hall = -1;        ///< Room::halls index; -1: the whole room (one hall), or outside every hall
        QString where;        ///< translated: "the room", "hall Data hall 1"
        double airW = 0;      ///< Σ its racks' air heat
        double coolingW = 0;  ///< Σ capacity of its air coolers
        int coolers = 0;
        std::vector<int> racks;  ///< indices into racks
    };

    std::vector<RackAir> racks;  ///< in design order
    std::vector<Aisle> aisles;
    std::vector<Blow> blows;
    double roomAirW = 0;         ///< Σ racks' air heat
    double roomCoolingW = 0;     ///< Σ capacity of every air cooler (CRAH and in-row)
    int coolers = 0;
    std::vector<Cooler> coolerUnits;  ///< every air cooler, in design order
    std::vector<HallAir> halls;   ///< by hall index (outside every hall first); one for a room of one hall
    std::vector<int> coolerHall;  ///< per cooler unit, the HallAir::hall whose air it cools
    QStringList hallNames;        ///< Room::halls' names in a site of two or more halls (Aisle::hall)

    static AirAisles of(const Design& design);
    /// A rack's power conversion losses, which heat its air
    /// (ConversionLoss::rackLossW): found afresh unless a pass keeps them
    /// (DesignFigures::rackLossW).
    using RackLossW = std::function<double(const Rack& rack)>;
    static AirAisles of(const Design& design, const RackLossW& rackLossW);
    /// Where stopping `out` (air coolers) leaves the air short that was not
    /// short with them running, under `containment`: each closed aisle
    /// whose coolers lose capacity, and the room as a whole (each hall, in a
    /// site of halls).
    std::vector<Shortfall> shortWithout(const std::vector<DeviceId>& out, Containment containment) const;
    /// The heat `containment` leaves to an aisle's coolers and the capacity
    /// serving it: a closed hot aisle's exhausts against the coolers drawing
    /// from it, a closed cold aisle's intakes against the coolers blowing
    /// into it; {0, 0} for an aisle the containment does not close.
    static std::pair<double, double> containedLoad(const Aisle& aisle, Containment containment);
    /// Whether coolers of `coolingW` leave `heatW` short (past rounding).
    static bool isShort(double heatW, double coolingW) { return heatW > coolingW + 1e-9; }
    /// Translated: "the contained hot aisle of rows A/B", and "… in hall
    /// NAME" for a hall's part of an aisle in a site.
    QString aisleWhere(const Aisle& aisle, Containment containment) const;
};

}  // namespace sn
