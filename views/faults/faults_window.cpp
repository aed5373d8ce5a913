#include "views/faults/faults_window.h"

#include "exporters/faults/faults_report.h"
#include "exporters/faults/hostfile.h"
#include "exporters/slurm/hostlist.h"
#include "model/analysis/failure_rates.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/netbox/edit_device_type_command.h"
#include "views/common/tool_window.h"
#include "views/common/whole_headers.h"

#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>

#include <QVBoxLayout>

#include <algorithm>
#include <map>
#include <utility>

namespace sn {

namespace {

/// A cell that sorts by number when it holds one.
QTableWidgetItem* cell(const QString& text, std::optional<double> number = std::nullopt, bool editable = false) {
    auto* item = new QTableWidgetItem;
    if (number) item->setData(Qt::DisplayRole, *number);
    else item->setText(text);
    if (!editable) item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

QTableWidget* table(const QStringList& headers, QWidget* parent, const char* name) {
    auto* t = new QTableWidget(0, int(headers.size()), parent);
    t->setObjectName(QString::fromLatin1(name));
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

/// A kind of part as a reader says it (the CLI and JSON keep the ids).
QString kindText(FaultKind kind) {
    switch (kind) {
    case FaultKind::Server: return FaultsWindow::tr("GPU server");
    case FaultKind::NvlinkSwitchTray: return FaultsWindow::tr("NVLink switch tray");
    case FaultKind::Leaf: return FaultsWindow::tr("leaf switch");
    case FaultKind::Spine: return FaultsWindow::tr("spine switch");
    case FaultKind::Core: return FaultsWindow::tr("core switch");
    case FaultKind::StorageLeaf: return FaultsWindow::tr("storage leaf");
    case FaultKind::StorageSpine: return FaultsWindow::tr("storage spine");
    case FaultKind::MgmtSwitch: return FaultsWindow::tr("management switch");
    case FaultKind::Switch: return FaultsWindow::tr("switch");
    case FaultKind::Node: return FaultsWindow::tr("host");
    case FaultKind::Pdu: return FaultsWindow::tr("PDU");
    case FaultKind::TapOff: return FaultsWindow::tr("busway tap-off");
    case FaultKind::PowerShelf: return FaultsWindow::tr("power shelf");
    case FaultKind::PduPhase: return FaultsWindow::tr("PDU phase");
    case FaultKind::UpstreamFeed: return FaultsWindow::tr("upstream feed");
    case FaultKind::Cdu: return FaultsWindow::tr("CDU");
    case FaultKind::CoolingLoop: return FaultsWindow::tr("cooling loop");
    case FaultKind::Manifold: return FaultsWindow::tr("manifold");
    case FaultKind::AirCooler: return FaultsWindow::tr("air cooler");
    case FaultKind::PipeRun: return FaultsWindow::tr("pipe run");
    }
    return kFaultKindNames.name(kind);
}

}  // namespace

FaultsWindow::FaultsWindow(QWidget* parent)
    : QWidget(parent, Qt::Window),
      m_summary(new QLabel(this)),
      m_tabs(new QTabWidget(this)),
      m_blast(table({tr("Part"), tr("Kind"), tr("GPUs lost"), tr("GPUs degraded"), tr("GPUs throttled"),
                     tr("Failures/yr"), tr("What it takes down")},
                    this, "faultBlastTable")),
      m_rates(table({tr("Device type"), tr("Parts"), tr("Failures/yr each"), tr("Source")}, this, "faultRateTable")),
      m_placement(table({tr("Replica"), tr("Ranks"), tr("SU"), tr("Hosts (stage order)")}, this, "faultPlacementTable")),
      m_tp(new QSpinBox(this)),
      m_pp(new QSpinBox(this)),
      m_dp(new QSpinBox(this)),
      m_spares(new QSpinBox(this)),
      m_placementMessage(new QLabel(this)),
      m_export(new QPushButton(tr("Export &Hostfile…"), this)) {
    setObjectName(QStringLiteral("faultsWindow"));
    setWindowTitle(tr("Fault Domains"));
    m_summary->setObjectName(QStringLiteral("faultSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_blast->setSortingEnabled(true);
    m_tabs->addTab(makeBlastTab(), tr("&Blast Radius"));
    m_tabs->addTab(m_rates, tr("Failure &Rates"));
    m_tabs->addTab(makePlacementTab(), tr("Rank &Placement"));
    auto* note = new QLabel(tr("Lost: down, or cut off from the scale-out fabric. Degraded: fewer scale-out or NVLink "
                               "links. Throttled: live PSUs that carry less than the device's maximum draw, so it caps its "
                               "power (the share in the impact). Choose a part to see on the floor plan and the "
                               "elevation what its failure takes down. Edit a rate to set it "
                               "for the design (Ctrl+Z undoes it)."),
                            this);
    note->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(note);
    ToolWindow::setUp(this, QSize(1100, 700));
    connect(m_rates, &QTableWidget::cellChanged, this, &FaultsWindow::rateEdited);
    connect(m_blast, &QTableWidget::currentCellChanged, this, [this] {
        if (!m_filling) blastRowChanged();
    });
}

FaultsWindow::~FaultsWindow() = default;

QWidget* FaultsWindow::makeBlastTab() {
    auto* tab = new QWidget(this);
    m_blastFilter = new QLineEdit(tab);
    m_blastFilter->setObjectName(QStringLiteral("faultBlastFilter"));
    m_blastFilter->setClearButtonEnabled(true);
    m_blastFilter->setPlaceholderText(tr("Filter by part or kind (\"phase\", \"A01\", \"CDU\")"));
    connect(m_blastFilter, &QLineEdit::textChanged, this, &FaultsWindow::filterBlast);
    auto* layout = new QVBoxLayout(tab);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_blastFilter);
    layout->addWidget(m_blast, 1);
    return tab;
}

void FaultsWindow::filterBlast() {
    // Hundreds of PDU phases and pipe runs: the rows whose part or kind holds the text.
    const QString text = m_blastFilter->text().trimmed();
    for (int row = 0; row < m_blast->rowCount(); ++row) {
        const bool shown = text.isEmpty() || m_blast->item(row, 0)->text().contains(text, Qt::CaseInsensitive) ||
                           m_blast->item(row, 1)->text().contains(text, Qt::CaseInsensitive);
        m_blast->setRowHidden(row, !shown);
    }
}

QWidget* FaultsWindow::makePlacementTab() {
    auto* tab = new QWidget(this);
    auto* form = new QFormLayout;
    const std::pair<QSpinBox*, QString> boxes[] = {
        {m_tp, tr("&TP (GPUs per tensor-parallel group):")},
        {m_pp, tr("&PP (pipeline stages per replica):")},
        {m_dp, tr("&DP (data-parallel replicas):")},
        {m_spares, tr("&Spare servers per SU:")},
    };
    for (const auto& [box, label] : boxes) {
        box->setRange(box == m_spares ? 0 : 1, 4096);
        form->addRow(label, box);
        // Spares change what a failure stops (the analysis); TP, PP and DP only where the ranks go.
        connect(box, &QSpinBox::valueChanged, this, [this, box] {
            if (m_filling) return;
            if (box == m_spares) refresh();
            else fillPlacement();
        });
    }
    m_tp->setObjectName(QStringLiteral("faultTp"));
    m_pp->setObjectName(QStringLiteral("faultPp"));
    m_dp->setObjectName(QStringLiteral("faultDp"));
    m_spares->setObjectName(QStringLiteral("faultSpares"));
    m_filling = true;  // no design yet: nothing to recompute
    m_tp->setValue(8);
    m_filling = false;
    m_placementMessage->setObjectName(QStringLiteral("faultPlacementMessage"));
    m_placementMessage->setWordWrap(true);
    m_export->setObjectName(QStringLiteral("faultExportHostfile"));
    connect(m_export, &QPushButton::clicked, this, &FaultsWindow::exportHostfile);
    auto* top = new QHBoxLayout;
    top->addLayout(form);
    top->addStretch(1);
    top->addWidget(m_export, 0, Qt::AlignBottom);
    auto* layout = new QVBoxLayout(tab);
    layout->addLayout(top);
    layout->addWidget(m_placementMessage);
    layout->addWidget(m_placement, 1);
    return tab;
}

void FaultsWindow::setDesign(Design* design) {
    m_planFor = nullptr;  // its plan fills the boxes at the first refresh
    m_watch.follow(design);
}

void FaultsWindow::showEvent(QShowEvent* event) {
    ToolWindow::keepOnScreen(this);
    QWidget::showEvent(event);
    m_watch.shown();
}

void FaultsWindow::takePlanOf(const Design& design, const FaultDomains* domains) {
    const std::optional<ParallelismPlan>& recorded = design.parallelismPlan();
    ParallelismPlan plan;
    plan.sparesPerSu = recorded ? recorded->sparesPerSu : 0;
    if (recorded && recorded->hasRanks()) {
        plan = *recorded;
    } else if (domains) {
        const auto& sizes = domains->nvlinkDomainGpus();
        const int largest = sizes.empty() ? 1 : *std::max_element(sizes.begin(), sizes.end());
        plan.tp = std::clamp(largest, 1, 8);
        plan.pp = 1;
        plan.dp = std::max(1, domains->totalGpus() / plan.tp);
    }
    const bool filling = std::exchange(m_filling, true);
    m_tp->setValue(plan.tp);
    m_pp->setValue(plan.pp);
    m_dp->setValue(plan.dp);
    m_spares->setValue(plan.sparesPerSu);
    m_filling = filling;
}

void FaultsWindow::refresh() {
    m_watch.refreshing();
    Design* design = m_watch.design();
    // A design newly shown: its recorded plan (spares first: they change the
    // analysis), else one job on all its GPUs once its domains are known.
    const bool newDesign = design && design != m_planFor;
    m_planFor = design;
    if (!design) {
        m_pass.cancel();
        display(nullptr, std::nullopt, false);
        return;
    }
    if (newDesign) takePlanOf(*design, nullptr);
    m_summary->setText(tr("Working out what each part's failure takes down…"));
    const int spares = m_spares->value();
    m_pass.run(*design, [this, spares, newDesign](std::shared_ptr<const DesignSnapshot> snapshot, const std::atomic<bool>&) {
        auto analysis = std::make_shared<FaultAnalysis>(FaultAnalysis::of(snapshot->design(), spares));
        return [this, snapshot, analysis, newDesign] { display(snapshot, std::move(*analysis), newDesign); };
    });
}

void FaultsWindow::display(std::shared_ptr<const DesignSnapshot> from, std::optional<FaultAnalysis> analysis, bool newDesign) {
    m_analysis = std::move(analysis);
    m_analysisFrom = std::move(from);  // the analysis points into the design it read
    if (newDesign && m_analysis) takePlanOf(m_analysisFrom->design(), &m_analysis->domains);
    m_filling = true;
    fillBlast();
    fillRates();
    fillPlacement();
    m_filling = false;
    for (QTableWidget* t : {m_blast, m_rates, m_placement}) keepHeadersWhole(t);
    if (!m_analysis) {
        m_summary->clear();
        return;
    }
    const FailureInterval& f = m_analysis->interval;
    const QString name = m_analysisFrom->design().info().name;
    setWindowTitle(tr("Fault Domains — %1").arg(name.isEmpty() ? tr("Untitled") : name));
    const double perWeek = FailureInterval::perWeek(f.annual);
    m_summary->setText(
        tr("%1 GPUs. A job on all of them is interrupted %2 times a year ÷ %3 weeks = %4 per week%5. "
           "With %6 spare server(s) per SU, %7 /yr restart without a repair and %8 /yr stop the job.")
            .arg(f.gpus)
            .arg(QString::number(f.annual, 'f', 3), QString::number(FailureInterval::kWeeksPerYear, 'f', 2),
                 QString::number(perWeek, 'f', 3),
                 perWeek > 0 ? tr(" (one every %1 weeks)").arg(QString::number(1.0 / perWeek, 'f', 1)) : QString())
            .arg(f.sparesPerSu)
            .arg(QString::number(f.onSparesAnnual, 'f', 3), QString::number(f.stopAnnual, 'f', 3)));
}

void FaultsWindow::fillBlast() {
    m_blast->setSortingEnabled(false);
    m_blast->setRowCount(0);
    if (!m_analysis) return;
    const auto& radii = m_analysis->radii;
    m_blast->setRowCount(int(radii.size()));
    for (int row = 0; row < int(radii.size()); ++row) {
        const BlastRadius& r = radii[size_t(row)];
        const FaultComponent& c = m_analysis->domains.components()[size_t(r.component)];
        QTableWidgetItem* part = cell(c.name);
        part->setData(kRadiusRole, row);
        m_blast->setItem(row, 0, part);
        m_blast->setItem(row, 1, cell(kindText(c.kind)));
        m_blast->setItem(row, 2, cell({}, r.gpusLost()));
        m_blast->setItem(row, 3, cell({}, r.gpusLoseScaleOut + r.gpusLoseNvlink));
        m_blast->setItem(row, 4, cell({}, r.gpusThrottled));
        m_blast->setItem(row, 5, c.annualRate > 0 ? cell({}, c.annualRate) : cell(tr("–")));
        m_blast->setItem(row, 6, cell(FaultsReport::impact(*m_analysis, row)));
    }
    m_blast->setSortingEnabled(true);
    m_blast->sortByColumn(2, Qt::DescendingOrder);
    filterBlast();
    // The part chosen before the refresh, at its new place.
    if (m_chosenPart.isEmpty() || !choosePart(m_chosenPart)) emit partChosen(-1);
}

bool FaultsWindow::choosePart(const QString& name) {
    for (int row = 0; row < m_blast->rowCount(); ++row)
        if (m_blast->item(row, 0)->text() == name) {
            m_blast->setCurrentCell(row, 0);
            blastRowChanged();  // the same row again after a refresh sends nothing by itself
            return true;
        }
    return false;
}

void FaultsWindow::blastRowChanged() {
    const QTableWidgetItem* part = m_blast->currentRow() >= 0 ? m_blast->item(m_blast->currentRow(), 0) : nullptr;
    if (!part || !m_analysis) return;
    m_chosenPart = part->text();
    emit partChosen(part->data(kRadiusRole).toInt());
}

void FaultsWindow::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    emit partChosen(-1);
}

void FaultsWindow::fillRates() {
    m_rates->setRowCount(0);
    if (!m_analysis) return;
    std::map<QString, std::pair<const DeviceType*, int>> types;
    for (const FaultDomains::Node& n : m_analysis->domains.nodes())
        if (n.type && n.kind) {
            auto& entry = types[n.type->id];
            entry.first = n.type;
            ++entry.second;
        }
    m_rates->setRowCount(int(types.size()));
    int row = 0;
    for (const auto& [id, entry] : types) {
        const FailureRate rate = FailureRates::of(*entry.first);
        // A reader's name for the type (vendor and model); its catalog id in the tooltip and behind it.
        QTableWidgetItem* typeItem = cell(entry.first->vendor.isEmpty() ? entry.first->model
                                                                        : entry.first->vendor + QLatin1Char(' ') + entry.first->model);
        typeItem->setToolTip(id);
        typeItem->setData(kTypeIdRole, id);
        m_rates->setItem(row, 0, typeItem);
        m_rates->setItem(row, 1, cell({}, entry.second));
        m_rates->setItem(row, 2, cell({}, rate.annual, true));
        m_rates->setItem(row, 3, cell(rate.source));
        ++row;
    }
    m_rates->resizeColumnsToContents();
}

void FaultsWindow::fillPlacement() {
    m_placement->setRowCount(0);
    m_export->setEnabled(false);
    if (!m_analysis) return;
    const ParallelismPlan plan{m_tp->value(), m_pp->value(), m_dp->value(), m_spares->value()};
    try {
        const RankPlacement p = RankPlacement::place(m_analysis->domains, m_analysis->radii, plan);
        const int perReplica = plan.tp * plan.pp;
        m_placement->setRowCount(int(p.replicas().size()));
        for (int row = 0; row < int(p.replicas().size()); ++row) {
            const RankPlacement::Replica& r = p.replicas()[size_t(row)];
            m_placement->setItem(row, 0, cell({}, r.index));
            m_placement->setItem(row, 1, cell(QStringLiteral("%1–%2").arg(r.index * perReplica).arg((r.index + 1) * perReplica - 1)));
            m_placement->setItem(row, 2, cell(r.sus.join(QLatin1Char('+'))));
            m_placement->setItem(row, 3, cell(Hostlist::compress(r.hosts)));
        }
        QStringList hits;
        for (const RankPlacement::KindHit& h : p.hits())
            if (h.replicas > 0) hits << tr("%1 %2 (%3)").arg(kindText(h.kind)).arg(h.replicas).arg(h.worst);
        m_placementMessage->setText(tr("TP %1 × PP %2 × DP %3 = %4 GPUs. Replicas one failure can hit: %5.")
                                        .arg(plan.tp).arg(plan.pp).arg(plan.dp).arg(plan.gpus())
                                        .arg(hits.join(QStringLiteral(", "))));
        m_export->setEnabled(true);
    } catch (const UserError& e) {
        m_placementMessage->setText(e.message());
    }
}

QString FaultsWindow::setRate(const QString& typeId, double annual) {
    Design* design = m_watch.design();
    if (!design) return tr("No design.");
    const DeviceType* type = design->catalog().device(typeId);
    if (!type) return tr("The design's catalog has no device type \"%1\".").arg(typeId);
    DeviceType edited = *type;
    edited.failureRate = FailureRateSpec{annual, tr("Set in the design")};
    EditResult edit = EditDeviceTypeCommand::make(*design, std::move(edited));
    if (!edit.command) return edit.error;
    edit.command->setText(tr("Set failure rate of %1").arg(type->model));
    design->undoStack().push(edit.command.release());
    return {};
}

void FaultsWindow::rateEdited(int row, int column) {
    if (m_filling || column != 2) return;
    const QString typeId = m_rates->item(row, 0)->data(kTypeIdRole).toString();
    const double annual = m_rates->item(row, 2)->data(Qt::DisplayRole).toDouble();
    const QString refused = setRate(typeId, annual);
    if (!refused.isEmpty()) {
        QMessageBox::warning(this, tr("Failure Rate"), refused);
        refresh();
    }
}

void FaultsWindow::exportHostfile() {
    if (!m_analysis) return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Hostfile"), QStringLiteral("hostfile"));
    if (path.isEmpty()) return;
    try {
        const ParallelismPlan plan{m_tp->value(), m_pp->value(), m_dp->value(), m_spares->value()};
        Hostfile::write(RankPlacement::place(m_analysis->domains, m_analysis->radii, plan), path);
    } catch (const UserError& e) {
        QMessageBox::warning(this, tr("Export Hostfile"), e.message());
    }
}

}  // namespace sn
