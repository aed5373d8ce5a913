#include "model/design/design_snapshot.h"

namespace sn {

DesignSnapshot::DesignSnapshot(const Design& source)
    : m_copy(new Design(source, Design::SnapshotCopy{})), m_source(&source), m_revision(source.revision()) {}

std::shared_ptr<const DesignSnapshot> DesignSnapshot::of(const Design& design) {
    return std::shared_ptr<const DesignSnapshot>(new DesignSnapshot(design));
}

}  // namespace sn
