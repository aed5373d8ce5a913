#pragma once

namespace sn {

/// Lets the heap of a batch command grow in 2 MiB transparent huge pages.
/// Reading, routing or validating a large design touches hundreds of MB of
/// fresh heap, one page fault per 4 KiB; on a virtual machine a fault costs
/// several microseconds (a quarter of `info` at 16 384 GPUs: 24 000 faults;
/// 481 000 in `route` at 65 536). The main arena's next `reserveMb` of
/// growth is taken once, advised MADV_HUGEPAGE, and handed back to malloc
/// but not to the system; every thread allocates from that arena. Memory
/// is only reserved: what is never touched costs nothing. Not for the
/// editor, where a fault that waits for the kernel to gather a huge page
/// would stall a frame. Does nothing where the kernel or libc does not
/// offer it, under strict overcommit, or under AddressSanitizer. At most
/// 2 000 MiB.
void adviseHeapHugePages(unsigned reserveMb);

}  // namespace sn
