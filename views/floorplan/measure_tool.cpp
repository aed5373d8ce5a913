#include "views/floorplan/measure_tool.h"

#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"

#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QKeyEvent>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace sn {

namespace {

/// Above racks, trays and route lines.
constexpr double kMeasureZ = 1000;

QString metres(double mm) { return QString::number(mm / 1000, 'f', 2); }

}  // namespace

MeasureTool::MeasureTool(FloorPlanView* view) : QObject(view), m_view(view) {}

MeasureTool::~MeasureTool() { clearItems(); }

void MeasureTool::start() {
    if (!m_view) return;
    m_view->setMode(this);
    m_active = true;
    m_first.reset();
    m_view->viewport()->setCursor(Qt::CrossCursor);
    m_view->setFocus();
    Q_EMIT message(tr("Measure: click the first point, then the second; Escape ends."));
}

void MeasureTool::stop() {
    if (!m_active) return;
    m_active = false;
    m_first.reset();
    clearItems();
    if (m_view) {
        m_view->leaveMode(this);
        m_view->viewport()->unsetCursor();
    }
    Q_EMIT stopped();
}

void MeasureTool::clearItems() {
    for (QGraphicsItem* item : {static_cast<QGraphicsItem*>(m_line), static_cast<QGraphicsItem*>(m_trayRun),
                                static_cast<QGraphicsItem*>(m_labelBack)})
        delete item;  // the label goes with its backdrop
    m_line = m_trayRun = nullptr;
    m_labelBack = nullptr;
    m_label = nullptr;
}

void MeasureTool::showLine(QPointF a, QPointF b) {
    if (!m_line) {
        QPen pen(QColor(0x1f, 0x2a, 0x44), 2, Qt::DashLine);
        pen.setCosmetic(true);
        m_line = m_view->scene()->addPath(QPainterPath(), pen);
        m_line->setZValue(kMeasureZ);
    }
    QPainterPath path(a);
    path.lineTo(b);
    m_line->setPath(path);
}

void MeasureTool::measure(QPointF aMm, QPointF bMm) {
    if (!m_view) return;
    showLine(aMm, bMm);
    m_result = TrayDistance::measure(m_view->floorScene()->design(), aMm, bMm);
    const TrayDistance& r = *m_result;
    m_text = tr("Straight %1 m").arg(metres(r.straightMm));
    if (r.alongTraysMm)
        m_text += QLatin1Char('\n')
                + tr("Along trays %1 m (+ %2 m and %3 m to the trays)")
                      .arg(metres(*r.alongTraysMm), metres(r.offsetAMm), metres(r.offsetBMm));
    else
        m_text += QLatin1Char('\n') + tr("Along trays: no tray run joins the two points");

    if (!m_trayRun) {
        QPen pen(QColor(0xe6, 0x7e, 0x22), 4);
        pen.setCosmetic(true);
        m_trayRun = m_view->scene()->addPath(QPainterPath(), pen);
        m_trayRun->setZValue(kMeasureZ - 1);
    }
    QPainterPath run;
    if (!r.pathMm.empty()) {
        run.moveTo(r.pathMm.front());
        for (size_t i = 1; i < r.pathMm.size(); ++i) run.lineTo(r.pathMm[i]);
    }
    m_trayRun->setPath(run);

    // The label in screen pixels at the middle of the line, on a white card.
    if (!m_labelBack) {
        m_labelBack = new QGraphicsRectItem;
        m_labelBack->setFlag(QGraphicsItem::ItemIgnoresTransformations);
        m_labelBack->setBrush(QColor(255, 255, 255, 235));
        m_labelBack->setPen(QPen(QColor(0x1f, 0x2a, 0x44), 0));
        m_labelBack->setZValue(kMeasureZ + 1);
        m_label = new QGraphicsSimpleTextItem(m_labelBack);
        QFont font = m_view->font();
        font.setPixelSize(12);  // over kMinTextPx: the figures are what the user came for
        m_label->setFont(font);
        m_view->scene()->addItem(m_labelBack);
    }
    m_label->setText(m_text);
    m_label->setPos(6, 4);
    m_labelBack->setRect(QRectF(0, 0, m_label->boundingRect().width() + 12, m_label->boundingRect().height() + 8));
    // At the middle of the line, moved in to stay whole inside the view
    // when the line runs to its edge.
    const QRect view = m_view->viewport()->rect();
    const QSizeF card = m_labelBack->rect().size();
    QPoint at = m_view->mapFromScene((aMm + bMm) / 2);
    at.setX(std::clamp(at.x(), 0, std::max(0, view.width() - int(std::ceil(card.width())) - 1)));
    at.setY(std::clamp(at.y(), 0, std::max(0, view.height() - int(std::ceil(card.height())) - 1)));
    m_labelBack->setPos(m_view->mapToScene(at));
    Q_EMIT message(QString(m_text).replace(QLatin1Char('\n'), QStringLiteral("; ")));
}

bool MeasureTool::press(const FloorPointer& p) {
    if (p.button != Qt::LeftButton) return false;
    if (!m_first) {
        clearItems();
        m_first = p.scene;
        Q_EMIT message(tr("Measure: click the second point."));
    } else {
        measure(*m_first, p.scene);
        m_first.reset();
    }
    return true;
}

bool MeasureTool::move(const FloorPointer& p) {
    if (m_first) showLine(*m_first, p.scene);
    return false;  // the view still hovers
}

bool MeasureTool::release(const FloorPointer& p) { return p.button == Qt::LeftButton; }

bool MeasureTool::doubleClick(const FloorPointer& p) { return p.button == Qt::LeftButton; }

bool MeasureTool::key(QKeyEvent* event) {
    if (event->key() != Qt::Key_Escape) return false;
    stop();
    return true;
}

}  // namespace sn
