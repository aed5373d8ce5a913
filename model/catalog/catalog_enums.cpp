#include "model/catalog/catalog_enums.h"

namespace sn {

bool formFactorsMate(FormFactor a, FormFactor b) {
    auto cord = [](FormFactor x, FormFactor y, FormFactor inlet, FormFactor outlet) {
        return (x == inlet && y == outlet) || (x == outlet && y == inlet);
    };
    if (cord(a, b, FormFactor::C20, FormFactor::C19)) return true;
    if (cord(a, b, FormFactor::C14, FormFactor::C13)) return true;
    // The schema does not tell an IEC 60309 plug from its socket: a shelf's
    // or PDU's whip plug goes into a tap-off's socket.
    if (cord(a, b, FormFactor::Iec60309, FormFactor::Iec60309)) return true;
    // A plug never mates with a plug, nor an outlet with an outlet.
    switch (a) {
    case FormFactor::C13: case FormFactor::C14: case FormFactor::C19: case FormFactor::C20:
    case FormFactor::Iec60309:
    // No catalog cable is known to fit a connector we have no form factor for.
    case FormFactor::Generic:
        return false;
    default:
        return a == b;
    }
}

}  // namespace sn
