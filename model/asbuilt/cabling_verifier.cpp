#include "asbuilt/cabling_verifier.h"

#include "asbuilt/cabling_matcher.h"
#include "asbuilt/expected_fabric.h"
#include "asbuilt/ibnetdiscover_parser.h"
#include "core/sn_error.h"

#include <QFile>

namespace sn {

namespace {
QByteArray readAll(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw UserError(CablingVerifier::tr("Cannot read %1: %2").arg(path, file.errorString()));
    return file.readAll();
}
}  // namespace

VerifyResult CablingVerifier::infiniband(const Design& design, const QString& path) {
    const DiscoveredFabric found = IbnetdiscoverParser::parse(readAll(path), path);
    return CablingMatcher::match(ExpectedFabric::infiniband(design), found);
}

}  // namespace sn
