#include "exporters/labels/label_csv.h"

#include "exporters/labels/label_sheet.h"

namespace sn {

CsvTable LabelCsv::table(const std::vector<LabelItem>& items) {
    CsvTable t;
    t.header = {QStringLiteral("cable_id"), QStringLiteral("near_end"), QStringLiteral("far_end"),
                QStringLiteral("identifier"), QStringLiteral("role"), QStringLiteral("assembly")};
    t.rows.reserve(items.size());
    for (const LabelItem& i : items) t.rows.push_back({i.cableId, i.nearEnd, i.farEnd, i.identifier(), i.role, i.assembly});
    return t;
}

}  // namespace sn
