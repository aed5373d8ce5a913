#include "model/routing/cage_media.h"

#include "model/analysis/cable_assembly.h"
#include "model/catalog/cage_fit.h"
#include "model/routing/media_choice.h"
#include "model/routing/order_length.h"

#include <QHash>

#include <algorithm>
#include <numeric>
#include <span>

namespace sn {

namespace {

int findRoot(std::vector<int>& parent, int i) {
    while (parent[size_t(i)] != i) i = parent[size_t(i)] = parent[size_t(parent[size_t(i)])];
    return i;
}

}  // namespace

void CageMedia::settle(const Design& design, std::vector<RouteTask>& tasks,
                       const std::vector<const Connection*>& connectionOf, double minSparePerEndMm) {
    // Links sharing a cage of several ports, joined across both ends (a
    // twin-port cable shares two cages).
    std::vector<int> parent(tasks.size());
    std::iota(parent.begin(), parent.end(), 0);
    // A cage by its device's place in the document and its number: a
    // std::map keyed by device id (a tree of 170 000 nodes, ordered by
    // comparing UUIDs) grew 5.2 x for 4 x the cables (model/routing/README.md,
    // "Route tasks and results").
    QHash<quint64, int> firstInCage;
    firstInCage.reserve(qsizetype(tasks.size()));
    bool any = false;
    for (size_t i = 0; i < tasks.size(); ++i) {
        if (tasks[i].pinned || !tasks[i].chosen) continue;
        const Connection& c = *connectionOf[i];
        for (const PortRef* end : {&c.a, &c.b}) {
            const PortSpec* p = design.portSpec(*end);
            if (!p || p->cagePorts < 2) continue;
            const int device = design.devices().indexOf(end->device);  // the port exists, so the device does
            const quint64 cage = quint64(unsigned(device)) << 32 | unsigned(p->cage);
            const auto it = firstInCage.constFind(cage);
            if (it == firstInCage.cend()) {
                firstInCage.insert(cage, int(i));
            } else {
                parent[size_t(findRoot(parent, int(i)))] = findRoot(parent, *it);
                any = true;
            }
        }
    }
    if (!any) return;
    // The groups in the order of their roots, each in document order: what
    // settles them is independent from group to group. A counting sort by
    // root (roots are task places); sorting (root, task) pairs grew 5.5 x for
    // 4 x the cables (model/routing/README.md "Route tasks and results").
    std::vector<int> start(tasks.size() + 1, 0), rootOf(tasks.size(), -1);
    for (size_t i = 0; i < tasks.size(); ++i) {
        if (tasks[i].pinned || !tasks[i].chosen) continue;
        rootOf[i] = findRoot(parent, int(i));
        ++start[size_t(rootOf[i]) + 1];
    }
    for (size_t r = 0; r < tasks.size(); ++r) start[r + 1] += start[r];
    std::vector<int> byRoot(size_t(start.back()));
    {
        std::vector<int> next(start.begin(), start.end() - 1);
        for (size_t i = 0; i < tasks.size(); ++i)
            if (rootOf[i] >= 0) byRoot[size_t(next[size_t(rootOf[i])]++)] = int(i);
    }
    for (size_t root = 0; root < tasks.size(); ++root) {
        if (start[root + 1] - start[root] < 2) continue;
        const std::span<const int> members(byRoot.data() + start[root], size_t(start[root + 1] - start[root]));
        std::vector<const CableType*> chosen;
        double longestMm = 0;
        for (int i : members) {
            if (std::find(chosen.begin(), chosen.end(), tasks[size_t(i)].chosen) == chosen.end())
                chosen.push_back(tasks[size_t(i)].chosen);
            longestMm = std::max(longestMm, tasks[size_t(i)].routeLengthMm);
        }
        const CableType* only = chosen.size() == 1 ? chosen.front() : nullptr;
        bool sameLength = true;
        for (int i : members) sameLength = sameLength && tasks[size_t(i)].orderedLengthMm == tasks[size_t(members.front())].orderedLengthMm;
        if (only && (!only->isMultiLeg() || sameLength)) continue;
        // Longest-reaching media first: fibre before AOC, ACC before DAC.
        std::stable_sort(chosen.begin(), chosen.end(), [](const CableType* x, const CableType* y) {
            if (MediaChoice::rank(x->media) != MediaChoice::rank(y->media))
                return MediaChoice::rank(x->media) > MediaChoice::rank(y->media);
            return x->reachM > y->reachM;
        });
        // Every link of the cage at its ordered length with `type`, each
        // leaving `spareMm` at both ends; empty when one does not fit.
        const auto orderedWith = [&](const CableType* type, double spareMm) {
            std::vector<double> ordered;
            for (int i : members) {
                const Connection& c = *connectionOf[size_t(i)];
                const PortSpec* pa = design.portSpec(c.a);
                const PortSpec* pb = design.portSpec(c.b);
                const bool parallel = CableAssembly::cagesParallel(design, c);
                const double lengthMm = type->isMultiLeg() ? longestMm : tasks[size_t(i)].routeLengthMm;
                const double m = orderLengthM(*type, lengthMm, spareMm);
                if (!pa || !pb || !CageFit::joins(*type, *pa, *pb, parallel) || m < 0) return std::vector<double>();
                ordered.push_back(m * 1000);
            }
            return ordered;
        };
        // The first type that holds every link; a longer one of its kind
        // where that leaves the policy's spare (RouteSolver::routeOne).
        const auto first = std::find_if(chosen.begin(), chosen.end(),
                                        [&](const CableType* t) { return !orderedWith(t, 0).empty(); });
        if (first == chosen.end()) continue;
        const CableType* pick = *first;
        std::vector<double> ordered = orderedWith(pick, 0);
        for (const CableType* type : chosen) {
            if (!sameKind(**first, *type)) continue;
            if (std::vector<double> spared = orderedWith(type, minSparePerEndMm); !spared.empty()) {
                pick = type;
                ordered = std::move(spared);
                break;
            }
        }
        for (size_t k = 0; k < members.size(); ++k) {
            tasks[size_t(members[k])].chosen = pick;
            tasks[size_t(members[k])].orderedLengthMm = ordered[k];
        }
    }
}

}  // namespace sn
