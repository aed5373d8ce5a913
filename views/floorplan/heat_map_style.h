#pragma once

#include "model/rules/heat_map_figures.h"

#include <QColor>
#include <QCoreApplication>
#include <QRect>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

class QFont;
class QPainter;

namespace sn {

/// How the heat map looks: one colour ramp for every metric (green at no
/// load, red at the limit, purple past it, grey without a figure), the
/// number printed on each object and the legend's words.
class HeatMapStyle {
    Q_DECLARE_TR_FUNCTIONS(HeatMapStyle)
public:
    static QColor colour(std::optional<double> load);
    /// Black or white, whichever reads better on `background`.
    static QColor textOn(const QColor& background);
    /// The number drawn on an object, e.g. "54.2", "+12.4", "23.0 %".
    static QString valueText(HeatMetric metric, double value);
    /// Menu text of each metric.
    static QString metricName(HeatMetric metric);
    /// Draws the legend (title with unit, colour scale with ticks, swatches)
    /// into the bottom-left corner of `area`; returns the colour bar's rectangle.
    static QRect drawLegend(QPainter& painter, const QRect& area, const QFont& font, HeatMetric metric,
                            const HeatMapFigures& figures);
    /// Where drawLegend draws its box in `area` (empty for HeatMetric::None).
    static QRect legendBox(const QRect& area, const QFont& font, HeatMetric metric, const HeatMapFigures& figures);

private:
    /// The legend's words and the size they need.
    struct Legend {
        QString head, sub;
        QStringList tickText;
        std::vector<std::pair<QColor, QString>> swatches;
        int line = 0, barWidth = 0, width = 0, height = 0;
        QRect box(const QRect& area) const;
    };
    static Legend legend(const QFont& font, HeatMetric metric, const HeatMapFigures& figures);
    static QString title(HeatMetric metric);
    static QString subtitle(HeatMetric metric, const HeatMapFigures& figures);
    static QStringList ticks(HeatMetric metric, const HeatMapFigures& figures);
    static QString overLabel(HeatMetric metric);
    static QString noFigureLabel(HeatMetric metric);
};

}  // namespace sn
