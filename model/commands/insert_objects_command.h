#pragma once

#include "commands/design_fragment.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace sn {

class Design;

/// Appends a fragment of new objects; undo removes exactly them. The caller
/// has checked the fragment (placements, free ports): redo cannot fail.
class InsertObjectsCommand final : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(InsertObjectsCommand)
public:
    InsertObjectsCommand(Design& design, DesignFragment fragment, const QString& text,
                         QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    Design& m_design;
    DesignFragment m_fragment;
};

}  // namespace sn
