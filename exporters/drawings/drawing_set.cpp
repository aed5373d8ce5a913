#include "exporters/drawings/drawing_set.h"

#include "exporters/common/output_file.h"
#include "model/design/design.h"

#include <QBuffer>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>

namespace sn {

namespace {

constexpr double kUnitsPerMm = 10.0;  // painting unit: 0.1 mm
constexpr double kMarginMm = 10.0;
constexpr double kTitleHeightMm = 22.0;

QFont fontOfMm(double heightMm, bool bold = false) {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    f.setPixelSize(std::max(1, int(heightMm * kUnitsPerMm)));
    f.setBold(bold);
    return f;
}

QRectF mm(double x, double y, double w, double h) {
    return QRectF(x * kUnitsPerMm, y * kUnitsPerMm, w * kUnitsPerMm, h * kUnitsPerMm);
}

QColor colourOf(DeviceCategory c) {
    switch (c) {
    case DeviceCategory::Server:
    case DeviceCategory::ComputeTray: return QColor(0x4c, 0x78, 0xa8);
    case DeviceCategory::Switch:
    case DeviceCategory::Router:
    case DeviceCategory::NvlinkSwitchTray: return QColor(0x59, 0xa1, 0x4f);
    case DeviceCategory::Pdu:
    case DeviceCategory::Ups:
    case DeviceCategory::PowerShelf: return QColor(0xe1, 0x57, 0x59);
    case DeviceCategory::Manifold:
    case DeviceCategory::AirCooler:
    case DeviceCategory::Cdu: return QColor(0x76, 0xb7, 0xb2);
    case DeviceCategory::CableManager:
    case DeviceCategory::Blank:
    case DeviceCategory::PatchPanel: return QColor(0xba, 0xb0, 0xac);
    default: return QColor(0xf2, 0x8e, 0x2b);
    }
}

void textIn(QPainter& p, const QRectF& r, const QString& text, int flags = Qt::AlignCenter) {
    // Drawings elide rather than overflow: a long model name must not run into the next U.
    const QString shown = p.fontMetrics().elidedText(text, Qt::ElideRight, int(r.width()));
    p.drawText(r, flags | Qt::TextSingleLine, shown);
}

}  // namespace

DrawingSet DrawingSet::of(const Design& design, const QDate& date) {
    DrawingSet set;
    set.m_title = {design.info().name, design.info().revision, date};
    set.m_plan = FloorPlan::of(design);
    set.m_pages.push_back({QStringLiteral("floor-plan"), tr("Floor plan"), QSizeF(420, 297), true, {}});
    for (const Rack& r : design.racks())
        for (const Face face : {Face::Front, Face::Rear}) {
            DrawingPage page;
            page.fileStem = QStringLiteral("rack-%1-%2").arg(OutputFile::safeName(r.name), kFaceNames.name(face));
            page.title = face == Face::Front ? tr("Rack %1, front elevation").arg(r.name)
                                             : tr("Rack %1, rear elevation").arg(r.name);
            page.pageMm = QSizeF(210, 297);
            page.elevation = RackElevation::of(design, r, face);
            set.m_pages.push_back(page);
        }
    return set;
}

void DrawingSet::paint(QPainter& p, int index) const {
    const DrawingPage& page = m_pages[size_t(index)];
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(mm(0, 0, page.pageMm.width(), page.pageMm.height()), Qt::white);
    p.setPen(QPen(Qt::black, 0.5 * kUnitsPerMm));
    p.drawRect(mm(kMarginMm / 2, kMarginMm / 2, page.pageMm.width() - kMarginMm, page.pageMm.height() - kMarginMm));
    const QRectF area = mm(kMarginMm, kMarginMm, page.pageMm.width() - 2 * kMarginMm,
                           page.pageMm.height() - 2 * kMarginMm - kTitleHeightMm);
    if (page.floorPlan) paintFloorPlan(p, area);
    else paintElevation(p, page.elevation, area);
    paintTitleBlock(p, page, index);
}

void DrawingSet::paintTitleBlock(QPainter& p, const DrawingPage& page, int index) const {
    const double w = 130, h = kTitleHeightMm - 4;
    const double x = page.pageMm.width() - kMarginMm - w, y = page.pageMm.height() - kMarginMm - h;
    p.setPen(QPen(Qt::black, 0.3 * kUnitsPerMm));
    p.setBrush(Qt::NoBrush);
    p.drawRect(mm(x, y, w, h));
    p.drawLine(QPointF(x * kUnitsPerMm, (y + 7) * kUnitsPerMm), QPointF((x + w) * kUnitsPerMm, (y + 7) * kUnitsPerMm));
    p.setFont(fontOfMm(4, true));
    textIn(p, mm(x + 2, y, w - 4, 7), m_title.designName.isEmpty() ? tr("(unnamed design)") : m_title.designName,
           Qt::AlignLeft | Qt::AlignVCenter);
    p.setFont(fontOfMm(3));
    textIn(p, mm(x + 2, y + 7, w - 4, 5.5), page.title, Qt::AlignLeft | Qt::AlignVCenter);
    textIn(p, mm(x + 2, y + 12.5, w - 4, 5.5),
           tr("Revision %1 · %2 · Sheet %3 of %4")
               .arg(m_title.revision.isEmpty() ? QStringLiteral("-") : m_title.revision,
                    m_title.date.toString(Qt::ISODate))
               .arg(index + 1)
               .arg(m_pages.size()),
           Qt::AlignLeft | Qt::AlignVCenter);
}

void DrawingSet::paintElevation(QPainter& p, const RackElevation& e, const QRectF& area) {
    const double unit = kUnitsPerMm;
    const double sideW = 14 * unit, rulerW = 8 * unit, header = 8 * unit;
    const double rackW = std::min(area.width() - 2 * sideW - 2 * rulerW, 110 * unit);
    const double pitch = std::min((area.height() - header) / std::max(e.uHeight, 1), 9 * unit);
    const double rackH = pitch * e.uHeight;
    const double left = area.center().x() - rackW / 2, top = area.top() + header;
    const double bottom = top + rackH;

    p.setFont(fontOfMm(4, true));
    p.setPen(Qt::black);
    textIn(p, QRectF(area.left(), area.top(), area.width(), header - unit),
           e.face == Face::Front ? DrawingSet::tr("%1 — front").arg(e.rackName) : DrawingSet::tr("%1 — rear").arg(e.rackName));
    // Frame and U ruler, U 1 at the bottom (EIA-310 counts from the floor).
    p.setPen(QPen(Qt::black, 0.4 * unit));
    p.setBrush(QColor(0xf4, 0xf4, 0xf4));
    p.drawRect(QRectF(left, top, rackW, rackH));
    p.setFont(fontOfMm(std::min(2.2, pitch / unit * 0.6)));
    p.setPen(QPen(QColor(0x99, 0x99, 0x99), 0.1 * unit));
    for (int u = 1; u <= e.uHeight; ++u) {
        const double y = bottom - u * pitch;
        p.drawLine(QPointF(left, y), QPointF(left + rackW, y));
        p.drawText(QRectF(left - rulerW, y, rulerW - 0.5 * unit, pitch), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(u));
    }
    for (const ElevationItem& item : e.items) {
        QColor fill = colourOf(item.category);
        if (!item.facesViewer) fill = fill.lighter(160);
        p.setPen(QPen(Qt::black, 0.25 * unit));
        p.setBrush(fill);
        QRectF box;
        if (item.side == SideChannel::None) {
            box = QRectF(left + 0.5 * unit, bottom - (item.u - 1 + item.heightU) * pitch, rackW - unit, item.heightU * pitch);
        } else {
            // Side channels: a column each side of the frame, slot 0 at the bottom.
            const double slotH = rackH / 2;
            const double x = item.side == SideChannel::Left ? left - rulerW - sideW : left + rackW + rulerW;
            box = QRectF(x, bottom - (item.sideIndex + 1) * slotH, sideW - unit, slotH - unit);
        }
        p.drawRect(box);
        p.setPen(Qt::white);
        const QString text = item.facesViewer ? item.name : DrawingSet::tr("%1 (other face)").arg(item.name);
        if (item.side == SideChannel::None) {
            p.setFont(fontOfMm(std::min(3.0, pitch / unit * 0.7)));
            textIn(p, box.adjusted(unit, 0, -unit, 0), item.heightU >= 2 ? text + QStringLiteral(" · ") + item.model : text);
        } else {
            p.save();
            p.translate(box.center());
            p.rotate(-90);
            p.setFont(fontOfMm(2.5));
            textIn(p, QRectF(-box.height() / 2 + unit, -box.width() / 2, box.height() - 2 * unit, box.width()), text);
            p.restore();
        }
    }
    p.setPen(Qt::black);
    p.setFont(fontOfMm(2.5));
    textIn(p, QRectF(area.left(), bottom + unit, area.width(), 5 * unit),
           DrawingSet::tr("%1 U of %2 free").arg(e.freeU).arg(e.uHeight));
}

void DrawingSet::paintFloorPlan(QPainter& p, const QRectF& area) const {
    const FloorPlan& plan = m_plan;
    if (plan.widthMm <= 0 || plan.depthMm <= 0) return;
    // Room millimetres → painting units, uniformly, centred in the area.
    const double s = std::min(area.width() / plan.widthMm, area.height() / plan.depthMm);
    const QPointF origin(area.center().x() - plan.widthMm * s / 2, area.center().y() - plan.depthMm * s / 2);
    const QTransform toPage = QTransform().translate(origin.x(), origin.y()).scale(s, s);
    p.setPen(QPen(Qt::black, 0.5 * kUnitsPerMm));
    p.setBrush(Qt::NoBrush);
    p.drawRect(toPage.mapRect(QRectF(0, 0, plan.widthMm, plan.depthMm)));
    // 600 mm floor grid.
    p.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 0.1 * kUnitsPerMm));
    for (double x = 600; x < plan.widthMm; x += 600) p.drawLine(toPage.map(QPointF(x, 0)), toPage.map(QPointF(x, plan.depthMm)));
    for (double y = 600; y < plan.depthMm; y += 600) p.drawLine(toPage.map(QPointF(0, y)), toPage.map(QPointF(plan.widthMm, y)));
    for (const PlanRack& r : plan.racks) {
        const QPolygonF poly = toPage.map(r.outlineMm);
        p.setPen(QPen(Qt::black, 0.25 * kUnitsPerMm));
        p.setBrush(QColor(0xd9, 0xe4, 0xf0));
        p.drawPolygon(poly);
        p.setPen(QPen(Qt::black, 0.8 * kUnitsPerMm));  // the front edge, heavier
        p.drawLine(poly[0], poly[1]);
        p.setFont(fontOfMm(2.5, true));
        const QRectF b = poly.boundingRect();
        textIn(p, QRectF(b.left(), b.center().y() - 3 * kUnitsPerMm, b.width(), 3 * kUnitsPerMm), r.name);
        p.setFont(fontOfMm(2));
        textIn(p, QRectF(b.left(), b.center().y(), b.width(), 3 * kUnitsPerMm),
               DrawingSet::tr("%1 kW").arg(r.kw, 0, 'f', 1));
    }
    for (const PlanTray& t : plan.trays) {
        if (t.pathMm.size() < 2) continue;
        const QPolygonF path = toPage.map(t.pathMm);
        p.setPen(QPen(QColor(0xf2, 0x8e, 0x2b, 90), std::max(t.widthMm * s, 0.5 * kUnitsPerMm), Qt::SolidLine,
                      Qt::FlatCap, Qt::MiterJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPolyline(path);
        p.setPen(Qt::black);
        p.setFont(fontOfMm(2.2));
        const QPointF at = path[0];
        p.drawText(QRectF(at.x(), at.y() - 6 * kUnitsPerMm, 80 * kUnitsPerMm, 4 * kUnitsPerMm),
                   Qt::AlignLeft | Qt::AlignBottom, DrawingSet::tr("%1 · %n routed cable(s)", nullptr, t.cables).arg(t.name));
    }
}

QByteArray DrawingSet::svg(int index) const {
    const DrawingPage& page = m_pages[size_t(index)];
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator gen;
    gen.setOutputDevice(&buffer);
    gen.setTitle(page.title);
    gen.setDescription(m_title.designName);
    // 0.1 mm units; the nominal size says the sheet is pageMm at 254 dpi (10 units per mm).
    gen.setViewBox(QRectF(0, 0, page.pageMm.width() * kUnitsPerMm, page.pageMm.height() * kUnitsPerMm));
    gen.setSize(QSize(int(page.pageMm.width() * kUnitsPerMm), int(page.pageMm.height() * kUnitsPerMm)));
    gen.setResolution(254);
    QPainter p(&gen);
    paint(p, index);
    p.end();
    return bytes;
}

QByteArray DrawingSet::pdf() const {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setTitle(m_title.designName);
    writer.setCreator(QStringLiteral("Supernode Designer"));
    writer.setResolution(254);  // one device unit = 0.1 mm
    auto layoutOf = [](const DrawingPage& page) {
        return QPageLayout(QPageSize(page.pageMm, QPageSize::Millimeter), QPageLayout::Portrait, QMarginsF());
    };
    writer.setPageLayout(layoutOf(m_pages.front()));
    QPainter p(&writer);
    for (int i = 0; i < int(m_pages.size()); ++i) {
        if (i > 0) {
            writer.setPageLayout(layoutOf(m_pages[size_t(i)]));
            writer.newPage();
        }
        paint(p, i);
    }
    p.end();
    return bytes;
}

}  // namespace sn
