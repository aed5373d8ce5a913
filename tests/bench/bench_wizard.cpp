// Times the supernode wizard: building the connected fragment
// ("connections only") and applying it to a design, for growing GPU counts,
// so the growth rate is visible. Prints one line per size; asserts nothing.
// Per GPU the work steps up at 4096 GPUs, where a core layer appears (16
// SUs, domain-numbers §1f); per connection it should stay flat.

#include "model/design/design.h"
#include "model/topology/supernode_wizard.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

using namespace sn;

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const Catalog& catalog = Catalog::builtIn();
    out << "gpus\tservers\tconnections\tbuild_ms\tapply_ms\tbuild_us_per_gpu\tbuild_us_per_connection\n";
    for (int gpus : {1024, 4096, 8192, 16384}) {
        WizardParams params;
        params.gpus = gpus;
        QElapsedTimer timer;
        timer.start();
        WizardResult result = SupernodeWizard::build(params, catalog);
        const double buildMs = double(timer.nsecsElapsed()) / 1e6;
        const int servers = result.summary.servers;
        const qsizetype connections = qsizetype(result.fragment.connections.size());
        timer.restart();
        const auto design = SupernodeWizard::createDesign(std::move(result), catalog);
        const double applyMs = double(timer.nsecsElapsed()) / 1e6;
        out << gpus << '\t' << servers << '\t' << connections << '\t' << qSetRealNumberPrecision(1)
            << Qt::fixed << buildMs << '\t' << applyMs << '\t' << (buildMs * 1000 / gpus) << '\t'
            << (buildMs * 1000 / double(connections)) << Qt::endl;
    }
    return 0;
}
