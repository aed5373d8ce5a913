#include "views/cables/cable_table_model.h"

#include "model/design/design.h"
#include "views/floorplan/route_style.h"

#include <QApplication>
#include <QStyle>

#include <algorithm>

namespace sn {

namespace {

/// The schedule's column keys, made once: views ask for the count constantly.
const QStringList& columnKeys() {
    static const QStringList keys = CableSchedule::columns();
    return keys;
}

int columnNamed(const char* key) { return int(columnKeys().indexOf(QLatin1String(key))); }

/// The schedule's numeric columns: they sort by value, not by text.
std::optional<double> number(const ScheduleRow& row, int column) {
    static const int route = columnNamed("route_length_m"), ordered = columnNamed("ordered_length_m"),
                     bend = columnNamed("min_bend_radius_mm"), tightest = columnNamed("tightest_bend_mm");
    if (column == route) return row.routeLengthM;
    if (column == ordered) return row.orderedLengthM;
    if (column == bend) return row.minBendRadiusMm;
    if (column == tightest) return row.tightestBendMm;
    return std::nullopt;
}

bool isNumeric(int column) {
    static const QSet<int> numeric{columnNamed("route_length_m"), columnNamed("ordered_length_m"),
                                   columnNamed("min_bend_radius_mm"), columnNamed("tightest_bend_mm")};
    return numeric.contains(column);
}

}  // namespace

CableTableModel::CableTableModel(const Design& design, QObject* parent) : QAbstractTableModel(parent), m_design(design) {
    listen();
    rebuild();
}

int CableTableModel::typeColumn() {
    static const int column = columnNamed("cable_type");
    return column;
}

int CableTableModel::orderedLengthColumn() {
    static const int column = columnNamed("ordered_length_m");
    return column;
}

CableTableModel::Entry CableTableModel::make(const Cable& cable) const {
    Entry e{CableSchedule::row(m_design, m_scheme, cable), {}};
    e.cells = CableSchedule::cells(e.row);
    return e;
}

const CableTableModel::Entry& CableTableModel::entry(int row) const {
    std::unique_ptr<Entry>& made = m_made[size_t(row)];
    if (!made) {
        // A row's cable is in the design while it has a row (removals drop it).
        made = std::make_unique<Entry>(make(*m_design.cable(m_ids[size_t(row)])));
    }
    return *made;
}

int CableTableModel::madeRows() const {
    return int(std::count_if(m_made.begin(), m_made.end(), [](const auto& e) { return e != nullptr; }));
}

void CableTableModel::listen() {
    const Design* d = &m_design;
    connect(d, &Design::cableInserted, this, [this](CableId id) { m_design.inBatch() ? void(m_rebuild = true) : inserted(id); });
    connect(d, &Design::cableRemoved, this, [this](CableId id) { m_design.inBatch() ? void(m_rebuild = true) : removed(id); });
    connect(d, &Design::cableChanged, this, &CableTableModel::touch);
    connect(d, &Design::connectionChanged, this, [this](ConnectionId id) {
        if (const auto cable = m_design.cableOf(id)) touch(*cable);
    });
    connect(d, &Design::deviceChanged, this, &CableTableModel::touchDevice);
    connect(d, &Design::rackChanged, this, [this](RackId id) {
        for (DeviceId device : m_design.devicesIn(id)) touchDevice(device);
    });
    // Names that appear in many rows (room and row codes in labels, tray
    // names) or the catalog: every row again.
    for (auto signal : {&Design::roomChanged, &Design::catalogChanged})
        connect(d, signal, this, &CableTableModel::structural);
    connect(d, &Design::rowChanged, this, &CableTableModel::structural);
    connect(d, &Design::trayChanged, this, &CableTableModel::structural);
    connect(d, &Design::trayRemoved, this, &CableTableModel::structural);
    connect(d, &Design::batchEnded, this, &CableTableModel::afterBatch);
}

void CableTableModel::touch(CableId cable) {
    if (m_design.inBatch()) m_dirty.insert(cable);
    else refresh(cable);
}

void CableTableModel::touchDevice(DeviceId device) {
    for (ConnectionId c : m_design.connectionsOf(device))
        if (const auto cable = m_design.cableOf(c)) touch(*cable);
}

void CableTableModel::structural() {
    if (m_design.inBatch()) m_rebuild = true;
    else rebuild();
}

void CableTableModel::afterBatch() {
    // Changing many rows one by one costs a sorted view a re-sort each; past
    // a quarter of the table one reset is cheaper.
    if (m_rebuild || m_dirty.size() > int(m_ids.size()) / 4) {
        rebuild();
    } else {
        for (CableId id : std::as_const(m_dirty)) refresh(id);
    }
    m_dirty.clear();
    m_rebuild = false;
}

void CableTableModel::rebuild() {
    beginResetModel();
    m_ids.clear();
    m_ids.reserve(size_t(m_design.cables().size()));
    for (const Cable& cable : m_design.cables()) m_ids.push_back(cable.id);
    m_made.clear();
    m_made.resize(m_ids.size());
    m_rowOf.clear();
    reindexFrom(0);
    endResetModel();
}

void CableTableModel::reindexFrom(int row) {
    for (int i = row; i < int(m_ids.size()); ++i) m_rowOf.insert(m_ids[size_t(i)], i);
}

void CableTableModel::refresh(CableId id) {
    const int row = rowOf(id);
    const Cable* cable = m_design.cable(id);
    // A row never made was never shown, sorted or filtered: it is made
    // from the design as it is when first asked for.
    if (row < 0 || !cable || !m_made[size_t(row)]) return;
    Entry fresh = make(*cable);
    // A moved rack or device touches many cables whose cells stay the same:
    // only real changes reach the (possibly sorted) view.
    const Entry& old = *m_made[size_t(row)];
    if (fresh.cells == old.cells && fresh.row.routeLengthM == old.row.routeLengthM
        && fresh.row.orderedLengthM == old.row.orderedLengthM)
        return;
    *m_made[size_t(row)] = std::move(fresh);
    Q_EMIT dataChanged(index(row, 0), index(row, columnCount() - 1));
}

void CableTableModel::inserted(CableId id) {
    const int row = m_design.cables().indexOf(id);
    if (row < 0 || rowOf(id) >= 0) return;
    beginInsertRows({}, row, row);
    m_ids.insert(m_ids.begin() + row, id);
    m_made.insert(m_made.begin() + row, nullptr);
    reindexFrom(row);
    endInsertRows();
}

void CableTableModel::removed(CableId id) {
    const int row = rowOf(id);
    if (row < 0) return;
    beginRemoveRows({}, row, row);
    m_ids.erase(m_ids.begin() + row);
    m_made.erase(m_made.begin() + row);
    m_rowOf.remove(id);
    reindexFrom(row);
    endRemoveRows();
}

void CableTableModel::setFlagged(QSet<CableId> cables) {
    if (cables == m_flagged) return;
    // Only rows whose mark changes are announced: a few per edit.
    QSet<CableId> changed = cables;
    changed.unite(m_flagged);
    changed.subtract(QSet<CableId>(cables).intersect(m_flagged));
    m_flagged = std::move(cables);
    for (CableId id : std::as_const(changed))
        if (const int row = rowOf(id); row >= 0) Q_EMIT dataChanged(index(row, 0), index(row, 0));
}

int CableTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_ids.size()); }

int CableTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(columnKeys().size());
}

QString CableTableModel::shownText(const Entry& e, int column) {
    // The schedule keeps the ids (its CSV is read by scripts); a reader gets words in their language.
    static const int roleColumn = columnNamed("role"), mediaColumn = columnNamed("media");
    const QString cell = e.cells.value(column);
    if (column == roleColumn)
        if (const auto r = kPortRoleNames.parse(cell)) return RouteStyle::name(*r);
    if (column == mediaColumn)
        if (const auto m = kCableMediaNames.parse(cell)) return RouteStyle::name(*m);
    return cell;
}

QVariant CableTableModel::cellData(const Entry& e, int column, int role) {
    switch (role) {
    case Qt::DisplayRole: return shownText(e, column);
    case Qt::EditRole:
        if (column == typeColumn()) return e.row.cableType;
        if (column == orderedLengthColumn()) return e.row.orderedLengthM.value_or(0.0);
        return e.cells.value(column);
    case SortRole:
        if (isNumeric(column)) {
            const auto value = number(e.row, column);
            return value ? QVariant(*value) : QVariant();
        }
        return e.cells.value(column);
    default: return {};
    }
}

QVariant CableTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const int column = index.column();
    // Only the cells need the row made; the mark and alignment do not.
    if (role == Qt::DisplayRole || role == Qt::EditRole || role == SortRole)
        return cellData(entry(index.row()), column, role);
    const bool flagged = column == 0 && m_flagged.contains(m_ids[size_t(index.row())]);
    switch (role) {
    case Qt::TextAlignmentRole: return isNumeric(column) ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case Qt::DecorationRole:
        return flagged ? QVariant(QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning)) : QVariant();
    case Qt::ToolTipRole:
        return flagged ? QVariant(tr("A finding names this cable; see the Findings panel.")) : QVariant();
    default: return {};
    }
}

