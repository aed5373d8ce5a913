#pragma once

#include "model/core/uuid_text.h"
#include "model/design/design_objects.h"

#include <QString>

#include <optional>
#include <string_view>

namespace sn {

namespace route_record_detail {
/// A record spelt exactly as RouteRecord::toText writes it: two keys of 16
/// hex digits, two columns -1…3 as digits, "top" or "side", and a problem
/// word or none, one space apart. nullopt for anything else, which is not
/// necessarily wrong (Qt's number parsing also takes other spellings).
inline std::optional<RouteRecord> written(std::string_view t) {
    auto key = [&](std::size_t at, quint64& out) {
        out = 0;
        for (std::size_t i = at; i < at + 16; ++i) {
            const int v = uuid_text_detail::kHexValue[static_cast<unsigned char>(t[i])];
            if (v < 0) return false;
            out = out << 4 | quint64(v);
        }
        return true;
    };
    // A column: "-1" or one digit 0–3; returns where the text goes on, or 0.
    auto column = [&](std::size_t at, int& out) -> std::size_t {
        if (at + 1 < t.size() && t[at] == '-' && t[at + 1] == '1') return out = -1, at + 2;
        if (at < t.size() && t[at] >= '0' && t[at] <= '3') return out = t[at] - '0', at + 1;
        return 0;
    };
    RouteRecord r;
    if (t.size() < 41 || t[16] != ' ' || t[33] != ' ' || !key(0, r.endA) || !key(17, r.endB)) return std::nullopt;
    std::size_t at = column(34, r.columnA);
    if (at == 0 || at >= t.size() || t[at] != ' ') return std::nullopt;
    at = column(at + 1, r.columnB);
    if (at == 0 || at >= t.size() || t[at] != ' ') return std::nullopt;
    std::string_view rest = t.substr(at + 1);
    if (rest.substr(0, 3) == "top") {
        r.overTop = true;
        rest.remove_prefix(3);
    } else if (rest.substr(0, 4) == "side") {
        rest.remove_prefix(4);
    } else {
        return std::nullopt;
    }
    if (rest.empty()) return r;
    if (rest.front() != ' ') return std::nullopt;
    rest.remove_prefix(1);
    for (const auto& [problem, word] : kRoutingProblemNames.entries)
        if (rest == word) {
            r.problem = problem;
            return r;
        }
    return std::nullopt;
}
}  // namespace route_record_detail

/// RouteRecord::fromText of UTF-8 text (a .supernode column or a JSON
/// string). The form the writer makes is read from the bytes; any other
/// text is converted and left to fromText, so the answer is fromText's for
/// every text (tst_quick_readers). A QString and six views per routed cable
/// were a twentieth of opening a 16 384-GPU file (model/routing/README.md,
/// "Fields read from their bytes").
inline std::optional<RouteRecord> routeRecordFromUtf8(std::string_view text) {
    if (auto r = route_record_detail::written(text)) return r;
    return RouteRecord::fromText(QString::fromUtf8(text.data(), qsizetype(text.size())));
}

}  // namespace sn
