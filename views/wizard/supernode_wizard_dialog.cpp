#include "views/wizard/supernode_wizard_dialog.h"

#include "model/commands/edit_object_command.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/topology/wizard_error.h"

#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QPushButton>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

namespace sn {

/// One build, filled on the worker and read on the GUI thread once it finished.
struct SupernodeWizardDialog::Outcome {
    int generation = 0;
    WizardParams params;
    std::optional<WizardResult> result;
    QString error;
    double buildMs = 0;
};

SupernodeWizardDialog::SupernodeWizardDialog(Design& design, QWidget* parent)
    : QDialog(parent), m_design(design), m_form(new WizardForm(design.catalog(), this)), m_summary(new QLabel(this)),
      m_error(new QLabel(this)), m_debounce(new QTimer(this)) {
    setObjectName(QStringLiteral("supernodeWizardDialog"));
    setWindowTitle(tr("New Supernode"));
    m_summary->setObjectName(QStringLiteral("wizardSummary"));
    m_summary->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("wizardError"));
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_error->setWordWrap(true);
    auto* summaryBox = new QGroupBox(tr("Summary"), this);
    summaryBox->setMinimumWidth(400);
    auto* figures = new QFormLayout;
    for (const QString& name : {tr("GPUs"), tr("Servers"), tr("Servers per rack"), tr("Scalable units"), tr("Racks"), tr("Rows"),
                                tr("Switches"), tr("Storage/in-band switches"), tr("Cables"), tr("IT load"),
                                tr("Coolant flow"), tr("PDUs / manifolds / CDUs"), tr("Room"), tr("Power feed")}) {
        auto* value = new QLabel;
        value->setWordWrap(true);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        figures->addRow(name, value);
        m_figures.push_back(value);
    }
    // In a scroll area: a form of wrapped labels sized by its box alone
    // clipped the second line of a long value ("…, 12 management)").
    auto* content = new QWidget;
    content->setObjectName(QStringLiteral("wizardSummaryContent"));
    auto* contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_summary);
    contentLayout->addLayout(figures);
    contentLayout->addStretch();
    auto* scroll = new QScrollArea(summaryBox);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(content);
    auto* summaryLayout = new QVBoxLayout(summaryBox);
    summaryLayout->addWidget(scroll);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_finish = buttons->button(QDialogButtonBox::Ok);
    m_finish->setText(tr("&Finish"));
    m_finish->setEnabled(false);
    m_compare = buttons->addButton(tr("Compare &Variants…"), QDialogButtonBox::ActionRole);
    m_compare->setToolTip(tr("Build this requirement with several fabrics, rack budgets, cooling or storage "
                             "oversubscriptions and compare them by figures, cost and weighted criteria."));
    connect(m_compare, &QPushButton::clicked, this, [this] { done(CompareVariants); });
    auto* top = new QHBoxLayout;
    top->addWidget(m_form, 3);
    top->addWidget(summaryBox, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(1100, 720);  // the summary's figures whole without scrolling on a laptop screen
    connect(buttons, &QDialogButtonBox::accepted, this, &SupernodeWizardDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &SupernodeWizardDialog::startBuild);
    connect(m_form, &WizardForm::changed, this, &SupernodeWizardDialog::scheduleBuild);
    scheduleBuild();
}

SupernodeWizardDialog::~SupernodeWizardDialog() {
    // The worker reads the catalog and writes into m_running: let it end first.
    if (m_worker) {
        m_worker->wait();
        delete m_worker;
    }
}

bool SupernodeWizardDialog::isReady() const {
    return m_shown && m_shown->generation == m_generation && m_shown->result && !m_worker;
}

std::optional<WizardSummary> SupernodeWizardDialog::summary() const {
    if (!m_shown || !m_shown->result) return std::nullopt;
    return m_shown->result->summary;
}

QString SupernodeWizardDialog::fieldName(WizardField field) {
    switch (field) {
    case WizardField::Gpus: return tr("GPUs");
    case WizardField::Parallelism: return tr("TP × PP × DP");
    case WizardField::Server: return tr("Server");
    case WizardField::Cooling: return tr("Cooling");
    case WizardField::Coolant: return tr("Coolant");
    case WizardField::SupplyTemp: return tr("Supply temperature");
    case WizardField::DeltaT: return tr("Coolant ΔT");
    case WizardField::FacilityWater: return tr("Facility water");
    case WizardField::Rack: return tr("Rack type");
    case WizardField::RackBudget: return tr("Power budget per rack");
    case WizardField::Feed: return tr("Power feed");
    case WizardField::SupernodeGpus: return tr("GPUs per scalable unit");
    case WizardField::SpareServers: return tr("Spare servers per scalable unit");
    case WizardField::Fabric: return tr("Fabric");
    case WizardField::Oversubscription: return tr("Oversubscription");
    case WizardField::FabricManager: return tr("Fabric-manager appliances");
    case WizardField::StorageFabric: return tr("Storage and in-band fabric");
    case WizardField::StorageOversubscription: return tr("Storage oversubscription");
    }
    return {};
}

WizardParams SupernodeWizardDialog::params() const {
    WizardParams p = m_form->params();
    // A hall drawn or imported into the design (an outline, columns, walls,
    // doors or keep-outs) is where the rows go.
    if (const Room& room = m_design.room(); !room.outlineMm.empty() || !room.columns.empty() || !room.walls.empty()
                                            || !room.doors.empty() || !room.keepOuts.empty())
        p.hall = room;
    return p;
}

QString SupernodeWizardDialog::refusal(WizardField field, const QString& message) {
    return tr("%1: %2").arg(fieldName(field), message);
}

