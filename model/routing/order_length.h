#pragma once

namespace sn {

struct CableType;

/// The length, in metres, to order for a cable whose route (slack included)
/// is `routeMm` long: the first length the type is sold in that leaves at
/// least `sparePerEndMm` over at each end and lies within the media's reach;
/// -1 when none does. Callers ask with the routing policy's minimum spare
/// first, over every candidate type, and with 0 only when no type can
/// leave it (the orderable-length rule then says how little is over).
double orderLengthM(const CableType& type, double routeMm, double sparePerEndMm);

/// Whether `b` may stand in for `a` only to leave the spare: the same media
/// and, for coolant, the same bore (a longer hose, not a DN50 pipe for a
/// ½-inch hose; a longer copper cable, not optics for copper).
bool sameKind(const CableType& a, const CableType& b);

}  // namespace sn
