#pragma once

#include <QByteArray>
#include <QFont>
#include <QString>

class QPagedPaintDevice;

namespace sn {

struct LabelSheet;

/// Prints a laid-out LabelSheet: the page size is the stock's, each label's
/// lines are set at the fitted size in the cell, and faint cell outlines
/// help check the alignment on plain paper. The same painting serves a PDF
/// and a QPrinter (both are QPagedPaintDevice).
class LabelPdf {
public:
    static QByteArray pdf(const LabelSheet& sheet, const QFont& font, const QString& title);
    /// Paints onto a device already set to the stock's page size.
    static void paint(const LabelSheet& sheet, const QFont& font, QPagedPaintDevice& device);
};

}  // namespace sn
