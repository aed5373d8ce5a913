#pragma once

#include "model/commands/design_edits.h"
#include "model/design/design.h"

#include <QString>

#include <memory>

namespace sn::test {

/// Builds small designs for tests, benchmarks and the bundled example through
/// the same checked edits a user makes. Ids derive from names, so the same
/// build gives the same ids. Throws std::runtime_error with the refusal reason.
class DesignBuilder {
public:
    DesignBuilder();

    DesignBuilder& name(const QString& name, const QString& revision = QStringLiteral("A"));
    DesignBuilder& room(double widthMm, double depthMm, const QString& site = QStringLiteral("SH1"),
                        const QString& code = QStringLiteral("DH1"));
    DesignBuilder& row(const QString& name);
    /// A rack of a catalog rack type at (x, y), in the last row added.
    DesignBuilder& rack(const QString& name, double xMm, double yMm,
                        const QString& typeId = QStringLiteral("rack-48u-600x1200"), double powerBudgetW = 0);
    /// A rack-mounted device at U `u` (front face).
    DesignBuilder& device(const QString& typeId, const QString& rackName, int u, const QString& name);
    /// A 0U device in a rear side channel.
    DesignBuilder& sideDevice(const QString& typeId, const QString& rackName, SideChannel side, int index,
                              const QString& name);
    /// A floor-standing device (in-row CDU).
    DesignBuilder& floorDevice(const QString& typeId, double xMm, double yMm, const QString& name);
    /// A cooling loop; racks listed join it.
    DesignBuilder& loop(const QString& name, const QString& cduName, const QString& coolantId,
                        double supplyC, double deltaTK, const QStringList& rackNames);
    DesignBuilder& tray(const QString& name, std::vector<QPointF> pathMm, double elevationMm = 2600,
                        const QString& typeId = QStringLiteral("ladder-600x100"));
    /// A connection with a planned cable of `cableTypeId` (empty: no cable).
    DesignBuilder& connect(const QString& deviceA, const QString& portA, const QString& deviceB,
                           const QString& portB, PortRole role, const QString& cableTypeId = {});

    Design& design() { return *m_design; }
    /// The finished design, with an empty undo stack.
    std::unique_ptr<Design> build();

    static DeviceId deviceId(const QString& name) { return DeviceId::fromName(QStringLiteral("device/") + name); }
    static RackId rackId(const QString& name) { return RackId::fromName(QStringLiteral("rack/") + name); }

private:
    void push(EditResult&& edit);
    void placeAsStated(Device device);

    std::unique_ptr<Design> m_design;
    std::optional<RowId> m_row;
    int m_connections = 0;
};

}  // namespace sn::test
