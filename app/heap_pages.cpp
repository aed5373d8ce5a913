#include "app/heap_pages.h"

#include "model/core/huge_pages.h"

#include <QFile>

#include <malloc.h>
#include <sys/mman.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

// Under AddressSanitizer malloc is its own: the reservation would only
// poison a GiB of shadow memory.
#if defined(__GLIBC__) && defined(MADV_HUGEPAGE) && !defined(__SANITIZE_ADDRESS__)
#define SN_HEAP_HUGE_PAGES 1
#endif

namespace sn {

#ifdef SN_HEAP_HUGE_PAGES
namespace {

/// Under strict overcommit (vm.overcommit_memory 2) memory reserved counts
/// against the commit limit as if used: reserving would refuse later needs.
bool overcommitIsStrict() {
    QFile f(QStringLiteral("/proc/sys/vm/overcommit_memory"));
    return f.open(QIODevice::ReadOnly) && f.readAll().trimmed() == "2";
}

}  // namespace
#endif

void adviseHeapHugePages(unsigned reserveMb) {
#ifdef SN_HEAP_HUGE_PAGES
    constexpr std::size_t kChunk = std::size_t(16) << 20;  // under glibc's largest mmap threshold (32 MiB)
    if (overcommitIsStrict()) return;
    const std::size_t reserve = std::min<std::size_t>(std::size_t(reserveMb) << 20, std::size_t(2000) << 20);
    // Blocks up to twice the chunk come from the main arena's heap (not a
    // mapping of their own), the heap keeps what is freed at its top, and
    // worker threads allocate from that arena too.
    mallopt(M_MMAP_THRESHOLD, int(kChunk * 2));
    mallopt(M_TRIM_THRESHOLD, int(reserve + kChunk));  // at most 2 016 MiB: within int
    mallopt(M_ARENA_MAX, 1);
    std::vector<std::uintptr_t> chunks;
    for (std::size_t taken = 0; taken < reserve; taken += kChunk) {
        void* p = std::malloc(kChunk);
        if (!p) break;
        chunks.push_back(std::uintptr_t(p));
    }
    // Each run of chunks that follow one another (a malloc header apart) is
    // advised whole.
    std::sort(chunks.begin(), chunks.end());
    for (std::size_t i = 0; i < chunks.size();) {
        std::size_t j = i + 1;
        while (j < chunks.size() && chunks[j] - (chunks[j - 1] + kChunk) < 4096) ++j;
        adviseHugePages(reinterpret_cast<void*>(chunks[i]), chunks[j - 1] + kChunk - chunks[i]);
        i = j;
    }
    for (const std::uintptr_t p : chunks) std::free(reinterpret_cast<void*>(p));
#else
    (void)reserveMb;
#endif
}

}  // namespace sn
