#pragma once

#include "model/core/enum_names.h"
#include "model/design/object_ref.h"

#include <QString>

#include <optional>
#include <vector>

namespace sn {

enum class Severity { Error, Warning, Info };
inline constexpr EnumNames<Severity, 3> kSeverityNames{{{
    {Severity::Error, "error"},
    {Severity::Warning, "warning"},
    {Severity::Info, "info"},
}}};

/// What a rule found: how bad, about which objects, the figure measured
/// against its limit (in `unit`), and a translated sentence for people.
struct Finding {
    Severity severity = Severity::Error;
    QString ruleKey;
    std::vector<ObjectRef> objects;
    double measured = 0;
    std::optional<double> limit;  ///< nullopt for figures without a limit (e.g. kW/m² shown as info)
    QString unit;                 ///< "W", "A", "L/min", "kg", "mm", "m", "U", "°C", "%", "kW/m²", …
    QString message;
    bool operator==(const Finding&) const = default;
};

}  // namespace sn
