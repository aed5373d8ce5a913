#pragma once

#include "model/design/design_objects.h"
#include "model/rules/finding.h"

#include <QString>

#include <vector>

namespace sn {

class RuleContext;

/// What a rule looks at. The engine caches findings per object of the scope
/// and re-runs a scoped rule only for the objects an edit touched.
enum class RuleScope { Design, Rack, Loop, Device, Connection };

/// Kinds of change, for design-wide rules to say which edits concern them.
enum ChangeKind : unsigned {
    kChangeRoom = 1u << 0,
    kChangeRack = 1u << 1,
    kChangeDevice = 1u << 2,
    kChangeLoop = 1u << 3,
    kChangeConnection = 1u << 4,
    kChangeCable = 1u << 5,
    kChangeTray = 1u << 6,
    kChangeCatalog = 1u << 7,
    /// A rack moved or turned on the floor and nothing else of it changed:
    /// a rule that reads only what is in a rack and how it is joined (fault
    /// domains) does not watch it; kChangeRack is every other rack edit.
    kChangeRackPlace = 1u << 8,
    kChangeAll = 0x1ffu,
};

/// Where a rule puts its findings; stamps each with the rule's key.
class FindingSink {
public:
    FindingSink(const QString& ruleKey, std::vector<Finding>& out) : m_key(ruleKey), m_out(out) {}
    void add(Severity severity, std::vector<ObjectRef> objects, double measured, std::optional<double> limit,
             const QString& unit, const QString& message) {
        m_out.push_back({severity, m_key, std::move(objects), measured, limit, unit, message});
    }

private:
    const QString& m_key;
    std::vector<Finding>& m_out;
};

/// One check. Subclasses override the check for their scope only; rules are
/// stateless and read the design through the context, never change it.
class Rule {
public:
    virtual ~Rule() = default;
    /// Stable identifier ("power.phase-load"): waivers and JSON output use it.
    virtual QString key() const = 0;
    virtual RuleScope scope() const = 0;
    /// Design-wide rules run again only after changes of these kinds.
    virtual unsigned triggers() const { return kChangeAll; }

    virtual void checkDesign(const RuleContext&, FindingSink&) const {}
    virtual void checkRack(const RuleContext&, const Rack&, FindingSink&) const {}
    virtual void checkLoop(const RuleContext&, const CoolingLoop&, FindingSink&) const {}
    virtual void checkDevice(const RuleContext&, const Device&, FindingSink&) const {}
    virtual void checkConnection(const RuleContext&, const Connection&, FindingSink&) const {}
};

}  // namespace sn
