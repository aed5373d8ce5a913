#pragma once

#include <QRect>
#include <QSizeF>

#include <vector>

namespace sn {

/// Where Fit puts the room so that nothing pinned to the view's corners (the
/// legends, the scale bar) covers it: the largest area of the viewport left
/// clear when each pinned box is kept out either beside the room (its width
/// reserved on its side) or above or below it (its height reserved), the
/// choice that shows the room largest. A box that would leave the room under
/// half the size it has at a plain fit is ignored (a tiny window keeps its
/// room readable and lets a legend cover a corner).
class ClearFit {
public:
    /// The viewport rectangle (pixels) the room of `roomSize` (any unit) is
    /// fitted into; the whole viewport when nothing is pinned.
    static QRect area(QSizeF roomSize, QSize viewport, const std::vector<QRect>& pinned);

private:
    /// The viewport area left clear for one choice per box (bit i of
    /// `heightMask` set: box i reserves its height, else its width).
    static QRect clearArea(QSize viewport, const std::vector<QRect>& pinned, unsigned heightMask);
    static double scaleIn(QSizeF roomSize, const QRect& area);
};

}  // namespace sn
