#pragma once

#include "model/routing/tray_distance.h"
#include "views/floorplan/floor_tool.h"

#include <QObject>
#include <QPointF>
#include <QPointer>

#include <optional>

class QGraphicsPathItem;
class QGraphicsSimpleTextItem;
class QGraphicsRectItem;

namespace sn {

class FloorPlanView;

/// View ▸ Measure: two clicks on the floor plan, and the distance between
/// them straight and along the trays (TrayDistance, the router's tray
/// graph), both in metres, drawn as a dashed straight line, the tray run in
/// orange and a label at the second point. A third click starts again;
/// Escape or the action again ends the tool. Changes nothing in the design.
class MeasureTool final : public QObject, public FloorTool {
    Q_OBJECT
public:
    explicit MeasureTool(FloorPlanView* view);
    ~MeasureTool() override;

    void start();
    void stop();
    bool isActive() const { return m_active; }
    /// The last completed measurement.
    const std::optional<TrayDistance>& result() const { return m_result; }
    /// What the label (and the status bar) says about it.
    QString text() const { return m_text; }
    /// The card the figures are written on, in the scene (nullptr before a measurement).
    const QGraphicsRectItem* labelCard() const { return m_labelBack; }
    /// Measures between two room points as two clicks would.
    void measure(QPointF aMm, QPointF bMm);

    bool press(const FloorPointer& p) override;
    bool move(const FloorPointer& p) override;
    bool release(const FloorPointer& p) override;
    bool doubleClick(const FloorPointer& p) override;
    bool key(QKeyEvent* event) override;
    void cancel() override { stop(); }

Q_SIGNALS:
    void message(const QString& text);
    void stopped();

private:
    void clearItems();
    void showLine(QPointF a, QPointF b);

    QPointer<FloorPlanView> m_view;
    bool m_active = false;
    std::optional<QPointF> m_first;
    std::optional<TrayDistance> m_result;
    QString m_text;
    QGraphicsPathItem* m_line = nullptr;
    QGraphicsPathItem* m_trayRun = nullptr;
    QGraphicsRectItem* m_labelBack = nullptr;
    QGraphicsSimpleTextItem* m_label = nullptr;
};

}  // namespace sn
