#pragma once

#include "model/design/design_objects.h"
#include "views/floorplan/floor_label.h"

#include <QColor>
#include <QGraphicsItem>
#include <QPainterPath>

namespace sn {

/// What both heat-map items share: a child of the item it colours, the
/// figure's text and colour, and no shape — invisible to hit tests, so a
/// click or drag lands on the rack or tray beneath.
class HeatCellItem : public QGraphicsItem {
public:
    QString text() const { return m_text; }
    QColor colour() const { return m_colour; }
    QPainterPath shape() const override { return {}; }
    bool contains(const QPointF&) const override { return false; }
    bool collidesWithPath(const QPainterPath&, Qt::ItemSelectionMode) const override { return false; }
    bool collidesWithItem(const QGraphicsItem*, Qt::ItemSelectionMode) const override { return false; }

protected:
    explicit HeatCellItem(QGraphicsItem* parent) : QGraphicsItem(parent) { setAcceptedMouseButtons(Qt::NoButton); }

    QString m_text;
    QColor m_colour;
};

/// A rack's heat-map cell: a child of its RackFloorItem (so it moves and
/// turns with a dragged rack), filled with the metric's colour and showing
/// the rack's name and figure upright. It has no shape, so clicks and
/// drags reach the rack beneath.
class RackHeatItem final : public HeatCellItem {
public:
    enum { Type = UserType + 41 };

    explicit RackHeatItem(QGraphicsItem* rackItem);
    void set(const Rack& rack, const QString& text, const QColor& colour);
    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    /// The rack's name and figure at `detail` px/mm, in the item's
    /// coordinates; with `backdrop`, on a band of the cell's colour, so the
    /// route overlay can draw them again over its lines (RouteOverlay's
    /// name cards: the figure is what a heat map is read for).
    void paintTexts(QPainter* painter, double detail, bool backdrop) const;

private:
    /// One text of the cell, fitted to its box once in set(): its height in
    /// mm (bold, as wide as the box at most) and where it is centred,
    /// upright about the rack's centre. Drawn upright in device pixels by a
    /// FloorLabel, laid out once per pixel size: drawn in the scene's
    /// scale, Qt laid every text out again on each zoom step (at 16 384 GPUs
    /// 3–4 ms of a zoom frame, twice with routes on; tests/bench/bench_frames).
    struct Fitted {
        FloorLabel label;
        double heightMm = 0;
        double widthMm = 0;  ///< the box's width: the most the text may take
        QPointF centre;      ///< upright, about the rack's centre
    };
    static void fit(Fitted& f, const QString& text, const QRectF& box, double heightMm);
    QRectF m_rect;
    int m_rotationDeg = 0;
    QString m_name;
    Fitted m_nameText, m_figureText;
};

/// The heat-map cell of type `Heat` (RackHeatItem, TrayHeatItem) that is a
/// child of `item` (a rack's or tray's scene item), or null: the heat map,
/// the rack under it (which leaves its name to the cell) and the route
/// overlay's name cards find it the same way.
template <class Heat>
Heat* heatCellOf(const QGraphicsItem& item) {
    for (QGraphicsItem* child : item.childItems())
        if (child->type() == Heat::Type) return static_cast<Heat*>(child);
    return nullptr;
}

/// A tray's heat-map overlay: a child of its TrayFloorItem, the tray's
/// outline in the fill colour and the fill printed in a label at the middle
/// of its longest stretch.
class TrayHeatItem final : public HeatCellItem {
public:
    enum { Type = UserType + 42 };

    explicit TrayHeatItem(QGraphicsItem* trayItem);
    void set(const Tray& tray, const QString& text, const QColor& colour);
    /// Where the figure's card is drawn, in the scene (its size is in mm, so
    /// two cards that overlap do so at every zoom).
    QRectF labelSceneRect() const { return mapRectToScene(m_labelRect); }
    /// Hides the card (a fuller tray's card covers the spot); set() shows it.
    void setLabelShown(bool shown);
    bool labelShown() const { return m_labelShown; }
    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QFont labelFont() const;
    QPainterPath m_outline;
    QPointF m_labelAt;
    double m_labelMm = 0;
    QRectF m_labelRect;
    bool m_labelShown = true;
    QRectF m_bounds;
};

}  // namespace sn
