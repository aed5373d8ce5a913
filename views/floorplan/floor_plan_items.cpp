#include "views/floorplan/floor_plan_items.h"

#include "model/design/design.h"
#include "views/common/category_style.h"
#include "views/common/drawing_font.h"
#include "views/common/legible_text.h"
#include "views/floorplan/device_fill.h"
#include "views/floorplan/hall_paint.h"
#include "views/floorplan/heat_map_items.h"
#include "views/floorplan/tray_layer.h"
#include "views/floorplan/zoom_level_cache.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPathStroker>
#include <QRegion>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace sn {

namespace {
const QColor kEmptyRack(0xe6, 0xe8, 0xeb);
}  // namespace

// ---- RackFloorItem -------------------------------------------------------------

RackFloorItem::RackFloorItem(const Design& design, const Rack& rack) : m_rack(rack.id) {
    setFlag(ItemIsSelectable);
    setZValue(10);
    // Not cached (QGraphicsItem::DeviceCoordinateCache): it made a pan
    // cheaper but every zoom step dearer, each rack then drawn into a pixmap
    // of its own with a painter of its own, and the zoom frames set the
    // 99th percentile (tests/bench/bench_frames.cpp, views/floorplan/README.md "Item caches").
    updateFrom(design, rack);
}

void RackFloorItem::updateFrom(const Design& design, const Rack& rack) {
    prepareGeometryChange();
    m_rect = QRectF(0, 0, rack.widthMm, rack.depthMm);
    m_name.setText(rack.name);
    m_category = CategoryStyle::dominantCategory(design, rack);
    m_color = m_category ? CategoryStyle::color(*m_category) : kEmptyRack;
    m_rotationDeg = rack.rotationDeg;
    setPos(rack.xMm, rack.yMm);
    setRotation(rack.rotationDeg);
    update();
}

void RackFloorItem::setCurrent(bool current) {
    if (current == m_current) return;
    m_current = current;
    update();
}

QRectF RackFloorItem::boundingRect() const { return m_rect.adjusted(-80, -80, 80, 80); }

void RackFloorItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    const double detail = option->levelOfDetailFromTransform(painter->worldTransform());
    const bool selected = isSelected();
    // Zoomed out, the plain rack as pixels; selected and current racks keep
    // their marks drawn as strokes (a few at most).
    if (detail < kOutlineLodPixelsPerMm && !selected && !m_current && paintCoarse(*painter, detail))
        return paintLabel(painter, detail, false);
    painter->setPen(QPen(selected ? QColor(0xff, 0x9f, 0x1a) : m_color.darker(160), selected ? 40 : 12));
    painter->setBrush(m_color.lighter(115));
    painter->drawRect(m_rect);
    // The front edge (local y = 0): a heavy bar shows which aisle the rack faces.
    painter->setPen(QPen(m_color.darker(220), 40, Qt::SolidLine, Qt::FlatCap));
    painter->drawLine(QPointF(m_rect.left() + 20, 20), QPointF(m_rect.right() - 20, 20));
    if (m_current) {
        QPen outline(QColor(0xff, 0x8c, 0x00), 2, Qt::DashLine);
        outline.setCosmetic(true);  // 2 px at any zoom: it marks, it does not measure
        painter->setPen(outline);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(m_rect.adjusted(-60, -60, 60, 60));
    }
    paintLabel(painter, detail, false);
}

bool RackFloorItem::paintCoarse(QPainter& painter, double detail) const {
    const QTransform toDevice = painter.worldTransform();
    const auto body = deviceRect(toDevice, m_rect);
    const auto bar = deviceRect(toDevice, QRectF(m_rect.left() + 20, 0, m_rect.width() - 40, 40));
    if (!body || !bar) return false;
    const QColor fill = m_color.lighter(115);
    painter.save();
    painter.resetTransform();
    painter.setRenderHint(QPainter::Antialiasing, false);
    // The 12 mm outline is at most two pixels here: a one-pixel ring, in the
    // colour the stroke's coverage gives over the fill when it is thinner
    // than a pixel; all opaque (one solid fill each, no spans).
    painter.fillRect(*body, coverColor(fill, m_color.darker(160), 12 * detail));
    if (body->width() > 2 && body->height() > 2) painter.fillRect(body->adjusted(1, 1, -1, -1), fill);
    // The 40 mm front bar: its whole pixels, the colour spread over them.
    const double barPx = 40 * detail, across = std::min(bar->width(), bar->height());
    painter.fillRect(*bar, coverColor(fill, m_color.darker(220), barPx / across));
    painter.restore();
    return true;
}

