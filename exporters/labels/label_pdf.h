#pragma once

#include <QByteArray>
#include <QFont>
#include <QString>

class QPagedPaintDevice;
class QPainter;

namespace sn {

struct LabelSheet;

/// Prints a laid-out LabelSheet: the page size is the stock's, each label's
/// lines are set at the fitted size in the cell, its QR code (if any) drawn
/// as vector modules, and faint cell outlines help check the alignment on
/// plain paper. The same painting serves a PDF, a QPrinter (both are
/// QPagedPaintDevice) and an on-screen preview.
class LabelPdf {
public:
    static QByteArray pdf(const LabelSheet& sheet, const QFont& font, const QString& title);
    /// Paints every page onto a device already set to the stock's page size.
    static void paint(const LabelSheet& sheet, const QFont& font, QPagedPaintDevice& device);
    /// Paints page `page` (from 0) on a painter whose unit is the point.
    static void paintPage(const LabelSheet& sheet, const QFont& font, QPainter& painter, int page);
};

}  // namespace sn
