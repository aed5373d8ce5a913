// The failure interval against field data: Meta's Llama 3 405B run saw
// 419 unexpected interruptions in 54 days on 16 384 H100 GPUs ("The Llama 3
// Herd of Models", 2024, Table 5), 324 of them hardware. The wizard's own
// designs, counted part by part, must predict that within ±25 %, and the
// same field rate scaled to 256 and 1 024 GPUs.
#include "model/analysis/failure_rates.h"
#include "model/analysis/fault_analysis.h"
#include "model/topology/supernode_wizard.h"

#include <QtTest>

using namespace sn;

namespace {

// The field figure per GPU-year: 419 / (16 384 × 54 / 365) = 419 / 2 423.93
// = 0.17286 interruptions per GPU-year, hardware 324 / 2 423.93 = 0.13367.
constexpr double kFieldPerGpuYear = 419 / (16384 * 54 / 365.0);
constexpr double kWeeks = 365.25 / 7;  // FailureInterval's year
constexpr double kRunYears = 54 / 365.25;

std::unique_ptr<Design> wizardDesign(int gpus, const QString& server = {}) {
    WizardParams p;
    p.gpus = gpus;
    p.serverTypeId = server;
    return SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
}

FailureInterval intervalOf(const Design& design) {
    const FaultDomains domains = FaultDomains::of(design, FaultDomains::Detail::WithoutMemberships);
    return FailureInterval::of(domains, BlastRadii::of(domains), 0);
}

double kindAnnual(const FailureInterval& f, FaultKind kind, int* parts = nullptr) {
    for (const FailureInterval::KindRate& k : f.byKind)
        if (k.kind == kind) {
            if (parts) *parts = k.parts;
            return k.annual;
        }
    if (parts) *parts = 0;
    return 0;
}

bool within(double value, double target, double share) { return qAbs(value - target) <= share * target; }

}  // namespace

class TstFailureCalibration : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ratesFromTheTable();
    void metaRunOn16384H100();
    void supernode256FailsAboutWeekly();
    void supernode1024();
};

void TstFailureCalibration::ratesFromTheTable() {
    // 2 423.93 GPU-years, 302.99 host-years (2 048 hosts).
    QVERIFY(qAbs(FailureRates::kMetaGpuYears - 2423.934) < 1e-3);
    QVERIFY(qAbs(FailureRates::kMetaHostYears - 302.992) < 1e-3);
    QCOMPARE(FailureRates::kMetaInterruptions, 419);
    // GPU 268 / 2 423.93 = 0.110564; host 14 / 302.99 = 0.046206;
    // NIC 7 / 2 423.93 = 0.0028879; software 95 / 2 423.93 = 0.039192.
    QVERIFY(qAbs(FailureRates::kGpuAnnual - 0.110564) < 1e-6);
    QVERIFY(qAbs(FailureRates::kHostAnnual - 0.046206) < 1e-6);
    QVERIFY(qAbs(FailureRates::kNicAnnual - 0.0028879) < 1e-7);
    QVERIFY(qAbs(FailureRates::kSoftwareAnnual - 0.039192) < 1e-6);
    // Link end: (35 − 1 280 × 0.08 × 54/365) / (98 304 × 54/365)
    // = (35 − 15.1496) / 14 543.6 = 0.0013649.
    QVERIFY(qAbs(FailureRates::kLinkEndAnnual - 0.0013649) < 1e-7);
    // An HGX H100: 8 × 0.110564 + 0.046206 + 8 × 0.0028879 = 0.953821 /yr.
    const DeviceType* h100 = Catalog::builtIn().device(QStringLiteral("hgx-h100-8gpu-air"));
    QVERIFY(h100);
    QCOMPARE(FailureRates::nicPorts(*h100), 8);
    const FailureRate r = FailureRates::of(*h100);
    QVERIFY(qAbs(r.annual - 0.953821) < 1e-6);
    QVERIFY(r.fromField && r.isDefault && !r.isAssumed());
    // Every per-part source names the paper and shows its count.
    QVERIFY(FailureRates::gpu().source.contains(QStringLiteral("Llama 3")));
    QVERIFY(FailureRates::gpu().source.contains(QStringLiteral("= 268")));
    QVERIFY(FailureRates::linkEnd().source.contains(QStringLiteral("98304")));
    // PDU and CDU: stated defaults, and said to be.
    DeviceType pdu;
    pdu.category = DeviceCategory::Pdu;
    QVERIFY(FailureRates::of(pdu).isAssumed());
    QVERIFY(FailureRates::of(pdu).source.startsWith(QStringLiteral("Default")));
}

