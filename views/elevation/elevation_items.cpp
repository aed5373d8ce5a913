#include "views/elevation/elevation_items.h"

#include "model/core/units.h"
#include "model/design/design.h"
#include "views/common/category_style.h"
#include "views/common/drawing_font.h"
#include "views/common/legible_text.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace sn {

namespace {

/// Face size of a cage or socket in mm (width, height), from the connector standards.
QSizeF portSizeMm(FormFactor ff) {
    switch (ff) {
    case FormFactor::Osfp: return {22.6, 13};
    case FormFactor::QsfpDd:
    case FormFactor::Qsfp112:
    case FormFactor::Qsfp56: return {18.4, 8.5};
    case FormFactor::Sfp28: return {14, 9};
    case FormFactor::Rj45: return {12, 11};
    case FormFactor::NvlinkBackplane: return {40, 10};
    case FormFactor::C13:
    case FormFactor::C14: return {16, 12};
    case FormFactor::C19:
    case FormFactor::C20: return {20, 14};
    case FormFactor::Iec60309: return {36, 36};
    case FormFactor::QdSupply:
    case FormFactor::QdReturn: return {18, 18};
    case FormFactor::Generic: return {12, 12};
    }
    return {12, 12};
}

bool isRound(FormFactor ff) {
    return ff == FormFactor::Iec60309 || ff == FormFactor::QdSupply || ff == FormFactor::QdReturn;
}

}  // namespace

// ---- RackBackdropItem --------------------------------------------------------

RackBackdropItem::RackBackdropItem(const Rack& rack, const ElevationLayout& layout)
    : m_rack(rack), m_layout(layout) {
    setZValue(-10);
}

QRectF RackBackdropItem::boundingRect() const { return m_layout.boundingRect(); }

void RackBackdropItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    const double detail = option->levelOfDetailFromTransform(painter->worldTransform());
    paintFace(painter, Face::Front, detail);
    paintFace(painter, Face::Rear, detail);
    painter->setPen(QPen(QColor(0x90, 0x90, 0x90), 2, Qt::DashLine));
    painter->setBrush(QColor(0xf4, 0xf4, 0xf4));
    const auto slotTextMm = legibleTextMm(22, 28, detail);
    if (slotTextMm) painter->setFont(drawingFontMm(*slotTextMm));
    for (SideChannel side : {SideChannel::Left, SideChannel::Right})
        for (int i = 0; i < m_rack.sideSlots; ++i) {
            const QRectF slot = m_layout.sideSlotRect(side, i);
            painter->drawRect(slot);
            if (!slotTextMm) continue;
            painter->save();
            painter->translate(slot.center().x(), slot.bottom() + 30);
            painter->drawText(QRectF(-40, -14, 80, 28), Qt::AlignCenter,
                              // Slot names match the device names (R1-L1): identifiers, not prose.
                              (side == SideChannel::Left ? QStringLiteral("L%1") : QStringLiteral("R%1")).arg(i + 1));
            painter->restore();
        }
}

void RackBackdropItem::paintFace(QPainter* painter, Face face, double detail) const {
    const QRectF frame = m_layout.frameRect(face);
    const QRectF units = m_layout.unitsRect(face);
    painter->setPen(QPen(QColor(0x30, 0x33, 0x38), 3));
    painter->setBrush(QColor(0x4a, 0x4e, 0x55));
    painter->drawRect(frame);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0xee, 0xef, 0xf1));
    painter->drawRect(units);

    // Faint lines between units; every unit is numbered on the ruler.
    painter->setPen(QPen(QColor(0xd0, 0xd3, 0xd8), 0));
    for (int u = 1; u < m_rack.uHeight; ++u) {
        const double y = units.bottom() - u * kRackUnitMm;
        painter->drawLine(QPointF(units.left(), y), QPointF(units.right(), y));
    }
    // The ruler sits on the frame between its edge and the rails, so it never
    // collides with the side channels drawn beside the rear face.
    painter->setPen(QColor(0xe8, 0xea, 0xed));
    const double rulerW = units.left() - frame.left() - 8;
    // Every U once its number reads in one unit's height, else every fifth;
    // the digits ("48") must fit the ruler's width. None when they would not read.
    const auto everyUnitMm = legibleTextMm(std::min(26.0, rulerW * 0.55), std::min(kRackUnitMm * 0.9, rulerW / 1.2), detail);
    const auto everyFifthMm = legibleTextMm(std::min(26.0, rulerW * 0.55), rulerW / 1.2, detail);
    if (const auto numberMm = everyUnitMm && detail * kRackUnitMm > 11 ? everyUnitMm : everyFifthMm) {
        const bool everyUnit = numberMm == everyUnitMm && detail * kRackUnitMm > 11;
        painter->setFont(drawingFontMm(*numberMm));
        for (int u = 1; u <= m_rack.uHeight; ++u) {
            if (!everyUnit && u % 5 != 0 && u != 1) continue;
            const double y = units.bottom() - u * kRackUnitMm;
            painter->drawText(QRectF(frame.left() + 2, y + kRackUnitMm / 2 - *numberMm, rulerW, 2 * *numberMm),
                              Qt::AlignRight | Qt::AlignVCenter, QString::number(u));
        }
    }
    const auto titleMm = legibleTextMm(48, 90, detail);
    if (!titleMm) return;
    painter->setFont(drawingFontMm(*titleMm));  // regular weight: CJK fallback fonts smear when made bold
    painter->setPen(QColor(0x20, 0x20, 0x20));
    const QString title = face == Face::Front ? tr("%1 — front").arg(m_rack.name) : tr("%1 — rear").arg(m_rack.name);
    painter->drawText(QRectF(frame.left() - 200, -140, frame.width() + 400, 90), Qt::AlignCenter, title);
}

