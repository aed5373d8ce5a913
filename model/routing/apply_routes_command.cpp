#include "model/routing/apply_routes_command.h"

#include <algorithm>

namespace sn {

ApplyRoutesCommand::ApplyRoutesCommand(Design& design, std::vector<Cable> before, std::vector<Cable> after,
                                       std::vector<Cable> created)
    : m_design(design), m_before(std::move(before)), m_after(std::move(after)), m_created(std::move(created)) {
    m_createdIds.reserve(m_created.size());
    for (const Cable& c : m_created) m_createdIds.push_back(c.id);
    const int count = int(m_after.size() + m_createdIds.size());
    setText(tr("Route %n cable(s)", nullptr, count));
}

EditResult ApplyRoutesCommand::createFrom(Design& design, const RoutingResult& result, RoutingResult* taken) {
    if (result.revision != design.revision())
        return {nullptr, tr("The design changed since it was routed; nothing applied. Route again.")};
    std::vector<std::size_t> changed;  ///< indices into result.cables
    for (const Cable& routed : result.cables) {
        const Cable* now = design.cable(routed.id);
        if (!now || now->connection != routed.connection)
            return {nullptr, tr("The design changed while routing: cable %1 is gone. Route again.").arg(routed.label)};
        for (TrayId t : routed.trays)
            if (!design.trays().contains(t))
                return {nullptr, tr("The design changed while routing: a tray is gone. Route again.")};
        if (!(*now == routed)) changed.push_back(std::size_t(&routed - result.cables.data()));
    }
    for (const Cable& fresh : result.created)
        if (!design.connection(fresh.connection) || design.cableOf(fresh.connection) || design.cable(fresh.id))
            return {nullptr, tr("The design changed while routing: a connection changed. Route again.")};
    // Sized once: grown cable by cable, the two copies of a 372 690-cable
    // result held twice their size while growing.
    std::vector<Cable> before, after, created;
    before.reserve(changed.size());
    after.reserve(changed.size());
    for (const std::size_t i : changed) {
        before.push_back(*design.cable(result.cables[i].id));
        after.push_back(taken ? std::move(taken->cables[i]) : result.cables[i]);
    }
    if (taken) {
        created = std::move(taken->created);
        taken->cables.clear();
        taken->created.clear();
    } else {
        created = result.created;
    }
    if (after.empty() && created.empty()) return {};
    return {std::unique_ptr<QUndoCommand>(
                new ApplyRoutesCommand(design, std::move(before), std::move(after), std::move(created))),
            {}};
}

EditResult ApplyRoutesCommand::create(Design& design, const RoutingResult& result) {
    return createFrom(design, result, nullptr);
}

EditResult ApplyRoutesCommand::create(Design& design, RoutingResult&& result) {
    return createFrom(design, result, &result);
}

const char* ApplyRoutesCommand::whyNot() const {
    for (std::size_t i = 0; i < m_after.size(); ++i) {
        const Cable* now = m_design.cable(m_before[i].id);
        if (!now || !(*now == m_before[i])) return "a cable to re-route has changed";
        if (const char* why = m_design.whyNotReplace(m_after[i])) return why;
    }
    for (const Cable& c : m_created)
        if (const char* why = m_design.whyNotInsert(c)) return why;
    return nullptr;
}

void ApplyRoutesCommand::redo() {
    // Never throws into the event loop: a design changed outside
    // the undo stack since create() keeps its cables.
    if (const char* why = whyNot()) {
        qWarning("ApplyRoutesCommand refused: %s", why);
        setObsolete(true);
        return;
    }
    m_design.beginBatch();
    for (const Cable& c : m_after) m_design.replace(c);
    for (Cable& c : m_created) m_design.insert(-1, std::move(c));
    std::vector<Cable>().swap(m_created);
    m_design.endBatch();
}

void ApplyRoutesCommand::undo() {
    m_design.beginBatch();
    m_created.reserve(m_createdIds.size());
    for (auto it = m_createdIds.rbegin(); it != m_createdIds.rend(); ++it)
        m_created.push_back(m_design.take(*it).second);
    std::reverse(m_created.begin(), m_created.end());
    for (const Cable& c : m_before) m_design.replace(c);
    m_design.endBatch();
}

}  // namespace sn
