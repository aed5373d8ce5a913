#pragma once

#include "model/rules/rule.h"

#include <QCoreApplication>

namespace sn {

// Rules of the hall itself: where racks stand in the room's
// geometry, the aisles between them and what the floor carries. All are
// design-wide: they read the room, so any change of it runs them again.

/// A rack outside the room's outline, on a column or wall, or in a keep-out
/// zone (RoomSite, the check the editor applies to every placement; a file
/// or an edited room can still hold one).
class RoomSiteRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(RoomSiteRule)
public:
    QString key() const override { return QStringLiteral("hall.room-site"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeRoom | kChangeRack | kChangeRackPlace; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

/// An aisle narrower than the room's minimum (Room::minAisleMm, default
/// 1 200 mm) between facing rows: a rack face (front or rear) looking across
/// open floor at another rack whose footprint overlaps it along the row.
/// The gap is measured between the two footprints; racks standing face to
/// face or back to back with no gap at all form one block, not an aisle.
/// One finding per pair of rows, at the narrowest gap.
class AisleWidthRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(AisleWidthRule)
public:
    QString key() const override { return QStringLiteral("hall.aisle-width"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeRoom | kChangeRack | kChangeRackPlace; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

/// A rack standing in a door's swing or the clear area in front of it
/// (doorShape's clearArea).
class DoorClearanceRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(DoorClearanceRule)
public:
    QString key() const override { return QStringLiteral("hall.door-blocked"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeRoom | kChangeRack | kChangeRackPlace; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

/// A rack loading the floor over the room's rating (Room::floorRatingKnM2;
/// silent while it is 0, not known): FloorLoad, the rack's weight (devices
/// plus the empty rack when its type gives one) on its own footprint.
class FloorLoadRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(FloorLoadRule)
public:
    QString key() const override { return QStringLiteral("hall.floor-load"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override {
        return kChangeRoom | kChangeRack | kChangeRackPlace | kChangeDevice | kChangeCatalog;
    }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

/// A tray whose run (its centre line widened to its width) passes through a
/// column or a wall: columns and walls stand floor to ceiling, so the tray
/// must be laid round them (the wizard's trays are; WizardSite::trayPieces).
class TrayObstacleRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(TrayObstacleRule)
public:
    QString key() const override { return QStringLiteral("hall.tray-column"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeRoom | kChangeTray; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

/// A tray crossing the partition between two halls of a site passes a
/// fire-rated wall through a listed fire-stop penetration (FireStop): its
/// cables there may fill only the listing's share of a shallow loading
/// depth, less than the tray's own limit, and a tray too large for the
/// listed systems needs an engineered seal. Error over the fill, warning
/// for the size; one finding per crossing.
class PartitionFireStopRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(PartitionFireStopRule)
public:
    QString key() const override { return QStringLiteral("hall.partition-firestop"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeRoom | kChangeTray | kChangeCable | kChangeCatalog; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

}  // namespace sn
