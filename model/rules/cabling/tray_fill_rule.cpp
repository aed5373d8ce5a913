#include "model/rules/cabling/cabling_rules.h"

#include "model/rules/rule_context.h"
#include "model/rules/tray_cable_load.h"

namespace sn {

void TrayFillRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    const QHash<TrayId, TrayCableLoad> loads = TrayCableLoad::of(design);
    for (const Tray& tray : design.trays()) {
        const auto load = loads.constFind(tray.id);
        if (tray.widthMm * tray.depthMm <= 0 || load == loads.cend()) continue;
        const double fill = TrayCableLoad::fillShare(tray, *load);
        if (fill <= tray.fillLimit + 1e-9) continue;
        sink.add(Severity::Error, {ObjectRef::of(tray.id)}, fill * 100.0, tray.fillLimit * 100.0, QStringLiteral("%"),
                 tr("Tray %1 is %2 % full at %3–%4 m along it with %5 cables; its limit is %6 %.")
                     .arg(tray.name, QString::number(fill * 100.0, 'f', 1),
                          QString::number(load->fromMm / 1000.0, 'f', 1), QString::number(load->toMm / 1000.0, 'f', 1))
                     .arg(load->cables)
                     .arg(QString::number(tray.fillLimit * 100.0, 'f', 0)));
    }
}

}  // namespace sn
