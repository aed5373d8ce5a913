#pragma once
// Shared by the GUI tests that drive a whole MainWindow: isolated settings,
// sample files, a window whose prompts answer themselves.
#include "model/core/units.h"
#include "model/store/design_file.h"
#include "tests/support/design_builder.h"
#include "views/cabling/route_runner.h"
#include "views/cabling/routing_tools.h"
#include "views/elevation/elevation_layout.h"
#include "views/elevation/elevation_panel.h"
#include "views/elevation/rack_elevation_scene.h"
#include "views/elevation/rack_elevation_view.h"
#include "views/findings/findings_panel.h"
#include "views/main/autosaver.h"
#include "views/main/main_window.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace sn::test {

inline const QString kServer = QStringLiteral("hgx-b200-8gpu-liquid");  // 4 U, 90 kg
inline const RackId kRack = DesignBuilder::rackId(QStringLiteral("R1"));
inline const DeviceId kSrv1 = DesignBuilder::deviceId(QStringLiteral("srv1"));

/// Scene centre of a 4 U device at U u in a 48 U rack (U1 bottom 60 + 48 × 44.45 mm down).
inline QPointF centreOf4U(double xMm, int u) { return {xMm, 60 + 48 * kRackUnitMm - (u + 1) * kRackUnitMm}; }

class WindowFixture {
public:
    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;
    QStringList asked;  ///< titles of the prompts shown
    QStringList said;   ///< their texts
    QMessageBox::StandardButton answer = QMessageBox::Cancel;

    /// Keeps the user's settings (recent files, layout) and untitled autosave out of the test.
    void isolate() {
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.filePath(QStringLiteral("settings")));
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(Autosaver::sidePath({}));
    }
    QString path(const QString& name) const { return dir.filePath(name); }
    /// Room 10 × 8 m, row A, rack R1 (48 U, 600 × 1200 mm) at (1000, 1000), srv1 at U1–U4.
    void writeSample(const QString& file) const {
        auto design = DesignBuilder()
                          .room(10000, 8000)
                          .row(QStringLiteral("A"))
                          .rack(QStringLiteral("R1"), 1000, 1000)
                          .device(kServer, QStringLiteral("R1"), 1, QStringLiteral("srv1"))
                          .build();
        DesignFile::save(*design, file);
    }
    std::unique_ptr<MainWindow> makeWindow() {
        auto w = std::make_unique<MainWindow>();
        w->setPrompter([this](QMessageBox::Icon, const QString& title, const QString& text, QMessageBox::StandardButtons) {
            asked << title;
            said << text;
            return answer;
        });
        w->resize(1400, 900);
        w->show();
        return w;
    }
    void reset() {
        asked.clear();
        said.clear();
        answer = QMessageBox::Cancel;
        window = makeWindow();
    }
    /// Route ▸ Route All, waiting for its run to end: the action returns as
    /// soon as the worker starts, the step lands when it is done.
    bool routeAll() const {
        QSignalSpy finished(window->findChild<RoutingTools*>()->runner(), &RouteRunner::finished);
        window->action(QStringLiteral("actionRouteAll"))->trigger();
        return !finished.isEmpty() || finished.wait(120000);
    }
    /// Waits until the findings panel shows the rules' findings on the design
    /// as it is now: a whole run (a design opened) is on a worker.
    bool waitForFindings() const {
        auto* panel = window->findChild<FindingsPanel*>();
        return panel && QTest::qWaitFor([panel] { return panel->isUpToDate(); }, 60000);
    }
    /// A server dropped at U `u` through the elevation view's drop.
    std::optional<DeviceId> dropServer(int u) const {
        const auto lay = window->elevation()->scene()->layout();
        return window->elevation()->view()->dropDevice(kServer, centreOf4U(lay->unitsRect(Face::Front).center().x(), u));
    }
};

}  // namespace sn::test
