#pragma once

#include <QObject>

class QPainter;

namespace sn {

class RackElevationScene;

/// Marks another tool draws over the rack elevation's device faces (Verify
/// Cabling's rings), so the elevation shows them without knowing the tool.
class ElevationOverlay : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    /// Paints in scene coordinates, over the scene's device faces.
    virtual void paint(QPainter& painter, const RackElevationScene& scene) const = 0;

Q_SIGNALS:
    /// What paint() draws has changed: the elevation repaints.
    void changed();
};

}  // namespace sn
