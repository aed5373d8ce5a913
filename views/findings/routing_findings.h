#pragma once

#include "model/design/design.h"
#include "model/routing/routing_result.h"
#include "model/rules/finding.h"

#include <QObject>

#include <vector>

namespace sn {

/// What the editor's own routing runs found and the design does not record:
/// cables that could not be routed (their route and lengths cleared) and
/// over-full vertical cable managers. Shown in the Findings panel beside the
/// rules' findings, and the unrouted cables drawn as such on the floor plan.
/// A finding stays shown while the cables it was found on are as that run
/// left them: undoing the run hides it, redoing brings it back, a later run
/// that routes the cable replaces it. The rules cabling.route-freshness and
/// cabling.side-channel-fill say the same from what the design records; the
/// panel shows each cable or rack once.
class RoutingFindings final : public QObject {
    Q_OBJECT
public:
    static constexpr const char* kUnroutedKey = "routing.unrouted";
    static constexpr const char* kChannelFillKey = "routing.side-channel-fill";

    explicit RoutingFindings(const Design& design, QObject* parent = nullptr);

    /// The findings of one routing result, as rule findings: an error per cable
    /// the run could not route (naming why), an error per over-full cable manager.
    static std::vector<Finding> of(const Design& design, const RoutingResult& result);

    /// A routing run's result, just applied to the design (or found to change nothing).
    void record(const RoutingResult& result);
    /// Those still current, each once.
    std::vector<Finding> findings() const;
    /// Cables a current finding says lost their route (drawn as unrouted).
    std::vector<CableId> unroutedCables() const;

Q_SIGNALS:
    /// The current findings may differ (after a record or a cable edit), once per burst.
    void changed();

private:
    struct Entry {
        Finding finding;
        std::vector<Cable> witnesses;  ///< the cables as the run left them
        std::optional<CableId> unrouted;
    };
    bool isCurrent(const Entry& entry) const;
    void scheduleChanged();

    const Design& m_design;
    std::vector<std::vector<Entry>> m_runs;  ///< oldest first, at most kRuns
    bool m_pending = false;
    static constexpr size_t kRuns = 64;
};

}  // namespace sn
