#include "views/export/drawing_printing.h"

#include "model/design/design.h"
#include "views/elevation/rack_elevation_scene.h"
#include "views/floorplan/floor_plan_scene.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QPrinter>
#include <QSignalBlocker>

#include <cmath>

namespace sn {

namespace {

/// The sheet's device resolution. The drawings keep their text at least
/// 9 device pixels high or leave it out (legible_text.h); at 96 dpi that is
/// 2.4 mm on paper, the smallest lettering ISO 3098 drawings use being
/// 1.8–2.5 mm. Vector output stays sharp at any resolution.
constexpr int kSheetDpi = 96;
constexpr double kMarginMm = 10;
constexpr double kTitleBlockMm = 30;
constexpr double kGapMm = 5;  ///< between the drawing and the title block
constexpr double kWallMarginMm = 400;  ///< printed around the floor plan's room: walls and air

double px(double mm) { return mm * kSheetDpi / 25.4; }

QSizeF landscapeMm(QPageSize::PageSizeId paper) {
    const QSizeF s = QPageSize(paper).size(QPageSize::Millimeter);
    return s.width() >= s.height() ? s : s.transposed();
}

QString paperName(QPageSize::PageSizeId paper) { return QPageSize(paper).name(); }

/// A round length for the scale bar: at most 60 mm on paper.
double scaleBarMm(int scale) {
    double best = 100;
    for (double m : {0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0})
        if (m * 1000 / scale <= 60) best = m * 1000;
    return best;
}

struct Sheet {
    QString title;
    int scale = 100;
};

void drawTitleBlock(QPainter& p, const Design& design, QPageSize::PageSizeId paper, const Sheet& sheet, int number,
                    int count, const QDate& date) {
    const QSizeF page = landscapeMm(paper);
    const QRectF block(px(kMarginMm), px(page.height() - kMarginMm - kTitleBlockMm), px(page.width() - 2 * kMarginMm),
                       px(kTitleBlockMm));
    p.save();
    p.setPen(QPen(Qt::black, px(0.35)));
    p.setBrush(Qt::NoBrush);
    p.drawRect(block);
    // Four fields: project | room | sheet title and scale | date and sheet number.
    const double w = block.width() / 4;
    for (int i = 1; i < 4; ++i) p.drawLine(QPointF(block.left() + i * w, block.top()), QPointF(block.left() + i * w, block.bottom()));
    QFont small = p.font();
    small.setPixelSize(int(std::lround(px(2.5))));
    QFont large = small;
    large.setPixelSize(int(std::lround(px(4.5))));
    large.setBold(true);
    const auto field = [&](int column, const QString& caption, const QString& value, const QString& more) {
        const QRectF cell = QRectF(block.left() + column * w, block.top(), w, block.height()).adjusted(px(2), px(1.5), -px(2), -px(1.5));
        p.setFont(small);
        p.drawText(cell, Qt::AlignLeft | Qt::AlignTop, caption);
        p.setFont(large);
        p.drawText(cell.adjusted(0, px(4), 0, 0), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, value);
        p.setFont(small);
        p.drawText(cell, Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, more);
    };
    const ProjectInfo& info = design.info();
    const Room& room = design.room();
    field(0, DrawingPrinting::tr("Project"), info.name.isEmpty() ? DrawingPrinting::tr("Untitled") : info.name,
          info.revision.isEmpty() ? QString() : DrawingPrinting::tr("Revision %1").arg(info.revision));
    QStringList where;
    for (const QString& s : {room.site, room.code})
        if (!s.isEmpty()) where << s;
    field(1, DrawingPrinting::tr("Room"), room.name.isEmpty() ? where.join(QLatin1Char(' ')) : room.name,
          DrawingPrinting::tr("%1 × %2 m").arg(room.widthMm / 1000, 0, 'f', 1).arg(room.depthMm / 1000, 0, 'f', 1));
    field(2, DrawingPrinting::tr("Drawing"), sheet.title,
          DrawingPrinting::tr("Scale 1:%1 on %2").arg(sheet.scale).arg(paperName(paper)));
    field(3, DrawingPrinting::tr("Date"), date.toString(Qt::ISODate),
          DrawingPrinting::tr("Sheet %1 of %2 · Supernode Designer").arg(number).arg(count));

    // A scale bar in the drawing field, so the scale survives a copier.
    const double barMm = scaleBarMm(sheet.scale);
    const double barPaperMm = barMm / sheet.scale;
    const QPointF start(block.left() + 2 * w + px(2), block.top() + px(19));
    p.setBrush(Qt::black);
    p.drawRect(QRectF(start, QSizeF(px(barPaperMm / 2), px(1.2))));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(start, QSizeF(px(barPaperMm), px(1.2))));
    p.setFont(small);
    p.drawText(QPointF(start.x() + px(barPaperMm) + px(1.5), start.y() + px(1.6)),
               DrawingPrinting::tr("%1 m").arg(barMm / 1000, 0, 'g', 3));
    p.restore();
}

/// Draws `source` of `scene` at 1:scale, centred in the drawing area.
void drawScene(QPainter& p, QGraphicsScene& scene, const QRectF& source, QPageSize::PageSizeId paper, int scale) {
    const QRectF area = DrawingPrinting::drawingArea(paper);
    const QSizeF sizeMm(source.width() / scale, source.height() / scale);
    const QRectF target(px(area.center().x() - sizeMm.width() / 2), px(area.center().y() - sizeMm.height() / 2),
                        px(sizeMm.width()), px(sizeMm.height()));
    // Items cached as screen pixmaps (RouteOverlay's lines) go on paper as
    // lines, not as a picture of the screen.
    std::vector<std::pair<QGraphicsItem*, QGraphicsItem::CacheMode>> cached;
    for (QGraphicsItem* item : scene.items())
        if (item->cacheMode() != QGraphicsItem::NoCache) {
            cached.emplace_back(item, item->cacheMode());
            item->setCacheMode(QGraphicsItem::NoCache);
        }
    scene.render(&p, target, source, Qt::KeepAspectRatio);
    for (const auto& [item, mode] : cached) item->setCacheMode(mode);
}

}  // namespace

