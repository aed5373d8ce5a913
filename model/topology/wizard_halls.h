#pragma once

#include <QCoreApplication>
#include <QString>

namespace sn {

/// How the wizard splits a large layout into a site of several halls: the
/// scalable-unit rows in data halls side by side in y, each a band as wide
/// as the site, and the spine/core row in a network room between the
/// middle two, so a leaf's uplinks run half as far as to one end. A hall
/// holds whole SU rows; a layout within both limits stays one hall.
struct WizardHalls {
    Q_DECLARE_TR_FUNCTIONS(WizardHalls)
public:
    /// The largest single data hall Data Center Frontier reports (ViaWest
    /// ComPark, Denver: one room of 148 000 ft², 18 MW;
    /// datacenterfrontier.com/megahall-data-suites-get-larger), in m²: the
    /// wizard's floor limit for one hall unless the user gives theirs.
    static constexpr double kLargestHallM2 = 148000 * 0.09290304;

    /// Each of the four compute halls of xAI's Colossus holds about 25 000
    /// H100 GPUs (Supermicro's account of building it): 3 125 eight-GPU
    /// servers at a DGX H100's 10.2 kW maximum (domain-numbers), in W. The
    /// wizard's IT-load limit for one hall unless the user gives theirs.
    static constexpr double kColossusHallW = 25000.0 / 8 * 10200;

    int dataHalls = 1;    ///< 1: one hall, no site
    int rowsPerHall = 0;  ///< SU rows of each data hall (the last may hold fewer)
    QString reason;       ///< why the layout was split, translated; empty for one hall

    /// `suRows` rows `pitchMm` apart in y, the site `widthMm` wide, carrying
    /// `itLoadW` in all; a hall of at most `maxHallM2` floor (0: no limit)
    /// and `maxHallW` IT load (0: no limit). The fewest halls within both;
    /// at most one per row.
    static WizardHalls of(int suRows, double pitchMm, double widthMm, double itLoadW, double maxHallM2,
                          double maxHallW);

    /// The summary's sentence on the split, translated (several halls only).
    QString note() const;

    /// Halls in y order counting the network room: data halls 0 … k−1, the
    /// network room k (= dataHalls / 2), then the rest.
    int networkRoom() const { return dataHalls / 2; }
    /// The SU row the network row goes before (after the SU rows of the
    /// halls above it).
    int networkRowBefore() const { return networkRoom() * rowsPerHall; }
    /// The hall (in y order, network room counted) of SU row `row`.
    int hallOfSuRow(int row) const;
};

}  // namespace sn
