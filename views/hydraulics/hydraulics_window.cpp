#include "views/hydraulics/hydraulics_window.h"

#include "model/commands/valve_settings_command.h"
#include "model/design/design.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace sn {

namespace {

QTableWidgetItem* cell(const QString& text, std::optional<double> number = std::nullopt) {
    auto* item = new QTableWidgetItem;
    if (number) item->setData(Qt::DisplayRole, std::round(*number * 10.0) / 10.0);
    else item->setText(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

}  // namespace

HydraulicsWindow::HydraulicsWindow(QWidget* parent)
    : QWidget(parent, Qt::Window),
      m_summary(new QLabel(this)),
      m_table(new QTableWidget(0, 10, this)),
      m_report(new QPlainTextEdit(this)),
      m_balance(new QPushButton(tr("&Balance Valves"), this)),
      m_print(new QPushButton(tr("&Print Report…"), this)) {
    setObjectName(QStringLiteral("hydraulicsWindow"));
    setWindowTitle(tr("Coolant Hydraulics"));
    m_summary->setObjectName(QStringLiteral("hydraulicsSummary"));
    m_summary->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("balancingTable"));
    m_table->setHorizontalHeaderLabels({tr("Loop"), tr("Rack"), tr("Valve on pipe"), tr("Required L/min"),
                                        tr("All open L/min"), tr("As set L/min"), tr("Balanced L/min"),
                                        tr("Setting, turns"), tr("As set, turns"), tr("Valve ΔP kPa")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSortingEnabled(true);
    m_report->setObjectName(QStringLiteral("hydraulicsReport"));
    m_report->setReadOnly(true);
    m_report->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_report->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_balance->setObjectName(QStringLiteral("balanceValves"));
    m_balance->setToolTip(tr("Write the settings of the Setting column onto the valves (Ctrl+Z undoes it)."));
    m_print->setObjectName(QStringLiteral("printHydraulics"));
    connect(m_balance, &QPushButton::clicked, this, [this] { balance(); });
    connect(m_print, &QPushButton::clicked, this, &HydraulicsWindow::print);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_report);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_balance);
    buttons->addWidget(m_print);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);
    resize(1200, 720);
}

HydraulicsWindow::~HydraulicsWindow() = default;

void HydraulicsWindow::setDesign(Design* design) { m_watch.follow(design); }

void HydraulicsWindow::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    m_watch.shown();
}

void HydraulicsWindow::Solved::compute() {
    const Design& design = snapshot->design();
    networks = std::make_unique<std::vector<LoopNetwork>>(LoopNetwork::of(design));
    for (const LoopNetwork& net : *networks) {
        HydraulicsReport::Loop loop{&net, {}, std::nullopt};
        if (net.solvable()) {
            loop.result = LoopHydraulics::solve(net);
            loop.balancing = LoopBalancing::of(net, loop.result);
        }
        loops.push_back(std::move(loop));
    }
    text = HydraulicsReport::text(design, loops, {});
}

void HydraulicsWindow::refresh() {
    m_watch.refreshing();
    m_balance->setEnabled(false);
    Design* design = m_watch.design();
    if (!design) {
        m_pass.cancel();
        m_solved.reset();
        m_summary->clear();
        m_report->clear();
        m_table->setRowCount(0);
        return;
    }
    m_summary->setText(tr("Solving the coolant loops…"));
    m_pass.run(*design, [this](std::shared_ptr<const DesignSnapshot> snapshot, const std::atomic<bool>&) {
        auto solved = std::make_shared<Solved>();
        solved->snapshot = std::move(snapshot);
        solved->compute();
        return [this, solved] { display(solved); };
    });
}

void HydraulicsWindow::display(std::shared_ptr<const Solved> solved) {
    m_solved = std::move(solved);
    m_report->setPlainText(m_solved->text);
    fillTable();
}

void HydraulicsWindow::fillTable() {
    const Design& design = m_solved->snapshot->design();
    m_table->setSortingEnabled(false);
    m_table->setRowCount(0);
    int valves = 0, unbalanced = 0;
    double worstSpread = 0;
    for (const HydraulicsReport::Loop& loop : m_solved->loops) {
        if (!loop.balancing) continue;
        const LoopBalancing& b = *loop.balancing;
        worstSpread = std::max(worstSpread, b.spreadAsSet);
        for (const LoopBalancing::Branch& br : b.branches) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            const Cable* cable = design.cable(br.cable);
            const QString rack = br.rack >= 0 && br.rack < design.racks().size() ? design.racks()[br.rack].name : QString();
            m_table->setItem(row, 0, cell(loop.network->name));
            m_table->setItem(row, 1, cell(rack));
            m_table->setItem(row, 2, cell(cable ? cable->label : QString()));
            m_table->setItem(row, 3, cell({}, br.requiredLpm));
            m_table->setItem(row, 4, cell({}, br.openLpm));
            m_table->setItem(row, 5, cell({}, br.asSetLpm));
            m_table->setItem(row, 6, cell({}, br.balancedLpm));
            m_table->setItem(row, 7, cell({}, br.turns));
            m_table->setItem(row, 8, cell({}, br.asSetTurns));
            m_table->setItem(row, 9, cell({}, br.valveKpa));
            ++valves;
            if (std::abs(br.asSetTurns - br.turns) > 1e-9) ++unbalanced;
        }
    }
    m_table->setSortingEnabled(true);
    m_table->resizeColumnsToContents();
    m_balance->setEnabled(unbalanced > 0);
    if (m_solved->loops.empty()) m_summary->setText(tr("The design has no cooling loop."));
    else if (valves == 0)
        m_summary->setText(tr("No coolant pipe carries a balancing valve: nothing to set. The report below gives every "
                              "rack's flow."));
    else
        m_summary->setText(tr("%n balancing valve(s); %1 differ from the worked-out setting. Rack flow spread as set: "
                              "%2 % (aim: at most %3 %).",
                              nullptr, valves)
                               .arg(unbalanced)
                               .arg(QString::number(100 * worstSpread, 'f', 1),
                                    QString::number(100 * LoopBalancing::kTargetSpread, 'f', 0)));
}

int HydraulicsWindow::balance() {
    Design* design = m_watch.design();
    if (!design || !m_solved || !m_solved->snapshot->isCurrentFor(*design)) return 0;
    std::vector<ValveSettings::Setting> settings;
    for (const HydraulicsReport::Loop& loop : m_solved->loops)
        if (loop.balancing && loop.balancing->converged)
            for (const LoopBalancing::Branch& br : loop.balancing->branches) settings.push_back({br.cable, br.turns});
    auto command = ValveSettings::command(*design, settings, tr("Balance coolant loops"));
    if (!command) return 0;
    const int changed = command->childCount();
    design->undoStack().push(command.release());
    return changed;
}

void HydraulicsWindow::print() {
    QPrinter printer;
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print Hydraulics Report"));
    if (dialog.exec() != QDialog::Accepted) return;
    QTextDocument doc;
    doc.setDefaultFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    doc.setPlainText(m_report->toPlainText());
    doc.print(&printer);
}

}  // namespace sn
