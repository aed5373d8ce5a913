#pragma once

#include <QString>

namespace sn::cli {

/// Writes the NetBox hand-off CSV files of the design FILE into `outDir`;
/// prints the files written. Returns the exit code. The shared
/// `export` command calls this for `export netbox FILE -o DIR`.
int runNetboxExport(const QString& file, const QString& outDir);

}  // namespace sn::cli
