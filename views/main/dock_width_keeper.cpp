#include "views/main/dock_width_keeper.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QTimer>

#include <algorithm>

namespace sn {

DockWidthKeeper::DockWidthKeeper(QMainWindow* window, const std::vector<QDockWidget*>& docks)
    : QObject(window), m_window(window) {
    for (QDockWidget* d : docks) m_kept.push_back({d, 0});
    window->installEventFilter(this);
}

int DockWidthKeeper::wantedWidth(const QDockWidget* dock) const {
    for (const Kept& k : m_kept)
        if (k.dock == dock) return k.width;
    return 0;
}

bool DockWidthKeeper::isSideDocked(const QDockWidget* dock) const {
    if (!dock || !dock->isVisible() || dock->isFloating()) return false;
    const Qt::DockWidgetArea area = m_window->dockWidgetArea(const_cast<QDockWidget*>(dock));
    return area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea;
}

bool DockWidthKeeper::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_window) {
        switch (event->type()) {
        case QEvent::Show:
            // Once laid out: the widths the window opens with are the first wanted ones.
            if (!m_remembered) QTimer::singleShot(0, this, [this] {
                    m_remembered = true;
                    remember();
                });
            break;
        // Only the window's own separators reach it as mouse events: the user set a width.
        case QEvent::MouseButtonRelease: QTimer::singleShot(0, this, &DockWidthKeeper::remember); break;
        case QEvent::Resize: restoreSoon(); break;
        default: break;
        }
    }
    return QObject::eventFilter(watched, event);
}

void DockWidthKeeper::remember() {
    for (Kept& k : m_kept)
        if (isSideDocked(k.dock)) k.width = k.dock->width();
}

void DockWidthKeeper::restoreSoon() {
    if (m_pending || !m_remembered) return;
    m_pending = true;
    QTimer::singleShot(0, this, [this] {
        m_pending = false;
        restore();
    });
}

void DockWidthKeeper::restore() {
    // Docks stacked in one side area share its width: an area wants the
    // widest of its docks' widths.
    QList<QDockWidget*> docks;
    int areaWidth[2] = {0, 0};
    bool squeezed = false;
    const auto side = [this](const QDockWidget* d) { return m_window->dockWidgetArea(const_cast<QDockWidget*>(d)) == Qt::LeftDockWidgetArea ? 0 : 1; };
    for (const Kept& k : m_kept) {
        if (!isSideDocked(k.dock) || k.width <= 0) continue;
        docks << k.dock;
        areaWidth[side(k.dock)] = std::max(areaWidth[side(k.dock)], k.width);
        squeezed = squeezed || k.dock->width() + 2 < k.width;
    }
    if (!squeezed) return;
    // The drawings keep at least half the window; the areas share the rest
    // in proportion to what they want.
    const int wanted = areaWidth[0] + areaWidth[1], budget = m_window->width() / 2;
    if (wanted > budget)
        for (int& w : areaWidth) w = w * budget / wanted;
    QList<int> widths;
    for (const QDockWidget* d : docks) widths << std::max(1, areaWidth[side(d)]);
    m_window->resizeDocks(docks, widths, Qt::Horizontal);
}

}  // namespace sn
