#pragma once

#include "model/design/design.h"

#include <memory>

namespace sn::test {

/// Two revisions of the bundled liquid-row example for change-order tests:
/// `older` as shipped, `newer` with one change of every kind:
/// - device moved: mgmt-a03 from A03 U42 to U44 (the labels of its 6 OOB and 2 PSU cables change);
/// - device added: storage node stor-a03 at A03 U30;
/// - device removed: gpu-a02-2 with its 17 cables (8 compute, 6 PSU, 2 coolant, 1 BMC);
/// - device changed: cdu-a03 renamed cdu-a03-b;
/// - cable added: C00081, stor-a03 BMC to mgmt-a03 swp20;
/// - cable C00001 type acc-400g-osfp → aoc-400g-osfp;
/// - cable C00002 ordered length 5 m → 7 m;
/// - cable C00003 re-routed through tray T-A;
/// - cable C00004 relabelled C00004A;
/// - cable C00005 re-terminated at the leaf from P3/1 to P20/1.
struct RevisionPair {
    std::unique_ptr<Design> older, newer;
    static RevisionPair liquidRow();
};

}  // namespace sn::test
