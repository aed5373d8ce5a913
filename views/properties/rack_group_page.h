#pragma once

#include "model/design/design_objects.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QUndoCommand;

namespace sn {

class Design;

/// Properties of several selected racks at once ("Missing"): row,
/// cooling loop, power budget and weight limit. A field the racks share
/// shows their value; one where they differ says "mixed" and changes
/// nothing until the user picks a value, which then goes to every rack in
/// one undo step.
class RackGroupPage final : public QWidget {
    Q_OBJECT
public:
    using Push = std::function<void(std::unique_ptr<QUndoCommand>, const QString& error)>;
    RackGroupPage(Design& design, Push push, QWidget* parent = nullptr);

    void fill(const std::vector<RackId>& racks);
    QComboBox* rowBox() const { return m_row; }
    QComboBox* loopBox() const { return m_loop; }
    QDoubleSpinBox* powerBudgetBox() const { return m_budgetKw; }
    QDoubleSpinBox* maxWeightBox() const { return m_maxKg; }
    /// The value items mean "the racks differ here" (combo data and spin value).
    static QString mixedKey() { return QStringLiteral("mixed"); }
    static constexpr double kMixedValue = -1;

private:
    void applyRow();
    void applyLoop();
    void applyLimits();
    /// One undo step that applies `edit` to every rack it changes (none: nothing pushed).
    void editAll(const QString& text, const std::function<void(Rack&)>& edit);

    Design& m_design;
    Push m_push;
    std::vector<RackId> m_racks;
    QLabel* m_title;
    QComboBox* m_row;
    QComboBox* m_loop;
    QDoubleSpinBox* m_budgetKw;
    QDoubleSpinBox* m_maxKg;
};

}  // namespace sn
