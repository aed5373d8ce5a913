#pragma once

#include "labels/label_stock.h"
#include "labels/text_fit.h"

#include <QCoreApplication>
#include <QRectF>
#include <QStringList>

#include <vector>

namespace sn {

class Design;
class LabelScheme;
class LabelSelection;

/// One label to print: the end of a cable it goes on and its text.
struct LabelItem {
    QString cableId;
    QString nearEnd, farEnd;  ///< end identifiers from the scheme
    QString identifier;       ///< near "/" far
    QString role;
    QStringList paragraphs;   ///< what is printed, before wrapping: id, this end, far end
    /// The same on two lines ("id this-end", "→ far end") for narrow cable markers.
    QStringList compactParagraphs;
};

/// A label placed on a page: its cell, the fitted text and each line's box.
struct PlacedLabel {
    int item = 0;   ///< index into LabelSheet::items
    int page = 0;
    QRectF cellPt;  ///< the label on the stock's grid
    FittedText text;
    std::vector<QRectF> lineRectsPt;  ///< where each line is set, inside the cell's margins
};

/// Labels of the selected cables laid out on a stock: two labels per cable
/// (A end, then B end), in pull order, filling the grid cell by cell. A
/// label that cannot hold its three lines tries the two-line compact form.
/// Labels whose text does not fit even wrapped at the minimum size keep
/// their cell empty and are listed in `tooLong`.
struct LabelSheet {
    Q_DECLARE_TR_FUNCTIONS(LabelSheet)
public:
    LabelStock stock;
    std::vector<LabelItem> items;
    std::vector<PlacedLabel> placed;
    std::vector<int> tooLong;  ///< indices into items
    int pages = 0;

    static std::vector<LabelItem> collect(const Design& design, const LabelScheme& scheme,
                                        const LabelSelection& selection);
    static LabelSheet layout(std::vector<LabelItem> items, const LabelStock& stock, const TextFitter& fitter);
    /// "C00001 (DH1.A01-14:OSFP3): text too long for a 46.7 × 7 mm label" lines.
    QStringList problems() const;
};

}  // namespace sn
