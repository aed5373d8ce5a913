#include "views/cables/cable_table_panel.h"

#include "model/core/natural_order.h"
#include "model/design/design.h"
#include "model/rules/rule_engine.h"
#include "views/cables/cable_delegate.h"
#include "views/cables/cable_edits.h"
#include "views/cables/cable_filter_proxy.h"
#include "views/cables/cable_table_model.h"
#include "views/common/selection_model.h"
#include "views/floorplan/route_style.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace sn {

CableTablePanel::CableTablePanel(Design& design, SelectionModel& selection, const RuleEngine* engine, QWidget* parent)
    : QWidget(parent), m_design(design), m_selection(selection), m_engine(engine),
      m_model(new CableTableModel(design, this)), m_proxy(new CableFilterProxy(this)), m_table(new QTableView(this)),
      m_error(new QLabel(this)) {
    m_proxy->setCableModel(m_model);
    m_table->setModel(m_proxy);
    m_table->setItemDelegate(new CableDelegate(design, *m_proxy,
                                               [this](const QModelIndex& i, const QVariant& v) { commit(i, v); }, this));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(true);
    // 12 000 rows: fixed row heights, no per-row measuring.
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    // Document order until the user picks a column to sort by.
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setResizeContentsPrecision(100);
    m_table->resizeColumnsToContents();

    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_error->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(buildFilterBar());
    layout->addWidget(m_error);
    layout->addWidget(m_table, 1);

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CableTablePanel::tableSelectionChanged);
    connect(&selection, &SelectionModel::selectionChanged, this, &CableTablePanel::showSelection);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex& index) {
        if (index.flags() & Qt::ItemIsEditable) return;
        Q_EMIT objectsActivated({ObjectRef::of(m_model->cableAt(m_proxy->mapToSource(index).row()))});
    });
    // A reset or re-sort drops or moves the view's selection: show the editor's again.
    const auto reselect = [this] {
        showSelection();
        updateTitle();
    };
    // Columns fit their contents once there are any: a design filled after the
    // panel was made (the wizard, a paste) would keep header-wide columns ("C0…").
    const auto fitOnce = [this] {
        if (m_columnsFitted || m_proxy->rowCount() == 0) return;
        m_columnsFitted = true;
        m_table->resizeColumnsToContents();
    };
    m_columnsFitted = m_proxy->rowCount() > 0;
    connect(m_proxy, &QAbstractItemModel::modelReset, this, fitOnce);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, fitOnce);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, reselect);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, reselect);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &CableTablePanel::updateTitle);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &CableTablePanel::updateTitle);
    for (auto signal : {&Design::rackInserted, &Design::rackRemoved, &Design::rackChanged})
        connect(&design, signal, this, [this] { if (!m_design.inBatch()) refillRacks(); });
    connect(&design, &Design::batchEnded, this, &CableTablePanel::refillRacks);
    if (m_engine) connect(m_engine, &RuleEngine::findingsChanged, this, &CableTablePanel::updateFlags);
    connect(&design, &QObject::destroyed, this, [this] { m_designGone = true; });
    refillRacks();
    updateFlags();
    updateTitle();
}

CableTablePanel::~CableTablePanel() {
    // The view, proxy and model go with the panel; nothing may reach the
    // selection or the design on the way out (both may already be gone).
    m_table->selectionModel()->disconnect(this);
    m_proxy->disconnect(this);
    m_model->disconnect(this);
}

