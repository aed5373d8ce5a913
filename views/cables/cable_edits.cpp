#include "views/cables/cable_edits.h"

#include "model/commands/edit_object_command.h"
#include "model/routing/media_choice.h"

#include <algorithm>

namespace sn {

namespace {

/// Several cable edits as one undo step, applied in one design batch so
/// the rule engine and the views refresh once, not once per cable.
class CableBatchCommand final : public QUndoCommand {
public:
    CableBatchCommand(Design& design, const QString& text) : QUndoCommand(text), m_design(design) {}
    void redo() override {
        m_design.beginBatch();
        QUndoCommand::redo();
        m_design.endBatch();
    }
    void undo() override {
        m_design.beginBatch();
        QUndoCommand::undo();
        m_design.endBatch();
    }

private:
    Design& m_design;
};

EditResult refuse(QString why) { return {nullptr, std::move(why)}; }

/// The name a user knows the cable by: its label, else its id.
QString nameOf(const Cable& cable) { return cable.label.isEmpty() ? cable.id.toString() : cable.label; }

/// One command for the edited copies that differ from the design, each
/// checked like any cable edit; no command and no error when nothing changes.
EditResult commit(Design& design, const std::vector<Cable>& edited, const QString& text) {
    std::vector<Cable> changed;
    for (const Cable& c : edited) {
        const EditResult check = DesignEdits::editCable(design, c);
        if (!check) return refuse(check.error);
        if (!(c == *design.cable(c.id))) changed.push_back(c);
    }
    if (changed.empty()) return {};
    if (changed.size() == 1)
        return {std::make_unique<EditObjectCommand<Cable>>(design, *design.cable(changed[0].id), changed[0], text), {}};
    auto macro = std::make_unique<CableBatchCommand>(design, text);
    for (const Cable& c : changed)
        new EditObjectCommand<Cable>(design, *design.cable(c.id), c, text, CommandId::None, macro.get());
    return {std::move(macro), {}};
}

}  // namespace

std::vector<const CableType*> CableEdits::compatibleTypes(const Design& design, const Cable& cable) {
    std::vector<const CableType*> out;
    if (const CableType* own = design.catalog().cable(cable.typeId)) out.push_back(own);
    const Connection* c = design.connection(cable.connection);
    const PortSpec* a = c ? design.portSpec(c->a) : nullptr;
    const PortSpec* b = c ? design.portSpec(c->b) : nullptr;
    if (!a || !b) return out;
    for (const CableType* type : MediaChoice::candidates(design.catalog(), *a, *b))
        if (std::find(out.begin(), out.end(), type) == out.end()) out.push_back(type);
    return out;
}

EditResult CableEdits::setType(Design& design, const std::vector<CableId>& cables, const QString& typeId) {
    const CableType* type = design.catalog().cable(typeId);
    if (!type) return refuse(tr("Unknown cable type \"%1\".").arg(typeId));
    std::vector<Cable> edited;
    for (CableId id : cables) {
        const Cable* cable = design.cable(id);
        if (!cable) return refuse(tr("The cable does not exist."));
        const std::vector<const CableType*> fitting = compatibleTypes(design, *cable);
        if (cable->typeId != typeId && std::find(fitting.begin(), fitting.end(), type) == fitting.end())
            return refuse(tr("Cable type %1 does not fit the ports of cable %2.").arg(type->model, nameOf(*cable)));
        Cable after = *cable;
        after.typeId = typeId;
        after.typeFixed = true;
        edited.push_back(after);
    }
    const QString text = edited.size() == 1 ? tr("Set cable %1 to type %2").arg(nameOf(edited.front()), typeId)
                                            : tr("Set %n cable(s) to type %1", nullptr, int(edited.size())).arg(typeId);
    return commit(design, edited, text);
}

EditResult CableEdits::setOrderedLength(Design& design, const std::vector<CableId>& cables,
                                        std::optional<double> lengthMm) {
    if (lengthMm && *lengthMm <= 0) return refuse(tr("An ordered length must be more than 0 m."));
    std::vector<Cable> edited;
    for (CableId id : cables) {
        const Cable* cable = design.cable(id);
        if (!cable) return refuse(tr("The cable does not exist."));
        // A cable cut shorter than its route cannot be pulled (tolerance: a tenth of a millimetre).
        if (lengthMm && cable->routeLengthMm && *lengthMm + 0.1 < *cable->routeLengthMm)
            return refuse(tr("Cable %1 runs %2 m along its route; %3 m is too short.")
                              .arg(nameOf(*cable))
                              .arg(*cable->routeLengthMm / 1000.0, 0, 'f', 2)
                              .arg(*lengthMm / 1000.0, 0, 'f', 2));
        Cable after = *cable;
        after.orderedLengthMm = lengthMm;
        edited.push_back(after);
    }
    const int n = int(edited.size());
    QString text;
    if (lengthMm) {
        const QString metres = QString::number(*lengthMm / 1000.0, 'g', 6);
        text = n == 1 ? tr("Order cable %1 at %2 m").arg(nameOf(edited.front()), metres)
                      : tr("Order %n cable(s) at %1 m", nullptr, n).arg(metres);
    } else {
        text = n == 1 ? tr("Clear the ordered length of cable %1").arg(nameOf(edited.front()))
                      : tr("Clear the ordered length of %n cable(s)", nullptr, n);
    }
    return commit(design, edited, text);
}

EditResult CableEdits::setLabel(Design& design, CableId id, const QString& label) {
    const Cable* cable = design.cable(id);
    if (!cable) return refuse(tr("The cable does not exist."));
    const QString trimmed = label.trimmed();
    if (trimmed == cable->label) return {};
    if (!trimmed.isEmpty())
        for (const Cable& other : design.cables())
            if (other.id != id && other.label == trimmed)
                return refuse(tr("Another cable is already labelled %1.").arg(trimmed));
    Cable after = *cable;
    after.label = trimmed;
    QString text;
    if (cable->label.isEmpty()) text = tr("Label cable %1").arg(trimmed);
    else if (trimmed.isEmpty()) text = tr("Remove the label of cable %1").arg(cable->label);
    else text = tr("Rename cable %1 to %2").arg(cable->label, trimmed);
    return commit(design, {after}, text);
}

}  // namespace sn
