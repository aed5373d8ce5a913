#include "views/faults/fault_impact_overlay.h"

#include "views/floorplan/floor_plan_items.h"
#include "views/floorplan/floor_plan_scene.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace sn {

FaultImpactOverlay::FaultImpactOverlay(FloorPlanScene& scene) : m_scene(scene) {
    setZValue(55);  // over the racks and the heat map, under Verify Cabling's lines
    setAcceptedMouseButtons(Qt::NoButton);
    scene.addItem(this);
}

QColor FaultImpactOverlay::colour(PartImpact::Effect effect) {
    switch (effect) {
    case PartImpact::Effect::Lost: return QColor(0xd6, 0x27, 0x28);
    case PartImpact::Effect::Degraded: return QColor(0xff, 0x7f, 0x0e);
    case PartImpact::Effect::Throttled: return QColor(0xe6, 0xc2, 0x00);
    }
    return {};
}

void FaultImpactOverlay::setImpact(std::optional<PartImpact> impact, std::optional<RackId> partRack) {
    prepareGeometryChange();
    m_impact = std::move(impact);
    m_partRack = partRack;
    m_bounds = QRectF();
    if (m_impact) {
        for (auto it = m_impact->racks.cbegin(); it != m_impact->racks.cend(); ++it) m_bounds |= rackRect(it.key());
        if (m_partRack) m_bounds |= rackRect(*m_partRack);
        m_bounds.adjust(-400, -400, 400, 400);
    }
    update();
}

QRectF FaultImpactOverlay::rackRect(RackId rack) const {
    const RackFloorItem* item = m_scene.itemOf(rack);
    return item ? item->sceneBoundingRect() : QRectF();
}

QColor FaultImpactOverlay::colourOf(RackId rack) const {
    if (!m_impact) return {};
    const auto it = m_impact->racks.constFind(rack);
    if (it == m_impact->racks.cend()) return {};
    if (it->lost > 0) return colour(PartImpact::Effect::Lost);
    if (it->degraded > 0) return colour(PartImpact::Effect::Degraded);
    return it->throttled > 0 ? colour(PartImpact::Effect::Throttled) : QColor();
}

QString FaultImpactOverlay::textOf(RackId rack) const {
    if (!m_impact) return {};
    const auto it = m_impact->racks.constFind(rack);
    if (it == m_impact->racks.cend()) return {};
    QStringList lines;
    //: GPUs of a rack a failure takes down, written on the rack: "16 lost".
    if (it->lost > 0) lines << tr("%1 lost").arg(it->lost);
    if (it->degraded > 0) lines << tr("%1 degraded").arg(it->degraded);
    if (it->throttled > 0) lines << tr("%1 throttled").arg(it->throttled);
    return lines.join(QLatin1Char('\n'));
}

void FaultImpactOverlay::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (!m_impact) return;
    painter->setRenderHint(QPainter::Antialiasing);
    // Text at a fixed size on screen: the whole counts where they fit the
    // rack, its first count alone where that fits, else the tint says it.
    const double pxPerMm = std::max(1e-6, std::hypot(painter->worldTransform().m11(), painter->worldTransform().m12()));
    QFont font = painter->font();
    font.setBold(true);
    font.setPixelSize(12);
    const QFontMetricsF metrics(font);
    font.setPixelSize(std::max(1, int(std::lround(12 / pxPerMm))));  // the same 12 px, in the scene's millimetres
    painter->setFont(font);
    for (auto it = m_impact->racks.cbegin(); it != m_impact->racks.cend(); ++it) {
        const QRectF r = rackRect(it.key());
        if (r.isEmpty()) continue;
        QColor fill = colourOf(it.key());
        fill.setAlpha(150);
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawRect(r);
        const QString all = textOf(it.key());
        const QStringList lines = all.split(QLatin1Char('\n'));
        double widest = 0;
        for (const QString& line : lines) widest = std::max(widest, metrics.horizontalAdvance(line));
        const double rackPx = r.width() * pxPerMm, rackHighPx = r.height() * pxPerMm;
        QString text;
        if (widest <= rackPx && lines.size() * metrics.height() <= rackHighPx) text = all;
        else if (metrics.horizontalAdvance(lines.first().section(QLatin1Char(' '), 0, 0)) <= rackPx)
            text = lines.first().section(QLatin1Char(' '), 0, 0);
        if (text.isEmpty()) continue;
        painter->setPen(Qt::black);
        painter->drawText(r, Qt::AlignCenter, text);
    }
    if (m_partRack) {
        const QRectF r = rackRect(*m_partRack);
        QPen pen(Qt::black, 3, Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(r.adjusted(-60, -60, 60, 60));
    }
}

}  // namespace sn
