#pragma once

#include "model/rules/heat_map_figures.h"

#include <QColor>
#include <QObject>
#include <QRect>
#include <QTimer>

class QFont;
class QPainter;

namespace sn {

class FloorPlanScene;

/// The floor plan's heat map (issue #8 point 3): colours every rack (or
/// tray) by the chosen metric and prints its figure on it, through child
/// items of the scene's rack and tray items, and draws the legend for the
/// view. The figures follow every edit: design signals are gathered and the
/// map is recomputed once, after the edit (or the batch) is complete.
class HeatMapOverlay final : public QObject {
    Q_OBJECT
public:
    explicit HeatMapOverlay(FloorPlanScene& scene, QObject* parent = nullptr);
    ~HeatMapOverlay() override;

    HeatMetric metric() const { return m_metric; }
    bool isActive() const { return m_metric != HeatMetric::None; }
    /// Switches the map (None removes it); redraws at once.
    void setMetric(HeatMetric metric);
    const HeatMapFigures& figures() const { return m_figures; }
    /// The figure printed on the rack or tray; empty when it shows none.
    QString textOf(RackId rack) const;
    QString textOf(TrayId tray) const;
    /// Whether the tray's figure card is drawn (false where a fuller tray's card covers the spot).
    bool trayLabelShown(TrayId tray) const;
    QColor colourOf(RackId rack) const;
    QColor colourOf(TrayId tray) const;
    /// Recomputes the figures and updates the items now.
    void refresh();
    /// Draws the legend into the bottom-left of the viewport `area` (no-op when off).
    void drawLegend(QPainter& painter, const QRect& area, const QFont& font) const;
    /// Where the last legend drawn put its colour bar, in viewport pixels (empty when off).
    QRect legendBar() const { return m_legendBar; }
    /// Where drawLegend draws the legend's box in `area` (empty when off).
    QRect legendBox(const QRect& area, const QFont& font) const;

Q_SIGNALS:
    /// The map was redrawn: the view repaints its legend.
    void changed();

private:
    void schedule();
    void removeItems();
    void hideCoveredTrayLabels();

    FloorPlanScene& m_scene;
    HeatMetric m_metric = HeatMetric::None;
    HeatMapFigures m_figures;
    QTimer m_timer;
    bool m_dirty = false;
    mutable QRect m_legendBar;
};

}  // namespace sn
