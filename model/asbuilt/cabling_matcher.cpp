#include "model/asbuilt/cabling_matcher.h"

#include <QHash>

namespace sn {

namespace {

const LinkEnd& endOf(const ExpectedLink& e, bool a) { return a ? e.endA : e.endB; }
const LinkEnd& farOf(const DiscoveredLink& f, const LinkEnd& here) { return f.a == here ? f.b : f.a; }

class Matching {
public:
    Matching(const ExpectedFabric& expected, const DiscoveredFabric& found)
        : m_expected(expected), m_found(found), m_cableFinding(expected.links.size(), -1),
          m_foundUsed(found.links.size(), false) {
        for (int i = 0; i < int(found.links.size()); ++i) {
            m_foundAt.insert(found.links[size_t(i)].a, i);
            m_foundAt.insert(found.links[size_t(i)].b, i);
        }
        for (int i = 0; i < int(expected.links.size()); ++i) {
            m_expectedAt.insert(expected.links[size_t(i)].endA, i);
            m_expectedAt.insert(expected.links[size_t(i)].endB, i);
        }
    }

    VerifyResult run() {
        for (int i = 0; i < cables(); ++i) matchOk(i);
        for (int i = 0; i < cables(); ++i) matchSwapped(i);
        for (int i = 0; i < cables(); ++i) matchMiswired(i);
        for (int i = 0; i < cables(); ++i)
            if (m_cableFinding[size_t(i)] < 0) record(i, finding(VerifyStatus::Missing, i));
        VerifyResult result;
        for (int i = 0; i < cables(); ++i)
            if (m_cableFinding[size_t(i)] >= 0 && m_firstOfFinding.value(m_cableFinding[size_t(i)]) == i)
                result.findings.push_back(m_findings[size_t(m_cableFinding[size_t(i)])]);
        leftOver(result);
        return result;
    }

private:
    int cables() const { return int(m_expected.links.size()); }
    const ExpectedLink& cable(int i) const { return m_expected.links[size_t(i)]; }
    bool free(int i) const { return m_cableFinding[size_t(i)] < 0; }
    /// The unused found link at this end, or -1.
    int foundAt(const LinkEnd& end) const {
        const int f = m_foundAt.value(end, -1);
        return f >= 0 && !m_foundUsed[size_t(f)] ? f : -1;
    }

    std::optional<PortRef> portAt(const LinkEnd& end) const {
        const auto it = m_expected.portOf.constFind(end);
        return it == m_expected.portOf.cend() ? std::nullopt : std::optional<PortRef>(*it);
    }
    VerifyFinding finding(VerifyStatus status, int i) const {
        VerifyFinding f;
        f.status = status;
        f.cable = cable(i).cable;
        return f;
    }
    void setFound(VerifyFinding& f, const LinkEnd& a, const LinkEnd& b) const {
        f.foundA = a;
        f.foundB = b;
        f.landedA = portAt(a);
        f.landedB = portAt(b);
    }
    void record(int i, VerifyFinding f, int partner = -1) {
        const int at = int(m_findings.size());
        m_findings.push_back(std::move(f));
        m_cableFinding[size_t(i)] = at;
        m_firstOfFinding.insert(at, i);
        if (partner >= 0) m_cableFinding[size_t(partner)] = at;
    }

    void matchOk(int i) {
        const int f = foundAt(cable(i).endA);
        if (f < 0 || farOf(m_found.links[size_t(f)], cable(i).endA) != cable(i).endB) return;
        m_foundUsed[size_t(f)] = true;
        VerifyFinding out = finding(VerifyStatus::Ok, i);
        setFound(out, cable(i).endA, cable(i).endB);
        record(i, out);
    }

    /// Cable i's `anchor` end reached the other end of cable j, and cable j's
    /// `anchor` end reached the other end of cable i: the two exchanged that end.
    void matchSwapped(int i) {
        if (!free(i)) return;
        for (const bool anchorA : {true, false}) {
            const LinkEnd& here = endOf(cable(i), anchorA);
            const int f1 = foundAt(here);
            if (f1 < 0) continue;
            const LinkEnd& landed = farOf(m_found.links[size_t(f1)], here);
            const int j = m_expectedAt.value(landed, -1);
            if (j < 0 || j == i || !free(j) || endOf(cable(j), !anchorA) != landed) continue;
            const LinkEnd& partnerHere = endOf(cable(j), anchorA);
            const int f2 = foundAt(partnerHere);
            if (f2 < 0 || farOf(m_found.links[size_t(f2)], partnerHere) != endOf(cable(i), !anchorA)) continue;
            m_foundUsed[size_t(f1)] = m_foundUsed[size_t(f2)] = true;
            VerifyFinding out = finding(VerifyStatus::Swapped, i);
            out.partner = cable(j).cable;
            if (anchorA) {
                setFound(out, here, landed);
                out.partnerFoundA = partnerHere;
                out.partnerFoundB = cable(i).endB;
            } else {
                setFound(out, landed, here);
                out.partnerFoundA = cable(i).endA;
                out.partnerFoundB = partnerHere;
            }
            record(i, out, j);
            return;
        }
    }

    void matchMiswired(int i) {
        if (!free(i)) return;
        for (const bool anchorA : {true, false}) {
            const LinkEnd& here = endOf(cable(i), anchorA);
            const int f = foundAt(here);
            if (f < 0) continue;
            m_foundUsed[size_t(f)] = true;
            const LinkEnd& landed = farOf(m_found.links[size_t(f)], here);
            VerifyFinding out = finding(VerifyStatus::Miswired, i);
            if (anchorA) setFound(out, here, landed);
            else setFound(out, landed, here);
            out.source = m_found.links[size_t(f)].source;
            out.line = m_found.links[size_t(f)].line;
            record(i, out);
            return;
        }
    }

    void leftOver(VerifyResult& result) const {
        QSet<QString> reported;
        for (int k = 0; k < int(m_found.links.size()); ++k) {
            if (m_foundUsed[size_t(k)]) continue;
            const DiscoveredLink& link = m_found.links[size_t(k)];
            VerifyFinding out;
            setFound(out, link.a, link.b);
            out.source = link.source;
            out.line = link.line;
            const bool aKnown = m_expected.nodes.contains(link.a.node), bKnown = m_expected.nodes.contains(link.b.node);
            out.status = aKnown && bKnown ? VerifyStatus::Unexpected : VerifyStatus::UnknownNode;
            if (!aKnown) out.unknownNode = link.a.node;
            else if (!bKnown) out.unknownNode = link.b.node;
            if (!out.unknownNode.isEmpty()) reported.insert(out.unknownNode);
            result.findings.push_back(out);
        }
        for (const QString& node : m_found.nodes) {
            if (m_expected.nodes.contains(node) || reported.contains(node)) continue;
            reported.insert(node);
            VerifyFinding out;
            out.status = VerifyStatus::UnknownNode;
            out.unknownNode = node;
            result.findings.push_back(out);
        }
    }

    const ExpectedFabric& m_expected;
    const DiscoveredFabric& m_found;
    QHash<LinkEnd, int> m_foundAt, m_expectedAt;
    std::vector<int> m_cableFinding;  ///< per cable: index into m_findings, -1 while unexplained
    std::vector<bool> m_foundUsed;
    std::vector<VerifyFinding> m_findings;
    QHash<int, int> m_firstOfFinding;  ///< finding → the cable it is listed at
};

}  // namespace

VerifyResult CablingMatcher::match(const ExpectedFabric& expected, const DiscoveredFabric& found) {
    return Matching(expected, found).run();
}

}  // namespace sn