void TstFailureCalibration::metaRunOn16384H100() {
    // The catalog's HGX H100 (air, as Meta's Grand Teton hosts): 2 048
    // servers, 64 SUs of 32, the DGX SuperPOD rail plan's 512 leaves, 512
    // spines and 256 cores, 16 384 links per tier.
    const auto design = wizardDesign(16384, QStringLiteral("hgx-h100-8gpu-air"));
    const FailureInterval f = intervalOf(*design);
    QCOMPARE(f.gpus, 16384);
    int servers = 0, leaves = 0, spines = 0, cores = 0;
    const double serverAnnual = kindAnnual(f, FaultKind::Server, &servers);
    kindAnnual(f, FaultKind::Leaf, &leaves);
    kindAnnual(f, FaultKind::Spine, &spines);
    kindAnnual(f, FaultKind::Core, &cores);
    QCOMPARE(servers, 2048);
    QCOMPARE(leaves, 512);
    QCOMPARE(spines, 512);
    QCOMPARE(cores, 256);
    QCOMPARE(f.hostLinkEnds, 16384 * 2);
    QCOMPARE(f.fabricLinkEnds, 2 * 16384 * 2);
    QCOMPARE(f.gpuDeviceParts.nicPorts, 16384);
    // Per year: servers 2 048 × 0.953821 = 1 953.43; switches 1 280 × 0.08
    // = 102.40; link ends 98 304 × 0.0013649 = 134.17; software 16 384 ×
    // 0.039192 = 642.13. Σ 2 832.13 /yr, 54.28 a week.
    QVERIFY(qAbs(serverAnnual - 1953.43) < 0.01);
    QVERIFY(qAbs(f.linkEndAnnual - 134.17) < 0.01);
    QVERIFY(qAbs(f.softwareAnnual - 642.13) < 0.01);
    // Nothing else interrupts: the 2N PDUs throttle, the air racks have no coolant.
    QVERIFY2(qAbs(f.annual - 2832.13) < 0.05, qPrintable(QString::number(f.annual)));
    // Over the 54 days: 2 832.13 × 54 / 365.25 = 418.7 against the published
    // 419 (±25 %: 314–524); hardware alone (2 832.13 − 642.13) × 54 / 365.25
    // = 323.8 against 324.
    const double predicted = f.annual * kRunYears;
    QVERIFY2(within(predicted, 419, 0.25), qPrintable(QString::number(predicted)));
    const double hardware = (f.annual - f.softwareAnnual) * kRunYears;
    QVERIFY2(within(hardware, 324, 0.25), qPrintable(QString::number(hardware)));
    // Field data scaled: 0.17286 × 16 384 / 52.18 = 54.28 a week.
    QVERIFY(within(FailureInterval::perWeek(f.annual), kFieldPerGpuYear * 16384 / kWeeks, 0.25));
}

void TstFailureCalibration::supernode256FailsAboutWeekly() {
    // `new --gpus 256`: 32 HGX B200 (8 GPUs, 8 NIC ports each) in one SU.
    const auto design = wizardDesign(256);
    const FailureInterval f = intervalOf(*design);
    QCOMPARE(f.gpus, 256);
    // Servers 32 × 0.953821 = 30.522; 8 rail leaves × 0.08 = 0.64; 256
    // links × 2 ends × 0.0013649 = 0.699 (one SU: traffic turns at the
    // leaves, spines and their links do not count); software 256 × 0.039192
    // = 10.033; 8 rack manifolds × 0.005 = 0.04 (the two CDUs are N+1, the
    // PDUs 2N: they stop no GPU). Σ 41.93 /yr ÷ 52.18 = 0.804 a week, one
    // every 8.7 days.
    QCOMPARE(f.hostLinkEnds, 512);
    QCOMPARE(f.fabricLinkEnds, 0);
    QCOMPARE(kindAnnual(f, FaultKind::Spine), 0.0);
    QVERIFY2(qAbs(f.annual - 41.93) < 0.01, qPrintable(QString::number(f.annual)));
    // Field data scaled: 0.17286 × 256 / 52.18 = 0.848 a week (±25 %: 0.64–1.06).
    const double perWeek = FailureInterval::perWeek(f.annual);
    QVERIFY2(within(perWeek, kFieldPerGpuYear * 256 / kWeeks, 0.25), qPrintable(QString::number(perWeek)));
}

void TstFailureCalibration::supernode1024() {
    // `new --gpus 1024`: 128 B200 servers in 4 SUs; the job climbs to the
    // spines, so they and the leaf–spine links count. Field data scaled:
    // 0.17286 × 1 024 / 52.18 = 3.39 a week.
    const auto design = wizardDesign(1024);
    const FailureInterval f = intervalOf(*design);
    QCOMPARE(f.gpus, 1024);
    int spines = 0;
    kindAnnual(f, FaultKind::Spine, &spines);
    QVERIFY(spines > 0);
    QVERIFY(f.fabricLinkEnds > 0);
    const double perWeek = FailureInterval::perWeek(f.annual);
    QVERIFY2(within(perWeek, kFieldPerGpuYear * 1024 / kWeeks, 0.25), qPrintable(QString::number(perWeek)));
}

QTEST_GUILESS_MAIN(TstFailureCalibration)
#include "tst_failure_calibration.moc"
