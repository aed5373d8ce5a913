#include "views/common/snapshot_pass.h"

#include "model/design/design.h"

#include <QThread>

namespace sn {

struct SnapshotPass::Job {
    std::shared_ptr<const DesignSnapshot> snapshot;
    Work work;
    std::shared_ptr<std::atomic<bool>> cancel;
    Delivery delivery;
};

SnapshotPass::SnapshotPass(QObject* parent) : QObject(parent) {}

SnapshotPass::~SnapshotPass() {
    if (!m_worker) return;
    *m_cancel = true;
    m_worker->disconnect(this);
    m_worker->wait();
}

void SnapshotPass::run(const Design& design, Work work) {
    m_design = &design;
    m_work = std::move(work);
    m_attempt = 0;
    if (m_worker) {
        *m_cancel = true;  // its result would be dropped: let it stop early
        m_pending = true;
        return;
    }
    start();
}

bool SnapshotPass::isUpToDate() const {
    return !m_worker && m_design && m_delivered && m_delivered->isCurrentFor(*m_design);
}

void SnapshotPass::cancel() {
    if (m_cancel) *m_cancel = true;
}

void SnapshotPass::start() {
    m_pending = false;
    ++m_attempt;
    auto job = std::make_shared<Job>();
    job->snapshot = DesignSnapshot::of(*m_design);
    job->work = m_work;
    job->cancel = m_cancel = std::make_shared<std::atomic<bool>>(false);
    // The worker holds the job (snapshot, work, result) by itself: the pass
    // may be destroyed first, and the snapshot shares the catalog it reads.
    m_worker = QThread::create([job] { job->delivery = job->work(job->snapshot, *job->cancel); });
    connect(m_worker, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &QThread::finished, this, [this, job] { finish(job); });
    m_worker->start();
}

void SnapshotPass::finish(const std::shared_ptr<Job>& job) {
    m_worker = nullptr;
    if ((*job->cancel && !m_pending) || !m_design) {
        Q_EMIT cancelled();
        return;
    }
    if (m_pending) {
        start();  // a newer run() is waiting: it replaces this one whole
        return;
    }
    if (job->snapshot->isCurrentFor(*m_design)) {
        m_delivered = job->snapshot;
        if (job->delivery) job->delivery();
        Q_EMIT delivered();
        return;
    }
    if (m_attempts > 0 && m_attempt >= m_attempts) {
        Q_EMIT gaveUp();
        return;
    }
    Q_EMIT restarted();
    start();
}

}  // namespace sn
