// Right-click menus ("Missing"): on a rack, device, tray or cable
// line of the floor plan, a device in the elevation, a row of the cable table
// and a finding. The menu acts on the selection, which the clicked object
// joins first (as in file managers: right-clicking outside the selection
// selects that object alone). Every entry that edits pushes an undo command.
#include "views/main/main_window.h"

#include "model/commands/remove_objects_command.h"
#include "model/design/design.h"
#include "model/routing/cable_router.h"
#include "views/cables/cable_filter_proxy.h"
#include "views/cables/cable_table_model.h"
#include "views/cables/cable_table_panel.h"
#include "views/cabling/routing_tools.h"
#include "views/common/selection_model.h"
#include "views/elevation/elevation_panel.h"
#include "views/elevation/rack_elevation_view.h"
#include "views/findings/findings_model.h"
#include "views/findings/findings_panel.h"
#include "views/findings/object_focus.h"
#include "views/floorplan/floor_plan_items.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/route_overlay.h"
#include "views/main/editor_docks.h"
#include "views/main/find_dialog.h"
#include "views/main/main_menus.h"
#include "views/main/object_zoom.h"

#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMenu>
#include <QTableView>
#include <QTreeView>

#include <algorithm>

namespace sn {

namespace {

/// A cable line is picked when the click is this close to it, in screen pixels.
constexpr double kCablePickPx = 4;

bool contains(const std::vector<ObjectRef>& list, const ObjectRef& ref) {
    return std::find(list.begin(), list.end(), ref) != list.end();
}

}  // namespace

std::vector<ObjectRef> MainWindow::selectedObjects() const {
    std::vector<ObjectRef> out;
    for (RackId id : selection().racks()) out.push_back(ObjectRef::of(id));
    for (DeviceId id : selection().devices()) out.push_back(ObjectRef::of(id));
    for (TrayId id : selection().trays()) out.push_back(ObjectRef::of(id));
    for (CableId id : selection().cables()) out.push_back(ObjectRef::of(id));
    return out;
}

std::optional<ObjectRef> MainWindow::planObjectAt(QPointF scenePos) const {
    // A rack first: its body is large and the route lines cross it. Then a
    // cable line within a few pixels (they run on the trays), then the tray.
    std::optional<ObjectRef> tray, floorDevice;
    for (QGraphicsItem* item : floorPlan()->scene()->items(scenePos)) {
        if (auto* rack = qgraphicsitem_cast<RackFloorItem*>(item)) return ObjectRef::of(rack->rackId());
        if (auto* t = qgraphicsitem_cast<TrayFloorItem*>(item); t && !tray) tray = ObjectRef::of(t->trayId());
        if (auto* d = qgraphicsitem_cast<FloorDeviceItem*>(item); d && !floorDevice) floorDevice = ObjectRef::of(d->deviceId());
    }
    if (floorDevice) return floorDevice;
    if (const RouteOverlay* overlay = m_routing ? m_routing->overlay() : nullptr; overlay && overlay->isVisible())
        if (const auto cable = overlay->cableAt(scenePos, kCablePickPx / std::max(floorPlan()->pixelsPerMm(), 1e-6)))
            return ObjectRef::of(*cable);
    return tray;
}

QMenu* MainWindow::popupObjectMenu(const QPoint& globalPos, const std::optional<ObjectRef>& picked, const Finding* finding) {
    if (picked && !contains(selectedObjects(), *picked)) ObjectFocus::select(design(), selection(), {*picked});
    auto* menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("objectMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    const auto add = [menu](const char* name, const QString& text, auto slot) {
        QAction* a = menu->addAction(text);
        a->setObjectName(QString::fromLatin1(name));
        QObject::connect(a, &QAction::triggered, menu, slot);
        return a;
    };

    if (finding) {
        const std::vector<ObjectRef> objects = finding->objects;
        const QString message = finding->message;
        add("menuGoToObject", tr("&Go to Object"), [this, objects] {
            ObjectFocus::select(design(), selection(), objects);
            ObjectZoom::zoom(design(), selection(), objects, *floorPlan(), elevation());
        })->setEnabled(!objects.empty());
        add("menuCopyMessage", tr("Copy &Message"), [message] { QGuiApplication::clipboard()->setText(message); });
        menu->addSeparator();
    }

    const std::vector<ObjectRef> objects = selectedObjects();
    if (objects.empty()) {
        if (menu->isEmpty()) {
            delete menu;
            return nullptr;
        }
        menu->popup(globalPos);
        return menu;
    }
    const auto& racks = selection().racks();
    const auto& devices = selection().devices();
    const auto& trays = selection().trays();
    const auto& cables = selection().cables();

    add("menuProperties", tr("&Properties"), [this] {
        m_docks->showProperties();
    });
    add("menuShowOnPlan", tr("Show on &Floor Plan"), [this, objects] {
        ObjectZoom::zoom(design(), selection(), objects, *floorPlan(), nullptr);
    });
    // The rack the elevation would show: the rack itself, a device's rack, a cable's A end's rack.
    std::optional<RackId> elevationRack;
    if (!racks.empty()) elevationRack = racks.front();
    else if (!devices.empty()) {
        if (const Device* d = design().device(devices.front())) elevationRack = d->placement.rack;
    } else if (!cables.empty()) {
        if (const Cable* c = design().cable(cables.front()))
            if (const Connection* conn = design().connection(c->connection))
                for (DeviceId end : {conn->a.device, conn->b.device})
                    if (const Device* d = design().device(end); d && d->placement.rack && !elevationRack)
                        elevationRack = d->placement.rack;
    }
    if (elevationRack)
        add("menuShowInElevation", tr("Show in &Elevation"), [this, rack = *elevationRack] {
            selection().setCurrentRack(rack);
            elevation()->view()->fitRack();
        });
    menu->addSeparator();

    if (!racks.empty() || !devices.empty())
        add("menuSelectCables", tr("Select Connected &Cables"), [this] {
            std::vector<CableId> touching = CableRouter::cablesTouching(design(), selection().racks(), selection().devices());
            if (touching.empty()) return showHint(tr("No cables are connected to the selection."));
            showHint(tr("%n cable(s) selected.", nullptr, int(touching.size())));
            selection().setCables(std::move(touching));
        });
    if (!trays.empty())
        add("menuSelectCables", tr("Select &Cables in Tray"), [this] {
            const auto& chosen = selection().trays();
            std::vector<CableId> through;
            for (const Cable& c : design().cables())
                if (std::any_of(c.trays.begin(), c.trays.end(),
                                [&](TrayId t) { return std::find(chosen.begin(), chosen.end(), t) != chosen.end(); }))
                    through.push_back(c.id);
            if (through.empty()) return showHint(tr("No routed cable runs in this tray."));
            showHint(tr("%n cable(s) selected.", nullptr, int(through.size())));
            selection().setCables(std::move(through));
        });
    if (m_routing && (!racks.empty() || !devices.empty() || !cables.empty()))
        add("menuRoute", cables.size() == 1 && racks.empty() && devices.empty() ? tr("&Route This Cable") : tr("&Route These Cables"),
            [this] { m_routing->routeSelection(); });
    menu->addSeparator();

    // Names for a crew's notes or a ticket: one a line, as the objects are labelled.
    QStringList names;
    for (RackId id : racks)
        if (const Rack* r = design().rack(id)) names << r->name;
    for (DeviceId id : devices)
        if (const Device* d = design().device(id)) names << d->name;
    for (TrayId id : trays)
        if (const Tray* t = design().trays().find(id)) names << t->name;
    for (CableId id : cables)
        if (const Cable* c = design().cable(id)) names << (c->label.isEmpty() ? c->id.toString() : c->label);
    add("menuCopyName", cables.empty() ? tr("Copy &Name") : tr("Copy &Label"),
        [text = names.join(QLatin1Char('\n'))] { QGuiApplication::clipboard()->setText(text); });
    menu->addSeparator();

    add("menuDelete", cables.empty() ? tr("&Delete") : tr("&Delete Connection"), [this] {
        ObjectSelection doomed;
        doomed.racks = selection().racks();
        doomed.devices = selection().devices();
        doomed.trays = selection().trays();
        // A cable goes with its connection: a connection left without its
        // cable would be generated again by the next routing.
        for (CableId id : selection().cables())
            if (const Cable* c = design().cable(id)) doomed.connections.push_back(c->connection);
        design().undoStack().push(new RemoveObjectsCommand(design(), doomed));
    });
    menu->popup(globalPos);
    return menu;
}

void MainWindow::attachContextMenus() {
    connect(floorPlan(), &FloorPlanView::hallDoubleClicked, this, [this](QPointF scenePos) {
        if (const std::optional<int> column = floorPlan()->columnAt(scenePos)) editColumn(*column);
        else if (const std::optional<int> door = floorPlan()->doorAt(scenePos)) editDoor(*door);
    });
    connect(floorPlan(), &FloorPlanView::contextMenuRequested, this,
            [this](QPointF scenePos, QPoint globalPos) { popupPlanMenu(globalPos, scenePos); });
    connect(elevation()->view(), &RackElevationView::contextMenuRequested, this,
            [this](std::optional<DeviceId> device, QPoint globalPos) {
                std::optional<ObjectRef> picked;
                if (device) picked = ObjectRef::of(*device);
                else if (const auto rack = selection().currentRack()) picked = ObjectRef::of(*rack);
                popupObjectMenu(globalPos, picked);
            });
    QTableView* table = m_docks->cableTable()->table();
    table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(table, &QTableView::customContextMenuRequested, this, [this, table](QPoint pos) {
        const QModelIndex index = table->indexAt(pos);
        if (!index.isValid()) return;
        const int row = m_docks->cableTable()->proxy()->mapToSource(index).row();
        popupObjectMenu(table->viewport()->mapToGlobal(pos), ObjectRef::of(m_docks->cableTable()->model()->cableAt(row)));
    });
    QTreeView* tree = m_docks->findings()->tree();
    tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(tree, &QTreeView::customContextMenuRequested, this, [this, tree](QPoint pos) {
        const Finding* finding = m_docks->findings()->model()->finding(tree->indexAt(pos));
        if (!finding) return;
        const Finding copy = *finding;  // selecting may re-run the rules and reset the model
        tree->setCurrentIndex(tree->indexAt(pos));
        // The finding's objects become the selection, as activating it does.
        if (!copy.objects.empty()) ObjectFocus::select(design(), selection(), copy.objects);
        popupObjectMenu(tree->viewport()->mapToGlobal(pos), std::nullopt, &copy);
    });
}

void MainWindow::createFindAction() {
    auto* find = new QAction(tr("&Find…"), this);
    find->setObjectName(QStringLiteral("actionFind"));
    find->setShortcut(QKeySequence::Find);
    find->setStatusTip(tr("Find a rack, device or tray by name, or a cable by label or id."));
    connect(find, &QAction::triggered, this, [this] {
        if (!m_find)
            m_find = new FindDialog(design(), [this](const ObjectRef& object) {
                ObjectFocus::select(design(), selection(), {object});
                ObjectZoom::zoom(design(), selection(), {object}, *floorPlan(), elevation());
            }, this);
        m_find->show();
        m_find->raise();
        m_find->activateWindow();
        m_find->textField()->setFocus();
        m_find->textField()->selectAll();
        m_find->search();
    });
    m_menus->edit()->addSeparator();
    m_menus->edit()->addAction(find);
}

}  // namespace sn
