#include "views/export/selection_picker.h"

#include "model/analysis/rail_map.h"
#include "model/catalog/catalog_enums.h"
#include "model/core/natural_order.h"
#include "model/design/design.h"

#include <QComboBox>
#include <QHash>
#include <QHBoxLayout>
#include <QStandardItemModel>

#include <algorithm>
#include <set>

namespace sn {

namespace {

QStringList rackNames(const Design& design) {
    QStringList names;
    for (const Rack& r : design.racks()) names << r.name;
    std::sort(names.begin(), names.end(), naturalLess);
    return names;
}

/// The RailMap's rails (the same numbers LabelSelection accepts).
QStringList railNumbers(const Design& design) {
    QStringList out;
    for (const int r : RailMap::of(design).rails()) out << QString::number(r);
    return out;
}

/// The roles of the design's connections, in the catalog's order.
QStringList roleWords(const Design& design) {
    QStringList out;
    for (const auto& [role, word] : kPortRoleNames.entries) {
        const bool used = std::any_of(design.connections().begin(), design.connections().end(),
                                      [role = role](const Connection& c) { return c.role == role; });
        if (used) out << QString::fromLatin1(word);
    }
    return out;
}

}  // namespace

QString SelectionPicker::roleLabel(const QString& word) {
    static const QHash<QString, const char*> labels = {
        {QStringLiteral("compute"), QT_TR_NOOP("Compute fabric")},
        {QStringLiteral("storage"), QT_TR_NOOP("Storage fabric")},
        {QStringLiteral("inband"), QT_TR_NOOP("In-band management")},
        {QStringLiteral("oob"), QT_TR_NOOP("Out-of-band management")},
        {QStringLiteral("nvlink"), QT_TR_NOOP("NVLink")},
        {QStringLiteral("power"), QT_TR_NOOP("Power")},
        {QStringLiteral("coolant"), QT_TR_NOOP("Coolant")},
        {QStringLiteral("console"), QT_TR_NOOP("Console")},
    };
    const char* label = labels.value(word);
    return label ? tr(label) : word;
}

SelectionPicker::SelectionPicker(const Design& design, QWidget* parent)
    : QWidget(parent), m_design(design), m_scope(new QComboBox(this)), m_value(new QComboBox(this)) {
    m_scope->setObjectName(QStringLiteral("selectionScope"));
    m_value->setObjectName(QStringLiteral("selectionValue"));
    m_scope->addItem(tr("All cables"), int(Scope::All));
    m_scope->addItem(tr("One rack"), int(Scope::Rack));
    m_scope->addItem(tr("One rail"), int(Scope::Rail));
    m_scope->addItem(tr("One role"), int(Scope::Role));
    // A scope the design has nothing for (no rails before the fabric is cabled) cannot be picked.
    auto* model = qobject_cast<QStandardItemModel*>(m_scope->model());
    model->item(1)->setEnabled(!design.racks().isEmpty());
    model->item(2)->setEnabled(!railNumbers(design).isEmpty());
    model->item(3)->setEnabled(!design.connections().isEmpty());
    m_scope->setToolTip(tr("Which cables to export: all, those with an end in one rack, one rail of the GPU "
                           "fabric, or one role."));
    setFocusProxy(m_scope);  // the form's "Cables:" mnemonic lands on the scope
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_scope);
    layout->addWidget(m_value, 1);
    fillValues();
    connect(m_scope, &QComboBox::currentIndexChanged, this, [this] {
        fillValues();
        Q_EMIT changed();
    });
    connect(m_value, &QComboBox::currentIndexChanged, this, &SelectionPicker::changed);
}

SelectionPicker::Scope SelectionPicker::scope() const { return Scope(m_scope->currentData().toInt()); }

QString SelectionPicker::selectionText() const {
    const QString value = m_value->currentData().toString();
    switch (scope()) {
    case Scope::All: return QStringLiteral("all");
    case Scope::Rack: return QStringLiteral("rack:") + value;
    case Scope::Rail: return QStringLiteral("rail:") + value;
    case Scope::Role: return QStringLiteral("role:") + value;
    }
    return QStringLiteral("all");
}

bool SelectionPicker::select(Scope scope, const QString& value) {
    const int scopeIndex = m_scope->findData(int(scope));
    if (scopeIndex < 0) return false;
    {
        const QSignalBlocker blockScope(m_scope);  // one changed() for the pair, below
        const QSignalBlocker blockValue(m_value);
        m_scope->setCurrentIndex(scopeIndex);
        fillValues();
        if (scope != Scope::All) {
            const int valueIndex = m_value->findData(value);
            if (valueIndex < 0) return false;
            m_value->setCurrentIndex(valueIndex);
        }
    }
    Q_EMIT changed();
    return true;
}

void SelectionPicker::fillValues() {
    const QSignalBlocker block(m_value);
    m_value->clear();
    switch (scope()) {
    case Scope::All: break;
    case Scope::Rack:
        for (const QString& name : rackNames(m_design)) m_value->addItem(name, name);
        break;
    case Scope::Rail:
        for (const QString& rail : railNumbers(m_design)) m_value->addItem(tr("Rail %1").arg(rail), rail);
        break;
    case Scope::Role:
        for (const QString& role : roleWords(m_design)) m_value->addItem(roleLabel(role), role);
        break;
    }
    m_value->setEnabled(scope() != Scope::All);
}

}  // namespace sn