// ---- DeviceFaceItem ----------------------------------------------------------

DeviceFaceItem::DeviceFaceItem(const Design& design, const Device& device, const QRectF& rect, Face viewed)
    : m_device(device.id), m_rect(rect), m_name(device.name) {
    setFlag(ItemIsSelectable);
    setPos(rect.topLeft());
    m_rect.moveTopLeft(QPointF(0, 0));
    const DeviceType* type = design.typeOf(device);
    m_color = type ? CategoryStyle::color(type->category) : QColor(Qt::gray);
    if (!type) return;
    m_model = type->model;
    m_vertical = type->mount == Mount::Side;
    // A blanking panel is drawn as a plain panel, as on a rack drawing: its
    // name would repeat down every empty stretch of a rack.
    if (type->category == DeviceCategory::Blank) m_name.clear();
    // The device shows the side of itself that looks out of the viewed face.
    const Face side = device.placement.face == viewed ? Face::Front : Face::Rear;
    for (const PortSpec& port : type->ports()) {
        if (!m_vertical && port.face != side) continue;
        const QSizeF size = portSizeMm(port.formFactor);
        QPointF centre;
        if (m_vertical) {
            // A 0U strip hangs vertically: the catalog's x runs along the strip
            // from the block origin y, so both add up to the height above its foot.
            centre = QPointF(m_rect.width() / 2, m_rect.height() - (port.yMm + port.xMm));
        } else {
            centre = QPointF(port.xMm + size.width() / 2, m_rect.height() - port.yMm - size.height() / 2);
        }
        addPort(design, device.id, port, QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size));
    }
    // The ports its filled bays add (PSU inlets, a NIC's interfaces: ModulePorts)
    // sit on the rear. The catalog places no module's cage on the face, so they
    // are drawn in a row from the right edge, 4 mm apart, 4 mm above the bottom.
    if (m_vertical || side != Face::Rear) return;
    double right = m_rect.width() - 4;
    for (const PortSpec& port : design.modulePortsOf(device.id)) {
        const QSizeF size = portSizeMm(port.formFactor);
        const QRectF r(QPointF(right - size.width(), m_rect.height() - 4 - size.height()), size);
        right = r.left() - 4;
        addPort(design, device.id, port, r);
    }
}

void DeviceFaceItem::addPort(const Design& design, DeviceId device, const PortSpec& port, const QRectF& r) {
    if (!m_rect.contains(r)) return;  // a port the face cannot show stays off the drawing
    // Twin-port cages (two logical ports, one cage) are drawn once.
    const int connected = design.connectionAt(PortRef{device, port.name}) ? 1 : 0;
    if (!m_ports.empty() && m_ports.back().rectMm == r) {
        m_ports.back().ports << port.name;
        m_ports.back().connected += connected;
        return;
    }
    m_ports.push_back({r, isRound(port.formFactor), {port.name}, connected});
}

const DeviceFaceItem::PortMark* DeviceFaceItem::portAt(QPointF itemPos) const {
    for (const PortMark& p : m_ports)
        if (p.rectMm.contains(itemPos)) return &p;
    return nullptr;
}

QRectF DeviceFaceItem::boundingRect() const { return m_rect.adjusted(-4, -4, 4, 4); }

void DeviceFaceItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    const double detail = option->levelOfDetailFromTransform(painter->worldTransform());
    const bool selected = isSelected();
    painter->setPen(QPen(selected ? QColor(0xff, 0x9f, 0x1a) : m_color.darker(170), selected ? 6 : 2));
    painter->setBrush(m_color.lighter(125));
    painter->drawRoundedRect(m_rect.adjusted(1, 1, -1, -1), 4, 4);
    // Ports only once a cage is at least ~1.5 px wide; further out they are noise.
    if (detail * 12 > 1.5) {
        // Connected cages in yellow, a hue no device category uses (all
        // ports taken: filled; some: outlined), so a free port is easy to
        // find when drawing a connection.
        const QColor free(0x2b, 0x2e, 0x33), taken(0xf2, 0xc2, 0x30);
        for (const PortMark& p : m_ports) {
            const bool full = p.connected > 0 && p.connected == int(p.ports.size());
            painter->setPen(QPen(p.connected > 0 ? taken : QColor(0x1d, 0x1f, 0x22), p.connected > 0 ? 2 : 1));
            painter->setBrush(full ? taken : free);
            if (p.round) painter->drawEllipse(p.rectMm);
            else painter->drawRect(p.rectMm);
        }
    }
    if (m_name.isEmpty()) return;
    painter->setPen(QColor(0x10, 0x10, 0x10));
    if (m_vertical) {
        const auto stripMm = legibleTextMm(24, m_rect.width() * 0.8, detail);
        if (!stripMm) return;
        painter->save();
        painter->translate(m_rect.center());
        painter->rotate(-90);
        painter->setFont(drawingFontMm(*stripMm, true));
        painter->drawText(QRectF(-m_rect.height() / 2, -m_rect.width() / 2, m_rect.height(), m_rect.width()),
                          Qt::AlignCenter, m_name);
        painter->restore();
        return;
    }
    // The name grows to kMinTextPx on screen while it fits the device's height; hidden beyond.
    const auto nameMm = legibleTextMm(std::min(26.0, m_rect.height() * 0.55), m_rect.height() - 8, detail);
    if (!nameMm) return;
    const double textMm = *nameMm;
    painter->setFont(drawingFontMm(textMm, true));
    const QRectF label(m_rect.left() + 10, m_rect.top() + 4, m_rect.width() - 20, textMm + 8);
    // A light tag behind the name keeps it readable over a dense port field.
    const QRectF tag = painter->boundingRect(label, Qt::AlignRight | Qt::AlignTop, m_name).adjusted(-6, -1, 4, 1);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(255, 255, 255, 200));
    painter->drawRoundedRect(tag & m_rect.adjusted(2, 2, -2, -2), 3, 3);
    painter->setPen(QColor(0x10, 0x10, 0x10));
    painter->drawText(label, Qt::AlignRight | Qt::AlignTop, m_name);
    const auto modelMm = legibleTextMm(18, m_rect.height() - textMm - 30, detail);
    if (m_rect.height() > 3 * kRackUnitMm && modelMm) {
        // One line, elided: a model name may not run into the device below.
        const QFont modelFont = drawingFontMm(*modelMm);
        painter->setFont(modelFont);
        const double width = m_rect.width() - 24;
        painter->drawText(QRectF(m_rect.left() + 12, m_rect.top() + textMm + 14, width, 2 * *modelMm), Qt::AlignLeft | Qt::AlignTop,
                          QFontMetricsF(modelFont).elidedText(m_model, Qt::ElideRight, width));
    }
}

// ---- GhostItem -----------------------------------------------------------------

GhostItem::ReasonLabel::ReasonLabel(QGraphicsItem* parent) : QGraphicsItem(parent) {
    setFlag(ItemIgnoresTransformations);
    setAcceptedMouseButtons(Qt::NoButton);
}

QFont GhostItem::ReasonLabel::font() const {
    QFont f(QStringLiteral("Sans"));
    f.setPixelSize(int(kFontPx));
    f.setBold(true);
    return f;
}

void GhostItem::ReasonLabel::setText(const QString& text) {
    prepareGeometryChange();
    m_text = text;
    const QRectF room(-kWidthPx / 2, kGapPx, kWidthPx, 400);
    const QRectF used = QFontMetricsF(font()).boundingRect(room, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, text);
    m_box = text.isEmpty() ? QRectF() : used.adjusted(-8, -4, 8, 4);
    m_shift = QPointF();
    setVisible(!text.isEmpty());
}

void GhostItem::ReasonLabel::setShiftPx(QPointF px) {
    prepareGeometryChange();
    m_box.translate(px - m_shift);
    m_shift = px;
}

void GhostItem::ReasonLabel::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QColor red(0xd0, 0x30, 0x30);
    painter->setPen(QPen(red, 1));
    painter->setBrush(QColor(255, 255, 255, 240));
    painter->drawRoundedRect(m_box, 5, 5);
    painter->setFont(font());
    painter->setPen(red.darker(130));
    painter->drawText(m_box.adjusted(8, 4, -8, -4), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_text);
}

GhostItem::GhostItem() : m_label(new ReasonLabel(this)) {
    setZValue(100);
    setVisible(false);
    setAcceptedMouseButtons(Qt::NoButton);
    m_label->setVisible(false);
}

void GhostItem::show(const QRectF& rect, bool fits, const QString& reason) {
    prepareGeometryChange();
    m_rect = rect;
    m_fits = fits;
    m_reason = reason;
    m_label->setPos(m_rect.center().x(), m_rect.bottom());
    m_label->setText(fits ? QString() : reason);
    setVisible(true);
    update();
}

QRectF GhostItem::boundingRect() const { return m_rect.adjusted(-10, -10, 10, 10); }

void GhostItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QColor c = m_fits ? QColor(0x2e, 0xa0, 0x43) : QColor(0xd0, 0x30, 0x30);
    painter->setPen(QPen(c, 4));
    QColor fill = c;
    fill.setAlpha(90);
    painter->setBrush(fill);
    painter->drawRect(m_rect);  // the reason is the child label's
}

}  // namespace sn
