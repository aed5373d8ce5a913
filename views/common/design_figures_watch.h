#pragma once

#include <QPointer>
#include <QTimer>

#include <functional>
#include <vector>

class QWidget;

namespace sn {

class Design;

/// The follow-and-refresh logic of a window that shows figures of a design
/// (reports, fault domains): it watches every edit (`watchDesignEdits`),
/// marks the figures stale, and has them recomputed once after the edit's
/// signals are out — at once while the window is shown, at its next
/// showEvent while hidden, and at `batchEnded` during a batch.
class DesignFiguresWatch {
public:
    /// `refresh` recomputes the window's figures; it calls `refreshing()` first.
    DesignFiguresWatch(QWidget& window, std::function<void()> refresh);

    /// Follows `design` (null: none) and recomputes now if the window is shown.
    void follow(Design* design);
    /// From the window's showEvent: recompute what went stale while hidden.
    void shown();
    /// At the start of a recompute: nothing is pending any more.
    void refreshing();

    Design* design() const { return m_design; }

private:
    void edited();

    QWidget& m_window;
    std::function<void()> m_refresh;
    QPointer<Design> m_design;
    QTimer m_timer;
    bool m_stale = true;
    std::vector<QMetaObject::Connection> m_connections;
};

}  // namespace sn
