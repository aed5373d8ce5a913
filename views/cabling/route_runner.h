#pragma once

#include "model/core/ids.h"
#include "model/routing/routing_result.h"

#include "views/common/snapshot_pass.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

class QProgressDialog;
class QWidget;

namespace sn {

class Design;

/// Routes cables on a worker thread behind a window-modal progress dialog and
/// lands the result as one undo step. The worker reads a DesignSnapshot; a
/// result lands only on the revision it was computed from (else it is routed
/// again, and refused after three tries). Cancel stops the router between
/// cables and applies nothing. start() returns at once: the GUI thread keeps
/// its own event loop (no nested one), and finished() says when it is over.
class RouteRunner final : public QObject {
    Q_OBJECT
public:
    enum class Outcome {
        Applied,    ///< one undo step pushed
        Unchanged,  ///< routing changed nothing
        Cancelled,  ///< the user stopped it; the design is as it was
        Refused,    ///< the result no longer fits the design (message() says why)
    };

    RouteRunner(Design& design, QWidget* dialogParent);
    ~RouteRunner() override;

    /// Starts routing every connection (nullopt) or only these cables; false
    /// (and nothing started) while a run is under way.
    bool start(const std::optional<std::vector<CableId>>& scope, const QString& undoText);
    bool isRunning() const { return m_running; }
    /// The last run's outcome, result (empty after a cancel; its cables,
    /// once applied, are the design's and no longer here) and status line,
    /// e.g. "Routed 873 cables; 2 could not be routed."
    Outcome outcome() const { return m_outcome; }
    const RoutingResult& result() const { return m_result; }
    QString message() const { return m_message; }

Q_SIGNALS:
    /// The progress dialog is up and the worker routing (tests press Cancel here).
    void dialogOpened(QProgressDialog* dialog);
    /// A run starts; the auto re-route waits until it has finished.
    void started();
    /// The run is over, its step (if any) pushed; `everyCable` when it routed
    /// every connection of the current design (moves before it are covered).
    void finished(bool everyCable);

private:
    struct Progress;
    void openDialog();
    void showProgress();
    void land(RoutingResult result);
    void end(Outcome outcome, const QString& message);

    Design& m_design;
    QWidget* m_dialogParent;
    SnapshotPass m_pass;
    QPointer<QProgressDialog> m_dialog;
    QTimer m_poll;
    std::shared_ptr<Progress> m_progress;
    bool m_running = false;
    bool m_everyCable = false;
    QString m_undoText;
    Outcome m_outcome = Outcome::Unchanged;
    RoutingResult m_result;
    QString m_message;
};

}  // namespace sn
