#pragma once

#include "views/elevation/elevation_layout.h"

#include <QColor>
#include <QCoreApplication>
#include <QGraphicsItem>
#include <QStringList>

#include <vector>

namespace sn {

class Design;
struct PortSpec;

/// The static drawing of one rack: both frames with rails and U ruler, the
/// face titles and the empty rear side slots.
class RackBackdropItem final : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(RackBackdropItem)
public:
    RackBackdropItem(const Rack& rack, const ElevationLayout& layout);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void paintFace(QPainter* painter, Face face, double detail) const;
    Rack m_rack;
    ElevationLayout m_layout;
};

/// One device as seen from one face: its body in the category colour, its
/// name and the ports on the side that looks out of that face, with those
/// its filled module bays add on the rear (PSU inlets, NIC interfaces). Holds the
/// device id and what it paints, never a pointer into the design.
class DeviceFaceItem final : public QGraphicsItem {
public:
    struct PortMark {
        QRectF rectMm;  ///< in item coordinates
        bool round = false;
        QStringList ports;  ///< the logical ports of the cage (two for a twin-port cage)
        int connected = 0;  ///< how many of them are connected
    };
    enum { Type = UserType + 1 };

    DeviceFaceItem(const Design& design, const Device& device, const QRectF& rect, Face viewed);
    DeviceId deviceId() const { return m_device; }
    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    /// The cage drawn at `itemPos` (item coordinates), if any.
    const PortMark* portAt(QPointF itemPos) const;
    const std::vector<PortMark>& ports() const { return m_ports; }

private:
    /// A cage at `r` (item coordinates) for `port`, unless the face cannot show it.
    void addPort(const Design& design, DeviceId device, const PortSpec& port, const QRectF& r);

    DeviceId m_device;
    QRectF m_rect;
    QString m_name, m_model;
    QColor m_color;
    bool m_vertical = false;
    std::vector<PortMark> m_ports;
};

/// Where a dragged device would land: green when it fits, red with the
/// reason when it does not.
class GhostItem final : public QGraphicsItem {
public:
    /// The refusal reason in screen pixels (it ignores the view's zoom), below
    /// the ghost so neither the zoom nor the drag pixmap at the cursor hides it.
    class ReasonLabel final : public QGraphicsItem {
    public:
        static constexpr double kFontPx = 13;
        static constexpr double kGapPx = 28;   ///< below the ghost: clear of the drag pixmap at its centre
        static constexpr double kWidthPx = 380;
        explicit ReasonLabel(QGraphicsItem* parent);
        void setText(const QString& text);
        /// Moves the card by `px` screen pixels from below the ghost (to stay
        /// inside the view); setText puts it back.
        void setShiftPx(QPointF px);
        QString text() const { return m_text; }
        QFont font() const;
        QRectF boundingRect() const override { return m_box.adjusted(-2, -2, 2, 2); }
        void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    private:
        QString m_text;
        QRectF m_box;
        QPointF m_shift;
    };

    GhostItem();
    const ReasonLabel* reasonLabel() const { return m_label; }
    ReasonLabel* reasonLabel() { return m_label; }
    void show(const QRectF& rect, bool fits, const QString& reason);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    bool fits() const { return m_fits; }
    QString reason() const { return m_reason; }

private:
    QRectF m_rect;
    bool m_fits = true;
    QString m_reason;
    ReasonLabel* m_label;
};

}  // namespace sn