QVariant CableTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return QAbstractTableModel::headerData(section, orientation, role);
    const QString key = columnKeys().value(section);
    if (role == Qt::ToolTipRole) return tr("Cable schedule column %1").arg(key);
    if (role != Qt::DisplayRole) return {};
    static const QHash<QString, const char*> titles{
        {QStringLiteral("cable_id"), QT_TR_NOOP("Cable")},
        {QStringLiteral("a_rack"), QT_TR_NOOP("A rack")},
        {QStringLiteral("a_device"), QT_TR_NOOP("A device")},
        {QStringLiteral("a_port"), QT_TR_NOOP("A port")},
        {QStringLiteral("b_rack"), QT_TR_NOOP("B rack")},
        {QStringLiteral("b_device"), QT_TR_NOOP("B device")},
        {QStringLiteral("b_port"), QT_TR_NOOP("B port")},
        {QStringLiteral("role"), QT_TR_NOOP("Role")},
        {QStringLiteral("cable_type"), QT_TR_NOOP("Type")},
        {QStringLiteral("media"), QT_TR_NOOP("Media")},
        {QStringLiteral("route_length_m"), QT_TR_NOOP("Route (m)")},
        {QStringLiteral("ordered_length_m"), QT_TR_NOOP("Ordered (m)")},
        {QStringLiteral("min_bend_radius_mm"), QT_TR_NOOP("Min. bend radius (mm)")},
        {QStringLiteral("tightest_bend_mm"), QT_TR_NOOP("Tightest bend (mm)")},
        {QStringLiteral("trays"), QT_TR_NOOP("Trays")},
        {QStringLiteral("label_a"), QT_TR_NOOP("Label A end")},
        {QStringLiteral("label_b"), QT_TR_NOOP("Label B end")},
        {QStringLiteral("assembly"), QT_TR_NOOP("Assembly")},
        {QStringLiteral("leg"), QT_TR_NOOP("Leg")},
        {QStringLiteral("module_a"), QT_TR_NOOP("Optic A end")},
        {QStringLiteral("module_b"), QT_TR_NOOP("Optic B end")},
    };
    const char* title = titles.value(key);
    return title ? tr(title) : key;
}

Qt::ItemFlags CableTableModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.column() == typeColumn() || index.column() == orderedLengthColumn()) f |= Qt::ItemIsEditable;
    return f;
}

}  // namespace sn

namespace sn {

QString CableTableModel::statusAt(int row) const {
    const Cable* c = m_design.cable(m_ids[size_t(row)]);
    return c ? kCableStatusNames.name(c->status) : QString();
}

}  // namespace sn
