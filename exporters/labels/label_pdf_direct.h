#pragma once

#include <QByteArray>
#include <QFont>
#include <QString>

#include <optional>

namespace sn {

struct LabelSheet;

/// Writes a LabelSheet's PDF itself (PdfDocument) rather than through
/// QPdfWriter: the same pages as LabelPdf paints, in a fraction of the time,
/// since Qt compresses every page at its fixed zlib level and builds each
/// through its general painting engine (at 16 384 GPUs, 77 895 wrap pages
/// took 5.2 s, a third of it in zlib). The page is the stock's exact size.
class LabelPdfDirect {
public:
    /// The PDF, or nullopt when the font cannot be embedded as TrueType
    /// (CFF outlines) or some label has a character the font lacks: Qt's
    /// path then picks a fallback font for those lines.
    static std::optional<QByteArray> pdf(const LabelSheet& sheet, const QFont& font, const QString& title);
};

}  // namespace sn
