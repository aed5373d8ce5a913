#pragma once

#include <QFont>

#include <algorithm>
#include <cmath>

namespace sn {

/// The font for text drawn in a scene measured in millimetres (floor plan,
/// elevation): `heightMm` scene units high, rounded up to whole units because
/// QFont's pixel size is an integer (rounding down would draw text below the
/// height legibleTextMm() asked for).
inline QFont drawingFontMm(double heightMm, bool bold = false) {
    QFont f(QStringLiteral("Sans"));
    f.setPixelSize(std::max(1, int(std::ceil(heightMm))));
    f.setBold(bold);
    return f;
}

}  // namespace sn
