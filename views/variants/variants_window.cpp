#include "views/variants/variants_window.h"

#include "exporters/common/output_file.h"
#include "exporters/variants/variants_pdf.h"
#include "exporters/variants/variants_report.h"
#include "model/catalog/catalog.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/variants/variant_comparison.h"
#include "views/variants/variants_chart.h"
#include "views/wizard/supernode_wizard_dialog.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QRegularExpression>
#include <QPushButton>
#include <QTableWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <atomic>

namespace sn {

namespace {

/// The axes the window offers, with the values it starts from.
struct AxisChoice {
    VariantAxisKind kind;
    const char* values;
};
constexpr AxisChoice kAxes[4] = {{VariantAxisKind::Fabric, "rail,fattree"},
                                 {VariantAxisKind::StorageOversubscription, "1,2"},
                                 {VariantAxisKind::RackKw, "60,120"},
                                 {VariantAxisKind::Cooling, "liquid,air"}};

QString axisTitle(VariantAxisKind kind) {
    switch (kind) {
    case VariantAxisKind::Fabric: return VariantsWindow::tr("Fabric");
    case VariantAxisKind::StorageOversubscription: return VariantsWindow::tr("Storage oversubscription");
    case VariantAxisKind::RackKw: return VariantsWindow::tr("Rack budget (kW)");
    case VariantAxisKind::Cooling: return VariantsWindow::tr("Cooling");
    case VariantAxisKind::Server: return VariantsWindow::tr("Server");
    case VariantAxisKind::Oversubscription: return VariantsWindow::tr("Oversubscription");
    }
    return {};
}

QDoubleSpinBox* spin(double lo, double hi, double value, int decimals, QWidget* parent) {
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(lo, hi);
    box->setDecimals(decimals);
    box->setValue(value);
    return box;
}

}  // namespace

/// One comparison on the worker: what it was asked, what it made, and the cancel flag.
struct VariantsWindow::Run {
    std::vector<VariantSpec> specs;
    ComparisonTerms terms;
    std::shared_ptr<const Catalog> catalog;
    std::atomic<int> done{0};
    std::atomic<bool> cancelled{false};
    std::unique_ptr<VariantComparison> result;
    QString failure;  ///< what stopped the comparison, when it did not finish
};

VariantsWindow::VariantsWindow(const WizardParams& requirement, const Catalog& catalog, QWidget* parent)
    : QDialog(parent), m_requirement(requirement), m_catalog(std::make_shared<const Catalog>(catalog)) {
    setObjectName(QStringLiteral("variantsWindow"));
    setWindowTitle(tr("Compare Variants"));
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    top->addWidget(makeAxes());
    top->addWidget(makeTerms());
    layout->addLayout(top);
    layout->addLayout(makeRunControls());
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    m_table = new QTableWidget(this);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    layout->addWidget(m_table, 1);
    m_chart = new VariantsChart(this);
    layout->addWidget(m_chart);
    layout->addWidget(makeButtons());
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_open->setEnabled(!m_table->selectedItems().isEmpty()); });
    resize(1000, 720);
}

QLayout* VariantsWindow::makeRunControls() {
    auto* row = new QHBoxLayout;
    m_compare = new QPushButton(tr("&Compare"), this);
    m_compare->setDefault(true);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setVisible(false);
    row->addWidget(m_compare);
    row->addWidget(m_cancel);
    row->addWidget(m_progress, 1);
    m_poll = new QTimer(this);
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (m_run) m_progress->setValue(m_run->done);
    });
    connect(m_compare, &QPushButton::clicked, this, &VariantsWindow::compare);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_run) m_run->cancelled = true;
    });
    return row;
}

QWidget* VariantsWindow::makeButtons() {
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_open = buttons->addButton(tr("&Open This Variant"), QDialogButtonBox::ActionRole);
    m_open->setEnabled(false);
    m_save = buttons->addButton(tr("&Save Report…"), QDialogButtonBox::ActionRole);
    m_save->setEnabled(false);
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Report"), QStringLiteral("variants.pdf"),
                                                          tr("PDF files (*.pdf)"));
        if (!path.isEmpty()) saveReport(path);
    });
    connect(m_open, &QPushButton::clicked, this, &VariantsWindow::openRequested);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    return buttons;
}

VariantsWindow::~VariantsWindow() { stop(); }

