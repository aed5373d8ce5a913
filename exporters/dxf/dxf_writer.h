#pragma once

#include <QByteArray>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <vector>

namespace sn {

/// A DXF layer: its name and AutoCAD Colour Index (1 red … 7 black/white).
struct DxfLayer {
    QString name;
    int colour = 7;
};

/// Writes an ASCII DXF R2000 (AC1015) drawing in model space, millimetres
/// ($INSUNITS 4): the tables AutoCAD requires of an R2000 file (VPORT,
/// LTYPE, LAYER, STYLE, VIEW, UCS, APPID, DIMSTYLE, BLOCK_RECORD), the model
/// and paper space blocks, the entities, and the root dictionary. Every
/// object has a unique handle and its owner's. Text outside ASCII is written
/// as \U+XXXX, which R2000 readers decode whatever the code page.
/// Reference: Autodesk, "DXF Reference" (AutoCAD 2000), group codes by object.
class DxfWriter {
public:
    explicit DxfWriter(std::vector<DxfLayer> layers);

    /// A lightweight polyline; `widthMm` is its constant width (0: a hairline),
    /// `elevationMm` its height above the floor (group 38).
    void polyline(const QString& layer, const std::vector<QPointF>& points, bool closed, double widthMm = 0,
                  double elevationMm = 0);
    void line(const QString& layer, QPointF a, QPointF b);
    void circle(const QString& layer, QPointF centre, double radiusMm);
    /// Counter-clockwise from `startDeg` to `endDeg`.
    void arc(const QString& layer, QPointF centre, double radiusMm, double startDeg, double endDeg);
    enum class Align { Left, Centre };
    /// One line of text; with Align::Centre `at` is the middle of the text.
    void text(const QString& layer, QPointF at, double heightMm, const QString& text, double angleDeg = 0,
              Align align = Align::Left);

    /// The whole file; `extents` is the drawing's extent for the header and the initial view.
    QByteArray finish(const QRectF& extents);

    /// A number as DXF writes it: fixed point, at most 3 decimals, no trailing zeros beyond one.
    static QByteArray number(double v);
    /// Text for a group value: non-ASCII as \U+XXXX, line breaks as spaces.
    static QByteArray encode(const QString& text);

private:
    QByteArray handle();
    void group(int code, const QByteArray& value, QByteArray& out) const;
    void group(int code, double value, QByteArray& out) const;
    void group(int code, int value, QByteArray& out) const;
    void entityStart(const char* type, const QString& layer, const char* subclass);
    QByteArray tables();
    QByteArray blocks();
    QByteArray objects();

    std::vector<DxfLayer> m_layers;
    unsigned m_nextHandle = 0x20;
    QByteArray m_modelSpace, m_paperSpace;  ///< block record handles, assigned first
    QByteArray m_entities;
};

}  // namespace sn
