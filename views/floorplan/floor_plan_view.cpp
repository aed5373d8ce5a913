#include "floorplan/floor_plan_view.h"

#include "commands/design_edits.h"
#include "commands/routed_move_command.h"
#include "floorplan/floor_plan_items.h"
#include "floorplan/floor_plan_scene.h"
#include "floorplan/heat_map_overlay.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace sn {

FloorPlanView::FloorPlanView(FloorPlanScene* scene, QWidget* parent) : QGraphicsView(scene, parent), m_scene(scene) {
    m_heatMap = new HeatMapOverlay(*scene, this);
    connect(m_heatMap, &HeatMapOverlay::changed, viewport(), qOverload<>(&QWidget::update));
    // Its legend comes and goes with the metric: a fitted room moves clear of it.
    connect(m_heatMap, &HeatMapOverlay::changed, this, &FloorPlanView::refitSoon);
    // A scroll by the user (bar, arrow keys) leaves Fit.
    for (QScrollBar* bar : {horizontalScrollBar(), verticalScrollBar()})
        connect(bar, &QScrollBar::actionTriggered, this, [this] { m_atFit = false; });
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::RubberBandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    // Full updates: the legend and scale bar are pinned to the viewport, so a
    // scrolled (blitted) viewport would smear them; a full repaint is ~8 ms.
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    // The floor and its grid change only with the zoom and the room: kept as
    // a viewport-sized image that a pan scrolls (only the strip uncovered is
    // drawn again) and a zoom redraws, in memory kept from one zoom to the
    // next (m_backgroundCache: Qt's CacheBackground makes a new pixmap on
    // every transform). Opaque: the background covers every pixel, so the
    // viewport is not cleared first.
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    connect(&scene->design(), &Design::roomChanged, this, [this] {
        m_backgroundCache.clear();
        viewport()->update();
    });
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAcceptDrops(true);
    // Keep a margin around the room so it can be panned to the middle.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
}

void FloorPlanView::zoomTo(const QRectF& sceneRect) {
    // Half the rect's size on each side: the object fills about half the view
    // and its neighbours show, so the user sees where it is.
    const QRectF shown = sceneRect.adjusted(-sceneRect.width() / 2, -sceneRect.height() / 2, sceneRect.width() / 2,
                                            sceneRect.height() / 2);
    fitInView(shown, Qt::KeepAspectRatio);
    m_atFit = false;
    const double scaleNow = pixelsPerMm();
    const double clamped = std::clamp(scaleNow, kMinPixelsPerMm, kMaxPixelsPerMm);
    if (clamped != scaleNow) scale(clamped / scaleNow, clamped / scaleNow);
    centerOn(sceneRect.center());
    m_fitted = true;
}

void FloorPlanView::showEvent(QShowEvent* event) {
    QGraphicsView::showEvent(event);
    if (!m_fitted) fitAll();
}

void FloorPlanView::contextMenuEvent(QContextMenuEvent* event) {
    // Not while a tray is being drawn: there the right button belongs to the tool.
    if (isDrawingTray()) return event->accept();
    Q_EMIT contextMenuRequested(mapToScene(event->pos()), event->globalPos());
    event->accept();
}

bool FloorPlanView::zoomAllowed(double factor) const {
    const double next = pixelsPerMm() * factor;
    return next >= kMinPixelsPerMm && next <= kMaxPixelsPerMm;
}

void FloorPlanView::zoomBy(double factor) {
    if (!zoomAllowed(factor)) return;
    m_atFit = false;
    scale(factor, factor);
}

void FloorPlanView::wheelEvent(QWheelEvent* event) {
    zoomAbout(std::pow(1.0015, event->angleDelta().y()), event->position().toPoint());
    event->accept();
}

