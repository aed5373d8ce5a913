#pragma once

#include "model/rules/finding.h"

#include <QAbstractItemModel>

#include <vector>

namespace sn {

/// The rule findings as a three-level tree: severity (errors, warnings,
/// info), then rule, then the findings themselves with their measured value
/// and limit. A text filter and per-severity switches narrow what is shown;
/// groups left empty by the filter are not shown.
class FindingsModel final : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { MessageColumn, MeasuredColumn, LimitColumn, ColumnCount };

    explicit FindingsModel(QObject* parent = nullptr);

    /// Replaces the findings; does nothing (and keeps the view's state) when they are the same.
    void setFindings(std::vector<Finding> findings);
    const std::vector<Finding>& findings() const { return m_all; }
    /// Shows findings whose message or rule key contains `text` (any case)
    /// and whose severity is switched on.
    void setFilter(const QString& text, bool errors, bool warnings, bool info);
    /// The finding at a leaf index; nullptr for group rows.
    const Finding* finding(const QModelIndex& index) const;
    /// How many findings pass the filter.
    int shownCount() const { return m_shown; }
    /// A stable key for a group row ("error", "error/power.rack-budget"), to keep it expanded across resets.
    QString groupKey(const QModelIndex& index) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct RuleGroup {
        QString key;
        std::vector<int> findings;  ///< indices into m_all
    };
    struct SeverityGroup {
        Severity severity = Severity::Error;
        std::vector<RuleGroup> rules;
        int count = 0;
    };
    void regroup();
    bool passes(const Finding& finding) const;
    QVariant groupData(const QModelIndex& index, int role) const;

    std::vector<Finding> m_all;
    std::vector<SeverityGroup> m_groups;
    QString m_text;
    bool m_show[3] = {true, true, true};  ///< by Severity value
    int m_shown = 0;
};

}  // namespace sn
