#include "model/io/module_fills_json.h"

#include "model/input/load_limits.h"

namespace sn {

Json ModuleFillsJson::write(const std::vector<ModuleFill>& fills) {
    Json out = Json::array();
    for (const ModuleFill& f : fills) out.push_back({{"bay", f.bay.toStdString()}, {"module", f.moduleId.toStdString()}});
    return out;
}

std::vector<ModuleFill> ModuleFillsJson::read(const JsonReader& in) {
    // A device has at most as many bays as its type has port groups' worth (the catalog's limit on both).
    if (in.size() > std::size_t(limits::kMaxPortGroups)) in.fail(tr("more than %1 items").arg(limits::kMaxPortGroups));
    std::vector<ModuleFill> out;
    for (std::size_t i = 0; i < in.size(); ++i) out.push_back({in.at(i).str("bay"), in.at(i).str("module")});
    return out;
}

}  // namespace sn
