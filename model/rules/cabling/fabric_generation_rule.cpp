#include "model/rules/cabling/cabling_rules.h"

#include "model/rules/rule_context.h"

#include <QHash>
#include <QMap>

#include <numeric>

namespace sn {

namespace {
/// Union–find over device indices.
class Components {
public:
    explicit Components(int n) : m_parent(size_t(n)) { std::iota(m_parent.begin(), m_parent.end(), 0); }
    int find(int x) {
        while (m_parent[size_t(x)] != x) x = m_parent[size_t(x)] = m_parent[size_t(m_parent[size_t(x)])];
        return x;
    }
    void join(int a, int b) { m_parent[size_t(find(a))] = find(b); }

private:
    std::vector<int> m_parent;
};

QString roleWord(PortRole role) {
    switch (role) {
    case PortRole::Storage: return FabricGenerationRule::tr("storage");
    case PortRole::InBand: return FabricGenerationRule::tr("in-band");
    default: return FabricGenerationRule::tr("compute");
    }
}
}  // namespace

void FabricGenerationRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    for (PortRole role : {PortRole::Compute, PortRole::Storage, PortRole::InBand}) {
        Components parts(design.devices().size());
        // Speed of each switch port used in this fabric: switch index → speed → ports.
        QHash<int, QMap<double, int>> switchSpeeds;
        for (const Connection& c : design.connections()) {
            if (c.role != role) continue;
            const int a = design.devices().indexOf(c.a.device), b = design.devices().indexOf(c.b.device);
            if (a < 0 || b < 0) continue;
            parts.join(a, b);
            for (const auto& [index, end] : {std::pair{a, &c.a}, std::pair{b, &c.b}}) {
                const DeviceType* t = design.typeOf(design.devices()[index]);
                const PortSpec* p = design.portSpec(*end);
                if (t && p && t->category == DeviceCategory::Switch && p->speedGbps > 0)
                    switchSpeeds[index][p->speedGbps] += 1;
            }
        }
        // Per domain (component root, in document order of its first switch): switches by speed.
        QMap<int, QMap<double, std::vector<int>>> domains;
        for (int i = 0; i < design.devices().size(); ++i) {
            const auto it = switchSpeeds.constFind(i);
            if (it == switchSpeeds.cend()) continue;
            // A switch's generation: the speed most of its used ports run at.
            double speed = 0;
            int most = 0;
            for (auto s = it->cbegin(); s != it->cend(); ++s)
                if (s.value() > most) most = s.value(), speed = s.key();
            domains[parts.find(i)][speed].push_back(i);
        }
        for (const auto& bySpeed : std::as_const(domains)) {
            if (bySpeed.size() < 2) continue;
            double common = 0;
            size_t most = 0;
            QStringList speeds;
            for (auto s = bySpeed.cbegin(); s != bySpeed.cend(); ++s) {
                speeds << QString::number(s.key());
                if (s.value().size() > most) most = s.value().size(), common = s.key();
            }
            std::vector<ObjectRef> odd;
            QStringList names;
            for (auto s = bySpeed.cbegin(); s != bySpeed.cend(); ++s)
                if (s.key() != common)
                    for (int i : s.value()) {
                        odd.push_back(ObjectRef::of(design.devices()[i].id));
                        names << design.devices()[i].name;
                    }
            sink.add(Severity::Warning, std::move(odd), bySpeed.size(), 1, {},
                     tr("One %1 fabric mixes switch generations (%2 Gb/s); off the common %3 Gb/s: %4.")
                         .arg(roleWord(role), speeds.join(QStringLiteral(", ")), QString::number(common),
                              names.join(QStringLiteral(", "))));
        }
    }
}

}  // namespace sn
