#include "views/floorplan/zoom_level_cache.h"

#include <QPaintEngine>
#include <QPainter>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace sn {

namespace {

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(a)); }
int floorDiv(int v, int d) { return int(std::floor(double(v) / d)); }
quint64 key(int column, int row) { return (quint64(quint32(column)) << 32) | quint32(row); }

}  // namespace

void ZoomLevelCache::clear() {
    m_levels.clear();
    m_memory.releaseUnused();
}

int ZoomLevelCache::tileCount() const {
    int n = 0;
    for (const Level& l : m_levels)
        for (const QImage& tile : l.tiles) n += !tile.isNull();
    return n;
}

bool ZoomLevelCache::drawsOnView(const QPainter& painter, const QWidget* widget) {
    return widget && painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster;
}

std::optional<QRect> ZoomLevelCache::viewArea(const QPainter& painter, const QWidget* widget) {
    if (!drawsOnView(painter, widget)) return std::nullopt;
    QRect area = widget->rect();
    if (painter.hasClipping()) area &= painter.worldTransform().mapRect(painter.clipBoundingRect()).toAlignedRect();
    return area;
}

ZoomLevelCache::Level& ZoomLevelCache::levelFor(const QTransform& toDevice) {
    const double sx = toDevice.m11(), sy = toDevice.m22();
    const double fx = toDevice.dx() - std::floor(toDevice.dx()), fy = toDevice.dy() - std::floor(toDevice.dy());
    for (Level& l : m_levels)
        if (near(l.sx, sx) && near(l.sy, sy) && near(l.fx, fx) && near(l.fy, fy)) return l;
    Level l;
    l.sx = sx, l.sy = sy, l.fx = fx, l.fy = fy;
    m_levels.push_back(std::move(l));
    return m_levels.back();
}

QImage ZoomLevelCache::freshTile() { return m_memory.take(); }

void ZoomLevelCache::trim(quint64 keepUse, const QRect& inView) {
    // Whole levels, least recently shown first; then, if the one in view is
    // over the budget alone, its tiles out of view. The level in view is
    // known by its last use (unique: the newest), not by address: erasing
    // from m_levels moves the levels after the erased one.
    while (tileCount() > kMaxTiles && m_levels.size() > 1) {
        auto oldest = m_levels.end();
        for (auto it = m_levels.begin(); it != m_levels.end(); ++it)
            if (it->lastUse != keepUse && (oldest == m_levels.end() || it->lastUse < oldest->lastUse)) oldest = it;
        m_levels.erase(oldest);
    }
    if (tileCount() <= kMaxTiles) return;
    Level& keep = m_levels.front();  // the only one left
    for (auto it = keep.tiles.begin(); it != keep.tiles.end();) {
        const QPoint tile(int(qint32(it.key() >> 32)), int(qint32(it.key() & 0xffffffffu)));
        it = inView.contains(tile) ? std::next(it) : keep.tiles.erase(it);
    }
}

bool ZoomLevelCache::paint(QPainter& painter, const QRectF& sceneBounds, const QRect& deviceArea, const Draw& draw) {
    const QTransform toDevice = painter.worldTransform();
    if (toDevice.type() > QTransform::TxScale || toDevice.m11() <= 0 || toDevice.m22() <= 0) return false;
    if (sceneBounds.isEmpty() || deviceArea.isEmpty()) return true;
    Level* level = &levelFor(toDevice);
    level->lastUse = ++m_uses;
    // Level pixels: the scene scaled, with its origin the same fraction of a
    // pixel off the grid as on the device; device = level + whole pixels.
    const QPoint shift(int(std::floor(toDevice.dx())), int(std::floor(toDevice.dy())));
    const QTransform toLevel(level->sx, 0, 0, level->sy, level->fx, level->fy);
    const QRect item = toLevel.mapRect(sceneBounds).toAlignedRect();
    const QRect wanted = deviceArea.translated(-shift) & item;
    if (wanted.isEmpty()) return true;
    const int k = kTilePx;
    const int c0 = floorDiv(wanted.left(), k), c1 = floorDiv(wanted.right(), k);
    const int r0 = floorDiv(wanted.top(), k), r1 = floorDiv(wanted.bottom(), k);
    // Tiles the level lacks, drawn first.
    const int before = tileCount();
    const QTransform toScene = toLevel.inverted();
    for (int row = r0; row <= r1; ++row)
        for (int column = c0; column <= c1; ++column) {
            if (level->tiles.contains(key(column, row))) continue;
            QImage tile = freshTile();
            QPainter p(&tile);
            p.setRenderHints(painter.renderHints());
            p.setTransform(toLevel * QTransform::fromTranslate(-column * k, -row * k));
            const bool drawn = draw(p, toScene.mapRect(QRectF(column * k, row * k, k, k)));
            p.end();
            if (!drawn) tile = QImage();  // its memory back to the pool
            level->tiles.insert(key(column, row), std::move(tile));
        }
    if (tileCount() > before && tileCount() > kMaxTiles) {
        trim(level->lastUse, QRect(QPoint(c0, r0), QPoint(c1, r1)));
        level = &levelFor(toDevice);  // trimming moved the levels (it kept this one)
    }
    painter.save();
    painter.resetTransform();
    for (int row = r0; row <= r1; ++row)
        for (int column = c0; column <= c1; ++column) {
            const auto it = level->tiles.constFind(key(column, row));
            if (it->isNull()) continue;  // nothing there
            const QRect tileRect(column * k, row * k, k, k);
            const QRect part = tileRect & wanted;
            painter.drawImage(part.topLeft() + shift, *it, part.translated(-tileRect.topLeft()));
        }
    painter.restore();
    return true;
}

}  // namespace sn
