#include "views/findings/findings_model.h"

#include <QApplication>
#include <QLocale>
#include <QStyle>

#include <algorithm>
#include <cmath>

namespace sn {

namespace {
// internalId of an index names its parent: 0 for a severity row (parent is
// the root), 1 + s for a rule row under severity row s, and
// kFindingBase + 3·r + s for a finding under rule row r of severity row s.
constexpr quintptr kFindingBase = 4;

/// "130 000 W", "0.46 m", "27.5 %": whole numbers without decimals, others to 2.
QString figure(double value, const QString& unit) {
    const bool whole = std::abs(value - std::round(value)) < 1e-9;
    const QString number = QLocale().toString(value, 'f', whole ? 0 : 2);
    return unit.isEmpty() ? number : number + QLatin1Char(' ') + unit;
}

QIcon severityIcon(Severity severity) {
    switch (severity) {
    case Severity::Error: return QApplication::style()->standardIcon(QStyle::SP_MessageBoxCritical);
    case Severity::Warning: return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    case Severity::Info: break;
    }
    return QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
}
}  // namespace

FindingsModel::FindingsModel(QObject* parent) : QAbstractItemModel(parent) {}

void FindingsModel::setFindings(std::vector<Finding> findings) {
    if (findings == m_all) return;
    beginResetModel();
    m_all = std::move(findings);
    regroup();
    endResetModel();
}

void FindingsModel::setFilter(const QString& text, bool errors, bool warnings, bool info) {
    const bool same = text == m_text && m_show[int(Severity::Error)] == errors
                      && m_show[int(Severity::Warning)] == warnings && m_show[int(Severity::Info)] == info;
    if (same) return;
    beginResetModel();
    m_text = text;
    m_show[int(Severity::Error)] = errors;
    m_show[int(Severity::Warning)] = warnings;
    m_show[int(Severity::Info)] = info;
    regroup();
    endResetModel();
}

bool FindingsModel::passes(const Finding& f) const {
    if (!m_show[int(f.severity)]) return false;
    if (m_text.isEmpty()) return true;
    return f.message.contains(m_text, Qt::CaseInsensitive) || f.ruleKey.contains(m_text, Qt::CaseInsensitive);
}

void FindingsModel::regroup() {
    m_groups.clear();
    m_shown = 0;
    // The engine lists findings in registry order, so a rule's findings are
    // contiguous within each severity; grouping keeps that order.
    for (Severity severity : {Severity::Error, Severity::Warning, Severity::Info}) {
        SeverityGroup group;
        group.severity = severity;
        for (int i = 0; i < int(m_all.size()); ++i) {
            const Finding& f = m_all[size_t(i)];
            if (f.severity != severity || !passes(f)) continue;
            if (group.rules.empty() || group.rules.back().key != f.ruleKey) {
                auto same = std::find_if(group.rules.begin(), group.rules.end(),
                                         [&](const RuleGroup& r) { return r.key == f.ruleKey; });
                if (same == group.rules.end()) same = group.rules.insert(group.rules.end(), RuleGroup{f.ruleKey, {}});
                same->findings.push_back(i);
            } else {
                group.rules.back().findings.push_back(i);
            }
            ++group.count;
        }
        m_shown += group.count;
        if (group.count > 0) m_groups.push_back(std::move(group));
    }
}

const Finding* FindingsModel::finding(const QModelIndex& index) const {
    if (!index.isValid() || index.internalId() < kFindingBase) return nullptr;
    const quintptr k = index.internalId() - kFindingBase;
    const auto& rule = m_groups[k % 3].rules[k / 3];
    return &m_all[size_t(rule.findings[size_t(index.row())])];
}

QString FindingsModel::groupKey(const QModelIndex& index) const {
    if (!index.isValid() || index.internalId() >= kFindingBase) return {};
    if (index.internalId() == 0) return kSeverityNames.name(m_groups[size_t(index.row())].severity);
    const SeverityGroup& group = m_groups[index.internalId() - 1];
    return kSeverityNames.name(group.severity) + QLatin1Char('/') + group.rules[size_t(index.row())].key;
}

QModelIndex FindingsModel::index(int row, int column, const QModelIndex& parent) const {
    if (row < 0 || column < 0 || column >= ColumnCount || row >= rowCount(parent)) return {};
    if (!parent.isValid()) return createIndex(row, column, quintptr(0));
    if (parent.internalId() == 0) return createIndex(row, column, quintptr(parent.row()) + 1);
    const quintptr s = parent.internalId() - 1;
    return createIndex(row, column, kFindingBase + 3 * quintptr(parent.row()) + s);
}

QModelIndex FindingsModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == 0) return {};
    if (child.internalId() < kFindingBase) return createIndex(int(child.internalId() - 1), 0, quintptr(0));
    const quintptr k = child.internalId() - kFindingBase;
    return createIndex(int(k / 3), 0, (k % 3) + 1);
}

int FindingsModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) return int(m_groups.size());
    if (parent.column() != 0) return 0;
    if (parent.internalId() == 0) return int(m_groups[size_t(parent.row())].rules.size());
    if (parent.internalId() < kFindingBase)
        return int(m_groups[parent.internalId() - 1].rules[size_t(parent.row())].findings.size());
    return 0;
}

int FindingsModel::columnCount(const QModelIndex&) const { return ColumnCount; }

QVariant FindingsModel::groupData(const QModelIndex& index, int role) const {
    if (index.column() != MessageColumn) return {};
    if (index.internalId() == 0) {
        const SeverityGroup& group = m_groups[size_t(index.row())];
        if (role == Qt::DecorationRole) return severityIcon(group.severity);
        if (role != Qt::DisplayRole) return {};
        switch (group.severity) {
        case Severity::Error: return tr("Errors (%1)").arg(group.count);
        case Severity::Warning: return tr("Warnings (%1)").arg(group.count);
        case Severity::Info: break;
        }
        return tr("Information (%1)").arg(group.count);
    }
    const RuleGroup& rule = m_groups[index.internalId() - 1].rules[size_t(index.row())];
    if (role == Qt::DisplayRole) return QStringLiteral("%1 (%2)").arg(rule.key).arg(rule.findings.size());
    return {};
}

QVariant FindingsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const Finding* f = finding(index);
    if (!f) return groupData(index, role);
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == MessageColumn) return f->message;
        if (index.column() == MeasuredColumn) return figure(f->measured, f->unit);
        return f->limit ? figure(*f->limit, f->unit) : QString();
    case Qt::DecorationRole:
        return index.column() == MessageColumn ? QVariant(severityIcon(f->severity)) : QVariant();
    case Qt::ToolTipRole: return QStringLiteral("%1\n%2").arg(f->message, f->ruleKey);
    case Qt::TextAlignmentRole:
        return index.column() == MessageColumn ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    default: return {};
    }
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case MessageColumn: return tr("Finding");
    case MeasuredColumn: return tr("Measured");
    case LimitColumn: return tr("Limit");
    default: return {};
    }
}

}  // namespace sn
