#pragma once

#include "model/design/design_fragment.h"
#include "model/io/design_assembly.h"

namespace sn {

/// Refuses a design read from a file whose counts or sizes are beyond
/// input/load_limits.h, naming the object and field ("plan.json: /racks/3: x_mm:
/// 1e+30 is outside -2000000 to 2000000"). Used by DesignAssembly, so design
/// JSON and .supernode files get the same bounds.
void checkDesignBounds(const ProjectInfo& info, const Room& room, const DesignFragment& f, const ObjectLocator& where);
/// The same count limits on a design JSON text before it is parsed (a byte
/// scan, JsonTopArray): a file of 10^6 + 1 cables is refused before its
/// document is built, with the message checkDesignBounds gives.
void checkDesignJsonCounts(const QByteArray& text, const QString& origin);

}  // namespace sn
