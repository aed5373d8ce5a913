#include "properties/device_type_section.h"

#include "design/design.h"
#include "netbox/edit_device_type_command.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>

namespace sn {

namespace {
/// A figure as the user sees it: its unit and the factor from the model's
/// unit (W shown as kW, a fraction as %).
struct FigureField {
    const char* key;
    double toShown;
    const char* suffix;
    double maxShown;
    int decimals;
};
constexpr FigureField kFigures[] = {
    {"max_power_w", 0.001, " kW", 1000, 2},      {"typical_power_w", 0.001, " kW", 1000, 2},
    {"weight_kg", 1, " kg", 5000, 1},            {"depth_mm", 1, " mm", 3000, 0},
    {"liquid_fraction", 100, " %", 100, 0},      {"max_coolant_inlet_c", 1, " °C", 100, 1},
};
// Below every real figure: the spin box shows its special text "unknown" there.
constexpr double kUnknownShown = -1;

double modelValue(const DeviceType& t, const QString& key) {
    if (key == QLatin1String("max_power_w")) return t.maxPowerW;
    if (key == QLatin1String("typical_power_w")) return t.typicalPowerW;
    if (key == QLatin1String("weight_kg")) return t.weightKg;
    if (key == QLatin1String("depth_mm")) return t.depthMm;
    if (key == QLatin1String("liquid_fraction")) return t.liquidFraction;
    return t.maxCoolantInletC.value_or(0);
}
}  // namespace

DeviceTypeSection::DeviceTypeSection(Design& design, QWidget* parent)
    : QGroupBox(parent), m_design(design), m_source(new QLabel(this)), m_error(new QLabel(this)) {
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_source->setWordWrap(true);
    form->addRow(m_source);
    const QString labels[] = {tr("Maximum draw:"), tr("Typical draw:"), tr("Weight:"),
                              tr("Depth:"),        tr("Liquid-cooled share:"), tr("Max coolant inlet:")};
    int i = 0;
    for (const FigureField& f : kFigures) {
        auto* box = new QDoubleSpinBox(this);
        box->setRange(kUnknownShown, f.maxShown);
        box->setDecimals(f.decimals);
        box->setSuffix(QString::fromUtf8(f.suffix));
        box->setSpecialValueText(tr("unknown"));
        box->setKeyboardTracking(false);
        const QString key = QString::fromLatin1(f.key);
        m_fields.insert(key, box);
        form->addRow(labels[i++], box);
        connect(box, &QDoubleSpinBox::editingFinished, this, [this, key] { apply(key); });
    }
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    form->addRow(m_error);
    // An edit of the type (here, by undo, or by an import) shows at once.
    connect(&design, &Design::catalogChanged, this, &DeviceTypeSection::fill);
    setVisible(false);
}

QString DeviceTypeSection::lastError() const { return m_error->text(); }

void DeviceTypeSection::setType(const QString& typeId) {
    if (typeId != m_typeId) m_error->clear();
    m_typeId = typeId;
    fill();
}

void DeviceTypeSection::fill() {
    const DeviceType* t = m_design.catalog().device(m_typeId);
    // Built-in types are complete and shared: their figures are not edited here.
    const bool shown = t && (t->netbox || !t->unknownFields.isEmpty());
    setVisible(shown);
    if (!shown) return;
    setTitle(tr("Type %1 %2").arg(t->vendor, t->model));
    m_source->setText(t->netbox ? tr("Imported from NetBox (%1). Figures NetBox does not give stay unknown until "
                                     "you enter them; a change applies to every device of this type.")
                                      .arg(t->netbox->slug)
                                : tr("Figures marked unknown stay out of the rack totals until you enter them."));
    for (const FigureField& f : kFigures) {
        const QString key = QString::fromLatin1(f.key);
        QDoubleSpinBox* box = m_fields.value(key);
        const QSignalBlocker block(box);
        const bool unknown = t->isUnknown(key) || (key == QLatin1String("max_coolant_inlet_c") && !t->maxCoolantInletC);
        box->setValue(unknown ? kUnknownShown : modelValue(*t, key) * f.toShown);
    }
}

void DeviceTypeSection::apply(const QString& key) {
    const DeviceType* t = m_design.catalog().device(m_typeId);
    QDoubleSpinBox* box = m_fields.value(key);
    if (!t || !box) return;
    if (box->value() <= kUnknownShown) return fill();  // "unknown" is not a figure to store
    double toShown = 1;
    for (const FigureField& f : kFigures)
        if (key == QLatin1String(f.key)) toShown = f.toShown;
    const double value = box->value() / toShown;
    const bool wasUnknown = t->isUnknown(key) || (key == QLatin1String("max_coolant_inlet_c") && !t->maxCoolantInletC);
    if (!wasUnknown && qFuzzyCompare(1 + modelValue(*t, key), 1 + value)) return;
    const auto edited = EditDeviceTypeCommand::withFigure(*t, key, value);
    if (!edited) return;
    EditResult edit = EditDeviceTypeCommand::make(m_design, *edited);
    if (!edit) {
        m_error->setText(edit.error);
        fill();
        return;
    }
    m_error->clear();
    m_design.undoStack().push(edit.command.release());
}

}  // namespace sn
