#pragma once

#include "core/ids.h"

#include <QWidget>

#include <optional>

class QComboBox;

namespace sn {

class Design;
class SelectionModel;
class RackElevationScene;
class RackElevationView;

/// The elevation tab: a rack chooser (and an optional second rack drawn
/// beside it) above the elevation view. It shows the
/// selection model's current rack and mirrors device selection both ways.
class ElevationPanel final : public QWidget {
    Q_OBJECT
public:
    ElevationPanel(Design& design, SelectionModel& selection, QWidget* parent = nullptr);

    RackElevationView* view() const { return m_view; }
    RackElevationScene* scene() const { return m_scene; }
    /// Chooses the rack drawn beside the current one ("" entry: none).
    QComboBox* besideRacks() const { return m_beside; }

private:
    void refillRacks();
    void showRack(std::optional<RackId> rack);

    Design& m_design;
    SelectionModel& m_selection;
    QComboBox* m_racks;
    QComboBox* m_beside;  ///< a second rack, for connections between racks
    RackElevationScene* m_scene;
    RackElevationView* m_view;
};

}  // namespace sn
