#include "model/analysis/failure_rates.h"
#include "model/analysis/fault_analysis.h"
#include "model/netbox/edit_device_type_command.h"
#include "model/store/design_file.h"
#include "tests/support/test_paths.h"

#include <QTest>

using namespace sn;

/// Failure interval: the GPU devices' field-data rates, the whole supernode
/// with its shared parts, link ends and software, job sizes, the spares
/// what-if, and a rate edited in the design through an undoable command.
class TstFailureInterval : public QObject {
    Q_OBJECT
private slots:
    void gpuDeviceRates();
    void figureWithoutItsSource();
    void sharedPartsAndJobSizes();
    void sparesWhatIf();
    void editedRateIsUndoable();
};

namespace {

// Meta's Llama 3 table (Table 5) over 16 384 GPUs × 54 / 365 = 2 423.93
// GPU-years and 2 048 hosts × 54 / 365 = 302.99 host-years. An HGX B200 (8
// GPUs, 8 OSFP compute ports): 8 × 268 / 2 423.93 + 14 / 302.99 + 8 × 7 /
// 2 423.93 = 0.884512 + 0.046206 + 0.023103 = 0.953821 /yr.
constexpr double kGpuYears = 16384 * 54 / 365.0, kHostYears = 2048 * 54 / 365.0;
constexpr double kServer = 8 * 268 / kGpuYears + 14 / kHostYears + 8 * 7 / kGpuYears;
// A link end: (35 − 1 280 switches × 0.08 × 54/365) / (98 304 × 54/365) = 0.0013649 /yr.
constexpr double kLinkEnd = (35 - 1280 * 0.08 * 54 / 365.0) / (98304 * 54 / 365.0);
// Software and unattributed: 95 / 2 423.93 = 0.039192 per GPU-year.
constexpr double kSoftware = 95 / kGpuYears;
// The 256-GPU example (one SU: 32 B200, 8 rail leaves, 4 spines, one CDU,
// 16 rack manifolds, 2N PDUs): servers 32 × 0.953821 = 30.5223, leaves
// 8 × 0.08 = 0.64, the CDU 0.05 (takes all 256), manifolds 16 × 0.005 =
// 0.08, link ends 256 × 2 × 0.0013649 = 0.6988, software 256 × 0.039192 =
// 10.0333. Spines do not count: one SU's traffic turns at its leaves; the
// 2N PDUs throttle but stop no GPU. Σ 42.0244 /yr.
constexpr double k256Annual = 32 * kServer + 0.64 + 0.05 + 0.08 + 512 * kLinkEnd + 256 * kSoftware;

}  // namespace

static std::unique_ptr<Design> example256() {
    return DesignFile::open(test::sourceDir() + QStringLiteral("/tests/data/faults/supernode-256-liquid-rail.json"));
}

void TstFailureInterval::gpuDeviceRates() {
    const auto design = example256();
    const FaultAnalysis a = FaultAnalysis::of(*design);
    QCOMPARE(a.interval.gpus, 256);
    QVERIFY(qAbs(kServer - 0.953821) < 1e-6);
    QVERIFY(qAbs(a.interval.gpuDeviceAnnual - 32 * kServer) < 1e-9);
    QCOMPARE(a.interval.gpuDeviceParts.gpus, 256);
    QCOMPARE(a.interval.gpuDeviceParts.hosts, 32);
    QCOMPARE(a.interval.gpuDeviceParts.nicPorts, 256);
    QCOMPARE(a.interval.gpuDeviceParts.ownRateDevices, 0);
    // The built-in B200 type has no rate of its own: the field-data figure, not a stated default.
    const FailureRate r = FailureRates::of(*design->catalog().device(QStringLiteral("hgx-b200-8gpu-liquid")));
    QVERIFY(r.isDefault);
    QVERIFY(r.fromField);
    QVERIFY(!r.isAssumed());
    QVERIFY(qAbs(r.annual - kServer) < 1e-12);
}

void TstFailureInterval::figureWithoutItsSource() {
    // annualOf (the fault analysis's figure) is of()'s figure for every
    // built-in type, default or not, and for a type with a rate of its own.
    const auto design = example256();
    int types = 0;
    for (const DeviceType& t : design->catalog().devices()) {
        QCOMPARE(FailureRates::annualOf(t), FailureRates::of(t).annual);
        ++types;
    }
    QVERIFY(types > 20);
    // By hand: a switch 8 %/yr (Microsoft's 2 % in 3 months × 4), a PDU
    // 1 %/yr and a CDU 5 %/yr (stated defaults), a blank none.
    DeviceType t;
    t.category = DeviceCategory::Switch;
    QCOMPARE(FailureRates::annualOf(t), 0.08);
    QVERIFY(FailureRates::of(t).fromField);
    t.category = DeviceCategory::Pdu;
    QCOMPARE(FailureRates::annualOf(t), 0.01);
    QVERIFY(FailureRates::of(t).isAssumed());
    t.category = DeviceCategory::Cdu;
    QCOMPARE(FailureRates::annualOf(t), 0.05);
    QVERIFY(FailureRates::of(t).isAssumed());
    t.category = DeviceCategory::Blank;
    QCOMPARE(FailureRates::annualOf(t), 0.0);
    t.failureRate = FailureRateSpec{0.3, QStringLiteral("vendor sheet")};
    QCOMPARE(FailureRates::annualOf(t), 0.3);
    QCOMPARE(FailureRates::of(t).annual, 0.3);
    QVERIFY(!FailureRates::of(t).isDefault && !FailureRates::of(t).isAssumed());
}

