// Times every export of a 4 096-GPU rail-optimised supernode (512 HGX B200
// servers in 64 racks, 128 leaf + 128 spine + 64 core NDR switches, OOB
// management, A/B PDUs, manifolds), built through the checked edits.
// Usage: bench_exports [OUTPUT_FOLDER]   (default: a temporary folder)
// The design is not routed (routing is not part of this branch), so the
// route columns stay empty and cables are counted "length not yet routed".

#include "bom/bom.h"
#include "bom/bom_pdf.h"
#include "common/output_file.h"
#include "drawings/drawing_set.h"
#include "labels/label_csv.h"
#include "labels/label_pdf.h"
#include "labels/label_scheme.h"
#include "labels/label_selection.h"
#include "labels/label_sheet.h"
#include "labels/label_stock.h"
#include "nccl/nccl_export.h"
#include "schedule/cable_schedule.h"
#include "slurm/slurm_topology.h"
#include "support/design_builder.h"
#include "support/example_design.h"

#include <QDir>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTextStream>

#include <ctime>
#include <functional>

using namespace sn;

namespace {

constexpr int kSus = 16, kServersPerSu = 32, kRails = 8, kServersPerRack = 8, kRacksPerRow = 16;
constexpr int kLeaves = kSus * kRails, kSpines = 128, kCores = 64, kSwitchesPerRack = 40;

QString osfpPort(int index) { return QStringLiteral("P%1/%2").arg(index / 2 + 1).arg(index % 2 + 1); }  // 0-based

std::unique_ptr<Design> buildSupernode() {
    test::DesignBuilder b;
    b.name(QStringLiteral("4096-GPU supernode"), QStringLiteral("A")).room(40000, 30000);
    const QString rackType = QStringLiteral("rack-48u-800x1200");
    const int serverRacks = kSus * kServersPerSu / kServersPerRack;  // 64
    for (int r = 0; r < serverRacks; ++r) {
        if (r % kRacksPerRow == 0) b.row(QStringLiteral("R%1").arg(r / kRacksPerRow + 1));
        const QString rack = QStringLiteral("C%1").arg(r + 1, 2, 10, QLatin1Char('0'));
        b.rack(rack, 1000 + (r % kRacksPerRow) * 800, 2000 + (r / kRacksPerRow) * 3600, rackType);
        b.sideDevice(QStringLiteral("pdu-3ph-415v-63a"), rack, SideChannel::Left, 0, rack.toLower() + QStringLiteral("-pdu-a"));
        b.sideDevice(QStringLiteral("pdu-3ph-415v-63a"), rack, SideChannel::Right, 0, rack.toLower() + QStringLiteral("-pdu-b"));
        b.sideDevice(QStringLiteral("manifold-0u-16qd"), rack, SideChannel::Left, 1, rack.toLower() + QStringLiteral("-mf"));
    }
    b.row(QStringLiteral("N"));
    const int switches = kLeaves + kSpines + kCores + 11;
    for (int r = 0; r * kSwitchesPerRack < switches; ++r)
        b.rack(QStringLiteral("N%1").arg(r + 1, 2, 10, QLatin1Char('0')), 1000 + r * 800, 16400, rackType);
    int slot = 0;
    auto placeSwitch = [&](const QString& type, const QString& name) {
        b.device(type, QStringLiteral("N%1").arg(slot / kSwitchesPerRack + 1, 2, 10, QLatin1Char('0')),
                 1 + slot % kSwitchesPerRack, name);
        ++slot;
    };
    const QString ndr = QStringLiteral("ib-ndr-64x400g");
    for (int i = 0; i < kLeaves; ++i) placeSwitch(ndr, QStringLiteral("leaf%1").arg(i + 1, 3, 10, QLatin1Char('0')));
    for (int i = 0; i < kSpines; ++i) placeSwitch(ndr, QStringLiteral("spine%1").arg(i + 1, 3, 10, QLatin1Char('0')));
    for (int i = 0; i < kCores; ++i) placeSwitch(ndr, QStringLiteral("core%1").arg(i + 1, 2, 10, QLatin1Char('0')));
    for (int i = 0; i < 11; ++i) placeSwitch(QStringLiteral("mgmt-48x1g"), QStringLiteral("oob%1").arg(i + 1, 2, 10, QLatin1Char('0')));

    const QString aoc = QStringLiteral("aoc-400g-osfp");
    const QStringList phases = {QStringLiteral("L1"), QStringLiteral("L2"), QStringLiteral("L3")};
    Design& d = b.design();
    for (int s = 0; s < kSus * kServersPerSu; ++s) {
        const int su = s / kServersPerSu, k = s % kServersPerSu, r = s / kServersPerRack;
        const QString rack = QStringLiteral("C%1").arg(r + 1, 2, 10, QLatin1Char('0'));
        const QString host = QStringLiteral("gpu%1").arg(s + 1, 4, 10, QLatin1Char('0'));
        b.device(QStringLiteral("hgx-b200-8gpu-liquid"), rack, 2 + (s % kServersPerRack) * 5, host);
        // Rail-optimised: NIC i of every server in SU su to leaf su·8 + i, port k.
        for (int i = 0; i < kRails; ++i)
            b.connect(host, QStringLiteral("OSFP%1").arg(i + 1), QStringLiteral("leaf%1").arg(su * kRails + i + 1, 3, 10, QLatin1Char('0')),
                      osfpPort(k), PortRole::Compute, aoc);
        b.connect(host, QStringLiteral("BMC"), QStringLiteral("oob%1").arg(s / 48 + 1, 2, 10, QLatin1Char('0')),
                  QStringLiteral("swp%1").arg(s % 48 + 1), PortRole::Oob, QStringLiteral("utp-cat6"));
        for (int psu = 1; psu <= 6; ++psu) {
            const QString pdu = rack.toLower() + (psu <= 3 ? QStringLiteral("-pdu-a") : QStringLiteral("-pdu-b"));
            b.connect(host, QStringLiteral("PSU%1").arg(psu), pdu,
                      test::freePort(d, test::DesignBuilder::deviceId(pdu), FormFactor::C19, phases[(psu - 1) % 3]),
                      PortRole::Power, QStringLiteral("power-c19-c20"));
        }
        const QString mf = rack.toLower() + QStringLiteral("-mf");
        b.connect(host, QStringLiteral("SUPPLY"), mf, QStringLiteral("QS%1").arg(s % kServersPerRack + 1), PortRole::Coolant,
                  QStringLiteral("hose-qd-supply"));
        b.connect(host, QStringLiteral("RETURN"), mf, QStringLiteral("QR%1").arg(s % kServersPerRack + 1), PortRole::Coolant,
                  QStringLiteral("hose-qd-return"));
    }
    // Leaf of rail r goes up to the 16 spines of rail r, two links each; each spine
    // takes 32 leaves (16 SUs × 2) down and 32 links up to half of the cores.
    for (int l = 0; l < kLeaves; ++l) {
        const int su = l / kRails, rail = l % kRails;
        for (int j = 0; j < 32; ++j) {
            const int spine = rail * 16 + j / 2;
            b.connect(QStringLiteral("leaf%1").arg(l + 1, 3, 10, QLatin1Char('0')), osfpPort(32 + j),
                      QStringLiteral("spine%1").arg(spine + 1, 3, 10, QLatin1Char('0')), osfpPort(su * 2 + j % 2),
                      PortRole::Compute, aoc);
        }
    }
    for (int p = 0; p < kSpines; ++p)
        for (int j = 0; j < 32; ++j)
            b.connect(QStringLiteral("spine%1").arg(p + 1, 3, 10, QLatin1Char('0')), osfpPort(32 + j),
                      QStringLiteral("core%1").arg((p % 2) * 32 + j + 1, 2, 10, QLatin1Char('0')), osfpPort(p / 2),
                      PortRole::Compute, aoc);
    return b.build();
}

}  // namespace

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTextStream out(stdout);
    QTemporaryDir tmp;
    const QString folder = argc > 1 ? QString::fromLocal8Bit(argv[1]) : tmp.path();
    QDir().mkpath(folder);

    QElapsedTimer build;
    build.start();
    const auto design = buildSupernode();
    out << "built " << design->devices().size() << " devices, " << design->cables().size() << " cables in "
        << build.elapsed() << " ms (not part of the export time)\n";

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
