#pragma once

#include "model/rules/rule.h"

#include <QStringList>

#include <memory>
#include <vector>

namespace sn {

/// Every rule the program knows, in the order findings are listed.
class RuleRegistry {
public:
    /// The built-in rules (placement, power, cooling, cabling).
    static const RuleRegistry& builtIn();
    /// A new registry with fresh instances of the built-in rules whose key
    /// starts with one of `prefixes` ("power." for a family, a full key for one rule).
    static RuleRegistry builtInMatching(const QStringList& prefixes);

    RuleRegistry() = default;
    void add(std::unique_ptr<Rule> rule) { m_rules.push_back(std::move(rule)); }
    const std::vector<std::unique_ptr<Rule>>& rules() const { return m_rules; }
    const Rule* find(const QString& key) const;

private:
    std::vector<std::unique_ptr<Rule>> m_rules;
};

}  // namespace sn
