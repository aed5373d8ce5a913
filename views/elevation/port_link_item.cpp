#include "views/elevation/port_link_item.h"

#include <QPainter>

namespace sn {

namespace {
constexpr double kLabelWidthMm = 600;
constexpr double kLabelHeightMm = 80;

QColor colourOf(PortLinkItem::State state) {
    switch (state) {
    case PortLinkItem::State::Fits: return QColor(0x2e, 0xa0, 0x43);
    case PortLinkItem::State::Refused: return QColor(0xd0, 0x30, 0x30);
    case PortLinkItem::State::Loose: break;
    }
    return QColor(0x55, 0x5a, 0x63);
}
}  // namespace

PortLinkItem::PortLinkItem() {
    setZValue(110);  // above devices and the placement ghost
    setAcceptedMouseButtons(Qt::NoButton);
}

void PortLinkItem::setSource(const QRectF& cage) {
    prepareGeometryChange();
    m_source = cage;
    m_end = cage.center();
    update();
}

void PortLinkItem::setEnd(QPointF end, State state, const QRectF& target, const QString& reason) {
    prepareGeometryChange();
    m_end = end;
    m_state = state;
    m_target = target;
    m_reason = reason;
    update();
}

QRectF PortLinkItem::labelRect() const {
    // Above the cursor, so the hand never hides the reason.
    return {m_end.x() - kLabelWidthMm / 2, m_end.y() - kLabelHeightMm - 30, kLabelWidthMm, kLabelHeightMm};
}

QRectF PortLinkItem::boundingRect() const {
    QRectF r = QRectF(m_source.center(), m_end).normalized().united(m_source).adjusted(-10, -10, 10, 10);
    if (!m_target.isNull()) r = r.united(m_target.adjusted(-10, -10, 10, 10));
    if (m_state == State::Refused) r = r.united(labelRect().adjusted(-20, -20, 20, 20));
    return r;
}

void PortLinkItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QColor c = colourOf(m_state);
    // Cosmetic pens: the line stays visible at any zoom.
    QPen outline(c, 3);
    outline.setCosmetic(true);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(outline);
    painter->drawRect(m_source.adjusted(-3, -3, 3, 3));
    if (!m_target.isNull()) {
        QColor fill = c;
        fill.setAlpha(110);
        painter->setBrush(fill);
        painter->drawRect(m_target.adjusted(-3, -3, 3, 3));
        painter->setBrush(Qt::NoBrush);
    }
    QPen line(c, 2, m_state == State::Loose ? Qt::DashLine : Qt::SolidLine);
    line.setCosmetic(true);
    painter->setPen(line);
    painter->drawLine(m_source.center(), m_end);
    if (m_state != State::Refused || m_reason.isEmpty()) return;
    QFont f(QStringLiteral("Sans"));
    f.setPixelSize(26);
    f.setBold(true);
    painter->setFont(f);
    const QRectF text = labelRect();
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(255, 255, 255, 235));
    painter->drawRoundedRect(
        painter->boundingRect(text, Qt::AlignCenter | Qt::TextWordWrap, m_reason).adjusted(-8, -4, 8, 4), 6, 6);
    painter->setPen(c.darker(130));
    painter->drawText(text, Qt::AlignCenter | Qt::TextWordWrap, m_reason);
}

}  // namespace sn
