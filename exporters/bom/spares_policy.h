#pragma once

#include <QCoreApplication>
#include <QString>

namespace sn {

/// Spares the BOM orders beside what is installed, per part type: for each
/// orderable item (a cable type at one length, a transceiver type) of a
/// type, `percent` of the installed quantity rounded up, and at least
/// `floor` where any is installed. The default, 3 % with a floor of 1, is a
/// procurement convention (the 2–5 % of installed optics and cables a
/// cluster BOM commonly carries, middle of the range), not a vendor figure:
/// the site's own figures replace it (`export bom --spare-cables-percent …`).
struct SparesPolicy {
    Q_DECLARE_TR_FUNCTIONS(SparesPolicy)
public:
    double cablesPercent = 3;  ///< data cables: fibres, splitters, DAC/ACC/AOC, patch cords
    double opticsPercent = 3;  ///< transceivers (modules)
    int floor = 1;             ///< spares of an item at least, when any is installed and its percent is above 0

    static SparesPolicy none() { return {0, 0, 0}; }
    /// Spares of one item of which `installed` are installed, at `percent`.
    int sparesFor(int installed, double percent) const;
    /// Why these figures cannot be used (translated), or empty: each
    /// percentage finite and from 0 to 100, the floor from 0 to 1 000.
    QString problem() const;
    bool operator==(const SparesPolicy&) const = default;
};

}  // namespace sn
