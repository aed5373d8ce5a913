// Right-click menus ("Missing"): on a rack, device, tray or cable
// line of the floor plan, a device in the elevation, a row of the cable table
// and a finding. The menu acts on the selection, which the clicked object
// joins first (as in file managers: right-clicking outside the selection
// selects that object alone). Every entry that edits pushes an undo command.
#include "main/main_window.h"

#include "cables/cable_filter_proxy.h"
#include "cables/cable_table_model.h"
#include "cables/cable_table_panel.h"
#include "cabling/routing_tools.h"
#include "commands/remove_objects_command.h"
#include "common/selection_model.h"
#include "design/design.h"
#include "elevation/elevation_panel.h"
#include "elevation/rack_elevation_view.h"
#include "findings/findings_model.h"
#include "findings/findings_panel.h"
#include "findings/object_focus.h"
#include "floorplan/floor_plan_items.h"
#include "floorplan/floor_plan_scene.h"
#include "floorplan/floor_plan_view.h"
#include "floorplan/route_overlay.h"
#include "main/find_dialog.h"
#include "main/object_zoom.h"
#include "routing/cable_router.h"

#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMenuBar>
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
    for (RackId id : m_selection->racks()) out.push_back(ObjectRef::of(id));
    for (DeviceId id : m_selection->devices()) out.push_back(ObjectRef::of(id));
    for (TrayId id : m_selection->trays()) out.push_back(ObjectRef::of(id));
    for (CableId id : m_selection->cables()) out.push_back(ObjectRef::of(id));
    return out;
}

std::optional<ObjectRef> MainWindow::planObjectAt(QPointF scenePos) const {
    // A rack first: its body is large and the route lines cross it. Then a
    // cable line within a few pixels (they run on the trays), then the tray.
    std::optional<ObjectRef> tray, floorDevice;
    for (QGraphicsItem* item : m_floorPlan->scene()->items(scenePos)) {
        if (auto* rack = qgraphicsitem_cast<RackFloorItem*>(item)) return ObjectRef::of(rack->rackId());
        if (auto* t = qgraphicsitem_cast<TrayFloorItem*>(item); t && !tray) tray = ObjectRef::of(t->trayId());
        if (auto* d = qgraphicsitem_cast<FloorDeviceItem*>(item); d && !floorDevice) floorDevice = ObjectRef::of(d->deviceId());
    }
    if (floorDevice) return floorDevice;
    if (const RouteOverlay* overlay = m_routing ? m_routing->overlay() : nullptr; overlay && overlay->isVisible())
        if (const auto cable = overlay->cableAt(scenePos, kCablePickPx / std::max(m_floorPlan->pixelsPerMm(), 1e-6)))
            return ObjectRef::of(*cable);
    return tray;
}

