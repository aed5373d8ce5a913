// FloorLabel: a label's text shaped once per pixel size
// and shared by every label of the same text, drawn from its glyph runs,
// puts the same pixels where QStaticText and QFontMetricsF put them (what
// the label drew before, and what the route name cards repeat), and two
// labels of one text share one layout.
#include "views/common/legible_text.h"
#include "views/floorplan/floor_label.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QStaticText>
#include <QTest>

#include <cmath>

using namespace sn;

namespace {

QFont boldSans(int pixelSize) {
    QFont f(QStringLiteral("Sans"));
    f.setPixelSize(pixelSize);
    f.setBold(true);
    return f;
}

/// The label as it was drawn before the glyph runs: QStaticText at the
/// whole-pixel top left worked out from QFontMetricsF's advance and height.
void paintWithStaticText(QPainter& p, const QString& text, QPointF centre, int size, const QColor& ink) {
    const QFont font = boldSans(size);
    const QFontMetricsF metrics(font);
    QStaticText laid(text);
    laid.setTextFormat(Qt::PlainText);
    laid.prepare(QTransform(), font);
    p.setFont(font);
    p.setPen(ink);
    p.drawStaticText(QPointF(std::round(centre.x() - metrics.horizontalAdvance(text) / 2),
                             std::round(centre.y() - metrics.height() / 2)),
                     laid);
}

}  // namespace

class TestFloorLabel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    /// Rack and CDU names, heat figures and texts with kerning pairs and
    /// spaces, at every whole pixel size from the 9 px minimum to 60 px and
    /// at two places (one on a half pixel): each picture equals the
    /// QStaticText one pixel for pixel.
    void samePixelsAsStaticText() {
        const QStringList texts{QStringLiteral("A01"), QStringLiteral("G09"), QStringLiteral("CDU-12"),
                                QStringLiteral("57.4 kW"), QString::fromUtf8("–"), QStringLiteral("AVATAR Wo"),
                                QStringLiteral("To Ty"), QStringLiteral("row A rack 7")};
        QImage a(420, 120, QImage::Format_ARGB32_Premultiplied), b(a.size(), a.format());
        int compared = 0;
        for (const QString& text : texts) {
            const FloorLabel label(text);
            for (int size = kMinTextPx; size <= 60; ++size)
                for (const QPointF centre : {QPointF(210, 60), QPointF(200.5, 57.5)}) {
                    a.fill(Qt::white);
                    b.fill(Qt::white);
                    QPainter pa(&a), pb(&b);
                    for (QPainter* p : {&pa, &pb}) p->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
                    // Wide enough never to shrink: the size drawn is the one asked.
                    QCOMPARE(label.paint(pa, centre, size, 1000, Qt::black), size);
                    paintWithStaticText(pb, text, centre, size, Qt::black);
                    pa.end();
                    pb.end();
                    QVERIFY2(a == b, qPrintable(QStringLiteral("%1 at %2 px").arg(text).arg(size)));
                    ++compared;
                }
        }
        QCOMPARE(compared, 8 * 52 * 2);
    }

    /// The width decides shrinking: a label is drawn at the asked size when
    /// its advance (QFontMetricsF) fits the width less a pixel, and smaller
    /// when it does not.
    void shrinksByTheAdvance() {
        const FloorLabel label(QStringLiteral("CDU-12"));
        const double advance = QFontMetricsF(boldSans(20)).horizontalAdvance(QStringLiteral("CDU-12"));
        QImage image(200, 60, QImage::Format_ARGB32_Premultiplied);
        QPainter p(&image);
        QCOMPARE(label.paint(p, QPointF(100, 30), 20, advance + 1, Qt::black), 20);
        // At 76 % of the advance: 20 px × 0.76 = 15.2, the whole size under it 15 px.
        QCOMPARE(label.paint(p, QPointF(100, 30), 20, advance * 0.76 + 1, Qt::black), 15);
    }
};

QTEST_MAIN(TestFloorLabel)
#include "tst_floor_label.moc"
