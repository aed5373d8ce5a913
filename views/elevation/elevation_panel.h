#pragma once

#include "model/core/ids.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QGridLayout;
class QLabel;
class QToolButton;

namespace sn {

class Design;
class SelectionModel;
class RackElevationScene;
class RackElevationView;

/// The elevation tab: a rack chooser (and an optional second rack drawn
/// beside it) above the elevation view. It shows the
/// selection model's current rack and mirrors device selection both ways.
/// Narrow (a small window, the plan given most of it), its header takes
/// two lines, so the plan beside it is never squeezed to make room for it.
class ElevationPanel final : public QWidget {
    Q_OBJECT
public:
    ElevationPanel(Design& design, SelectionModel& selection, QWidget* parent = nullptr);

    RackElevationView* view() const { return m_view; }
    RackElevationScene* scene() const { return m_scene; }
    /// Chooses the rack drawn beside the current one ("" entry: none).
    QComboBox* besideRacks() const { return m_beside; }
    /// Whether the header is on two lines (Beside under Rack) at this width.
    bool headerOnTwoLines() const { return m_twoLines; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    /// Rack, Beside and Fit on one line, or Beside on a line of its own.
    void arrangeHeader(bool twoLines);
    void refillRacks();
    void showRack(std::optional<RackId> rack);

    Design& m_design;
    SelectionModel& m_selection;
    QComboBox* m_racks;
    QComboBox* m_beside;  ///< a second rack, for connections between racks
    RackElevationScene* m_scene;
    RackElevationView* m_view;
    QGridLayout* m_header;
    QLabel* m_rackLabel;
    QLabel* m_besideLabel;
    QToolButton* m_fit;
    bool m_twoLines = false;
    int m_oneLineWidth = 0;  ///< what the header needs on one line
};

}  // namespace sn
