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
    /// The same, taking the result's cables instead of copying them: unless
    /// it refuses, the result's cable lists are left empty (its findings
    /// and fill stay).
    static EditResult create(Design& design, RoutingResult&& result);

    int changedCables() const { return int(m_after.size()); }
    int createdCables() const { return int(m_createdIds.size()); }

    /// Why redo() would be refused now (not translated: a programming
    /// error), or nullptr: each cable to change is as it was, each new one fits.
    const char* whyNot() const;

    void redo() override;
    void undo() override;

private:
    ApplyRoutesCommand(Design& design, std::vector<Cable> before, std::vector<Cable> after,
                       std::vector<Cable> created);

    /// create() of `result`; `taken` (the same result, or null) gives its
    /// cables up instead of their being copied.
    static EditResult createFrom(Design& design, const RoutingResult& result, RoutingResult* taken);

    Design& m_design;
    std::vector<Cable> m_before, m_after;
    /// The new cables while they are not in the design (before redo, after
    /// undo): redo moves them in, undo takes them back, so that a large
    /// routing result is held once, not by the design and again here.
    std::vector<Cable> m_created;
    std::vector<CableId> m_createdIds;  ///< in the order they are inserted
};

}  // namespace sn
