// Opening a large design in the editor as a user does: the main window at
// 1600 × 1000, File ▸ Open of FILE, then Ctrl+F and a search. Prints, wall
// time from the start of the open:
//   - "design shown": openFile() has returned and the window has painted
//     once with the design in it (the floor plan at Fit: the hall, racks and
//     trays; the cable routes are read once the queued events run);
//   - "routes shown": the queued events have run and the window has painted
//     again, with the routes;
//   - "find answered": Ctrl+F's dialog is up and has listed the hits for a
//     rack's name and for a cable's label, each typed in whole (two searches
//     over every rack, device, tray and cable).
// One open per process (fonts, caches and memory as a user's first open
// has them): run it several times, alternating with the other file.
// Targets: the design shown and the find answered within 1 s at 16 384 GPUs
// and 3 s at 65 536.
//
//   QT_QPA_PLATFORM=offscreen bench_window FILE.supernode
#include "model/design/design.h"
#include "views/main/find_dialog.h"
#include "views/main/main_window.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QLineEdit>
#include <QMessageBox>

#include <cstdio>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: bench_window FILE.supernode\n");
        return 2;
    }
    sn::MainWindow window;
    window.setPrompter([](auto...) { return QMessageBox::No; });
    window.resize(1600, 1000);
    window.show();
    QApplication::processEvents();
    QImage frame(window.size(), QImage::Format_ARGB32_Premultiplied);

    QElapsedTimer t;
    t.start();
    if (!window.openFile(QString::fromLocal8Bit(argv[1]))) return 1;
    window.render(&frame);
    const double shownMs = double(t.nsecsElapsed()) / 1e6;
    QApplication::processEvents();
    window.render(&frame);
    const double routesMs = double(t.nsecsElapsed()) / 1e6;

    const sn::Design& design = window.design();
    QString rack;
    for (const sn::Rack& r : design.racks()) rack = r.name;  // the last one
    QString cable;
    for (const sn::Cable& c : design.cables())
        if (!c.label.isEmpty()) cable = c.label;  // the last labelled one
    window.action(QStringLiteral("actionFind"))->trigger();
    auto* find = window.findChild<sn::FindDialog*>();
    if (!find) return 1;
    find->textField()->setText(rack);
    const size_t rackHits = find->hits().size();
    find->textField()->setText(cable);
    const size_t cableHits = find->hits().size();
    QApplication::processEvents();
    const double findMs = double(t.nsecsElapsed()) / 1e6;

    std::printf("%s: %d racks, %d cables\n", argv[1], int(design.racks().size()), int(design.cables().size()));
    std::printf("design shown  %8.0f ms\n", shownMs);
    std::printf("routes shown  %8.0f ms\n", routesMs);
    std::printf("find answered %8.0f ms (%zu hits for rack %s, %zu for cable %s)\n", findMs, rackHits,
                qPrintable(rack), cableHits, qPrintable(cable));
    return rackHits > 0 && cableHits > 0 ? 0 : 1;
}
