// The floor plan's menu over the hall itself (issue 22): where no rack,
// device, cable or tray is under the cursor, a right-click adds a column or
// a keep-out zone there or removes the one under the cursor. Every entry
// goes through RoomEdits, so it is one checked undo step, snapped to the
// floor grid, and refused with the reason where a rack stands.
#include "main/main_window.h"

#include "commands/room_edits.h"
#include "design/design.h"
#include "floorplan/floor_plan_scene.h"
#include "floorplan/floor_plan_view.h"
#include "floorplan/hall_object_dialog.h"

#include <QMenu>

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

}  // namespace

QMenu* MainWindow::popupPlanMenu(const QPoint& globalPos, QPointF scenePos) {
    if (const std::optional<ObjectRef> picked = planObjectAt(scenePos)) return popupObjectMenu(globalPos, picked);

    auto* menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("hallMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    const auto push = [this](EditResult edit) {
        if (!edit) return showHint(edit.error);
        m_design->undoStack().push(edit.command.release());
    };
    const auto add = [menu](const char* name, const QString& text, auto slot) {
        QAction* a = menu->addAction(text);
        a->setObjectName(QString::fromLatin1(name));
        QObject::connect(a, &QAction::triggered, menu, slot);
        return a;
    };
    const Room& room = m_design->room();
    // A new column takes the size of the room's last one (a hall's columns
    // are alike); the first one the Column type's 600 × 600 mm.
    const Column like = room.columns.empty() ? Column{} : room.columns.back();

    add("menuAddColumn", tr("Add &Column Here…"), [this, scenePos, like, push] {
        auto* dialog = new HallObjectDialog(HallObjectDialog::Kind::Column, nextName(m_design->room().columns, QStringLiteral("C-")),
                                            like.shape == Column::Shape::Circle ? like.diameterMm : like.widthMm,
                                            like.shape == Column::Shape::Circle ? like.diameterMm : like.depthMm, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [dialog, scenePos, push, this] {
            Column c;
            c.name = dialog->name();
            c.centreMm = scenePos;
            c.widthMm = dialog->widthMm();
            c.depthMm = dialog->depthMm();
            push(RoomEdits::addColumn(*m_design, c, FloorPlanScene::kGridMm));
        });
        dialog->open();
    });
    add("menuAddKeepOut", tr("Add &Keep-out Zone Here…"), [this, scenePos, push] {
        // 1.2 m square: one floor-tile pair, the usual service clearance in front of a unit.
        auto* dialog = new HallObjectDialog(HallObjectDialog::Kind::KeepOut, nextName(m_design->room().keepOuts, QStringLiteral("K-")),
                                            1200, 1200, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [dialog, scenePos, push, this] {
            KeepOut k;
            k.name = dialog->name();
            k.reason = dialog->reason();
            const double w = dialog->widthMm() / 2, d = dialog->depthMm() / 2;
            k.polygonMm = {scenePos + QPointF(-w, -d), scenePos + QPointF(w, -d), scenePos + QPointF(w, d),
                           scenePos + QPointF(-w, d)};
            push(RoomEdits::addKeepOut(*m_design, k, FloorPlanScene::kGridMm));
        });
        dialog->open();
    });
    if (const std::optional<int> column = m_floorPlan->columnAt(scenePos)) {
        menu->addSeparator();
        add("menuRemoveColumn", tr("&Remove Column %1").arg(room.columns[std::size_t(*column)].name),
            [this, column, push] { push(RoomEdits::removeColumn(*m_design, *column)); });
    }
    if (const std::optional<int> zone = m_floorPlan->keepOutAt(scenePos)) {
        menu->addSeparator();
        add("menuRemoveKeepOut", tr("Remove &Keep-out Zone %1").arg(room.keepOuts[std::size_t(*zone)].name),
            [this, zone, push] { push(RoomEdits::removeKeepOut(*m_design, *zone)); });
    }
    menu->popup(globalPos);
    return menu;
}

}  // namespace sn
