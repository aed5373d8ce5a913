#pragma once

#include "model/core/ids.h"

#include <QCoreApplication>
#include <QDate>
#include <QPageSize>
#include <QRectF>
#include <QString>

#include <optional>
#include <vector>

class QGraphicsScene;
class QPainter;
class QPrinter;

namespace sn {

class Design;

/// File ▸ Print Drawings… ("Missing"): the floor plan and rack
/// elevations on paper, each sheet with a title block (project, revision,
/// room, sheet title, scale, date, sheet n of m) and drawn to a stated
/// scale — a chosen one (1:100 on A3) or the largest standard scale at
/// which the drawing fits, printed in the title block either way.
class DrawingPrinting {
    Q_DECLARE_TR_FUNCTIONS(DrawingPrinting)
public:
    struct Options {
        QPageSize::PageSizeId paper = QPageSize::A3;
        /// Floor plan scale denominator (100 for 1:100); nullopt: the largest standard scale that fits.
        std::optional<int> planScale;
        bool floorPlan = true;
        std::vector<RackId> elevations;  ///< racks drawn, one sheet each, in this order
        QDate date = QDate::currentDate();
    };
    /// Standard drawing scales (ISO 5455), largest drawing first.
    static const std::vector<int>& standardScales();
    /// The largest standard scale at which `sizeMm` fits `areaMm` (the
    /// smallest standard scale when nothing fits).
    static int fittingScale(QSizeF sizeMm, QSizeF areaMm);
    /// Where the drawing goes on a landscape sheet of `paper`, in mm from the
    /// page's top left: inside the margins, above the title block.
    static QRectF drawingArea(QPageSize::PageSizeId paper);
    /// The scale the floor plan is printed at with `options`.
    static int planScaleFor(const Design& design, const Options& options);

    /// Prints the sheets (floor plan first, then each elevation) on `printer`,
    /// which it sets to the paper, landscape, no printer margins. Returns the
    /// number of sheets, or 0 with `error` set when the printer refuses.
    static int print(QPrinter& printer, Design& design, QGraphicsScene* floorPlan, const Options& options,
                     QString* error);
    /// The same to a PDF file.
    static int exportPdf(const QString& path, Design& design, QGraphicsScene* floorPlan, const Options& options,
                         QString* error);
};

}  // namespace sn
