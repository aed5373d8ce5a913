#include "views/properties/device_type_section.h"

#include "model/design/design.h"
#include "model/netbox/edit_device_type_command.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>

namespace sn {

namespace {
/// A figure as the user sees it: its unit and the factor from the model's
/// unit (W shown as kW, a fraction as %).
struct FigureField {
    TypeFigure figure;
    double toShown;
    const char* suffix;
    double maxShown;
    int decimals;
};
constexpr FigureField kFigures[] = {
    {TypeFigure::MaxPowerW, 0.001, " kW", 1000, 2},      {TypeFigure::TypicalPowerW, 0.001, " kW", 1000, 2},
    {TypeFigure::WeightKg, 1, " kg", 5000, 1},           {TypeFigure::DepthMm, 1, " mm", 3000, 0},
    {TypeFigure::LiquidFraction, 100, " %", 100, 0},     {TypeFigure::MaxCoolantInletC, 1, " °C", 100, 1},
};
// Below every real figure: the spin box shows its special text "unknown" there.
constexpr double kUnknownShown = -1;

/// Unknown: listed so, or (the coolant inlet limit) never set.
bool unknownIn(const DeviceType& t, TypeFigure figure) {
    return t.isUnknown(figure) || (figure == TypeFigure::MaxCoolantInletC && !t.maxCoolantInletC);
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
        const TypeFigure figure = f.figure;
        m_fields[figure] = box;
        form->addRow(labels[i++], box);
        connect(box, &QDoubleSpinBox::editingFinished, this, [this, figure] { apply(figure); });
    }
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    form->addRow(m_error);
    // An edit of the type (here, by undo, or by an import) shows at once.
    connect(&design, &Design::catalogChanged, this, &DeviceTypeSection::fill);
    setVisible(false);
}

QString DeviceTypeSection::lastError() const { return m_error->text(); }

QDoubleSpinBox* DeviceTypeSection::field(TypeFigure figure) const {
    const auto it = m_fields.find(figure);
    return it == m_fields.end() ? nullptr : it->second;
}

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
        QDoubleSpinBox* box = field(f.figure);
        const QSignalBlocker block(box);
        box->setValue(unknownIn(*t, f.figure) ? kUnknownShown : t->number(f.figure).value_or(0) * f.toShown);
    }
}

void DeviceTypeSection::apply(TypeFigure figure) {
    const DeviceType* t = m_design.catalog().device(m_typeId);
    QDoubleSpinBox* box = field(figure);
    if (!t || !box) return;
    if (box->value() <= kUnknownShown) return fill();  // "unknown" is not a figure to store
    double toShown = 1;
    for (const FigureField& f : kFigures)
        if (figure == f.figure) toShown = f.toShown;
    const double value = box->value() / toShown;
    if (!unknownIn(*t, figure) && qFuzzyCompare(1 + t->number(figure).value_or(0), 1 + value)) return;
    DeviceType edited = *t;
    if (!edited.setNumber(figure, value)) return;
    EditResult edit = EditDeviceTypeCommand::make(m_design, edited);
    if (!edit) {
        m_error->setText(edit.error);
        fill();
        return;
    }
    m_error->clear();
    m_design.undoStack().push(edit.command.release());
}

}  // namespace sn
