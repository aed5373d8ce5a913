#pragma once

#include "model/rules/finding.h"

#include <QObject>
#include <QPointer>

#include <vector>

class QAction;
class QMainWindow;

namespace sn {

class Design;
class ElevationPanel;
class FloorPlanView;
class VerifyCablingDialog;
class VerifyElevationMarks;
class VerifyMarks;
class VerifyOverlay;

/// File ▸ Verify Cabling… for the open document: the action, its dialog,
/// the verify marks and their drawing on the floor plan and the elevation.
class VerifyTools final : public QObject {
    Q_OBJECT
public:
    explicit VerifyTools(QMainWindow* window);
    QAction* action() const { return m_action; }
    /// Follows a new document: earlier marks are dropped, the overlay goes on its floor plan.
    void setDocument(Design& design, FloorPlanView* plan, ElevationPanel* elevation);
    /// Shows the dialog (made on first use).
    VerifyCablingDialog* showDialog();
    VerifyMarks* marks() const { return m_marks; }
    VerifyOverlay* overlay() const;

Q_SIGNALS:
    /// A dialog row was activated: select and show these.
    void objectsActivated(const std::vector<sn::ObjectRef>& objects);

private:
    QMainWindow* m_window;
    QAction* m_action;
    VerifyMarks* m_marks;
    VerifyElevationMarks* m_elevationMarks;
    Design* m_design = nullptr;
    QPointer<VerifyCablingDialog> m_dialog;
    QPointer<VerifyOverlay> m_overlay;
};

}  // namespace sn
