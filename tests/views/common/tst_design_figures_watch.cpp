// DesignFiguresWatch: when a figures window (reports, fault domains)
// recomputes after edits. Counted with a plain widget whose "refresh" only
// counts, so each case states exactly how many recomputes it expects.
#include "model/design/design.h"
#include "views/common/design_figures_watch.h"

#include <QTest>
#include <QWidget>

using namespace sn;

namespace {

ProjectInfo named(const QString& name) {
    ProjectInfo info;
    info.name = name;
    return info;
}

/// A shown widget with a watch whose refresh counts itself.
struct CountingWindow {
    QWidget widget;
    int refreshes = 0;
    DesignFiguresWatch watch{widget, [this] {
                                 watch.refreshing();
                                 ++refreshes;
                             }};
};

}  // namespace

class TstDesignFiguresWatch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void editsWhileShownRecomputeOnceAfterTheSignals() {
        Design design;
        CountingWindow w;
        w.widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.widget));
        w.watch.follow(&design);
        QCOMPARE(w.refreshes, 1);  // following a design while shown shows its figures now
        design.setInfo(named(QStringLiteral("a")));
        design.setInfo(named(QStringLiteral("b")));
        QCOMPARE(w.refreshes, 1);  // not inside the edit's signals
        QTRY_COMPARE(w.refreshes, 2);  // two edits, one recompute
        QTest::qWait(20);
        QCOMPARE(w.refreshes, 2);
    }

    void hiddenWaitsForShow() {
        Design design;
        CountingWindow w;
        w.watch.follow(&design);
        design.setInfo(named(QStringLiteral("a")));
        QTest::qWait(20);
        QCOMPARE(w.refreshes, 0);
        w.widget.show();
        w.watch.shown();  // what the window's showEvent calls
        QCOMPARE(w.refreshes, 1);
        w.watch.shown();  // nothing stale: no second recompute
        QCOMPARE(w.refreshes, 1);
    }

    void batchWaitsForItsEnd() {
        Design design;
        CountingWindow w;
        w.widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.widget));
        w.watch.follow(&design);
        QCOMPARE(w.refreshes, 1);
        design.beginBatch();
        design.setInfo(named(QStringLiteral("a")));
        design.setInfo(named(QStringLiteral("b")));
        QTest::qWait(20);
        QCOMPARE(w.refreshes, 1);
        design.endBatch();
        QTRY_COMPARE(w.refreshes, 2);
    }

    void followingAnotherDesignDropsTheFirst() {
        Design first, second;
        CountingWindow w;
        w.widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.widget));
        w.watch.follow(&first);
        w.watch.follow(&second);
        QCOMPARE(w.refreshes, 2);
        QCOMPARE(w.watch.design(), &second);
        first.setInfo(named(QStringLiteral("a")));
        QTest::qWait(20);
        QCOMPARE(w.refreshes, 2);
        second.setInfo(named(QStringLiteral("b")));
        QTRY_COMPARE(w.refreshes, 3);
        w.watch.follow(nullptr);
        QCOMPARE(w.watch.design(), nullptr);
    }
};

QTEST_MAIN(TstDesignFiguresWatch)
#include "tst_design_figures_watch.moc"
