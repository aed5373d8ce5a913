#pragma once

#include "model/core/ids.h"

#include <QCoreApplication>
#include <QObject>
#include <QString>

class QGraphicsScene;

namespace sn {

class Design;

/// The hover text of racks and devices ("Missing"): what a user
/// asks of a rack before opening its properties — name, model, U, kW, kg,
/// cooling loop and the power sources feeding it. Figures come from the
/// rules' RackLoad and PowerFeeds, the same sums the findings use.
class ObjectToolTips {
    Q_DECLARE_TR_FUNCTIONS(ObjectToolTips)
public:
    static QString rack(const Design& design, RackId rack);
    static QString device(const Design& design, DeviceId device);
};

/// Shows ObjectToolTips over the racks and floor-standing devices of a
/// floor plan scene and the device faces of an elevation scene. Computed
/// when asked (a help event), so a large room pays nothing while drawn.
/// An overlay filtering the scene after it (the route lines) still wins
/// over the rack under the cable.
class SceneToolTips final : public QObject {
public:
    SceneToolTips(const Design& design, QGraphicsScene* scene);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    const Design& m_design;
};

}  // namespace sn
