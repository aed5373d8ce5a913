// Times the findings panel and the cable table (points 4 and 5) on
// the 4 096-GPU fabric of tests/support/large_design (512 servers, 12 288
// cables): the first full rule run behind the panel, the time from an edit
// to findingsChanged (the panel has updated by then), the cable table's
// model build, one cable edit reaching its row, a sort and a rack filter.
// Prints figures; asserts nothing.
//
//   bench_findings
#include "model/commands/edit_object_command.h"
#include "model/rules/rule_engine.h"
#include "tests/support/large_design.h"
#include "views/cables/cable_edits.h"
#include "views/cables/cable_filter_proxy.h"
#include "views/cables/cable_table_model.h"
#include "views/cables/cable_table_panel.h"
#include "views/common/selection_model.h"
#include "views/findings/findings_model.h"
#include "views/findings/findings_panel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <vector>

using namespace sn;

namespace {

double msSince(const QElapsedTimer& t) { return double(t.nsecsElapsed()) / 1e6; }

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

}  // namespace

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);
    QElapsedTimer t;
    t.start();
    std::unique_ptr<Design> design = test::buildLargeFabricDesign();
    out << QStringLiteral("design: %1 racks, %2 devices, %3 cables (built in %4 ms)\n")
               .arg(design->racks().size()).arg(design->devices().size()).arg(design->cables().size())
               .arg(t.elapsed());
    SelectionModel selection;

    t.restart();
    FindingsPanel findings(*design, selection);
    const double panelMs = msSince(t);
    out << QStringLiteral("findings panel with the first full rule run: %1 ms (%2 findings)\n")
               .arg(panelMs, 0, 'f', 1).arg(findings.model()->findings().size());
    out << QStringLiteral("  title: %1\n").arg(findings.title());

    // Edit → findingsChanged: the panel's own slot runs first (it connected
    // first), so the figure includes the tree's update.
    QElapsedTimer edit;
    std::vector<double> toFindings;
    QObject::connect(&findings.engine(), &RuleEngine::findingsChanged, [&] { toFindings.push_back(msSince(edit)); });
    std::vector<RackId> racks;
    for (const Rack& r : design->racks()) racks.push_back(r.id);
    for (int i = 0; i < 21; ++i) {
        const Rack& before = *design->rack(racks[size_t(i) % racks.size()]);
        Rack after = before;
        after.powerBudgetW = 1000 + i;  // a budget every loaded rack exceeds
        edit.start();
        design->undoStack().push(new EditObjectCommand<Rack>(*design, before, after, QStringLiteral("budget")));
    }
    out << QStringLiteral("edit (rack budget) to findingsChanged: median %1 ms, max %2 ms over %3 edits\n")
               .arg(median(toFindings), 0, 'f', 2)
               .arg(*std::max_element(toFindings.begin(), toFindings.end()), 0, 'f', 2)
               .arg(toFindings.size());
    out << QStringLiteral("  title after the edits: %1\n").arg(findings.title());

    t.restart();
    CableTableModel model(*design);
    out << QStringLiteral("cable table model build (%1 rows): %2 ms\n").arg(model.rowCount()).arg(msSince(t), 0, 'f', 1);
    std::vector<double> rebuilds;
    for (int i = 0; i < 5; ++i) {
        t.restart();
        model.rebuild();
        rebuilds.push_back(msSince(t));
    }
    out << QStringLiteral("cable table model rebuild: median %1 ms\n").arg(median(rebuilds), 0, 'f', 1);

    t.restart();
    CableTablePanel table(*design, selection, &findings.engine());
    table.resize(1600, 400);
    table.show();
    QCoreApplication::processEvents();
    out << QStringLiteral("cable table panel (model, proxy, view, shown): %1 ms\n").arg(msSince(t), 0, 'f', 1);

    // One ordered length through undo, until its row shows it.
    const CableId first = design->cables().begin()->id;
    std::vector<double> cableEdits;
    toFindings.clear();
    for (int i = 0; i < 11; ++i) {
        t.restart();
        edit.start();
        EditResult e = CableEdits::setOrderedLength(*design, {first}, 30000.0 + 1000 * i);
        if (!e) {
            out << "cable edit refused: " << e.error << '\n';
            return 1;
        }
        design->undoStack().push(e.command.release());
        cableEdits.push_back(msSince(t));
    }
    out << QStringLiteral("cable length edit: to findingsChanged median %1 ms; whole edit (rules, both panels, the row) median %2 ms\n")
               .arg(median(toFindings), 0, 'f', 2).arg(median(cableEdits), 0, 'f', 2);

    t.restart();
    table.proxy()->sort(CableTableModel::orderedLengthColumn(), Qt::DescendingOrder);
    out << QStringLiteral("sort by ordered length: %1 ms\n").arg(msSince(t), 0, 'f', 1);
    t.restart();
    table.proxy()->sort(2, Qt::AscendingOrder);
    out << QStringLiteral("sort by A device (natural order): %1 ms\n").arg(msSince(t), 0, 'f', 1);
    CableFilterProxy::Filter f;
    f.rack = design->racks().begin()->name;
    t.restart();
    table.proxy()->setFilter(f);
    out << QStringLiteral("filter by rack %1: %2 ms (%3 rows)\n")
               .arg(f.rack).arg(msSince(t), 0, 'f', 1).arg(table.proxy()->rowCount());
    return 0;
}
