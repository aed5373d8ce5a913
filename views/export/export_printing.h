#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QString>

class QPrinter;

namespace sn {

class Design;
struct LabelSheet;

/// Printing through QPrinter what the exporters otherwise write as PDF:
/// label sheets at the stock's page size without margins and at 1:1 scale,
/// so each label lands on the physical label, and the BOM on A4.
class ExportPrinting {
    Q_DECLARE_TR_FUNCTIONS(ExportPrinting)
public:
    /// Throws UserError when the printer refuses the stock's page size.
    static void printLabels(QPrinter& printer, const LabelSheet& sheet, const QString& title);
    /// Throws UserError when the printer refuses A4.
    static void printBom(QPrinter& printer, const Design& design, const QDate& date);
};

}  // namespace sn
