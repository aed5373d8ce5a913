// The floor plan driven with the mouse: rack drags with grid and row
// snapping (one undo step each), zoom and pan, and the add-row dialog.
#include "model/commands/edit_object_command.h"
#include "model/commands/insert_objects_command.h"
#include "model/commands/room_edits.h"
#include "tests/support/design_builder.h"
#include "views/common/device_clipboard.h"
#include "views/floorplan/add_row_dialog.h"
#include "views/floorplan/floor_plan_items.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/row_plan.h"
#include "views/palette/catalog_palette.h"

#include <QDialogButtonBox>
#include <QDragEnterEvent>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QScrollBar>
#include <QWheelEvent>
#include <QtTest>

using namespace sn;
using sn::test::DesignBuilder;

class TestFloorPlan : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<Design> m_design;
    std::unique_ptr<FloorPlanView> m_view;
    FloorPlanScene* m_scene = nullptr;
    const RackId m_a1 = DesignBuilder::rackId(QStringLiteral("A01"));
    const RackId m_a2 = DesignBuilder::rackId(QStringLiteral("A02"));

    QPoint toView(QPointF scenePos) const { return m_view->mapFromScene(scenePos); }
    void drag(QPointF fromScene, QPointF toScene, Qt::MouseButton button = Qt::LeftButton) {
        const QPoint from = toView(fromScene), to = toView(toScene);
        QTest::mousePress(m_view->viewport(), button, Qt::NoModifier, from);
        QTest::mouseMove(m_view->viewport(), from + (to - from) / 3);
        QTest::mouseMove(m_view->viewport(), to);
        QTest::mouseRelease(m_view->viewport(), button, Qt::NoModifier, to);
    }
    QPointF posOf(RackId id) const { return {m_design->rack(id)->xMm, m_design->rack(id)->yMm}; }

