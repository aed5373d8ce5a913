#pragma once

#include "model/design/design_objects.h"
#include "model/input/json_reader.h"

#include <QCoreApplication>

#include <optional>
#include <string_view>
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
    /// The runs of `text` when it is valid runs written as write(...).dump()
    /// writes them (no spaces, keys in write's order, plain non-negative
    /// numbers): the same runs parseJsonText and read() give, without a
    /// JSON document per cable. nullopt for any other text, which the
    /// caller then reads the general way (and so gets its errors).
    static std::optional<std::vector<TrayRun>> readCompact(std::string_view text);
};

}  // namespace sn
