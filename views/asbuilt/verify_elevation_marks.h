#pragma once

#include "views/elevation/elevation_overlay.h"

namespace sn {

class VerifyMarks;

/// Verify Cabling's result on the rack elevation: a ring in the status
/// colour around every cage whose cable was checked (ok, missing,
/// miswired…) or where a cable was found that belongs elsewhere.
class VerifyElevationMarks final : public ElevationOverlay {
public:
    VerifyElevationMarks(const VerifyMarks& marks, QObject* parent);
    void paint(QPainter& painter, const RackElevationScene& scene) const override;

private:
    const VerifyMarks& m_marks;
};

}  // namespace sn
