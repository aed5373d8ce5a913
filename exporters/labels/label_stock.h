#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <optional>
#include <vector>

namespace sn {

/// One grid of identical labels on a sheet (glabels `<Layout>`), in points.
struct LabelGrid {
    int nx = 1, ny = 1;
    double x0Pt = 0, y0Pt = 0, dxPt = 0, dyPt = 0;
    bool operator==(const LabelGrid&) const = default;
};

/// A self-laminating wrap (resources/labels/cable-wrap-templates.xml): an
/// opaque print-on area and a clear tail that wraps over it, for cables of
/// an outer diameter (OD) range. Read from the template's <Markup-rect>
/// (the print-on area) and its <Cable-wrap> element (the range, the source).
struct CableWrap {
    QRectF printablePt;  ///< the print-on area inside the label, from its top left corner
    double odMinMm = 0, odMaxMm = 0;
    QString source;      ///< the datasheet the figures come from
    /// The range from the label's geometry when the datasheet states none
    /// (L the length around the cable, P the print-on height):
    /// OD_min = P / π, the print goes once around without covering itself;
    /// OD_max = (L − P) / π, the clear tail goes once around over all of it.
    static std::pair<double, double> odRangeMm(double lengthPt, double printableHeightPt);
    /// OD within the range, 0.005 mm of slack for the inch-to-mm rounding.
    bool fits(double odMm) const { return odMm >= odMinMm - 0.005 && odMm <= odMaxMm + 0.005; }
    bool operator==(const CableWrap&) const = default;
};

/// A label stock as the glabels template database describes it: the page,
/// the rectangular label, its printable margin and the grids it sits on.
/// Lengths in PostScript points (1/72 in), the origin at the page's top left.
struct LabelStock {
    QString id;           ///< "avery-5160": brand and part, lower case
    QString brand, part, description, paper;
    QSizeF pageSizePt;
    QSizeF labelSizePt;
    double roundPt = 0;
    double marginXPt = 0, marginYPt = 0;
    std::vector<LabelGrid> grids;
    QString source;  ///< the templates file it came from (a user's stock is read from there again)
    std::optional<CableWrap> wrap;  ///< set for a self-laminating wrap

    /// Where text goes in `cell`: a wrap's print-on area, else the cell less its margins.
    QRectF printableRect(const QRectF& cell) const;
    /// Every label cell on one page, grid by grid, row by row from the top.
    std::vector<QRectF> cells() const;
    int labelsPerPage() const;
    bool operator==(const LabelStock&) const = default;
};

/// A template the reader understood but will not print on, with why.
struct RefusedStock {
    QString id, name;  ///< name: "Brand Part", as gLabels lists it
    QString reason;    ///< translated: which label leaves the page or overlaps which
};

/// Reads glabels template XML (shared/data/label-templates, MIT). Rectangular
/// labels on a named paper size, an explicit size or a roll are understood;
/// other shapes (round, CD) are left out as they cannot carry cable text.
/// A stock whose cells leave the page or overlap one another is refused
/// (refused()), never printed: labels would land off the sheet or on top of
/// each other.
class LabelStockLibrary {
    Q_DECLARE_TR_FUNCTIONS(LabelStockLibrary)
public:
    /// The curated stocks shipped under resources/labels/, with gLabels'
    /// whole paper-size list, so a copy reads any user's templates file.
    static const LabelStockLibrary& builtIn();

    /// No stocks, the built-in paper sizes: where a user's templates are read.
    static LabelStockLibrary forUserTemplates();
    /// The stock `name` (findByName) of a templates file or folder; throws
    /// UserError naming the file and the stock, and the reason when the file
    /// refuses that stock, or listing the stocks it has.
    static LabelStock userStock(const QString& fileOrFolder, const QString& name);

    /// Paper sizes from a glabels paper-sizes.xml; throws UserError naming `source`.
    void addPaperSizes(const QByteArray& xml, const QString& source);
    /// Templates from a glabels templates file; throws UserError naming `source` and the line.
    void addTemplates(const QByteArray& xml, const QString& source);

    /// The user's own templates file (any gLabels templates XML), read with
    /// the full gLabels paper-size list; throws UserError naming the file.
    void addTemplateFile(const QString& path);
    /// Every *.xml templates file in a folder (a user's stock folder), in
    /// name order; files that are not templates files are passed over.
    /// Returns the problems of files that could not be read, one line each.
    QStringList addTemplateFolder(const QString& folder);

    const std::vector<LabelStock>& stocks() const { return m_stocks; }
    const std::vector<RefusedStock>& refused() const { return m_refused; }
    const LabelStock* find(const QString& id) const;
    /// The wrap stock for a cable of this OD: of the wraps whose range holds
    /// it, the one with the widest print-on area (the most room for the
    /// identifiers), then the tallest, then the first listed; nullptr when
    /// no wrap fits or the OD is unknown (0).
    const LabelStock* wrapFor(double odMm) const;
    /// By id ("avery-l7160") or by part as the file writes it ("L7160"), or
    /// the only stock when `name` is empty and there is one; nullptr otherwise.
    const LabelStock* findByName(const QString& name) const;
    QString idList() const;

    /// "1in", "2.5mm", "12pt", "3cm", "1pc" or a bare number (points) → points.
    /// As gLabels reads lengths (a leading number, then the unit): an empty
    /// number is 0 ("" and "in" are 0), so every file it opens opens here;
    /// nullopt for text that is no number at all ("wide", "1x").
    static std::optional<double> lengthPt(const QString& text);
    /// Why a stock cannot be printed (a cell off the page, two cells
    /// overlapping), or empty when it can. 0.01 pt of slack for rounding.
    static QString layoutProblem(const LabelStock& stock);
    static QString stockId(const QString& brand, const QString& part);

private:
    QHash<QString, QSizeF> m_paper;
    std::vector<LabelStock> m_stocks;
    std::vector<RefusedStock> m_refused;
    QHash<QString, int> m_index;
};

}  // namespace sn
