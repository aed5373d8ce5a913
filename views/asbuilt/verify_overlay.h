#pragma once

#include "model/asbuilt/verify_finding.h"

#include <QGraphicsObject>
#include <QPainterPath>

#include <map>

class QGraphicsScene;

namespace sn {

class Design;
class VerifyMarks;

/// Verify Cabling's result on the floor plan: each checked cable from rack
/// to rack along its trays in its status colour (ok thin, the others bold),
/// and for a cable found elsewhere, or one nobody designed, a dashed line
/// to where it landed. Redrawn when the marks change.
class VerifyOverlay final : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = UserType + 40 };
    /// Adds itself to `scene` (which owns it from then on).
    VerifyOverlay(const Design& design, const VerifyMarks& marks, QGraphicsScene* scene);

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    QPainterPath shape() const override { return {}; }  ///< clicks go to the racks beneath
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    /// How many cables of each status are drawn.
    const std::map<VerifyStatus, int>& drawn() const { return m_drawn; }

private:
    void rebuild();
    const Design& m_design;
    const VerifyMarks& m_marks;
    std::map<VerifyStatus, QPainterPath> m_paths, m_landed;
    std::map<VerifyStatus, int> m_drawn;
    QRectF m_bounds;
};

}  // namespace sn
