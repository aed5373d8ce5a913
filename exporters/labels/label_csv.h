#pragma once

#include "exporters/common/csv_table.h"

namespace sn {

struct LabelItem;

/// Labels for label-printer software (Brady, Brother P-touch, BarTender
/// merge files): one row per label, near end first.
class LabelCsv {
public:
    static CsvTable table(const std::vector<LabelItem>& items);
};

}  // namespace sn
