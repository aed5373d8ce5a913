#include "model/analysis/fault_analysis.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/io/design_json.h"
#include "model/store/design_file.h"
#include "model/topology/supernode_wizard.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <memory>
#include <set>

using namespace sn;

/// The design records the parallelism plan it was sized for and the spare servers per SU; TP
/// groups that do not divide an NVLink domain place whole groups and leave
/// the rest idle, said in the summary.
class TstParallelismPlan : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void wizardRecordsThePlan();
    void planSurvivesJsonAndProjectFiles();
    void gpuCountAloneRecordsNothing();
    void badPlanInAFileIsRefused();
    void tp16OnNvl72PlacesWholeGroups();
    void sparesAreCabledAndLeftFree();
    void rackScaleSparesAreWholeDomains();
    void undoForgetsThePlan();
};

namespace {

std::unique_ptr<Design> make(const WizardParams& p) {
    return SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
}

WizardParams plan(int tp, int pp, int dp) {
    WizardParams p;
    p.tp = tp;
    p.pp = pp;
    p.dp = dp;
    return p;
}

}  // namespace

void TstParallelismPlan::wizardRecordsThePlan() {
    // TP 8 × PP 16 × DP 8 = 1 024 GPUs: the same hardware as --gpus 1024,
    // but the design says what it was sized for.
    const auto d = make(plan(8, 16, 8));
    QVERIFY(d->parallelismPlan());
    QCOMPARE(*d->parallelismPlan(), (ParallelismPlan{8, 16, 8, 0}));
    WizardParams byCount;
    byCount.gpus = 1024;
    const auto same = make(byCount);
    QCOMPARE(d->devices().size(), same->devices().size());
    QCOMPARE(d->connections().size(), same->connections().size());
    // No longer byte-identical: the files differ by the "parallelism" key only.
    const QByteArray a = DesignJson::write(*d), b = DesignJson::write(*same);
    QVERIFY(a != b);
    QJsonObject ja = QJsonDocument::fromJson(a).object(), jb = QJsonDocument::fromJson(b).object();
    QCOMPARE(ja.value(QStringLiteral("parallelism")).toObject(),
             (QJsonObject{{QStringLiteral("tp"), 8}, {QStringLiteral("pp"), 16}, {QStringLiteral("dp"), 8},
                          {QStringLiteral("spares_per_su"), 0}}));
    ja.remove(QStringLiteral("parallelism"));
    ja.remove(QStringLiteral("info"));  // "1024-GPU supernode" either way, but say so only once
    jb.remove(QStringLiteral("info"));
    QCOMPARE(ja, jb);
    // The faults analysis places ranks with it: 8 replicas of 16 servers,
    // one replica per SU stage run (16 servers < 32 per SU).
    const FaultAnalysis f = FaultAnalysis::of(*d, d->parallelismPlan()->sparesPerSu, d->parallelismPlan());
    QVERIFY(f.placement);
    QCOMPARE(int(f.placement->replicas().size()), 8);
    for (const auto& r : f.placement->replicas()) QCOMPARE(r.sus.size(), 1);
}

void TstParallelismPlan::planSurvivesJsonAndProjectFiles() {
    WizardParams p = plan(8, 4, 7);  // 224 GPUs = 28 servers
    p.spareServers = 2;
    const auto d = make(p);
    QCOMPARE(*d->parallelismPlan(), (ParallelismPlan{8, 4, 7, 2}));
    QTemporaryDir dir;
    for (const char* name : {"plan.json", "plan.supernode"}) {
        const QString path = dir.filePath(QLatin1String(name));
        DesignFile::save(*d, path);
        const auto back = DesignFile::open(path);
        QVERIFY2(back->parallelismPlan(), name);
        QCOMPARE(*back->parallelismPlan(), *d->parallelismPlan());
        QCOMPARE(DesignJson::write(*back), DesignJson::write(*d));
    }
}

