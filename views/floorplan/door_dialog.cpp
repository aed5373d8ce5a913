#include "views/floorplan/door_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>

namespace sn {

DoorDialog::DoorDialog(const Door& door, const QList<Choice>& swings, QWidget* parent)
    : QDialog(parent), m_width(new QDoubleSpinBox(this)), m_swing(new QComboBox(this)) {
    setObjectName(QStringLiteral("doorDialog"));
    setWindowTitle(tr("Door %1").arg(door.name));
    auto* form = new QFormLayout(this);
    m_width->setObjectName(QStringLiteral("doorWidth"));
    // 600 mm (a narrow service door) to 4 m (a double loading-bay door).
    m_width->setRange(600, 4000);
    m_width->setDecimals(0);
    m_width->setSingleStep(100);
    m_width->setSuffix(tr(" mm"));
    m_width->setValue(door.widthMm);
    form->addRow(tr("Leaf &width:"), m_width);
    m_swing->setObjectName(QStringLiteral("doorSwing"));
    for (const Choice& c : swings) m_swing->addItem(c.first, int(c.second));
    m_swing->setCurrentIndex(std::max(0, m_swing->findData(int(door.swing))));
    form->addRow(tr("&Swings:"), m_swing);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

double DoorDialog::widthMm() const { return m_width->value(); }
Door::Swing DoorDialog::swing() const { return Door::Swing(m_swing->currentData().toInt()); }

}  // namespace sn
