#include "exporters/asbuilt/crew_fix_list.h"

#include "exporters/common/a4_pdf.h"

#include "model/core/natural_order.h"
#include "model/design/design.h"

#include <QFontMetricsF>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>

namespace sn {

namespace {

/// Walking order: racks by row then rack name, devices without a rack last.
bool walksBefore(const VerifyLine& x, const VerifyLine& y) {
    const CableEnd &a = x.walkTo, &b = y.walkTo;
    if (a.rackName.isEmpty() != b.rackName.isEmpty()) return b.rackName.isEmpty();
    if (const int c = naturalCompare(a.rowName, b.rowName)) return c < 0;
    if (const int c = naturalCompare(a.rackName, b.rackName)) return c < 0;
    if (a.topU != b.topU) return a.topU > b.topU;
    if (const int c = naturalCompare(a.deviceName, b.deviceName)) return c < 0;
    return naturalLess(x.cableId, y.cableId);
}

QString rackOf(const VerifyLine& l) {
    if (!l.walkTo.rackName.isEmpty()) return l.walkTo.rackName;
    return l.walkTo.device ? l.walkTo.deviceName : CrewFixList::tr("(no position)");
}

// A4 portrait in points, 15 mm margins; columns: U, cable, status, label, action.
constexpr double kPageW = 595.276, kPageH = 841.89, kMargin = 42.52, kPad = 3;
constexpr double kCols[] = {28, 48, 58, 140, 236.236};

}  // namespace

std::vector<VerifyLine> CrewFixList::ordered(const std::vector<VerifyLine>& lines) {
    std::vector<VerifyLine> out;
    for (const VerifyLine& l : lines)
        if (l.status != VerifyStatus::Ok) out.push_back(l);
    std::stable_sort(out.begin(), out.end(), walksBefore);
    return out;
}

CsvTable CrewFixList::table(const std::vector<VerifyLine>& ordered) {
    CsvTable t;
    t.header = {QStringLiteral("rack"), QStringLiteral("u"), QStringLiteral("cable_id"), QStringLiteral("label"),
                QStringLiteral("status"), QStringLiteral("action")};
    for (const VerifyLine& l : ordered)
        t.rows.push_back({rackOf(l), l.walkTo.topU > 0 ? QString::number(l.walkTo.topU) : QString(), l.cableId, l.label,
                          kVerifyStatusNames.name(l.status), l.action});
    return t;
}

QSet<CableId> CrewFixList::reprint(const std::vector<VerifyLine>& lines) {
    QSet<CableId> ids;
    for (const VerifyLine& l : lines) {
        if (l.status != VerifyStatus::Missing && l.status != VerifyStatus::Miswired && l.status != VerifyStatus::Swapped)
            continue;
        if (l.cable) ids.insert(*l.cable);
        if (l.partner) ids.insert(*l.partner);
    }
    return ids;
}

QByteArray CrewFixList::pdf(const std::vector<VerifyLine>& ordered, const QString& designName) {
    return a4Pdf(tr("Cabling fix list"), QPageLayout::Portrait, [&](QPdfWriter& writer) {
        const double pxPerPt = writer.logicalDpiY() / 72.0;
        QFont body(QStringLiteral("DejaVu Sans"));
        body.setPointSizeF(8 / pxPerPt);
        QFont bold = body;
        bold.setBold(true);
        QFont title = bold;
        title.setPointSizeF(13 / pxPerPt);
        const QFontMetricsF fm(body, &writer);

        QPainter p(&writer);
        p.scale(writer.logicalDpiX() / 72.0, pxPerPt);
        double y = kMargin;
        int page = 1;
        auto pageHead = [&] {
            p.setFont(title);
            p.drawText(QRectF(kMargin, kMargin, kPageW - 2 * kMargin, 20), Qt::AlignLeft | Qt::AlignVCenter,
                       tr("Cabling fix list — %1").arg(designName));
            p.setFont(body);
            p.drawText(QRectF(kMargin, kPageH - kMargin - 12, kPageW - 2 * kMargin, 12), Qt::AlignRight,
                       tr("Page %1").arg(page));
            y = kMargin + 30;
        };
        auto newPage = [&] {
            writer.newPage();
            ++page;
            pageHead();
        };
        pageHead();
        if (ordered.empty()) {
            p.setFont(body);
            p.drawText(QRectF(kMargin, y, kPageW - 2 * kMargin, 20), Qt::AlignLeft, tr("Every cable is where the design puts it."));
        }
        QString rack;
        for (const VerifyLine& l : ordered) {
            const QStringList cells{l.walkTo.topU > 0 ? QString::number(l.walkTo.topU) : QString(), l.cableId,
                                    VerifyReport::statusWord(l.status), l.label, l.action};
            double h = fm.height();
            for (int c = 0; c < 5; ++c)
                h = std::max(h, fm.boundingRect(QRectF(0, 0, kCols[c] - 2 * kPad, 1e6), Qt::TextWordWrap, cells[c]).height());
            h += 2 * kPad;
            const bool heading = rackOf(l) != rack;
            if (y + h + (heading ? 22 : 0) > kPageH - kMargin - 20) newPage();
            if (heading) {
                rack = rackOf(l);
                p.setFont(bold);
                p.drawText(QRectF(kMargin, y + 6, kPageW - 2 * kMargin, 14), Qt::AlignLeft, tr("Rack %1").arg(rack));
                y += 22;
            }
            p.setFont(body);
            double x = kMargin;
            for (int c = 0; c < 5; ++c) {
                p.drawText(QRectF(x + kPad, y + kPad, kCols[c] - 2 * kPad, h), Qt::TextWordWrap, cells[c]);
                x += kCols[c];
            }
            p.setPen(QPen(Qt::gray, 0.3));
            p.drawLine(QPointF(kMargin, y + h), QPointF(kPageW - kMargin, y + h));
            p.setPen(Qt::black);
            y += h;
        }
        p.end();
    });
}

}  // namespace sn
