#include "model/analysis/object_search.h"

#include "model/design/design.h"

#include <algorithm>

namespace sn {

std::vector<SearchHit> ObjectSearch::find(const Design& design, const QString& query, int limit) {
    const QString q = query.trimmed();
    std::vector<SearchHit> hits;
    if (q.isEmpty()) return hits;
    const auto consider = [&](const ObjectRef& ref, const QString& text) {
        if (!text.contains(q, Qt::CaseInsensitive)) return false;
        hits.push_back({ref, text, text.compare(q, Qt::CaseInsensitive) == 0});
        return true;
    };
    for (const Rack& r : design.racks()) consider(ObjectRef::of(r.id), r.name);
    for (const Device& d : design.devices()) consider(ObjectRef::of(d.id), d.name);
    for (const Tray& t : design.trays()) consider(ObjectRef::of(t.id), t.name);
    for (const Cable& c : design.cables())
        if (!consider(ObjectRef::of(c.id), c.label)) {
            // The UUID only from its start: a few hex digits match anywhere in thousands of ids.
            const QString id = c.id.toString();
            if (id.startsWith(q, Qt::CaseInsensitive)) hits.push_back({ObjectRef::of(c.id), id, id.size() == q.size()});
        }
    std::stable_partition(hits.begin(), hits.end(), [](const SearchHit& h) { return h.exact; });
    if (int(hits.size()) > limit) hits.resize(size_t(limit));
    return hits;
}

}  // namespace sn
