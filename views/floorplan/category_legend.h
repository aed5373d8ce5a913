#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QRect>
#include <QStringList>

#include <vector>

class QFontMetrics;
class QPainter;

namespace sn {

class FloorPlanScene;

/// The floor plan's legend of what colours the racks: each category a rack
/// mostly holds, in category order, and "Empty rack". Pinned to the view's
/// bottom-left corner; Fit keeps the room clear of its box.
class CategoryLegend {
    Q_DECLARE_TR_FUNCTIONS(CategoryLegend)
public:
    /// The categories of the racks now on the plan.
    static CategoryLegend of(const FloorPlanScene& scene);

    bool isEmpty() const { return m_labels.isEmpty(); }
    /// Its box in the viewport `area` (empty when there is nothing to list).
    QRect box(const QRect& area, const QFontMetrics& metrics) const;
    void draw(QPainter& painter, const QRect& area, const QFontMetrics& metrics) const;

private:
    QStringList m_labels;
    std::vector<QColor> m_colours;
};

}  // namespace sn