QString SupernodeWizardDialog::error() const { return m_shown ? m_shown->error : QString(); }

void SupernodeWizardDialog::scheduleBuild() {
    ++m_generation;
    m_finish->setEnabled(false);
    m_debounce->start();
}

void SupernodeWizardDialog::startBuild() {
    if (m_worker) return;  // finishBuild starts the next one
    auto outcome = std::make_shared<Outcome>();
    outcome->generation = m_generation;
    outcome->params = params();
    const Catalog* catalog = &m_design.catalog();  // not edited while this modal dialog is open
    m_running = outcome;
    m_worker = QThread::create([outcome, catalog] {
        QElapsedTimer timer;
        timer.start();
        try {
            outcome->result = SupernodeWizard::build(outcome->params, *catalog);
        } catch (const WizardError& e) {
            outcome->error = refusal(e.field(), e.message());
        } catch (const UserError& e) {
            outcome->error = e.message();
        }
        outcome->buildMs = double(timer.nsecsElapsed()) / 1e6;
    });
    connect(m_worker, &QThread::finished, this, &SupernodeWizardDialog::finishBuild);
    m_worker->start();
}

void SupernodeWizardDialog::finishBuild() {
    m_worker->wait();
    delete m_worker;
    m_worker = nullptr;
    const std::shared_ptr<Outcome> done = std::move(m_running);
    m_lastBuildMs = done->buildMs;
    if (done->generation == m_generation) {
        m_shown = done;
        showOutcome(*done);
        Q_EMIT summaryUpdated();
    } else if (!m_debounce->isActive()) {
        startBuild();  // the fields changed while this one ran
    }
}

void SupernodeWizardDialog::showOutcome(const Outcome& o) {
    m_error->setText(o.error);
    m_finish->setEnabled(bool(o.result));
    if (!o.result) {
        m_summary->setText(tr("<i>No supernode for these parameters.</i>"));
        m_summary->show();
        for (QLabel* value : m_figures) value->clear();
        return;
    }
    const WizardSummary& s = o.result->summary;
    // What the sizing could not make uniform (partly filled leaves, …), and
    // the price of the leaf alignment where there is a choice.
    QStringList lines = s.notes;
    if (s.leafAlignment) lines << s.leafAlignment->sentences();
    if (s.sparesPrice) lines << s.sparesPrice->sentence();
    for (QString& line : lines) line = line.toHtmlEscaped();
    m_summary->setText(lines.join(QStringLiteral("<br>")));
    m_summary->setVisible(!lines.isEmpty());
    const int storageSwitches = s.storageLeaves + s.storageSpines + s.storageCores;
    const QStringList values{
        QString::number(s.gpus),
        QString::number(s.servers),
        //: Servers in a full rack, then the limit that stops it taking one more.
        tr("%1 (limit: %2)").arg(s.serversPerRack).arg(s.rackLimit),
        QString::number(s.sus),
        tr("%1 (%2 compute, %3 network)").arg(s.computeRacks + s.networkRacks).arg(s.computeRacks).arg(s.networkRacks),
        QString::number(s.rows),
        tr("%1 (%2 leaf, %3 spine, %4 core, %5 management)")
            .arg(s.switches)
            .arg(s.leaves)
            .arg(s.spines)
            .arg(s.cores)
            .arg(s.managementSwitches),
        tr("%1 (%2 leaf, %3 spine, %4 core)")
            .arg(storageSwitches)
            .arg(s.storageLeaves)
            .arg(s.storageSpines)
            .arg(s.storageCores),
        QString::number(o.result->fragment.connections.size()),
        tr("%1 kW").arg(s.itLoadW / 1000, 0, 'f', 1),
        tr("%1 L/min").arg(s.coolantFlowLpm, 0, 'f', 1),
        QStringLiteral("%1 / %2 / %3").arg(s.pdus).arg(s.manifolds).arg(s.cdus),
        tr("%1 × %2 m").arg(o.result->room.widthMm / 1000, 0, 'f', 1).arg(o.result->room.depthMm / 1000, 0, 'f', 1),
        //: How the racks are powered and why: "6 power shelves, 6 busway tap-offs, 2 PDUs (power shelves on the rack's 48 V busbar …)".
        s.powerShelves > 0 ? tr("%1 power shelves, %2 busway tap-offs, %3 PDUs (%4)")
                                 .arg(s.powerShelves)
                                 .arg(s.tapOffs)
                                 .arg(s.pdus)
                                 .arg(s.feed)
                           : s.feed,
    };
    for (size_t i = 0; i < m_figures.size(); ++i) m_figures[i]->setText(values.value(qsizetype(i)));
}

void SupernodeWizardDialog::accept() {
    if (!isReady()) return;
    WizardResult result = *m_shown->result;  // a copy: a refusal keeps the summary usable
    const WizardRoomChoice room = m_form->room();
    if (!room.name.isEmpty()) result.room.name = room.name;
    result.room.widthMm = std::max(result.room.widthMm, room.minWidthMm);
    result.room.depthMm = std::max(result.room.depthMm, room.minDepthMm);
    ProjectInfo info = m_design.info();
    info.name = result.info.name;
    EditResult edit = SupernodeWizard::apply(m_design, std::move(result));
    if (!edit) {
        m_error->setText(edit.error);
        return;
    }
    // The design's name joins the same undo step.
    if (info != m_design.info())
        new EditInfoCommand(m_design, m_design.info(), info, tr("Rename design"), CommandId::None, edit.command.get());
    m_design.undoStack().push(edit.command.release());
    QDialog::accept();
}

}  // namespace sn
