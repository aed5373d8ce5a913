#include "views/floorplan/tile_memory.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>
#include <stdexcept>
#include <unordered_map>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace sn {

namespace {

constexpr std::size_t kSlabBytes = std::size_t(2) << 20;

}  // namespace

struct TileMemory::Pool {
    std::size_t tileBytes = 0;
    int width = 0, height = 0;
    std::vector<void*> slabs;
    std::vector<uchar*> used;   ///< slots that held a tile and are free again: filled before reuse
    std::vector<uchar*> fresh;  ///< slots never handed out: zero, as the system gives them
    std::mutex lock;            ///< a tile may be dropped on another thread (a QImage copy)

    ~Pool() {
        for (void* slab : slabs) freeSlab(slab);
    }
    void addSlab() {
        void* slab = newSlab();
        slabs.push_back(slab);
        for (std::size_t at = 0; at + tileBytes <= kSlabBytes; at += tileBytes)
            fresh.push_back(static_cast<uchar*>(slab) + at);
    }

#ifdef __linux__
    /// 2 MB aligned to 2 MB, so one huge page can back it whole: a mapping
    /// twice the size, cut to the aligned part. Fresh mappings read as zero.
    static void* newSlab() {
        void* area = mmap(nullptr, 2 * kSlabBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (area == MAP_FAILED) throw std::bad_alloc();
        const auto start = reinterpret_cast<std::uintptr_t>(area);
        const std::uintptr_t aligned = (start + kSlabBytes - 1) & ~(kSlabBytes - 1);
        if (aligned > start) munmap(area, aligned - start);
        if (const std::uintptr_t end = aligned + kSlabBytes; end < start + 2 * kSlabBytes)
            munmap(reinterpret_cast<void*>(end), start + 2 * kSlabBytes - end);
        madvise(reinterpret_cast<void*>(aligned), kSlabBytes, MADV_HUGEPAGE);
        return reinterpret_cast<void*>(aligned);
    }
    static void freeSlab(void* slab) { munmap(slab, kSlabBytes); }
#else
    static void* newSlab() {
        void* slab = std::aligned_alloc(kSlabBytes, kSlabBytes);
        if (!slab) throw std::bad_alloc();
        std::memset(slab, 0, kSlabBytes);
        return slab;
    }
    static void freeSlab(void* slab) { std::free(slab); }
#endif
};

namespace {

struct Handout {
    std::shared_ptr<void> pool;  ///< keeps the slab alive while the image is
    uchar* slot;
};

}  // namespace

TileMemory::TileMemory(int widthPx, int heightPx) : m_pool(std::make_shared<Pool>()) {
    m_pool->width = widthPx;
    m_pool->height = heightPx;
    m_pool->tileBytes = std::size_t(widthPx) * std::size_t(heightPx) * 4;
    // A slab holds whole tiles only: a larger tile would find no slot.
    if (widthPx <= 0 || heightPx <= 0 || m_pool->tileBytes > kSlabBytes)
        throw std::invalid_argument("TileMemory: a tile must fit a 2 MB slab");
}

TileMemory::~TileMemory() = default;

QImage TileMemory::take() {
    Pool& pool = *m_pool;
    uchar* slot = nullptr;
    bool clean = false;
    {
        std::lock_guard guard(pool.lock);
        if (pool.used.empty() && pool.fresh.empty()) pool.addSlab();
        if (!pool.used.empty()) {
            slot = pool.used.back();
            pool.used.pop_back();
        } else {
            slot = pool.fresh.back();
            pool.fresh.pop_back();
            clean = true;
        }
    }
    if (!clean) std::memset(slot, 0, pool.tileBytes);  // transparent, premultiplied
    auto* handout = new Handout{m_pool, slot};
    return QImage(
        slot, pool.width, pool.height, pool.width * 4, QImage::Format_ARGB32_Premultiplied,
        [](void* info) {
            std::unique_ptr<Handout> h(static_cast<Handout*>(info));
            Pool& p = *static_cast<Pool*>(h->pool.get());
            std::lock_guard guard(p.lock);
            p.used.push_back(h->slot);
        },
        handout);
}

void TileMemory::releaseUnused() {
    Pool& pool = *m_pool;
    std::lock_guard guard(pool.lock);
    const std::size_t perSlab = kSlabBytes / pool.tileBytes;
    const auto slabOf = [](const uchar* slot) {
        return reinterpret_cast<void*>(reinterpret_cast<std::uintptr_t>(slot) & ~(kSlabBytes - 1));
    };
    std::unordered_map<void*, std::size_t> freeSlots;
    for (const uchar* slot : pool.used) ++freeSlots[slabOf(slot)];
    for (const uchar* slot : pool.fresh) ++freeSlots[slabOf(slot)];
    const auto idle = [&](const uchar* slot) { return freeSlots[slabOf(slot)] == perSlab; };
    std::erase_if(pool.used, idle);
    std::erase_if(pool.fresh, idle);
    std::erase_if(pool.slabs, [&](void* slab) {
        if (freeSlots[slab] != perSlab) return false;
        Pool::freeSlab(slab);
        return true;
    });
}

std::size_t TileMemory::reservedBytes() const {
    std::lock_guard guard(m_pool->lock);
    return m_pool->slabs.size() * kSlabBytes;
}

}  // namespace sn