private Q_SLOTS:
    void init() {
        // Two 600 × 1200 mm racks side by side in a 10 m × 8 m room.
        m_design = DesignBuilder()
                       .room(10000, 8000)
                       .row(QStringLiteral("A"))
                       .rack(QStringLiteral("A01"), 1000, 1000)
                       .rack(QStringLiteral("A02"), 1600, 1000)
                       .build();
        auto* scene = new FloorPlanScene(*m_design);
        m_view = std::make_unique<FloorPlanView>(scene);
        scene->setParent(m_view.get());
        m_scene = scene;
        m_view->resize(1000, 800);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        m_view->fitAll();
    }
    void cleanup() {
        m_view.reset();
        m_design.reset();
    }

    /// The wheel zooms about the cursor from the first notch on: at Fit the
    /// room is centred in the view, and the point under the cursor drifted.
    void wheelZoomKeepsThePointUnderTheCursor() {
        const QPoint at = toView(QPointF(1300, 1600));  // A01's centre, to the pixel
        // The room point that pixel shows (within half a pixel of A01's centre): it stays under the cursor.
        const QPointF held = m_view->mapToScene(at);
        QVERIFY(QLineF(held, QPointF(1300, 1600)).length() < m_view->mapToScene(QRect(0, 0, 1, 1)).boundingRect().width());
        for (int notch = 0; notch < 3; ++notch) {
            QWheelEvent wheel(at, m_view->viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(m_view->viewport(), &wheel);
            const QPointF under = m_view->mapToScene(at);
            QVERIFY2(QLineF(under, held).length() < m_view->mapToScene(QRect(0, 0, 2, 2)).boundingRect().width(),
                     qPrintable(QStringLiteral("notch %1: (%2, %3)").arg(notch + 1).arg(under.x()).arg(under.y())));
        }
        // Fit frames the room again: the margin the wheel added is gone, so
        // the whole scene rect is on screen (nothing to scroll) and holds the room.
        m_view->fitAll();
        QVERIFY(m_view->sceneRect().contains(m_scene->sceneRect()));
        QVERIFY(m_view->mapToScene(m_view->viewport()->rect()).boundingRect().adjusted(-1, -1, 1, 1).contains(m_view->sceneRect()));
        QCOMPARE(m_view->horizontalScrollBar()->maximum(), m_view->horizontalScrollBar()->minimum());
    }

    void dragMovesRackOnGridInOneStep() {
        // Centre of A01 is (1300, 1600); move it by (+1000, +2000): corner (2000, 3000),
        // more than 150 mm from any edge of A02, so only the 100 mm grid applies.
        drag(QPointF(1300, 1600), QPointF(2300, 3600));
        QCOMPARE(posOf(m_a1), QPointF(2000, 3000));
        QCOMPARE(posOf(m_a2), QPointF(1600, 1000));
        QCOMPARE(m_design->undoStack().count(), 1);
        QCOMPARE(m_scene->itemOf(m_a1)->pos(), QPointF(2000, 3000));
        m_design->undoStack().undo();
        QCOMPARE(posOf(m_a1), QPointF(1000, 1000));
        QCOMPARE(m_scene->itemOf(m_a1)->pos(), QPointF(1000, 1000));
    }

    void dragSnapsToRowAndNeighbour() {
        // Drop A01 with its corner near (2260, 1080): A02's right side is x 2200 and
        // the row line y 1000, both within 150 mm, so it lands butted at (2200, 1000).
        drag(QPointF(1300, 1600), QPointF(1300 + 1260, 1600 + 80));
        QCOMPARE(posOf(m_a1), QPointF(2200, 1000));
    }

    void snapRackArithmetic() {
        // Grid only: (2949, 3051) → (2900, 3100).
        QCOMPARE(m_scene->snapRack(m_a1, QPointF(2949, 3051), {m_a1}), QPointF(2900, 3100));
        // Row line within 150 mm (y 1120 → 1000) and A02's left side (1600 − 600 = 1000, x 1090 → 1000).
        QCOMPARE(m_scene->snapRack(m_a1, QPointF(1090, 1120), {m_a1}), QPointF(1000, 1000));
    }

    void multiSelectionMovesTogether() {
        m_scene->itemOf(m_a1)->setSelected(true);
        m_scene->itemOf(m_a2)->setSelected(true);
        drag(QPointF(1300, 1600), QPointF(1300, 1600 + 3000));
        QCOMPARE(posOf(m_a1), QPointF(1000, 4000));
        QCOMPARE(posOf(m_a2), QPointF(1600, 4000));
        QCOMPARE(m_design->undoStack().count(), 1);  // one macro for the gesture
        m_design->undoStack().undo();
        QCOMPARE(posOf(m_a2), QPointF(1600, 1000));
    }

    void clickWithoutMovingChangesNothing() {
        const QPoint at = toView(QPointF(1300, 1600));
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, Qt::NoModifier, at);
        QCOMPARE(m_design->undoStack().count(), 0);
        QCOMPARE(m_scene->selectedRacks(), std::vector<RackId>{m_a1});
    }

    void arrowKeysNudgeAndRRotatesInPlace() {
        m_scene->itemOf(m_a1)->setSelected(true);
        m_view->setFocus();
        QTest::keyClick(m_view.get(), Qt::Key_Right);
        QTest::keyClick(m_view.get(), Qt::Key_Right);
        QTest::keyClick(m_view.get(), Qt::Key_Down);
        QCOMPARE(posOf(m_a1), QPointF(1200, 1100));  // 2 × 100 right, 1 × 100 down
        QCOMPARE(m_design->undoStack().count(), 1);   // the nudges merged
        // R turns 90° about the centre (1500, 1700) of the 600 × 1200 footprint: rotated
        // 90° clockwise the half-diagonal (300, 600) becomes (−600, 300), so the corner
        // is (1500 + 600, 1700 − 300) = (2100, 1400).
        QTest::keyClick(m_view.get(), Qt::Key_R);
        QCOMPARE(posOf(m_a1), QPointF(2100, 1400));
        QCOMPARE(m_design->rack(m_a1)->rotationDeg, 90);
        QCOMPARE(m_scene->itemOf(m_a1)->sceneBoundingRect().center(), QPointF(1500, 1700));
    }

    void spaceDragPans() {
        for (int i = 0; i < 6; ++i) m_view->zoomIn();
        const int v = m_view->verticalScrollBar()->value();
        QTest::keyPress(m_view.get(), Qt::Key_Space);
        QTest::mousePress(m_view->viewport(), Qt::LeftButton, Qt::NoModifier, QPoint(400, 400));
        QTest::mouseMove(m_view->viewport(), QPoint(400, 340));
        QTest::mouseRelease(m_view->viewport(), Qt::LeftButton, Qt::NoModifier, QPoint(400, 340));
        QTest::keyRelease(m_view.get(), Qt::Key_Space);
        QCOMPARE(m_view->verticalScrollBar()->value(), v + 60);
        QCOMPARE(m_design->undoStack().count(), 0);
    }

    void zoomAndPan() {
        const double fitted = m_view->pixelsPerMm();
        m_view->zoomIn();
        QVERIFY(qAbs(m_view->pixelsPerMm() - fitted * 1.25) < 1e-9);
        m_view->zoomOut();
        QVERIFY(qAbs(m_view->pixelsPerMm() - fitted) < 1e-9);
        // Zoomed in far enough to scroll, a middle drag pans by the mouse distance.
        for (int i = 0; i < 6; ++i) m_view->zoomIn();
        const int h = m_view->horizontalScrollBar()->value();
        const QPoint from(500, 400), to(400, 400);
        QTest::mousePress(m_view->viewport(), Qt::MiddleButton, Qt::NoModifier, from);
        QTest::mouseMove(m_view->viewport(), to);
        QTest::mouseRelease(m_view->viewport(), Qt::MiddleButton, Qt::NoModifier, to);
        QCOMPARE(m_view->horizontalScrollBar()->value(), h + 100);
        QCOMPARE(m_design->undoStack().count(), 0);
    }

    void rowPlanLaysRacksSideBySide() {
        RowPlan plan;
        plan.name = QStringLiteral("B");
        plan.count = 4;
        plan.xMm = 1000;
        plan.yMm = 4000;
        plan.spacingMm = 100;
        const RowPlan::Result result = plan.build(*m_design);
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        QCOMPARE(result.fragment.racks.size(), size_t(4));
        // x = 1000 + i × (600 + 100)
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(result.fragment.racks[size_t(i)].xMm, 1000.0 + i * 700);
            QCOMPARE(result.fragment.racks[size_t(i)].yMm, 4000.0);
        }
        QCOMPARE(result.fragment.racks[3].name, QStringLiteral("B04"));
        // Facing back: turned 180° about the front-left corner, now at the footprint's
        // right back corner: x = 1000 + 600 = 1600, y = 4000 + 1200 = 5200.
        plan.facesBack = true;
        const RowPlan::Result back = plan.build(*m_design);
        QCOMPARE(back.fragment.racks[0].rotationDeg, 180);
        QCOMPARE(back.fragment.racks[0].xMm, 1600.0);
        QCOMPARE(back.fragment.racks[0].yMm, 5200.0);
    }

    void suggestedRowFitsTheRoom() {
        // Row A (y 1 000–2 200) in a 10 × 8 m room: row B one aisle below it,
        // y 3 400, 8 racks from x 1 200 (ends at 6 000).
        RowPlan b = RowPlan::suggest(*m_design);
        QCOMPARE(b.name, QStringLiteral("B"));
        QCOMPARE(b.yMm, 2200.0 + 1200);
        QCOMPARE(b.count, 8);
        QVERIFY2(b.build(*m_design).error.isEmpty(), qPrintable(b.build(*m_design).error));
        // A row already at the bottom (y 6 400–7 600): below it is off the room
        // (7 600 + 1 200 + 1 200 > 8 000); the first free band from the top,
        // one aisle clear of row A (y ≥ 3 400) and of it (y + 1 200 ≤ 5 200), is taken.
        RowPlan low = b;
        low.name = QStringLiteral("Z");
        low.yMm = 6400;
        DesignFragment rows = low.build(*m_design).fragment;
        QVERIFY(!rows.racks.empty());
        m_design->undoStack().push(new InsertObjectsCommand(*m_design, std::move(rows), QStringLiteral("row Z")));
        const RowPlan c = RowPlan::suggest(*m_design);
        QVERIFY2(c.build(*m_design).error.isEmpty(), qPrintable(c.build(*m_design).error));
        QCOMPARE(c.yMm, 3400.0);
        // A 6 m wide room holds (6 000 − 2 × 1 200) / 600 = 6 racks.
        auto narrow = DesignBuilder().room(6000, 8000).build();
        QCOMPARE(RowPlan::suggest(*narrow).count, 6);
        QVERIFY(RowPlan::suggest(*narrow).build(*narrow).error.isEmpty());
    }

    void rowPlanRefusesWhatCannotBe() {
        RowPlan plan;
        plan.name = QStringLiteral("A");  // exists
        QVERIFY(plan.build(*m_design).error.contains(QStringLiteral("already exists")));
        plan.name = QStringLiteral("C");
        plan.count = 16;  // 16 × 600 = 9600 mm from x 1200 ends at 10 800 > 10 000
        plan.xMm = 1200;
        const auto result = plan.build(*m_design);
        QVERIFY(result.error.contains(QStringLiteral("does not fit")));
        QVERIFY(result.fragment.racks.empty());
    }

    /// The Add Row dialog runs the placement check (RoomSite::whyNot, issue
    /// 22): a row with a rack on a column or in a keep-out zone is refused,
    /// naming the rack, its corner and what it would stand on; OK stays off.
    void addRowDialogRefusesARackOnAColumn() {
        Column c;
        c.name = QStringLiteral("C-1");
        c.centreMm = {3000, 4000};  // 600 mm square: x 2 700–3 300, y 3 700–4 300
        KeepOut k;
        k.name = QStringLiteral("K-1");
        k.reason = QStringLiteral("CRAH 1 service area");
        k.polygonMm = {{6000, 4400}, {7000, 4400}, {7000, 5000}, {6000, 5000}};
        EditResult column = RoomEdits::addColumn(*m_design, c);
        QVERIFY2(column, qPrintable(column.error));
        m_design->undoStack().push(column.command.release());
        EditResult zone = RoomEdits::addKeepOut(*m_design, k);
        QVERIFY2(zone, qPrintable(zone.error));
        m_design->undoStack().push(zone.command.release());
        const int before = m_design->undoStack().count();
        AddRowDialog dialog(*m_design);
        RowPlan plan = dialog.plan();
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        auto* error = dialog.findChild<QLabel*>(QStringLiteral("addRowError"));
        QVERIFY(error);
        // Suggested: row B, 8 racks of 600 × 1 200 mm from x 1 200, one aisle
        // below row A would be y 3 400, on the column; the first band clear of
        // it starts at y 4 300 (the column's far edge), and there 8 racks end at
        // x 6 000, touching K-1: a spot that fits, OK on.
        QCOMPARE(plan.yMm, 4300.0);
        QCOMPARE(plan.xMm, 1200.0);
        QCOMPARE(plan.count, 8);
        QVERIFY(ok->isEnabled());
        // At y 3 400 rack k stands at x 1 200 + (k − 1) × 600: B03 at 2 400–3 000,
        // y 3 400–4 600, shares x 2 700–3 000, y 3 700–4 300 with the column;
        // B01 (1 200–1 800) and B02 (1 800–2 400) stand clear.
        plan.yMm = 3400;
        dialog.setPlan(plan);
        QVERIFY(!ok->isEnabled());
        QCOMPARE(error->text(), QStringLiteral("Rack B03 at x 2400 mm, y 3400 mm would stand on column C-1."));
        // At y 4 400 (to 5 600) the column (to y 4 300) is behind it; nine racks
        // reach x 1 200 + 9 × 600 = 6 600 and B09, x 6 000–6 600, stands in K-1.
        plan.yMm = 4400;
        plan.count = 9;
        dialog.setPlan(plan);
        QVERIFY(!ok->isEnabled());
        QCOMPARE(error->text(), QStringLiteral("Rack B09 at x 6000 mm, y 4400 mm would stand in keep-out zone K-1 "
                                               "(CRAH 1 service area)."));
        QVERIFY(!dialog.apply());
        QCOMPARE(m_design->undoStack().count(), before);
        // Eight end at x 6 000, touching K-1: clear, and OK adds them in one step.
        plan.count = 8;
        dialog.setPlan(plan);
        QVERIFY(ok->isEnabled());
        QTest::mouseClick(ok, Qt::LeftButton);
        QCOMPARE(m_design->racks().size(), 2 + 8);
        QCOMPARE(m_design->undoStack().count(), before + 1);
    }

    void addRowDialogIsOneUndoStep() {
        AddRowDialog dialog(*m_design);
        RowPlan plan = dialog.plan();
        QCOMPARE(plan.name, QStringLiteral("B"));  // after row A
        // Suggested below the row: front edge 1000 + 1200 deep + 1200 aisle = 3400.
        QCOMPARE(plan.yMm, 3400.0);
        plan.count = 6;
        dialog.setPlan(plan);
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        QTest::mouseClick(ok, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(m_design->racks().size(), 8);
        QCOMPARE(m_design->rows().size(), 2);
        QCOMPARE(m_design->undoStack().count(), 1);
        // room, fire-stop seals, drop outline, tray preview, tray layer + racks
        QCOMPARE(m_scene->items().size(), 5 + 8);
        m_design->undoStack().undo();
        QCOMPARE(m_design->racks().size(), 2);
    }

    void dropFloorUnitOnTheGrid() {
        // cdu-inrow-1mw is 600 × 1200 mm; held by its centre at (5010, 3990) its corner
        // is (4710, 3390), on the 100 mm grid (4700, 3400).
        const auto id = m_view->dropDevice(QStringLiteral("cdu-inrow-1mw"), QPointF(5010, 3990));
        QVERIFY(id);
        const Device* cdu = m_design->device(*id);
        QCOMPARE(cdu->placement.floorXmm, 4700.0);
        QCOMPARE(cdu->placement.floorYmm, 3400.0);
        QVERIFY(!cdu->placement.rack);
        QCOMPARE(cdu->name, QStringLiteral("CDU-1"));
        // Outside the room it is refused and nothing changes.
        QVERIFY(!m_view->dropDevice(QStringLiteral("cdu-inrow-1mw"), QPointF(-3000, 500)));
        QCOMPARE(m_design->devices().size(), 1);
    }

    void dropOnRackTakesLowestFreeUnit() {
        const QString server = QStringLiteral("hgx-b200-8gpu-liquid");  // 4 U
        const auto first = m_view->dropDevice(server, QPointF(1300, 1600));
        const auto second = m_view->dropDevice(server, QPointF(1300, 1600));
        QVERIFY(first && second);
        QCOMPARE(m_design->device(*first)->placement.u, 1);
        QCOMPARE(m_design->device(*second)->placement.u, 5);
        QCOMPARE(m_design->device(*second)->placement.rack, std::optional<RackId>(m_a1));
        QCOMPARE(m_design->device(*second)->name, QStringLiteral("A01-U05"));
        // A 0U PDU goes to the first side slot.
        const auto pdu = m_view->dropDevice(QStringLiteral("pdu-3ph-415v-32a"), QPointF(1300, 1600));
        QVERIFY(pdu);
        QCOMPARE(m_design->device(*pdu)->placement.side, SideChannel::Left);
        // On bare floor a rack device is refused.
        QVERIFY(!m_view->dropDevice(server, QPointF(6000, 6000)));
        QCOMPARE(m_design->undoStack().count(), 3);
    }

    /// A refused drop says why. Over A01's weight limit (lowered to 150 kg):
    /// the limit and both figures, 90 + 90 = 180 kg. In A02, with a 1 U
    /// cable manager at every fourth U (36 U free, never 4 in a row), a 4 U
    /// server fits no U: "No room".
    void dropRefusalsSayWhy() {
        const QString server = QStringLiteral("hgx-b200-8gpu-liquid");  // 4 U, 90 kg
        Rack limited = *m_design->rack(m_a1);
        limited.maxWeightKg = 150;
        m_design->undoStack().push(new EditObjectCommand<Rack>(*m_design, *m_design->rack(m_a1), limited, QStringLiteral("limit")));
        QSignalSpy hints(m_view.get(), &FloorPlanView::hint);
        QVERIFY(m_view->dropDevice(server, QPointF(1300, 1600)));
        QVERIFY(!m_view->dropDevice(server, QPointF(1300, 1600)));
        QVERIFY2(hints.last().first().toString().contains(QStringLiteral("weight limit: 180.0 kg of 150.0 kg")),
                 qPrintable(hints.last().first().toString()));
        for (int u = 4; u <= 48; u += 4) {
            Device d;
            d.id = DeviceId::create();
            d.typeId = QStringLiteral("cable-manager-1u");
            d.name = QStringLiteral("CM%1").arg(u);
            d.placement.rack = m_a2;
            d.placement.u = u;
            EditResult e = DesignEdits::placeDevice(*m_design, d);
            QVERIFY2(e, qPrintable(e.error));
            m_design->undoStack().push(e.command.release());
        }
        const int before = int(m_design->devices().size());
        QVERIFY(!m_view->dropDevice(server, QPointF(1900, 1600)));
        QCOMPARE(hints.last().first().toString(), QStringLiteral("No room for %1 in rack A02.").arg(m_design->catalog().device(server)->model));
        QCOMPARE(int(m_design->devices().size()), before);
    }

    /// A paste answers as a drop does (one search, RackSlots): two 14.3 kW
    /// servers pasted into A02 with a 20 kW budget are refused as the second
    /// would be dropped, the budget weighed with the first pasted (a paste
    /// weighed only the weight before); one pasted fits, at the lowest free U.
    void pasteAnswersAsADropDoes() {
        const QString server = QStringLiteral("hgx-b200-8gpu-liquid");
        const auto s1 = m_view->dropDevice(server, QPointF(1300, 1600));
        const auto s2 = m_view->dropDevice(server, QPointF(1300, 1600));
        QVERIFY(s1 && s2);
        Rack budgeted = *m_design->rack(m_a2);
        budgeted.powerBudgetW = 20000;
        m_design->undoStack().push(new EditObjectCommand<Rack>(*m_design, *m_design->rack(m_a2), budgeted, QStringLiteral("budget")));
        const std::unique_ptr<QMimeData> both(DeviceClipboard::copy(*m_design, {*s1, *s2}));
        QVERIFY(both);
        const EditResult refused = DeviceClipboard::paste(*m_design, *both, m_a2);
        QVERIFY(!refused);
        const QString model = m_design->catalog().device(server)->model;
        QCOMPARE(refused.error, QStringLiteral("Rack A02 cannot take another %1 (power budget: 28.6 kW of 20.0 kW).").arg(model));
        const std::unique_ptr<QMimeData> one(DeviceClipboard::copy(*m_design, {*s2}));
        EditResult pasted = DeviceClipboard::paste(*m_design, *one, m_a2);
        QVERIFY2(pasted, qPrintable(pasted.error));
        m_design->undoStack().push(pasted.command.release());
        // Where it was in A01 (U5) is free in A02 too: it keeps it.
        QCOMPARE(m_design->device(m_design->devicesIn(m_a2).front())->placement.u, 5);
        QSignalSpy hints(m_view.get(), &FloorPlanView::hint);
        QVERIFY(!m_view->dropDevice(server, QPointF(1900, 1600)));
        QCOMPARE(hints.last().first().toString(), refused.error);
    }

    /// A copy keeps the modules in its bays: the built-in head node with two
    /// 1 100 W PSUs pasted into A02 has them (and so its PSU1/PSU2 inlets).
    void pasteKeepsTheModules() {
        const auto node = m_view->dropDevice(QStringLiteral("cpu-node-1u-psu-bays"), QPointF(1300, 1600));
        QVERIFY(node);
        for (const QString& bay : {QStringLiteral("PSU 1"), QStringLiteral("PSU 2")}) {
            EditResult e = DesignEdits::fillModuleBay(*m_design, *node, bay, QStringLiteral("psu-module-1100w"));
            QVERIFY2(e, qPrintable(e.error));
            m_design->undoStack().push(e.command.release());
        }
        const std::unique_ptr<QMimeData> copied(DeviceClipboard::copy(*m_design, {*node}));
        EditResult pasted = DeviceClipboard::paste(*m_design, *copied, m_a2);
        QVERIFY2(pasted, qPrintable(pasted.error));
        m_design->undoStack().push(pasted.command.release());
        const Device& copy = *m_design->device(m_design->devicesIn(m_a2).front());
        QCOMPARE(int(copy.modules.size()), 2);
        QCOMPARE(copy.modules.front().moduleId, QStringLiteral("psu-module-1100w"));
        // A clipboard naming a bay the type lacks (from another design) is refused, naming it.
        QMimeData forged;
        forged.setData(QString::fromLatin1(DeviceClipboard::kMime),
                       R"([{"type":"cpu-node-1u-psu-bays","u":30,"modules":[{"bay":"PSU 9","module":"psu-module-1100w"}]}])");
        const EditResult refused = DeviceClipboard::paste(*m_design, forged, m_a2);
        QVERIFY(!refused);
        QVERIFY2(refused.error.contains(QStringLiteral("PSU 9")), qPrintable(refused.error));
    }

    void drawTrayAsPolyline() {
        m_view->startTrayDrawing(QStringLiteral("ladder-300x100"));
        QVERIFY(m_view->isDrawingTray());
        // Clicks snap to the 100 mm grid: (1030, 3020) → (1000, 3000) and so on.
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, Qt::NoModifier, toView(QPointF(1030, 3020)));
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, Qt::NoModifier, toView(QPointF(5040, 2990)));
        QTest::mouseMove(m_view->viewport(), toView(QPointF(5000, 5000)));
        QVERIFY(m_scene->trayPreview()->isVisible());
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, Qt::NoModifier, toView(QPointF(5000, 6010)));
        QTest::mouseDClick(m_view->viewport(), Qt::LeftButton, Qt::NoModifier, toView(QPointF(5000, 6010)));
        QVERIFY(!m_view->isDrawingTray());
        QCOMPARE(m_design->trays().size(), 1);
        const Tray& tray = *m_design->trays().begin();
        QCOMPARE(tray.pathMm, (std::vector<QPointF>{{1000, 3000}, {5000, 3000}, {5000, 6000}}));
        QCOMPARE(tray.widthMm, 300.0);
        QCOMPARE(tray.name, QStringLiteral("T1"));
        QCOMPARE(m_design->undoStack().count(), 1);
        QVERIFY(!m_scene->trayPreview()->isVisible());
    }

    void escapeCancelsTrayDrawing() {
        m_view->startTrayDrawing(QStringLiteral("ladder-600x100"));
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, Qt::NoModifier, toView(QPointF(1000, 3000)));
        QTest::keyClick(m_view.get(), Qt::Key_Escape);
        QVERIFY(!m_view->isDrawingTray());
        QCOMPARE(m_design->trays().size(), 0);
        // A single point is not a tray: Enter refuses it and changes nothing.
        m_view->startTrayDrawing(QStringLiteral("ladder-600x100"));
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, Qt::NoModifier, toView(QPointF(1000, 3000)));
        QTest::keyClick(m_view.get(), Qt::Key_Return);
        QCOMPARE(m_design->trays().size(), 0);
        QCOMPARE(m_design->undoStack().count(), 0);
    }

    void deviceDraggedOutOfAnElevationMovesToAnotherRack() {
        const auto id = m_view->dropDevice(QStringLiteral("hgx-b200-8gpu-liquid"), QPointF(1300, 1600));
        QVERIFY(id);
        // What RackElevationView's QDrag carries when a device leaves its view.
        QMimeData mime;
        mime.setData(QString::fromLatin1(kDeviceMoveMime), id->toString().toUtf8());
        const QPoint onA02 = toView(QPointF(1900, 1600));
        QDragEnterEvent enter(onA02, Qt::MoveAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_view->viewport(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(onA02, Qt::MoveAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_view->viewport(), &drop);
        QVERIFY(drop.isAccepted());
        QCOMPARE(m_design->device(*id)->placement.rack, std::optional<RackId>(m_a2));
        QCOMPARE(m_design->device(*id)->placement.u, 1);  // its own U was free there
        QCOMPARE(m_design->undoStack().count(), 2);
        // Dropped on bare floor it stays put.
        QVERIFY(!m_view->moveDeviceTo(*id, QPointF(6000, 6000)));
        QCOMPARE(m_design->device(*id)->placement.rack, std::optional<RackId>(m_a2));
    }

    void addRowDialogBlocksABadRow() {
        AddRowDialog dialog(*m_design);
        RowPlan plan = dialog.plan();
        plan.count = 30;  // 30 × 600 = 18 m in a 10 m room
        dialog.setPlan(plan);
        QVERIFY(!dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
        QVERIFY(!dialog.apply());
        QCOMPARE(m_design->racks().size(), 2);
        QCOMPARE(m_design->undoStack().count(), 0);
    }
};

QTEST_MAIN(TestFloorPlan)
#include "tst_floor_plan.moc"
