#pragma once

#include "model/design/object_ref.h"

#include <QString>

#include <vector>

namespace sn {

class Design;

/// One object whose name, label or id matches a search.
struct SearchHit {
    ObjectRef object;
    QString text;  ///< what matched: the name, the cable's label or its id
    bool exact = false;
};

/// Edit ▸ Find: racks, devices and trays by name, cables by
/// label ("C00042") or id (the UUID, or its first characters), ignoring
/// case. Exact matches come first, then the others in document order by
/// kind (racks, devices, trays, cables), so typing a whole cable id puts
/// that cable on top even when "C0004" also matches C00040…C00049.
class ObjectSearch {
public:
    static std::vector<SearchHit> find(const Design& design, const QString& query, int limit = 500);
};

}  // namespace sn
