// Times every export of the routed 4 096-GPU supernode: the wizard's default
// rail-optimised design (HGX B200 liquid, 32 servers per SU, leaf and spine
// rows, PDUs, manifolds, CDUs, OOB) routed by CableRouter and applied, as a
// user would after `new --gpus 4096` and `route`.
// Usage: bench_exports [OUTPUT_FOLDER]   (default: a temporary folder)

#include "exporters/bom/bom.h"
#include "exporters/bom/bom_pdf.h"
#include "exporters/common/output_file.h"
#include "exporters/drawings/drawing_set.h"
#include "exporters/labels/label_csv.h"
#include "exporters/labels/label_pdf.h"
#include "exporters/labels/label_scheme.h"
#include "exporters/labels/label_selection.h"
#include "exporters/labels/label_sheet.h"
#include "exporters/labels/label_stock.h"
#include "exporters/nccl/nccl_export.h"
#include "exporters/schedule/cable_schedule.h"
#include "exporters/slurm/slurm_topology.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/topology/supernode_wizard.h"

#include <QDir>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTextStream>

#include <ctime>
#include <functional>

using namespace sn;

namespace {

std::unique_ptr<Design> buildRoutedSupernode(QTextStream& out) {
    QElapsedTimer t;
    t.start();
    WizardParams params;
    params.gpus = 4096;
    auto design = SupernodeWizard::createDesign(SupernodeWizard::build(params, Catalog::builtIn()), Catalog::builtIn());
    const qint64 wizardMs = t.restart();
    const RoutingResult routes = CableRouter(*design).routeAll();
    EditResult apply = ApplyRoutesCommand::create(*design, routes);
    if (apply) design->undoStack().push(apply.command.release());
    int routed = 0;
    for (const Cable& c : design->cables()) routed += c.routeLengthMm ? 1 : 0;
    out << "wizard " << wizardMs << " ms, route " << t.elapsed() << " ms (not part of the export time): "
        << design->racks().size() << " racks, " << design->devices().size() << " devices, " << design->cables().size()
        << " cables, " << routed << " routed\n";
    return design;
}

}  // namespace

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTextStream out(stdout);
    QTemporaryDir tmp;
    const QString folder = argc > 1 ? QString::fromLocal8Bit(argv[1]) : tmp.path();
    QDir().mkpath(folder);

    const auto design = buildRoutedSupernode(out);

    const LabelScheme scheme;
    QFont font(QStringLiteral("DejaVu Sans"));
    // Wall time and this process's CPU time: on a shared machine the CPU time is
    // the figure that says what the code costs.
    double totalMs = 0, totalCpuMs = 0;
    auto time = [&](const char* what, const std::function<void()>& job) {
        QElapsedTimer t;
        t.start();
        const std::clock_t cpu0 = std::clock();
        job();
        const double ms = t.nsecsElapsed() / 1e6;
        const double cpuMs = 1000.0 * double(std::clock() - cpu0) / CLOCKS_PER_SEC;
        totalMs += ms;
        totalCpuMs += cpuMs;
        out << QStringLiteral("%1 %2 ms wall %3 ms cpu\n").arg(QLatin1String(what), -12).arg(ms, 8, 'f', 1).arg(cpuMs, 8, 'f', 1);
        out.flush();
    };
    auto path = [&](const char* name) { return QDir(folder).filePath(QLatin1String(name)); };
    time("schedule", [&] { OutputFile::write(path("schedule.csv"), CableSchedule::table(CableSchedule::build(*design, scheme)).toUtf8()); });
    LabelSheet sheet;
    time("labels-fit", [&] {
        sheet = LabelSheet::layout(LabelSheet::collect(*design, scheme, LabelSelection()),
                                   *LabelStockLibrary::builtIn().find(QStringLiteral("avery-l7160")), TextFitter(font));
    });
    time("labels-pdf", [&] { OutputFile::write(path("labels.pdf"), LabelPdf::pdf(sheet, font, design->info().name)); });
    time("labels-csv", [&] {
        OutputFile::write(path("labels.csv"), LabelCsv::table(LabelSheet::collect(*design, scheme, LabelSelection())).toUtf8());
    });
    time("bom", [&] { OutputFile::write(path("bom.csv"), Bom::table(Bom::build(*design)).toUtf8()); });
    time("bom-pdf", [&] {
        OutputFile::write(path("bom.pdf"), BomPdf::pdf(Bom::build(*design), design->info().name, design->info().revision,
                                                       QDate::currentDate()));
    });
    time("nccl", [&] { OutputFile::writeAll(path("nccl"), NcclExport::build(*design)); });
    time("slurm", [&] { OutputFile::writeAll(path("slurm"), SlurmTopology::build(*design)); });
    time("drawings", [&] {
        const DrawingSet set = DrawingSet::of(*design, QDate::currentDate());
        std::vector<NamedFile> files;
        for (int i = 0; i < int(set.pages().size()); ++i)
            files.push_back({set.pages()[size_t(i)].fileStem + QStringLiteral(".svg"), set.svg(i)});
        files.push_back({QStringLiteral("drawings.pdf"), set.pdf()});
        OutputFile::writeAll(path("drawings"), files);
    });
    out << QStringLiteral("%1 %2 ms wall %3 ms cpu\n").arg(QStringLiteral("total"), -12).arg(totalMs, 8, 'f', 1).arg(totalCpuMs, 8, 'f', 1);
    return 0;
}
