#pragma once

#include "model/design/design.h"

#include <QCoreApplication>
#include <QPointer>
#include <QRectF>
#include <QStringList>

#include <optional>

namespace sn {

class PortLinkItem;
class RackElevationScene;

/// Draws a connection by hand in the rack elevation (point 6):
/// press on a port, drag the rubber-band line to a port of another device
/// (green when the link may be made, red with the reason when not), release
/// to connect as one undo step. Nothing changes until the release, and a
/// release anywhere else changes nothing.
class PortDrag final {
    Q_DECLARE_TR_FUNCTIONS(PortDrag)
public:
    /// A cage under the cursor, resolved to one logical port.
    struct Hit {
        PortRef port;
        QStringList cagePorts;  ///< every logical port of the cage
        QRectF cageRect;        ///< scene coordinates
    };
    /// What the line ends on now.
    struct Hover {
        std::optional<Hit> target;
        Check check;  ///< refused when there is no target
    };

    explicit PortDrag(RackElevationScene& scene);
    ~PortDrag();
    PortDrag(const PortDrag&) = delete;
    PortDrag& operator=(const PortDrag&) = delete;

    /// The cage of a drawn port under `scenePos`; of a twin-port cage the
    /// first free port (the first one when both are taken).
    static std::optional<Hit> portAt(const RackElevationScene& scene, QPointF scenePos);

    bool active() const { return m_from.has_value(); }
    std::optional<PortRef> source() const { return m_from ? std::optional(m_from->port) : std::nullopt; }
    /// Starts a line at `from`.
    void begin(const Hit& from);
    /// Moves the line's free end and colours it for the port under it.
    Hover move(QPointF scenePos);
    /// Ends the line at `scenePos`: connects and pushes one undo command, or
    /// returns why not (and changes nothing).
    Check finish(QPointF scenePos);
    /// Drops the line; the design never saw it.
    void cancel();
    /// The rubber-band line while one is drawn (for tests and screenshots).
    const PortLinkItem* link() const;

private:
    Hover evaluate(QPointF scenePos) const;

    RackElevationScene& m_scene;
    std::optional<Hit> m_from;
    QPointer<PortLinkItem> m_link;  ///< the scene deletes it when it rebuilds
};

}  // namespace sn
