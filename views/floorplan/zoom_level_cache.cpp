#include "floorplan/zoom_level_cache.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace sn {

namespace {

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(a)); }

/// A transparent image whose memory comes zeroed from the allocator: for a
/// level of tens of megabytes the pages the view never shows are never
/// written (QImage::fill would write all of them).
QImage transparentImage(int width, int height) {
    const qsizetype bytesPerLine = qsizetype(width) * 4;
    void* data = std::calloc(size_t(bytesPerLine) * size_t(height), 1);
    if (!data) return {};
    return QImage(static_cast<uchar*>(data), width, height, bytesPerLine, QImage::Format_ARGB32_Premultiplied,
                  [](void* p) { std::free(p); }, data);
}

}  // namespace

qsizetype ZoomLevelCache::bytes() const {
    qsizetype n = 0;
    for (const Level& l : m_levels) n += l.image.sizeInBytes();
    return n;
}

ZoomLevelCache::Level* ZoomLevelCache::levelFor(const QTransform& toDevice, const QRectF& sceneBounds) {
    const double sx = toDevice.m11(), sy = toDevice.m22();
    const double fx = toDevice.dx() - std::floor(toDevice.dx()), fy = toDevice.dy() - std::floor(toDevice.dy());
    for (Level& l : m_levels)
        if (near(l.sx, sx) && near(l.sy, sy) && near(l.fx, fx) && near(l.fy, fy)) return &l;
    // The bounds at this scale, with the scene origin `fx`, `fy` off the
    // pixel grid as in the view, and a pixel to spare each side.
    const QRectF scaled(sceneBounds.left() * sx + fx, sceneBounds.top() * sy + fy, sceneBounds.width() * sx,
                        sceneBounds.height() * sy);
    const QPoint origin(int(std::floor(scaled.left())) - 1, int(std::floor(scaled.top())) - 1);
    const double width = std::ceil(scaled.right()) + 1 - origin.x(), height = std::ceil(scaled.bottom()) + 1 - origin.y();
    if (width <= 0 || height <= 0 || width * height * 4 > double(kMaxLevelBytes)) return nullptr;
    trimTo(kBudgetBytes - qsizetype(width * height * 4), nullptr);
    Level l;
    l.sx = sx, l.sy = sy, l.fx = fx, l.fy = fy;
    l.origin = origin;
    l.toImage = QTransform(sx, 0, 0, sy, fx - origin.x(), fy - origin.y());
    l.image = transparentImage(int(width), int(height));
    if (l.image.isNull()) return nullptr;
    m_levels.push_back(std::move(l));
    return &m_levels.back();
}

void ZoomLevelCache::trimTo(qsizetype budget, const Level* keep) {
    while (bytes() > budget) {
        auto oldest = m_levels.end();
        for (auto it = m_levels.begin(); it != m_levels.end(); ++it)
            if (&*it != keep && (oldest == m_levels.end() || it->lastUse < oldest->lastUse)) oldest = it;
        if (oldest == m_levels.end()) return;
        m_levels.erase(oldest);
    }
}

bool ZoomLevelCache::paint(QPainter& painter, const QRectF& sceneBounds, const QRect& deviceArea, const Draw& draw) {
    const QTransform toDevice = painter.worldTransform();
    if (toDevice.type() > QTransform::TxScale || toDevice.m11() <= 0 || toDevice.m22() <= 0 || sceneBounds.isEmpty())
        return false;
    Level* level = levelFor(toDevice, sceneBounds);
    if (!level) return false;
    level->lastUse = ++m_uses;
    // Device pixel = image pixel + the translation's whole pixels + origin.
    const QPoint shift(int(std::floor(toDevice.dx())) + level->origin.x(),
                       int(std::floor(toDevice.dy())) + level->origin.y());
    const QRect wanted = deviceArea.translated(-shift) & level->image.rect();
    if (wanted.isEmpty()) return true;
    // The blocks of the image under the area, less what is drawn already.
    const int k = kBlockPx;
    const auto down = [k](int v) { return int(std::floor(double(v) / k)) * k; };
    const QRect blocks = QRect(QPoint(down(wanted.left()), down(wanted.top())),
                               QPoint(down(wanted.right()) + k - 1, down(wanted.bottom()) + k - 1)) &
                         level->image.rect();
    const QRegion missing = QRegion(blocks) - level->drawn;
    if (!missing.isEmpty()) {
        QPainter p(&level->image);
        p.setRenderHints(painter.renderHints());
        const QTransform toScene = level->toImage.inverted();
        for (const QRect& r : missing) {
            p.setClipRect(r);  // identity transform here: image pixels
            p.setTransform(level->toImage);
            draw(p, toScene.mapRect(QRectF(r)).adjusted(-1 / level->sx, -1 / level->sy, 1 / level->sx, 1 / level->sy));
            p.resetTransform();
        }
        level->drawn += missing;
    }
    painter.save();
    painter.resetTransform();
    painter.drawImage(wanted.topLeft() + shift, level->image, wanted);
    painter.restore();
    return true;
}

}  // namespace sn
