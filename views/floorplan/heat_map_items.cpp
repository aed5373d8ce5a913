#include "views/floorplan/heat_map_items.h"

#include "views/common/legible_text.h"

#include "views/floorplan/device_fill.h"
#include "views/floorplan/heat_map_style.h"

#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace sn {

namespace {

/// A bold font whose `text` fits `widthMm` and is at most `heightMm` tall (scene units are mm).
QFont fitted(const QString& text, double widthMm, double heightMm) {
    QFont f(QStringLiteral("Sans"));
    f.setBold(true);
    f.setPixelSize(100);
    const double at100 = std::max(1.0, QFontMetricsF(f).horizontalAdvance(text));
    f.setPixelSize(std::max(1, int(std::min(heightMm, 100.0 * widthMm / at100))));
    return f;
}

}  // namespace

// ---- RackHeatItem ----------------------------------------------------------------

RackHeatItem::RackHeatItem(QGraphicsItem* rackItem) : HeatCellItem(rackItem) {}

void RackHeatItem::set(const Rack& rack, const QString& text, const QColor& colour) {
    prepareGeometryChange();
    m_rect = QRectF(0, 0, rack.widthMm, rack.depthMm);
    m_rotationDeg = rack.rotationDeg;
    m_name = rack.name;
    m_text = text;
    m_colour = colour;
    const bool across = m_rotationDeg % 180 != 0;
    const double w = (across ? m_rect.height() : m_rect.width()) * 0.86;
    const double h = across ? m_rect.width() : m_rect.height();
    fit(m_nameText, m_name, QRectF(-w / 2, -h * 0.30, w, h * 0.16), h * 0.13);
    fit(m_figureText, m_text, QRectF(-w / 2, -h * 0.10, w, h * 0.30), h * 0.24);
    update();
}

void RackHeatItem::fit(Fitted& f, const QString& text, const QRectF& box, double heightMm) {
    // As wide as the box and at most `heightMm` high, centred in it.
    f.label.setText(text);
    f.heightMm = fitted(text, box.width(), heightMm).pixelSize();
    f.widthMm = box.width();
    f.centre = box.center();
}

void RackHeatItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    // Inset so the rack's front bar (local y 0–40 mm) and selection outline stay visible.
    const double detail = option->levelOfDetailFromTransform(painter->worldTransform());
    const QRectF cell = m_rect.adjusted(45, 60, -45, -45);
    // Zoomed out as the rack under it is (kOutlineLodPixelsPerMm): whole pixels, one solid fill.
    const auto pixels = detail < kOutlineLodPixelsPerMm && m_colour.alpha() == 255
        ? deviceRect(painter->worldTransform(), cell) : std::nullopt;
    if (pixels) {
        painter->save();
        painter->resetTransform();
        painter->fillRect(*pixels, m_colour);
        painter->restore();
    } else {
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_colour);
        painter->drawRect(cell);
    }
    paintTexts(painter, detail, false);
}

void RackHeatItem::paintTexts(QPainter* painter, double detail, bool backdrop) const {
    painter->save();
    painter->translate(m_rect.center());
    painter->rotate(-m_rotationDeg);  // text stays upright whatever way the rack faces
    // Each text only when it reads (kMinTextPx); the figure, larger, outlasts the name.
    for (const Fitted* t : {&m_nameText, &m_figureText})
        t->label.paint(*painter, t->centre, t->heightMm * detail, t->widthMm * detail, HeatMapStyle::textOn(m_colour),
                       backdrop ? m_colour : QColor());
    painter->restore();
}

// ---- TrayHeatItem ----------------------------------------------------------------

TrayHeatItem::TrayHeatItem(QGraphicsItem* trayItem) : HeatCellItem(trayItem) {}

void TrayHeatItem::set(const Tray& tray, const QString& text, const QColor& colour) {
    prepareGeometryChange();
    QPainterPath centre;
    QLineF longest;
    if (!tray.pathMm.empty()) centre.moveTo(tray.pathMm.front());
    for (size_t i = 1; i < tray.pathMm.size(); ++i) {
        centre.lineTo(tray.pathMm[i]);
        const QLineF seg(tray.pathMm[i - 1], tray.pathMm[i]);
        if (seg.length() > longest.length()) longest = seg;
    }
    QPainterPathStroker stroker;
    stroker.setWidth(tray.widthMm);
    stroker.setJoinStyle(Qt::MiterJoin);
    stroker.setCapStyle(Qt::FlatCap);
    m_outline = stroker.createStroke(centre).simplified();
    m_labelAt = longest.center();
    // The label is as tall as the tray is wide, within 250–600 mm so it reads at room scale.
    m_labelMm = std::clamp(tray.widthMm, 250.0, 600.0);
    m_text = text;
    m_colour = colour;
    const double halfWidth = m_labelMm * 0.6 * std::max<qsizetype>(4, text.size()) / 2 + 100;
    m_bounds = m_outline.boundingRect().united(
        QRectF(m_labelAt.x() - halfWidth, m_labelAt.y() - m_labelMm, 2 * halfWidth, 2 * m_labelMm));
    const double textW = QFontMetricsF(labelFont()).horizontalAdvance(m_text);
    m_labelRect = QRectF(m_labelAt.x() - textW / 2 - m_labelMm * 0.3, m_labelAt.y() - m_labelMm / 2,
                         textW + m_labelMm * 0.6, m_labelMm);
    m_labelShown = true;
    update();
}

void TrayHeatItem::setLabelShown(bool shown) {
    if (shown == m_labelShown) return;
    m_labelShown = shown;
    update();
}

QFont TrayHeatItem::labelFont() const {
    QFont f(QStringLiteral("Sans"));
    f.setBold(true);
    f.setPixelSize(std::max(1, int(m_labelMm * 0.7)));
    return f;
}

void TrayHeatItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    QColor fill = m_colour;
    fill.setAlpha(200);
    painter->setPen(Qt::NoPen);
    painter->setBrush(fill);
    painter->drawPath(m_outline);
    if (!m_labelShown) return;
    const double detail = option->levelOfDetailFromTransform(painter->worldTransform());
    const QFont f = labelFont();
    if (f.pixelSize() * detail < kMinTextPx) return;  // too small to read: the colour says it
    const QRectF& label = m_labelRect;
    painter->setPen(QPen(m_colour.darker(170), m_labelMm * 0.06));
    painter->setBrush(QColor(255, 255, 255, 235));
    painter->drawRoundedRect(label, m_labelMm * 0.2, m_labelMm * 0.2);
    painter->setFont(f);
    painter->setPen(QColor(0x15, 0x15, 0x15));
    painter->drawText(label, Qt::AlignCenter, m_text);
}

}  // namespace sn
