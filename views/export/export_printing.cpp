#include "views/export/export_printing.h"

#include "exporters/bom/bom.h"
#include "exporters/bom/bom_pdf.h"
#include "exporters/export/design_export.h"
#include "exporters/labels/label_pdf.h"
#include "exporters/labels/label_sheet.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"

#include <QPageLayout>
#include <QPageSize>
#include <QPrinter>

namespace sn {

namespace {

/// The whole page is ours (no printer margins moving the origin), at `size`.
void setPage(QPrinter& printer, const QPageSize& size, const QString& what) {
    printer.setFullPage(true);
    if (!printer.setPageLayout(QPageLayout(size, QPageLayout::Portrait, QMarginsF()))) {
        const QSizeF mm = size.size(QPageSize::Millimeter);
        throw UserError(ExportPrinting::tr("The printer %1 does not take the page size of %2 (%3 × %4 mm).")
                            .arg(printer.printerName(), what)
                            .arg(mm.width(), 0, 'f', 1)
                            .arg(mm.height(), 0, 'f', 1));
    }
}

}  // namespace

void ExportPrinting::printLabels(QPrinter& printer, const LabelSheet& sheet, const QString& title) {
    setPage(printer,
            QPageSize(sheet.stock.pageSizePt, QPageSize::Point, sheet.stock.paper, QPageSize::ExactMatch),
            sheet.stock.id);
    printer.setDocName(title);
    // LabelPdf paints in points scaled by the device's resolution: 1:1 on any printer.
    LabelPdf::paint(sheet, DesignExport::labelFont(), printer);
}

void ExportPrinting::printBom(QPrinter& printer, const Design& design, const QDate& date) {
    setPage(printer, QPageSize(QPageSize::A4), tr("the bill of materials"));
    printer.setDocName(tr("Bill of materials — %1").arg(design.info().name));
    BomPdf::paint(Bom::build(design, SparesPolicy()), design.info().name, design.info().revision, date, printer);
}

}  // namespace sn
