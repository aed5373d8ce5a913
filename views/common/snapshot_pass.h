#pragma once

#include "model/design/design_snapshot.h"

#include <QObject>
#include <QPointer>
#include <QThread>

#include <atomic>
#include <functional>
#include <memory>

namespace sn {

class Design;

/// Runs one whole pass over a design (a report, the fault domains, the
/// coolant hydraulics, routing) on a worker thread from a DesignSnapshot, and
/// hands its result to the GUI thread only while the design is still the one
/// it was computed from. An edit that lands meanwhile makes the result stale:
/// the pass runs again on a fresh snapshot (up to attempts(), when set).
///
/// The GUI thread never waits on the worker and runs no event loop of its
/// own: it hears the worker's end through QThread::finished.
class SnapshotPass final : public QObject {
    Q_OBJECT
public:
    /// What the GUI thread does with a finished pass's result.
    using Delivery = std::function<void()>;
    /// The pass itself, run on the worker. It reads only the snapshot, may
    /// stop early once `cancel` is set, and returns its delivery (which owns
    /// the result); an empty one delivers nothing.
    using Work = std::function<Delivery(std::shared_ptr<const DesignSnapshot> snapshot, const std::atomic<bool>& cancel)>;

    explicit SnapshotPass(QObject* parent = nullptr);
    /// Cancels a running pass and waits for its worker (which only reads its
    /// snapshot, so this is the pass's own cancellation latency).
    ~SnapshotPass() override;

    /// Runs `work` on a snapshot of `design` taken now. While a pass is
    /// running, the new one waits for it to end and then runs instead of a
    /// delivery of the old.
    void run(const Design& design, Work work);
    /// Asks the running pass to stop; nothing is delivered, cancelled() follows.
    void cancel();
    bool isRunning() const { return m_worker != nullptr; }
    /// The last result delivered is of the design as it is now, and no pass
    /// is under way (what a window shows is the design's own figures).
    bool isUpToDate() const;
    /// Passes run on the snapshots of one run() before it gives up on a
    /// design that keeps changing (0, the default: never gives up).
    void setAttempts(int attempts) { m_attempts = attempts; }
    /// The attempt under way, from 1.
    int attempt() const { return m_attempt; }

Q_SIGNALS:
    /// The result of a pass on the design as it is now was delivered.
    void delivered();
    /// The design changed under every one of attempts() passes.
    void gaveUp();
    /// A stale result is dropped and the pass runs again (attempt() says which).
    void restarted();
    /// cancel() stopped the pass, or the design it read is gone.
    void cancelled();

private:
    struct Job;
    void start();
    void finish(const std::shared_ptr<Job>& job);

    QPointer<const Design> m_design;
    Work m_work;
    /// Deletes itself once finished (deleteLater): a QPointer, as that
    /// deletion may come before finish() runs (the two are queued one after
    /// the other, and a test's end flushes deferred deletions alone).
    QPointer<QThread> m_worker;
    std::shared_ptr<const DesignSnapshot> m_delivered;  ///< what the last delivery was computed from
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_pending = false;  ///< run() was called while a pass was running
    int m_attempts = 0;
    int m_attempt = 0;
};

}  // namespace sn
