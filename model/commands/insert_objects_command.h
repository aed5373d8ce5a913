#pragma once

#include "model/commands/design_edits.h"
#include "model/design/design_fragment.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace sn {

class Design;

/// Appends a fragment of new objects; undo removes exactly them. The caller
/// has checked the fragment (placements, free ports); redo() checks that the
/// design can take it (whyNot) and, if not, changes nothing and marks itself
/// obsolete, so it never throws into the event loop.
class InsertObjectsCommand final : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(InsertObjectsCommand)
public:
    /// Why the design cannot take the fragment as it is (unique ids, known
    /// rows, loops, racks, devices and trays, ports the types have and
    /// nobody uses, one cable per connection); nullptr when it can.
    static const char* whyNot(const Design& design, const DesignFragment& fragment);
    /// The command, or a refusal naming the problem (a bug in the caller, not a user error).
    static EditResult make(Design& design, DesignFragment fragment, const QString& text);

    InsertObjectsCommand(Design& design, DesignFragment fragment, const QString& text,
                         QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    Design& m_design;
    DesignFragment m_fragment;
};

}  // namespace sn
