#include "views/floorplan/add_row_dialog.h"

#include "model/analysis/pdu_headroom.h"
#include "model/analysis/rack_fill.h"
#include "model/commands/insert_objects_command.h"
#include "model/design/design.h"

#include <map>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace sn {

namespace {
QDoubleSpinBox* mmBox(QWidget* parent, double max) {
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(0, max);
    box->setDecimals(0);
    box->setSingleStep(100);
    box->setSuffix(QStringLiteral(" mm"));
    return box;
}
}  // namespace

AddRowDialog::AddRowDialog(Design& design, QWidget* parent)
    : QDialog(parent), m_design(design), m_name(new QLineEdit(this)), m_count(new QSpinBox(this)),
      m_type(new QComboBox(this)), m_spacing(mmBox(this, 5000)), m_facing(new QComboBox(this)),
      m_x(mmBox(this, 1e6)), m_y(mmBox(this, 1e6)), m_error(new QLabel(this)), m_server(new QComboBox(this)),
      m_budget(new QDoubleSpinBox(this)), m_density(new QLabel(this)) {
    setWindowTitle(tr("Add Row of Racks"));
    m_count->setRange(1, 100);
    for (const RackType& type : design.catalog().rackTypes())
        m_type->addItem(tr("%1 U, %2 × %3 mm").arg(type.uHeight).arg(type.widthMm).arg(type.depthMm), type.id);
    m_facing->addItem(tr("Fronts face up the plan (−y)"), false);
    m_facing->addItem(tr("Fronts face down the plan (+y)"), true);
    m_error->setObjectName(QStringLiteral("addRowError"));
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_error->setWordWrap(true);
    // Density: the design's most common server and rack budget first.
    std::map<QString, int> serverCount;
    std::map<double, int> budgetCount;
    for (const Device& d : design.devices())
        if (const DeviceType* t = design.typeOf(d); t && t->gpus > 0) ++serverCount[t->id];
    for (const Rack& r : design.racks())
        if (r.powerBudgetW > 0) ++budgetCount[r.powerBudgetW];
    for (const DeviceType& t : design.catalog().devices())
        if (t.gpus > 0 && (t.category == DeviceCategory::Server || t.category == DeviceCategory::ComputeTray))
            m_server->addItem(t.model, t.id);
    const auto most = [](const auto& counts) {
        auto best = counts.begin();
        for (auto it = counts.begin(); it != counts.end(); ++it)
            if (it->second > best->second) best = it;
        return best;
    };
    if (!serverCount.empty()) m_server->setCurrentIndex(std::max(0, m_server->findData(most(serverCount)->first)));
    m_budget->setRange(0, 1000);
    m_budget->setDecimals(1);
    m_budget->setSuffix(QStringLiteral(" kW"));
    //: Rack power budget of 0: the racks get none.
    m_budget->setSpecialValueText(tr("none"));
    if (!budgetCount.empty()) m_budget->setValue(most(budgetCount)->first / 1000);
    m_density->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("Row name:"), m_name);
    form->addRow(tr("Number of racks:"), m_count);
    form->addRow(tr("Rack type:"), m_type);
    form->addRow(tr("Spacing between racks:"), m_spacing);
    form->addRow(tr("Facing:"), m_facing);
    form->addRow(tr("Left end (x):"), m_x);
    form->addRow(tr("Front edge (y):"), m_y);
    form->addRow(tr("Rack power budget:"), m_budget);
    form->addRow(tr("Servers:"), m_server);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_density);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] { if (apply()) accept(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    setPlan(RowPlan::suggest(design));
    connect(m_name, &QLineEdit::textChanged, this, &AddRowDialog::revalidate);
    connect(m_count, &QSpinBox::valueChanged, this, &AddRowDialog::revalidate);
    connect(m_type, &QComboBox::currentIndexChanged, this, &AddRowDialog::revalidate);
    connect(m_facing, &QComboBox::currentIndexChanged, this, &AddRowDialog::revalidate);
    connect(m_server, &QComboBox::currentIndexChanged, this, &AddRowDialog::revalidate);
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, &AddRowDialog::revalidate);
    for (QDoubleSpinBox* box : {m_spacing, m_x, m_y})
        connect(box, &QDoubleSpinBox::valueChanged, this, &AddRowDialog::revalidate);
    revalidate();
}

RowPlan AddRowDialog::plan() const {
    RowPlan p;
    p.name = m_name->text();
    p.count = m_count->value();
    p.rackTypeId = m_type->currentData().toString();
    p.spacingMm = m_spacing->value();
    p.facesBack = m_facing->currentData().toBool();
    p.xMm = m_x->value();
    p.yMm = m_y->value();
    return p;
}

void AddRowDialog::setPlan(const RowPlan& p) {
    m_name->setText(p.name);
    m_count->setValue(p.count);
    m_type->setCurrentIndex(std::max(0, m_type->findData(p.rackTypeId)));
    m_spacing->setValue(p.spacingMm);
    m_facing->setCurrentIndex(p.facesBack ? 1 : 0);
    m_x->setValue(p.xMm);
    m_y->setValue(p.yMm);
}

void AddRowDialog::revalidate() {
    const RowPlan::Result result = plan().build(m_design);
    m_error->setText(result.error);
    m_error->setVisible(!result.error.isEmpty());
    if (m_ok) m_ok->setEnabled(result.error.isEmpty());
    updateDensity();
}

void AddRowDialog::updateDensity() {
    const RackType* rack = m_design.catalog().rackType(m_type->currentData().toString());
    const DeviceType* server = m_design.catalog().device(m_server->currentData().toString());
    m_density->setVisible(rack && server);
    if (!rack || !server) return;
    // A new rack: its type's U, air limit and weight rating and the budget
    // asked; PDUs and manifolds are not there yet, so not counted.
    RackFill empty;
    empty.uHeight = rack->uHeight;
    empty.airLimitW = rack->airCoolingLimitW;
    empty.maxWeightKg = rack->maxWeightKg;
    empty.budgetW = m_budget->value() * 1000;
    const RackFill::Room room = empty.roomFor(*server, PduHeadroom::corded(*server));
    if (room.count == 0)
        m_density->setText(tr("Not one %1 fits a rack of this row (%2).")
                               .arg(server->model, room.binding ? room.binding->text() : QString()));
    else
        //: "Each rack takes up to 4 × HGX B200 (one more: power budget: 72.0 kW of 60.0 kW)."
        m_density->setText(tr("Each rack takes up to %1 × %2 (one more: %3).")
                               .arg(room.count)
                               .arg(server->model, room.binding ? room.binding->text() : QString()));
}

bool AddRowDialog::apply() {
    const RowPlan p = plan();
    RowPlan::Result result = p.build(m_design);
    if (!result.error.isEmpty()) {
        m_error->setText(result.error);
        m_error->setVisible(true);
        return false;
    }
    for (Rack& rack : result.fragment.racks) rack.powerBudgetW = m_budget->value() * 1000;
    const QString text = tr("Add row %1 (%n rack(s))", nullptr, p.count).arg(p.name.trimmed());
    m_design.undoStack().push(new InsertObjectsCommand(m_design, std::move(result.fragment), text));
    return true;
}

}  // namespace sn
