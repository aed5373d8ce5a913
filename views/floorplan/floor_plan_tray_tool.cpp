// FloorPlanView: drawing an overhead cable tray as a polyline.
#include "floorplan/floor_plan_view.h"
#include "design/objects_from_catalog.h"

#include "commands/design_edits.h"
#include "floorplan/floor_plan_scene.h"

#include <QPainterPath>

#include <cmath>

namespace sn {

QPointF FloorPlanView::snapToGrid(QPointF p) const {
    const double g = FloorPlanScene::kGridMm;
    return {std::round(p.x() / g) * g, std::round(p.y() / g) * g};
}

void FloorPlanView::startTrayDrawing(const QString& trayTypeId) {
    m_trayType = trayTypeId;
    m_trayPoints.clear();
    viewport()->setCursor(Qt::CrossCursor);
    setFocus();
    Q_EMIT hint(tr("Click the tray's points; double-click or Enter to finish, Escape to cancel."));
}

void FloorPlanView::cancelTrayDrawing() {
    if (!isDrawingTray()) return;
    m_trayType.clear();
    m_trayPoints.clear();
    m_scene->trayPreview()->hide();
    viewport()->unsetCursor();
    Q_EMIT trayDrawingEnded();
}

void FloorPlanView::updateTrayPreview(std::optional<QPointF> cursor) {
    QPainterPath path;
    std::vector<QPointF> points = m_trayPoints;
    if (cursor) points.push_back(*cursor);
    if (points.size() < 2) {
        m_scene->trayPreview()->hide();
        return;
    }
    path.moveTo(points.front());
    for (size_t i = 1; i < points.size(); ++i) path.lineTo(points[i]);
    m_scene->trayPreview()->setPath(path);
    m_scene->trayPreview()->show();
}

std::optional<TrayId> FloorPlanView::finishTrayDrawing() {
    if (!isDrawingTray()) return std::nullopt;
    Design& design = m_scene->design();
    const TrayType* type = design.catalog().trayType(m_trayType);
    std::optional<TrayId> added;
    if (type) {
        Tray tray = trayOfType(*type);
        tray.pathMm = m_trayPoints;
        // Trays are named T1, T2 … (the first unused number).
        int n = 1;
        const auto taken = [&](int k) {
            for (const Tray& t : design.trays())
                if (t.name == QStringLiteral("T%1").arg(k)) return true;
            return false;
        };
        while (taken(n)) ++n;
        tray.name = QStringLiteral("T%1").arg(n);
        const TrayId id = tray.id;
        EditResult edit = DesignEdits::addTray(design, std::move(tray));
        if (edit) {
            design.undoStack().push(edit.command.release());
            added = id;
        } else {
            Q_EMIT hint(edit.error);
        }
    }
    cancelTrayDrawing();
    return added;
}

}  // namespace sn
