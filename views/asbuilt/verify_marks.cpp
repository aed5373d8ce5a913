#include "views/asbuilt/verify_marks.h"

#include "model/design/design.h"

namespace sn {

void VerifyMarks::set(const Design& design, VerifyResult result) {
    m_result = std::move(result);
    m_cables.clear();
    m_ports.clear();
    for (const VerifyFinding& f : m_result.findings) {
        for (const auto& id : {f.cable, f.partner}) {
            if (!id) continue;
            m_cables.insert(*id, f.status);
            if (const Cable* c = design.cable(*id))
                if (const Connection* conn = design.connection(c->connection)) {
                    m_ports.insert(conn->a, f.status);
                    m_ports.insert(conn->b, f.status);
                }
        }
        // Where a cable landed instead: marked too, unless a cable that is ok sits there.
        for (const auto& landed : {f.landedA, f.landedB})
            if (landed && f.status != VerifyStatus::Ok) m_ports.insert(*landed, f.status);
    }
    emit changed();
}

void VerifyMarks::clear() {
    m_result = {};
    m_cables.clear();
    m_ports.clear();
    emit changed();
}

std::optional<VerifyStatus> VerifyMarks::ofCable(CableId cable) const {
    const auto it = m_cables.constFind(cable);
    return it == m_cables.cend() ? std::nullopt : std::optional(*it);
}

std::optional<VerifyStatus> VerifyMarks::ofPort(const PortRef& port) const {
    const auto it = m_ports.constFind(port);
    return it == m_ports.cend() ? std::nullopt : std::optional(*it);
}

std::vector<CableId> VerifyMarks::okCables() const {
    std::vector<CableId> out;
    for (const VerifyFinding& f : m_result.findings)
        if (f.status == VerifyStatus::Ok && f.cable) out.push_back(*f.cable);
    return out;
}

QColor VerifyMarks::colour(VerifyStatus status) {
    switch (status) {
    case VerifyStatus::Ok: return QColor(0x2e, 0x9e, 0x44);
    case VerifyStatus::Missing: return QColor(0xd6, 0x27, 0x28);
    case VerifyStatus::Miswired: return QColor(0xf2, 0x8e, 0x1c);
    case VerifyStatus::Swapped: return QColor(0xc2, 0x2d, 0xc8);
    case VerifyStatus::Unexpected: return QColor(0x6a, 0x3d, 0x9a);
    case VerifyStatus::UnknownNode: return QColor(0x80, 0x80, 0x80);
    }
    return Qt::black;
}

}  // namespace sn
