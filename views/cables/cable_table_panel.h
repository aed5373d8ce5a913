#pragma once

#include "model/rules/finding.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QModelIndex;
class QTableView;
class QVariant;

namespace sn {

class CableFilterProxy;
class CableTableModel;
class Design;
class RuleEngine;
class SelectionModel;

/// All cables in a table with the cable schedule's columns: sortable,
/// filtered by rack, role, media, length range and "with findings", its row
/// selection the same as the editor's cable selection. Type and ordered
/// length are edited in place; an edit of a row inside a multi-row
/// selection applies to every selected cable as one undo step.
class CableTablePanel final : public QWidget {
    Q_OBJECT
public:
    /// `engine` (may be null) supplies the findings that mark cables.
    CableTablePanel(Design& design, SelectionModel& selection, const RuleEngine* engine, QWidget* parent = nullptr);
    ~CableTablePanel() override;

    /// "Cables (12 288)", or "Cables (40 of 12 288)" while filtered.
    QString title() const;
    QSize sizeHint() const override;
    /// The last refused edit ("" after one went through).
    QString lastError() const;

    QTableView* table() const { return m_table; }
    CableTableModel* model() const { return m_model; }
    CableFilterProxy* proxy() const { return m_proxy; }
    QComboBox* rackFilter() const { return m_rack; }
    QComboBox* roleFilter() const { return m_role; }
    QComboBox* mediaFilter() const { return m_media; }
    QDoubleSpinBox* minLengthFilter() const { return m_minM; }
    QDoubleSpinBox* maxLengthFilter() const { return m_maxM; }
    QCheckBox* findingsFilter() const { return m_withFindings; }
    QComboBox* statusFilter() const { return m_status; }

Q_SIGNALS:
    void titleChanged(const QString& title);
    /// A row was activated (double-click outside the editable cells, Enter).
    void objectsActivated(const std::vector<sn::ObjectRef>& objects);

private:
    QWidget* buildFilterBar();
    void refillRacks();
    void applyFilter();
    void updateFlags();
    void commit(const QModelIndex& proxyIndex, const QVariant& value);
    /// Table selection → editor selection, and back.
    void tableSelectionChanged();
    void showSelection();
    void updateTitle();

    Design& m_design;
    SelectionModel& m_selection;
    const RuleEngine* m_engine;
    CableTableModel* m_model;
    CableFilterProxy* m_proxy;
    QTableView* m_table;
    QComboBox *m_rack, *m_role, *m_media, *m_status;
    QDoubleSpinBox *m_minM, *m_maxM;
    QCheckBox* m_withFindings;
    QLabel* m_error;
    bool m_syncing = false;
    bool m_designGone = false;  ///< an editor closing while the window is torn down commits nothing
    QString m_title;
    bool m_columnsFitted = false;  ///< columns sized to the first rows shown
};

}  // namespace sn
