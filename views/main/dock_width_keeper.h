#pragma once

#include <QObject>
#include <QPointer>

#include <vector>

class QDockWidget;
class QMainWindow;

namespace sn {

/// Keeps the side docks at the widths the user gave them. A window made
/// narrower squeezes its docks, and made wider again Qt gives all the new
/// room to the drawings, leaving the docks squeezed; this gives the docks
/// their widths back, as far as the drawings keep half the window. A width
/// is the user's when the window first shows it or when the user drags a
/// dock's edge (a mouse release on the window's own separators).
class DockWidthKeeper final : public QObject {
    Q_OBJECT
public:
    DockWidthKeeper(QMainWindow* window, const std::vector<QDockWidget*>& docks);

    /// The width `dock` is given back (0 for a dock not kept).
    int wantedWidth(const QDockWidget* dock) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Kept {
        QPointer<QDockWidget> dock;
        int width = 0;
    };
    bool isSideDocked(const QDockWidget* dock) const;
    void remember();
    void restoreSoon();
    void restore();

    QMainWindow* m_window;
    std::vector<Kept> m_kept;
    bool m_pending = false;
    bool m_remembered = false;
};

}  // namespace sn
