#include "model/routing/media_choice.h"

#include "model/catalog/cage_fit.h"

#include <algorithm>
#include <cmath>

namespace sn {

int MediaChoice::rank(CableMedia media) {
    switch (media) {
    case CableMedia::Dac: return 0;
    case CableMedia::Acc: return 1;
    case CableMedia::Aec: return 2;
    case CableMedia::Aoc: return 3;
    case CableMedia::Mmf: return 4;
    case CableMedia::Smf: return 5;
    default: return 6;  // copper patch cords, power, coolant, backplane: one media per port kind
    }
}

bool MediaChoice::fits(const CableType& type, const PortSpec& a, const PortSpec& b, bool parallel) {
    const bool mates = (formFactorsMate(type.connectorA, a.formFactor) && formFactorsMate(type.connectorB, b.formFactor))
                       || (formFactorsMate(type.connectorA, b.formFactor) && formFactorsMate(type.connectorB, a.formFactor));
    // A link runs at the slower port's speed; a splitter leg is catalogued at its leg speed.
    return mates && std::abs(type.speedGbps - std::min(a.speedGbps, b.speedGbps)) < 1e-9 &&
           CageFit::fits(type, a, b, parallel) && type.suitsEnds(a.blindMate || b.blindMate);
}

std::vector<const CableType*> MediaChoice::candidates(const Catalog& catalog, const PortSpec& a, const PortSpec& b,
                                                      bool parallel) {
    std::vector<const CableType*> out;
    for (const CableType& type : catalog.cables())
        if (fits(type, a, b, parallel)) out.push_back(&type);
    std::stable_sort(out.begin(), out.end(), [](const CableType* x, const CableType* y) {
        if (rank(x->media) != rank(y->media)) return rank(x->media) < rank(y->media);
        return x->reachM < y->reachM;
    });
    return out;
}

}  // namespace sn
