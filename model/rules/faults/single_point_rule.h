#pragma once

#include "model/rules/rule.h"

#include <QCoreApplication>

#include <optional>

namespace sn {

/// Single points of failure: parts whose failure alone takes
/// down more GPUs than a limit, or leaves that many without any storage
/// path — one CDU without N+1, one leaf for every rail of a server, a
/// storage leaf pair on one PDU. The limit defaults to the largest NVLink
/// domain, so losing one domain (a server, an NVL72 rack) is accepted and
/// anything wider is reported. One finding per kind of part, naming every
/// offender. A cooling loop, a rack manifold or a pipe run that feeds one
/// rack alone is not flagged: a server has one coolant supply, so the
/// design cannot make them redundant (their blast radius is in `faults`).
/// A rack that only moved is not weighed again: where it stands decides
/// only which aisle's air coolers it leans on, whose capacity
/// airflow.aisle-heat (which watches moves) checks.
class SinglePointRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(SinglePointRule)
public:
    explicit SinglePointRule(std::optional<int> limitGpus = std::nullopt) : m_limitGpus(limitGpus) {}
    QString key() const override { return QStringLiteral("faults.single-point"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override {
        return kChangeRack | kChangeDevice | kChangeLoop | kChangeConnection | kChangeCatalog;
    }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;

private:
    std::optional<int> m_limitGpus;
};

}  // namespace sn
