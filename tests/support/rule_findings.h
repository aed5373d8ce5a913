#pragma once

#include "model/rules/rule_engine.h"

#include <QStringList>

#include <algorithm>
#include <vector>

namespace sn::test {

/// All findings of a full run of the built-in rules.
inline std::vector<Finding> findingsOf(const Design& design) {
    RuleEngine engine(design);
    engine.runAll();
    return engine.findings();
}

/// Findings whose rule key starts with `prefix` ("power." for a family).
inline std::vector<Finding> withPrefix(const std::vector<Finding>& all, const QString& prefix) {
    std::vector<Finding> out;
    std::copy_if(all.begin(), all.end(), std::back_inserter(out),
                 [&](const Finding& f) { return f.ruleKey.startsWith(prefix); });
    return out;
}

/// Findings of exactly this rule key.
inline std::vector<Finding> withKey(const std::vector<Finding>& all, const QString& key) {
    std::vector<Finding> out;
    std::copy_if(all.begin(), all.end(), std::back_inserter(out), [&](const Finding& f) { return f.ruleKey == key; });
    return out;
}

/// "severity:key" of each finding, sorted: compact to compare whole sets.
inline QStringList keysOf(const std::vector<Finding>& findings) {
    QStringList out;
    for (const Finding& f : findings) out << kSeverityNames.name(f.severity) + QLatin1Char(':') + f.ruleKey;
    out.sort();
    return out;
}

/// The one finding with this key; fails the calling test when there is not exactly one.
inline const Finding* only(const std::vector<Finding>& all, const QString& key) {
    const Finding* found = nullptr;
    for (const Finding& f : all) {
        if (f.ruleKey != key) continue;
        if (found) return nullptr;
        found = &f;
    }
    return found;
}
/// Not on a temporary list: the pointer would outlive it (ASan found one in
/// tst_module_ports). Keep the findings in a variable first.
const Finding* only(std::vector<Finding>&& all, const QString& key) = delete;

}  // namespace sn::test
