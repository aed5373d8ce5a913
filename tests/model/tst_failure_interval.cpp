#include "analysis/failure_rates.h"
#include "analysis/fault_analysis.h"
#include "io/design_file.h"
#include "netbox/edit_device_type_command.h"
#include "support/test_paths.h"

#include <QTest>

using namespace sn;

/// Failure interval (issue 19 point 3): the seed's 256 cards × 2 %/yr, the
/// whole supernode with its shared parts, job sizes, the spares what-if,
/// and a rate edited in the design through an undoable command.
class TstFailureInterval : public QObject {
    Q_OBJECT
private slots:
    void seedFigure();
    void figureWithoutItsSource();
    void sharedPartsAndJobSizes();
    void sparesWhatIf();
    void editedRateIsUndoable();
};

static std::unique_ptr<Design> example256() {
    return DesignFile::open(test::sourceDir() + QStringLiteral("/tests/data/faults/supernode-256-liquid-rail.json"));
}

void TstFailureInterval::seedFigure() {
    const auto design = example256();
    const FaultAnalysis a = FaultAnalysis::of(*design);
    // 256 cards × 0.02 /yr = 5.12 failures/yr; a year has 365.25 / 7 = 52.18
    // weeks, so 5.12 / 52.18 = 0.0981 per week, one every 10.2 weeks.
    QCOMPARE(a.interval.gpus, 256);
    QVERIFY(qAbs(a.interval.gpuDeviceAnnual - 5.12) < 1e-9);
    QVERIFY(qAbs(FailureInterval::perWeek(5.12) - 0.098125) < 1e-5);
    // The built-in B200 type has no rate of its own: 8 cards × 2 %/yr, a documented default.
    const FailureRate r = FailureRates::of(*design->catalog().device(QStringLiteral("hgx-b200-8gpu-liquid")));
    QVERIFY(r.isDefault);
    QCOMPARE(r.annual, 0.16);
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
    // By hand: a switch 2 %/yr, a PDU 1 %/yr, a CDU 5 %/yr, a blank none.
    DeviceType t;
    t.category = DeviceCategory::Switch;
    QCOMPARE(FailureRates::annualOf(t), 0.02);
    t.category = DeviceCategory::Pdu;
    QCOMPARE(FailureRates::annualOf(t), 0.01);
    t.category = DeviceCategory::Cdu;
    QCOMPARE(FailureRates::annualOf(t), 0.05);
    t.category = DeviceCategory::Blank;
    QCOMPARE(FailureRates::annualOf(t), 0.0);
    t.failureRate = FailureRateSpec{0.3, QStringLiteral("vendor sheet")};
    QCOMPARE(FailureRates::annualOf(t), 0.3);
    QCOMPARE(FailureRates::of(t).annual, 0.3);
}

void TstFailureInterval::sharedPartsAndJobSizes() {
    const auto design = example256();
    const FaultAnalysis a = FaultAnalysis::of(*design);
    // What interrupts a job on all 256 GPUs: every server (5.12), every rail
    // leaf (8 × 0.02 = 0.16, each costs every server a rail), the CDU (0.05,
    // takes all 256) and the 16 rack manifolds (16 × 0.005 = 0.08). Spines,
    // storage leaves, management switches and the 2N PDUs degrade or
    // throttle but stop no GPU. Σ = 5.41 /yr = 0.1037 /week.
    QVERIFY(qAbs(a.interval.annual - 5.41) < 1e-9);
    QVERIFY(qAbs(FailureInterval::perWeek(a.interval.annual) - 5.41 / (365.25 / 7)) < 1e-12);
    // A one-server job (8 GPUs, A01-S1): its own 0.16, the 8 leaves 0.16, the
    // CDU 0.05 and its rack's manifold 0.005 = 0.375 /yr.
    QVERIFY(!a.interval.jobs.empty());
    const FailureInterval::JobRate& one = a.interval.jobs.front();
    QCOMPARE(one.gpus, 8);
    QCOMPARE(one.servers, 1);
    QVERIFY(qAbs(one.annual - 0.375) < 1e-9);
    // Sizes double from one NVLink domain: 1, 2, 4, 8, 16, then all 32 servers.
    QCOMPARE(int(a.interval.jobs.size()), 6);
    QCOMPARE(a.interval.jobs.back().gpus, 256);
    QVERIFY(qAbs(a.interval.jobs.back().annual - a.interval.annual) < 1e-9);
}

void TstFailureInterval::sparesWhatIf() {
    const auto design = example256();
    // No spares: everything stops the job until a repair.
    const FaultAnalysis none = FaultAnalysis::of(*design, 0);
    QCOMPARE(none.interval.onSparesAnnual, 0.0);
    QVERIFY(qAbs(none.interval.stopAnnual - 5.41) < 1e-9);
    // One spare server per SU: a server failure (5.12) hits one server and
    // moves to the spare; a manifold stops its rack's 2 servers, a leaf
    // degrades all 32, the CDU stops all 32: those 0.08 + 0.16 + 0.05 = 0.29 stop.
    const FaultAnalysis one = FaultAnalysis::of(*design, 1);
    QVERIFY(qAbs(one.interval.onSparesAnnual - 5.12) < 1e-9);
    QVERIFY(qAbs(one.interval.stopAnnual - 0.29) < 1e-9);
    // Isolated to one NVLink domain (1 server here), one spare covers every failure.
    QCOMPARE(one.interval.serversPerDomain, 1);
    QCOMPARE(one.interval.isolatedStopAnnual, 0.0);
}

void TstFailureInterval::editedRateIsUndoable() {
    const auto design = example256();
    DeviceType edited = *design->catalog().device(QStringLiteral("hgx-b200-8gpu-liquid"));
    // Meta's Llama 3 run saw ≈ 10.6 %/yr per GPU: 8 × 0.106 = 0.848 per server.
    edited.failureRate = FailureRateSpec{0.848, QStringLiteral("Llama 3 observed rate")};
    EditResult edit = EditDeviceTypeCommand::make(*design, edited);
    QVERIFY2(edit.command, qPrintable(edit.error));
    design->undoStack().push(edit.command.release());
    // 32 servers × 0.848 = 27.136 /yr.
    QVERIFY(qAbs(FaultAnalysis::of(*design).interval.gpuDeviceAnnual - 27.136) < 1e-9);
    design->undoStack().undo();
    QVERIFY(qAbs(FaultAnalysis::of(*design).interval.gpuDeviceAnnual - 5.12) < 1e-9);
    // A negative rate is refused by the catalog reader's checks, naming the field.
    edited.failureRate = FailureRateSpec{-0.1, QStringLiteral("typo")};
    const EditResult refused = EditDeviceTypeCommand::make(*design, edited);
    QVERIFY(!refused.command);
    QVERIFY2(refused.error.contains(QStringLiteral("annual")), qPrintable(refused.error));
}

QTEST_GUILESS_MAIN(TstFailureInterval)
#include "tst_failure_interval.moc"
