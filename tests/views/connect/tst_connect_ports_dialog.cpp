// A connection can be drawn without a mouse. The Connect
// Ports dialog is driven with real key events: picking two free, mating
// ports enables Connect and makes one connection in one undo step; a
// non-mating pair shows HandConnection's reason and keeps Connect disabled;
// used ports are not offered; selected devices come preselected; Ctrl+K opens it.
#include "model/topology/hand_connection.h"
#include "tests/views/window_fixture.h"
#include "views/common/selection_model.h"
#include "views/connect/connect_ports_dialog.h"

#include <QAction>
#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QLineEdit>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>

using namespace sn;
using namespace sn::test;

namespace {
// hgx-b200-8gpu-liquid: OSFP1..8 (400G OSFP). ib-ndr-64x400g: twin-port OSFP
// cages P{n}/1, P{n}/2 (400G each) and mgmt0 (RJ45).
const QString kIb = QStringLiteral("ib-ndr-64x400g");
PortRef port(const QString& device, const QString& name) { return {DesignBuilder::deviceId(device), name}; }
QStringList itemsOf(const QComboBox* combo) {
    QStringList items;
    for (int i = 0; i < combo->count(); ++i) items << combo->itemText(i);
    return items;
}
}  // namespace

class TstConnectPortsDialog : public QObject {
    Q_OBJECT
private:
    WindowFixture f;
    std::unique_ptr<Design> m_design;
    SelectionModel m_selection;

    std::unique_ptr<ConnectPortsDialog> open() {
        auto dialog = std::make_unique<ConnectPortsDialog>(*m_design, &m_selection);
        dialog->show();
        if (!QTest::qWaitForWindowExposed(dialog.get())) qFatal("dialog not exposed");
        return dialog;
    }
    /// Types `text` into a port combo with the keyboard (QComboBox's prefix search).
    static void type(QComboBox* combo, const QString& text) {
        combo->setFocus();
        QTest::keyClicks(combo, text);
    }
    /// Types part of a device's name into an editable device combo and takes the
    /// first device the completer offers (Down, Return in its popup).
    static void pick(QComboBox* combo, const QString& part) {
        combo->setFocus();
        combo->lineEdit()->selectAll();
        QTest::keyClicks(combo->lineEdit(), part);
        QAbstractItemView* popup = combo->completer()->popup();
        QVERIFY(popup->isVisible());
        QTest::keyClick(popup, Qt::Key_Down);
        QTest::keyClick(popup, Qt::Key_Return);
    }
    void wire(const QString& a, const QString& pa, const QString& b, const QString& pb) {
        EditResult edit = HandConnection::make(*m_design, port(a, pa), port(b, pb));
        QVERIFY2(edit, qPrintable(edit.error));
        m_design->undoStack().push(edit.command.release());
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(f.dir.isValid());
        f.isolate();
    }
    void init() {
        // Racks named so that natural order differs from document order:
        // R10 is inserted before R2 yet listed after it.
        m_design = DesignBuilder()
                       .room(10000, 8000)
                       .row(QStringLiteral("A"))
                       .rack(QStringLiteral("R1"), 1000, 1000)
                       .device(kServer, QStringLiteral("R1"), 1, QStringLiteral("srv1"))
                       .device(kIb, QStringLiteral("R1"), 20, QStringLiteral("ib1"))
                       .rack(QStringLiteral("R10"), 2200, 1000)
                       .device(kIb, QStringLiteral("R10"), 20, QStringLiteral("ib10"))
                       .rack(QStringLiteral("R2"), 1600, 1000)
                       .device(kIb, QStringLiteral("R2"), 20, QStringLiteral("ib2"))
                       .build();
        m_selection.clear();
    }
    void cleanup() { m_design.reset(); }

    void devicesListedByRackThenName() {
        auto dialog = open();
        const QStringList expected{QStringLiteral("R1 / ib1"), QStringLiteral("R1 / srv1"), QStringLiteral("R2 / ib2"),
                                   QStringLiteral("R10 / ib10")};
        QCOMPARE(itemsOf(dialog->deviceACombo()), expected);
        QCOMPARE(itemsOf(dialog->deviceBCombo()), expected);
        // Nothing selected: A is the first device, B the next one.
        QCOMPARE(dialog->deviceACombo()->currentIndex(), 0);
        QCOMPARE(dialog->deviceBCombo()->currentIndex(), 1);
    }

