#pragma once

#include <QImage>

#include <cstddef>
#include <memory>
#include <vector>

namespace sn {

/// Pixel memory for the tiles of a ZoomLevelCache, all of one size, taken
/// from the system in 2 MB slabs the kernel may back with one huge page
/// each. A tile of fresh 4 kB pages cost a page fault per 4 kB and a fill of
/// memory never touched: on a zoom step at 16 384 GPUs that was most of the
/// frame (tests/bench/bench_frames), where a huge page is one fault, already
/// zeroed. A tile's memory comes back to the pool when its last QImage goes.
class TileMemory {
public:
    /// Tiles of at most 2 MB (512 × 1 024 px); std::invalid_argument otherwise.
    TileMemory(int widthPx, int heightPx);
    ~TileMemory();
    TileMemory(const TileMemory&) = delete;
    TileMemory& operator=(const TileMemory&) = delete;

    /// A transparent tile (ARGB32, premultiplied) whose pixels live in the
    /// pool: filled only when its memory held another tile before.
    QImage take();
    /// Gives back to the system every slab none of whose tiles is out.
    void releaseUnused();
    /// Bytes the pool holds from the system.
    std::size_t reservedBytes() const;

private:
    struct Pool;
    std::shared_ptr<Pool> m_pool;  ///< shared with the tiles out, which may outlive this
};

}  // namespace sn
