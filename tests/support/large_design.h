#pragma once

#include "model/design/design.h"

#include <memory>

namespace sn::test {

/// A 4 096-GPU room for benchmarks: 512 eight-GPU servers in 64 racks
/// (16 scalable units of 32), a three-tier rail-optimised fabric after the
/// DGX SuperPOD B200 table for 16 SUs (128 leaf, 128 spine, 64 core switches
/// in 8 network racks) and its 12 288 cables (4 096 node–leaf, 4 096
/// leaf–spine, 4 096 spine–core). Built in one InsertObjectsCommand; the
/// undo stack is cleared afterwards.
std::unique_ptr<Design> buildLargeFabricDesign();

}  // namespace sn::test
