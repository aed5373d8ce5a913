// FloorPlanView: the overlays that stay put while the plan pans and zooms.
#include "floorplan/floor_plan_view.h"

#include "common/category_style.h"
#include "floorplan/floor_plan_items.h"
#include "floorplan/floor_plan_scene.h"
#include "floorplan/heat_map_overlay.h"

#include <QPainter>

#include <cmath>
#include <set>

namespace sn {

namespace {

/// The longest 1-2-5 step length (mm) drawn no wider than maxPx at this scale.
double scaleBarMm(double pixelsPerMm, double maxPx) {
    double best = 100;
    for (double decade = 100; decade <= 1e6; decade *= 10)
        for (double step : {1.0, 2.0, 5.0})
            if (step * decade * pixelsPerMm <= maxPx) best = step * decade;
    return best;
}

}  // namespace

void FloorPlanView::drawForeground(QPainter* painter, const QRectF& rect) {
    QGraphicsView::drawForeground(painter, rect);
    painter->save();
    painter->resetTransform();  // from here on, viewport pixels
    painter->setRenderHint(QPainter::Antialiasing);
    const QRect area = viewport()->rect();
    const QFontMetrics metrics(font());
    painter->setFont(font());

    // Legend: the categories the racks are coloured by, in category order.
    std::set<int> present;
    bool empty = false;
    // From the design's racks, not every item of the scene sorted by stacking each frame.
    for (const Rack& rack : m_scene->design().racks())
        if (const RackFloorItem* item = m_scene->itemOf(rack.id)) {
            const auto c = item->category();
            if (c) present.insert(int(*c));
            else empty = true;
        }
    QStringList labels;
    std::vector<QColor> colours;
    for (int c : present) {
        labels << CategoryStyle::name(DeviceCategory(c));
        colours.push_back(CategoryStyle::color(DeviceCategory(c)));
    }
    if (empty) {
        labels << tr("Empty rack");
        colours.push_back(QColor(0xe6, 0xe8, 0xeb));
    }
    if (m_heatMap->isActive()) {
        m_heatMap->drawLegend(*painter, area, font());  // the racks show the metric, not their category
    } else if (!labels.isEmpty()) {
        const int line = metrics.height() + 4;
        int width = 0;
        for (const QString& l : labels) width = std::max(width, metrics.horizontalAdvance(l));
        const QRect box(area.left() + 10, area.bottom() - 10 - line * int(labels.size()) - 8, width + 40, line * int(labels.size()) + 8);
        painter->setPen(QColor(0xc8, 0xcb, 0xd0));
        painter->setBrush(QColor(255, 255, 255, 225));
        painter->drawRoundedRect(box, 4, 4);
        for (int i = 0; i < labels.size(); ++i) {
            const int y = box.top() + 4 + i * line;
            painter->setPen(colours[size_t(i)].darker(160));
            painter->setBrush(colours[size_t(i)]);
            painter->drawRect(box.left() + 8, y + (line - 12) / 2, 18, 12);
            painter->setPen(QColor(0x20, 0x20, 0x20));
            painter->drawText(QRect(box.left() + 32, y, width + 4, line), Qt::AlignVCenter | Qt::AlignLeft, labels[i]);
        }
    }

    // Scale bar: a round length no wider than 160 px.
    const double mm = scaleBarMm(pixelsPerMm(), 160);
    const int px = int(std::lround(mm * pixelsPerMm()));
    const QPoint end(area.right() - 16, area.bottom() - 16);
    const QPoint start(end.x() - px, end.y());
    painter->setPen(QPen(QColor(0x30, 0x30, 0x30), 2));
    painter->drawLine(start, end);
    painter->drawLine(start, start - QPoint(0, 6));
    painter->drawLine(end, end - QPoint(0, 6));
    const QString text = mm >= 1000 ? tr("%1 m").arg(mm / 1000.0) : tr("%1 mm").arg(mm);
    painter->drawText(QRect(start.x(), start.y() - 8 - metrics.height(), px, metrics.height()), Qt::AlignCenter, text);
    painter->restore();
}

}  // namespace sn
