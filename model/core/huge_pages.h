#pragma once

#include <cstddef>
#include <cstdint>

#include <sys/mman.h>

namespace sn {

/// Asks the kernel to back the whole 2 MiB pages inside [data, data + bytes)
/// with transparent huge pages, so filling them costs a fault per 2 MiB
/// instead of per 4 KiB. The part before the first and after the last
/// boundary is left as it is; nothing happens where the kernel has no
/// such advice.
inline void adviseHugePages(void* data, std::size_t bytes) {
#if defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t kHuge = std::uintptr_t(2) << 20;
    const std::uintptr_t from = (std::uintptr_t(data) + kHuge - 1) & ~(kHuge - 1);
    const std::uintptr_t to = (std::uintptr_t(data) + bytes) & ~(kHuge - 1);
    if (to > from) ::madvise(reinterpret_cast<void*>(from), to - from, MADV_HUGEPAGE);
#else
    (void)data, (void)bytes;
#endif
}

}  // namespace sn
