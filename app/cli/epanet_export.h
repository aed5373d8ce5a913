#pragma once

#include <QString>

namespace sn::cli {

/// Writes each cooling loop of the design FILE as an EPANET 2.2 input file
/// (`export epanet FILE -o LOOP.inp`): one loop to OUT, several to
/// OUT-<loop>.inp beside it, its pumps at the speed `hydraulics` finds;
/// prints the files written. A loop the catalog's
/// figures cannot solve is refused with its first missing figure. Returns
/// the exit code.
int runEpanetExport(const QString& file, const QString& output);

}  // namespace sn::cli
