#include "views/cabling/route_runner.h"

#include "model/design/design.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/routing/routing_report.h"

#include <QProgressDialog>

#include <atomic>

namespace sn {

/// What the worker reports and the GUI polls.
struct RouteRunner::Progress {
    std::atomic<int> done{0}, total{0};
};

namespace {
constexpr int kAttempts = 3;
}  // namespace

RouteRunner::RouteRunner(Design& design, QWidget* dialogParent)
    : QObject(dialogParent), m_design(design), m_dialogParent(dialogParent) {
    // The modal dialog keeps the user's edits out, but timers (the auto
    // re-route's settle timer) may still push a step while the worker routes:
    // a result of a revision the design has left is routed again from a
    // fresh snapshot, and after kAttempts the run is refused.
    m_pass.setAttempts(kAttempts);
    m_poll.setInterval(50);
    connect(&m_poll, &QTimer::timeout, this, &RouteRunner::showProgress);
    connect(&m_pass, &SnapshotPass::restarted, this, [this] {
        m_progress->done = 0;
        m_progress->total = 0;
        if (m_dialog) m_dialog->setLabelText(tr("The design changed while routing; routing again…"));
    });
    connect(&m_pass, &SnapshotPass::gaveUp, this, [this] {
        end(Outcome::Refused, tr("The design kept changing while routing; nothing applied. Route again."));
    });
    connect(&m_pass, &SnapshotPass::cancelled, this,
            [this] { end(Outcome::Cancelled, tr("Routing cancelled; nothing changed.")); });
}

RouteRunner::~RouteRunner() { delete m_dialog.data(); }

bool RouteRunner::start(const std::optional<std::vector<CableId>>& scope, const QString& undoText) {
    if (m_running) return false;
    m_running = true;
    m_everyCable = !scope;
    m_undoText = undoText;
    m_result = {};
    m_message.clear();
    Q_EMIT started();
    m_progress = std::make_shared<Progress>();
    auto progress = m_progress;
    m_pass.run(m_design, [this, scope, progress](std::shared_ptr<const DesignSnapshot> snapshot,
                                                 const std::atomic<bool>& cancel) -> SnapshotPass::Delivery {
        CableRouter router(snapshot->design());
        router.setProgress([&](int done, int total) {
            progress->done = done;
            progress->total = total;
            return !cancel.load();
        });
        auto result = std::make_shared<RoutingResult>(scope ? router.route(*scope) : router.routeAll());
        return [this, result] { land(std::move(*result)); };
    });
    openDialog();
    return true;
}

void RouteRunner::openDialog() {
    auto* dialog = new QProgressDialog(tr("Preparing the routing graph…"), tr("Cancel"), 0, 0, m_dialogParent);
    dialog->setObjectName(QStringLiteral("routingProgress"));
    dialog->setWindowTitle(tr("Routing Cables"));
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(0);
    dialog->setAutoClose(false);
    dialog->setAutoReset(false);
    connect(dialog, &QProgressDialog::canceled, this, [this] {
        m_pass.cancel();
        if (m_dialog) m_dialog->setLabelText(tr("Cancelling…"));
    });
    m_dialog = dialog;
    dialog->show();
    m_poll.start();
    Q_EMIT dialogOpened(dialog);
}

void RouteRunner::showProgress() {
    const int total = m_progress ? m_progress->total.load() : 0;
    if (!m_dialog || total == 0 || m_dialog->wasCanceled()) return;
    const int done = m_progress->done;
    m_dialog->setMaximum(total);
    m_dialog->setValue(done);
    m_dialog->setLabelText(tr("Routing cable %1 of %2…").arg(done).arg(total));
}

void RouteRunner::land(RoutingResult result) {
    if (result.cancelled) {
        end(Outcome::Cancelled, tr("Routing cancelled; nothing changed."));
        return;
    }
    m_result = std::move(result);
    const RoutingShortfall shortfall = RoutingShortfall::of(m_result);
    const int routed = int(m_result.cables.size() + m_result.created.size()) - shortfall.unroutedCables;
    // The cables move into the command and from there into the design: at
    // 65 536 GPUs a copy kept here as well was hundreds of MB.
    EditResult edit = ApplyRoutesCommand::create(m_design, std::move(m_result));
    if (!edit) {
        end(edit.error.isEmpty() ? Outcome::Unchanged : Outcome::Refused,
            edit.error.isEmpty() ? tr("Routing changed nothing.") : edit.error);
        return;
    }
    edit.command->setText(m_undoText);
    m_design.undoStack().push(edit.command.release());
    end(Outcome::Applied, shortfall.any() ? tr("Routed %n cable(s); %1 See the findings.", nullptr, routed)
                                                .arg(shortfall.sentence())
                                          : tr("Routed %n cable(s).", nullptr, routed));
}

void RouteRunner::end(Outcome outcome, const QString& message) {
    m_poll.stop();
    delete m_dialog.data();
    m_outcome = outcome;
    m_message = message;
    if (outcome == Outcome::Cancelled) m_result = {};
    m_running = false;
    Q_EMIT finished(m_everyCable && (outcome == Outcome::Applied || outcome == Outcome::Unchanged));
}

}  // namespace sn
