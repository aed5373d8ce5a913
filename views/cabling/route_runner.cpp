#include "cabling/route_runner.h"

#include "design/design.h"
#include "design/design_snapshot.h"
#include "routing/apply_routes_command.h"
#include "routing/cable_router.h"

#include <QEventLoop>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>

#include <atomic>

namespace sn {

RouteRunner::RouteRunner(Design& design, QWidget* dialogParent)
    : QObject(dialogParent), m_design(design), m_dialogParent(dialogParent) {}

RoutingResult RouteRunner::routeOnWorker(const DesignSnapshot& snapshot, const std::optional<std::vector<CableId>>& scope,
                                         std::atomic<int>& done, std::atomic<int>& total, std::atomic<bool>& cancel) {
    RoutingResult result;
    QThread* worker = QThread::create([&] {
        CableRouter router(snapshot.design());
        router.setProgress([&](int d, int t) {
            done = d;
            total = t;
            return !cancel.load();
        });
        result = scope ? router.route(*scope) : router.routeAll();
    });
    QEventLoop loop;
    connect(worker, &QThread::finished, &loop, &QEventLoop::quit, Qt::QueuedConnection);
    worker->start();
    loop.exec();
    worker->wait();
    delete worker;
    return result;
}

RouteRunner::Outcome RouteRunner::run(const std::optional<std::vector<CableId>>& scope, const QString& undoText) {
    Q_EMIT started();
    const Outcome outcome = routeAndApply(scope, undoText);
    Q_EMIT finished(!scope && (outcome == Outcome::Applied || outcome == Outcome::Unchanged));
    return outcome;
}

RouteRunner::Outcome RouteRunner::routeAndApply(const std::optional<std::vector<CableId>>& scope, const QString& undoText) {
    m_result = {};
    m_message.clear();
    QProgressDialog dialog(tr("Preparing the routing graph…"), tr("Cancel"), 0, 0, m_dialogParent);
    dialog.setObjectName(QStringLiteral("routingProgress"));
    dialog.setWindowTitle(tr("Routing Cables"));
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(0);
    dialog.setAutoClose(false);
    dialog.setAutoReset(false);

    // The worker routes a DesignSnapshot, never the live design: the modal
    // dialog keeps the user's edits out, but its event loop still runs timers
    // (the auto re-route's settle timer) that may push a step meanwhile. The
    // result applies only to the revision it was computed from; a design that
    // moved on is routed again from a fresh snapshot, and after kAttempts the
    // run is refused. The worker reports through atomics the GUI polls, and
    // stops at the next cable once Cancel sets the flag.
    constexpr int kAttempts = 3;
    std::atomic<int> done{0}, total{0};
    std::atomic<bool> cancel{false};
    connect(&dialog, &QProgressDialog::canceled, &dialog, [&] {
        cancel = true;
        dialog.setLabelText(tr("Cancelling…"));
    });
    QTimer poll;
    poll.setInterval(50);
    connect(&poll, &QTimer::timeout, &dialog, [&] {
        if (total == 0 || cancel) return;
        dialog.setMaximum(total);
        dialog.setValue(done);
        dialog.setLabelText(tr("Routing cable %1 of %2…").arg(done.load()).arg(total.load()));
    });
    std::shared_ptr<const DesignSnapshot> snapshot = DesignSnapshot::of(m_design);
    dialog.show();
    Q_EMIT dialogOpened(&dialog);
    poll.start();
    RoutingResult result;
    bool current = false;
    for (int attempt = 1; attempt <= kAttempts; ++attempt) {
        result = routeOnWorker(*snapshot, scope, done, total, cancel);
        current = snapshot->isCurrentFor(m_design);
        if (cancel || result.cancelled || current || attempt == kAttempts) break;
        done = 0;
        total = 0;
        dialog.setLabelText(tr("The design changed while routing; routing again…"));
        snapshot = DesignSnapshot::of(m_design);
    }
    poll.stop();
    dialog.hide();

    if (cancel || result.cancelled) {
        m_message = tr("Routing cancelled; nothing changed.");
        return Outcome::Cancelled;
    }
    if (!current) {
        m_message = tr("The design kept changing while routing; nothing applied. Route again.");
        return Outcome::Refused;
    }
    m_result = std::move(result);
    EditResult edit = ApplyRoutesCommand::create(m_design, m_result);
    const int failed = int(m_result.findings.size());
    const int routed = int(m_result.cables.size() + m_result.created.size()) - failed;
    if (!edit) {
        m_message = edit.error.isEmpty() ? tr("Routing changed nothing.") : edit.error;
        return edit.error.isEmpty() ? Outcome::Unchanged : Outcome::Refused;
    }
    edit.command->setText(undoText);
    m_design.undoStack().push(edit.command.release());
    m_message = failed ? tr("Routed %n cable(s); %1 could not be routed (see the findings).", nullptr, routed).arg(failed)
                       : tr("Routed %n cable(s).", nullptr, routed);
    return Outcome::Applied;
}

}  // namespace sn
