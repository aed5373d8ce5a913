// The rack elevation driven like a user: palette drags onto U positions and
// side slots, refused drops, undo/redo, moving a device with the mouse.
#include "model/catalog/device_type.h"
#include "model/commands/edit_object_command.h"
#include "model/core/units.h"
#include "tests/support/design_builder.h"
#include "views/common/selection_model.h"
#include "views/elevation/elevation_items.h"
#include "views/elevation/elevation_layout.h"
#include "views/elevation/elevation_panel.h"
#include "views/elevation/rack_elevation_scene.h"
#include "views/elevation/rack_elevation_view.h"
#include "views/palette/catalog_palette.h"

#include <QDragEnterEvent>
#include <QMimeData>
#include <QTreeWidget>
#include <QScrollBar>
#include <QtTest>

using namespace sn;
using sn::test::DesignBuilder;

namespace {
const QString kServer = QStringLiteral("hgx-b200-8gpu-liquid");  // 4 U, 90 kg
const QString kPdu = QStringLiteral("pdu-3ph-415v-63a");          // 0U
// rack-48u-600x1200: U1's bottom is the top frame (60 mm) + 48 U × 44.45 mm = 2193.6 mm down.
constexpr double kU1BottomMm = 60 + 48 * kRackUnitMm;
/// Scene point at the centre of a 4 U device whose lowest unit is u, on the front face.
QPointF centreOf4U(const ElevationLayout& lay, int u) {
    return {lay.unitsRect(Face::Front).center().x(), kU1BottomMm - (u - 1 + 2) * kRackUnitMm};
}
}  // namespace

class TestRackElevation : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<Design> m_design;
    std::unique_ptr<SelectionModel> m_selection;
    std::unique_ptr<ElevationPanel> m_panel;
    std::unique_ptr<CatalogPalette> m_palette;
    RackId m_rack = DesignBuilder::rackId(QStringLiteral("R1"));

    RackElevationView* view() const { return m_panel->view(); }
    ElevationLayout layout() const { return *m_panel->scene()->layout(); }
    QPoint toView(QPointF scenePos) const { return view()->mapFromScene(scenePos); }

    /// The palette's own drag payload for a type (what QDrag would carry).
    std::unique_ptr<QMimeData> paletteMime(const QString& typeId) const {
        QTreeWidget* tree = m_palette->tree();
        for (int g = 0; g < tree->topLevelItemCount(); ++g)
            for (int i = 0; i < tree->topLevelItem(g)->childCount(); ++i) {
                QTreeWidgetItem* item = tree->topLevelItem(g)->child(i);
                if (item->data(0, Qt::UserRole + 1).toString() != typeId) continue;
                const QModelIndex index = tree->model()->index(i, 0, tree->model()->index(g, 0));
                return std::unique_ptr<QMimeData>(tree->model()->mimeData({index}));
            }
        return nullptr;
    }
    /// Enter, move and drop on the viewport with real drag events; true when the drop was accepted.
    bool dragAndDrop(const QString& typeId, QPointF scenePos, bool drop = true) {
        const auto mime = paletteMime(typeId);
        if (!mime) return false;
        const QPoint at = toView(scenePos);
        QDragEnterEvent enter(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view()->viewport(), &enter);
        QDragMoveEvent move(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view()->viewport(), &move);
        if (!drop) return move.isAccepted();
        QDropEvent dropEvent(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view()->viewport(), &dropEvent);
        return dropEvent.isAccepted();
    }
    const Device* deviceAt(int u) const {
        for (const Device& d : m_design->devices())
            if (d.placement.rack == m_rack && d.placement.side == SideChannel::None && d.placement.u == u) return &d;
        return nullptr;
    }