QWidget* VariantsWindow::makeAxes() {
    auto* box = new QGroupBox(tr("Vary (every combination is built and routed)"), this);
    auto* grid = new QGridLayout(box);
    for (int i = 0; i < 4; ++i) {
        m_axisOn[size_t(i)] = new QCheckBox(axisTitle(kAxes[i].kind), box);
        m_axisOn[size_t(i)]->setChecked(i < 2);
        m_axisValues[size_t(i)] = new QLineEdit(QString::fromLatin1(kAxes[i].values), box);
        m_axisValues[size_t(i)]->setToolTip(tr("Values separated by commas"));
        grid->addWidget(m_axisOn[size_t(i)], i, 0);
        grid->addWidget(m_axisValues[size_t(i)], i, 1);
    }
    return box;
}

QWidget* VariantsWindow::makeTerms() {
    auto* box = new QGroupBox(tr("Cost and weights"), this);
    auto* form = new QFormLayout(box);
    auto* prices = new QHBoxLayout;
    m_priceList = new QLineEdit(box);
    m_priceList->setPlaceholderText(tr("none: cost is not scored"));
    auto* browse = new QPushButton(tr("Browse…"), box);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Price List"), QString(), tr("CSV files (*.csv)"));
        if (!path.isEmpty()) m_priceList->setText(path);
    });
    prices->addWidget(m_priceList, 1);
    prices->addWidget(browse);
    form->addRow(tr("Price list:"), prices);
    m_years = spin(0, 50, 5, 0, box);
    m_kwhPrice = spin(0, 100, 0, 3, box);
    m_pue = spin(1, 5, 1.3, 2, box);
    form->addRow(tr("Years of energy:"), m_years);
    form->addRow(tr("Price per kWh:"), m_kwhPrice);
    form->addRow(tr("PUE:"), m_pue);
    const QString names[5] = {tr("Performance %:"), tr("Ecosystem %:"), tr("Cost %:"), tr("Scalability %:"),
                              tr("Operations %:")};
    for (int c = 0; c < 5; ++c) {
        m_weights[size_t(c)] = spin(0, 1000, kDefaultWeights[size_t(c)], 0, box);
        form->addRow(names[c], m_weights[size_t(c)]);
    }
    return box;
}

bool VariantsWindow::compare() {
    if (m_worker) return false;
    auto run = std::make_shared<Run>();
    run->catalog = m_catalog;
    try {
        std::vector<VariantAxis> axes;
        for (int i = 0; i < 4; ++i)
            if (m_axisOn[size_t(i)]->isChecked())
                axes.push_back(VariantAxis::parse(QStringLiteral("%1=%2").arg(kVariantAxisNames.name(kAxes[i].kind),
                                                                             m_axisValues[size_t(i)]->text().simplified().remove(QLatin1Char(' ')))));
        run->specs = variantsOf(m_requirement, axes);
        if (!m_priceList->text().trimmed().isEmpty()) run->terms.prices = PriceList::read(m_priceList->text().trimmed());
        run->terms.energy = {m_years->value(), m_kwhPrice->value(), m_pue->value()};
        double sum = 0;
        for (int c = 0; c < 5; ++c) sum += (run->terms.weights[size_t(c)] = m_weights[size_t(c)]->value());
        if (sum <= 0) throw UserError(tr("At least one weight must be above 0."));
    } catch (const UserError& e) {
        m_status->setText(e.message());
        return false;
    }
    m_run = run;
    m_progress->setRange(0, int(run->specs.size()));
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_compare->setEnabled(false);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Building %n variant(s)…", nullptr, int(run->specs.size())));
    m_worker = QThread::create([run] {
        try {
            auto result = VariantComparison::run(run->specs, *run->catalog, run->terms, [&run](int done, int) {
                run->done = done;
                return !run->cancelled.load();
            });
            run->result = std::make_unique<VariantComparison>(std::move(result));
        } catch (const std::exception& e) {  // nothing may escape a thread; the window says what stopped it
            run->failure = QString::fromLocal8Bit(e.what());
        }
    });
    connect(m_worker, &QThread::finished, this, &VariantsWindow::land);
    m_worker->start();
    m_poll->start();
    return true;
}

void VariantsWindow::land() {
    m_worker->wait();
    delete m_worker;
    m_worker = nullptr;
    m_poll->stop();
    const std::shared_ptr<Run> run = std::exchange(m_run, nullptr);
    m_progress->setVisible(false);
    m_compare->setEnabled(true);
    m_cancel->setEnabled(false);
    if (!run->result) {
        m_status->setText(tr("The comparison stopped: %1").arg(run->failure));
        Q_EMIT finished();
        return;
    }
    m_result = std::move(run->result);
    const int built = int(m_result->ranked.size()), asked = int(run->specs.size());
    m_status->setText(run->cancelled ? tr("Cancelled after %1 of %2 variants; the table shows those built.")
                                           .arg(m_result->variants.size())
                                           .arg(asked)
                                     : tr("%1 of %2 variants built and routed.").arg(built).arg(asked));
    showTable();
    m_save->setEnabled(true);
    Q_EMIT finished();
}

