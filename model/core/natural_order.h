#pragma once

#include <QString>

namespace sn {

/// Orders names the way people count: "OSFP2" before "OSFP10", "P1/2" before
/// "P10/1". Runs of digits compare by value, everything else by character.
int naturalCompare(const QString& a, const QString& b);
inline bool naturalLess(const QString& a, const QString& b) { return naturalCompare(a, b) < 0; }

}  // namespace sn
