#include "exporters/drawings/drawing_set.h"
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "tests/support/test_paths.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using namespace sn;

/// Rack elevations and the floor plan: the geometry builders, SVG read back
/// with QXmlStreamReader, the PDF read back with pdftotext.
class TstDrawings : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void elevationFrontAndRear();
    void floorPlanGeometry();
    void svgIsWellFormedAndNamesTheDevices();
    void pdfHasEverySheetWithTitleBlock();

private:
    static std::unique_ptr<Design> example() {
        return DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    }
    static const Rack& rack(const Design& d, const QString& name) {
        return *std::find_if(d.racks().begin(), d.racks().end(), [&](const Rack& r) { return r.name == name; });
    }
};

void TstDrawings::elevationFrontAndRear() {
    const auto d = example();
    const RackElevation front = RackElevation::of(*d, rack(*d, "A01"), Face::Front);
    // Two 4U servers at U10 and U20; 48 − 8 = 40 U free. The side channels are not seen from the front.
    QCOMPARE(front.items.size(), size_t(2));
    QCOMPARE(front.freeU, 40);
    QCOMPARE(front.items[0].u, 10);
    QCOMPARE(front.items[0].heightU, 4);
    QVERIFY(front.items[0].facesViewer);
    const RackElevation rear = RackElevation::of(*d, rack(*d, "A01"), Face::Rear);
    // From the rear: the same servers seen from behind, plus PDU A, PDU B and the manifold.
    QCOMPARE(rear.items.size(), size_t(5));
    int side = 0;
    for (const ElevationItem& i : rear.items) {
        if (i.side != SideChannel::None) ++side;
        else QVERIFY(!i.facesViewer);
    }
    QCOMPARE(side, 3);
}

void TstDrawings::floorPlanGeometry() {
    auto d = example();
    FloorPlan plan = FloorPlan::of(*d);
    QCOMPARE(plan.racks.size(), size_t(3));
    QCOMPARE(plan.widthMm, 12000.0);
    // A01: front-left corner (2000, 2000), 800 × 1200 mm.
    QCOMPARE(plan.racks[0].outlineMm,
             QPolygonF({QPointF(2000, 2000), QPointF(2800, 2000), QPointF(2800, 3200), QPointF(2000, 3200)}));
    // 4 × 10.2 kW servers are in A01 and A02 (2 each): 20.4 kW.
    QCOMPARE(plan.racks[0].kw, 20.4);
    QCOMPARE(plan.trays.size(), size_t(1));
    QCOMPARE(plan.trays[0].cables, 0);  // nothing routed yet
    // Turned 90° clockwise about its front-left corner: width runs down +y, depth along −x.
    Rack r = rack(*d, "A03");
    r.rotationDeg = 90;
    d->replace(r);
    plan = FloorPlan::of(*d);
    const QPolygonF turned = plan.racks[2].outlineMm;
    QVERIFY(qAbs(turned[1].x() - 3600) < 1e-9 && qAbs(turned[1].y() - 2800) < 1e-9);
    QVERIFY(qAbs(turned[2].x() - 2400) < 1e-9 && qAbs(turned[2].y() - 2800) < 1e-9);
    // A routed cable through T-A shows on the plan.
    Cable c = *d->cables().begin();
    c.trays = {d->trays()[0].id};
    d->replace(c);
    QCOMPARE(FloorPlan::of(*d).trays[0].cables, 1);
}

void TstDrawings::svgIsWellFormedAndNamesTheDevices() {
    const auto d = example();
    const DrawingSet set = DrawingSet::of(*d, QDate(2026, 1, 15));
    QCOMPARE(set.pages().size(), size_t(1 + 3 * 2));  // plan + front and rear of 3 racks
    for (int i = 0; i < int(set.pages().size()); ++i) {
        const QByteArray svg = set.svg(i);
        QXmlStreamReader r(svg);
        QStringList texts;
        bool root = false;
        while (!r.atEnd()) {
            r.readNext();
            if (r.isStartElement() && !root) {
                QCOMPARE(r.name().toString(), QStringLiteral("svg"));
                root = true;
            }
            if (r.isStartElement() && r.name() == u"text") texts << r.readElementText(QXmlStreamReader::IncludeChildElements);
        }
        QVERIFY2(!r.hasError(), qPrintable(set.pages()[size_t(i)].fileStem + QStringLiteral(": ") + r.errorString()));
        const QString all = texts.join(QLatin1Char('\n'));
        QVERIFY(all.contains(QStringLiteral("Liquid-cooled row example")));
        QVERIFY(all.contains(QStringLiteral("2026-01-15")));
        QVERIFY(all.contains(QStringLiteral("Revision A")));
        if (set.pages()[size_t(i)].fileStem == u"rack-A01-front") {
            QVERIFY(all.contains(QStringLiteral("gpu-a01-1")));
            QVERIFY(all.contains(QStringLiteral("gpu-a01-2")));
            QVERIFY(all.contains(QStringLiteral("40 U of 48 free")));
        }
        if (set.pages()[size_t(i)].fileStem == u"rack-A01-rear") QVERIFY(all.contains(QStringLiteral("pdu-a01-a")));
        if (set.pages()[size_t(i)].fileStem == u"floor-plan")
            for (const char* name : {"A01", "A02", "A03", "T-A"}) QVERIFY(all.contains(QLatin1String(name)));
    }
}

void TstDrawings::pdfHasEverySheetWithTitleBlock() {
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QVERIFY2(!pdftotext.isEmpty(), "pdftotext (poppler-utils) is required");
    const auto d = example();
    const DrawingSet set = DrawingSet::of(*d, QDate(2026, 1, 15));
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("d.pdf")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(set.pdf());
    f.close();
    for (int page = 1; page <= 7; ++page) {
        QProcess p;
        p.start(pdftotext, {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"), QString::number(page),
                            f.fileName(), QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY(text.contains(QStringLiteral("Liquid-cooled row example")));
        QVERIFY2(text.contains(QStringLiteral("Sheet %1 of 7").arg(page)), qPrintable(text));
        QVERIFY(text.contains(set.pages()[size_t(page - 1)].title));
    }
    // Page 8 does not exist.
    QProcess p;
    p.start(pdftotext, {QStringLiteral("-f"), QStringLiteral("8"), QStringLiteral("-l"), QStringLiteral("8"), f.fileName(),
                        QStringLiteral("-")});
    QVERIFY(p.waitForFinished(60000));
    QVERIFY(QString::fromUtf8(p.readAllStandardOutput()).trimmed().isEmpty());
}

QTEST_MAIN(TstDrawings)
#include "tst_drawings.moc"
