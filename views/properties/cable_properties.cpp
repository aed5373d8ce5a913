#include "views/properties/cable_properties.h"

#include "exporters/labels/label_scheme.h"
#include "exporters/schedule/cable_schedule.h"
#include "model/design/design.h"
#include "views/cables/cable_edits.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QUndoCommand>

#include <algorithm>
#include <cmath>

namespace sn {

CablePropertiesPage::CablePropertiesPage(Design& design, Submit submit, QWidget* parent)
    : QWidget(parent), m_design(design), m_submit(std::move(submit)), m_label(new QLineEdit(this)),
      m_id(new QLabel(this)), m_endA(new QLabel(this)), m_endB(new QLabel(this)), m_role(new QLabel(this)),
      m_media(new QLabel(this)), m_routeLength(new QLabel(this)), m_bend(new QLabel(this)), m_trays(new QLabel(this)),
      m_type(new QComboBox(this)), m_ordered(new QDoubleSpinBox(this)) {
    m_id->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Long catalog names must not widen the properties dock.
    m_type->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_type->setMinimumContentsLength(16);
    for (QLabel* l : {m_endA, m_endB, m_media, m_routeLength, m_bend, m_trays}) l->setWordWrap(true);
    m_ordered->setRange(0, 2000);  // up to the longest catalog cable (2 km single-mode)
    m_ordered->setDecimals(2);
    m_ordered->setSingleStep(0.5);
    m_ordered->setSuffix(QStringLiteral(" m"));
    m_ordered->setSpecialValueText(tr("routing chooses"));
    m_ordered->setKeyboardTracking(false);
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Label:"), m_label);
    form->addRow(tr("Id:"), m_id);
    form->addRow(tr("A end:"), m_endA);
    form->addRow(tr("B end:"), m_endB);
    form->addRow(tr("Role:"), m_role);
    form->addRow(tr("Type:"), m_type);
    form->addRow(tr("Media:"), m_media);
    form->addRow(tr("Route length:"), m_routeLength);
    form->addRow(tr("Ordered length:"), m_ordered);
    form->addRow(tr("Bend radius:"), m_bend);
    form->addRow(tr("Trays:"), m_trays);
    connect(m_label, &QLineEdit::editingFinished, this, &CablePropertiesPage::applyLabel);
    connect(m_type, &QComboBox::activated, this, &CablePropertiesPage::applyType);
    connect(m_ordered, &QDoubleSpinBox::editingFinished, this, &CablePropertiesPage::applyLength);
}

void CablePropertiesPage::fill(const Cable& cable) {
    m_cable = cable.id;
    const ScheduleRow row = CableSchedule::row(m_design, LabelScheme(), cable);
    const QSignalBlocker b1(m_label), b2(m_type), b3(m_ordered);
    m_label->setText(cable.label);
    m_id->setText(cable.id.toString());
    const auto end = [](const QString& rack, const QString& device, const QString& port) {
        return rack.isEmpty() ? tr("%1, port %2").arg(device, port) : tr("%1 in rack %2, port %3").arg(device, rack, port);
    };
    m_endA->setText(end(row.aRack, row.aDevice, row.aPort));
    m_endB->setText(end(row.bRack, row.bDevice, row.bPort));
    m_role->setText(row.role);
    m_type->clear();
    if (cable.typeId.isEmpty()) m_type->addItem(tr("not chosen yet"), QString());
    for (const CableType* type : CableEdits::compatibleTypes(m_design, cable))
        m_type->addItem(QStringLiteral("%1 (%2)").arg(type->id, type->model), type->id);
    m_type->setCurrentIndex(std::max(0, m_type->findData(cable.typeId)));
    m_media->setText(row.media.isEmpty() ? tr("none") : row.media);
    m_routeLength->setText(row.routeLengthM ? tr("%1 m").arg(*row.routeLengthM, 0, 'f', 2) : tr("not routed"));
    m_ordered->setValue(row.orderedLengthM.value_or(0.0));
    if (!row.minBendRadiusMm) m_bend->setText(tr("unknown (no type)"));
    else if (!row.tightestBendMm) m_bend->setText(tr("at least %1 mm").arg(*row.minBendRadiusMm, 0, 'f', 0));
    else
        m_bend->setText(tr("at least %1 mm; the tightest tray fitting on the route bends at %2 mm")
                            .arg(*row.minBendRadiusMm, 0, 'f', 0)
                            .arg(*row.tightestBendMm, 0, 'f', 0));
    m_trays->setText(row.trays.isEmpty() ? tr("none") : row.trays.join(QStringLiteral(", ")));
}

void CablePropertiesPage::applyLabel() {
    if (!m_cable) return;
    EditResult edit = CableEdits::setLabel(m_design, *m_cable, m_label->text());
    if (edit || !edit.error.isEmpty()) m_submit(std::move(edit.command), edit.error);
}

void CablePropertiesPage::applyType() {
    const QString typeId = m_type->currentData().toString();
    const Cable* cable = m_cable ? m_design.cable(*m_cable) : nullptr;
    if (!cable || typeId.isEmpty() || typeId == cable->typeId) return;
    EditResult edit = CableEdits::setType(m_design, {*m_cable}, typeId);
    if (edit || !edit.error.isEmpty()) m_submit(std::move(edit.command), edit.error);
}

void CablePropertiesPage::applyLength() {
    const Cable* cable = m_cable ? m_design.cable(*m_cable) : nullptr;
    if (!cable) return;
    const double metres = m_ordered->value();
    // The box shows centimetres: a length it rounded for display is not a change.
    if (std::abs(cable->orderedLengthMm.value_or(0.0) / 1000.0 - metres) < 0.005) return;
    EditResult edit = CableEdits::setOrderedLength(m_design, {*m_cable},
                                                   metres > 0 ? std::optional(metres * 1000.0) : std::nullopt);
    if (edit || !edit.error.isEmpty()) m_submit(std::move(edit.command), edit.error);
}

}  // namespace sn
