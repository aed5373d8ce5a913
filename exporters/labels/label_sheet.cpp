#include "exporters/labels/label_sheet.h"

#include "exporters/common/cable_ends.h"
#include "exporters/labels/label_scheme.h"
#include "exporters/labels/label_selection.h"
#include "exporters/labels/qr_code.h"
#include "model/analysis/pull_order.h"
#include "model/core/natural_order.h"
#include "model/design/design.h"

#include <algorithm>

namespace sn {

std::vector<LabelItem> LabelSheet::collect(const Design& design, const LabelScheme& scheme,
                                         const LabelSelection& selection) {
    std::vector<ResolvedCable> cables;
    cables.reserve(size_t(design.cables().size()));  // grown by doubling, each cable moved twice more
    for (const Cable& c : design.cables()) {
        ResolvedCable r = ResolvedCable::of(design, c);
        if (r.connection && selection.includes(r)) cables.push_back(std::move(r));
    }
    // The pull order, as the cable schedule: a sheet follows the pull list
    // (read in that order rather than sorted: a cable is big to move).
    std::vector<PullEnd> ends;
    ends.reserve(cables.size());
    for (const ResolvedCable& r : cables) ends.push_back({r.a.rackName, r.a.topU, r.a.deviceName, r.a.port});
    std::vector<LabelItem> out;
    out.reserve(cables.size() * 2);
    for (const std::size_t i : PullOrder::of(ends)) {
        const ResolvedCable& r = cables[i];
        // Each end's identifier is made once and shared by the cable's two labels.
        const QString endA = scheme.endId(design, r, r.a), endB = scheme.endId(design, r, r.b);
        LabelItem item;
        item.cableId = r.displayId;
        item.role = kPortRoleNames.name(r.connection->role);
        item.odMm = r.type ? r.type->outerDiameterMm : 0;
        // A leg of a splitter or twin-port cable also carries the part's
        // id and its leg, so the crew finds the two ends of one part.
        if (r.assembly.leg > 0) item.assembly = tr("%1 leg %2").arg(r.assembly.id).arg(r.assembly.leg);
        item.nearEnd = endA;
        item.farEnd = endB;
        out.push_back(item);
        item.nearEnd = endB;
        item.farEnd = endA;
        out.push_back(std::move(item));
    }
    return out;
}

QString LabelItem::identifier() const { return nearEnd + QLatin1Char('/') + farEnd; }

namespace {

QString headOf(const LabelItem& item) {
    return item.assembly.isEmpty() ? item.cableId : item.cableId + QStringLiteral(" · ") + item.assembly;
}

/// The far end, after an arrow.
QString farLineOf(const LabelItem& item) { return QStringLiteral("\u2192 ") + item.farEnd; }

}  // namespace

QStringList LabelItem::paragraphs() const {
    // The cable id, this end, and (arrow) the far end.
    return {headOf(*this), nearEnd, farLineOf(*this)};
}

QStringList LabelItem::compactParagraphs() const {
    return {headOf(*this) + QLatin1Char(' ') + nearEnd, farLineOf(*this)};
}

LabelSheet LabelSheet::layout(std::vector<LabelItem> items, const LabelStock& stock, const TextFitter& fitter,
                              const LabelOptions& options) {
    LabelSheet sheet;
    sheet.stock = stock;
    sheet.items = std::move(items);
    const std::vector<QRectF> cells = stock.cells();
    if (cells.empty()) return sheet;
    int slot = 0;
    std::shared_ptr<const QrCode> qr;  // both ends of a cable follow each other: encode once per cable
    for (int i = 0; i < int(sheet.items.size()); ++i) {
        PlacedLabel p;
        p.item = i;
        p.page = slot / int(cells.size());
        p.cellPt = cells[size_t(slot % int(cells.size()))];
        QRectF inner = stock.printableRect(p.cellPt);
        const LabelItem& item = sheet.items[size_t(i)];
        if (options.qr) {
            // As tall as the printable area, but never more than half its width,
            // so a wide-but-low marker still has room for its text.
            const double side = std::min(inner.height(), inner.width() / 2);
            if (!qr || i == 0 || sheet.items[size_t(i - 1)].cableId != item.cableId)
                qr = std::make_shared<const QrCode>(QrCode::encode(item.cableId));
            p.qr = qr;
            p.qrPt = QRectF(inner.left(), inner.top() + (inner.height() - side) / 2, side, side);
            inner.setLeft(inner.left() + side);  // the quiet zone separates code and text
        }
        p.text = fitter.fit(item.paragraphs(), inner.size());
        if (!p.text.fits) p.text = fitter.fit(item.compactParagraphs(), inner.size());
        if (!p.text.fits) {
            sheet.tooLong.push_back(i);
            continue;  // never print a clipped label; its cell is left for the next one
        }
        if (const QString missing = fitter.undrawable(p.text.lines); !missing.isEmpty()) {
            sheet.undrawable.push_back({i, missing});
            continue;  // nor one with blanks where characters should be
        }
        // Centre the block vertically and each line horizontally in the printable area.
        const double blockH = p.text.lines.size() * p.text.lineHeightPt;
        double y = inner.top() + (inner.height() - blockH) / 2;
        for (const double w : p.text.lineWidthsPt) {
            p.lineRectsPt.emplace_back(inner.left() + (inner.width() - w) / 2, y, w, p.text.lineHeightPt);
            y += p.text.lineHeightPt;
        }
        sheet.placed.push_back(std::move(p));
        ++slot;
    }
    sheet.pages = slot == 0 ? 0 : (slot - 1) / int(cells.size()) + 1;
    return sheet;
}

QString LabelSheet::firstProblems() const {
    const QStringList all = problems();
    QString out = all.isEmpty() ? QString() : all.front();
    if (all.size() > 1) out += tr("; and %n more", nullptr, int(all.size() - 1));
    return out;
}

QStringList LabelSheet::problems() const {
    QStringList out;
    for (const int i : tooLong) {
        const LabelItem& item = items[size_t(i)];
        out << tr("%1 (%2): the text does not fit a %3 × %4 mm label even wrapped at the smallest size")
                   .arg(item.cableId, item.nearEnd)
                   .arg(stock.labelSizePt.width() * 25.4 / 72, 0, 'f', 1)
                   .arg(stock.labelSizePt.height() * 25.4 / 72, 0, 'f', 1);
    }
    for (const Undrawable& u : undrawable) {
        const LabelItem& item = items[size_t(u.item)];
        QStringList named;
        for (const char32_t c : u.characters.toUcs4())
            named << tr("“%1” (U+%2)")
                         .arg(QString::fromUcs4(&c, 1), QString::number(uint(c), 16).toUpper().rightJustified(4, u'0'));
        out << tr("%1 (%2): no font on this machine draws %3").arg(item.cableId, item.nearEnd, named.join(QStringLiteral(", ")));
    }
    return out;
}

}  // namespace sn
