#pragma once

#include "core/ids.h"
#include "routing/routing_result.h"

#include <QObject>

#include <optional>
#include <vector>

class QProgressDialog;
class QWidget;

namespace sn {

class Design;

/// Routes cables on a worker thread behind a window-modal progress dialog
/// (so the design cannot be edited meanwhile) and lands the result as one
/// undo step. Cancel stops the router between cables and applies nothing.
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

private:
    Design& m_design;
    QWidget* m_dialogParent;
    RoutingResult m_result;
    QString m_message;
};

}  // namespace sn