void TstParallelismPlan::gpuCountAloneRecordsNothing() {
    WizardParams p;
    p.gpus = 256;
    const auto d = make(p);
    QVERIFY(!d->parallelismPlan());
    QVERIFY(!DesignJson::write(*d).contains("\"parallelism\""));
}

void TstParallelismPlan::badPlanInAFileIsRefused() {
    WizardParams p = plan(8, 1, 4);
    QByteArray text = DesignJson::write(*make(p));
    text.replace("\"dp\": 4", "\"dp\": -4");
    try {
        DesignJson::read(text, QStringLiteral("bad.json"));
        QFAIL("accepted");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QLatin1String("bad.json: /parallelism")), qPrintable(e.message()));
    }
    // TP × PP of 65 536 × 65 536 is 2³², which int arithmetic wraps to 0:
    // refused at load, one line, before any placement multiplies it.
    text = DesignJson::write(*make(p));
    text.replace("\"tp\": 8", "\"tp\": 65536").replace("\"pp\": 1", "\"pp\": 65536");
    try {
        DesignJson::read(text, QStringLiteral("huge.json"));
        QFAIL("accepted");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QLatin1String("huge.json: /parallelism")) && e.message().contains(QLatin1String("16777216")),
                 qPrintable(e.message()));
        QVERIFY(!e.message().contains(QLatin1Char('\n')));
    }
    // The same plan given to rank placement directly (faults --tp/--pp/--dp) is refused too.
    QVERIFY(!(ParallelismPlan{65536, 65536, 1, 0}.problem().isEmpty()));
    QVERIFY(!(ParallelismPlan{8, 1, 4, 200000}.problem().isEmpty()));
    QVERIFY((ParallelismPlan{8, 1, 4, 0}.problem().isEmpty()));
}

void TstParallelismPlan::tp16OnNvl72PlacesWholeGroups() {
    // TP 16 on NVL72 (72 GPUs, 18 trays of 4): ⌊72/16⌋ = 4 groups of 4 trays
    // per rack, 72 − 64 = 8 GPUs (2 trays) idle in each. TP 16 × PP 4 × DP 9
    // = 576 GPUs = 36 groups → 36 / 4 = 9 racks = 648 GPUs, 72 idle.
    WizardParams p = plan(16, 4, 9);
    p.serverTypeId = QStringLiteral("nvl72-compute-tray");
    const WizardResult r = SupernodeWizard::build(p, Catalog::builtIn());
    QCOMPARE(r.summary.gpus, 648);
    QCOMPARE(r.summary.servers, 162);
    QCOMPARE(r.summary.idleGpus, 72);
    QVERIFY2(r.summary.notes.join(QLatin1Char(' ')).contains(QLatin1String("8 GPU(s) of each domain stay idle, 72 of the 648")),
             qPrintable(r.summary.notes.join(QLatin1Char('\n'))));
    // Placing the recorded plan: every TP group of 4 trays inside one rack,
    // and no group uses a rack's last two trays (CT17, CT18).
    const auto d = SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    QCOMPARE(*d->parallelismPlan(), (ParallelismPlan{16, 4, 9, 0}));
    const FaultAnalysis f = FaultAnalysis::of(*d, 0, d->parallelismPlan());
    QVERIFY(f.placement);
    QCOMPARE(int(f.placement->replicas().size()), 9);
    const QStringList hosts = f.placement->hostsInRankOrder();
    QCOMPARE(hosts.size(), 576 / 4);  // one line per tray
    for (qsizetype g = 0; g < hosts.size(); g += 4) {
        const QString rack = hosts[g].section(QLatin1Char('-'), 0, 0);
        for (qsizetype k = g; k < g + 4; ++k) {
            QCOMPARE(hosts[k].section(QLatin1Char('-'), 0, 0), rack);
            QVERIFY2(!hosts[k].endsWith(QLatin1String("-CT17")) && !hosts[k].endsWith(QLatin1String("-CT18")),
                     qPrintable(hosts[k]));
        }
    }
    // TP wider than the domain stays refused.
    WizardParams wide = plan(144, 1, 4);
    wide.serverTypeId = QStringLiteral("nvl72-compute-tray");
    QVERIFY_THROWS_EXCEPTION(UserError, SupernodeWizard::build(wide, Catalog::builtIn()));
}

