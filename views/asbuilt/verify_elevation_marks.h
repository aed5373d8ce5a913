#pragma once

class QPainter;

namespace sn {

class RackElevationScene;
class VerifyMarks;

/// Verify Cabling's result on the rack elevation: a ring in the status
/// colour around every cage whose cable was checked (ok, missing,
/// miswired…) or where a cable was found that belongs elsewhere.
class VerifyElevationMarks {
public:
    /// Paints in scene coordinates, over the scene's device faces.
    static void paint(QPainter& painter, const RackElevationScene& scene, const VerifyMarks& marks);
};

}  // namespace sn
