#include "catalog/module_type.h"

namespace sn {

const QStringList& ModuleType::unknownFieldKeys() {
    static const QStringList keys{QStringLiteral("max_power_w"), QStringLiteral("typical_power_w"),
                                  QStringLiteral("reach_m"), QStringLiteral("weight_kg")};
    return keys;
}

}  // namespace sn
