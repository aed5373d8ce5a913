#pragma once

#include <QApplication>
#include <QGraphicsScene>
#include <QPoint>
#include <QPointF>

class QKeyEvent;

namespace sn {

/// Where the pointer is on the floor plan, and which button and modifiers
/// came with the event, as a FloorTool reads it.
struct FloorPointer {
    QPointF scene;  ///< room mm
    QPoint view;    ///< viewport pixels
    Qt::MouseButton button = Qt::NoButton;
    Qt::KeyboardModifiers modifiers;
};

/// One way of working on the floor plan with the mouse: a gesture from a
/// press to its release (moving racks, a column, a piece of the hall) or a
/// mode that lasts until it is done or cancelled (drawing a tray or a wall,
/// measuring). FloorPlanView hands its mouse and key events to the tool in
/// charge first; a handler returns true when it took the event, false to
/// let the view go on with it.
class FloorTool {
public:
    virtual ~FloorTool() = default;
    virtual bool press(const FloorPointer&) { return false; }
    virtual bool move(const FloorPointer&) { return false; }
    virtual bool release(const FloorPointer&) { return false; }
    virtual bool doubleClick(const FloorPointer&) { return false; }
    virtual bool key(QKeyEvent*) { return false; }
    /// Ends the tool without an edit (Escape, another tool taking over).
    virtual void cancel() {}
};

/// Deletes a tool's own scene item (a ghost, a line) if `scene` still holds
/// it: a rebuild of the scene (a catalog change) deletes every item, and
/// the scene may go before the view.
template <class Item>
void dropSceneItem(QGraphicsScene* scene, Item*& item) {
    if (item && scene && scene->items().contains(item)) delete item;
    item = nullptr;
}

/// A press-drag-release gesture: it remembers the press, and tells a drag
/// from a click by the platform's start-drag distance.
class FloorDrag : public FloorTool {
public:
    explicit FloorDrag(const FloorPointer& pressed) : m_pressed(pressed) {}

protected:
    const FloorPointer& pressed() const { return m_pressed; }
    /// Room mm the pointer has moved since the press.
    QPointF travel(const FloorPointer& now) const { return now.scene - m_pressed.scene; }
    /// Moved far enough from the press to be a drag, not a click.
    bool dragged(const FloorPointer& now) const {
        return (now.view - m_pressed.view).manhattanLength() >= QApplication::startDragDistance();
    }

private:
    FloorPointer m_pressed;
};

}  // namespace sn
