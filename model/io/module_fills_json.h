#pragma once

#include "model/design/design_objects.h"
#include "model/input/json_reader.h"

#include <QCoreApplication>

#include <vector>

namespace sn {

/// A device's filled module bays as JSON, `[{"bay": "PSU 1", "module": "netbox-module-…"}]`:
/// the design file's device `modules` and, keyed by device id, the
/// .supernode meta row `device_modules` (model/io/README.md). Whether a
/// bay and module exist and fit is checked where the catalog is known
/// (ModuleFills::problem, at assembly).
class ModuleFillsJson {
    Q_DECLARE_TR_FUNCTIONS(ModuleFillsJson)
public:
    static Json write(const std::vector<ModuleFill>& fills);
    /// Throws UserError naming the field at fault (not an array, a missing
    /// or non-string bay or module, too many items).
    static std::vector<ModuleFill> read(const JsonReader& fills);
};

}  // namespace sn
