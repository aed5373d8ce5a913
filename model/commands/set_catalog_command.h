#pragma once

#include "model/catalog/catalog.h"
#include "model/commands/design_edits.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace sn {

/// Replaces the design's catalog as one undo step (a NetBox import into the
/// design). As a step of its own, undo walks back over it before it
/// reaches older steps, so undoing a delete made before an import brings the
/// device back against the type it was deleted with, never a changed one.
class SetCatalogCommand final : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(SetCatalogCommand)
public:
    /// Refused (with a reason) when a placed device's type would be missing
    /// from `after` or change its ports (connections name them).
    static EditResult make(Design& design, Catalog after, const QString& text);

    void redo() override { m_design.setCatalog(m_after); }
    void undo() override { m_design.setCatalog(m_before); }

private:
    SetCatalogCommand(Design& design, Catalog before, Catalog after, const QString& text);

    Design& m_design;
    Catalog m_before;
    Catalog m_after;
};

}  // namespace sn
