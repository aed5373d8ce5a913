#include "views/floorplan/background_cache.h"

#include <QPainter>
#include <QRegion>

#include <cmath>
#include <cstdlib>
#include <cstring>

namespace sn {

namespace {

/// Moves the image's pixels by (dx, dy) whole pixels; what moves in from
/// outside is left as it was (the caller draws it).
void scroll(QImage& image, int dx, int dy) {
    const int w = image.width(), h = image.height();
    if (std::abs(dx) >= w || std::abs(dy) >= h) return;
    const int rows = h - std::abs(dy);
    const size_t bytes = size_t(w - std::abs(dx)) * 4;
    const int fromX = dx >= 0 ? 0 : -dx, toX = dx >= 0 ? dx : 0;
    uchar* bits = image.bits();
    const qsizetype stride = image.bytesPerLine();
    const auto move = [&](int row) {  // source row `row` to row + dy
        std::memmove(bits + (row + dy) * stride + toX * 4, bits + row * stride + fromX * 4, bytes);
    };
    // Rows in the order that reads each before it is overwritten.
    if (dy > 0)
        for (int row = rows - 1; row >= 0; --row) move(row);
    else
        for (int row = -dy; row < h; ++row) move(row);
}

bool sameScale(const QTransform& a, const QTransform& b) { return a.m11() == b.m11() && a.m22() == b.m22(); }

}  // namespace

bool BackgroundCache::paint(QPainter& painter, const QSize& viewportSize, const QRectF& sceneArea, const Draw& draw) {
    const QTransform toDevice = painter.worldTransform();
    if (toDevice.type() > QTransform::TxScale || viewportSize.isEmpty()) return false;
    if (m_image.size() != viewportSize) {
        m_image = QImage(viewportSize, QImage::Format_RGB32);  // opaque: the blit is a copy
        m_valid = false;
    }
    QRegion missing(m_image.rect());
    if (m_valid && sameScale(toDevice, m_drawnAt)) {
        // A pan by whole pixels: what was drawn moves with the scene.
        const double dx = toDevice.dx() - m_drawnAt.dx(), dy = toDevice.dy() - m_drawnAt.dy();
        if (dx == std::round(dx) && dy == std::round(dy)) {
            scroll(m_image, int(dx), int(dy));
            missing -= QRegion(m_image.rect().translated(int(dx), int(dy)));
        }
    }
    if (!missing.isEmpty()) {
        // As Qt's own background cache draws it: a painter of default hints
        // on the image, clipped to what is missing, in the view's transform.
        QPainter p(&m_image);
        p.setClipRegion(missing);
        p.setTransform(toDevice);
        draw(p, toDevice.inverted().mapRect(QRectF(missing.boundingRect())));
        p.end();
        m_drawnAt = toDevice;
        m_valid = true;
    }
    const QRect wanted = toDevice.mapRect(sceneArea).toAlignedRect() & m_image.rect();
    painter.save();
    painter.resetTransform();
    painter.drawImage(wanted.topLeft(), m_image, wanted);
    painter.restore();
    return true;
}

}  // namespace sn
