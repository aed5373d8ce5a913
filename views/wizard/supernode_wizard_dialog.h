#pragma once

#include "model/topology/supernode_wizard.h"
#include "model/topology/wizard_error.h"
#include "views/wizard/wizard_form.h"

#include <QDialog>

#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QPushButton;
class QThread;
class QTimer;

namespace sn {

class Design;

/// File ▸ New Supernode…: the wizard's questions, a live summary (servers,
/// racks, switches, cables, kW, L/min) and Finish, which lays the supernode
/// into the (empty) design as one undo step. The summary re-runs
/// SupernodeWizard::build on a worker thread a moment after the last edit,
/// so typing stays smooth even at 16 384 GPUs; a result for parameters that
/// have since changed is dropped. Impossible parameters show the wizard's
/// reason and disable Finish.
class SupernodeWizardDialog final : public QDialog {
    Q_OBJECT
public:
    /// Quiet time after an edit before the summary is rebuilt.
    static constexpr int kDebounceMs = 150;

    SupernodeWizardDialog(Design& design, QWidget* parent = nullptr);
    ~SupernodeWizardDialog() override;

    WizardForm* form() const { return m_form; }
    /// True when the summary matches the fields and Finish may be pressed.
    bool isReady() const;
    /// The summary shown (nullopt while building or after an error).
    std::optional<WizardSummary> summary() const;
    /// The wizard's reason the parameters are impossible (empty when fine),
    /// after the field it is about ("Cooling: …").
    QString error() const;
    /// The name of a wizard parameter as the dialog's fields call it.
    static QString fieldName(WizardField field);
    /// A wizard refusal as the dialog says it: "Cooling: MESSAGE".
    static QString refusal(WizardField field, const QString& message);
    QPushButton* finishButton() const { return m_finish; }
    /// The dialog's result when the user asks to compare variants of the
    /// fields' requirement instead of finishing one design.
    static constexpr int CompareVariants = 2;
    QPushButton* compareButton() const { return m_compare; }
    /// The fields' parameters, in the design's hall when it has one: what Finish builds.
    WizardParams params() const;
    /// How long the last build took on the worker, in milliseconds.
    double lastBuildMs() const { return m_lastBuildMs; }

    void accept() override;

Q_SIGNALS:
    /// A build finished and the summary shows its outcome (for tests and timing).
    void summaryUpdated();

private:
    struct Outcome;
    void scheduleBuild();
    void startBuild();
    void finishBuild();
    void showOutcome(const Outcome& outcome);

    Design& m_design;
    WizardForm* m_form;
    QLabel* m_summary;                 ///< a note above the figures ("no supernode …")
    std::vector<QLabel*> m_figures;    ///< the summary's values, in showOutcome's order
    QLabel* m_error;
    QPushButton* m_finish = nullptr;
    QPushButton* m_compare = nullptr;
    QTimer* m_debounce;
    QThread* m_worker = nullptr;
    std::shared_ptr<Outcome> m_running;  ///< the worker's build, until it finishes
    std::shared_ptr<Outcome> m_shown;    ///< the build the summary shows
    int m_generation = 0;                ///< bumps on every edit
    double m_lastBuildMs = 0;
};

}  // namespace sn
