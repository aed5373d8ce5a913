// The properties dock of a real MainWindow: every edit one undo command,
// refusals explained and the fields reset to the design.
#include "tests/views/window_fixture.h"
#include "views/common/selection_model.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/properties/properties_panel.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>

using namespace sn;
using namespace sn::test;

class TestPropertiesPanel : public QObject {
    Q_OBJECT
private:
    WindowFixture f;
    std::unique_ptr<MainWindow>& m_window = f.window;
    QString path(const QString& name) const { return f.path(name); }
    void writeSample(const QString& file) const { f.writeSample(file); }
    std::optional<DeviceId> dropServer(int u) const { return f.dropServer(u); }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(f.dir.isValid());
        f.isolate();
    }
    void init() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    void propertiesEditTheRackThroughUndo() {
        const QString file = path(QStringLiteral("props.supernode"));
        writeSample(file);
        QVERIFY(m_window->openFile(file));
        m_window->selection().setRacks({kRack});
        PropertiesPanel* props = m_window->properties();
        QCOMPARE(props->currentPage(), int(PropertiesPanel::RackPage));
        QCOMPARE(props->rackX()->value(), 1000.0);
        props->rackX()->setValue(2500);
        Q_EMIT props->rackX()->editingFinished();
        QCOMPARE(m_window->design().rack(kRack)->xMm, 2500.0);
        QCOMPARE(m_window->design().undoStack().count(), 1);
        // 42 kW typed in kW is stored as 42 000 W.
        props->rackPowerBudget()->setValue(42);
        Q_EMIT props->rackPowerBudget()->editingFinished();
        QCOMPARE(m_window->design().rack(kRack)->powerBudgetW, 42000.0);
        // A weight limit below what the rack already carries (one 90 kg server) is refused.
        props->rackMaxWeight()->setValue(50);
        Q_EMIT props->rackMaxWeight()->editingFinished();
        QVERIFY2(props->lastError().contains(QStringLiteral("90.0 kg")), qPrintable(props->lastError()));
        QCOMPARE(m_window->design().rack(kRack)->maxWeightKg, 1500.0);
        QCOMPARE(props->rackMaxWeight()->value(), 1500.0);  // the field shows the design again
        // An empty name is refused too.
        props->rackName()->setText(QString());
        Q_EMIT props->rackName()->editingFinished();
        QCOMPARE(m_window->design().rack(kRack)->name, QStringLiteral("R1"));
        QVERIFY(!props->lastError().isEmpty());
    }

    void ctrlZInTheAppliedFieldUndoesTheDesign() {
        const QString file = path(QStringLiteral("props.supernode"));
        writeSample(file);
        QVERIFY(m_window->openFile(file));
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_window->selection().setRacks({kRack});
        QDoubleSpinBox* x = m_window->properties()->rackX();
        x->setFocus();
        QTRY_VERIFY(x->hasFocus());
        QLineEdit* edit = x->findChild<QLineEdit*>();
        QVERIFY(edit);
        // Typed and applied with Return, the cursor still in the field.
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("2500"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(m_window->design().rack(kRack)->xMm, 2500.0);
        QVERIFY(x->hasFocus());
        // Ctrl+Z there undoes the move in the design, and the field shows it.
        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_window->design().rack(kRack)->xMm, 1000.0);
        QCOMPARE(x->value(), 1000.0);
        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(m_window->design().rack(kRack)->xMm, 2500.0);
        // Typing not yet applied is the field's own to undo: the design stays.
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("7"));
        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_window->design().rack(kRack)->xMm, 2500.0);
        QCOMPARE(m_window->design().undoStack().index(), 1);
    }

    void propertiesMoveADeviceOrSayWhyNot() {
        const QString file = path(QStringLiteral("device.supernode"));
        writeSample(file);
        QVERIFY(m_window->openFile(file));
        const auto second = dropServer(10);
        QVERIFY(second);
        m_window->selection().setDevices({kSrv1});
        PropertiesPanel* props = m_window->properties();
        QCOMPARE(props->currentPage(), int(PropertiesPanel::DevicePage));
        // U12 would overlap the server at U10–U13.
        props->deviceU()->setValue(12);
        Q_EMIT props->deviceU()->editingFinished();
        QCOMPARE(m_window->design().device(kSrv1)->placement.u, 1);
        QVERIFY(props->lastError().contains(QStringLiteral("R1-U10")));
        props->deviceU()->setValue(30);
        Q_EMIT props->deviceU()->editingFinished();
        QCOMPARE(m_window->design().device(kSrv1)->placement.u, 30);
        QVERIFY(props->lastError().isEmpty());
    }

    void propertiesMoveADeviceToAnotherRack() {
        const QString file = path(QStringLiteral("tworacks.supernode"));
        auto design = DesignBuilder()
                          .room(10000, 8000)
                          .row(QStringLiteral("A"))
                          .rack(QStringLiteral("R1"), 1000, 1000)
                          .rack(QStringLiteral("R2"), 1600, 1000)
                          .device(kServer, QStringLiteral("R1"), 7, QStringLiteral("srv1"))
                          .build();
        DesignFile::save(*design, file);
        QVERIFY(m_window->openFile(file));
        m_window->selection().setDevices({kSrv1});
        QComboBox* racks = m_window->properties()->deviceRack();
        QCOMPARE(racks->currentText(), QStringLiteral("R1"));
        racks->setCurrentIndex(racks->findText(QStringLiteral("R2")));
        Q_EMIT racks->activated(racks->currentIndex());
        const Device* moved = m_window->design().device(kSrv1);
        QCOMPARE(moved->placement.rack, std::optional<RackId>(DesignBuilder::rackId(QStringLiteral("R2"))));
        QCOMPARE(moved->placement.u, 7);  // same U in the new rack
        QCOMPARE(m_window->design().undoStack().count(), 1);
    }

    void sideDeviceChangesSlot() {
        const QString file = path(QStringLiteral("side.supernode"));
        auto design = DesignBuilder()
                          .room(10000, 8000)
                          .row(QStringLiteral("A"))
                          .rack(QStringLiteral("R1"), 1000, 1000, QStringLiteral("rack-48u-800x1200"))  // 2 slots a side
                          .sideDevice(QStringLiteral("pdu-3ph-415v-63a"), QStringLiteral("R1"), SideChannel::Left, 0,
                                      QStringLiteral("pdu1"))
                          .build();
        DesignFile::save(*design, file);
        QVERIFY(m_window->openFile(file));
        const DeviceId pdu = DesignBuilder::deviceId(QStringLiteral("pdu1"));
        m_window->selection().setDevices({pdu});
        QComboBox* slot = m_window->properties()->deviceSlot();
        QVERIFY(slot->isEnabled());
        QVERIFY(!m_window->properties()->deviceU()->isEnabled());
        QCOMPARE(slot->count(), 4);  // L1, L2, R1, R2
        QCOMPARE(slot->currentText(), QStringLiteral("L1"));
        slot->setCurrentIndex(slot->findText(QStringLiteral("R2")));
        Q_EMIT slot->activated(slot->currentIndex());
        QCOMPARE(m_window->design().device(pdu)->placement.side, SideChannel::Right);
        QCOMPARE(m_window->design().device(pdu)->placement.sideIndex, 1);
        QCOMPARE(m_window->design().undoStack().count(), 1);
    }

    void trayIsSelectedEditedAndDeleted() {
        const QString file = path(QStringLiteral("tray.supernode"));
        auto design = DesignBuilder()
                          .room(10000, 8000)
                          .tray(QStringLiteral("T-A"), {QPointF(1000, 4000), QPointF(6000, 4000)}, 2600)
                          .build();
        DesignFile::save(*design, file);
        QVERIFY(m_window->openFile(file));
        FloorPlanView* plan = m_window->floorPlan();
        plan->fitAll();
        QTest::mouseClick(plan->viewport(), Qt::LeftButton, Qt::NoModifier, plan->mapFromScene(QPointF(3000, 4000)));
        QCOMPARE(m_window->selection().trays().size(), size_t(1));
        PropertiesPanel* props = m_window->properties();
        QCOMPARE(props->currentPage(), int(PropertiesPanel::TrayPage));
        const TrayId id = m_window->selection().trays().front();
        props->trayElevation()->setValue(3000);
        Q_EMIT props->trayElevation()->editingFinished();
        QCOMPARE(m_window->design().trays().find(id)->elevationMm, 3000.0);
        // 3950 mm + 100 mm deep = 4050 mm, above the 4000 mm ceiling: refused.
        props->trayElevation()->setValue(3950);
        Q_EMIT props->trayElevation()->editingFinished();
        QCOMPARE(m_window->design().trays().find(id)->elevationMm, 3000.0);
        QVERIFY(props->lastError().contains(QStringLiteral("4000")));
        props->trayFill()->setValue(40);
        Q_EMIT props->trayFill()->editingFinished();
        QCOMPARE(m_window->design().trays().find(id)->fillLimit, 0.4);
        m_window->action(QStringLiteral("actionDelete"))->trigger();
        QCOMPARE(m_window->design().trays().size(), 0);
        QVERIFY(m_window->selection().isEmpty());
    }

};

QTEST_MAIN(TestPropertiesPanel)
#include "tst_properties_panel.moc"
