#include "views/floorplan/category_legend.h"

#include "views/common/category_style.h"
#include "views/floorplan/floor_plan_items.h"
#include "views/floorplan/floor_plan_scene.h"

#include <QFontMetrics>
#include <QPainter>

#include <algorithm>
#include <set>

namespace sn {

CategoryLegend CategoryLegend::of(const FloorPlanScene& scene) {
    CategoryLegend legend;
    std::set<int> present;
    bool empty = false;
    // From the design's racks, not every item of the scene sorted by stacking each frame.
    for (const Rack& rack : scene.design().racks())
        if (const RackFloorItem* item = scene.itemOf(rack.id)) {
            const auto c = item->category();
            if (c) present.insert(int(*c));
            else empty = true;
        }
    for (int c : present) {
        legend.m_labels << CategoryStyle::name(DeviceCategory(c));
        legend.m_colours.push_back(CategoryStyle::color(DeviceCategory(c)));
    }
    if (empty) {
        legend.m_labels << tr("Empty rack");
        legend.m_colours.push_back(QColor(0xe6, 0xe8, 0xeb));
    }
    return legend;
}

QRect CategoryLegend::box(const QRect& area, const QFontMetrics& metrics) const {
    if (isEmpty()) return {};
    const int line = metrics.height() + 4;
    int width = 0;
    for (const QString& l : m_labels) width = std::max(width, metrics.horizontalAdvance(l));
    const int rows = int(m_labels.size());
    return QRect(area.left() + 10, area.bottom() - 10 - line * rows - 8, width + 40, line * rows + 8);
}

void CategoryLegend::draw(QPainter& painter, const QRect& area, const QFontMetrics& metrics) const {
    const QRect frame = box(area, metrics);
    if (frame.isEmpty()) return;
    const int line = metrics.height() + 4;
    painter.setPen(QColor(0xc8, 0xcb, 0xd0));
    painter.setBrush(QColor(255, 255, 255, 225));
    painter.drawRoundedRect(frame, 4, 4);
    for (int i = 0; i < m_labels.size(); ++i) {
        const int y = frame.top() + 4 + i * line;
        painter.setPen(m_colours[size_t(i)].darker(160));
        painter.setBrush(m_colours[size_t(i)]);
        painter.drawRect(frame.left() + 8, y + (line - 12) / 2, 18, 12);
        painter.setPen(QColor(0x20, 0x20, 0x20));
        painter.drawText(QRect(frame.left() + 32, y, frame.width() - 36, line), Qt::AlignVCenter | Qt::AlignLeft, m_labels[i]);
    }
}

}  // namespace sn
