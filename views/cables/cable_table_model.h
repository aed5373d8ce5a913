#pragma once

#include "exporters/labels/label_scheme.h"
#include "exporters/schedule/cable_schedule.h"
#include "model/core/ids.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSet>

#include <vector>

namespace sn {

class Design;

/// Every cable of the design as a row of the cable schedule (the same
/// columns and cells as `export schedule`), in document order. Rows follow
/// the design's signals one cable at a time, or all at once after a batch.
/// Ordered length and cable type are editable; the edit itself is made by
/// the table's delegate through undo commands, never by setData.
class CableTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    /// Numbers for the numeric columns (invalid when empty), text otherwise.
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit CableTableModel(const Design& design, QObject* parent = nullptr);

    static int typeColumn();
    static int orderedLengthColumn();

    CableId cableAt(int row) const { return m_rows[size_t(row)].id; }
    /// -1 when the cable has no row.
    int rowOf(CableId cable) const { return m_rowOf.value(cable, -1); }
    const ScheduleRow& scheduleRow(int row) const { return m_rows[size_t(row)].row; }
    bool hasFinding(int row) const { return m_flagged.contains(m_rows[size_t(row)].id); }
    /// The cable's status word ("planned", "ordered", "installed").
    QString statusAt(int row) const;
    /// Marks the cables some finding names (an icon in the first column, the "with findings" filter).
    void setFlagged(QSet<CableId> cables);
    /// Makes every row again.
    void rebuild();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    struct Entry {
        CableId id;
        ScheduleRow row;
        QStringList cells;
    };
    Entry make(const Cable& cable) const;
    /// A cell as shown: role and media in words, everything else as the schedule has it.
    static QString shownText(const Entry& e, int column);
    void listen();
    void touch(CableId cable);
    void touchDevice(DeviceId device);
    void structural();
    void afterBatch();
    void refresh(CableId cable);
    void inserted(CableId cable);
    void removed(CableId cable);
    void reindexFrom(int row);

    const Design& m_design;
    LabelScheme m_scheme;
    std::vector<Entry> m_rows;
    QHash<CableId, int> m_rowOf;
    QSet<CableId> m_flagged;
    // Changes seen inside a batch, applied when it ends.
    QSet<CableId> m_dirty;
    bool m_rebuild = false;
};

}  // namespace sn