QMenu* MainWindow::popupObjectMenu(const QPoint& globalPos, const std::optional<ObjectRef>& picked, const Finding* finding) {
    if (picked && !contains(selectedObjects(), *picked)) ObjectFocus::select(*m_design, *m_selection, {*picked});
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
            ObjectFocus::select(*m_design, *m_selection, objects);
            ObjectZoom::zoom(*m_design, *m_selection, objects, *m_floorPlan, m_elevation);
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
    const auto& racks = m_selection->racks();
    const auto& devices = m_selection->devices();
    const auto& trays = m_selection->trays();
    const auto& cables = m_selection->cables();

    add("menuProperties", tr("&Properties"), [this] {
        m_propertiesDock->show();
        m_propertiesDock->raise();
    });
    add("menuShowOnPlan", tr("Show on &Floor Plan"), [this, objects] {
        ObjectZoom::zoom(*m_design, *m_selection, objects, *m_floorPlan, nullptr);
    });
    // The rack the elevation would show: the rack itself, a device's rack, a cable's A end's rack.
    std::optional<RackId> elevationRack;
    if (!racks.empty()) elevationRack = racks.front();
    else if (!devices.empty()) {
        if (const Device* d = m_design->device(devices.front())) elevationRack = d->placement.rack;
    } else if (!cables.empty()) {
        if (const Cable* c = m_design->cable(cables.front()))
            if (const Connection* conn = m_design->connection(c->connection))
                for (DeviceId end : {conn->a.device, conn->b.device})
                    if (const Device* d = m_design->device(end); d && d->placement.rack && !elevationRack)
                        elevationRack = d->placement.rack;
    }
    if (elevationRack)
        add("menuShowInElevation", tr("Show in &Elevation"), [this, rack = *elevationRack] {
            m_selection->setCurrentRack(rack);
            m_elevation->view()->fitRack();
        });
    menu->addSeparator();

    if (!racks.empty() || !devices.empty())
        add("menuSelectCables", tr("Select Connected &Cables"), [this] {
            std::vector<CableId> touching = CableRouter::cablesTouching(*m_design, m_selection->racks(), m_selection->devices());
            if (touching.empty()) return showHint(tr("No cables are connected to the selection."));
            showHint(tr("%n cable(s) selected.", nullptr, int(touching.size())));
            m_selection->setCables(std::move(touching));
        });
    if (!trays.empty())
        add("menuSelectCables", tr("Select &Cables in Tray"), [this] {
            const auto& chosen = m_selection->trays();
            std::vector<CableId> through;
            for (const Cable& c : m_design->cables())
                if (std::any_of(c.trays.begin(), c.trays.end(),
                                [&](TrayId t) { return std::find(chosen.begin(), chosen.end(), t) != chosen.end(); }))
                    through.push_back(c.id);
            if (through.empty()) return showHint(tr("No routed cable runs in this tray."));
            showHint(tr("%n cable(s) selected.", nullptr, int(through.size())));
            m_selection->setCables(std::move(through));
        });
    if (m_routing && (!racks.empty() || !devices.empty() || !cables.empty()))
        add("menuRoute", cables.size() == 1 && racks.empty() && devices.empty() ? tr("&Route This Cable") : tr("&Route These Cables"),
            [this] { m_routing->routeSelection(); });
    menu->addSeparator();

    // Names for a crew's notes or a ticket: one a line, as the objects are labelled.
    QStringList names;
    for (RackId id : racks)
        if (const Rack* r = m_design->rack(id)) names << r->name;
    for (DeviceId id : devices)
        if (const Device* d = m_design->device(id)) names << d->name;
    for (TrayId id : trays)
        if (const Tray* t = m_design->trays().find(id)) names << t->name;
    for (CableId id : cables)
        if (const Cable* c = m_design->cable(id)) names << (c->label.isEmpty() ? c->id.toString() : c->label);
    add("menuCopyName", cables.empty() ? tr("Copy &Name") : tr("Copy &Label"),
        [text = names.join(QLatin1Char('\n'))] { QGuiApplication::clipboard()->setText(text); });
    menu->addSeparator();

    add("menuDelete", cables.empty() ? tr("&Delete") : tr("&Delete Connection"), [this] {
        ObjectSelection doomed;
        doomed.racks = m_selection->racks();
        doomed.devices = m_selection->devices();
        doomed.trays = m_selection->trays();
        // A cable goes with its connection: a connection left without its
        // cable would be generated again by the next routing.
        for (CableId id : m_selection->cables())
            if (const Cable* c = m_design->cable(id)) doomed.connections.push_back(c->connection);
        m_design->undoStack().push(new RemoveObjectsCommand(*m_design, doomed));
    });
    menu->popup(globalPos);
    return menu;
}

void MainWindow::attachContextMenus() {
    connect(m_floorPlan, &FloorPlanView::hallDoubleClicked, this, [this](QPointF scenePos) {
        if (const std::optional<int> column = m_floorPlan->columnAt(scenePos)) editColumn(*column);
        else if (const std::optional<int> door = m_floorPlan->doorAt(scenePos)) editDoor(*door);
    });
    connect(m_floorPlan, &FloorPlanView::contextMenuRequested, this,
            [this](QPointF scenePos, QPoint globalPos) { popupPlanMenu(globalPos, scenePos); });
    connect(m_elevation->view(), &RackElevationView::contextMenuRequested, this,
            [this](std::optional<DeviceId> device, QPoint globalPos) {
                std::optional<ObjectRef> picked;
                if (device) picked = ObjectRef::of(*device);
                else if (const auto rack = m_selection->currentRack()) picked = ObjectRef::of(*rack);
                popupObjectMenu(globalPos, picked);
            });
    QTableView* table = m_cableTable->table();
    table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(table, &QTableView::customContextMenuRequested, this, [this, table](QPoint pos) {
        const QModelIndex index = table->indexAt(pos);
        if (!index.isValid()) return;
        const int row = m_cableTable->proxy()->mapToSource(index).row();
        popupObjectMenu(table->viewport()->mapToGlobal(pos), ObjectRef::of(m_cableTable->model()->cableAt(row)));
    });
    QTreeView* tree = m_findings->tree();
    tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(tree, &QTreeView::customContextMenuRequested, this, [this, tree](QPoint pos) {
        const Finding* finding = m_findings->model()->finding(tree->indexAt(pos));
        if (!finding) return;
        const Finding copy = *finding;  // selecting may re-run the rules and reset the model
        tree->setCurrentIndex(tree->indexAt(pos));
        // The finding's objects become the selection, as activating it does.
        if (!copy.objects.empty()) ObjectFocus::select(*m_design, *m_selection, copy.objects);
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
            m_find = new FindDialog(*m_design, [this](const ObjectRef& object) {
                ObjectFocus::select(*m_design, *m_selection, {object});
                ObjectZoom::zoom(*m_design, *m_selection, {object}, *m_floorPlan, m_elevation);
            }, this);
        m_find->show();
        m_find->raise();
        m_find->activateWindow();
        m_find->textField()->setFocus();
        m_find->textField()->selectAll();
        m_find->search();
    });
    for (QAction* top : menuBar()->actions())
        if (top->menu() && top->menu()->actions().contains(action(QStringLiteral("actionDelete")))) {
            top->menu()->addSeparator();
            top->menu()->addAction(find);
        }
}

}  // namespace sn
