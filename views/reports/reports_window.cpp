#include "views/reports/reports_window.h"

#include "model/design/design.h"
#include "views/common/tool_window.h"
#include "views/reports/rack_power_chart.h"
#include "views/reports/report_columns.h"
#include "views/reports/report_table_model.h"
#include "views/reports/report_table_view.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace sn {

namespace {

QSortFilterProxyModel* sortingProxy(ReportTableModel* source, QObject* parent) {
    auto* proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(source);
    proxy->setSortRole(ReportTableModel::SortRole);  // numbers by value, not text
    proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    proxy->setSortLocaleAware(true);
    return proxy;
}

}  // namespace

ReportsWindow::ReportsWindow(QWidget* parent)
    : QWidget(parent, Qt::Window),
      m_summary(new QLabel(this)),
      m_tabs(new QTabWidget(this)),
      m_rackModel(new ReportTableModel(ReportColumns::racks(), [](const DesignReport& r) { return int(r.racks.size()); }, this)),
      m_loopModel(new ReportTableModel(ReportColumns::loops(), [](const DesignReport& r) { return int(r.loops.size()); }, this)),
      m_rackProxy(sortingProxy(m_rackModel, this)),
      m_loopProxy(sortingProxy(m_loopModel, this)),
      m_rackTable(new ReportTableView(this)),
      m_loopTable(new ReportTableView(this)),
      m_chart(new RackPowerChart(this)) {
    setObjectName(QStringLiteral("reportsWindow"));
    setWindowTitle(tr("Power and Cooling Reports"));
    m_rackTable->setObjectName(QStringLiteral("rackReportTable"));
    m_loopTable->setObjectName(QStringLiteral("loopReportTable"));
    m_rackTable->setModel(m_rackProxy);
    m_loopTable->setModel(m_loopProxy);
    m_rackTable->sortByColumn(-1, Qt::AscendingOrder);  // document order until a header is clicked
    m_loopTable->sortByColumn(-1, Qt::AscendingOrder);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_rackTable);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    m_tabs->addTab(split, tr("&Racks"));
    m_tabs->addTab(m_loopTable, tr("Cooling &Loops"));

    auto* note = new QLabel(tr("Heat at max draw; flow L/min = 60 · P[kW] / (ρ · c_p · ΔT). "
                               "Select cells and press Ctrl+C to copy them with their headers."),
                            this);
    note->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(note);
    ToolWindow::setUp(this, QSize(1200, 760));

    // A click on a rack's row brings its bar into view.
    connect(m_rackTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid()) m_chart->ensureVisible(m_rackProxy->mapToSource(current).row());
            });
}

ReportsWindow::~ReportsWindow() {
    // The models keep a pointer to m_report: detach them before it goes.
    m_rackModel->setReport(nullptr);
    m_loopModel->setReport(nullptr);
    m_chart->setReport(nullptr);
}

void ReportsWindow::setDesign(Design* design) { m_watch.follow(design); }

void ReportsWindow::showEvent(QShowEvent* event) {
    ToolWindow::keepOnScreen(this);
    QWidget::showEvent(event);
    m_watch.shown();
}

void ReportsWindow::refresh() {
    m_watch.refreshing();
    Design* design = m_watch.design();
    if (!design) {
        m_pass.cancel();
        display(DesignReport{});
        return;
    }
    m_summary->setText(tr("Computing the report…"));
    m_pass.run(*design, [this](std::shared_ptr<const DesignSnapshot> snapshot, const std::atomic<bool>&) {
        auto report = std::make_shared<DesignReport>(DesignReport::of(snapshot->design()));
        return [this, report] { display(std::move(*report)); };
    });
}

void ReportsWindow::display(DesignReport report) {
    m_report = std::move(report);
    m_rackModel->setReport(&m_report);
    m_loopModel->setReport(&m_report);
    m_chart->setReport(&m_report);
    const QString name = m_report.name.isEmpty() ? tr("Untitled") : m_report.name;
    setWindowTitle(tr("Power and Cooling Reports — %1").arg(name));
    m_summary->setText(tr("%1 — racks: %2; %3 kW max, %4 kW typical; room %5 m², %6 kW/m².")
                           .arg(name, QString::number(m_report.racks.size()), QString::number(m_report.totalMaxW / 1000.0, 'f', 1),
                                QString::number(m_report.totalTypicalW / 1000.0, 'f', 1),
                                QString::number(m_report.roomAreaM2, 'f', 1), QString::number(m_report.kwPerM2, 'f', 2)));
    if (!m_sized && !m_report.racks.empty()) {  // once: later edits keep the user's column widths
        m_sized = true;
        m_rackTable->resizeColumnsToContents();
        m_loopTable->resizeColumnsToContents();
    }
}

}  // namespace sn
