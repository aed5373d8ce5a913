#pragma once

#include "model/design/design.h"

#include <memory>

namespace sn::test {

/// The bundled example resources/examples/liquid-row.json, built through the
/// checked edits: one row of three 800 mm racks, four liquid-cooled 8-GPU
/// servers, a 64-port NDR leaf, a management switch, A/B PDUs, 0U manifolds,
/// an in-rack CDU on one PG25 loop, and every connection between them.
std::unique_ptr<Design> buildLiquidRowExample();

/// The first free port of a device with this form factor (and phase, for
/// PDU outlets). Throws when none is left.
QString freePort(const Design& design, DeviceId device, FormFactor formFactor, Phase phase = Phase::None);

}  // namespace sn::test
