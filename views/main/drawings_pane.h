#pragma once

#include <QWidget>

class QSplitter;

namespace sn {

class Design;
class ElevationPanel;
class FloorPlanView;
class SelectionModel;

/// The window's central widget: the open design's floor plan and rack
/// elevation side by side, made again for each document inside a holder
/// that stays (a main window left without a central widget, even for a
/// moment, gives the docks all the room and keeps it). Selection flows
/// floor plan → selection model → floor plan; a page such as the start page
/// may cover the drawings for a while.
class DrawingsPane final : public QWidget {
    Q_OBJECT
public:
    explicit DrawingsPane(QWidget* parent = nullptr);

    /// Drawings for `design`; the old ones go first (call it while the old design lives).
    void showDesign(Design& design, SelectionModel& selection);
    /// Lets the drawings of the current design go (before the design does).
    void release();
    /// `page` in place of the drawings until uncover().
    void cover(QWidget* page);
    void uncover();

    FloorPlanView* floorPlan() const { return m_floorPlan; }
    ElevationPanel* elevation() const { return m_elevation; }

private:
    void followSelection(SelectionModel& selection);
    void showElevationOnFirstRack(SelectionModel& selection);

    QSplitter* m_split = nullptr;
    FloorPlanView* m_floorPlan = nullptr;
    ElevationPanel* m_elevation = nullptr;
};

}  // namespace sn
