#pragma once

#include "model/design/design_objects.h"
#include "model/dxf/dxf_document.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace sn::dxf {

/// Which layers of an architect's drawing hold what: `--hall-layers
/// outline=A-WALL,columns=S-COLS,walls=A-WALL-INT,doors=A-DOOR,keepouts=X,halls=A-AREA`.
/// A role may be named more than once to read several layers; layer names
/// compare case-insensitively, as in CAD.
struct HallLayers {
    Q_DECLARE_TR_FUNCTIONS(HallLayers)
public:
    QStringList outline, columns, walls, doors, keepOuts;
    /// A site's halls: closed outlines, each named by the text inside it.
    QStringList halls;

    /// The program's own layers (dxf_layers.h): an exported plan reads back without a spec.
    static HallLayers defaults();
    /// Throws UserError naming the bad part of the spec.
    static HallLayers parse(const QString& spec);
    /// "outline=SN-ROOM,columns=SN-COLUMNS,…"
    QString toSpec() const;
};

/// A hall read from a DXF file into room geometry, with a report of what was
/// read and what was skipped. The drawing is moved so the outline's extent
/// starts at the room's origin, and flipped (the drawing's Y runs up, the
/// room's y into the room): a drawing point (X, Y) is room point
/// (X − minX, maxY − Y), the inverse of the DXF export's mapping.
class HallImport {
    Q_DECLARE_TR_FUNCTIONS(HallImport)
public:
    /// Reads `doc` with `layers`. Throws UserError when there is no outline.
    static HallImport of(const Document& doc, const HallLayers& layers);
    /// Reads the file; throws UserError naming the file (and line and group code when malformed).
    static HallImport read(const QString& path, const HallLayers& layers);

    std::vector<QPointF> outlineMm;
    std::vector<Column> columns;
    std::vector<Wall> walls;
    std::vector<Door> doors;
    std::vector<KeepOut> keepOuts;
    std::vector<Hall> halls;          ///< a site's halls; empty for a single hall
    double widthMm = 0, depthMm = 0;  ///< the outline's extent
    QPointF originInDrawing;          ///< the drawing point (mm) that became the room's origin

    QStringList taken;    ///< one line per kind: what was taken, from which layers
    QStringList skipped;  ///< one line per reason: what was left out and why
    QStringList notes;    ///< units and defaults taken

    /// `room` with the hall's geometry in place of its own (outline, columns,
    /// walls, doors, keep-outs, halls) and its width and depth the outline's extent;
    /// name, codes, height, floor rating and aisle are kept.
    Room appliedTo(const Room& room) const;
    /// The report as lines: notes, read, skipped.
    QStringList report() const;
};

}  // namespace sn::dxf
