#pragma once

#include "exporters/labels/label_stock.h"
#include "exporters/labels/text_fit.h"

#include <QCoreApplication>
#include <QRectF>
#include <QStringList>

#include <memory>
#include <vector>

namespace sn {

class Design;
class LabelScheme;
class LabelSelection;
class QrCode;

/// How labels are laid out beyond the stock: a QR code of the cable id
/// at the left of each label, as tall as the printable area.
struct LabelOptions {
    bool qr = false;
};

/// One label to print: the end of a cable it goes on and its text.
struct LabelItem {
    QString cableId;
    QString nearEnd, farEnd;  ///< end identifiers from the scheme
    QString role;
    double odMm = 0;          ///< the cable type's outer diameter; 0 when no type or none stated
    QString assembly;         ///< a leg of a multi-leg part: "<part id> leg <n>"; empty otherwise

    /// near "/" far
    QString identifier() const;
    /// What is printed, before wrapping: id, this end, far end. Made when
    /// asked, not kept: a sheet holds two items per cable.
    QStringList paragraphs() const;
    /// The same on two lines ("id this-end", "→ far end") for narrow cable markers.
    QStringList compactParagraphs() const;
};

/// A label placed on a page: its cell, the fitted text and each line's box.
struct PlacedLabel {
    int item = 0;   ///< index into LabelSheet::items
    int page = 0;
    QRectF cellPt;  ///< the label on the stock's grid
    FittedText text;
    std::vector<QRectF> lineRectsPt;  ///< where each line is set, inside the cell's margins
    /// With LabelOptions::qr: the symbol of the cable id and the square it
    /// fills (quiet zone included) at the left of the printable area.
    std::shared_ptr<const QrCode> qr;
    QRectF qrPt;
};

/// Labels of the selected cables laid out on a stock: two labels per cable
/// (A end, then B end), in pull order, filling the grid cell by cell. A
/// label that cannot hold its three lines tries the two-line compact form.
/// Labels whose text does not fit even wrapped at the minimum size keep
/// their cell empty and are listed in `tooLong`. With a QR code the text
/// is fitted into what the code leaves of the printable width. Labels with a
/// character no font on the machine draws are left out too, and listed in
/// `undrawable` with those characters.
struct LabelSheet {
    Q_DECLARE_TR_FUNCTIONS(LabelSheet)
public:
    LabelStock stock;
    std::vector<LabelItem> items;
    std::vector<PlacedLabel> placed;
    std::vector<int> tooLong;  ///< indices into items
    struct Undrawable {
        int item = 0;        ///< index into items
        QString characters;  ///< each once, see TextFitter::undrawable()
    };
    std::vector<Undrawable> undrawable;
    int pages = 0;

    static std::vector<LabelItem> collect(const Design& design, const LabelScheme& scheme,
                                        const LabelSelection& selection);
    static LabelSheet layout(std::vector<LabelItem> items, const LabelStock& stock, const TextFitter& fitter,
                             const LabelOptions& options = {});
    /// "C00001 (DH1.A01-14:OSFP3): text too long for a 46.7 × 7 mm label" lines,
    /// then "C00001 (…): no font on this machine draws “机” (U+673A)" lines.
    QStringList problems() const;
    /// The first problem and how many more, on one line: a stock too small
    /// for any text once listed all 2 164 of a design, and the dialog that
    /// showed them grew past the screen.
    QString firstProblems() const;
};

}  // namespace sn
