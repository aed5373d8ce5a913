#pragma once

#include "model/core/enum_names.h"

#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QString>

#include <optional>
#include <vector>

namespace sn {

struct Room;

/// The fixed parts of a real hall: columns, walls, doors and
/// keep-out zones, all in room coordinates (mm; x to the right, y into the
/// room, origin at the room's corner, as every other position). A Room holds
/// them; the room's outline polygon is Room::outlineMm. These types are the
/// ones the DXF import and export read and write: fields are only ever
/// added, never renamed.

/// A building column: an axis-aligned rectangle or a circle, centred at
/// `centreMm`. Nothing may stand on it, and no tray crosses it.
struct Column {
    enum class Shape { Rectangle, Circle };
    QString name;                  ///< e.g. "C-3"; may be empty
    Shape shape = Shape::Rectangle;
    QPointF centreMm;
    double widthMm = 600;          ///< rectangle: extent along x
    double depthMm = 600;          ///< rectangle: extent along y
    double diameterMm = 600;       ///< circle only
    bool operator==(const Column&) const = default;
};
inline constexpr EnumNames<Column::Shape, 2> kColumnShapeNames{{{
    {Column::Shape::Rectangle, "rectangle"}, {Column::Shape::Circle, "circle"},
}}};

/// A wall inside (or along) the room: a polyline through `pathMm` whose
/// centre line it is, `thicknessMm` thick. The room's outline is its own
/// boundary and needs no walls; walls are partitions, cages, plant rooms.
struct Wall {
    QString name;
    std::vector<QPointF> pathMm;   ///< at least two points
    double thicknessMm = 200;
    bool operator==(const Wall&) const = default;
};

/// A door in the room's outline or in a wall. Its opening lies on one edge:
/// edge `edge` runs from vertex `edge` to vertex `edge + 1` of the outline
/// (the last edge closes back to vertex 0) or of wall `wall`'s path. The
/// opening is `widthMm` wide, centred `alongMm` from the edge's start
/// vertex. With u the unit vector from the edge's start to its end, the leaf
/// swings to the Left side, normal (−u.y, u.x), or the Right side, normal
/// (u.y, −u.x) (None: a sliding door or an open passage), hinged at the jamb
/// nearer the edge's start (`hingeAtStart`) or its end. The area a rack must
/// keep clear is the swing's quarter circle (radius = width) plus a clear
/// depth of `clearDepthMm` in front of the opening on the room side (both
/// sides for a door in a wall).
struct Door {
    enum class Swing { None, Left, Right };
    QString name;
    std::optional<int> wall;       ///< index into Room::walls; none = the outline
    int edge = 0;
    double alongMm = 0;            ///< edge start vertex → opening centre
    double widthMm = 1000;
    Swing swing = Swing::Left;
    bool hingeAtStart = true;
    double clearDepthMm = 1200;    ///< kept free in front of the opening (0: only the swing)
    bool operator==(const Door&) const = default;
};
inline constexpr EnumNames<Door::Swing, 3> kDoorSwingNames{{{
    {Door::Swing::None, "none"}, {Door::Swing::Left, "left"}, {Door::Swing::Right, "right"},
}}};

/// An area where nothing may be placed (a CRAH, a fire-exit route, a ramp),
/// with the reason shown when a placement is refused there.
struct KeepOut {
    QString name;
    QString reason;                ///< e.g. "CRAH 3 service area"
    std::vector<QPointF> polygonMm; ///< at least three points, closed implicitly
    bool operator==(const KeepOut&) const = default;
};

/// One hall of a site: a data hall or the network room, a named region of
/// the site plan (room coordinates). A room with halls is a site of several
/// halls: every rack stands inside one of them, the label token {room} of a
/// cable end is the code of its rack's hall, and no aisle's air crosses from
/// one hall into another. Trays cross between halls through the partitions
/// (fire-stopped sleeves); the partitions themselves are not obstacles here.
struct Hall {
    QString name;                    ///< e.g. "Data hall 2", "Network room"
    QString code;                    ///< label token {room}, e.g. "DH2"
    std::vector<QPointF> outlineMm;  ///< at least three points, closed implicitly
    bool operator==(const Hall&) const = default;
};

/// 1 kg/m² of mass loads a floor with 9.80665 N/m² (standard gravity,
/// ISO 80000-3): the factor between the two ways a floor rating is quoted.
inline constexpr double kStandardGravity = 9.80665;
inline double kgPerM2ToKnPerM2(double kg) { return kg * kStandardGravity / 1000.0; }
inline double knPerM2ToKgPerM2(double kn) { return kn * 1000.0 / kStandardGravity; }

// ---- geometry the model, views and exporters share ------------------------

/// The polygon of a column (a circle as a 32-gon, for drawing and overlap).
QPolygonF columnPolygon(const Column& column);
/// The column's axis-aligned bounding box.
QRectF columnBounds(const Column& column);
/// True when the column and the rectangle share area (touching is not overlap).
bool columnOverlaps(const Column& column, const QRectF& rect);

/// A door worked out in room coordinates.
struct DoorShape {
    QPointF jambA, jambB;          ///< the opening: jambA nearer the edge's start
    QPointF hinge;                 ///< the hinge jamb (jambA or jambB)
    QPointF swingNormal;           ///< unit normal to the swing side; (0, 0) for Swing::None
    QPointF roomNormal;            ///< unit normal into the room (outline door) or to the left (wall door)
    QPolygonF clearArea;           ///< what a rack must not stand on (swing + clear depth)
};

/// The room's outline: Room::outlineMm, or the rectangle width × depth when
/// it has none (a design saved before halls had outlines).
QPolygonF roomOutline(const Room& room);
/// The door in room coordinates; nullopt when its wall or edge does not exist.
std::optional<DoorShape> doorShape(const Room& room, const Door& door);
/// The index of the hall of `room` whose outline holds `point` (the first,
/// on a shared edge); nullopt in a room without halls or outside them all.
std::optional<std::size_t> hallAt(const Room& room, QPointF point);
/// "Data hall 2 (DH2)": a hall's name with its code, as drawings and menus
/// show it (the name alone when it has no code).
QString hallTitle(const Hall& hall);
/// The wall as a polygon per segment (centre line ± half the thickness).
std::vector<QPolygonF> wallSegments(const Wall& wall);

}  // namespace sn
