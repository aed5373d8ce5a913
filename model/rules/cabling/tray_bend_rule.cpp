#include "model/rules/cabling/cabling_rules.h"

#include "model/rules/rule_context.h"

#include <QHash>

#include <algorithm>

namespace sn {

void TrayBendRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    struct TooTight {
        double neededMm = 0;
        std::vector<ObjectRef> cables;
    };
    QHash<TrayId, TooTight> perTray;
    for (const Cable& cable : design.cables()) {
        if (cable.trays.empty() || cable.typeId.isEmpty()) continue;
        const CableType* type = design.catalog().cable(cable.typeId);
        if (!type) continue;
        const double neededMm = type->minStaticBendMm();
        for (TrayId id : cable.trays) {
            const Tray* tray = design.trays().find(id);
            // A straight tray (two path points) has no fitting to bend around.
            if (!tray || tray->pathMm.size() < 3 || tray->fittingRadiusMm + 1e-9 >= neededMm) continue;
            TooTight& t = perTray[id];
            t.neededMm = std::max(t.neededMm, neededMm);
            t.cables.push_back(ObjectRef::of(cable.id));
        }
    }
    for (const Tray& tray : design.trays()) {
        const auto it = perTray.constFind(tray.id);
        if (it == perTray.cend()) continue;
        std::vector<ObjectRef> objects{ObjectRef::of(tray.id)};
        objects.insert(objects.end(), it->cables.begin(), it->cables.end());
        sink.add(Severity::Error, std::move(objects), tray.fittingRadiusMm, it->neededMm, QStringLiteral("mm"),
                 tr("Tray %1 bends at %2 mm radius; %3 cable(s) through it need at least %4 mm.")
                     .arg(tray.name, QString::number(tray.fittingRadiusMm, 'g', 4))
                     .arg(it->cables.size())
                     .arg(QString::number(it->neededMm, 'g', 4)));
    }
}

}  // namespace sn
