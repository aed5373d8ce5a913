// FloorPlanView: the overlays that stay put while the plan pans and zooms,
// and Fit, which keeps the room clear of them.
#include "views/floorplan/floor_plan_view.h"

#include "views/floorplan/category_legend.h"
#include "views/floorplan/clear_fit.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/heat_map_overlay.h"

#include <QEvent>
#include <QPainter>
#include <QTimer>

#include <cmath>

namespace sn {

namespace {

constexpr int kScaleBarMaxPx = 160;
constexpr int kScaleBarInset = 16;  ///< from the viewport's bottom-right corner

/// The longest 1-2-5 step length (mm) drawn no wider than maxPx at this scale.
double scaleBarMm(double pixelsPerMm, double maxPx) {
    double best = 100;
    for (double decade = 100; decade <= 1e6; decade *= 10)
        for (double step : {1.0, 2.0, 5.0})
            if (step * decade * pixelsPerMm <= maxPx) best = step * decade;
    return best;
}

}  // namespace

QRect FloorPlanView::scaleBarBox(const QFontMetrics& metrics) const {
    const QRect area = viewport()->rect();
    const QPoint end(area.right() - kScaleBarInset, area.bottom() - kScaleBarInset);
    return QRect(QPoint(end.x() - kScaleBarMaxPx, end.y() - 8 - metrics.height()), end);
}

std::vector<QRect> FloorPlanView::pinnedBoxes() const {
    const QRect area = viewport()->rect();
    const QFontMetrics metrics(font());
    std::vector<QRect> out;
    out.push_back(m_heatMap->isActive() ? m_heatMap->legendBox(area, font()) : CategoryLegend::of(*m_scene).box(area, metrics));
    out.push_back(scaleBarBox(metrics));
    for (const QPointer<QWidget>& w : m_floating)
        if (w && w->isVisible()) out.push_back(QRect(viewport()->mapFrom(this, w->pos()), w->size()));
    std::erase_if(out, [](const QRect& r) { return r.isEmpty(); });
    return out;
}

void FloorPlanView::keepClearOf(QWidget* floating) {
    m_floating.push_back(floating);
    floating->installEventFilter(this);
}

bool FloorPlanView::eventFilter(QObject* watched, QEvent* event) {
    // A floating legend shown, hidden or resized: a fitted room refits around it.
    if (event->type() == QEvent::Show || event->type() == QEvent::Hide || event->type() == QEvent::Resize)
        for (const QPointer<QWidget>& w : m_floating)
            if (w == watched) refitSoon();
    return QGraphicsView::eventFilter(watched, event);
}

void FloorPlanView::refitSoon() {
    if (!m_atFit || m_refitPending) return;
    m_refitPending = true;
    QTimer::singleShot(0, this, [this] {
        m_refitPending = false;
        // The heat map refreshes after every edit: only a new view size or
        // legend box moves the fitted room.
        if (m_atFit && (viewport()->size() != m_fitView || pinnedBoxes() != m_fitPinned)) fitAll();
    });
}

void FloorPlanView::fitAll() {
    setSceneRect(QRectF());  // the room alone again (a wheel zoom widened it)
    const QRectF room = m_scene->sceneRect();
    const QSize view = viewport()->size();
    m_fitView = view;
    m_fitPinned = pinnedBoxes();
    const QRect clear = ClearFit::area(room.size(), view, m_fitPinned);
    if (room.isEmpty() || clear.isEmpty()) {
        fitInView(room, Qt::KeepAspectRatio);
    } else {
        // The scene rect that puts the room's centre on the clear area's
        // centre when the whole viewport shows it at the clear area's scale.
        const double s = std::min(clear.width() / room.width(), clear.height() / room.height());
        const QPointF c = QPointF(clear.center()) + QPointF(0.5, 0.5);
        const QRectF shown(room.center().x() - c.x() / s, room.center().y() - c.y() / s, view.width() / s, view.height() / s);
        setSceneRect(shown | room);
        fitInView(shown, Qt::KeepAspectRatio);
    }
    m_fitted = true;
    m_atFit = true;
}

void FloorPlanView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    refitSoon();
}

void FloorPlanView::drawForeground(QPainter* painter, const QRectF& rect) {
    QGraphicsView::drawForeground(painter, rect);
    painter->save();
    painter->resetTransform();  // from here on, viewport pixels
    painter->setRenderHint(QPainter::Antialiasing);
    const QRect area = viewport()->rect();
    const QFontMetrics metrics(font());
    painter->setFont(font());

    // The racks show the heat map's metric, or else their category.
    if (m_heatMap->isActive()) m_heatMap->drawLegend(*painter, area, font());
    else CategoryLegend::of(*m_scene).draw(*painter, area, metrics);

    // Scale bar: a round length no wider than 160 px.
    const double mm = scaleBarMm(pixelsPerMm(), kScaleBarMaxPx);
    const int px = int(std::lround(mm * pixelsPerMm()));
    const QPoint end = scaleBarBox(metrics).bottomRight();
    const QPoint start(end.x() - px, end.y());
    painter->setPen(QPen(QColor(0x30, 0x30, 0x30), 2));
    painter->drawLine(start, end);
    painter->drawLine(start, start - QPoint(0, 6));
    painter->drawLine(end, end - QPoint(0, 6));
    const QString text = mm >= 1000 ? tr("%1 m").arg(mm / 1000.0) : tr("%1 mm").arg(mm);
    painter->drawText(QRect(start.x(), start.y() - 8 - metrics.height(), px, metrics.height()), Qt::AlignCenter, text);
    painter->restore();
}

}  // namespace sn
