#pragma once

#include <QFontMetrics>
#include <QHeaderView>
#include <QTableView>

#include <algorithm>

namespace sn {

/// Widens each column of `table` but the last (which stretches) to at
/// least its header's text, so a longer translation ("每部件每年故障次数")
/// is not cut to "每部件…". Measures the headers only, never the rows: a
/// table of 100 000 parts stays quick. Call after the headers are set.
inline void keepHeadersWhole(QTableView* table) {
    QHeaderView* header = table->horizontalHeader();
    const QFontMetrics metrics(header->font());
    constexpr int kPaddingPx = 28;  // margins and the sort arrow
    const int last = header->count() - 1;
    for (int section = 0; section < last; ++section) {
        const QString text = table->model()->headerData(section, Qt::Horizontal).toString();
        const int needed = metrics.horizontalAdvance(text) + kPaddingPx;
        if (header->sectionSize(section) < needed) header->resizeSection(section, needed);
    }
}

}  // namespace sn
