#include "views/findings/routing_findings.h"

#include <QSet>
#include <QTimer>

#include <algorithm>

namespace sn {

namespace {

/// The cables whose ends sit in `rack`: the ones a cable manager of it carries.
std::vector<Cable> cablesOfRack(const Design& design, RackId rack) {
    std::vector<Cable> out;
    const auto inRack = [&](DeviceId id) {
        const Device* d = design.device(id);
        return d && d->placement.rack == rack;
    };
    for (const Cable& c : design.cables())
        if (const Connection* conn = design.connection(c.connection); conn && (inRack(conn->a.device) || inRack(conn->b.device)))
            out.push_back(c);
    return out;
}

}  // namespace

RoutingFindings::RoutingFindings(const Design& design, QObject* parent) : QObject(parent), m_design(design) {
    const auto later = [this] {
        if (!m_runs.empty()) scheduleChanged();
    };
    connect(&design, &Design::cableChanged, this, later);
    connect(&design, &Design::cableInserted, this, later);
    connect(&design, &Design::cableRemoved, this, later);
}

std::vector<Finding> RoutingFindings::of(const Design& design, const RoutingResult& result) {
    std::vector<Finding> out;
    for (const CableFinding& f : result.findings) {
        Finding finding;
        finding.severity = Severity::Error;
        finding.ruleKey = QString::fromLatin1(kUnroutedKey);
        finding.objects.push_back(ObjectRef::of(f.cable));
        if (const Cable* c = design.cable(f.cable))
            if (const Connection* conn = design.connection(c->connection))
                for (const PortRef& end : {conn->a, conn->b})
                    if (const Device* d = design.device(end.device); d && d->placement.rack)
                        finding.objects.push_back(ObjectRef::of(*d->placement.rack));
        finding.unit = QStringLiteral("m");
        finding.measured = 0;  // no route: no routed length
        finding.message = tr("Not routed: %1").arg(f.message);
        out.push_back(std::move(finding));
    }
    for (const ChannelFinding& f : result.overFullChannels) {
        Finding finding;
        finding.severity = Severity::Error;
        finding.ruleKey = QString::fromLatin1(kChannelFillKey);
        finding.objects.push_back(ObjectRef::of(f.rack));
        // As the message: share of the manager's whole cross-section against
        // the fill limit (capacity is that section × the limit).
        const double limit = design.routingSettings().sideChannelFillLimit;
        finding.measured = 100 * f.fillMm2 * limit / f.capacityMm2;
        finding.limit = 100 * limit;
        finding.unit = QStringLiteral("%");
        finding.message = f.message;
        out.push_back(std::move(finding));
    }
    return out;
}

void RoutingFindings::record(const RoutingResult& result) {
    const std::vector<Finding> found = of(m_design, result);
    std::vector<Entry> run;
    size_t next = 0;
    for (const CableFinding& f : result.findings) {
        Entry e{found[next++], {}, f.cable};
        if (const Cable* c = m_design.cable(f.cable)) e.witnesses.push_back(*c);
        run.push_back(std::move(e));
    }
    for (const ChannelFinding& f : result.overFullChannels) run.push_back({found[next++], cablesOfRack(m_design, f.rack), {}});
    if (run.empty() && m_runs.empty()) return;
    m_runs.push_back(std::move(run));
    if (m_runs.size() > kRuns) m_runs.erase(m_runs.begin());
    scheduleChanged();
}

bool RoutingFindings::isCurrent(const Entry& entry) const {
    if (entry.unrouted && !m_design.cable(*entry.unrouted)) return false;
    return std::all_of(entry.witnesses.begin(), entry.witnesses.end(), [this](const Cable& was) {
        const Cable* now = m_design.cable(was.id);
        return now && *now == was;
    });
}

std::vector<Finding> RoutingFindings::findings() const {
    std::vector<Finding> out;
    QSet<QString> seen;  // the same finding from two runs that both still hold
    for (auto run = m_runs.rbegin(); run != m_runs.rend(); ++run)
        for (const Entry& e : *run) {
            const QString key = e.finding.ruleKey + QLatin1Char('\n') + e.finding.message;
            if (seen.contains(key) || !isCurrent(e)) continue;
            seen.insert(key);
            out.push_back(e.finding);
        }
    return out;
}

std::vector<CableId> RoutingFindings::unroutedCables() const {
    QSet<CableId> seen;
    std::vector<CableId> out;
    for (const auto& run : m_runs)
        for (const Entry& e : run)
            if (e.unrouted && !seen.contains(*e.unrouted) && isCurrent(e)) {
                seen.insert(*e.unrouted);
                out.push_back(*e.unrouted);
            }
    return out;
}

void RoutingFindings::scheduleChanged() {
    if (m_pending) return;
    m_pending = true;
    QTimer::singleShot(0, this, [this] {
        m_pending = false;
        Q_EMIT changed();
    });
}

}  // namespace sn
