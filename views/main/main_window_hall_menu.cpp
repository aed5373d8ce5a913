// The floor plan's menu over the hall itself: where no rack,
// device, cable or tray is under the cursor, a right-click adds a column or
// a keep-out zone there or a door in the nearest wall of the outline, starts
// a wall there, edits a door's width and swing or a column's exact centre
// and size, or removes the column, zone,
// door or wall under the cursor, or splits, merges, removes or renames
// the hall of a site it is in (a plain room is split into a site's first two).
// Every entry goes through RoomEdits, so
// it is one checked undo step, snapped to the floor grid, and refused with
// the reason where a rack stands.
#include "views/main/main_window.h"

#include "model/commands/hall_edits.h"
#include "model/commands/room_edits.h"
#include "model/design/design.h"
#include "model/design/room_geometry.h"
#include "model/routing/plan_geometry.h"
#include "views/floorplan/column_dialog.h"
#include "views/floorplan/door_dialog.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/hall_name_dialog.h"
#include "views/floorplan/hall_object_dialog.h"

#include <QMenu>

#include <functional>

#include <algorithm>

namespace sn {

namespace {

/// "C-4" for the fourth column, skipping names the room already uses.
template <class T>
QString nextName(const std::vector<T>& existing, const QString& prefix) {
    for (std::size_t n = existing.size() + 1;; ++n) {
        const QString name = prefix + QString::number(n);
        if (std::none_of(existing.begin(), existing.end(), [&](const T& o) { return o.name == name; })) return name;
    }
}

/// The outline edge a door added at `p` goes on: the nearest edge, with
/// the distance along it from its start vertex to p's foot; nullopt when
/// no edge is within `reachMm` (a door stands in a wall, not mid-floor).
std::optional<plan::PolylinePoint> nearestEdge(const Room& room, QPointF p, double reachMm) {
    const QPolygonF outline = roomOutline(room);
    std::vector<QPointF> closed(outline.begin(), outline.end());
    if (closed.empty()) return std::nullopt;
    closed.push_back(closed.front());  // the last edge closes to vertex 0, as Door::edge counts
    const plan::PolylinePoint foot = plan::nearestOnPolyline(closed, p);
    if (foot.segment < 0 || foot.distanceMm > reachMm) return std::nullopt;
    return foot;
}

/// The swing sides of `door` in the user's terms: into or out of the room
/// for a door in the outline, left or right of the wall's direction in a wall.
QList<DoorDialog::Choice> swingChoices(const Room& room, Door door) {
    QList<DoorDialog::Choice> out;
    out.append({MainWindow::tr("No swing (sliding door or open passage)"), Door::Swing::None});
    if (door.wall) {
        out.append({MainWindow::tr("To the left of the wall (seen from its first point)"), Door::Swing::Left});
        out.append({MainWindow::tr("To the right of the wall (seen from its first point)"), Door::Swing::Right});
        return out;
    }
    door.swing = Door::Swing::Left;
    const auto shape = doorShape(room, door);
    const bool leftIsIn = shape && QPointF::dotProduct(shape->swingNormal, shape->roomNormal) > 0;
    out.append({MainWindow::tr("Into the room"), leftIsIn ? Door::Swing::Left : Door::Swing::Right});
    out.append({MainWindow::tr("Out of the room"), leftIsIn ? Door::Swing::Right : Door::Swing::Left});
    return out;
}

/// The site entries of the floor menu at `at`: split the hall there (or a
/// plain room) with a partition through the point, merge it with a hall
/// it shares a partition with, or remove it. Each is one HallEdits step.
void addHallEntries(QMenu& menu, MainWindow& window, QPointF at,
                    const std::function<void(EditResult)>& push) {
    const Room& room = window.design().room();
    const std::optional<std::size_t> hall = hallAt(room, at);
    if (!hall && (!room.halls.empty() || !roomOutline(room).containsPoint(at, Qt::OddEvenFill))) return;
    const int index = hall ? int(*hall) : -1;
    menu.addSeparator();
    const auto add = [&menu](const char* name, const QString& text, auto slot) {
        QAction* a = menu.addAction(text);
        a->setObjectName(QString::fromLatin1(name));
        QObject::connect(a, &QAction::triggered, &menu, slot);
    };
    // The design is asked for when chosen (HallEdits refuses a hall undone meanwhile).
    const auto split = [&window, index, at, push](HallEdits::Partition partition) {
        return [&window, index, at, push, partition] {
            push(HallEdits::split(window.design(), index, partition, at, FloorPlanScene::kGridMm));
        };
    };
    add("menuSplitHallAcross", MainWindow::tr("Split Hall with a &Horizontal Partition Here"),
        split(HallEdits::Partition::AlongX));
    add("menuSplitHallDown", MainWindow::tr("Split Hall with a &Vertical Partition Here"),
        split(HallEdits::Partition::AlongY));
    if (!hall) return;
    for (std::size_t other = 0; other < room.halls.size(); ++other)
        if (HallEdits::adjoin(window.design(), index, int(other)))
            add("menuMergeHall", MainWindow::tr("&Merge %1 into This Hall").arg(room.halls[other].name),
                [&window, index, other, push] {
                    push(HallEdits::merge(window.design(), index, int(other)));
                });
    add("menuRemoveHall", MainWindow::tr("Remove Ha&ll %1").arg(room.halls[*hall].name),
        [&window, index, push] { push(HallEdits::remove(window.design(), index)); });
}

}  // namespace

QMenu* MainWindow::popupPlanMenu(const QPoint& globalPos, QPointF scenePos) {
    if (const std::optional<ObjectRef> picked = planObjectAt(scenePos)) return popupObjectMenu(globalPos, picked);

    auto* menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("hallMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    const auto push = [this](EditResult edit) {
        if (!edit) return showHint(edit.error);
        design().undoStack().push(edit.command.release());
    };
    const auto add = [menu](const char* name, const QString& text, auto slot) {
        QAction* a = menu->addAction(text);
        a->setObjectName(QString::fromLatin1(name));
        QObject::connect(a, &QAction::triggered, menu, slot);
        return a;
    };
    const Room& room = design().room();
    // A new column takes the size of the room's last one (a hall's columns
    // are alike); the first one the Column type's 600 × 600 mm.
    const Column like = room.columns.empty() ? Column{} : room.columns.back();

    add("menuAddColumn", tr("Add &Column Here…"), [this, scenePos, like, push] {
        auto* dialog = new HallObjectDialog(HallObjectDialog::Kind::Column, nextName(design().room().columns, QStringLiteral("C-")),
                                            like.shape == Column::Shape::Circle ? like.diameterMm : like.widthMm,
                                            like.shape == Column::Shape::Circle ? like.diameterMm : like.depthMm, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [dialog, scenePos, push, this] {
            Column c;
            c.name = dialog->name();
            c.centreMm = scenePos;
            c.widthMm = dialog->widthMm();
            c.depthMm = dialog->depthMm();
            push(RoomEdits::addColumn(design(), c, FloorPlanScene::kGridMm));
        });
        dialog->open();
    });
    add("menuAddKeepOut", tr("Add &Keep-out Zone Here…"), [this, scenePos, push] {
        // 1.2 m square: one floor-tile pair, the usual service clearance in front of a unit.
        auto* dialog = new HallObjectDialog(HallObjectDialog::Kind::KeepOut, nextName(design().room().keepOuts, QStringLiteral("K-")),
                                            1200, 1200, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [dialog, scenePos, push, this] {
            KeepOut k;
            k.name = dialog->name();
            k.reason = dialog->reason();
            const double w = dialog->widthMm() / 2, d = dialog->depthMm() / 2;
            k.polygonMm = {scenePos + QPointF(-w, -d), scenePos + QPointF(w, -d), scenePos + QPointF(w, d),
                           scenePos + QPointF(-w, d)};
            push(RoomEdits::addKeepOut(design(), k, FloorPlanScene::kGridMm));
        });
        dialog->open();
    });
    // Within 1.5 m of the outline: a door there, 1 000 mm wide (the Door
    // type's default single leaf), swinging into the room.
    if (const std::optional<plan::PolylinePoint> foot = nearestEdge(room, scenePos, 1500))
        add("menuAddDoor", tr("Add &Door Here"), [this, foot = *foot, push] {
            Door door;
            door.name = nextName(design().room().doors, QStringLiteral("D-"));
            door.edge = foot.segment;
            door.alongMm = foot.alongMm;
            if (const auto shape = doorShape(design().room(), door);
                shape && QPointF::dotProduct(shape->swingNormal, shape->roomNormal) < 0)
                door.swing = Door::Swing::Right;
            push(RoomEdits::addDoor(design(), door, FloorPlanScene::kGridMm));
        });
    // A wall (partition) from here to the next click.
    add("menuStartWall", tr("Start &Wall Here"), [this, scenePos] { floorPlan()->startWallDrawing(scenePos); });
    if (const std::optional<int> door = floorPlan()->doorAt(scenePos)) {
        menu->addSeparator();
        add("menuEditDoor", tr("Door &Properties…"), [this, door] { editDoor(*door); });
        add("menuRemoveDoor", tr("Remove D&oor %1").arg(room.doors[std::size_t(*door)].name),
            [this, door, push] { push(RoomEdits::removeDoor(design(), *door)); });
    }
    if (const std::optional<int> wall = floorPlan()->wallAt(scenePos)) {
        menu->addSeparator();
        add("menuRemoveWall", tr("Remove W&all %1").arg(room.walls[std::size_t(*wall)].name),
            [this, wall, push] { push(RoomEdits::removeWall(design(), *wall)); });
    }
    if (const std::optional<int> column = floorPlan()->columnAt(scenePos)) {
        menu->addSeparator();
        add("menuEditColumn", tr("Column &Properties…"), [this, column] { editColumn(*column); });
        add("menuRemoveColumn", tr("&Remove Column %1").arg(room.columns[std::size_t(*column)].name),
            [this, column, push] { push(RoomEdits::removeColumn(design(), *column)); });
    }
    addHallEntries(*menu, *this, scenePos, push);
    if (const std::optional<std::size_t> hall = hallAt(room, scenePos)) {
        add("menuRenameHall", tr("Re&name Hall %1…").arg(room.halls[*hall].name), [this, hall, push] {
            if (*hall >= design().room().halls.size()) return;  // undone while the menu was open
            const Hall& h = design().room().halls[*hall];
            auto* dialog = new HallNameDialog(h.name, h.code, this);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            connect(dialog, &QDialog::accepted, this, [dialog, hall, push, this] {
                push(RoomEdits::renameHall(design(), int(*hall), dialog->name(), dialog->code()));
            });
            dialog->open();
        });
    }
    if (const std::optional<int> zone = floorPlan()->keepOutAt(scenePos)) {
        menu->addSeparator();
        add("menuRemoveKeepOut", tr("Remove &Keep-out Zone %1").arg(room.keepOuts[std::size_t(*zone)].name),
            [this, zone, push] { push(RoomEdits::removeKeepOut(design(), *zone)); });
    }
    menu->popup(globalPos);
    return menu;
}

QDialog* MainWindow::editColumn(int index) {
    const Room& room = design().room();
    if (index < 0 || std::size_t(index) >= room.columns.size()) return nullptr;
    auto* dialog = new ColumnDialog(room.columns[std::size_t(index)], this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [dialog, index, this] {
        EditResult edit = RoomEdits::editColumn(design(), index, dialog->column());
        if (!edit) return showHint(edit.error);
        design().undoStack().push(edit.command.release());
    });
    dialog->open();
    return dialog;
}

QDialog* MainWindow::editDoor(int index) {
    const Room& room = design().room();
    if (index < 0 || std::size_t(index) >= room.doors.size()) return nullptr;
    const Door& d = room.doors[std::size_t(index)];
    auto* dialog = new DoorDialog(d, swingChoices(room, d), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [dialog, index, this] {
        EditResult edit = RoomEdits::editDoor(design(), index, dialog->widthMm(), dialog->swing());
        if (!edit) return showHint(edit.error);
        design().undoStack().push(edit.command.release());
    });
    dialog->open();
    return dialog;
}

}  // namespace sn
