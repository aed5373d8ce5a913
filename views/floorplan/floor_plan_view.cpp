#include "views/floorplan/floor_plan_view.h"

#include "views/floorplan/column_drag_tool.h"
#include "views/floorplan/floor_plan_items.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/hall_drag_tool.h"
#include "views/floorplan/hall_pick.h"
#include "views/floorplan/heat_map_overlay.h"
#include "views/floorplan/rack_drag_tool.h"
#include "views/floorplan/tray_draw_tool.h"
#include "views/floorplan/wall_draw_tool.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <utility>

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
    m_trayTool = std::make_unique<TrayDrawTool>(*this);
    m_wallTool = std::make_unique<WallDrawTool>(*this);
    // Keep a margin around the room so it can be panned to the middle.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
}

FloorPlanView::~FloorPlanView() = default;

void FloorPlanView::zoomTo(const QRectF& sceneRect) {
    // Half the rect's size on each side: the object fills about half the view
    // and its neighbours show, so the user sees where it is.
    showArea(sceneRect.adjusted(-sceneRect.width() / 2, -sceneRect.height() / 2, sceneRect.width() / 2,
                                sceneRect.height() / 2),
             sceneRect.center());
}

void FloorPlanView::frame(const QRectF& sceneRect) {
    const double margin = 0.03 * std::max(sceneRect.width(), sceneRect.height());
    showArea(sceneRect.adjusted(-margin, -margin, margin, margin), sceneRect.center());
}

void FloorPlanView::showArea(const QRectF& area, QPointF centre) {
    fitInView(area, Qt::KeepAspectRatio);
    m_atFit = false;
    const double scaleNow = pixelsPerMm();
    const double clamped = std::clamp(scaleNow, kMinPixelsPerMm, kMaxPixelsPerMm);
    if (clamped != scaleNow) scale(clamped / scaleNow, clamped / scaleNow);
    centerOn(centre);
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
    if (m_mode && m_mode->key(event)) return;
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

FloorPointer FloorPlanView::pointerOf(const QMouseEvent* event) const {
    const QPoint at = event->position().toPoint();
    return {mapToScene(at), at, event->button(), event->modifiers()};
}

std::unique_ptr<FloorTool> FloorPlanView::gestureAt(const FloorPointer& pressed) {
    // A rack first; a column of the hall is dragged like one (nothing stands
    // on it to pick instead); then keep-out zones, their corners, doors,
    // walls and the outline's corners.
    if (auto rack = RackDragTool::at(*this, pressed)) return rack;
    if (auto column = ColumnDragTool::at(*this, pressed)) return column;
    return HallDragTool::at(*this, pressed);
}

void FloorPlanView::mousePressEvent(QMouseEvent* event) {
    const FloorPointer p = pointerOf(event);
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld)) {
        m_panning = true;
        m_panLast = p.view;
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (m_mode && m_mode->press(p)) return;
    if (event->button() == Qt::LeftButton && (m_gesture = gestureAt(p))) return;
    QGraphicsView::mousePressEvent(event);
}

void FloorPlanView::mouseMoveEvent(QMouseEvent* event) {
    const FloorPointer p = pointerOf(event);
    Q_EMIT cursorMm(p.scene);
    if (m_panning) {
        const QPoint delta = p.view - m_panLast;
        m_panLast = p.view;
        if (!delta.isNull()) m_atFit = false;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    if (m_mode && m_mode->move(p)) return;
    if (m_gesture && m_gesture->move(p)) return;
    QGraphicsView::mouseMoveEvent(event);
}

void FloorPlanView::mouseReleaseEvent(QMouseEvent* event) {
    if (m_panning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        m_panning = false;
        viewport()->setCursor(m_spaceHeld ? Qt::OpenHandCursor : Qt::ArrowCursor);
        return;
    }
    const FloorPointer p = pointerOf(event);
    if (m_mode && m_mode->release(p)) return;
    if (m_gesture && event->button() == Qt::LeftButton) {
        // Taken out first: the edit it pushes may send events back here
        // (a rebuilt scene), which must find no gesture under way.
        const std::unique_ptr<FloorTool> gesture = std::move(m_gesture);
        gesture->release(p);
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void FloorPlanView::mouseDoubleClickEvent(QMouseEvent* event) {
    const FloorPointer p = pointerOf(event);
    if (m_mode && m_mode->doubleClick(p)) return;
    if (rackAt(p.view)) {
        Q_EMIT propertiesRequested();
        return;
    }
    if (event->button() == Qt::LeftButton) Q_EMIT hallDoubleClicked(p.scene);
    QGraphicsView::mouseDoubleClickEvent(event);
}

void FloorPlanView::setMode(FloorTool* tool) {
    if (m_mode == tool) return;
    if (m_gesture) std::exchange(m_gesture, nullptr)->cancel();
    if (FloorTool* before = std::exchange(m_mode, nullptr)) before->cancel();
    m_mode = tool;
}

void FloorPlanView::leaveMode(FloorTool* tool) {
    if (m_mode == tool) m_mode = nullptr;
}

void FloorPlanView::startTrayDrawing(const QString& trayTypeId) { m_trayTool->start(trayTypeId); }
void FloorPlanView::cancelTrayDrawing() { m_trayTool->cancel(); }
bool FloorPlanView::isDrawingTray() const { return m_trayTool->isActive(); }
std::optional<TrayId> FloorPlanView::finishTrayDrawing() { return m_trayTool->finish(); }
void FloorPlanView::startWallDrawing(QPointF fromMm) { m_wallTool->start(fromMm); }
bool FloorPlanView::isDrawingWall() const { return m_wallTool->isActive(); }

std::optional<int> FloorPlanView::columnAt(QPointF scenePos) const { return HallPick::column(m_scene->design().room(), scenePos); }
std::optional<int> FloorPlanView::keepOutAt(QPointF scenePos) const { return HallPick::keepOut(m_scene->design().room(), scenePos); }
std::optional<int> FloorPlanView::doorAt(QPointF scenePos) const { return HallPick::door(m_scene->design().room(), scenePos); }
std::optional<int> FloorPlanView::wallAt(QPointF scenePos) const { return HallPick::wall(m_scene->design().room(), scenePos); }

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