void FloorPlanView::zoomAbout(double factor, QPoint viewPos) {
    if (!zoomAllowed(factor)) return;
    m_atFit = false;
    const QPointF under = mapToScene(viewPos);
    // At Fit the room is smaller than the view, which centres it: nothing
    // could scroll to keep the point under the cursor, and the first notches
    // drifted it by metres. A room-sized margin on every side lets it.
    const QRectF room = m_scene->sceneRect();
    setSceneRect(sceneRect() | room.adjusted(-room.width(), -room.height(), room.width(), room.height()));
    const ViewportAnchor anchor = transformationAnchor();
    setTransformationAnchor(NoAnchor);
    scale(factor, factor);
    setTransformationAnchor(anchor);
    // Scroll by where the point went, in pixels (centerOn rounds the centre it
    // is given, and its error grew notch by notch).
    const QPointF went = transform().map(under) - QPointF(horizontalScrollBar()->value(), verticalScrollBar()->value());
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + int(std::lround(went.x() - viewPos.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + int(std::lround(went.y() - viewPos.y())));
}

void FloorPlanView::keyPressEvent(QKeyEvent* event) {
    if (isDrawingTray()) {
        if (event->key() == Qt::Key_Escape) return cancelTrayDrawing();
        if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
            finishTrayDrawing();
            return;
        }
    }
    if (isDrawingWall() && event->key() == Qt::Key_Escape) return cancelWallDrawing();
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        return;
    }
    // Arrow keys and R act on selected racks; with none selected, arrows scroll.
    const double step = FloorPlanScene::kGridMm;
    if (!m_scene->selectedRacks().empty()) {
        switch (event->key()) {
        case Qt::Key_Left: return nudgeSelected(-step, 0);
        case Qt::Key_Right: return nudgeSelected(step, 0);
        case Qt::Key_Up: return nudgeSelected(0, -step);
        case Qt::Key_Down: return nudgeSelected(0, step);
        case Qt::Key_R: return rotateSelected();
        default: break;
        }
    }
    QGraphicsView::keyPressEvent(event);
}

void FloorPlanView::keyReleaseEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        viewport()->unsetCursor();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

RackFloorItem* FloorPlanView::rackAt(QPoint viewPos) const {
    // A rack under an overhead tray (which runs over the rack's name) is the
    // rack, as a right-click picks it: the tray is picked where no rack is.
    for (QGraphicsItem* item : items(viewPos))
        if (auto* rack = qgraphicsitem_cast<RackFloorItem*>(item)) return rack;
    return nullptr;
}

void FloorPlanView::mousePressEvent(QMouseEvent* event) {
    const QPoint at = event->position().toPoint();
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld)) {
        m_panning = true;
        m_panLast = at;
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (event->button() == Qt::LeftButton && isDrawingTray()) {
        const QPointF p = snapToGrid(mapToScene(at));
        if (m_trayPoints.empty() || m_trayPoints.back() != p) m_trayPoints.push_back(p);
        updateTrayPreview(std::nullopt);
        return;
    }
    if (event->button() == Qt::LeftButton && isDrawingWall()) return finishWallDrawing(mapToScene(at));
    if (event->button() == Qt::LeftButton) {
        if (auto* rack = rackAt(at)) {
            // Pressing an unselected rack selects it alone (Ctrl adds), like any CAD tool.
            if (!rack->isSelected()) {
                if (!(event->modifiers() & Qt::ControlModifier)) m_scene->clearSelection();
                rack->setSelected(true);
            }
            m_leader = rack->rackId();
            m_dragRacks = m_scene->selectedRacks();
            m_pressScene = mapToScene(at);
            m_pressView = at;
            m_dragging = true;
            return;
        }
        // A column of the hall is dragged like a rack (nothing stands on it to pick instead).
        if (startColumnDrag(mapToScene(at), at)) return;
        // Keep-out zones, their corners, doors, walls and the outline's corners likewise.
        if (startHallDrag(mapToScene(at), at)) return;
    }
    QGraphicsView::mousePressEvent(event);
}

