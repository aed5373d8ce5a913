#include "model/asbuilt/set_cable_status_command.h"

namespace sn {

SetCableStatusCommand::SetCableStatusCommand(Design& design, const std::vector<CableId>& cables, CableStatus status)
    : m_design(design), m_status(status) {
    for (const CableId& id : cables)
        if (const Cable* c = design.cable(id); c && c->status != status) m_cables.emplace_back(id, c->status);
    setText(tr("Mark %n cable(s) %1", nullptr, int(m_cables.size())).arg(kCableStatusNames.name(status)));
}

void SetCableStatusCommand::apply(bool forward) {
    m_design.beginBatch();
    for (const auto& [id, before] : m_cables) {
        Cable c = *m_design.cable(id);
        c.status = forward ? m_status : before;
        m_design.replace(c);
    }
    m_design.endBatch();
}

}  // namespace sn
