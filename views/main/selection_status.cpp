#include "views/main/selection_status.h"

#include "model/design/design.h"
#include "model/design/u_span.h"
#include "views/common/selection_model.h"

namespace sn {

SelectionStatus::SelectionStatus(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("selectionStatus"));
}

void SelectionStatus::bind(const Design& design, const SelectionModel& selection) {
    disconnect(m_changed);
    m_changed = connect(&selection, &SelectionModel::selectionChanged, this,
                        [this, &design, &selection] { update(design, selection); });
    update(design, selection);
}

void SelectionStatus::update(const Design& design, const SelectionModel& selection) {
    const auto& racks = selection.racks();
    const auto& devices = selection.devices();
    const auto& trays = selection.trays();
    const auto& cables = selection.cables();
    const size_t count = racks.size() + devices.size() + trays.size() + cables.size();
    QString text;
    if (count > 1) {
        text = tr("%n objects selected", nullptr, int(count));
    } else if (cables.size() == 1) {
        if (const Cable* c = design.cables().find(cables.front()))
            text = tr("Cable %1").arg(c->label.isEmpty() ? c->id.toString() : c->label);
    } else if (trays.size() == 1) {
        if (const Tray* t = design.trays().find(trays.front())) text = tr("Tray %1").arg(t->name);
    } else if (racks.size() == 1) {
        if (const Rack* r = design.rack(racks.front())) text = tr("Rack %1").arg(r->name);
    } else if (devices.size() == 1) {
        if (const Device* d = design.device(devices.front())) {
            const DeviceType* t = design.typeOf(*d);
            text = t && t->mount == Mount::Rack
                ? tr("%1 at U%2–U%3").arg(d->name).arg(d->placement.u).arg(USpan::of(d->placement, *t).top)
                : d->name;
        }
    } else {
        text = tr("Nothing selected");
    }
    setText(text);
}

}  // namespace sn