QWidget* CableTablePanel::buildFilterBar() {
    auto* bar = new QWidget(this);
    auto* grid = new QGridLayout(bar);
    grid->setContentsMargins(4, 4, 4, 0);
    m_rack = new QComboBox(bar);
    m_rack->setMinimumContentsLength(8);
    m_rack->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_role = new QComboBox(bar);
    m_role->addItem(tr("All roles"), QString());
    for (const auto& [role, word] : kPortRoleNames.entries) m_role->addItem(RouteStyle::name(role), QString::fromLatin1(word));
    m_media = new QComboBox(bar);
    m_media->addItem(tr("All media"), QString());
    for (const auto& [media, word] : kCableMediaNames.entries)
        m_media->addItem(RouteStyle::name(media), QString::fromLatin1(word));
    const auto lengthBox = [bar] {
        auto* box = new QDoubleSpinBox(bar);
        box->setRange(0, 2000);  // the longest catalog cable is 2 km of single-mode fibre
        box->setDecimals(1);
        box->setSuffix(QStringLiteral(" m"));
        box->setSpecialValueText(tr("any"));
        box->setKeyboardTracking(false);
        return box;
    };
    m_minM = lengthBox();
    m_maxM = lengthBox();
    m_minM->setToolTip(tr("Shortest length shown (ordered length, else routed length)"));
    m_maxM->setToolTip(tr("Longest length shown (ordered length, else routed length)"));
    m_withFindings = new QCheckBox(tr("With findings"), bar);
    m_withFindings->setToolTip(tr("Only cables a rule finding names"));
    m_status = new QComboBox(bar);
    m_status->setObjectName(QStringLiteral("cableStatusFilter"));
    m_status->addItem(tr("Any status"), QString());
    m_status->addItem(tr("planned"), QStringLiteral("planned"));
    m_status->addItem(tr("ordered"), QStringLiteral("ordered"));
    m_status->addItem(tr("installed"), QStringLiteral("installed"));

    const auto label = [bar](const QString& text, QWidget* buddy) {
        auto* l = new QLabel(text, bar);
        l->setBuddy(buddy);
        return l;
    };
    // Two rows of two filters and one of the lengths, so the dock stays
    // narrow enough to sit under the drawings of a half-screen window.
    grid->addWidget(label(tr("&Rack:"), m_rack), 0, 0);
    grid->addWidget(m_rack, 0, 1);
    grid->addWidget(label(tr("R&ole:"), m_role), 0, 2);
    grid->addWidget(m_role, 0, 3);
    grid->addWidget(label(tr("&Media:"), m_media), 1, 0);
    grid->addWidget(m_media, 1, 1);
    grid->addWidget(m_status, 1, 3);
    grid->addWidget(m_withFindings, 1, 4);
    grid->addWidget(label(tr("&Length:"), m_minM), 2, 0);
    grid->addWidget(m_minM, 2, 1);
    grid->addWidget(new QLabel(tr("to"), bar), 2, 2);
    grid->addWidget(m_maxM, 2, 3);
    grid->setColumnStretch(5, 1);

    // Sized for a short word: the lists show each whole, and the dock stays
    // narrow enough for the window to shrink ("Out-of-band management"
    // would widen it by itself).
    for (QComboBox* combo : {m_role, m_media, m_status}) {
        combo->setMinimumContentsLength(7);
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    }
    for (QComboBox* combo : {m_rack, m_role, m_media, m_status})
        connect(combo, &QComboBox::currentIndexChanged, this, &CableTablePanel::applyFilter);
    for (QDoubleSpinBox* box : {m_minM, m_maxM})
        connect(box, &QDoubleSpinBox::valueChanged, this, &CableTablePanel::applyFilter);
    connect(m_withFindings, &QCheckBox::toggled, this, &CableTablePanel::applyFilter);
    return bar;
}

void CableTablePanel::refillRacks() {
    const QString current = m_rack->currentData().toString();
    QStringList names;
    for (const Rack& rack : m_design.racks()) names << rack.name;
    std::sort(names.begin(), names.end(), naturalLess);
    const QSignalBlocker block(m_rack);
    m_rack->clear();
    m_rack->addItem(tr("All racks"), QString());
    for (const QString& name : names) m_rack->addItem(name, name);
    // A renamed or removed rack drops the filter to all racks.
    const int at = m_rack->findData(current);
    m_rack->setCurrentIndex(at < 0 ? 0 : at);
    if (at < 0 && !current.isEmpty()) applyFilter();
}

void CableTablePanel::applyFilter() {
    CableFilterProxy::Filter f;
    f.rack = m_rack->currentData().toString();
    f.role = m_role->currentData().toString();
    f.media = m_media->currentData().toString();
    if (m_minM->value() > 0) f.minM = m_minM->value();
    if (m_maxM->value() > 0) f.maxM = m_maxM->value();
    f.withFindings = m_withFindings->isChecked();
    f.status = m_status->currentData().toString();
    m_proxy->setFilter(f);
    updateTitle();
}

