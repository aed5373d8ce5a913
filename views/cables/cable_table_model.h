#pragma once

#include "exporters/labels/label_scheme.h"
#include "exporters/schedule/cable_schedule.h"
#include "model/core/ids.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSet>

#include <memory>
#include <vector>

namespace sn {

class Design;

/// Every cable of the design as a row of the cable schedule (the same
/// columns and cells as `export schedule`), in document order. A row's
/// cells are made when first asked for (a view shows a screenful; sorting or
/// filtering asks for all): making all 86 600 rows of 16 384 GPUs up front
/// was most of the time the window took to show the design. Rows follow
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

    CableId cableAt(int row) const { return m_ids[size_t(row)]; }
    /// -1 when the cable has no row.
    int rowOf(CableId cable) const { return m_rowOf.value(cable, -1); }
    const ScheduleRow& scheduleRow(int row) const { return entry(row).row; }
    bool hasFinding(int row) const { return m_flagged.contains(m_ids[size_t(row)]); }
    /// Rows whose cells have been made (what a test reads of the laziness).
    int madeRows() const;
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
        ScheduleRow row;
        QStringList cells;
    };
    Entry make(const Cable& cable) const;
    /// The row's entry, made now if it was not yet.
    const Entry& entry(int row) const;
    /// A cell as shown: role and media in words, everything else as the schedule has it.
    static QString shownText(const Entry& e, int column);
    /// A cell for DisplayRole, EditRole or SortRole.
    static QVariant cellData(const Entry& e, int column, int role);
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
    std::vector<CableId> m_ids;                          ///< by row, in document order
    mutable std::vector<std::unique_ptr<Entry>> m_made;  ///< by row; null until asked for
    QHash<CableId, int> m_rowOf;
    QSet<CableId> m_flagged;
    // Changes seen inside a batch, applied when it ends.
    QSet<CableId> m_dirty;
    bool m_rebuild = false;
};

}  // namespace sn
