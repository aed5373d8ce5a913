// Times `verify` of a 4 096-GPU fabric: the wizard's default rail-optimised
// supernode (512 HGX B200 servers × 8 HCAs, leaves and spines), its
// expected fabric printed as ibnetdiscover would print it once built, then
// parsed and matched against the design as `supernode-designer verify`
// does (target < 2 s). Two cables are swapped at a leaf so the
// slower paths of the matcher run too.
// Usage: bench_verify

#include "exporters/asbuilt/ibnetdiscover_export.h"
#include "model/asbuilt/cabling_matcher.h"
#include "model/asbuilt/expected_fabric.h"
#include "model/asbuilt/ibnetdiscover_parser.h"
#include "model/topology/supernode_wizard.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <ctime>
#include <utility>

using namespace sn;

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    WizardParams params;
    params.gpus = 4096;
    auto design = SupernodeWizard::createDesign(SupernodeWizard::build(params, Catalog::builtIn()), Catalog::builtIn());
    const QByteArray scan = IbnetdiscoverExport::text(*design);
    out << "design: " << design->devices().size() << " devices, " << design->cables().size() << " cables; scan "
        << scan.size() / 1024 << " KiB\n";
    QElapsedTimer t;
    t.start();
    const std::clock_t cpu0 = std::clock();
    DiscoveredFabric found = IbnetdiscoverParser::parse(scan, QStringLiteral("scan"));
    const qint64 parseMs = t.elapsed();
    // The swap: the far ends of the first two links exchanged (their switch ends, as printed first).
    if (found.links.size() > 1) std::swap(found.links[0].b, found.links[1].b);
    const ExpectedFabric expected = ExpectedFabric::infiniband(*design);
    const qint64 expectMs = t.elapsed() - parseMs;
    const VerifyResult r = CablingMatcher::match(expected, found);
    const qint64 totalMs = t.elapsed();
    // CPU time as well: on a shared build machine the wall clock measures the queue.
    const double cpuMs = 1000.0 * double(std::clock() - cpu0) / CLOCKS_PER_SEC;
    out << "verify: " << expected.links.size() << " IB cables, " << found.links.size() << " links found; "
        << r.count(VerifyStatus::Ok) << " ok, " << r.count(VerifyStatus::Swapped) << " swapped pair(s), "
        << r.count(VerifyStatus::Miswired) << " miswired\n";
    out << "time: parse " << parseMs << " ms, expected links " << expectMs << " ms, match " << totalMs - parseMs - expectMs
        << " ms, total " << totalMs << " ms wall, " << qRound(cpuMs) << " ms CPU (target < 2000 ms)\n";
    return 0;
}