void RackFloorItem::paintLabel(QPainter* painter, double detail, bool backdrop) const {
    // Under a heat map the rack's cell, opaque over the rack's middle, shows
    // the name (and the figure): drawn here too it was covered, and laid out
    // at every new zoom level for nothing (bench_frames).
    if (!backdrop)
        if (const auto* heat = heatCellOf<const RackHeatItem>(*this); heat && heat->isVisible()) return;
    // The name at 28 % of the rack's short side, grown to kMinTextPx on screen
    // while it still fits across the rack; hidden (level of detail) beyond,
    // and shrunk, or hidden, when too long for the rack (FloorLabel).
    const bool across = m_rotationDeg % 180 != 0;
    const double alongMm = across ? m_rect.height() : m_rect.width();  // upright text runs along this
    const auto textMm = legibleTextMm(std::min(m_rect.width(), m_rect.height()) * 0.28,
                                      std::min(m_rect.width(), m_rect.height()) * 0.6, detail);
    if (!textMm) return;
    m_name.paint(*painter, m_rect.center(), *textMm * detail, alongMm * 0.96 * detail, QColor(0x15, 0x15, 0x15),
                 backdrop ? m_color.lighter(115) : QColor());
}

// ---- TrayFloorItem -------------------------------------------------------------

TrayFloorItem::TrayFloorItem(const Tray& tray) : m_tray(tray.id) {
    setZValue(20);
    setFlag(ItemIsSelectable);
    updateFrom(tray);
}

void TrayFloorItem::updateFrom(const Tray& tray) {
    prepareGeometryChange();
    m_centre = QPainterPath();
    m_points.assign(tray.pathMm.begin(), tray.pathMm.end());
    m_widthMm = tray.widthMm;
    if (!tray.pathMm.empty()) {
        m_centre.moveTo(tray.pathMm.front());
        for (size_t i = 1; i < tray.pathMm.size(); ++i) m_centre.lineTo(tray.pathMm[i]);
    }
    QPainterPathStroker stroker;
    stroker.setWidth(tray.widthMm);
    stroker.setJoinStyle(Qt::MiterJoin);
    stroker.setCapStyle(Qt::FlatCap);
    m_outline = stroker.createStroke(m_centre).simplified();
    m_name = tray.name;
    update();
    if (m_layer) m_layer->invalidate();
}

QVariant TrayFloorItem::itemChange(GraphicsItemChange change, const QVariant& value) {
    // Selected, a tray draws itself in the selection colour and the layer
    // leaves it out; hidden, neither draws it: the layer's pixels are stale.
    if (m_layer && (change == ItemSelectedHasChanged || change == ItemVisibleHasChanged)) m_layer->invalidate();
    return QGraphicsItem::itemChange(change, value);
}

QRectF TrayFloorItem::boundingRect() const { return m_outline.boundingRect().adjusted(-20, -20, 20, 20); }
QPainterPath TrayFloorItem::shape() const { return m_outline; }

void TrayFloorItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) {
    if (m_layer && !isSelected() && ZoomLevelCache::drawsOnView(*painter, widget)) return;
    paintTray(*painter, option->levelOfDetailFromTransform(painter->worldTransform()));
}

