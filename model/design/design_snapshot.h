#pragma once

#include "model/design/design.h"

#include <cstdint>
#include <memory>

namespace sn {

/// An immutable view of a design at one revision (DESIGN.md "Snapshots and
/// derived figures"). Background work (SnapshotPass in the editor: Route
/// All, reports, fault domains, hydraulics, exports, whole rule runs) reads a
/// snapshot, never the live document, so an edit landing meanwhile (the auto
/// re-route's settle timer, a window's own edit) cannot change what it reads.
///
/// Taking one is cheap: the tables are shared copy-on-write with the live
/// design (ObjectTable), the catalog by pointer, so the cost falls on the
/// first edit after it, which copies only the table it touches.
///
/// A result computed from a snapshot is applied only while isCurrentFor()
/// holds: the design has not changed since (its revision is the same).
/// Make snapshots on the design's thread; read and drop them anywhere.
class DesignSnapshot {
public:
    static std::shared_ptr<const DesignSnapshot> of(const Design& design);

    /// The design as it was; every const query of Design works on it.
    const Design& design() const { return *m_copy; }
    std::uint64_t revision() const { return m_revision; }
    /// Is `live` the design this was taken from, unchanged since?
    bool isCurrentFor(const Design& live) const { return &live == m_source && live.revision() == m_revision; }

private:
    DesignSnapshot(const Design& source);

    std::unique_ptr<const Design> m_copy;
    const Design* m_source;
    std::uint64_t m_revision;
};

}  // namespace sn