void CableTablePanel::updateFlags() {
    if (!m_engine) return;
    // Uuids first: a rail-mix finding names thousands of cables, and a uuid
    // needs no round trip through text to be looked up.
    QSet<QUuid> named;
    for (const Finding& finding : m_engine->findings())
        for (const ObjectRef& ref : finding.objects) {
            if (ref.kind == ObjectKind::Cable) {
                named.insert(ref.id);
            } else if (ref.kind == ObjectKind::Connection) {
                if (const auto connection = ref.as<ConnectionId>())
                    if (const auto cable = m_design.cableOf(*connection)) named.insert(cable->uuid());
            }
        }
    QSet<CableId> flagged;
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (named.contains(m_model->cableAt(row).uuid())) flagged.insert(m_model->cableAt(row));
    m_model->setFlagged(std::move(flagged));
}

void CableTablePanel::commit(const QModelIndex& proxyIndex, const QVariant& value) {
    if (m_designGone) return;
    const CableId edited = m_model->cableAt(m_proxy->mapToSource(proxyIndex).row());
    // Editing a row of a multi-row selection edits them all; any other row alone.
    std::vector<int> rows;
    bool inside = false;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows()) {
        const int row = m_proxy->mapToSource(index).row();
        rows.push_back(row);
        inside = inside || m_model->cableAt(row) == edited;
    }
    std::vector<CableId> targets;
    if (inside) {
        std::sort(rows.begin(), rows.end());  // document order
        for (int row : rows) targets.push_back(m_model->cableAt(row));
    } else {
        targets = {edited};
    }
    EditResult edit;
    if (proxyIndex.column() == CableTableModel::typeColumn()) {
        edit = CableEdits::setType(m_design, targets, value.toString());
    } else {
        const double metres = value.toDouble();
        edit = CableEdits::setOrderedLength(m_design, targets, metres > 0 ? std::optional(metres * 1000.0) : std::nullopt);
    }
    m_error->setText(edit.error);
    m_error->setVisible(!edit.error.isEmpty());
    if (edit) m_design.undoStack().push(edit.command.release());
}

QString CableTablePanel::lastError() const { return m_error->text(); }

void CableTablePanel::tableSelectionChanged() {
    if (m_syncing) return;
    std::vector<int> rows;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        rows.push_back(m_proxy->mapToSource(index).row());
    std::sort(rows.begin(), rows.end());
    std::vector<CableId> cables;
    cables.reserve(rows.size());
    for (int row : rows) cables.push_back(m_model->cableAt(row));
    if (cables.empty() && m_selection.cables().empty()) return;  // not ours to clear
    m_syncing = true;
    m_selection.setCables(std::move(cables));
    m_syncing = false;
}

void CableTablePanel::showSelection() {
    if (m_syncing) return;
    QItemSelection rows;
    QModelIndex first;
    const int last = m_proxy->columnCount() - 1;
    for (CableId id : m_selection.cables()) {
        const int row = m_model->rowOf(id);
        if (row < 0) continue;
        const QModelIndex at = m_proxy->mapFromSource(m_model->index(row, 0));
        if (!at.isValid()) continue;  // filtered out
        rows.select(at, at.siblingAtColumn(last));
        if (!first.isValid()) first = at;
    }
    m_syncing = true;
    m_table->selectionModel()->select(rows, QItemSelectionModel::ClearAndSelect);
    m_syncing = false;
    if (first.isValid()) m_table->scrollTo(first);
}

QString CableTablePanel::title() const { return m_title; }

QSize CableTablePanel::sizeHint() const {
    // A strip under the drawings: about a dozen rows, not half the window.
    return {QWidget::sizeHint().width(), fontMetrics().height() * 16};
}

void CableTablePanel::updateTitle() {
    const QLocale locale;
    const int all = m_model->rowCount(), shown = m_proxy->rowCount();
    const QString title = shown == all ? tr("Cables (%1)").arg(locale.toString(all))
                                       : tr("Cables (%1 of %2)").arg(locale.toString(shown), locale.toString(all));
    if (title == m_title) return;
    m_title = title;
    Q_EMIT titleChanged(m_title);
}

}  // namespace sn
