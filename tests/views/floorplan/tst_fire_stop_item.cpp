// The fire-stop penetrations on the floor plan: where a tray passes the
// partition between two halls the plan draws a sealed band across it, and
// keeps the bands current as trays and halls are edited and undone.
#include "model/commands/design_edits.h"
#include "model/design/design.h"
#include "tests/support/design_builder.h"
#include "views/floorplan/fire_stop_item.h"
#include "views/floorplan/floor_plan_scene.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace sn;
using namespace sn::test;

class TstFireStopItem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aTrayThroughAPartitionShowsItsSeal();
};

namespace {

/// Two halls one above the other, the partition at y = 10 000 mm.
std::unique_ptr<Design> site() {
    DesignBuilder b;
    b.room(20000, 20000);
    b.tray(QStringLiteral("DOWN"), {{5000, 2600}, {5000, 16600}});
    b.tray(QStringLiteral("LOCAL"), {{9000, 2600}, {15000, 2600}});
    auto d = b.build();
    Room room = d->room();
    room.halls = {Hall{QStringLiteral("Data hall 1"),
                       QStringLiteral("DH1"),
                       {{0, 0}, {20000, 0}, {20000, 10000}, {0, 10000}}},
                  Hall{QStringLiteral("Network room"),
                       QStringLiteral("NR"),
                       {{0, 10000}, {20000, 10000}, {20000, 20000}, {0, 20000}}}};
    d->setRoom(room);
    return d;
}

/// The colour at a scene point of the plan drawn at 0.05 px/mm.
QColor colourAt(FloorPlanScene& scene, QPointF mm) {
    QImage image(1000, 1000, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    scene.render(&p, QRectF(0, 0, 1000, 1000), QRectF(0, 0, 20000, 20000));
    p.end();
    return image.pixelColor((mm / 20).toPoint());
}

}  // namespace

void TstFireStopItem::aTrayThroughAPartitionShowsItsSeal() {
    auto d = site();
    FloorPlanScene scene(*d);
    // DOWN crosses once; LOCAL stays in data hall 1.
    QCOMPARE(scene.fireStops()->count(), 1);
    // The seal is drawn over the tray at the partition: an orange-red band,
    // not the tray's own grey-blue a metre away from it.
    const QColor seal = colourAt(scene, {5000, 10000});
    QVERIFY2(seal.red() > 150 && seal.blue() < 120, qPrintable(seal.name()));
    const QColor tray = colourAt(scene, {5000, 11000});
    QVERIFY2(!(tray.red() > 150 && tray.blue() < 120), qPrintable(tray.name()));

    // A second tray across the partition, as an undo step: two seals, one after undo.
    Tray across;
    across.name = QStringLiteral("ACROSS");
    across.pathMm = {{12000, 4000}, {12000, 16000}};
    EditResult add = DesignEdits::addTray(*d, across);
    QVERIFY2(add, qPrintable(add.error));
    d->undoStack().push(add.command.release());
    QCOMPARE(scene.fireStops()->count(), 2);
    d->undoStack().undo();
    QCOMPARE(scene.fireStops()->count(), 1);

    // One hall again (the partition gone): no seal.
    Room plain = d->room();
    plain.halls.clear();
    d->setRoom(plain);
    QCOMPARE(scene.fireStops()->count(), 0);
}

QTEST_MAIN(TstFireStopItem)
#include "tst_fire_stop_item.moc"
