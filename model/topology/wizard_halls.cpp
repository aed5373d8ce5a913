#include "model/topology/wizard_halls.h"

#include <QStringList>

namespace sn {

WizardHalls WizardHalls::of(int suRows, double pitchMm, double widthMm, double itLoadW, double maxHallM2,
                            double maxHallW) {
    WizardHalls out;
    out.rowsPerHall = suRows;
    if (suRows < 2) return out;
    const double rowM2 = pitchMm * widthMm / 1e6;
    const double perRowW = itLoadW / suRows;
    for (int halls = 1; halls <= suRows; ++halls) {
        const int rows = (suRows + halls - 1) / halls;
        const bool floorFits = maxHallM2 <= 0 || rows * rowM2 <= maxHallM2;
        const bool powerFits = maxHallW <= 0 || rows * perRowW <= maxHallW;
        if ((floorFits && powerFits) || halls == suRows) {
            out.rowsPerHall = rows;
            out.dataHalls = (suRows + rows - 1) / rows;  // no hall left empty by the rounding
            break;
        }
    }
    if (out.dataHalls == 1) return out;
    QStringList why;
    if (maxHallM2 > 0 && suRows * rowM2 > maxHallM2)
        why << tr("one hall would take %1 m² of floor, more than the %2 m² a hall may have")
                   .arg(suRows * rowM2, 0, 'f', 0)
                   .arg(maxHallM2, 0, 'f', 0);
    if (maxHallW > 0 && itLoadW > maxHallW)
        why << tr("one hall would carry %1 MW, more than the %2 MW a hall's plant may supply")
                   .arg(itLoadW / 1e6, 0, 'f', 1)
                   .arg(maxHallW / 1e6, 0, 'f', 1);
    out.reason = why.join(tr("; "));
    return out;
}

QString WizardHalls::note() const {
    return tr("Site: %1 data halls of up to %2 SU rows, the spine and core switches in a network room "
              "between data halls %3 and %4: %5. Cables between halls run in the trunk and cross trays "
              "through the partitions.")
        .arg(dataHalls)
        .arg(rowsPerHall)
        .arg(networkRoom())
        .arg(networkRoom() + 1)
        .arg(reason);
}

int WizardHalls::hallOfSuRow(int row) const {
    const int hall = rowsPerHall > 0 ? row / rowsPerHall : 0;
    return dataHalls > 1 && hall >= networkRoom() ? hall + 1 : hall;
}

}  // namespace sn