    void keyboardChoiceConnectsInOneUndoStep() {
        auto dialog = open();
        pick(dialog->deviceACombo(), QStringLiteral("srv"));
        QCOMPARE(dialog->deviceACombo()->currentText(), QStringLiteral("R1 / srv1"));
        type(dialog->portACombo(), QStringLiteral("OSFP3"));
        QCOMPARE(dialog->portACombo()->currentData().toString(), QStringLiteral("OSFP3"));
        pick(dialog->deviceBCombo(), QStringLiteral("r2"));
        QCOMPARE(dialog->deviceBCombo()->currentText(), QStringLiteral("R2 / ib2"));
        type(dialog->portBCombo(), QStringLiteral("P2/1"));
        QCOMPARE(dialog->portBCombo()->currentData().toString(), QStringLiteral("P2/1"));

        const HandConnection::Plan plan =
            HandConnection::plan(*m_design, port(QStringLiteral("srv1"), QStringLiteral("OSFP3")),
                                 port(QStringLiteral("ib2"), QStringLiteral("P2/1")));
        QVERIFY2(plan.check.ok, qPrintable(plan.check.reason));
        QVERIFY(dialog->connectButton()->isEnabled());
        QCOMPARE(dialog->verdictLabel()->text(),
                 QStringLiteral("OK — cable %1").arg(m_design->catalog().cable(plan.cableTypeId)->model));

        const int steps = m_design->undoStack().count();
        QTest::keyClick(dialog->portBCombo(), Qt::Key_Return);  // the default button
        QCOMPARE(dialog->result(), int(QDialog::Accepted));
        QCOMPARE(m_design->connections().size(), 1);
        QCOMPARE(m_design->undoStack().count(), steps + 1);
        const Connection& made = m_design->connections()[0];
        QCOMPARE(made.a, port(QStringLiteral("srv1"), QStringLiteral("OSFP3")));
        QCOMPARE(made.b, port(QStringLiteral("ib2"), QStringLiteral("P2/1")));

        m_design->undoStack().undo();
        QCOMPARE(m_design->connections().size(), 0);
        QCOMPARE(m_design->cables().size(), 0);
    }

    void nonMatingPairShowsReason() {
        auto dialog = open();
        pick(dialog->deviceACombo(), QStringLiteral("srv"));
        type(dialog->portACombo(), QStringLiteral("OSFP1"));
        pick(dialog->deviceBCombo(), QStringLiteral("ib1"));
        type(dialog->portBCombo(), QStringLiteral("mgmt0"));
        QCOMPARE(dialog->portBCombo()->currentData().toString(), QStringLiteral("mgmt0"));

        const HandConnection::Plan plan =
            HandConnection::plan(*m_design, port(QStringLiteral("srv1"), QStringLiteral("OSFP1")),
                                 port(QStringLiteral("ib1"), QStringLiteral("mgmt0")));
        QVERIFY(!plan.check.ok);
        QVERIFY(!plan.check.reason.isEmpty());
        QCOMPARE(dialog->verdictLabel()->text(), plan.check.reason);
        QVERIFY(!dialog->connectButton()->isEnabled());
        QTest::keyClick(dialog->portBCombo(), Qt::Key_Return);
        QCOMPARE(m_design->connections().size(), 0);
        QVERIFY(dialog->isVisible());
    }

    void usedPortsAreNotOffered() {
        wire(QStringLiteral("srv1"), QStringLiteral("OSFP1"), QStringLiteral("ib1"), QStringLiteral("P1/1"));
        auto dialog = open();
        pick(dialog->deviceACombo(), QStringLiteral("srv"));
        pick(dialog->deviceBCombo(), QStringLiteral("ib1"));
        QCOMPARE(dialog->deviceBCombo()->currentText(), QStringLiteral("R1 / ib1"));
        QCOMPARE(dialog->portACombo()->findData(QStringLiteral("OSFP1")), -1);
        QVERIFY(dialog->portACombo()->findData(QStringLiteral("OSFP2")) >= 0);
        QCOMPARE(dialog->portBCombo()->findData(QStringLiteral("P1/1")), -1);
        QVERIFY(dialog->portBCombo()->findData(QStringLiteral("P1/2")) >= 0);
        // One port fewer than the catalog lists on each end.
        const auto portsOf = [this](const QString& name) {
            return int(m_design->typeOf(*m_design->device(DesignBuilder::deviceId(name)))->ports().size());
        };
        QCOMPARE(dialog->portACombo()->count(), portsOf(QStringLiteral("srv1")) - 1);
        QCOMPARE(dialog->portBCombo()->count(), portsOf(QStringLiteral("ib1")) - 1);
    }

    void selectedDevicesArePreselected() {
        m_selection.setDevices({DesignBuilder::deviceId(QStringLiteral("ib2")), DesignBuilder::deviceId(QStringLiteral("srv1"))});
        auto two = open();
        QCOMPARE(two->deviceACombo()->currentText(), QStringLiteral("R2 / ib2"));
        QCOMPARE(two->deviceBCombo()->currentText(), QStringLiteral("R1 / srv1"));
        m_selection.setDevices({DesignBuilder::deviceId(QStringLiteral("ib10"))});
        auto one = open();
        QCOMPARE(one->deviceACombo()->currentText(), QStringLiteral("R10 / ib10"));
        QCOMPARE(one->deviceBCombo()->currentText(), QStringLiteral("R1 / ib1"));
    }

    void ctrlKOpensTheDialogFromTheInsertMenu() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QAction* action = f.window->action(QStringLiteral("actionConnectPorts"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+K")));
        QAction* addRow = f.window->action(QStringLiteral("actionAddRow"));
        bool inInsertMenu = false;
        for (QAction* entry : f.window->menuBar()->actions())
            if (entry->menu() && entry->menu()->actions().contains(addRow)) inInsertMenu = entry->menu()->actions().contains(action);
        QVERIFY(inInsertMenu);

        bool opened = false;
        QTimer::singleShot(0, this, [&opened] {
            if (auto* dialog = qobject_cast<ConnectPortsDialog*>(QApplication::activeModalWidget())) {
                opened = true;
                dialog->reject();
            }
        });
        QTest::keyClick(f.window.get(), Qt::Key_K, Qt::ControlModifier);
        QVERIFY(opened);
        f.window.reset();
    }
};

QTEST_MAIN(TstConnectPortsDialog)
#include "tst_connect_ports_dialog.moc"
