#include "views/properties/module_bays_section.h"

#include "model/analysis/device_heat.h"

#include "model/analysis/device_psus.h"
#include "model/commands/design_edits.h"
#include "model/design/design.h"
#include "model/design/module_fills.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>

namespace sn {

ModuleBaysSection::ModuleBaysSection(Design& design, QWidget* parent)
    : QGroupBox(tr("Module bays"), parent), m_design(design), m_form(new QFormLayout(this)), m_psus(new QLabel(this)),
      m_error(new QLabel(this)) {
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_psus->setWordWrap(true);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_form->addRow(m_psus);
    m_form->addRow(m_error);
    // A module type imported while the device is shown appears in its pickers.
    connect(&design, &Design::catalogChanged, this, [this] {
        m_builtFor.clear();
        fill();
    });
    setVisible(false);
}

QString ModuleBaysSection::psuText() const { return m_psus->text(); }
QString ModuleBaysSection::lastError() const { return m_error->text(); }

void ModuleBaysSection::setDevice(std::optional<DeviceId> device) {
    if (device != m_device) m_error->clear();
    m_device = device;
    fill();
}

void ModuleBaysSection::fill() {
    const Device* device = m_device ? m_design.device(*m_device) : nullptr;
    const DeviceType* type = device ? m_design.typeOf(*device) : nullptr;
    // isVisible() is false while the panel itself is hidden: test what was asked.
    const bool shown = type && !type->moduleBays.empty();
    setVisible(shown);
    if (!shown) return;
    if (type->id != m_builtFor) rebuild(*type);
    for (const ModuleBay& bay : type->moduleBays) {
        QString current;
        for (const ModuleFill& f : device->modules)
            if (f.bay == bay.name) current = f.moduleId;
        QComboBox* box = m_pickers.value(bay.name);
        box->setCurrentIndex(std::max(0, box->findData(current)));
    }
    const DevicePsus psus = DevicePsus::of(m_design.catalog(), *type, *device);
    if (psus.origin != DevicePsus::Origin::Modules)
        m_psus->setText(tr("No PSU bay filled."));
    else if (psus.ratingUnknown)
        m_psus->setText(tr("%n PSU(s), a rating unknown: capacity unknown.", nullptr, psus.count));
    else
        m_psus->setText(tr("PSUs: %1 × %2 W in %3+%4 → %5 kW capacity.")
                            .arg(psus.count)
                            .arg(psus.ratingW)
                            .arg(psus.needed())
                            .arg(psus.redundant)
                            .arg(psus.capacityW() / 1000.0, 0, 'f', 2));
    // Where the type states its draw, whether the PSUs in the bays carry it
    // with their spares lost (what power.psu-capacity checks).
    if (!type->isUnknown(TypeFigure::MaxPowerW) && psus.origin == DevicePsus::Origin::Modules && !psus.ratingUnknown) {
        const QString draw = QString::number(type->maxPowerW / 1000.0, 'f', 2);
        m_psus->setText(m_psus->text() + QLatin1Char('\n') +
                        (psus.capacityW() + 1e-9 >= type->maxPowerW ? tr("Enough for its %1 kW draw.").arg(draw)
                                                                     : tr("Not enough for its %1 kW draw.").arg(draw)));
    }
    // Where the type states no draw, the filled PSUs give it: say what the rack totals count.
    if (type->isUnknown(TypeFigure::MaxPowerW)) {
        const DeviceHeat heat = DeviceHeat::of(*type, psus);
        m_psus->setText(m_psus->text() + QLatin1Char('\n') +
                        (heat.drawUnknown ? tr("Its draw stays unknown until a rated PSU fills a bay.")
                                          : tr("Its draw counts as %1 kW in the rack totals.").arg(heat.maxW / 1000.0, 0, 'f', 2)));
    }
}

void ModuleBaysSection::rebuild(const DeviceType& type) {
    // Rows go with deleteLater: a rebuild may run inside a picker's own signal.
    while (m_form->rowCount() > 2) {
        const QFormLayout::TakeRowResult row = m_form->takeRow(0);
        for (QLayoutItem* item : {row.labelItem, row.fieldItem}) {
            if (item && item->widget()) item->widget()->deleteLater();
            delete item;
        }
    }
    m_pickers.clear();
    int row = 0;
    for (const ModuleBay& bay : type.moduleBays) {
        auto* box = new QComboBox(this);
        box->addItem(tr("(empty)"), QString());
        for (const ModuleType* m : ModuleFills::fitting(m_design.catalog(), bay))
            box->addItem(m->vendor.isEmpty() ? m->model : m->vendor + QLatin1Char(' ') + m->model, m->id);
        m_pickers.insert(bay.name, box);
        const QString label = bay.accepts == ModuleBayKind::Psu ? tr("%1 (PSU):").arg(bay.name) : tr("%1:").arg(bay.name);
        m_form->insertRow(row++, label, box);
        connect(box, &QComboBox::activated, this, [this, name = bay.name] { apply(name); });
    }
    m_builtFor = type.id;
}

void ModuleBaysSection::apply(const QString& bay) {
    QComboBox* box = m_pickers.value(bay);
    if (!box || !m_device) return;
    EditResult edit = DesignEdits::fillModuleBay(m_design, *m_device, bay, box->currentData().toString());
    if (!edit) {
        m_error->setText(edit.error);
        fill();  // the picker shows the design again, not the refused pick
        return;
    }
    m_error->clear();
    m_design.undoStack().push(edit.command.release());
    fill();
}

}  // namespace sn
