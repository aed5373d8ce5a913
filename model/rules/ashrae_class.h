#pragma once

#include <QString>

namespace sn {

/// The ASHRAE liquid-cooling class named for a facility water supply
/// temperature: the water the CDUs take in, cooler than the secondary loop
/// they feed by their approach (LoopReport::facilitySupplyC).
///
/// The authoritative ASHRAE table of W-class supply limits was NOT FOUND
/// (domain-numbers.md §1d); secondary sources name the classes W17, W27,
/// W32, W40, W45 and W+. The default used here reads each name as its upper
/// supply limit in °C: a loop belongs to the lowest class whose number is at
/// or above its supply temperature, and to W+ above 45 °C. This is a
/// documented default, not a quotation of the standard.
class AshraeClass {
public:
    static QString forSupplyC(double supplyC);
    /// One line describing the mapping, for reports.
    static QString mappingNote();
};

}  // namespace sn
