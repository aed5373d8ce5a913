#include "model/rules/ashrae_class.h"

#include <array>

namespace sn {

QString AshraeClass::forSupplyC(double supplyC) {
    static constexpr std::array<int, 5> kUpperC{17, 27, 32, 40, 45};
    for (int upper : kUpperC)
        if (supplyC <= upper + 1e-9) return QStringLiteral("W%1").arg(upper);
    return QStringLiteral("W+");
}

QString AshraeClass::mappingNote() {
    // Untranslated on purpose: a fixed technical note printed with the figures.
    return QStringLiteral(
        "ASHRAE class = lowest of W17/W27/W32/W40/W45 whose number (°C) is >= the facility water supply "
        "temperature (secondary supply - CDU approach), W+ above 45 °C (default mapping; the authoritative "
        "table was not found)");
}

}  // namespace sn
