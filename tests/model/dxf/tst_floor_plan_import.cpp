#include "exporters/dxf/dxf_floor_plan.h"
#include "model/design/design.h"
#include "model/dxf/hall_import.h"
#include "tests/support/design_builder.h"
#include "tests/views/window_fixture.h"
#include "views/floorplan/floor_plan_import_dialog.h"
#include "views/floorplan/floor_plan_view.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QPushButton>

using namespace sn;
using namespace sn::test;

/// File ▸ Import Floor Plan…: the dialog reads a DXF,
/// reports what it read and skipped, previews it, and applies the hall as
/// one undo step; a malformed file leaves Import disabled and the room as it was.
class TstFloorPlanImport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void importsAsOneUndoStep();
    void malformedFileChangesNothing();
    void importsASiteOfHalls();
    void fileMenuOpensTheDialog();

private:
    /// A 12 × 8 m hall with three 600 mm columns 4 m apart on y = 4 m, as the program exports it.
    QString writeHall() {
        auto d = DesignBuilder().room(12000, 8000).build();
        Room room = d->room();
        for (int i = 0; i < 3; ++i) {
            Column c;
            c.centreMm = QPointF(2000 + 4000 * i, 4000);
            room.columns.push_back(c);
        }
        d->setRoom(room);
        const QString path = m_fixture.path(QStringLiteral("hall.dxf"));
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(DxfFloorPlan::build(*d, QDate(2026, 12, 1)));
        return path;
    }

    WindowFixture m_fixture;
};

void TstFloorPlanImport::initTestCase() {
    QVERIFY(m_fixture.dir.isValid());
    m_fixture.isolate();
}

void TstFloorPlanImport::importsAsOneUndoStep() {
    auto design = DesignBuilder().room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 1000, 1000).build();
    const Room before = design->room();
    FloorPlanImportDialog dialog(*design);
    dialog.setFile(writeHall());
    // The program's own layer names are chosen by themselves.
    QVERIFY(dialog.hall());
    QVERIFY2(dialog.reportText().contains(QStringLiteral("Outline: 12000 × 8000 mm, 4 corners, from SN-ROOM")),
             qPrintable(dialog.reportText()));
    QVERIFY2(dialog.reportText().contains(QStringLiteral("Columns: 3 (3 rectangular, 0 round) from SN-COLUMNS")),
             qPrintable(dialog.reportText()));
    // Preview: the hall as the floor plan paints it, framing the 12 × 8 m outline.
    QCOMPARE(dialog.preview()->items().size(), 1);
    QVERIFY(dialog.preview()->items().first()->boundingRect().contains(QRectF(0, 0, 12000, 8000)));
    auto* import = dialog.findChild<QPushButton*>(QStringLiteral("importButton"));
    QVERIFY(import && import->isEnabled());
    QTest::mouseClick(import, Qt::LeftButton);
    QCOMPARE(design->undoStack().count(), 1);
    QCOMPARE(design->room().columns.size(), size_t(3));
    QCOMPARE(design->room().columns[1].centreMm, QPointF(6000, 4000));
    QCOMPARE(design->room().widthMm, 12000.0);
    QCOMPARE(design->room().name, before.name);  // names and codes stay
    QCOMPARE(design->racks().size(), 1);          // the objects stay
    design->undoStack().undo();
    QCOMPARE(design->room(), before);
}

void TstFloorPlanImport::malformedFileChangesNothing() {
    auto design = DesignBuilder().room(20000, 15000).build();
    const Room before = design->room();
    const QString path = m_fixture.path(QStringLiteral("bad.dxf"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("0\nSECTION\n2\nENTITIES\n0\nLINE\n8\nA\n10\nabc\n0\nENDSEC\n0\nEOF\n");
    f.close();
    FloorPlanImportDialog dialog(*design);
    dialog.setFile(path);
    QVERIFY(!dialog.hall());
    QVERIFY2(dialog.reportText().startsWith(path + QStringLiteral(":10: group code 10:")), qPrintable(dialog.reportText()));
    QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("importButton"))->isEnabled());
    QVERIFY(!dialog.apply());
    QCOMPARE(design->undoStack().count(), 0);
    QCOMPARE(design->room(), before);
}

void TstFloorPlanImport::importsASiteOfHalls() {
    // A 30 × 8 m site of two halls as the program exports it: the halls
    // layer is chosen by itself, read with the rest, and undone with it.
    auto site = DesignBuilder().room(30000, 8000).build();
    Room room = site->room();
    room.halls = {{QStringLiteral("Data hall 1"),
                   QStringLiteral("DH1"),
                   {{0, 0}, {20000, 0}, {20000, 8000}, {0, 8000}}},
                  {QStringLiteral("Network room"),
                   QStringLiteral("NR"),
                   {{20000, 0}, {30000, 0}, {30000, 8000}, {20000, 8000}}}};
    site->setRoom(room);
    const QString path = m_fixture.path(QStringLiteral("site.dxf"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(DxfFloorPlan::build(*site, QDate(2026, 12, 1)));
    f.close();

    auto design = DesignBuilder().room(40000, 15000).build();
    const Room before = design->room();
    FloorPlanImportDialog dialog(*design);
    dialog.setFile(path);
    auto* halls = dialog.findChild<QComboBox*>(QStringLiteral("hallsLayer"));
    QVERIFY(halls);
    QCOMPARE(halls->currentText(), QStringLiteral("SN-HALLS"));
    QVERIFY2(dialog.reportText().contains(QStringLiteral("Halls: 2 from SN-HALLS")),
             qPrintable(dialog.reportText()));
    // No halls layer: a plain hall, the hall names left out as text.
    halls->setCurrentIndex(0);
    QVERIFY(dialog.hall() && dialog.hall()->halls.empty());
    QVERIFY2(dialog.reportText().contains(QStringLiteral("SN-HALLS")), qPrintable(dialog.reportText()));
    halls->setCurrentIndex(halls->findText(QStringLiteral("SN-HALLS")));
    QCOMPARE(dialog.hall()->halls, room.halls);
    QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("importButton")), Qt::LeftButton);
    QCOMPARE(design->undoStack().count(), 1);
    QCOMPARE(design->room().halls, room.halls);
    design->undoStack().undo();
    QCOMPARE(design->room(), before);
}

void TstFloorPlanImport::fileMenuOpensTheDialog() {
    m_fixture.reset();
    QAction* a = m_fixture.window->action(QStringLiteral("actionImportFloorPlan"));
    QVERIFY(a);
    a->trigger();
    auto* dialog = m_fixture.window->findChild<FloorPlanImportDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    // Importing the 12 × 8 m hall into the default 20 × 15 m room frames
    // the new room, as Fit would.
    QAction* fit = m_fixture.window->action(QStringLiteral("actionFit"));
    fit->trigger();
    const double before = m_fixture.window->floorPlan()->transform().m11();
    dialog->setFile(writeHall());
    QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("importButton")), Qt::LeftButton);
    QCOMPARE(m_fixture.window->design().room().widthMm, 12000.0);
    const double after = m_fixture.window->floorPlan()->transform().m11();
    QVERIFY2(after > before * 1.2, qPrintable(QStringLiteral("%1 → %2").arg(before).arg(after)));
    fit->trigger();
    QVERIFY(qAbs(m_fixture.window->floorPlan()->transform().m11() - after) < 1e-9 * after);
}

QTEST_MAIN(TstFloorPlanImport)
#include "tst_floor_plan_import.moc"
