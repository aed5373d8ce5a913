#include "views/cables/cable_delegate.h"

#include "model/design/design.h"
#include "views/cables/cable_edits.h"
#include "views/cables/cable_filter_proxy.h"
#include "views/cables/cable_table_model.h"

#include <QComboBox>
#include <QDoubleSpinBox>

#include <algorithm>
#include <cmath>

namespace sn {

CableDelegate::CableDelegate(const Design& design, const CableFilterProxy& proxy, Commit commit, QObject* parent)
    : QStyledItemDelegate(parent), m_design(design), m_proxy(proxy), m_commit(std::move(commit)) {}

QWidget* CableDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    if (index.column() == CableTableModel::typeColumn()) {
        const CableId id = m_proxy.cableModel()->cableAt(m_proxy.mapToSource(index).row());
        const Cable* cable = m_design.cable(id);
        if (!cable) return nullptr;
        auto* combo = new QComboBox(parent);
        for (const CableType* type : CableEdits::compatibleTypes(m_design, *cable))
            combo->addItem(QStringLiteral("%1 (%2)").arg(type->id, type->model), type->id);
        if (combo->count() == 0) {
            delete combo;
            return nullptr;  // no catalog cable fits these ports: nothing to choose
        }
        return combo;
    }
    if (index.column() == CableTableModel::orderedLengthColumn()) {
        auto* box = new QDoubleSpinBox(parent);
        // Up to the longest catalog cable (2 km single-mode); 0 hands the choice back to routing.
        box->setRange(0, 2000);
        box->setDecimals(2);
        box->setSingleStep(0.5);
        box->setSuffix(QStringLiteral(" m"));
        box->setSpecialValueText(tr("routing chooses"));
        return box;
    }
    return QStyledItemDelegate::createEditor(parent, option, index);
}

void CableDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        combo->setCurrentIndex(std::max(0, combo->findData(index.data(Qt::EditRole))));
        return;
    }
    if (auto* box = qobject_cast<QDoubleSpinBox*>(editor)) {
        box->setValue(index.data(Qt::EditRole).toDouble());
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void CableDelegate::setModelData(QWidget* editor, QAbstractItemModel*, const QModelIndex& index) const {
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        if (combo->currentData().toString() != index.data(Qt::EditRole).toString()) m_commit(index, combo->currentData());
        return;
    }
    if (auto* box = qobject_cast<QDoubleSpinBox*>(editor)) {
        box->interpretText();
        // The box shows centimetres: a length it rounded for display is not a change.
        if (std::abs(box->value() - index.data(Qt::EditRole).toDouble()) >= 0.005) m_commit(index, box->value());
    }
}

}  // namespace sn
