#include "views/properties/rack_group_page.h"

#include "model/analysis/rack_fill.h"
#include "model/commands/edit_object_command.h"
#include "model/design/design.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>

#include <algorithm>

namespace sn {

namespace {

/// The value all racks share, or nullopt when they differ.
template <class F>
auto shared(const Design& design, const std::vector<RackId>& racks, F value) -> std::optional<decltype(value(Rack{}))> {
    std::optional<decltype(value(Rack{}))> out;
    for (RackId id : racks) {
        const Rack* r = design.rack(id);
        if (!r) continue;
        if (!out) out = value(*r);
        else if (*out != value(*r)) return std::nullopt;
    }
    return out;
}

QDoubleSpinBox* limitBox(QWidget* parent, const char* name, const QString& suffix, double max, int decimals) {
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(RackGroupPage::kMixedValue, max);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setKeyboardTracking(false);
    return box;
}

}  // namespace

RackGroupPage::RackGroupPage(Design& design, Push push, QWidget* parent)
    : QWidget(parent), m_design(design), m_push(std::move(push)) {
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("rackGroupTitle"));
    m_title->setWordWrap(true);
    m_row = new QComboBox(this);
    m_row->setObjectName(QStringLiteral("rackGroupRow"));
    m_loop = new QComboBox(this);
    m_loop->setObjectName(QStringLiteral("rackGroupLoop"));
    m_budgetKw = limitBox(this, "rackGroupBudget", QStringLiteral(" kW"), 2000, 1);
    m_maxKg = limitBox(this, "rackGroupMaxWeight", QStringLiteral(" kg"), 10000, 0);
    for (QComboBox* combo : {m_row, m_loop}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    form->addRow(m_title);
    form->addRow(tr("Row:"), m_row);
    form->addRow(tr("Cooling loop:"), m_loop);
    form->addRow(tr("Power budget:"), m_budgetKw);
    form->addRow(tr("Weight limit:"), m_maxKg);
    connect(m_row, &QComboBox::activated, this, &RackGroupPage::applyRow);
    connect(m_loop, &QComboBox::activated, this, &RackGroupPage::applyLoop);
    connect(m_budgetKw, &QDoubleSpinBox::editingFinished, this, &RackGroupPage::applyLimits);
    connect(m_maxKg, &QDoubleSpinBox::editingFinished, this, &RackGroupPage::applyLimits);
}

void RackGroupPage::fill(const std::vector<RackId>& racks) {
    m_racks = racks;
    const QSignalBlocker b1(m_row), b2(m_loop), b3(m_budgetKw), b4(m_maxKg);
    m_title->setText(tr("%n racks selected; a change applies to all of them.", nullptr, int(racks.size())));
    const QString mixed = tr("mixed");

    const auto row = shared(m_design, racks, [](const Rack& r) { return r.row; });
    m_row->clear();
    if (!row) m_row->addItem(tr("(mixed)"), mixedKey());
    m_row->addItem(tr("None"), QString());
    for (const Row& r : m_design.rows()) m_row->addItem(r.name, r.id.toString());
    m_row->setCurrentIndex(!row ? 0 : std::max(0, m_row->findData(*row ? (*row)->toString() : QString())));

    const auto loop = shared(m_design, racks, [](const Rack& r) { return r.loop; });
    m_loop->clear();
    if (!loop) m_loop->addItem(tr("(mixed)"), mixedKey());
    m_loop->addItem(tr("None"), QString());
    for (const CoolingLoop& l : m_design.loops()) m_loop->addItem(l.name, l.id.toString());
    m_loop->setCurrentIndex(!loop ? 0 : std::max(0, m_loop->findData(*loop ? (*loop)->toString() : QString())));

    // "mixed" sits below zero, where no real limit is (0 already means "none set").
    for (QDoubleSpinBox* box : {m_budgetKw, m_maxKg}) box->setSpecialValueText(mixed);
    const auto budget = shared(m_design, racks, [](const Rack& r) { return r.powerBudgetW; });
    m_budgetKw->setValue(budget ? *budget / 1000 : kMixedValue);
    const auto kg = shared(m_design, racks, [](const Rack& r) { return r.maxWeightKg; });
    m_maxKg->setValue(kg ? *kg : kMixedValue);
}

void RackGroupPage::applyRow() {
    const QString key = m_row->currentData().toString();
    if (key == mixedKey()) return;
    const std::optional<RowId> row = key.isEmpty() ? std::nullopt : RowId::fromString(key);
    editAll(tr("Set row of %n rack(s)", nullptr, int(m_racks.size())), [&](Rack& r) { r.row = row; });
}

void RackGroupPage::applyLoop() {
    const QString key = m_loop->currentData().toString();
    if (key == mixedKey()) return;
    const std::optional<LoopId> loop = key.isEmpty() ? std::nullopt : LoopId::fromString(key);
    editAll(tr("Set cooling loop of %n rack(s)", nullptr, int(m_racks.size())), [&](Rack& r) { r.loop = loop; });
}

void RackGroupPage::editAll(const QString& text, const std::function<void(Rack&)>& edit) {
    auto macro = std::make_unique<QUndoCommand>(text);
    for (RackId id : m_racks)
        if (const Rack* r = m_design.rack(id)) {
            Rack after = *r;
            edit(after);
            if (after != *r) new EditObjectCommand<Rack>(m_design, *r, after, {}, CommandId::None, macro.get());
        }
    if (macro->childCount() > 0) m_push(std::move(macro), {});
}

void RackGroupPage::applyLimits() {
    const double budgetKw = m_budgetKw->value(), maxKg = m_maxKg->value();
    auto macro = std::make_unique<QUndoCommand>(tr("Edit limits of %n rack(s)", nullptr, int(m_racks.size())));
    for (RackId id : m_racks) {
        const Rack* r = m_design.rack(id);
        if (!r) continue;
        Rack after = *r;
        if (budgetKw > kMixedValue) after.powerBudgetW = budgetKw * 1000;
        if (maxKg > kMixedValue) after.maxWeightKg = maxKg;
        if (after == *r) continue;
        if (const QString why = RackFill::refusalOfLimits(m_design, after); !why.isEmpty()) return m_push(nullptr, why);
        new EditObjectCommand<Rack>(m_design, *r, after, {}, CommandId::None, macro.get());
    }
    if (macro->childCount() > 0) m_push(std::move(macro), {});
}

}  // namespace sn
