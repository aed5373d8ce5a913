#include "model/analysis/coolant_flow.h"

#include "model/catalog/catalog_entries.h"

namespace sn {

double requiredFlowLpm(double heatW, const CoolantType& coolant, double deltaTK) {
    return 60.0 * (heatW / 1000.0) / (coolant.densityKgPerL * coolant.cpKjPerKgK * deltaTK);
}

}  // namespace sn
