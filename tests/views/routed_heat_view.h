#pragma once
// Shared by the floor-plan tests that look at routes under a heat map: the
// 256-GPU example with its route overlay and the rack kW heat map, in the
// editor's 1 600 x 1 000 view, shown and settled.
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "tests/support/test_paths.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/heat_map_overlay.h"
#include "views/floorplan/route_overlay.h"

#include <QScrollBar>
#include <QtTest>

#include <memory>

namespace sn::test {

struct RoutedHeatView {
    std::unique_ptr<Design> design =
        DesignFile::open(sourceDir() + QStringLiteral("/resources/examples/supernode-256-liquid-rail.json"));
    FloorPlanScene scene{*design};
    RouteOverlay* overlay = new RouteOverlay(*design, &scene);  // owned by the scene
    FloorPlanView view{&scene};

    /// Shows the view; false (with the test failed) when it has no routes or no window.
    bool show() {
        if (overlay->shownCount() == 0) {
            QTest::qFail("the example shows no routes", __FILE__, __LINE__);
            return false;
        }
        view.resize(1600, 1000);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view)) {
            QTest::qFail("the view was never exposed", __FILE__, __LINE__);
            return false;
        }
        view.heatMap()->setMetric(HeatMetric::RackPower);
        QCoreApplication::processEvents();  // the overlay refreshes once the edit's signals are out
        return true;
    }

    /// Four pans from where the view is, two on and two most of the way
    /// back (scrolling the kept pixels both ways), `check("pan")` after each.
    template <class Check>
    void panFourTimes(Check&& check) {
        for (int pan = 0; pan < 4; ++pan) {
            view.horizontalScrollBar()->setValue(view.horizontalScrollBar()->value() + (pan < 2 ? 120 : -90));
            view.verticalScrollBar()->setValue(view.verticalScrollBar()->value() + (pan < 2 ? 40 : -30));
            check("pan");
        }
    }

    /// The floor area of row A's racks, in scene millimetres.
    QRectF rowA() const {
        QRectF row;
        for (const Rack& r : design->racks())
            if (r.name.startsWith(QLatin1Char('A'))) row |= QRectF(r.xMm, r.yMm, r.widthMm, r.depthMm);
        return row;
    }
};

}  // namespace sn::test