void FloorPlanView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint at = event->position().toPoint();
    const QPointF scenePos = mapToScene(at);
    Q_EMIT cursorMm(scenePos);
    if (m_panning) {
        const QPoint delta = at - m_panLast;
        m_panLast = at;
        if (!delta.isNull()) m_atFit = false;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    if (isDrawingTray()) {
        if (!m_trayPoints.empty()) updateTrayPreview(snapToGrid(scenePos));
        return;
    }
    if (m_dragColumn) {
        if ((at - m_pressView).manhattanLength() >= QApplication::startDragDistance()) updateColumnDrag(scenePos);
        return;
    }
    if (m_hallDrag) {
        if ((at - m_pressView).manhattanLength() >= QApplication::startDragDistance()) updateHallDrag(scenePos);
        return;
    }
    if (isDrawingWall()) updateWallGhost(scenePos);
    if (m_dragging) {
        if ((at - m_pressView).manhattanLength() < QApplication::startDragDistance()) return;
        const Rack* leader = m_scene->design().rack(m_leader);
        if (!leader) return;
        // The leader snaps; the others follow by the same offset.
        const QPointF snapped = m_scene->snapRack(m_leader, QPointF(leader->xMm, leader->yMm) + scenePos - m_pressScene,
                                                  m_dragRacks);
        const QPointF delta = snapped - QPointF(leader->xMm, leader->yMm);
        for (RackId id : m_dragRacks)
            if (const Rack* r = m_scene->design().rack(id); r && m_scene->itemOf(id))
                m_scene->itemOf(id)->setPos(QPointF(r->xMm, r->yMm) + delta);
        Q_EMIT hint(tr("x %1 mm, y %2 mm").arg(snapped.x(), 0, 'f', 0).arg(snapped.y(), 0, 'f', 0));
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void FloorPlanView::finishRackDrag(QPointF scenePos) {
    Design& design = m_scene->design();
    const Rack* leader = design.rack(m_leader);
    if (!leader) return;
    const QPointF snapped = m_scene->snapRack(m_leader, QPointF(leader->xMm, leader->yMm) + scenePos - m_pressScene,
                                              m_dragRacks);
    const QPointF delta = snapped - QPointF(leader->xMm, leader->yMm);
    if (delta.isNull()) return;
    // One undo step per gesture, the re-route that follows included.
    std::vector<RoutedMoveCommand::Move> moves;
    for (RackId id : m_dragRacks) {
        const Rack* r = design.rack(id);
        if (!r) continue;
        EditResult edit = DesignEdits::moveRack(design, id, r->xMm + delta.x(), r->yMm + delta.y(), r->rotationDeg);
        if (edit) moves.push_back({id.uuid(), std::move(edit.command)});
        else Q_EMIT hint(edit.error);
    }
    const QString text = tr("Move %n rack(s)", nullptr, int(moves.size()));  // before the moves are handed over
    RoutedMoveCommand::push(design, text, std::move(moves));
}

void FloorPlanView::mouseReleaseEvent(QMouseEvent* event) {
    if (m_panning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        m_panning = false;
        viewport()->setCursor(m_spaceHeld ? Qt::OpenHandCursor : Qt::ArrowCursor);
        return;
    }
    if (isDrawingTray()) return;
    if (m_dragColumn && event->button() == Qt::LeftButton) {
        const bool moved = (event->position().toPoint() - m_pressView).manhattanLength() >= QApplication::startDragDistance();
        finishColumnDrag(mapToScene(event->position().toPoint()), moved);
        return;
    }
    if (m_hallDrag && event->button() == Qt::LeftButton) {
        const bool moved = (event->position().toPoint() - m_pressView).manhattanLength() >= QApplication::startDragDistance();
        finishHallDrag(mapToScene(event->position().toPoint()), moved);
        return;
    }
    if (m_dragging && event->button() == Qt::LeftButton) {
        m_dragging = false;
        const bool moved = (event->position().toPoint() - m_pressView).manhattanLength() >= QApplication::startDragDistance();
        if (moved) finishRackDrag(mapToScene(event->position().toPoint()));
        // Items return to wherever the design says (unchanged if nothing was pushed).
        for (RackId id : m_dragRacks)
            if (const Rack* r = m_scene->design().rack(id); r && m_scene->itemOf(id))
                m_scene->itemOf(id)->setPos(r->xMm, r->yMm);
        m_dragRacks.clear();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void FloorPlanView::mouseDoubleClickEvent(QMouseEvent* event) {
    if (isDrawingTray() && event->button() == Qt::LeftButton) {
        // The double-click's first press already added this point.
        const QPointF p = snapToGrid(mapToScene(event->position().toPoint()));
        if (m_trayPoints.empty() || m_trayPoints.back() != p) m_trayPoints.push_back(p);
        finishTrayDrawing();
        return;
    }
    if (rackAt(event->position().toPoint())) {
        Q_EMIT propertiesRequested();
        return;
    }
    if (event->button() == Qt::LeftButton) Q_EMIT hallDoubleClicked(mapToScene(event->position().toPoint()));
    QGraphicsView::mouseDoubleClickEvent(event);
}

void FloorPlanView::setBackgroundCacheEnabled(bool on) {
    m_backgroundCacheOn = on;
    m_backgroundCache.clear();
    viewport()->update();
}

void FloorPlanView::drawBackground(QPainter* painter, const QRectF& rect) {
    // On the viewport from the kept image; printed or rendered elsewhere, straight.
    // The image holds one pixel per logical pixel, so a high-DPI screen
    // (device pixel ratio above 1) draws straight too rather than blurred.
    const bool onViewport = painter->device() == viewport() && painter->paintEngine() &&
                            painter->paintEngine()->type() == QPaintEngine::Raster &&
                            viewport()->devicePixelRatioF() == 1.0;
    const auto floor = [this](QPainter& p, const QRectF& area) { drawFloor(&p, area); };
    if (!m_backgroundCacheOn || !onViewport || !m_backgroundCache.paint(*painter, viewport()->size(), rect, floor))
        drawFloor(painter, rect);
}

void FloorPlanView::drawFloor(QPainter* painter, const QRectF& rect) {
    QGraphicsView::drawBackground(painter, rect);
    // Floor tiles (600 mm, the raised-floor module) inside the room, finer grid once zoomed in.
    const QRectF room(0, 0, m_scene->design().room().widthMm, m_scene->design().room().depthMm);
    const QRectF area = rect.intersected(room);
    if (area.isEmpty()) return;
    // Hairlines on whole pixels, filled as one-pixel rectangles in device
    // space: the pixels an unantialiased hairline covers (column floor(x),
    // rows floor(y1) to floor(y2), as Qt's cosmetic stroker draws it) in
    // one solid fill each. Stroked, each vertical line was a span per pixel
    // row, and Qt hands batches of spans to its fill threads: at 4 096 GPUs
    // the grid was half of a zoomed frame (tests/bench/bench_frames.cpp).
    // (A rotated view, which this one never is, strokes the lines instead.)
    const QTransform toDevice = painter->worldTransform();
    const bool upright = toDevice.type() <= QTransform::TxScale;
    painter->save();
    // Unantialiased, so the floor's edge covers the same pixels drawn into
    // the kept image (a painter of default hints) and straight on the view
    // (antialiased): at a fractional edge the two differed by a pixel row.
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->fillRect(area, QColor(0xff, 0xff, 0xff));
    if (upright) painter->resetTransform();
    const QRectF device = toDevice.mapRect(area);
    const int top = int(std::floor(device.top())), bottom = int(std::floor(device.bottom()));
    const int left = int(std::floor(device.left())), right = int(std::floor(device.right()));
    const auto drawGrid = [&](double step, const QColor& color) {
        QList<QLineF> lines;
        for (double x = std::ceil(area.left() / step) * step; x <= area.right(); x += step)
            lines.append(QLineF(x, area.top(), x, area.bottom()));
        for (double y = std::ceil(area.top() / step) * step; y <= area.bottom(); y += step)
            lines.append(QLineF(area.left(), y, area.right(), y));
        if (!upright) {
            painter->setPen(QPen(color, 0));
            return painter->drawLines(lines);
        }
        for (const QLineF& l : lines) {
            const QPointF at = toDevice.map(l.p1());
            if (l.dx() == 0) painter->fillRect(QRect(int(std::floor(at.x())), top, 1, bottom - top + 1), color);
            else painter->fillRect(QRect(left, int(std::floor(at.y())), right - left + 1, 1), color);
        }
    };
    if (pixelsPerMm() * FloorPlanScene::kGridMm >= 8) drawGrid(FloorPlanScene::kGridMm, QColor(0xf0, 0xf1, 0xf3));
    if (pixelsPerMm() * 600 >= 6) drawGrid(600, QColor(0xdc, 0xdf, 0xe3));
    painter->restore();
}

}  // namespace sn
