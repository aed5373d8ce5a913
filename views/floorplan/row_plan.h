#pragma once

#include "model/design/design_fragment.h"

#include <QCoreApplication>
#include <QString>

namespace sn {

class Design;

/// A row of identical racks side by side, as the row dialog asks for it.
struct RowPlan {
    Q_DECLARE_TR_FUNCTIONS(RowPlan)
public:
    QString name;              ///< row name; racks are named <name>01, <name>02, …
    int count = 8;
    QString rackTypeId = QStringLiteral("rack-48u-600x1200");
    double xMm = 1200;         ///< left end of the row's footprint
    double yMm = 1200;         ///< front edge of the row's footprint (the aisle side)
    double spacingMm = 0;      ///< gap between neighbouring racks
    bool facesBack = false;    ///< fronts face +y (rotation 180°) instead of -y

    /// The row and its racks, ready for one InsertObjectsCommand; `error` is
    /// set (and the fragment empty) when the row cannot be made, among
    /// others when a rack would stand where RoomSite::whyNot refuses it
    /// (naming the rack, its corner and the column, wall or keep-out).
    struct Result {
        DesignFragment fragment;
        QString error;
    };
    Result build(const Design& design) const;
    /// An aisle's width kept clear of other rows and the walls, mm.
    static constexpr double kAisleMm = 1200;
    /// How finely suggest() looks for a free band across the room, mm.
    static constexpr double kStepMm = 100;
    /// A row that fits: below all existing racks, one aisle away, as many
    /// racks (up to 8) as the room's width holds; when that is off the room,
    /// the first free band from the top, then with fewer racks.
    static RowPlan suggest(const Design& design);
};

}  // namespace sn