void TstParallelismPlan::sparesAreCabledAndLeftFree() {
    // 1 024 GPUs = 128 working servers with 1 spare per 32-server SU: 31
    // working per SU → ⌈128/31⌉ = 5 SUs, 128 + 5 = 133 servers (SU 5: 4 + 1).
    WizardParams p;
    p.gpus = 1024;
    p.spareServers = 1;
    const WizardResult r = SupernodeWizard::build(p, Catalog::builtIn());
    QCOMPARE(r.summary.servers, 133);
    QCOMPARE(r.summary.sus, 5);
    QCOMPARE(r.summary.spareServersPerSu, 1);
    const auto d = SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    QCOMPARE(*d->parallelismPlan(), (ParallelismPlan{0, 0, 0, 1}));
    // Cabled like the others: 133 × 8 compute links.
    int computeToServer = 0;
    for (const Connection& c : d->connections())
        if (c.role == PortRole::Compute &&
            (d->typeOf(*d->device(c.a.device))->gpus > 0 || d->typeOf(*d->device(c.b.device))->gpus > 0))
            ++computeToServer;
    QCOMPARE(computeToServer, 133 * 8);
    // The recorded spares: one per SU, the last server of each.
    const FaultAnalysis f = FaultAnalysis::of(*d, 1, ParallelismPlan{8, 1, 128, 1});
    QVERIFY(f.placement);
    QCOMPARE(int(f.placement->spares().size()), 5);
    std::set<int> spareSet(f.placement->spares().begin(), f.placement->spares().end());
    for (const auto& unit : f.domains.suServers()) QVERIFY(spareSet.count(unit.back()));
    for (const auto& rep : f.placement->replicas())
        for (int s : rep.servers) QVERIFY(!spareSet.count(s));
}

void TstParallelismPlan::rackScaleSparesAreWholeDomains() {
    // NVL72, 576 GPUs = 8 working racks, 1 spare rack per 8-rack SU: 7
    // working per SU → ⌈8/7⌉ = 2 SUs, 8 + 2 = 10 racks, 180 trays; the
    // plan records 18 spare trays per SU.
    WizardParams p;
    p.gpus = 576;
    p.serverTypeId = QStringLiteral("nvl72-compute-tray");
    p.spareServers = 1;
    const WizardResult r = SupernodeWizard::build(p, Catalog::builtIn());
    QCOMPARE(r.summary.servers, 180);
    QCOMPARE(r.summary.spareServersPerSu, 18);
    QCOMPARE(r.plan->sparesPerSu, 18);
    // A whole SU of spares is refused.
    p.spareServers = 8;
    QVERIFY_THROWS_EXCEPTION(UserError, SupernodeWizard::build(p, Catalog::builtIn()));
}

void TstParallelismPlan::undoForgetsThePlan() {
    Design design;
    EditResult edit = SupernodeWizard::apply(design, SupernodeWizard::build(plan(8, 4, 8), design.catalog()));
    QVERIFY2(edit, qPrintable(edit.error));
    design.undoStack().push(edit.command.release());
    QCOMPARE(*design.parallelismPlan(), (ParallelismPlan{8, 4, 8, 0}));
    design.undoStack().undo();
    QVERIFY(!design.parallelismPlan());
    design.undoStack().redo();
    QCOMPARE(*design.parallelismPlan(), (ParallelismPlan{8, 4, 8, 0}));
}

QTEST_GUILESS_MAIN(TstParallelismPlan)
#include "tst_parallelism_plan.moc"
