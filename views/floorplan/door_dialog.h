#pragma once

#include "model/design/room_geometry.h"

#include <QDialog>
#include <QList>
#include <QPair>

class QComboBox;
class QDoubleSpinBox;

namespace sn {

/// A door's leaf width and the side its leaf swings to, from the
/// floor plan's menu. The caller names the swing choices in the user's
/// terms (into or out of the room for a door in the outline) and pushes
/// the edit through RoomEdits::editDoor.
class DoorDialog final : public QDialog {
    Q_OBJECT
public:
    using Choice = QPair<QString, Door::Swing>;
    DoorDialog(const Door& door, const QList<Choice>& swings, QWidget* parent = nullptr);

    double widthMm() const;
    Door::Swing swing() const;

private:
    QDoubleSpinBox* m_width;
    QComboBox* m_swing;
};

}  // namespace sn
