#pragma once

#include "exporters/bom/bom.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>

class QPagedPaintDevice;

namespace sn {

/// The BOM as a printable A4 table: a heading with design name, revision
/// and date on every page, the column titles repeated, descriptions wrapped
/// (never cut), and "page n of N".
class BomPdf {
    Q_DECLARE_TR_FUNCTIONS(BomPdf)
public:
    static QByteArray pdf(const std::vector<BomLine>& lines, const QString& designName, const QString& revision,
                          const QDate& date);
    /// Paints the pages onto a device already set to A4 portrait without margins
    /// (a QPdfWriter or a QPrinter), in points whatever its resolution.
    static void paint(const std::vector<BomLine>& lines, const QString& designName, const QString& revision,
                      const QDate& date, QPagedPaintDevice& device);
};

}  // namespace sn