void VariantsWindow::showTable() {
    const VariantComparison& c = *m_result;
    QStringList headers{tr("Rank"), tr("Variant"), tr("Total %")};
    for (int k = 0; k < 5; ++k) headers << VariantRanking::criterionName(Criterion(k));
    headers << QStringList{tr("GPUs"), tr("Racks"), tr("IT kW"), tr("Switches"), tr("Gb/s per GPU across the top"),
                           tr("Cost of ownership"), tr("Refused because")};
    m_table->clear();
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(int(c.variants.size()));
    QStringList labels;
    std::vector<std::array<double, 5>> contributions;
    int row = 0;
    const auto put = [&](int column, const QString& text, const QVariant& key = {}) {
        auto* item = new QTableWidgetItem(text);
        item->setData(Qt::UserRole, key);
        m_table->setItem(row, column, item);
    };
    for (size_t r = 0; r < c.ranking.rows.size(); ++r, ++row) {
        const VariantRanking::Row& rank = c.ranking.rows[r];
        const int index = c.ranked[size_t(rank.input)];
        const Variant& v = c.variants[size_t(index)];
        const VariantMetrics& m = *v.metrics;
        put(0, QString::number(r + 1), index);
        put(1, v.spec.label);
        put(2, QString::number(rank.total, 'f', 1));
        for (int k = 0; k < 5; ++k) put(3 + k, QString::number(rank.contribution[size_t(k)], 'f', 1));
        put(8, QString::number(m.gpus));
        put(9, QString::number(m.racks));
        put(10, QString::number(m.itKw, 'f', 1));
        put(11, QString::number(m.switches));
        put(12, QString::number(m.fabric.bisectionGbpsPerGpu(), 'f', 0));
        const auto& cost = c.costs[size_t(index)];
        put(13, cost ? QStringLiteral("%1 %2%3").arg(QString::number(cost->total(), 'f', 0), c.currency,
                                                     cost->complete() ? QString() : tr(" (parts unpriced)"))
                     : tr("not priced"));
        labels << v.spec.label;
        contributions.push_back(rank.contribution);
    }
    for (size_t i = 0; i < c.variants.size(); ++i) {
        if (c.variants[i].built()) continue;
        put(0, QStringLiteral("—"), -1);
        put(1, c.variants[i].spec.label);
        put(14, refusalOf(c.variants[i]));
        ++row;
    }
    m_table->resizeColumnsToContents();
    m_chart->setRanking(labels, contributions);
}

QString VariantsWindow::refusalOf(const Variant& v) {
    if (v.built()) return {};
    return v.refusedField ? SupernodeWizardDialog::refusal(*v.refusedField, v.refusal) : v.refusal;
}

bool VariantsWindow::saveReport(const QString& pdfPath) {
    if (!m_result) return false;
    QStringList refusals;
    for (const Variant& v : m_result->variants) refusals << refusalOf(v);
    QString csvPath = pdfPath;
    csvPath.replace(QRegularExpression(QStringLiteral("\\.pdf$"), QRegularExpression::CaseInsensitiveOption), QString());
    csvPath += QStringLiteral(".csv");
    try {
        OutputFile::writeSet({{pdfPath, VariantsPdf::pdf(*m_result, refusals)},
                              {csvPath, VariantsReport(*m_result, refusals).csv()}});
    } catch (const UserError& e) {
        m_status->setText(e.message());
        return false;
    }
    m_status->setText(tr("Saved %1 and %2.").arg(pdfPath, csvPath));
    return true;
}

std::unique_ptr<Design> VariantsWindow::takeDesign(int row) {
    if (!m_result || row < 0 || row >= m_table->rowCount() || !m_table->item(row, 0)) return nullptr;
    const int index = m_table->item(row, 0)->data(Qt::UserRole).toInt();
    if (index < 0 || index >= int(m_result->variants.size())) return nullptr;
    return std::move(m_result->variants[size_t(index)].design);
}

std::unique_ptr<Design> VariantsWindow::takeSelected() {
    const QList<QTableWidgetItem*> items = m_table->selectedItems();
    std::unique_ptr<Design> design = items.isEmpty() ? nullptr : takeDesign(items.front()->row());
    if (!design) m_status->setText(tr("That variant was refused or is already open."));
    return design;
}

void VariantsWindow::stop() {
    if (!m_worker) return;
    if (m_run) m_run->cancelled = true;
    m_worker->wait();
    delete m_worker;
    m_worker = nullptr;
}

void VariantsWindow::closeEvent(QCloseEvent* event) {
    if (m_run) m_run->cancelled = true;  // the variant under way finishes; no new one starts
    QDialog::closeEvent(event);
}

}  // namespace sn
