#include "views/wizard/wizard_form.h"

#include "model/catalog/catalog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>

#include <algorithm>

namespace sn {

namespace {

QSpinBox* intBox(QWidget* parent, const char* name, int min, int max, int value) {
    auto* box = new QSpinBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(min, max);
    box->setValue(value);
    return box;
}

QDoubleSpinBox* realBox(QWidget* parent, const char* name, double min, double max, double value, const QString& suffix) {
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(min, max);
    box->setDecimals(1);
    box->setValue(value);
    box->setSuffix(suffix);
    return box;
}

QComboBox* combo(QWidget* parent, const char* name) {
    auto* box = new QComboBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    return box;
}

}  // namespace

WizardForm::WizardForm(const Catalog& catalog, QWidget* parent) : QTabWidget(parent) {
    setObjectName(QStringLiteral("wizardPages"));
    addTab(sizePage(), tr("&Size"));
    addTab(fabricPage(catalog), tr("Server and &fabric"));
    addTab(rackPage(catalog), tr("&Racks, power and cooling"));
    addTab(roomPage(), tr("R&oom"));
    updateSizeMode();
}

void WizardForm::watch(QObject* field) {
    if (auto* s = qobject_cast<QSpinBox*>(field)) connect(s, &QSpinBox::valueChanged, this, &WizardForm::changed);
    else if (auto* d = qobject_cast<QDoubleSpinBox*>(field)) connect(d, &QDoubleSpinBox::valueChanged, this, &WizardForm::changed);
    else if (auto* c = qobject_cast<QComboBox*>(field)) connect(c, &QComboBox::currentIndexChanged, this, &WizardForm::changed);
    else if (auto* e = qobject_cast<QLineEdit*>(field)) connect(e, &QLineEdit::textChanged, this, &WizardForm::changed);
}

QWidget* WizardForm::sizePage() {
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    m_byGpus = new QRadioButton(tr("By &GPU count"), page);
    m_byGpus->setObjectName(QStringLiteral("byGpus"));
    m_byParallelism = new QRadioButton(tr("By &parallelism (TP × PP × DP)"), page);
    m_byParallelism->setObjectName(QStringLiteral("byParallelism"));
    m_byGpus->setChecked(true);
    auto* group = new QButtonGroup(page);
    group->addButton(m_byGpus);
    group->addButton(m_byParallelism);
    // 8 GPUs (one server) up to 65 536, the largest fabric domain-numbers.md sizes.
    m_gpus = intBox(page, "gpus", 8, 65536, 256);
    m_gpus->setSingleStep(8);
    m_tp = intBox(page, "tp", 0, 1024, 0);
    m_tp->setSpecialValueText(tr("Not given"));
    m_pp = intBox(page, "pp", 1, 1024, 4);
    m_dp = intBox(page, "dp", 1, 4096, 8);
    m_product = new QLabel(page);
    form->addRow(m_byGpus);
    form->addRow(tr("GPUs:"), m_gpus);
    form->addRow(m_byParallelism);
    form->addRow(tr("Tensor parallel (TP):"), m_tp);
    form->addRow(tr("Pipeline parallel (PP):"), m_pp);
    form->addRow(tr("Data parallel (DP):"), m_dp);
    form->addRow(QString(), m_product);
    auto* note = new QLabel(tr("A TP group stays inside one NVLink domain; with a GPU count, TP alone still limits the domain."), page);
    note->setWordWrap(true);
    form->addRow(note);
    for (QObject* f : {static_cast<QObject*>(m_gpus), static_cast<QObject*>(m_tp), static_cast<QObject*>(m_pp),
                       static_cast<QObject*>(m_dp)})
        watch(f);
    connect(m_byGpus, &QRadioButton::toggled, this, [this] {
        // Parallelism needs all three: start from a TP of one 8-GPU server.
        if (m_byParallelism->isChecked() && m_tp->value() == 0) m_tp->setValue(8);
        updateSizeMode();
        Q_EMIT changed();
    });
    for (QSpinBox* box : {m_tp, m_pp, m_dp}) connect(box, &QSpinBox::valueChanged, this, &WizardForm::updateSizeMode);
    return page;
}

void WizardForm::updateSizeMode() {
    const bool byGpus = m_byGpus->isChecked();
    m_gpus->setEnabled(byGpus);
    m_pp->setEnabled(!byGpus);
    m_dp->setEnabled(!byGpus);
    // TP stays open with a GPU count: it still bounds the NVLink domain.
    m_product->setText(byGpus ? tr("TP alone limits the NVLink domain; PP and DP follow from the GPU count.")
                              : tr("TP × PP × DP = %1 GPUs").arg(qint64(m_tp->value()) * m_pp->value() * m_dp->value()));
}

// Leaf alignment is a choice only where racks of trays meet rail leaves;
// elsewhere it shows, greyed out, the one layout there is.
void WizardForm::updateLeafAlignment() {
    const bool applies = m_rackScaleServers.contains(m_server->currentData().toString()) &&
                         FabricKind(m_fabric->currentData().toInt()) == FabricKind::Rail;
    if (!applies) m_leafAlignment->setCurrentIndex(0);
    m_leafAlignment->setEnabled(applies);
}

QWidget* WizardForm::fabricPage(const Catalog& catalog) {
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    m_server = combo(page, "server");
    m_server->addItem(tr("Default (HGX B200, or the 16-card PCIe box for a PCIe fabric)"), QString());
    for (const DeviceType& t : catalog.devices())
        if (t.gpus > 0 && (t.category == DeviceCategory::Server || t.category == DeviceCategory::ComputeTray))
        {
            m_server->addItem(tr("%1 %2 (%3 GPUs)").arg(t.vendor, t.model).arg(t.gpus), t.id);
            if (t.nvlinkDomain && t.nvlinkDomain->kind == NvlinkDomainKind::RackScale) m_rackScaleServers << t.id;
        }
    m_fabric = combo(page, "fabric");
    m_fabric->addItem(tr("Rail-optimised leaf–spine"), int(FabricKind::Rail));
    m_fabric->addItem(tr("Two-tier fat tree"), int(FabricKind::FatTree));
    m_fabric->addItem(tr("PCIe inference pod (one switch when its NICs fit)"), int(FabricKind::Pcie));
    m_fabric->addItem(tr("No scale-out fabric"), int(FabricKind::None));
    m_leafAlignment = combo(page, "leafAlignment");
    m_leafAlignment->addItem(tr("Rack-aligned (each rack's trays on one leaf per rail)"), int(LeafAlignment::Rack));
    m_leafAlignment->addItem(tr("Leaf-minimal (rails packed onto the fewest leaves)"), int(LeafAlignment::Minimal));
    m_leafAlignment->setToolTip(tr("For rack-scale servers (NVL72) on a rail-optimised fabric; the summary "
                                   "prints what each choice costs."));
    m_oversubscription = intBox(page, "oversubscription", 1, 8, 1);
    m_oversubscription->setSuffix(QStringLiteral(" : 1"));
    m_storageFabric = new QCheckBox(tr("Storage and in-band fabric"), page);
    m_storageFabric->setObjectName(QStringLiteral("storageFabric"));
    m_storageFabric->setToolTip(
        tr("Every server's storage and in-band management ports to storage leaves, "
           "the leaves to storage spines."));
    m_storageFabric->setChecked(true);
    m_storageOversubscription = intBox(page, "storageOversubscription", 1, 8, 1);
    m_storageOversubscription->setSuffix(QStringLiteral(" : 1"));
    form->addRow(tr("Server:"), m_server);
    form->addRow(tr("Fabric:"), m_fabric);
    form->addRow(tr("Compute leaves:"), m_leafAlignment);
    form->addRow(tr("Leaf oversubscription (down : up):"), m_oversubscription);
    form->addRow(m_storageFabric);
    form->addRow(tr("Storage leaf oversubscription (down : up):"), m_storageOversubscription);
    m_fabricManagers = intBox(page, "fabricManagers", 0, 16, 0);
    m_fabricManagers->setSpecialValueText(tr("None"));
    m_fabricManagers->setToolTip(
        tr("UFM appliances on the compute leaves, on ports the servers leave free: 31 servers in a "
           "32-server scalable unit leave one on every rail leaf."));
    form->addRow(tr("Fabric-manager appliances:"), m_fabricManagers);
    for (QObject* f :
         {static_cast<QObject*>(m_server), static_cast<QObject*>(m_fabric),
          static_cast<QObject*>(m_oversubscription), static_cast<QObject*>(m_storageOversubscription),
          static_cast<QObject*>(m_fabricManagers), static_cast<QObject*>(m_leafAlignment)})
        watch(f);
    for (QComboBox* box : {m_server, m_fabric})
        connect(box, &QComboBox::currentIndexChanged, this, &WizardForm::updateLeafAlignment);
    updateLeafAlignment();
    // Without the storage fabric its ratio means nothing: greyed out, kept for when it comes back.
    connect(m_storageFabric, &QCheckBox::toggled, this, [this](bool on) {
        m_storageOversubscription->setEnabled(on);
        Q_EMIT changed();
    });
    return page;
}

QWidget* WizardForm::rackPage(const Catalog& catalog) {
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    m_rack = combo(page, "rack");
    //: An NVL72 domain's default rack has a busbar for its trays.
    m_rack->addItem(tr("Default (48 U, 800 × 1200 mm; with a busbar for NVL72)"), QString());
    for (const RackType& t : catalog.rackTypes())
        m_rack->addItem(t.busbar ? tr("%1 U, %2 × %3 mm, %4 V busbar")
                                       .arg(t.uHeight)
                                       .arg(t.widthMm)
                                       .arg(t.depthMm)
                                       .arg(t.busbar->voltageV, 0, 'f', 0)
                                 : tr("%1 U, %2 × %3 mm").arg(t.uHeight).arg(t.widthMm).arg(t.depthMm),
                        t.id);
    m_budgetKw = realBox(page, "budgetKw", 0, 2000, 0, tr(" kW"));
    m_budgetKw->setSpecialValueText(tr("Default (60 kW liquid, the rack's air limit for air)"));
    m_cooling = combo(page, "cooling");
    m_cooling->addItem(tr("As the server is built"), -1);
    m_cooling->addItem(tr("Liquid (cold plates)"), int(CoolingKind::Liquid));
    m_cooling->addItem(tr("Air"), int(CoolingKind::Air));
    m_coolant = combo(page, "coolant");
    for (const CoolantType& c : catalog.coolants()) m_coolant->addItem(c.name, c.id);
    m_coolant->setCurrentIndex(std::max(0, m_coolant->findData(QStringLiteral("pg25"))));
    m_supplyC = realBox(page, "supplyC", 5, 70, 30, tr(" °C"));
    m_deltaK = realBox(page, "deltaK", 0.5, 40, 10, tr(" K"));
    // The facility water sets the CDUs' approach and so their capacity; 0 reads "not given".
    m_facilityC = realBox(page, "facilityC", 0, 60, 0, tr(" °C"));
    m_facilityC->setSpecialValueText(tr("Not given (the CDUs at their rated approach)"));
    m_containment = combo(page, "containment");
    m_containment->addItem(tr("None"), int(Containment::None));
    m_containment->addItem(tr("Hot aisles closed"), int(Containment::Hot));
    m_containment->addItem(tr("Cold aisles closed"), int(Containment::Cold));
    form->addRow(tr("Rack type:"), m_rack);
    form->addRow(tr("Power budget per rack:"), m_budgetKw);
    form->addRow(tr("Cooling:"), m_cooling);
    form->addRow(tr("Coolant:"), m_coolant);
    form->addRow(tr("Supply temperature:"), m_supplyC);
    form->addRow(tr("Coolant ΔT:"), m_deltaK);
    form->addRow(tr("Facility water supply:"), m_facilityC);
    form->addRow(tr("Aisle containment:"), m_containment);
    for (QObject* f : {static_cast<QObject*>(m_rack), static_cast<QObject*>(m_budgetKw), static_cast<QObject*>(m_cooling),
                       static_cast<QObject*>(m_coolant), static_cast<QObject*>(m_supplyC), static_cast<QObject*>(m_deltaK),
                       static_cast<QObject*>(m_facilityC), static_cast<QObject*>(m_containment)})
        watch(f);
    return page;
}

QWidget* WizardForm::roomPage() {
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    m_name = new QLineEdit(page);
    m_name->setObjectName(QStringLiteral("designName"));
    m_name->setPlaceholderText(tr("N-GPU supernode"));
    m_suGpus = intBox(page, "suGpus", 0, 65536, 0);
    m_suGpus->setSingleStep(8);
    m_suGpus->setSpecialValueText(tr("Default (32 servers, or 8 rack-scale domains)"));
    m_roomName = new QLineEdit(page);
    m_roomName->setObjectName(QStringLiteral("roomName"));
    m_roomName->setPlaceholderText(tr("Data hall"));
    m_roomWidthM = realBox(page, "roomWidthM", 0, 1000, 0, tr(" m"));
    m_roomWidthM->setSpecialValueText(tr("As the layout needs"));
    m_roomDepthM = realBox(page, "roomDepthM", 0, 1000, 0, tr(" m"));
    m_roomDepthM->setSpecialValueText(tr("As the layout needs"));
    form->addRow(tr("Design name:"), m_name);
    form->addRow(tr("GPUs per scalable unit:"), m_suGpus);
    m_spareServers = intBox(page, "spareServers", 0, 64, 0);
    m_spareServers->setSpecialValueText(tr("None"));
    m_spareServers->setToolTip(tr("Servers (rack-scale: NVLink domains) per scalable unit kept as spares beyond "
                                  "the GPUs asked for; the design records them for the fault report and "
                                  "the hostfile."));
    form->addRow(tr("Spare servers per scalable unit:"), m_spareServers);
    form->addRow(tr("Room name:"), m_roomName);
    form->addRow(tr("Room width at least:"), m_roomWidthM);
    form->addRow(tr("Room depth at least:"), m_roomDepthM);
    // Past either limit the layout becomes data halls round a network room (WizardHalls).
    const WizardParams defaults;
    // Decimals enough to hold the defaults exactly, as the command line has them.
    m_hallM2 = realBox(page, "hallM2", 0, 1e6, 0, tr(" m²"));
    m_hallM2->setDecimals(2);
    m_hallM2->setValue(defaults.maxHallM2);
    m_hallM2->setSpecialValueText(tr("No limit"));
    m_hallM2->setToolTip(tr("The most floor one data hall may take; a larger layout is split into data halls "
                            "with the spines and cores in a network room between them. Default: the largest "
                            "single data hall reported (148 000 ft²)."));
    m_hallMw = realBox(page, "hallMw", 0, 1e6, 0, tr(" MW"));
    m_hallMw->setDecimals(3);
    m_hallMw->setValue(defaults.maxHallW / 1e6);
    m_hallMw->setSpecialValueText(tr("No limit"));
    m_hallMw->setToolTip(tr("The most IT load (rack budgets) one data hall's electrical and cooling plant may "
                            "carry. Default: a compute hall of xAI Colossus, 25 000 H100 GPUs."));
    form->addRow(tr("Largest data hall:"), m_hallM2);
    form->addRow(tr("Largest hall IT load:"), m_hallMw);
    for (QObject* f : {static_cast<QObject*>(m_name), static_cast<QObject*>(m_suGpus), static_cast<QObject*>(m_spareServers), static_cast<QObject*>(m_roomName),
                       static_cast<QObject*>(m_roomWidthM), static_cast<QObject*>(m_roomDepthM),
                       static_cast<QObject*>(m_hallM2), static_cast<QObject*>(m_hallMw)})
        watch(f);
    return page;
}

WizardParams WizardForm::params() const {
    WizardParams p;
    if (m_byGpus->isChecked()) {
        p.gpus = m_gpus->value();
        p.tp = m_tp->value();  // 0: not given
    } else {
        p.tp = m_tp->value();
        p.pp = m_pp->value();
        p.dp = m_dp->value();
    }
    p.serverTypeId = m_server->currentData().toString();
    p.fabric = FabricKind(m_fabric->currentData().toInt());
    p.leafAlignment = LeafAlignment(m_leafAlignment->currentData().toInt());
    p.oversubscription = m_oversubscription->value();
    p.storageFabric = m_storageFabric->isChecked();
    p.storageOversubscription = m_storageOversubscription->value();
    p.fabricManagers = m_fabricManagers->value();
    p.spareServers = m_spareServers->value();
    p.rackTypeId = m_rack->currentData().toString();
    p.rackBudgetW = m_budgetKw->value() * 1000;
    if (const int cooling = m_cooling->currentData().toInt(); cooling >= 0) p.cooling = CoolingKind(cooling);
    p.coolantId = m_coolant->currentData().toString();
    p.supplyTempC = m_supplyC->value();
    p.deltaTK = m_deltaK->value();
    if (m_facilityC->value() > 0) p.facilityWaterC = m_facilityC->value();
    p.containment = Containment(m_containment->currentData().toInt());
    p.supernodeGpus = m_suGpus->value();
    p.name = m_name->text().trimmed();
    p.maxHallM2 = m_hallM2->value();
    p.maxHallW = m_hallMw->value() * 1e6;
    return p;
}

WizardRoomChoice WizardForm::room() const {
    return {m_roomName->text().trimmed(), m_roomWidthM->value() * 1000, m_roomDepthM->value() * 1000};
}

}  // namespace sn
