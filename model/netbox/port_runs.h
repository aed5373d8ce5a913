#pragma once

#include "model/catalog/port_spec.h"

#include <vector>

namespace sn::netbox {

/// Joins runs of single ports that differ only in a trailing number counting
/// up by one ("swp1" … "swp64") into one catalog group ("swp{n}", first 1,
/// count 64), so an imported switch reads like a built-in entry and its
/// catalog text stays small. Expansion gives the same names in the same
/// order. Numbers written with leading zeros ("PSU 01") stay single.
std::vector<PortGroup> joinPortRuns(const std::vector<PortGroup>& singles);

}  // namespace sn::netbox