const std::vector<int>& DrawingPrinting::standardScales() {
    static const std::vector<int> scales{10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000};
    return scales;
}

int DrawingPrinting::fittingScale(QSizeF sizeMm, QSizeF areaMm) {
    for (int s : standardScales())
        if (sizeMm.width() / s <= areaMm.width() && sizeMm.height() / s <= areaMm.height()) return s;
    return standardScales().back();
}

QRectF DrawingPrinting::drawingArea(QPageSize::PageSizeId paper) {
    const QSizeF page = landscapeMm(paper);
    return QRectF(kMarginMm, kMarginMm, page.width() - 2 * kMarginMm, page.height() - 2 * kMarginMm - kTitleBlockMm - kGapMm);
}

int DrawingPrinting::planScaleFor(const Design& design, const Options& options) {
    if (options.planScale) return *options.planScale;
    return fittingScale(QSizeF(design.room().widthMm + 2 * kWallMarginMm, design.room().depthMm + 2 * kWallMarginMm),
                        drawingArea(options.paper).size());
}

int DrawingPrinting::print(QPrinter& printer, Design& design, QGraphicsScene* floorPlan, const Options& options,
                           QString* error) {
    std::vector<const Rack*> racks;
    for (RackId id : options.elevations)
        if (const Rack* rack = design.rack(id)) racks.push_back(rack);
    const int count = (options.floorPlan && floorPlan ? 1 : 0) + int(racks.size());
    if (count == 0) {
        if (error) *error = tr("Nothing to print: choose the floor plan or at least one rack.");
        return 0;
    }
    printer.setResolution(kSheetDpi);
    printer.setFullPage(true);
    if (!printer.setPageSize(QPageSize(options.paper)) || !printer.setPageOrientation(QPageLayout::Landscape)) {
        if (error) *error = tr("The printer does not take %1 landscape.").arg(paperName(options.paper));
        return 0;
    }
    QPainter p;
    if (!p.begin(&printer)) {
        if (error) *error = tr("Could not start printing to %1.").arg(printer.outputFileName().isEmpty() ? printer.printerName() : printer.outputFileName());
        return 0;
    }
    int number = 0;
    if (options.floorPlan && floorPlan) {
        const int scale = planScaleFor(design, options);
        // The room with its walls (200 mm, drawn outside the floor) and a
        // little air; the selection and the elevation's rack outline stay off paper.
        const QRectF room = QRectF(0, 0, design.room().widthMm, design.room().depthMm).adjusted(-kWallMarginMm, -kWallMarginMm, kWallMarginMm, kWallMarginMm);
        const QSignalBlocker quiet(floorPlan);  // a print is no selection change
        const QList<QGraphicsItem*> selected = floorPlan->selectedItems();
        for (QGraphicsItem* item : selected) item->setSelected(false);
        auto* plan = qobject_cast<FloorPlanScene*>(floorPlan);
        const std::optional<RackId> current = plan ? plan->currentRack() : std::nullopt;
        if (plan) plan->setCurrentRack(std::nullopt);
        drawScene(p, *floorPlan, room, options.paper, scale);
        if (plan) plan->setCurrentRack(current);
        for (QGraphicsItem* item : selected) item->setSelected(true);
        drawTitleBlock(p, design, options.paper, {tr("Floor plan"), scale}, ++number, count, options.date);
    }
    // Each rack in an elevation scene of its own: the editor's view stays as it is.
    RackElevationScene elevation(design);
    for (const Rack* rack : racks) {
        if (number > 0) printer.newPage();
        elevation.setRack(rack->id);
        const QRectF source = elevation.sceneRect();
        const int scale = fittingScale(source.size(), drawingArea(options.paper).size());
        drawScene(p, elevation, source, options.paper, scale);
        drawTitleBlock(p, design, options.paper, {tr("Rack %1, front and rear").arg(rack->name), scale}, ++number, count,
                       options.date);
    }
    p.end();
    return number;
}

int DrawingPrinting::exportPdf(const QString& path, Design& design, QGraphicsScene* floorPlan, const Options& options,
                               QString* error) {
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(path);
    printer.setCreator(QStringLiteral("Supernode Designer"));
    printer.setDocName(design.info().name);
    return print(printer, design, floorPlan, options, error);
}

}  // namespace sn
