#pragma once

#include "model/analysis/part_impact.h"

#include <QColor>
#include <QGraphicsObject>

#include <optional>

namespace sn {

class FloorPlanScene;

/// Fault Domains' chosen part on the floor plan: a heat map of what its
/// failure takes down, each rack tinted by the worst that befalls its GPUs
/// (lost red, degraded orange, throttled yellow) with the counts written
/// on it, and the failed part's rack outlined. Empty until a part is chosen.
class FaultImpactOverlay final : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = UserType + 43 };  // unique among the scene's item types (heat map 41, 42)
    /// Adds itself to `scene` (which owns it from then on).
    explicit FaultImpactOverlay(FloorPlanScene& scene);

    void setImpact(std::optional<PartImpact> impact, std::optional<RackId> partRack);
    const std::optional<PartImpact>& impact() const { return m_impact; }
    /// The tint of a rack (invalid when the failure leaves its GPUs alone).
    QColor colourOf(RackId rack) const;
    /// The counts written on a rack ("16 lost"), empty when none.
    QString textOf(RackId rack) const;

    static QColor colour(PartImpact::Effect effect);

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    QPainterPath shape() const override { return {}; }  ///< clicks go to the racks beneath
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF rackRect(RackId rack) const;
    FloorPlanScene& m_scene;
    std::optional<PartImpact> m_impact;
    std::optional<RackId> m_partRack;
    QRectF m_bounds;
};

}  // namespace sn
