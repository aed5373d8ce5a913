#pragma once

#include "model/dxf/dxf_document.h"

#include <QPointF>
#include <QString>
#include <QStringList>

#include <vector>

namespace sn::dxf {

/// A piece of drawing in model space, in millimetres, after block inserts
/// have been expanded (their scale, rotation, base point and MINSERT arrays
/// applied, nested blocks too) and arcs in polylines flattened.
struct Shape {
    enum class Kind { Polyline, Circle, Line, Arc };
    Kind kind = Kind::Polyline;
    QString layer;      ///< upper case; inside a block, layer 0 takes the INSERT's layer
    QString type;       ///< the entity it came from: LWPOLYLINE, POLYLINE, CIRCLE, LINE, ARC
    int line = 0;       ///< the line of that entity's "0" group
    int insertLine = 0; ///< the outermost INSERT it came through; 0 when drawn directly
    std::vector<QPointF> points;  ///< polyline vertices, or a line's two ends
    bool closed = false;
    QPointF centre;     ///< circle, arc
    double radiusMm = 0;
    double startDeg = 0, endDeg = 0;  ///< arc, counter-clockwise
    double widthMm = 0;               ///< a polyline's constant width
};

/// A line of text in model space (TEXT, MTEXT): what it says, where it stands
/// (its alignment point when aligned, else its insertion point), in
/// millimetres after block inserts, with MTEXT's formatting codes removed.
struct Text {
    QString layer;  ///< upper case, as Shape::layer
    QString type;   ///< TEXT or MTEXT
    QString text;
    QPointF at;
    int line = 0;
    int insertLine = 0;
};

/// What was in the file but is not geometry the import reads: "TEXT on A-ANNO",
/// with how many, for the import report.
struct SkippedKind {
    QString type, layer;
    int count = 0;
};

struct Shapes {
    std::vector<Shape> shapes;
    std::vector<Text> texts;  ///< not in `skipped`: a reader that takes none reports them itself
    std::vector<SkippedKind> skipped;

    /// Model-space geometry of `doc`, scaled by `mmPerUnit`.
    static Shapes of(const Document& doc, double mmPerUnit);
};

}  // namespace sn::dxf
