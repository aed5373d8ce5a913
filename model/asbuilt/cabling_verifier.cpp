#include "model/asbuilt/cabling_verifier.h"

#include "model/asbuilt/cabling_matcher.h"
#include "model/asbuilt/expected_fabric.h"
#include "model/asbuilt/ibnetdiscover_parser.h"
#include "model/asbuilt/lldp_parser.h"
#include "model/core/sn_error.h"
#include "model/input/input_file.h"
#include "model/input/load_limits.h"

#include <QSet>

namespace sn {

namespace {
QByteArray readAll(const QString& path) { return InputFile::read(path, limits::kMaxIbnetdiscoverBytes); }
}  // namespace

VerifyResult CablingVerifier::infiniband(const Design& design, const QString& path) {
    const DiscoveredFabric found = IbnetdiscoverParser::parse(readAll(path), path);
    return CablingMatcher::match(ExpectedFabric::infiniband(design), found);
}

VerifyResult CablingVerifier::ethernet(const Design& design, const QStringList& paths) {
    ExpectedFabric expected = ExpectedFabric::ethernet(design);
    QSet<LinkEnd> known;
    for (const auto& [end, port] : expected.portOf.asKeyValueRange()) {
        Q_UNUSED(port);
        known.insert(end);
    }
    const DiscoveredFabric found = LldpParser::read(paths, known);
    // Only cables with an end on a device whose table was read can have been seen.
    const QSet<QString> scanned(found.scanned.begin(), found.scanned.end());
    std::erase_if(expected.links, [&](const ExpectedLink& l) {
        return !scanned.contains(l.endA.node) && !scanned.contains(l.endB.node);
    });
    return CablingMatcher::match(expected, found);
}

}  // namespace sn
