#pragma once

#include "model/commands/command_ids.h"
#include "model/design/design.h"

#include <QUndoCommand>

namespace sn {

/// Replaces one object's value (rack, device, tray, loop, connection, cable,
/// row) with an edited copy of it: moves, renames and property edits. The
/// caller has checked the new value. With a merge id, consecutive edits of the
/// same object collapse into one undo step (arrow-key nudges, a drag).
template <class T>
class EditObjectCommand final : public QUndoCommand {
public:
    EditObjectCommand(Design& design, const T& before, T after, const QString& text,
                      CommandId mergeId = CommandId::None, QUndoCommand* parent = nullptr)
        : QUndoCommand(text, parent), m_design(design), m_before(before), m_after(std::move(after)),
          m_mergeId(mergeId) {}

    int id() const override { return int(m_mergeId); }
    bool mergeWith(const QUndoCommand* next) override {
        const auto* other = dynamic_cast<const EditObjectCommand<T>*>(next);
        if (!other || other->m_after.id != m_after.id) return false;
        m_after = other->m_after;
        setObsolete(m_after == m_before);
        return true;
    }
    // Never throws into the event loop: a value the design cannot
    // take (a bug in the caller, which checks before it pushes) is dropped.
    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    void apply(const T& value) {
        if (const char* why = m_design.whyNotReplace(value)) {
            qWarning("EditObjectCommand refused: %s", why);
            setObsolete(true);
            return;
        }
        m_design.replace(value);
    }

    Design& m_design;
    T m_before;
    T m_after;
    CommandId m_mergeId;
};

/// The same for the design's single-valued parts (Room, ProjectInfo, RoutingSettings).
template <class T, void (Design::*Setter)(const T&)>
class EditValueCommand final : public QUndoCommand {
public:
    EditValueCommand(Design& design, const T& before, T after, const QString& text,
                     CommandId mergeId = CommandId::None, QUndoCommand* parent = nullptr)
        : QUndoCommand(text, parent), m_design(design), m_before(before), m_after(std::move(after)),
          m_mergeId(mergeId) {}

    int id() const override { return int(m_mergeId); }
    bool mergeWith(const QUndoCommand* next) override {
        const auto* other = dynamic_cast<const EditValueCommand*>(next);
        if (!other) return false;
        m_after = other->m_after;
        setObsolete(m_after == m_before);
        return true;
    }
    void redo() override { (m_design.*Setter)(m_after); }
    void undo() override { (m_design.*Setter)(m_before); }

private:
    Design& m_design;
    T m_before;
    T m_after;
    CommandId m_mergeId;
};

using EditRoomCommand = EditValueCommand<Room, &Design::setRoom>;
using EditInfoCommand = EditValueCommand<ProjectInfo, &Design::setInfo>;
/// Callers check RoutingSettings::problem() before pushing it.
using EditRoutingCommand = EditValueCommand<RoutingSettings, &Design::setRoutingSettings>;
/// The recorded parallelism plan (the wizard's).
using EditParallelismPlanCommand = EditValueCommand<std::optional<ParallelismPlan>, &Design::setParallelismPlan>;

}  // namespace sn
