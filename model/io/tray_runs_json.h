#pragma once

#include "design/design_objects.h"
#include "io/json_reader.h"

#include <QCoreApplication>

#include <vector>

namespace sn {

/// A cable's tray runs as JSON, `[{"tray": UUID, "from_mm": 0, "to_mm": 1250.5}]`:
/// the design file's `tray_runs` and the .supernode column cable.tray_runs
/// (model/io/README.md). Numbers keep every digit, so a run survives any
/// round trip exactly.
class TrayRunsJson {
    Q_DECLARE_TR_FUNCTIONS(TrayRunsJson)
public:
    static Json write(const std::vector<TrayRun>& runs);
    /// Throws UserError naming the field at fault: not a tray id, a negative
    /// or non-finite distance, or from_mm past to_mm.
    static std::vector<TrayRun> read(const JsonReader& runs);
};

}  // namespace sn
