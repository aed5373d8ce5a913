#pragma once

#include "model/design/design_objects.h"

#include <QCoreApplication>
#include <QLineF>
#include <QPainterPath>
#include <QRectF>

#include <algorithm>
#include <optional>
#include <vector>

namespace sn {

/// The hall the wizard lays rows into: its outline, columns,
/// walls, keep-out zones and door clear areas, or a regular column grid
/// over whatever room the layout needs (`new --column-grid`).
///
/// Rows keep their pitch and so their aisles; a column splits only the rows
/// it reaches: those it stands on, or whose front or rear face it stands
/// within faceClearanceMm() of (in the aisle a rack opens into). A column
/// in the middle of a bay leaves the rows round it whole. Every row of the
/// wizard faces −y, so it lays no hot/cold aisle containment pairs whose
/// splits would have to line up; each row splits on its own. A keep-out,
/// wall or door clear area pushes on the racks of the rows it reaches. Trays go round
/// columns and walls (which stand floor to ceiling); keep-out zones and
/// door clear areas only restrict the floor, so trays may pass over them.
/// A site's halls (Room::halls) hold whole racks: a row steps past a
/// partition as past a notch of the outline, while its trays run through.
class WizardSite {
    Q_DECLARE_TR_FUNCTIONS(WizardSite)
public:
    /// Columns of a grid are this square (a common reinforced-concrete
    /// column section; the grid is a test aid, a real hall comes from DXF).
    static constexpr double kGridColumnMm = 600;
    /// Trays keep this far from a column or wall face (fixing and access).
    static constexpr double kTrayClearanceMm = 100;
    /// A rack's front and rear open into an aisle at least this wide, kept
    /// clear of columns: the 1.2 m minimum aisle (Room::minAisleMm's
    /// default, two 600 mm floor tiles), so a column that far from a rack's
    /// face leaves its doors and the servers sliding out of it room.
    static constexpr double kFaceClearanceMm = 1200;

    /// `hall`: the room to fill (nullopt: the room grows with the layout).
    /// `columnGridMm` > 0: columns kGridColumnMm square at every multiple of
    /// it in x and y (from the room's corner), without a hall.
    WizardSite(std::optional<Room> hall, double columnGridMm, double marginMm);

    /// The hall's narrowest aisle allowed (Room::minAisleMm; 0 without a hall).
    double minAisleMm() const { return m_hall ? m_hall->minAisleMm : 0; }
    /// How far in front of and behind a rack a column still splits its row:
    /// kFaceClearanceMm, or the hall's wider minimum aisle.
    double faceClearanceMm() const { return std::max(kFaceClearanceMm, minAisleMm()); }
    /// Where the first row's first rack stands (front-left corner).
    QPointF origin() const { return m_origin; }
    /// The least x ≥ `x` at which a footprint `w` × `d` with its top-left at
    /// (x, y) stands clear of the hall's obstacles. Throws UserError when no
    /// such x lies inside the hall.
    double clearX(double x, double y, double w, double d, const QString& what) const;
    /// The straight tray from `a` to `b` (axis-aligned) as straight pieces
    /// that go round every column and wall in the way, each piece kept
    /// `halfWidthMm` + kTrayClearanceMm clear.
    std::vector<QLineF> trayPieces(QPointF a, QPointF b, double halfWidthMm) const;
    /// The least x' ≥ x at which a tray along y, `halfWidthMm` either side
    /// of x', keeps kTrayClearanceMm from every column (a wall trunk).
    double clearTrayX(double x, double halfWidthMm) const;
    /// The finished room: the hall with the layout's extent (at least), or
    /// a room of the layout's size (at least one grid pitch and half a
    /// column each way, so the first column stands in it) with the grid's
    /// columns inside it.
    Room room(double widthMm, double depthMm) const;
    /// The drawn hall (index into Room::halls) whose floor holds `p`; -1
    /// where none does, or when the site has no drawn halls.
    int hallAt(QPointF p) const;
    /// The left edge of drawn hall `hall`'s outline.
    double hallLeftMm(int hall) const { return m_hallAreas[size_t(hall)].boundingRect().left(); }
    /// Throws UserError naming the first of `racks` (footprints and names)
    /// that stands outside the hall's outline (a hall with an outline only:
    /// a plain rectangular room grows to the layout).
    void checkInside(const std::vector<std::pair<QRectF, QString>>& racks) const;

private:
    /// Whether a column spanning `top`–`bottom` in y reaches a rack
    /// spanning `y`–`y + d`: on it, or within faceClearanceMm() of a face.
    bool reachesRow(double top, double bottom, double y, double d) const;
    /// Column boxes (grid or hall) overlapping `area`.
    std::vector<QRectF> columnsIn(const QRectF& area) const;
    /// Everything a tray must go round, within `area`: columns and wall pieces.
    std::vector<QRectF> tallObstaclesIn(const QRectF& area) const;

    std::optional<Room> m_hall;
    double m_gridMm = 0;
    QPointF m_origin;
    std::vector<QRectF> m_columns;           ///< the hall's columns' bounds: each blocks its x range in the rows it reaches
    std::vector<QPolygonF> m_floorBlocks;    ///< keep-outs, walls, door clear areas
    std::vector<QRectF> m_walls;             ///< wall pieces' bounds, for trays
    std::vector<QPainterPath> m_hallAreas;   ///< a site's halls: each rack stands inside one
};

}  // namespace sn
