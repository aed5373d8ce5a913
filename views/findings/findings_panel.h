#pragma once

#include "model/rules/finding.h"

#include "views/common/snapshot_pass.h"

#include <QPointer>
#include <QSet>
#include <QWidget>

#include <vector>

class QLabel;
class QLineEdit;
class QToolButton;
class QTreeView;

namespace sn {

class Design;
class FindingsModel;
class RoutingFindings;
class RuleEngine;
class SelectionModel;

/// The live rule panel: every rule's findings on the open design, grouped
/// by severity and rule, kept current by an incremental RuleEngine after
/// each edit (whole runs go to a worker, on a snapshot). A text filter and
/// severity switches narrow the list; activating a finding (double-click,
/// Enter) selects its objects.
class FindingsPanel final : public QWidget {
    Q_OBJECT
public:
    FindingsPanel(Design& design, SelectionModel& selection, QWidget* parent = nullptr);
    ~FindingsPanel() override;

    const RuleEngine& engine() const { return *m_engine; }
    /// The findings shown are the design's as it is now (no rule run under way).
    bool isUpToDate() const;
    /// Also shows what the editor's routing runs found (unrouted cables,
    /// over-full cable managers), kept current by `source`.
    void setRoutingFindings(RoutingFindings* source);
    /// "Findings (3 errors, 5 warnings)", for the dock or tab title.
    QString title() const;
    QSize sizeHint() const override;

    FindingsModel* model() const { return m_model; }
    QTreeView* tree() const { return m_tree; }
    QLineEdit* filterEdit() const { return m_filter; }
    QToolButton* severityToggle(Severity severity) const { return m_toggles[int(severity)]; }
    /// Selects the objects of the finding at `index` (a model index) and
    /// emits objectsActivated; group rows do nothing.
    void activate(const QModelIndex& index);

Q_SIGNALS:
    void titleChanged(const QString& title);
    /// The user asked to see these objects; they are already selected.
    void objectsActivated(const std::vector<sn::ObjectRef>& objects);

private:
    /// Runs every rule on a snapshot on a worker; the engine adopts the result.
    void runWhole();
    void refresh();
    void applyFilter();
    /// Severity groups open, rule groups open unless the user closed them.
    void restoreExpansion();

    const Design& m_design;
    SelectionModel& m_selection;
    RuleEngine* m_engine;
    FindingsModel* m_model;
    QTreeView* m_tree;
    QLineEdit* m_filter;
    QToolButton* m_toggles[3] = {};  ///< by Severity value
    QLabel* m_shown;
    QSet<QString> m_collapsed;  ///< group keys the user closed
    QPointer<RoutingFindings> m_routing;
    SnapshotPass m_pass;  ///< last member: its destructor waits for a run under way
};

}  // namespace sn
