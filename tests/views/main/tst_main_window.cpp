// The editor window end to end: save, close and reopen; the unsaved-changes
// prompt; undo actions; delete; cut/copy/paste; autosave and recovery; --screenshot.
#include "model/io/design_json.h"
#include "tests/support/test_paths.h"
#include "tests/views/window_fixture.h"
#include "views/common/selection_model.h"
#include "views/floorplan/add_row_dialog.h"
#include "views/floorplan/floor_plan_items.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"

#include <QAction>
#include <QProcess>
#include <QSettings>

using namespace sn;
using namespace sn::test;

class TestMainWindow : public QObject {
    Q_OBJECT
private:
    WindowFixture f;
    std::unique_ptr<MainWindow>& m_window = f.window;
    QStringList& m_asked = f.asked;
    QMessageBox::StandardButton& m_answer = f.answer;
    QString path(const QString& name) const { return f.path(name); }
    void writeSample(const QString& file) const { f.writeSample(file); }
    std::unique_ptr<MainWindow> makeWindow() { return f.makeWindow(); }
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

    void saveCloseReopenShowsTheSameDesign_data() {
        QTest::addColumn<QString>("extension");
        QTest::newRow("project") << QStringLiteral("supernode");
        QTest::newRow("json") << QStringLiteral("json");
    }
    void saveCloseReopenShowsTheSameDesign() {
        QFETCH(QString, extension);
        const QString file = path(QStringLiteral("roundtrip.") + extension);
        writeSample(file);
        QVERIFY(m_window->openFile(file));
        QVERIFY(!m_window->isWindowModified());
        const auto placed = dropServer(20);
        QVERIFY(placed);
        QVERIFY(m_window->isWindowModified());
        QVERIFY(m_window->save());
        QVERIFY(!m_window->isWindowModified());
        const QByteArray saved = DesignJson::write(m_window->design());
        QVERIFY(m_window->closeDocument());
        QVERIFY(m_asked.isEmpty());  // nothing unsaved: no question
        QCOMPARE(m_window->design().devices().size(), 0);
        QVERIFY(m_window->openFile(file));
        QCOMPARE(DesignJson::write(m_window->design()), saved);
        QCOMPARE(m_window->design().device(*placed)->placement.u, 20);
        // The reopened rack is shown with both servers drawn on both faces.
        QCOMPARE(m_window->elevation()->scene()->rack(), std::optional<RackId>(kRack));
        QCOMPARE(m_window->elevation()->scene()->itemsOf(*placed).size(), 2);
        QCOMPARE(m_window->recentFiles().value(0), QFileInfo(file).absoluteFilePath());
    }

    void newUserBuildsARackSavesAndReopens() {
        // Add a row, drag a server, a switch, PDUs and a
        // manifold in, undo, save and reopen.
        QVERIFY(m_window->filePath().isEmpty());
        AddRowDialog dialog(m_window->design(), m_window.get());
        RowPlan plan = dialog.plan();
        plan.count = 4;
        plan.rackTypeId = QStringLiteral("rack-48u-800x1200");  // 2 side slots per channel
        dialog.setPlan(plan);
        QVERIFY(dialog.apply());
        QCOMPARE(m_window->design().racks().size(), 4);
        const Rack& a01 = *m_window->design().racks().begin();
        QCOMPARE(a01.name, QStringLiteral("A01"));

        // Click A01 on the floor plan: the elevation shows it.
        FloorPlanView* plan2d = m_window->floorPlan();
        plan2d->fitAll();
        const QPointF centre(a01.xMm + a01.widthMm / 2, a01.yMm + a01.depthMm / 2);
        QTest::mouseClick(plan2d->viewport(), Qt::LeftButton, Qt::NoModifier, plan2d->mapFromScene(centre));
        QCOMPARE(m_window->selection().racks(), std::vector<RackId>{a01.id});
        QCOMPARE(m_window->elevation()->scene()->rack(), std::optional<RackId>(a01.id));
        QVERIFY(plan2d->floorScene()->itemOf(a01.id)->isCurrent());  // outlined on the plan

        RackElevationView* elevation = m_window->elevation()->view();
        const ElevationLayout lay = *m_window->elevation()->scene()->layout();
        const double x = lay.unitsRect(Face::Front).center().x();
        QVERIFY(elevation->dropDevice(kServer, centreOf4U(x, 1)));
        // A 1 U switch centred on U40: 60 + 48 × 44.45 − 39.5 × 44.45 mm down.
        QVERIFY(elevation->dropDevice(QStringLiteral("ib-ndr-64x400g"), QPointF(x, 60 + 8.5 * kRackUnitMm)));
        QVERIFY(elevation->dropDevice(QStringLiteral("pdu-3ph-415v-63a"), lay.sideSlotRect(SideChannel::Left, 0).center()));
        QVERIFY(elevation->dropDevice(QStringLiteral("pdu-3ph-415v-63a"), lay.sideSlotRect(SideChannel::Right, 0).center()));
        const auto manifold = elevation->dropDevice(QStringLiteral("manifold-0u-16qd"), lay.sideSlotRect(SideChannel::Left, 1).center());
        QVERIFY(manifold);
        QCOMPARE(m_window->design().devicesIn(a01.id).size(), size_t(5));
        QCOMPARE(m_window->design().device(*manifold)->placement.sideIndex, 1);

        m_window->action(QStringLiteral("actionUndo"))->trigger();
        QCOMPARE(m_window->design().devicesIn(a01.id).size(), size_t(4));
        m_window->action(QStringLiteral("actionRedo"))->trigger();
        QCOMPARE(m_window->design().devicesIn(a01.id).size(), size_t(5));

        const QString file = path(QStringLiteral("first.supernode"));
        QVERIFY(m_window->saveTo(file));
        const QByteArray saved = DesignJson::write(m_window->design());
        QVERIFY(m_window->closeDocument());
        QVERIFY(m_window->openFile(file));
        QCOMPARE(DesignJson::write(m_window->design()), saved);
        int switches = 0;
        for (const Device& d : m_window->design().devices())
            if (d.typeId == QStringLiteral("ib-ndr-64x400g")) {
                QCOMPARE(d.placement.u, 40);
                ++switches;
            }
        QCOMPARE(switches, 1);
    }

