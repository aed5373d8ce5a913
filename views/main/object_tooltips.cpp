#include "views/main/object_tooltips.h"

#include "model/analysis/design_figures.h"
#include "model/analysis/power_feeds.h"
#include "model/analysis/rack_load.h"
#include "model/design/design.h"
#include "model/design/u_span.h"
#include "views/common/device_type_text.h"
#include "views/elevation/elevation_items.h"
#include "views/floorplan/floor_plan_items.h"

#include <QGraphicsScene>
#include <QGraphicsSceneHelpEvent>
#include <QToolTip>

namespace sn {

namespace {

QString loopName(const Design& design, const std::optional<LoopId>& loop) {
    const CoolingLoop* l = loop ? design.loops().find(*loop) : nullptr;
    return l ? l->name : QString();
}

/// The sources feeding `devices`, each named once, in first-seen order.
QStringList sourcesOf(const Design& design, const std::vector<DeviceId>& devices) {
    QStringList names;
    for (DeviceId id : devices)
        if (const Device* d = design.device(id))
            for (const PowerFeed& feed : PowerFeeds::feedsOf(design, *d))
                if (const Device* source = design.device(feed.source); source && !names.contains(source->name))
                    names << source->name;
    return names;
}

}  // namespace

QString ObjectToolTips::rack(const Design& design, RackId id) {
    const Rack* rack = design.rack(id);
    if (!rack) return {};
    QStringList lines;
    const RackType* type = design.catalog().rackType(rack->typeId);
    lines << (type ? tr("Rack %1 — %2 %3").arg(rack->name, type->vendor, type->model) : tr("Rack %1").arg(rack->name));
    const Row* row = rack->row ? design.rows().find(*rack->row) : nullptr;
    const DesignFigures context(design);
    const RackLoad load = context.rackLoad(*rack);
    const QString units = tr("%1 of %2 U used").arg(load.uUsed).arg(rack->uHeight);
    lines << (row ? tr("Row %1, %2").arg(row->name, units) : units);
    QString weight = tr("%1 kg").arg(load.weightKg, 0, 'f', 0);
    if (rack->maxWeightKg > 0) weight = tr("%1 kg of %2 kg").arg(load.weightKg, 0, 'f', 0).arg(rack->maxWeightKg, 0, 'f', 0);
    lines << tr("%1 kW max, %2 kW typical, %3").arg(load.maxW / 1000, 0, 'f', 1).arg(load.typicalW / 1000, 0, 'f', 1).arg(weight);
    if (load.unknownDrawDevices > 0)
        lines << tr("incomplete: power draw of %n device(s) unknown", nullptr, load.unknownDrawDevices);
    const QString loop = loopName(design, rack->loop);
    lines << (loop.isEmpty() ? tr("Cooling loop: none") : tr("Cooling loop: %1").arg(loop));
    const QStringList sources = sourcesOf(design, design.devicesIn(id));
    lines << (sources.isEmpty() ? tr("Fed by: no power source connected") : tr("Fed by: %1").arg(sources.join(QStringLiteral(", "))));
    return lines.join(QLatin1Char('\n'));
}

QString ObjectToolTips::device(const Design& design, DeviceId id) {
    const Device* device = design.device(id);
    if (!device) return {};
    const DeviceType* type = design.typeOf(*device);
    QStringList lines;
    lines << (type ? QStringLiteral("%1 — %2 %3").arg(device->name, type->vendor, type->model) : device->name);
    const Rack* rack = device->placement.rack ? design.rack(*device->placement.rack) : nullptr;
    if (rack && type && type->mount == Mount::Rack) {
        const int top = USpan::of(device->placement, *type).top;
        lines << tr("Rack %1, U%2–U%3 (%4 U)").arg(rack->name).arg(device->placement.u).arg(top).arg(type->occupiedU());
    } else if (rack) {
        lines << tr("Rack %1, rear side channel").arg(rack->name);
    } else {
        lines << tr("On the floor at x %1 mm, y %2 mm").arg(device->placement.floorXmm, 0, 'f', 0).arg(device->placement.floorYmm, 0, 'f', 0);
    }
    if (type) lines << tr("%1, %2 kg").arg(DeviceTypeText::power(*type)).arg(type->weightKg, 0, 'f', 1);
    const QString loop = rack ? loopName(design, rack->loop) : QString();
    if (!loop.isEmpty()) lines << tr("Cooling loop: %1").arg(loop);
    const QStringList sources = sourcesOf(design, {id});
    if (!sources.isEmpty()) lines << tr("Fed by: %1").arg(sources.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

SceneToolTips::SceneToolTips(const Design& design, QGraphicsScene* scene) : QObject(scene), m_design(design) {
    scene->installEventFilter(this);
}

bool SceneToolTips::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::GraphicsSceneHelp) return QObject::eventFilter(watched, event);
    auto* help = static_cast<QGraphicsSceneHelpEvent*>(event);
    QString text;
    for (QGraphicsItem* item : static_cast<QGraphicsScene*>(watched)->items(help->scenePos())) {
        if (auto* rack = qgraphicsitem_cast<RackFloorItem*>(item)) text = ObjectToolTips::rack(m_design, rack->rackId());
        else if (auto* floor = qgraphicsitem_cast<FloorDeviceItem*>(item)) text = ObjectToolTips::device(m_design, floor->deviceId());
        else if (auto* face = qgraphicsitem_cast<DeviceFaceItem*>(item)) text = ObjectToolTips::device(m_design, face->deviceId());
        if (!text.isEmpty()) break;
    }
    if (text.isEmpty()) return false;
    QToolTip::showText(help->screenPos(), text, help->widget());
    help->accept();
    return true;
}

}  // namespace sn
