#include "model/routing/column_load.h"

#include "model/routing/routing_graph.h"

#include <algorithm>
#include <cmath>

namespace sn {

namespace {
constexpr double kFillEpsMm2 = 1e-6;
constexpr size_t kColumns = 4;
}  // namespace

ColumnLoad::ColumnLoad(const Design& design, const RoutingGraph& graph, const RoutingPolicy& policy) {
    double tallestMm = 0;
    for (const RackFrame& frame : graph.frames()) {
        m_capacityMm2.push_back(SideChannelFill::capacityMm2(design, frame, policy));
        m_topMm.push_back(frame.topZ());
        tallestMm = std::max(tallestMm, frame.topZ());
    }
    m_bands = int(std::ceil(tallestMm / kBandMm)) + 1;
    m_load.assign(m_capacityMm2.size() * kColumns * size_t(m_bands), 0.0);
    m_congested.assign(m_capacityMm2.size() * kColumns, false);
}

int ColumnLoad::band(double zMm) const {
    return std::clamp(int(std::floor(zMm / kBandMm)), 0, m_bands - 1);
}

template <class Visit>
void ColumnLoad::forEachRun(const Use& use, Visit&& visit) const {
    if (use.frameA < 0 || use.frameB < 0 || use.columns.columnA < 0 || use.columns.columnB < 0) return;
    const int frames[2] = {use.frameA, use.frameB};
    SideChannelFill::runsOf(use.columns, use.frameA == use.frameB, m_topMm[size_t(use.frameA)],
                            m_topMm[size_t(use.frameB)], [&](int end, int column, const SideChannelFill::Run& run) {
                                const size_t frame = size_t(frames[end]);
                                if (m_capacityMm2[frame] <= 0) return;  // a floor unit has no cable manager
                                visit(frame, (frame * kColumns + size_t(column)) * size_t(m_bands), run);
                            });
}

bool ColumnLoad::fits(const Use& use) const {
    bool fit = true;
    forEachRun(use, [&](size_t frame, size_t first, const SideChannelFill::Run& run) {
        for (int b = band(run.lowMm); b <= band(run.highMm) && fit; ++b)
            fit = m_load[first + size_t(b)] + run.areaMm2 <= m_capacityMm2[frame] + kFillEpsMm2;
    });
    return fit;
}

void ColumnLoad::add(const Use& use) {
    forEachRun(use, [&](size_t, size_t first, const SideChannelFill::Run& run) {
        for (int b = band(run.lowMm); b <= band(run.highMm); ++b) m_load[first + size_t(b)] += run.areaMm2;
    });
}

void ColumnLoad::clear() { std::fill(m_load.begin(), m_load.end(), 0.0); }

int ColumnLoad::markOverFull() {
    int over = 0;
    for (size_t column = 0; column < m_congested.size(); ++column) {
        const double capacity = m_capacityMm2[column / kColumns];
        if (capacity <= 0) continue;
        const auto first = m_load.begin() + std::ptrdiff_t(column * size_t(m_bands));
        if (*std::max_element(first, first + m_bands) <= capacity + kFillEpsMm2) continue;
        m_congested[column] = true;
        ++over;
    }
    return over;
}

bool ColumnLoad::congested(const Use& use) const {
    bool any = false;
    forEachRun(use, [&](size_t, size_t first, const SideChannelFill::Run&) {
        any = any || m_congested[first / size_t(m_bands)];
    });
    return any;
}

}  // namespace sn
