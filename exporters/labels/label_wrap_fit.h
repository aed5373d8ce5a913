#pragma once

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace sn {

struct LabelItem;
struct LabelStock;

/// Which cables of a label selection a stock fits, by the OD of each
/// cable's type (CableType::outerDiameterMm): a self-laminating wrap fits
/// the cables within its OD range (CableWrap); a flat label or flag fits
/// any cable. Counted per cable, not per label (a cable has two).
struct WrapFit {
    Q_DECLARE_TR_FUNCTIONS(WrapFit)
public:
    bool wrap = false;  ///< the stock is a wrap; false: every cable fits
    double odMinMm = 0, odMaxMm = 0;
    int cables = 0, fitting = 0;
    int thinner = 0, thicker = 0;  ///< OD below / above the wrap's range
    int unknownOd = 0;             ///< no type chosen, or the type states no OD

    static WrapFit of(const std::vector<LabelItem>& items, const LabelStock& stock);
    /// "fits 1184 of 1312 cables; 128 are thicker than 6.9 mm OD", or that
    /// a flat stock takes any cable.
    QString text() const;
    /// The refusal when a wrap fits none of the cables; empty otherwise.
    QString refusal(const QString& stockName) const;
};

}  // namespace sn
