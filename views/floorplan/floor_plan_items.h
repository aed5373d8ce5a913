#pragma once

#include "model/design/design_objects.h"
#include "views/floorplan/floor_label.h"

#include <QColor>
#include <QGraphicsItem>
#include <QPainterPath>

#include <optional>
#include <vector>

namespace sn {

class Design;
class TrayLayer;

/// A rack seen from above: its footprint in the colour of what it mostly
/// holds, the front edge drawn heavy so the facing reads at a glance, and
/// its name. Position and rotation follow the rack's front-left corner.
class RackFloorItem final : public QGraphicsItem {
public:
    enum { Type = UserType + 11 };

    RackFloorItem(const Design& design, const Rack& rack);
    void updateFrom(const Design& design, const Rack& rack);
    RackId rackId() const { return m_rack; }
    /// What the rack mostly holds (nullopt: empty); the legend lists these.
    std::optional<DeviceCategory> category() const { return m_category; }
    /// Marks the rack the elevation shows (a dashed outline).
    void setCurrent(bool current);
    bool isCurrent() const { return m_current; }
    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    /// Draws the name as paint() does at `detail` pixels per mm (nothing when
    /// it would not read); with `backdrop`, on a card in the rack's colour, so
    /// route lines drawn over the rack do not cross it (RouteOverlay).
    /// `painter` is in item coordinates.
    void paintLabel(QPainter* painter, double detail, bool backdrop) const;

private:
    /// Level of detail (kOutlineLodPixelsPerMm): footprint, outline and front
    /// bar as whole-pixel fills; false when the painter is turned off the axes.
    bool paintCoarse(QPainter& painter, double detail) const;
    RackId m_rack;
    std::optional<DeviceCategory> m_category;
    bool m_current = false;
    QRectF m_rect;
    FloorLabel m_name;
    QColor m_color;
    int m_rotationDeg = 0;
};

/// An overhead tray: its centre line widened to the tray width.
class TrayFloorItem final : public QGraphicsItem {
public:
    enum { Type = UserType + 12 };

    explicit TrayFloorItem(const Tray& tray);
    void updateFrom(const Tray& tray);
    TrayId trayId() const { return m_tray; }
    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    /// On a view, nothing while the scene's TrayLayer draws this tray (it is
    /// not selected); else the tray (paintTray).
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    /// Draws the tray at `detail` pixels per mm; `painter` in scene coordinates.
    void paintTray(QPainter& painter, double detail) const;
    /// The layer that draws this tray on views (TrayLayer::add/remove), told
    /// when the tray's drawing changes: its path, selection or visibility.
    void setLayer(TrayLayer* layer) { m_layer = layer; }

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    /// Level of detail (kOutlineLodPixelsPerMm): body, edges and centre line
    /// as whole-pixel fills; false for a tray not along the axes.
    bool paintCoarse(QPainter& painter, double detail) const;
    TrayId m_tray;
    std::vector<QPointF> m_points;
    double m_widthMm = 0;
    QPainterPath m_centre;
    QPainterPath m_outline;
    QString m_name;
    TrayLayer* m_layer = nullptr;
};

/// A floor-standing device (an in-row CDU) as a labelled footprint.
class FloorDeviceItem final : public QGraphicsItem {
public:
    enum { Type = UserType + 13 };

    FloorDeviceItem(const Design& design, const Device& device);
    DeviceId deviceId() const { return m_device; }
    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    DeviceId m_device;
    QRectF m_rect;
    FloorLabel m_name;
    QColor m_color;
    int m_rotationDeg = 0;
};

/// The room's walls, name and size.
class RoomItem final : public QGraphicsItem {
public:
    explicit RoomItem(const Room& room);
    void updateFrom(const Room& room);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Room m_room;
};

}  // namespace sn