private Q_SLOTS:
    void init() {
        m_design = DesignBuilder()
                       .room(10000, 8000)
                       .row(QStringLiteral("A"))
                       .rack(QStringLiteral("R1"), 1000, 1000)
                       .device(kServer, QStringLiteral("R1"), 1, QStringLiteral("srv1"))
                       .build();
        m_selection = std::make_unique<SelectionModel>();
        m_panel = std::make_unique<ElevationPanel>(*m_design, *m_selection);
        m_palette = std::make_unique<CatalogPalette>();
        m_palette->setCatalog(m_design->catalog());
        m_panel->resize(700, 1000);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
        QCOMPARE(m_selection->currentRack(), std::optional<RackId>(m_rack));
    }
    void cleanup() {
        m_panel.reset();
        m_palette.reset();
        m_selection.reset();
        m_design.reset();
    }

    void snapRoundsToNearestUnit_data() {
        QTest::addColumn<double>("offsetMm");
        QTest::addColumn<int>("expectedU");
        // Centre of U10–U13 exactly, then 15 mm low (10.66 − 2 = 8.66 → 9 → U10),
        // then 30 mm high (11.67 − 2 = 9.67 → 10 → U11).
        QTest::newRow("exact") << 0.0 << 10;
        QTest::newRow("15 mm low") << 15.0 << 10;
        QTest::newRow("30 mm high") << -30.0 << 11;
    }
    void snapRoundsToNearestUnit() {
        QFETCH(double, offsetMm);
        QFETCH(int, expectedU);
        const auto placement = layout().snap(*m_design->catalog().device(kServer), centreOf4U(layout(), 10) + QPointF(0, offsetMm));
        QVERIFY(placement);
        QCOMPARE(placement->u, expectedU);
        QCOMPARE(placement->face, Face::Front);
        QCOMPARE(placement->side, SideChannel::None);
    }

    void dropOnFreeUnitCreatesDeviceThere() {
        QVERIFY(dragAndDrop(kServer, centreOf4U(layout(), 10), false));
        QVERIFY(m_panel->scene()->ghost()->isVisible());
        QVERIFY(m_panel->scene()->ghost()->fits());
        QVERIFY(dragAndDrop(kServer, centreOf4U(layout(), 10)));
        QCOMPARE(m_design->devices().size(), 2);
        const Device* placed = deviceAt(10);
        QVERIFY(placed);
        QCOMPARE(placed->typeId, kServer);
        QCOMPARE(placed->placement.face, Face::Front);
        QCOMPARE(placed->name, QStringLiteral("R1-U10"));
        QCOMPARE(m_design->undoStack().count(), 1);
        // Drawn on both faces.
        QCOMPARE(m_panel->scene()->itemsOf(placed->id).size(), 2);
        QVERIFY(!m_panel->scene()->ghost()->isVisible());
    }

    void dropOnOccupiedUnitIsRefused() {
        // srv1 fills U1–U4; a 4 U server centred on U2–U5 overlaps it.
        QVERIFY(dragAndDrop(kServer, centreOf4U(layout(), 2), false));
        QVERIFY(!m_panel->scene()->ghost()->fits());
        QVERIFY2(m_panel->scene()->ghost()->reason().contains(QStringLiteral("srv1")),
                 qPrintable(m_panel->scene()->ghost()->reason()));
        QVERIFY(!dragAndDrop(kServer, centreOf4U(layout(), 2)));
        QCOMPARE(m_design->devices().size(), 1);
        QCOMPARE(m_design->undoStack().count(), 0);
    }

    /// A refusal at the view's edge reads whole: its card moves in from the edge.
    void refusalCardStaysInsideTheView() {
        // Zoomed in and scrolled right, the front face is cut by the view's
        // left edge: a card centred on the ghost there would start off-view.
        m_panel->resize(600, 1000);
        QCoreApplication::processEvents();
        view()->zoomBy(3);
        const QPointF onFace = centreOf4U(layout(), 2);
        // The ghost's middle 40 px from the left edge.
        QScrollBar* bar = view()->horizontalScrollBar();
        bar->setValue(bar->value() + toView(onFace).x() - 40);
        QScrollBar* up = view()->verticalScrollBar();
        up->setValue(up->value() + toView(onFace).y() - view()->viewport()->height() / 3);
        QVERIFY2(qAbs(toView(onFace).x() - 40) <= 1, qPrintable(QString::number(toView(onFace).x())));
        QVERIFY(view()->viewport()->rect().contains(toView(onFace)));
        dragAndDrop(kServer, onFace, false);
        const GhostItem::ReasonLabel* label = m_panel->scene()->ghost()->reasonLabel();
        QVERIFY(label->isVisible());
        const QRectF box = label->boundingRect().translated(view()->mapFromScene(label->scenePos()));
        const QRectF shown = view()->viewport()->rect();
        QVERIFY(box.width() < shown.width());
        QVERIFY2(box.left() >= shown.left() - 0.5 && box.right() <= shown.right() + 0.5,
                 qPrintable(QStringLiteral("card %1..%2 in 0..%3").arg(box.left()).arg(box.right()).arg(shown.right())));
    }

    void dropAboveTheRackIsRefused() {
        // U46–U49 would end above U48.
        QVERIFY(!dragAndDrop(kServer, centreOf4U(layout(), 46)));
        QCOMPARE(m_design->devices().size(), 1);
    }

    void dropOverTheWeightLimitIsRefused() {
        // Limit the rack to 150 kg: srv1 (90 kg) + another 90 kg server = 180 kg.
        Rack limited = *m_design->rack(m_rack);
        limited.maxWeightKg = 150;
        m_design->undoStack().push(new EditObjectCommand<Rack>(*m_design, *m_design->rack(m_rack), limited, QStringLiteral("limit")));
        QVERIFY(dragAndDrop(kServer, centreOf4U(layout(), 20), false));
        QVERIFY(!m_panel->scene()->ghost()->fits());
        QVERIFY2(m_panel->scene()->ghost()->reason().contains(QStringLiteral("180.0 kg")),
                 qPrintable(m_panel->scene()->ghost()->reason()));
        QVERIFY(!dragAndDrop(kServer, centreOf4U(layout(), 20)));
        QCOMPARE(m_design->devices().size(), 1);
    }

    void undoRemovesAndRedoRestores() {
        const auto id = view()->dropDevice(kServer, centreOf4U(layout(), 20));
        QVERIFY(id);
        QCOMPARE(m_design->devices().size(), 2);
        m_design->undoStack().undo();
        QVERIFY(!m_design->device(*id));
        QVERIFY(m_panel->scene()->itemsOf(*id).isEmpty());
        m_design->undoStack().redo();
        QVERIFY(m_design->device(*id));
        QCOMPARE(m_design->device(*id)->placement.u, 20);
        QCOMPARE(m_panel->scene()->itemsOf(*id).size(), 2);
    }

    void zeroUDeviceSnapsToSideSlot() {
        // rack-48u-600x1200 has one slot per rear side channel.
        const QPointF nearLeft = layout().sideSlotRect(SideChannel::Left, 0).center() + QPointF(-20, 300);
        QVERIFY(dragAndDrop(kPdu, nearLeft));
        const Device* pdu = nullptr;
        for (const Device& d : m_design->devices())
            if (d.typeId == kPdu) pdu = &d;
        QVERIFY(pdu);
        QCOMPARE(pdu->placement.side, SideChannel::Left);
        QCOMPARE(pdu->placement.sideIndex, 0);
        QCOMPARE(pdu->name, QStringLiteral("R1-L1"));
        // The slot is now taken: a second PDU there is refused and nothing changes.
        QVERIFY(!dragAndDrop(kPdu, nearLeft));
        QCOMPARE(m_design->devices().size(), 2);
        // The right channel is still free.
        QVERIFY(dragAndDrop(kPdu, layout().sideSlotRect(SideChannel::Right, 0).center()));
        QCOMPARE(m_design->devices().size(), 3);
    }

    void dragMovesDeviceToSnappedUnit() {
        const DeviceId srv = DesignBuilder::deviceId(QStringLiteral("srv1"));
        const QPoint from = toView(centreOf4U(layout(), 1));
        const QPoint to = toView(centreOf4U(layout(), 20));
        QTest::mousePress(view()->viewport(), Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseMove(view()->viewport(), from + QPoint(0, -10));
        QTest::mouseMove(view()->viewport(), to);
        QVERIFY(m_panel->scene()->ghost()->isVisible());
        QVERIFY(m_panel->scene()->ghost()->fits());
        QTest::mouseRelease(view()->viewport(), Qt::LeftButton, Qt::NoModifier, to);
        QCOMPARE(m_design->device(srv)->placement.u, 20);
        QCOMPARE(m_design->undoStack().count(), 1);
        m_design->undoStack().undo();
        QCOMPARE(m_design->device(srv)->placement.u, 1);
    }

    void arrowKeysNudgeInOneMergedStep() {
        const DeviceId srv = DesignBuilder::deviceId(QStringLiteral("srv1"));
        m_panel->scene()->selectDevices({srv});
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_Up);
        QTest::keyClick(view(), Qt::Key_Up);
        QTest::keyClick(view(), Qt::Key_Up);
        QCOMPARE(m_design->device(srv)->placement.u, 4);
        QCOMPARE(m_design->undoStack().count(), 1);  // three nudges, one step
        // Down below U1 is refused: 4 → 1, then nothing.
        for (int i = 0; i < 4; ++i) QTest::keyClick(view(), Qt::Key_Down);
        QCOMPARE(m_design->device(srv)->placement.u, 1);
    }

    void escapeAbandonsADrag() {
        const DeviceId srv = DesignBuilder::deviceId(QStringLiteral("srv1"));
        const QPoint from = toView(centreOf4U(layout(), 1));
        const QPoint to = toView(centreOf4U(layout(), 20));
        QTest::mousePress(view()->viewport(), Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseMove(view()->viewport(), to);
        QTest::keyClick(view(), Qt::Key_Escape);
        QVERIFY(!m_panel->scene()->ghost()->isVisible());
        QTest::mouseRelease(view()->viewport(), Qt::LeftButton, Qt::NoModifier, to);
        QCOMPARE(m_design->device(srv)->placement.u, 1);
        QCOMPARE(m_design->undoStack().count(), 0);
    }

    void clickSelectsAndRubberBandSelectsMany() {
        const auto second = view()->dropDevice(kServer, centreOf4U(layout(), 10));
        QVERIFY(second);
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, Qt::NoModifier, toView(centreOf4U(layout(), 10)));
        QCOMPARE(m_selection->devices(), std::vector<DeviceId>{*second});
        // A rubber band from above U14 down past U1 on the front face catches both servers.
        const QRectF units = layout().unitsRect(Face::Front);
        const QPoint a = toView(QPointF(units.left() - 30, kU1BottomMm - 14 * kRackUnitMm));
        const QPoint b = toView(QPointF(units.right() - 30, kU1BottomMm + 20));
        QTest::mousePress(view()->viewport(), Qt::LeftButton, Qt::NoModifier, a);
        QTest::mouseMove(view()->viewport(), (a + b) / 2);
        QTest::mouseMove(view()->viewport(), b);
        QTest::mouseRelease(view()->viewport(), Qt::LeftButton, Qt::NoModifier, b);
        QCOMPARE(m_selection->devices().size(), size_t(2));
    }

    void paletteFiltersAsYouType() {
        m_palette->setFilter(QStringLiteral("64x400"));
        QCOMPARE(m_palette->visibleTypeIds(), QStringList{QStringLiteral("ib-ndr-64x400g")});
        // 32 twin-port cages (64 ports) + mgmt0 + uart + 2 PSU inlets = 68 ports, 1 U
    // (plural forms come from the English translation, not loaded here).
        const QString tip = CatalogPalette::tooltipFor(*m_design->catalog().device(QStringLiteral("ib-ndr-64x400g")));
        QVERIFY2(tip.contains(QStringLiteral("68 port")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("1 U")), qPrintable(tip));
        m_palette->setFilter(QString());
        QCOMPARE(m_palette->visibleTypeIds().size(), int(m_design->catalog().devices().size()));
    }
};

QTEST_MAIN(TestRackElevation)
#include "tst_rack_elevation.moc"