void TstFailureInterval::sharedPartsAndJobSizes() {
    const auto design = example256();
    const FaultAnalysis a = FaultAnalysis::of(*design);
    QCOMPARE(a.interval.hostLinkEnds, 512);
    QCOMPARE(a.interval.fabricLinkEnds, 0);
    QVERIFY(qAbs(a.interval.linkEndAnnual - 512 * kLinkEnd) < 1e-9);
    QVERIFY(qAbs(a.interval.softwareAnnual - 256 * kSoftware) < 1e-9);
    // Σ 42.0244 /yr ÷ 52.18 = 0.805 a week, one every 8.7 days (field data
    // scaled: 419 / 2 423.93 × 256 / 52.18 = 0.848).
    QVERIFY(qAbs(k256Annual - 42.0244) < 1e-4);
    QVERIFY(qAbs(a.interval.annual - k256Annual) < 1e-9);
    QVERIFY(qAbs(FailureInterval::perWeek(a.interval.annual) - k256Annual / (365.25 / 7)) < 1e-12);
    // A one-server job (8 GPUs, A01-S1): its own 0.953821, the 8 leaves
    // 0.64, the CDU 0.05, its rack's manifold 0.005, its 8 links × 2 ends ×
    // 0.0013649 = 0.02184, software 8 × 0.039192 = 0.31354: 1.98420 /yr.
    QVERIFY(!a.interval.jobs.empty());
    const FailureInterval::JobRate& one = a.interval.jobs.front();
    QCOMPARE(one.gpus, 8);
    QCOMPARE(one.servers, 1);
    QVERIFY(qAbs(one.annual - (kServer + 0.64 + 0.05 + 0.005 + 16 * kLinkEnd + 8 * kSoftware)) < 1e-9);
    QVERIFY(qAbs(one.annual - 1.98420) < 1e-5);
    // Sizes double from one NVLink domain: 1, 2, 4, 8, 16, then all 32 servers.
    QCOMPARE(int(a.interval.jobs.size()), 6);
    QCOMPARE(a.interval.jobs.back().gpus, 256);
    QVERIFY(qAbs(a.interval.jobs.back().annual - a.interval.annual) < 1e-9);
}

void TstFailureInterval::sparesWhatIf() {
    const auto design = example256();
    // No spares: only what loses no server restarts without a repair, the
    // software 10.0333; the other 42.0244 − 10.0333 = 31.9911 stop the job.
    const FaultAnalysis none = FaultAnalysis::of(*design, 0);
    QVERIFY(qAbs(none.interval.onSparesAnnual - 256 * kSoftware) < 1e-9);
    QVERIFY(qAbs(none.interval.stopAnnual - (k256Annual - 256 * kSoftware)) < 1e-9);
    // One spare server per SU: a server failure (30.5223) or one of its link
    // ends (0.6988) hits one server and moves to the spare, software
    // restarts in place; a manifold stops its rack's 2 servers, a leaf
    // degrades all 32, the CDU stops all 32: those 0.08 + 0.64 + 0.05 = 0.77 stop.
    const FaultAnalysis one = FaultAnalysis::of(*design, 1);
    QVERIFY(qAbs(one.interval.onSparesAnnual - (32 * kServer + 512 * kLinkEnd + 256 * kSoftware)) < 1e-9);
    QVERIFY(qAbs(one.interval.stopAnnual - 0.77) < 1e-9);
    // Isolated to one NVLink domain (1 server here), one spare covers every failure.
    QCOMPARE(one.interval.serversPerDomain, 1);
    QCOMPARE(one.interval.isolatedStopAnnual, 0.0);
}

void TstFailureInterval::editedRateIsUndoable() {
    const auto design = example256();
    DeviceType edited = *design->catalog().device(QStringLiteral("hgx-b200-8gpu-liquid"));
    // A rate of the type's own (say a vendor's 10.6 %/yr per card, 8 × 0.106 = 0.848) replaces the field-data default.
    edited.failureRate = FailureRateSpec{0.848, QStringLiteral("vendor figure")};
    EditResult edit = EditDeviceTypeCommand::make(*design, edited);
    QVERIFY2(edit.command, qPrintable(edit.error));
    design->undoStack().push(edit.command.release());
    // 32 servers × 0.848 = 27.136 /yr.
    const FaultAnalysis edited32 = FaultAnalysis::of(*design);
    QVERIFY(qAbs(edited32.interval.gpuDeviceAnnual - 27.136) < 1e-9);
    QCOMPARE(edited32.interval.gpuDeviceParts.ownRateDevices, 32);
    design->undoStack().undo();
    // Back to 32 × 0.953821 = 30.5223.
    QVERIFY(qAbs(FaultAnalysis::of(*design).interval.gpuDeviceAnnual - 32 * kServer) < 1e-9);
    // A negative rate is refused by the catalog reader's checks, naming the field.
    edited.failureRate = FailureRateSpec{-0.1, QStringLiteral("typo")};
    const EditResult refused = EditDeviceTypeCommand::make(*design, edited);
    QVERIFY(!refused.command);
    QVERIFY2(refused.error.contains(QStringLiteral("annual")), qPrintable(refused.error));
}

QTEST_GUILESS_MAIN(TstFailureInterval)
#include "tst_failure_interval.moc"
