#pragma once
// Comparing two pictures of the same size, as the floor-plan cache tests do
// (a frame from kept pixels against the one drawn straight).
#include <QImage>

#include <cstdlib>

namespace sn::test {

/// Pixels that differ between two images of the same size, by more than
/// `tolerance` (of 255) in a colour channel when given.
inline int differingPixels(const QImage& a, const QImage& b, int tolerance = 0) {
    const QImage x = a.convertToFormat(QImage::Format_ARGB32), y = b.convertToFormat(QImage::Format_ARGB32);
    int n = 0;
    for (int row = 0; row < x.height(); ++row)
        for (int col = 0; col < x.width(); ++col) {
            const QRgb p = x.pixel(col, row), q = y.pixel(col, row);
            n += std::abs(qRed(p) - qRed(q)) > tolerance || std::abs(qGreen(p) - qGreen(q)) > tolerance ||
                 std::abs(qBlue(p) - qBlue(q)) > tolerance;
        }
    return n;
}

}  // namespace sn::test
