#pragma once

#include <cstdint>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace sn {

/// Gives the kernel back the whole pages of blocks freed inside the heap,
/// keeping its top (the part adviseHeapHugePages reserved). glibc keeps
/// freed blocks resident for reuse; after a large piece of work frees
/// hundreds of MB in blocks scattered among live ones, the long arrays built
/// next do not fit those holes and land above them, so resident memory grows
/// by what lies free inside. Call it after such a release, not in a loop:
/// it walks every free block.
inline void returnFreedPages() {
#if defined(__GLIBC__)
    // A pad above any top chunk's size: only the free blocks' pages go.
    ::malloc_trim(SIZE_MAX);
#endif
}

}  // namespace sn
