#pragma once

#include "model/asbuilt/link_end.h"
#include "model/core/enum_names.h"
#include "model/design/design_objects.h"

#include <optional>
#include <vector>

namespace sn {

/// What a scan says about one designed cable, or about a link nobody designed.
enum class VerifyStatus { Ok, Missing, Miswired, Swapped, Unexpected, UnknownNode };
inline constexpr EnumNames<VerifyStatus, 6> kVerifyStatusNames{{{
    {VerifyStatus::Ok, "ok"}, {VerifyStatus::Missing, "missing"}, {VerifyStatus::Miswired, "miswired"},
    {VerifyStatus::Swapped, "swapped"}, {VerifyStatus::Unexpected, "unexpected"},
    {VerifyStatus::UnknownNode, "unknown-node"},
}}};

/// One finding of CablingMatcher.
/// - ok, missing: `cable`; found ends equal the designed ones (ok) or are empty (missing).
/// - miswired: `cable`, and `foundA`/`foundB` where its ends were found, in
///   the design's A/B order: one is the designed end, the other landed elsewhere.
/// - swapped: `cable` and `partner` exchanged one end each (reported once per
///   pair): `foundA`/`foundB` is how `cable` was found, `partnerFoundA`/`B` the partner.
/// - unexpected: a found link between known ports that no cable explains.
/// - unknown-node: a found node (and its link, if any) the design does not know.
/// `landedA`/`landedB` are the design ports at the found ends, when known.
struct VerifyFinding {
    VerifyStatus status = VerifyStatus::Ok;
    std::optional<CableId> cable, partner;
    LinkEnd foundA, foundB, partnerFoundA, partnerFoundB;
    std::optional<PortRef> landedA, landedB;
    QString unknownNode;
    QString source;  ///< file and line of the found link, for unexpected and unknown-node
    int line = 0;
};

struct VerifyResult {
    std::vector<VerifyFinding> findings;
    int count(VerifyStatus status) const {
        int n = 0;
        for (const VerifyFinding& f : findings) n += f.status == status ? 1 : 0;
        return n;
    }
    bool matches() const { return int(findings.size()) == count(VerifyStatus::Ok); }
};

}  // namespace sn
