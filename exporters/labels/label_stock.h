#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <vector>

namespace sn {

/// One grid of identical labels on a sheet (glabels `<Layout>`), in points.
struct LabelGrid {
    int nx = 1, ny = 1;
    double x0Pt = 0, y0Pt = 0, dxPt = 0, dyPt = 0;
    bool operator==(const LabelGrid&) const = default;
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

    /// Every label cell on one page, grid by grid, row by row from the top.
    std::vector<QRectF> cells() const;
    int labelsPerPage() const;
    bool operator==(const LabelStock&) const = default;
};

/// Reads glabels template XML (shared/data/label-templates, MIT). Rectangular
/// labels on a named paper size, an explicit size or a roll are understood;
/// other shapes (round, CD) are left out as they cannot carry cable text.
class LabelStockLibrary {
    Q_DECLARE_TR_FUNCTIONS(LabelStockLibrary)
public:
    /// The curated stocks shipped under resources/labels/.
    static const LabelStockLibrary& builtIn();

    /// Paper sizes from a glabels paper-sizes.xml; throws UserError naming `source`.
    void addPaperSizes(const QByteArray& xml, const QString& source);
    /// Templates from a glabels templates file; throws UserError naming `source` and the line.
    void addTemplates(const QByteArray& xml, const QString& source);

    const std::vector<LabelStock>& stocks() const { return m_stocks; }
    const LabelStock* find(const QString& id) const;
    QString idList() const;

    /// "1in", "2.5mm", "12pt", "3cm", "1pc" or a bare number (points) → points; nullopt if malformed.
    static std::optional<double> lengthPt(const QString& text);
    static QString stockId(const QString& brand, const QString& part);

private:
    QHash<QString, QSizeF> m_paper;
    std::vector<LabelStock> m_stocks;
    QHash<QString, int> m_index;
};

}  // namespace sn
