#include "model/topology/wizard_trays.h"

#include "model/design/objects_from_catalog.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace sn {

namespace {

/// Over the floor units and under the ceiling: the ladders' height.
constexpr double kTrayElevationMm = 2600;

/// Per network-rack x of the SU rows (rounded to the millimetre), the
/// first and last row a cross-aisle ladder there spans: every row with a
/// network rack at that x, and the network row. Rows no column splits are
/// aligned, so their network racks share their x (a row a column split has
/// its network racks, and ladders, apart). None without a network row.
std::map<long long, std::pair<size_t, size_t>> crossAisleRows(
    const std::vector<WizardTrays::Row>& rows, const std::vector<WizardTrays::NetworkRack>& racks) {
    std::map<long long, std::pair<size_t, size_t>> out;
    const auto networkRow =
        std::find_if(rows.begin(), rows.end(), [](const WizardTrays::Row& r) { return r.network; });
    if (networkRow == rows.end()) return out;
    const size_t network = size_t(networkRow - rows.begin());
    for (const auto& [centreX, row] : racks) {
        if (row == network) continue;
        const auto it = out.try_emplace(std::llround(centreX), network, network).first;
        it->second = {std::min(it->second.first, row), std::max(it->second.second, row)};
    }
    return out;
}

}  // namespace

WizardTrays::WizardTrays(TopologyBuilder& builder, const WizardSite& site, const TrayType& ladder)
    : m_b(builder), m_site(site), m_ladder(ladder) {}

void WizardTrays::add(const std::vector<Row>& rows, const std::vector<NetworkRack>& networkRacks,
                      const Trunks& trunks) {
    if (rows.empty()) return;
    const double trunkX = trunks.leftX, rightTrunkX = trunks.rightX;
    const bool large = trunks.crossEveryMm > 0 && rows.size() > 1;
    // Cross-aisle ladders where cables leave their row: over each network
    // rack of an SU row (leaves, storage leaves), straight across the aisles
    // to the network row, so a leaf–spine cable runs its Manhattan distance
    // (routing README, "Tray layout") instead of round by the wall trunk.
    const auto crossRows = crossAisleRows(rows, networkRacks);
    // A row's ladder reaches every cross-aisle ladder over it.
    double crossEndX = 0;
    for (const auto& entry : crossRows) crossEndX = std::max(crossEndX, double(entry.first));
    for (const Row& row : rows) {
        // Over the row's CDUs too: their management cables leave from there.
        const double endX = large ? rightTrunkX : std::max(crossEndX, row.endMm);
        tray(QStringLiteral("TRAY-%1").arg(row.name), QPointF(trunkX, row.centreY),
             QPointF(endX, row.centreY));
        if (!large || !row.network) continue;
        // The network row carries every leaf–spine and spine–core cable of
        // a large hall (16 384 GPUs: 32 768): two more ladders side by side
        // over the row and one over each neighbouring aisle.
        const double offsets[] = {-m_ladder.widthMm, m_ladder.widthMm, -2 * m_ladder.widthMm,
                                  2 * m_ladder.widthMm};
        for (int k = 0; k < 4; ++k)
            tray(QStringLiteral("TRAY-%1-%2").arg(row.name).arg(k + 2),
                 QPointF(trunkX, row.centreY + offsets[k]), QPointF(endX, row.centreY + offsets[k]));
    }
    if (rows.size() > 1)
        tray(QStringLiteral("TRAY-TRUNK"), QPointF(trunkX, rows.front().centreY),
             QPointF(trunkX, rows.back().centreY));
    int crossing = 1;
    for (const auto& [x, span] : crossRows)
        tray(QStringLiteral("TRAY-AISLE%1").arg(crossing++), QPointF(double(x), rows[span.first].centreY),
             QPointF(double(x), rows[span.second].centreY));
    if (!large) return;
    tray(QStringLiteral("TRAY-TRUNK-R"), QPointF(rightTrunkX, rows.front().centreY),
         QPointF(rightTrunkX, rows.back().centreY));
    // Cross trunks every half SU: a leaf's uplinks go straight across the
    // rows to the network row instead of along its row to a wall.
    int k = 1;
    for (double x = m_site.origin().x() + trunks.crossEveryMm; x < trunks.crossBeforeX;
         x += trunks.crossEveryMm, ++k) {
        // Beside a column rather than through it: its ends lie on the row ladders.
        const double at = m_site.clearTrayX(x, m_ladder.widthMm / 2);
        tray(QStringLiteral("TRAY-CROSS%1").arg(k), QPointF(at, rows.front().centreY),
             QPointF(at, rows.back().centreY));
    }
}

void WizardTrays::tray(const QString& name, QPointF from, QPointF to) {
    const std::vector<QLineF> pieces = m_site.trayPieces(from, to, m_ladder.widthMm / 2);
    for (size_t i = 0; i < pieces.size(); ++i) {
        Tray t = trayOfType(m_ladder);
        // A tray that goes round a column is several straight trays meeting end to end.
        t.name = pieces.size() == 1 ? name : QStringLiteral("%1.%2").arg(name).arg(i + 1);
        t.elevationMm = kTrayElevationMm;
        t.pathMm = {pieces[i].p1(), pieces[i].p2()};
        m_b.addTray(std::move(t));
    }
}

}  // namespace sn
