#pragma once

#include <QGraphicsObject>
#include <QLineF>
#include <QRectF>
#include <QString>

namespace sn {

/// The rubber-band line of a connection being drawn: from the source cage to
/// the cursor, grey while over no port, green over a port it may join, red
/// with the refusal reason over one it may not.
class PortLinkItem final : public QGraphicsObject {
    Q_OBJECT
public:
    enum class State { Loose, Fits, Refused };
    enum { Type = UserType + 20 };

    PortLinkItem();
    int type() const override { return Type; }
    void setSource(const QRectF& cage);
    /// The free end and what it is over (`target` empty when over no port).
    void setEnd(QPointF end, State state, const QRectF& target, const QString& reason);
    State state() const { return m_state; }
    QString reason() const { return m_reason; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF labelRect() const;

    QRectF m_source, m_target;
    QPointF m_end;
    State m_state = State::Loose;
    QString m_reason;
};

}  // namespace sn