    void unsavedChangesAreAskedAbout() {
        const QString file = path(QStringLiteral("ask.supernode"));
        writeSample(file);
        QVERIFY(m_window->openFile(file));
        QVERIFY(dropServer(10));
        m_answer = QMessageBox::Cancel;
        QVERIFY(!m_window->closeDocument());
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(m_window->design().devices().size(), 2);  // kept
        m_answer = QMessageBox::Discard;
        QVERIFY(m_window->closeDocument());
        QCOMPARE(m_window->design().devices().size(), 0);
        // Discarded: the file still holds one device.
        QCOMPARE(DesignFile::open(file)->devices().size(), 1);
    }

    void undoRedoActionsFollowTheStack() {
        const QString file = path(QStringLiteral("undo.supernode"));
        writeSample(file);
        QVERIFY(m_window->openFile(file));
        QAction* undo = m_window->action(QStringLiteral("actionUndo"));
        QAction* redo = m_window->action(QStringLiteral("actionRedo"));
        QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
        QCOMPARE(redo->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+Z")));
        QVERIFY(!undo->isEnabled());
        const auto placed = dropServer(30);
        QVERIFY(undo->isEnabled());
        QVERIFY(undo->text().contains(QStringLiteral("R1-U30")));  // readable step name
        undo->trigger();
        QVERIFY(!m_window->design().device(*placed));
        QVERIFY(!m_window->isWindowModified());
        redo->trigger();
        QVERIFY(m_window->design().device(*placed));
    }

    void deleteRemovesTheSelection() {
        const QString file = path(QStringLiteral("delete.supernode"));
        writeSample(file);
        QVERIFY(m_window->openFile(file));
        m_window->selection().setDevices({kSrv1});
        m_window->action(QStringLiteral("actionDelete"))->trigger();
        QVERIFY(!m_window->design().device(kSrv1));
        QVERIFY(m_window->selection().isEmpty());
        m_window->design().undoStack().undo();
        QCOMPARE(m_window->design().device(kSrv1)->placement.u, 1);
    }

    void copyPasteMintsNewDevices() {
        const QString file = path(QStringLiteral("clip.supernode"));
        writeSample(file);
        QVERIFY(m_window->openFile(file));
        m_window->selection().setDevices({kSrv1});
        m_window->action(QStringLiteral("actionCopy"))->trigger();
        m_window->action(QStringLiteral("actionPaste"))->trigger();
        // U1–U4 is srv1's, so the copy takes the lowest free U: 5.
        QCOMPARE(m_window->design().devices().size(), 2);
        const Device* copy = nullptr;
        for (const Device& d : m_window->design().devices())
            if (d.id != kSrv1) copy = &d;
        QVERIFY(copy);
        QCOMPARE(copy->placement.u, 5);
        QCOMPARE(copy->name, QStringLiteral("R1-U05"));
        QCOMPARE(m_window->design().undoStack().count(), 1);
        // Cut removes the original; pasting brings a new one back to U1 (now free).
        m_window->selection().setDevices({kSrv1});
        m_window->action(QStringLiteral("actionCut"))->trigger();
        QVERIFY(!m_window->design().device(kSrv1));
        m_window->action(QStringLiteral("actionPaste"))->trigger();
        QCOMPARE(m_window->design().devices().size(), 2);
        bool atU1 = false;
        for (const Device& d : m_window->design().devices()) atU1 |= d.placement.u == 1 && d.id != kSrv1;
        QVERIFY(atU1);
        QCOMPARE(m_window->design().undoStack().count(), 3);
    }

    void autosaveWritesSideFileAndOffersRecovery() {
        const QString file = path(QStringLiteral("crash.supernode"));
        writeSample(file);
        const QByteArray before = [&] { QFile f(file); f.open(QIODevice::ReadOnly); return f.readAll(); }();
        QVERIFY(m_window->openFile(file));
        QVERIFY(!m_window->autosaver()->saveNow());  // nothing changed yet
        const auto placed = dropServer(40);
        QVERIFY(placed);
        QVERIFY(m_window->autosaver()->saveNow());
        QVERIFY(QFile::exists(Autosaver::sidePath(file)));
        QFile main(file);
        QVERIFY(main.open(QIODevice::ReadOnly));
        QCOMPARE(main.readAll(), before);  // only Save writes the main file

        // "Crash": a second window opens the file while the side file is there.
        auto other = makeWindow();
        m_answer = QMessageBox::Yes;
        QVERIFY(other->openFile(file));
        QCOMPARE(m_asked.size(), 1);
        QVERIFY(other->design().device(*placed));
        QVERIFY(other->isWindowModified());  // recovered changes are not saved yet
        QVERIFY(other->save());
        QVERIFY(!QFile::exists(Autosaver::sidePath(file)));
        QVERIFY(DesignFile::open(file)->device(*placed));
    }

    void untitledWorkIsAutosavedAndRecovered() {
        AddRowDialog dialog(m_window->design());
        QVERIFY(dialog.apply());
        QCOMPARE(m_window->design().racks().size(), 8);  // the dialog's default count
        QVERIFY(m_window->autosaver()->saveNow());
        QVERIFY(QFile::exists(Autosaver::sidePath({})));

        auto other = makeWindow();
        m_answer = QMessageBox::Yes;
        QVERIFY(other->recoverUntitled());
        QCOMPARE(other->design().racks().size(), 8);
        QVERIFY(other->filePath().isEmpty());
        QVERIFY(other->isWindowModified());
        // Saving under a name retires the untitled side file.
        QVERIFY(other->saveTo(path(QStringLiteral("recovered.json"))));
        QVERIFY(!QFile::exists(Autosaver::sidePath({})));
        QVERIFY(!other->recoverUntitled());  // nothing left to offer
    }

    void declinedRecoveryRemovesTheSideFile() {
        const QString file = path(QStringLiteral("decline.supernode"));
        writeSample(file);
        QVERIFY(m_window->openFile(file));
        QVERIFY(dropServer(40));
        QVERIFY(m_window->autosaver()->saveNow());
        auto other = makeWindow();
        m_answer = QMessageBox::No;
        QVERIFY(other->openFile(file));
        QCOMPARE(other->design().devices().size(), 1);
        QVERIFY(!other->isWindowModified());
        QVERIFY(!QFile::exists(Autosaver::sidePath(file)));
    }

    void windowLayoutIsRemembered() {
        m_window->resize(1234, 777);
        QVERIFY(m_window->close());  // nothing unsaved: closes and stores the layout
        MainWindow next;
        QCOMPARE(next.size(), QSize(1234, 777));
        QVERIFY(!QSettings().value(QStringLiteral("mainWindow/state")).toByteArray().isEmpty());
    }

    void openingAMissingFileChangesNothing() {
        m_answer = QMessageBox::Ok;
        QVERIFY(!m_window->openFile(path(QStringLiteral("missing.supernode"))));
        QCOMPARE(m_asked, QStringList{QStringLiteral("Open Design")});
        QVERIFY(m_window->filePath().isEmpty());
    }

    /// Every panel adds actions of its own; two with the same key would make
    /// Qt fire neither ("ambiguous shortcut"), so each key has one owner.
    void everyShortcutIsUnique() {
        QHash<QString, QString> owner;
        int keys = 0;
        for (const QAction* a : m_window->findChildren<QAction*>()) {
            for (const QKeySequence& key : a->shortcuts()) {
                const QString text = key.toString(QKeySequence::PortableText);
                const QString name = a->text();
                if (owner.contains(text) && owner.value(text) != name)
                    QFAIL(qPrintable(QStringLiteral("%1 is both \"%2\" and \"%3\"").arg(text, owner.value(text), name)));
                owner.insert(text, name);
                ++keys;
            }
        }
        // File, edit and view keys plus the panels': 29 when this was written.
        QVERIFY2(keys >= 25, qPrintable(QString::number(keys)));
        QVERIFY(owner.contains(QStringLiteral("F7")) && owner.contains(QStringLiteral("F8")) && owner.contains(QStringLiteral("F9")));
    }

    void screenshotWritesAPng() {
        const QString cli = sn::test::cliPath();
        SN_CANNOT_RUN_IF(sn::test::cliMissing());
        const QString file = path(QStringLiteral("shot.supernode"));
        const QString png = path(QStringLiteral("shot.png"));
        writeSample(file);
        QProcess run;
        run.start(cli, {QStringLiteral("--screenshot"), png, file});
        QVERIFY(run.waitForFinished(60000));
        QCOMPARE(run.exitCode(), 0);
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1600, 1000));
        QVERIFY(QFileInfo(png).size() > 10000);
        // A file that does not exist: non-zero and no image.
        run.start(cli, {QStringLiteral("--screenshot"), path(QStringLiteral("none.png")), path(QStringLiteral("none.supernode"))});
        QVERIFY(run.waitForFinished(60000));
        QCOMPARE(run.exitCode(), 1);
        QVERIFY(!QFile::exists(path(QStringLiteral("none.png"))));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
