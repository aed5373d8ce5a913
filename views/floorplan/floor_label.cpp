#include "views/floorplan/floor_label.h"

#include "views/common/legible_text.h"

#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainter>
#include <QStaticText>
#include <QTextLayout>

#include <cmath>

namespace sn {

namespace {
QFont labelFont(int pixelSize) {
    QFont f(QStringLiteral("Sans"));
    f.setPixelSize(pixelSize);
    f.setBold(true);
    return f;
}
/// Pixel sizes kept per label: Fit, the default zoom and a few steps either side.
constexpr int kSizesKept = 12;
}  // namespace

void FloorLabel::setText(QString text) {
    if (text == m_text) return;
    m_text = std::move(text);
    m_bySize.clear();
}

const FloorLabel::Laid& FloorLabel::laidOut(int pixelSize) const {
    if (const auto it = m_bySize.constFind(pixelSize); it != m_bySize.constEnd()) return **it;
    if (m_bySize.size() >= kSizesKept) m_bySize.clear();
    // Every label's layouts by text and size (painting is on the GUI thread only).
    static QHash<QPair<QString, int>, std::shared_ptr<const Laid>> shared;
    const QPair<QString, int> key(m_text, pixelSize);
    auto found = shared.constFind(key);
    if (found == shared.constEnd()) {
        if (shared.size() >= kSharedLayouts) shared.clear();
        // One line, as QStaticText lays out plain text (leading included,
        // no width limit): the same glyphs at the same places, drawn by
        // drawGlyphRun to the same pixels (tst_floor_label compares them).
        const QFont font = labelFont(pixelSize);
        QTextLayout layout(m_text, font);
        layout.setCacheEnabled(true);
        layout.beginLayout();
        QTextLine line = layout.createLine();
        line.setLeadingIncluded(true);
        line.setLineWidth(1e9);
        layout.endLayout();
        auto laid = std::make_shared<Laid>();
        laid->glyphs = line.glyphRuns();
        laid->width = line.cursorToX(int(m_text.size())) - line.cursorToX(0);
        laid->height = QFontMetricsF(font).height();
        found = shared.insert(key, std::move(laid));
    }
    return **m_bySize.insert(pixelSize, *found);
}

int FloorLabel::paint(QPainter& painter, QPointF centre, double textPx, double maxWidthPx, const QColor& ink,
                      const QColor& backdrop) const {
    if (m_text.isEmpty() || textPx < kMinTextPx - 1e-6) return 0;
    int size = int(std::ceil(textPx - 1e-6));
    const Laid* laid = &laidOut(size);
    // A pixel of the width for putting the text on whole pixels (below).
    maxWidthPx -= 1;
    if (laid->width > maxWidthPx) {
        // Too long at that size: smaller, if that still reads (the width
        // grows with the size; a whole pixel size at or under the fitting one).
        const double shrunk = size * maxWidthPx / laid->width;
        if (shrunk < kMinTextPx) return 0;
        size = int(std::floor(shrunk));
        laid = &laidOut(size);
    }
    const QPointF at = painter.worldTransform().map(centre);
    painter.save();
    painter.resetTransform();  // upright and in whole pixels, whatever way the item is turned
    if (backdrop.isValid()) {
        const double pad = size * 0.25;
        painter.setPen(Qt::NoPen);
        painter.setBrush(backdrop);
        painter.drawRect(QRectF(at.x() - laid->width / 2 - pad, at.y() - size / 2.0 - pad, laid->width + 2 * pad,
                                size + 2 * pad));
    }
    painter.setPen(ink);
    // On whole pixels (half a pixel off centre at most): the glyphs are then
    // the same in every frame, where at fractional places they differed in
    // their edges between two frames of the same view (tst_floor_plan_frames).
    const QPointF topLeft(std::round(at.x() - laid->width / 2), std::round(at.y() - laid->height / 2));
    if (painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster) {
        for (const QGlyphRun& run : laid->glyphs) painter.drawGlyphRun(topLeft, run);
    } else {
        // Printed, exported or probed: as text (a glyph run reaches such an
        // engine without its characters, so a PDF would lose them).
        QStaticText text(m_text);
        text.setTextFormat(Qt::PlainText);
        painter.setFont(labelFont(size));
        painter.drawStaticText(topLeft, text);
    }
    painter.restore();
    return size;
}

}  // namespace sn
