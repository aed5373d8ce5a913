#include "views/floorplan/tray_draw_tool.h"

#include "model/commands/design_edits.h"
#include "model/design/objects_from_catalog.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"

#include <QGraphicsPathItem>
#include <QKeyEvent>
#include <QPainterPath>


namespace sn {

TrayDrawTool::TrayDrawTool(FloorPlanView& view) : m_view(view) {}

void TrayDrawTool::start(const QString& trayTypeId) {
    m_view.setMode(this);
    m_type = trayTypeId;
    m_points.clear();
    m_view.viewport()->setCursor(Qt::CrossCursor);
    m_view.setFocus();
    Q_EMIT m_view.hint(FloorPlanView::tr("Click the tray's points; double-click or Enter to finish, Escape to cancel."));
}

void TrayDrawTool::cancel() {
    if (!isActive()) return;
    m_type.clear();
    m_points.clear();
    m_view.floorScene()->trayPreview()->hide();
    m_view.viewport()->unsetCursor();
    m_view.leaveMode(this);
    Q_EMIT m_view.trayDrawingEnded();
}

void TrayDrawTool::addPoint(QPointF scenePos) {
    const QPointF p = FloorPlanScene::snapToGrid(scenePos);
    if (m_points.empty() || m_points.back() != p) m_points.push_back(p);
}

bool TrayDrawTool::press(const FloorPointer& p) {
    if (p.button != Qt::LeftButton) return false;
    addPoint(p.scene);
    showPreview(std::nullopt);
    return true;
}

bool TrayDrawTool::move(const FloorPointer& p) {
    if (!m_points.empty()) showPreview(FloorPlanScene::snapToGrid(p.scene));
    return true;
}

bool TrayDrawTool::release(const FloorPointer&) { return true; }

bool TrayDrawTool::doubleClick(const FloorPointer& p) {
    if (p.button != Qt::LeftButton) return false;
    addPoint(p.scene);  // the double-click's first press already added this point
    finish();
    return true;
}

bool TrayDrawTool::key(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        cancel();
        return true;
    }
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        finish();
        return true;
    }
    return false;
}

void TrayDrawTool::showPreview(std::optional<QPointF> cursor) {
    std::vector<QPointF> points = m_points;
    if (cursor) points.push_back(*cursor);
    QGraphicsPathItem* preview = m_view.floorScene()->trayPreview();
    if (points.size() < 2) {
        preview->hide();
        return;
    }
    QPainterPath path(points.front());
    for (std::size_t i = 1; i < points.size(); ++i) path.lineTo(points[i]);
    preview->setPath(path);
    preview->show();
}

std::optional<TrayId> TrayDrawTool::finish() {
    if (!isActive()) return std::nullopt;
    Design& design = m_view.floorScene()->design();
    std::optional<TrayId> added;
    if (const TrayType* type = design.catalog().trayType(m_type)) {
        Tray tray = trayOfType(*type);
        tray.pathMm = m_points;
        // Trays are named T1, T2 … (the first unused number).
        const auto taken = [&](int k) {
            for (const Tray& t : design.trays())
                if (t.name == QStringLiteral("T%1").arg(k)) return true;
            return false;
        };
        int n = 1;
        while (taken(n)) ++n;
        tray.name = QStringLiteral("T%1").arg(n);
        const TrayId id = tray.id;
        EditResult edit = DesignEdits::addTray(design, std::move(tray));
        if (edit) {
            design.undoStack().push(edit.command.release());
            added = id;
        } else {
            Q_EMIT m_view.hint(edit.error);
        }
    }
    cancel();
    return added;
}

}  // namespace sn
