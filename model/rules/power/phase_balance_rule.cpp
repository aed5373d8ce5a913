#include "model/rules/power/power_rules.h"

#include "model/analysis/power_feeds.h"
#include "model/rules/rule_context.h"

#include <algorithm>

namespace sn {

namespace {

double spreadOf(const std::array<double, 3>& w) {
    return *std::max_element(w.begin(), w.end()) - *std::min_element(w.begin(), w.end());
}

}  // namespace

bool PhaseBalanceRule::rebalanceable(const std::array<std::vector<double>, 3>& cords, const std::array<double, 3>& phases) {
    constexpr double kEpsW = 1e-6;
    const double spread = spreadOf(phases);
    for (size_t i = 0; i < 3; ++i)
        for (size_t j = 0; j < 3; ++j) {
            if (i == j) continue;
            for (double x : cords[i]) {
                std::array<double, 3> moved = phases;
                moved[i] -= x;
                moved[j] += x;
                if (spreadOf(moved) < spread - kEpsW) return true;
                for (double y : cords[j]) {
                    std::array<double, 3> swapped = phases;
                    swapped[i] += y - x;
                    swapped[j] += x - y;
                    if (spreadOf(swapped) < spread - kEpsW) return true;
                }
            }
        }
    return false;
}

void PhaseBalanceRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    for (const Device* d : context.devicesIn(rack.id)) {
        const DeviceType* t = context.design().typeOf(*d);
        if (!t || !t->pdu || t->pdu->phases != 3) continue;
        const SourceLoad& load = context.sourceLoad(*d);
        const auto& w = load.phaseMaxW;
        const double mean = (w[0] + w[1] + w[2]) / 3.0;
        if (mean <= 0) continue;
        const double spread = spreadOf(w) / mean;
        if (spread <= kImbalanceLimit + 1e-9) continue;
        const QString text =
            tr("The phases of %1 are unbalanced by %2 % (L1 %3 kW, L2 %4 kW, L3 %5 kW); keep within %6 %.")
                .arg(d->name, QString::number(spread * 100.0, 'f', 0), QString::number(w[0] / 1000.0, 'f', 2),
                     QString::number(w[1] / 1000.0, 'f', 2), QString::number(w[2] / 1000.0, 'f', 2),
                     QString::number(kImbalanceLimit * 100.0, 'f', 0));
        const bool better = rebalanceable(load.phaseCordsW, w);
        sink.add(better ? Severity::Warning : Severity::Info, {ObjectRef::of(d->id), ObjectRef::of(rack.id)},
                 spread * 100.0, kImbalanceLimit * 100.0, QStringLiteral("%"),
                 better ? text
                        : text + QLatin1Char(' ') +
                              tr("No move of one cord to another phase, nor a swap of two, narrows it: its %n "
                                 "cord(s) split no better.",
                                 "", int(load.phaseCordsW[0].size() + load.phaseCordsW[1].size() +
                                         load.phaseCordsW[2].size())));
    }
}

}  // namespace sn
