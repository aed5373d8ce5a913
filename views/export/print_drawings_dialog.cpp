#include "views/export/print_drawings_dialog.h"

#include "model/design/design.h"
#include "views/common/selection_model.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QVBoxLayout>

namespace sn {

namespace {

enum class Elevations { None, Selected, All };

}  // namespace

PrintDrawingsDialog::PrintDrawingsDialog(Design& design, const SelectionModel& selection, QGraphicsScene* floorPlan,
                                         QWidget* parent)
    : QDialog(parent), m_design(design), m_selection(selection), m_scene(floorPlan) {
    setObjectName(QStringLiteral("printDrawingsDialog"));
    setWindowTitle(tr("Print Drawings"));
    m_paper = new QComboBox(this);
    m_paper->setObjectName(QStringLiteral("printPaper"));
    for (QPageSize::PageSizeId id : {QPageSize::A3, QPageSize::A4, QPageSize::A2, QPageSize::A1})
        m_paper->addItem(tr("%1 landscape").arg(QPageSize(id).name()), int(id));
    m_scale = new QComboBox(this);
    m_scale->setObjectName(QStringLiteral("printScale"));
    m_scale->addItem(tr("Largest standard scale that fits"), 0);
    for (int s : {50, 100, 200, 250, 500, 1000}) m_scale->addItem(QStringLiteral("1:%1").arg(s), s);
    m_floorPlan = new QCheckBox(tr("Floor plan"), this);
    m_floorPlan->setObjectName(QStringLiteral("printFloorPlan"));
    m_floorPlan->setChecked(true);
    m_elevations = new QComboBox(this);
    m_elevations->setObjectName(QStringLiteral("printElevations"));
    m_elevations->addItem(tr("None"), int(Elevations::None));
    m_elevations->addItem(tr("Selected racks"), int(Elevations::Selected));
    m_elevations->addItem(tr("All racks"), int(Elevations::All));
    m_elevations->setCurrentIndex(selection.racks().empty() ? 0 : 1);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("printSummary"));
    m_summary->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("Paper:"), m_paper);
    form->addRow(tr("Floor plan scale:"), m_scale);
    form->addRow(QString(), m_floorPlan);
    form->addRow(tr("Elevations:"), m_elevations);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* pdf = buttons->addButton(tr("Export &PDF…"), QDialogButtonBox::ActionRole);
    pdf->setObjectName(QStringLiteral("printExportPdf"));
    QPushButton* print = buttons->addButton(tr("&Print…"), QDialogButtonBox::ActionRole);
    print->setObjectName(QStringLiteral("printPrint"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(pdf, &QPushButton::clicked, this, &PrintDrawingsDialog::exportPdf);
    connect(print, &QPushButton::clicked, this, &PrintDrawingsDialog::printSheets);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    for (QComboBox* box : {m_paper, m_scale, m_elevations})
        connect(box, &QComboBox::currentIndexChanged, this, &PrintDrawingsDialog::updateSummary);
    connect(m_floorPlan, &QCheckBox::toggled, this, &PrintDrawingsDialog::updateSummary);
    updateSummary();
}

DrawingPrinting::Options PrintDrawingsDialog::options() const {
    DrawingPrinting::Options o;
    o.paper = QPageSize::PageSizeId(m_paper->currentData().toInt());
    if (const int s = m_scale->currentData().toInt(); s > 0) o.planScale = s;
    o.floorPlan = m_floorPlan->isChecked();
    switch (Elevations(m_elevations->currentData().toInt())) {
    case Elevations::None: break;
    case Elevations::Selected: o.elevations = m_selection.racks(); break;
    case Elevations::All:
        for (const Rack& r : m_design.racks()) o.elevations.push_back(r.id);
        break;
    }
    return o;
}

void PrintDrawingsDialog::updateSummary() {
    const DrawingPrinting::Options o = options();
    const int sheets = (o.floorPlan ? 1 : 0) + int(o.elevations.size());
    QString text = tr("%n sheet(s)", nullptr, sheets);
    if (o.floorPlan) {
        const int scale = DrawingPrinting::planScaleFor(m_design, o);
        text += QLatin1Char('\n') + tr("Floor plan at 1:%1 on %2").arg(scale).arg(QPageSize(o.paper).name());
        const QSizeF area = DrawingPrinting::drawingArea(o.paper).size();
        if (m_design.room().widthMm / scale > area.width() || m_design.room().depthMm / scale > area.height())
            text += QLatin1Char('\n') + tr("The room does not fit the sheet at this scale; it is cut at the edges.");
    }
    m_summary->setText(text);
}

int PrintDrawingsDialog::exportTo(const QString& path) {
    m_error.clear();
    const int sheets = DrawingPrinting::exportPdf(path, m_design, m_scene, options(), &m_error);
    m_summary->setText(sheets > 0 ? tr("Wrote %n sheet(s) to %1.", nullptr, sheets).arg(QFileInfo(path).fileName()) : m_error);
    return sheets;
}

void PrintDrawingsDialog::exportPdf() {
    const QString name = (m_design.info().name.isEmpty() ? tr("drawings") : m_design.info().name) + QStringLiteral(".pdf");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Drawings as PDF"), name, tr("PDF files (*.pdf)"));
    if (!path.isEmpty()) exportTo(path);
}

void PrintDrawingsDialog::printSheets() {
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() != QDialog::Accepted) return;
    m_error.clear();
    const int sheets = DrawingPrinting::print(printer, m_design, m_scene, options(), &m_error);
    m_summary->setText(sheets > 0 ? tr("Printed %n sheet(s).", nullptr, sheets) : m_error);
}

}  // namespace sn
