#pragma once

#include "model/commands/design_edits.h"
#include "model/design/design.h"
#include "model/routing/routing_result.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <vector>

namespace sn {

/// Lands a routing result as one undo step: the old and new values of every
/// cable it changes, plus the cables it creates for uncabled connections.
/// Listeners see one batch.
class ApplyRoutesCommand final : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(ApplyRoutesCommand)
public:
    /// The command, or the reason the result no longer fits the design: it
    /// was routed from another revision (any edit since), or a cable or
    /// connection is gone. No command and no error: the result changes nothing.
    static EditResult create(Design& design, const RoutingResult& result);

    int changedCables() const { return int(m_after.size()); }
    int createdCables() const { return int(m_created.size()); }

    /// Why redo() would be refused now (not translated: a programming
    /// error), or nullptr: each cable to change is as it was, each new one fits.
    const char* whyNot() const;

    void redo() override;
    void undo() override;

private:
    ApplyRoutesCommand(Design& design, std::vector<Cable> before, std::vector<Cable> after,
                       std::vector<Cable> created);

    Design& m_design;
    std::vector<Cable> m_before, m_after, m_created;
};

}  // namespace sn
