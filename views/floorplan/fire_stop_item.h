#pragma once

#include "model/design/design_objects.h"

#include <QGraphicsItem>
#include <QPolygonF>

#include <vector>

namespace sn {

class Design;

/// The fire-stop penetrations of a site on the floor plan: where a tray
/// passes the partition between two halls, a band across the tray as wide
/// as the tray plus its sealing margin and as thick as the wall, hatched, so
/// the installer sees every opening the fire-stop contractor seals (rule
/// hall.partition-firestop judges their fill, the BOM buys them).
class FireStopItem final : public QGraphicsItem {
public:
    FireStopItem();
    /// The penetrations of every tray of the design through its halls' partitions.
    void updateFrom(const Design& design);
    int count() const { return int(m_bands.size()); }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    std::vector<QPolygonF> m_bands;
    QRectF m_bounds;
};

}  // namespace sn
