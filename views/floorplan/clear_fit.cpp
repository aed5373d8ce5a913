#include "views/floorplan/clear_fit.h"

#include <algorithm>

namespace sn {

namespace {

constexpr int kGap = 8;  ///< pixels between a legend and the room

}  // namespace

double ClearFit::scaleIn(QSizeF roomSize, const QRect& area) {
    if (area.width() <= 0 || area.height() <= 0 || roomSize.width() <= 0 || roomSize.height() <= 0) return 0;
    return std::min(area.width() / roomSize.width(), area.height() / roomSize.height());
}

QRect ClearFit::clearArea(QSize viewport, const std::vector<QRect>& pinned, unsigned heightMask) {
    int left = 0, top = 0, right = 0, bottom = 0;
    for (std::size_t i = 0; i < pinned.size(); ++i) {
        const QRect& box = pinned[i];
        // Its corner: the half of the viewport its centre lies in.
        const bool onLeft = box.center().x() < viewport.width() / 2;
        const bool onTop = box.center().y() < viewport.height() / 2;
        if (heightMask & (1u << i)) {
            if (onTop) top = std::max(top, box.bottom() + 1 + kGap);
            else bottom = std::max(bottom, viewport.height() - box.top() + kGap);
        } else {
            if (onLeft) left = std::max(left, box.right() + 1 + kGap);
            else right = std::max(right, viewport.width() - box.left() + kGap);
        }
    }
    return QRect(left, top, viewport.width() - left - right, viewport.height() - top - bottom);
}

QRect ClearFit::area(QSizeF roomSize, QSize viewport, const std::vector<QRect>& pinned) {
    const QRect whole(QPoint(0, 0), viewport);
    const double plain = scaleIn(roomSize, whole);
    std::vector<QRect> kept;
    for (const QRect& box : pinned)
        if (box.isValid() && box.intersects(whole)) kept.push_back(box);
    // The view pins three boxes at most (a legend, the scale bar, the route
    // legend): eight choices. Beyond eight boxes the rest are left out.
    kept.resize(std::min<std::size_t>(kept.size(), 8));
    QRect best = whole;
    double bestScale = -1;
    for (unsigned mask = 0; mask < (1u << kept.size()); ++mask) {
        const QRect clear = clearArea(viewport, kept, mask);
        const double s = scaleIn(roomSize, clear);
        if (s > bestScale) {
            bestScale = s;
            best = clear;
        }
    }
    return bestScale >= plain / 2 ? best : whole;
}

}  // namespace sn
