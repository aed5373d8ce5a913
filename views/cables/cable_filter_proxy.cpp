#include "views/cables/cable_filter_proxy.h"

#include "model/core/natural_order.h"
#include "views/cables/cable_table_model.h"

namespace sn {

CableFilterProxy::CableFilterProxy(QObject* parent) : QSortFilterProxyModel(parent) {
    setDynamicSortFilter(true);
}

void CableFilterProxy::setCableModel(CableTableModel* model) {
    m_model = model;
    setSourceModel(model);
}

void CableFilterProxy::setFilter(const Filter& filter) {
    if (filter == m_filter) return;
    m_filter = filter;
    invalidateFilter();
}

bool CableFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex&) const {
    const Filter& f = m_filter;
    // No filter: every row, without making its cells (the model makes them when asked).
    if (f == Filter()) return true;
    const ScheduleRow& row = m_model->scheduleRow(sourceRow);
    if (!f.rack.isEmpty() && row.aRack != f.rack && row.bRack != f.rack) return false;
    if (!f.role.isEmpty() && row.role != f.role) return false;
    if (!f.media.isEmpty() && row.media != f.media) return false;
    if (f.minM || f.maxM) {
        // The length the crew will pull: what is ordered, else what the route needs.
        const std::optional<double> length = row.orderedLengthM ? row.orderedLengthM : row.routeLengthM;
        if (!length) return false;
        if (f.minM && *length < *f.minM) return false;
        if (f.maxM && *length > *f.maxM) return false;
    }
    if (!f.status.isEmpty() && m_model->statusAt(sourceRow) != f.status) return false;
    return !f.withFindings || m_model->hasFinding(sourceRow);
}

bool CableFilterProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const QVariant a = left.data(CableTableModel::SortRole);
    const QVariant b = right.data(CableTableModel::SortRole);
    if (a.typeId() == QMetaType::Double || b.typeId() == QMetaType::Double) {
        if (!a.isValid() || !b.isValid()) return !a.isValid() && b.isValid();
        return a.toDouble() < b.toDouble();
    }
    return naturalCompare(a.toString(), b.toString()) < 0;
}

}  // namespace sn
