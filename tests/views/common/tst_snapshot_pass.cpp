// SnapshotPass: a whole pass over a design on a worker thread, from a
// snapshot, delivered only while the design is still the one it read. The
// passes here hold on a semaphore, so each case decides when the worker ends
// and which edits land while it runs.
#include "model/design/design.h"
#include "views/common/snapshot_pass.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <memory>

using namespace sn;

namespace {

ProjectInfo named(const QString& name) { return ProjectInfo{name, {}}; }

/// A pass that reads the snapshot's design name once `go` is released and
/// hands it over; it records the thread it ran on and how often it ran.
struct NamePass {
    std::shared_ptr<QSemaphore> go = std::make_shared<QSemaphore>();
    std::shared_ptr<std::atomic<int>> runs = std::make_shared<std::atomic<int>>(0);
    std::shared_ptr<std::atomic<QThread*>> thread = std::make_shared<std::atomic<QThread*>>(nullptr);
    QStringList delivered;

    SnapshotPass::Work work() {
        return [this, go = go, runs = runs, thread = thread](std::shared_ptr<const DesignSnapshot> snapshot,
                                                             const std::atomic<bool>& cancel) -> SnapshotPass::Delivery {
            ++*runs;
            *thread = QThread::currentThread();
            while (!go->tryAcquire(1, 10))
                if (cancel) return {};
            const QString name = snapshot->design().info().name;
            return [this, name] { delivered << name; };
        };
    }
};

}  // namespace

class TstSnapshotPass : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void deliversOnTheGuiThreadWhatTheWorkerComputed() {
        Design design;
        design.setInfo(named(QStringLiteral("a")));
        SnapshotPass pass;
        NamePass p;
        QSignalSpy delivered(&pass, &SnapshotPass::delivered);
        pass.run(design, p.work());
        QVERIFY(pass.isRunning());
        QVERIFY(!pass.isUpToDate());
        p.go->release();
        QVERIFY(delivered.wait(10000));
        QCOMPARE(p.delivered, QStringList{QStringLiteral("a")});
        QVERIFY(p.thread->load() != QThread::currentThread());
        QVERIFY(pass.isUpToDate());
        design.setInfo(named(QStringLiteral("b")));
        QVERIFY(!pass.isUpToDate());  // what was delivered is of an older revision
    }

    /// An edit while the worker reads: its result is dropped and the pass
    /// runs again on the edited design; only that result is delivered.
    void anEditMeanwhileRunsThePassAgain() {
        Design design;
        design.setInfo(named(QStringLiteral("before")));
        SnapshotPass pass;
        NamePass p;
        QSignalSpy delivered(&pass, &SnapshotPass::delivered);
        QSignalSpy restarted(&pass, &SnapshotPass::restarted);
        pass.run(design, p.work());
        design.setInfo(named(QStringLiteral("after")));
        p.go->release(2);
        QVERIFY(delivered.wait(10000));
        QCOMPARE(restarted.count(), 1);
        QCOMPARE(p.runs->load(), 2);
        QCOMPARE(p.delivered, QStringList{QStringLiteral("after")});
        QCOMPARE(pass.attempt(), 2);
    }

    /// With attempts set, a design that changes under every pass is given up.
    void aDesignThatKeepsChangingIsGivenUp() {
        Design design;
        SnapshotPass pass;
        pass.setAttempts(3);
        NamePass p;
        QSignalSpy gaveUp(&pass, &SnapshotPass::gaveUp);
        int edits = 0;
        // Each new pass's snapshot is taken right after `restarted`: edit just after it.
        connect(&pass, &SnapshotPass::restarted, &pass, [&] {
            QTimer::singleShot(0, &pass, [&] {
                design.setInfo(named(QString::number(++edits)));
                p.go->release();
            });
        });
        pass.run(design, p.work());
        design.setInfo(named(QString::number(++edits)));
        p.go->release();
        QVERIFY(gaveUp.wait(10000));
        QCOMPARE(p.runs->load(), 3);
        QVERIFY(p.delivered.isEmpty());
    }

    /// A second run() while the first works: the first's result is never
    /// delivered, the second runs once the worker is free.
    void aNewRunReplacesTheOneUnderWay() {
        Design design;
        design.setInfo(named(QStringLiteral("x")));
        SnapshotPass pass;
        NamePass first, second;
        QSignalSpy delivered(&pass, &SnapshotPass::delivered);
        pass.run(design, first.work());
        QTRY_COMPARE(first.runs->load(), 1);
        pass.run(design, second.work());
        second.go->release();
        QVERIFY(delivered.wait(10000));  // the first stopped at the cancel flag without its go
        QCOMPARE(delivered.count(), 1);
        QVERIFY(first.delivered.isEmpty());
        QCOMPARE(second.delivered, QStringList{QStringLiteral("x")});
    }

    void cancelDeliversNothing() {
        Design design;
        SnapshotPass pass;
        NamePass p;
        QSignalSpy cancelled(&pass, &SnapshotPass::cancelled);
        QSignalSpy delivered(&pass, &SnapshotPass::delivered);
        pass.run(design, p.work());
        pass.cancel();
        QVERIFY(cancelled.wait(10000));
        QCOMPARE(delivered.count(), 0);
        QVERIFY(p.delivered.isEmpty());
        QVERIFY(!pass.isRunning());
    }

    /// The pass (a window closing) and the design may go while the worker
    /// runs: the worker reads only its snapshot, and nothing is delivered.
    void thePassAndTheDesignMayGoFirst() {
        NamePass p;
        {
            auto design = std::make_unique<Design>();
            SnapshotPass pass;
            pass.run(*design, p.work());
            QTRY_COMPARE(p.runs->load(), 1);
            design.reset();
        }  // the pass cancels and waits for its worker
        QCoreApplication::processEvents();
        QVERIFY(p.delivered.isEmpty());

        auto design = std::make_unique<Design>();
        SnapshotPass pass;
        QSignalSpy cancelled(&pass, &SnapshotPass::cancelled);
        pass.run(*design, p.work());
        design.reset();
        p.go->release();
        QVERIFY(cancelled.wait(10000));
        QVERIFY(p.delivered.isEmpty());
    }
};

QTEST_MAIN(TstSnapshotPass)
#include "tst_snapshot_pass.moc"
