#pragma once

#include "model/hydraulics/hydraulic_network.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace sn::hyd {

/// Reads the part of EPANET 2.2's input format (INP) a closed coolant loop
/// uses: [TITLE], [JUNCTIONS], [RESERVOIRS], [PIPES], [PUMPS] (HEAD curve,
/// SPEED), [VALVES] (TCV as a Throttle, GPV with a power-law head-loss curve
/// as a PowerLaw link), [CURVES], [STATUS] and [OPTIONS] (SI flow units,
/// Darcy–Weisbach, specific gravity, viscosity). Sections with no effect on a
/// steady state ([REPORT], [COORDINATES], [TIMES], …) are skipped; sections
/// that would change it and are not modelled ([TANKS], [DEMANDS], [CONTROLS],
/// …) are refused. Every fault throws UserError "FILE:LINE: what is wrong".
/// Reference: EPANET 2.2 Users Manual, Appendix C "Input file format", and
/// OWA-EPANET 2.2's input2.c/input3.c for what each field means.
class InpReader final {
    Q_DECLARE_TR_FUNCTIONS(InpReader)
public:
    static constexpr qint64 kMaxFileBytes = 64LL * 1024 * 1024;
    static constexpr int kMaxNodes = 1'000'000;
    static constexpr int kMaxLinks = 1'000'000;
    static constexpr int kMaxCurvePoints = 1'000'000;  ///< all curves together
    static constexpr int kMaxLineLength = 1024;        ///< EPANET's MAXLINE

    /// Reads the file; throws UserError when it cannot be opened, is larger
    /// than kMaxFileBytes, or is malformed.
    static HydraulicNetwork readFile(const QString& path);
    /// Parses INP text (UTF-8); `fileName` names it in messages.
    static HydraulicNetwork parse(const QByteArray& bytes, const QString& fileName);
};

}  // namespace sn::hyd
