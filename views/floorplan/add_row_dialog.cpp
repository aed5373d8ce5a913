#include "floorplan/add_row_dialog.h"

#include "commands/insert_objects_command.h"
#include "design/design.h"

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
      m_x(mmBox(this, 1e6)), m_y(mmBox(this, 1e6)), m_error(new QLabel(this)) {
    setWindowTitle(tr("Add Row of Racks"));
    m_count->setRange(1, 100);
    for (const RackType& type : design.catalog().rackTypes())
        m_type->addItem(tr("%1 U, %2 × %3 mm").arg(type.uHeight).arg(type.widthMm).arg(type.depthMm), type.id);
    m_facing->addItem(tr("Fronts face up the plan (−y)"), false);
    m_facing->addItem(tr("Fronts face down the plan (+y)"), true);
    m_error->setObjectName(QStringLiteral("addRowError"));
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_error->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("Row name:"), m_name);
    form->addRow(tr("Number of racks:"), m_count);
    form->addRow(tr("Rack type:"), m_type);
    form->addRow(tr("Spacing between racks:"), m_spacing);
    form->addRow(tr("Facing:"), m_facing);
    form->addRow(tr("Left end (x):"), m_x);
    form->addRow(tr("Front edge (y):"), m_y);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] { if (apply()) accept(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    setPlan(RowPlan::suggest(design));
    connect(m_name, &QLineEdit::textChanged, this, &AddRowDialog::revalidate);
    connect(m_count, &QSpinBox::valueChanged, this, &AddRowDialog::revalidate);
    connect(m_type, &QComboBox::currentIndexChanged, this, &AddRowDialog::revalidate);
    connect(m_facing, &QComboBox::currentIndexChanged, this, &AddRowDialog::revalidate);
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
}

bool AddRowDialog::apply() {
    const RowPlan p = plan();
    RowPlan::Result result = p.build(m_design);
    if (!result.error.isEmpty()) {
        m_error->setText(result.error);
        m_error->setVisible(true);
        return false;
    }
    const QString text = tr("Add row %1 (%n rack(s))", nullptr, p.count).arg(p.name.trimmed());
    m_design.undoStack().push(new InsertObjectsCommand(m_design, std::move(result.fragment), text));
    return true;
}

}  // namespace sn