void TrayFloorItem::paintTray(QPainter& painter, double detail) const {
    if (detail < kOutlineLodPixelsPerMm && !isSelected() && paintCoarse(painter, detail)) return;
    // Overhead, so drawn see-through over the racks below it.
    painter.setPen(QPen(isSelected() ? QColor(0xff, 0x9f, 0x1a) : QColor(0x8a, 0x6d, 0x2f, 160), isSelected() ? 30 : 10));
    painter.setBrush(QColor(0xe0, 0xb8, 0x5a, 55));
    painter.drawPath(m_outline);
    // The centre line dashed 4 on, 2 off (in pen widths: 36 mm a period).
    // Level of detail: once a period spans under 3 px the dashes merge on
    // screen, so it is drawn as the solid line they make, at the 4/6 of the
    // colour they cover — the same picture, without stroking ~30 dashes per
    // metre of tray (at Fit, most of a frame's time at 16 384 GPUs).
    constexpr double kPenMm = 6, kPeriodMm = 6 * kPenMm;
    if (kPeriodMm * detail < 3)
        painter.setPen(QPen(QColor(0x8a, 0x6d, 0x2f, 170), kPenMm));
    else
        painter.setPen(QPen(QColor(0x8a, 0x6d, 0x2f), kPenMm, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(m_centre);
}

bool TrayFloorItem::paintCoarse(QPainter& painter, double detail) const {
    // Each straight piece widened to the tray width (into the corner at a
    // bend, as the mitred outline is), in whole device pixels; the union of
    // them is the tray's body.
    const QTransform toDevice = painter.worldTransform();
    QRegion body;
    struct Line {
        QRect pixels;
        int phaseStart;  ///< where along the line (device pixels) the dashes start: at the tray's first point
    };
    std::vector<Line> centre;
    const double half = m_widthMm / 2, lineHalf = 3;  // the centre line's 6 mm pen
    for (size_t i = 0; i + 1 < m_points.size(); ++i) {
        const QPointF a = m_points[i], b = m_points[i + 1];
        if (a.x() != b.x() && a.y() != b.y()) return false;  // a diagonal: the stroked path draws it
        const double inA = i > 0 ? half : 0, inB = i + 2 < m_points.size() ? half : 0;
        const bool horizontal = a.y() == b.y();
        const double lo = horizontal ? std::min(a.x(), b.x()) : std::min(a.y(), b.y());
        const double hi = horizontal ? std::max(a.x(), b.x()) : std::max(a.y(), b.y());
        // The ends reach into a bend by half the width only on the side of the bend.
        const bool aLow = (horizontal ? a.x() : a.y()) == lo;
        const double from = lo - (aLow ? inA : inB), to = hi + (aLow ? inB : inA);
        const QRectF piece = horizontal ? QRectF(QPointF(from, a.y() - half), QPointF(to, a.y() + half))
                                        : QRectF(QPointF(a.x() - half, from), QPointF(a.x() + half, to));
        const QRectF line = horizontal ? QRectF(QPointF(lo, a.y() - lineHalf), QPointF(hi, a.y() + lineHalf))
                                       : QRectF(QPointF(a.x() - lineHalf, lo), QPointF(a.x() + lineHalf, hi));
        const auto d = deviceRect(toDevice, piece), c = deviceRect(toDevice, line);
        if (!d || !c) return false;
        body += *d;
        const QPointF start = toDevice.map(a);
        centre.push_back({*c, int(std::lround(horizontal ? start.x() : start.y()))});
    }
    if (body.isEmpty()) return false;
    // The 10 mm edge, at most two pixels here: the body's outermost pixels
    // (the body less its erosion by one pixel), at the edge's coverage.
    const QRegion inner = body & body.translated(1, 0) & body.translated(-1, 0) & body.translated(0, 1) &
                          body.translated(0, -1);
    const QColor edge(0x8a, 0x6d, 0x2f, 160);
    painter.save();
    painter.resetTransform();
    painter.setRenderHint(QPainter::Antialiasing, false);
    fillDeviceRegion(painter, body, QColor(0xe0, 0xb8, 0x5a, 55));  // see-through over the racks below
    fillDeviceRegion(painter, body - inner, coverColor(QColor(Qt::transparent), edge, 10 * detail));
    // The centre line as paint() strokes it: dashed 4 on, 2 off while a period
    // (36 mm) spans 3 px or more, else the solid line the dashes merge into at
    // 4/6 of their colour; one pixel wide, at the 6 mm pen's coverage.
    const bool dashed = 36 * detail >= 3;
    const int period = std::max(3, int(std::lround(36 * detail)));
    for (const Line& c : centre) {
        if (dashed)
            fillDeviceDashes(painter, c.pixels, coverColor(QColor(Qt::transparent), QColor(0x8a, 0x6d, 0x2f), 6 * detail),
                             period, int(std::lround(period * 4 / 6.0)), c.phaseStart);
        else
            fillDeviceRect(painter, c.pixels, coverColor(QColor(Qt::transparent), QColor(0x8a, 0x6d, 0x2f, 170), 6 * detail));
    }
    painter.restore();
    return true;
}

// ---- FloorDeviceItem -----------------------------------------------------------

FloorDeviceItem::FloorDeviceItem(const Design& design, const Device& device) : m_device(device.id) {
    setZValue(10);
    const DeviceType* type = design.typeOf(device);
    const double w = type && type->widthMm > 0 ? type->widthMm : 600;
    const double d = type && type->depthMm > 0 ? type->depthMm : 1200;
    m_rect = QRectF(0, 0, w, d);
    m_name.setText(device.name);
    m_color = type ? CategoryStyle::color(type->category) : QColor(Qt::gray);
    m_rotationDeg = device.placement.rotationDeg;
    setPos(device.placement.floorXmm, device.placement.floorYmm);
    setRotation(device.placement.rotationDeg);
}

QRectF FloorDeviceItem::boundingRect() const { return m_rect.adjusted(-10, -10, 10, 10); }

void FloorDeviceItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    painter->setPen(QPen(m_color.darker(170), 12));
    painter->setBrush(QBrush(m_color.lighter(130), Qt::Dense4Pattern));
    painter->drawRect(m_rect);
    // The name upright across the footprint, at least kMinTextPx high, shrunk
    // to the footprint's width or hidden; never spilling over the racks
    // beside it, which cut it to its middle letters ("DU" of "CDU-1").
    const double detail = option->levelOfDetailFromTransform(painter->worldTransform());
    const auto nameMm = legibleTextMm(m_rect.width() * 0.2, m_rect.height() * 0.5, detail);
    if (!nameMm) return;
    const double alongMm = m_rotationDeg % 180 != 0 ? m_rect.height() : m_rect.width();
    m_name.paint(*painter, m_rect.center(), *nameMm * detail, alongMm * 0.96 * detail, Qt::black);
}

// ---- RoomItem ------------------------------------------------------------------

RoomItem::RoomItem(const Room& room) : m_room(room) { setZValue(-10); }

void RoomItem::updateFrom(const Room& room) {
    prepareGeometryChange();
    m_room = room;
    update();
}

QRectF RoomItem::boundingRect() const {
    return QRectF(0, 0, m_room.widthMm, m_room.depthMm)
        .united(roomOutline(m_room).boundingRect())
        .adjusted(-400, -900, 400, 400);
}

void RoomItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    // Walls 200 mm thick outside the floor, columns, doors and keep-out zones.
    paintHall(*painter, m_room, option->levelOfDetailFromTransform(painter->worldTransform()));
    // The title in the 600 mm band above the wall, at least kMinTextPx high or not at all.
    const auto titleMm = legibleTextMm(360, 600, option->levelOfDetailFromTransform(painter->worldTransform()));
    if (!titleMm) return;
    painter->setPen(QColor(0x30, 0x30, 0x30));
    painter->setFont(drawingFontMm(*titleMm, true));
    const QString title = m_room.name.isEmpty()
        ? QCoreApplication::translate("RoomItem", "Room %1 m × %2 m")
              .arg(m_room.widthMm / 1000.0, 0, 'f', 1).arg(m_room.depthMm / 1000.0, 0, 'f', 1)
        : QCoreApplication::translate("RoomItem", "%1 — %2 m × %3 m")
              .arg(m_room.name).arg(m_room.widthMm / 1000.0, 0, 'f', 1).arg(m_room.depthMm / 1000.0, 0, 'f', 1);
    painter->drawText(QRectF(0, -850, m_room.widthMm, 600), Qt::AlignLeft | Qt::AlignVCenter, title);
}

}  // namespace sn
