#pragma once

#include "core/ids.h"
#include "routing/routing_result.h"

#include <QObject>

#include <atomic>
#include <optional>
#include <vector>

class QProgressDialog;
class QWidget;

namespace sn {

class Design;
class DesignSnapshot;

/// Routes cables on a worker thread behind a window-modal progress dialog and
/// lands the result as one undo step. The worker reads a DesignSnapshot; a
/// result lands only on the revision it was computed from (else it is routed
/// again, and refused after three tries). Cancel stops the router between
/// cables and applies nothing.
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

    /// Every connection (nullopt) or only these cables; returns when done.
    Outcome run(const std::optional<std::vector<CableId>>& scope, const QString& undoText);
    /// The last run's result (empty after a cancel).
    const RoutingResult& result() const { return m_result; }
    /// A status line for the last run, e.g. "Routed 873 cables; 2 could not be routed."
    QString message() const { return m_message; }

Q_SIGNALS:
    /// The progress dialog is up and the worker about to start (tests press Cancel here).
    void dialogOpened(QProgressDialog* dialog);
    /// A run starts; the auto re-route waits until it has finished.
    void started();
    /// The run is over, its step (if any) pushed; `everyCable` when it routed
    /// every connection of the current design (moves before it are covered).
    void finished(bool everyCable);

private:
    Outcome routeAndApply(const std::optional<std::vector<CableId>>& scope, const QString& undoText);
    /// Routes the snapshot on a worker thread, running the GUI's events meanwhile.
    RoutingResult routeOnWorker(const DesignSnapshot& snapshot, const std::optional<std::vector<CableId>>& scope,
                                std::atomic<int>& done, std::atomic<int>& total, std::atomic<bool>& cancel);

    Design& m_design;
    QWidget* m_dialogParent;
    RoutingResult m_result;
    QString m_message;
};

}  // namespace sn
