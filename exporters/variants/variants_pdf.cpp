#include "exporters/variants/variants_pdf.h"

#include "exporters/common/a4_pdf.h"
#include "model/variants/variant_comparison.h"

#include <QPainter>
#include <QPdfWriter>

namespace sn {

namespace {

// A4 landscape in points (1/72 in), 15 mm margins.
constexpr double kPageW = 841.89, kPageH = 595.276, kMargin = 42.52;
constexpr double kLine = 13;

/// Writes from the top of a page down, starting a new page when the next block does not fit.
class PageWriter {
public:
    PageWriter(QPainter& painter, QPagedPaintDevice& device) : m_p(painter), m_device(device) {}
    double y() const { return m_y; }
    void advance(double dy) { m_y += dy; }
    /// A new page unless `height` still fits below.
    void need(double height) {
        if (m_y + height <= kPageH - kMargin) return;
        m_device.newPage();
        m_y = kMargin;
    }
    void line(const QString& text, const QFont& font, double indent = 0) {
        need(kLine);
        m_p.setFont(font);
        m_p.drawText(QRectF(kMargin + indent, m_y, kPageW - 2 * kMargin - indent, kLine), Qt::AlignLeft | Qt::AlignVCenter,
                     text);
        m_y += kLine;
    }

private:
    QPainter& m_p;
    QPagedPaintDevice& m_device;
    double m_y = kMargin;
};

QString labelOf(const VariantComparison& c, size_t rankedRow) {
    return c.variants[size_t(c.ranked[size_t(c.ranking.rows[rankedRow].input)])].spec.label;
}

void rankingTable(QPainter& p, PageWriter& w, const VariantComparison& c, const QFont& body, const QFont& bold) {
    const double cols[] = {30, 330, 60, 70, 70, 70, 70, 70};
    QStringList head{VariantsPdf::tr("#"), VariantsPdf::tr("Variant"), VariantsPdf::tr("Total %")};
    for (int k = 0; k < 5; ++k) head << VariantRanking::criterionName(Criterion(k));
    const auto row = [&](const QStringList& cells, const QFont& font) {
        w.need(kLine);
        p.setFont(font);
        double x = kMargin;
        for (int i = 0; i < cells.size(); ++i) {
            p.drawText(QRectF(x + 2, w.y(), cols[i] - 4, kLine), (i == 1 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter,
                       p.fontMetrics().elidedText(cells[i], Qt::ElideMiddle, int(cols[i] - 4)));
            x += cols[i];
        }
        w.advance(kLine);
    };
    row(head, bold);
    for (size_t r = 0; r < c.ranking.rows.size(); ++r) {
        const VariantRanking::Row& rank = c.ranking.rows[r];
        QStringList cells{QString::number(r + 1), labelOf(c, r), QString::number(rank.total, 'f', 1)};
        for (const double share : rank.contribution) cells << QString::number(share, 'f', 1);
        row(cells, body);
    }
}

void criterionChart(QPainter& p, PageWriter& w, const VariantComparison& c, int criterion, const QFont& body,
                    const QFont& bold) {
    const double barH = 10, gap = 3, labelW = 300, barW = kPageW - 2 * kMargin - labelW - 40;
    w.need(kLine + double(c.ranking.rows.size()) * (barH + gap) + 8);
    w.line(VariantsPdf::tr("%1 (weight %2): score of each variant, 0 worst to 1 best")
               .arg(VariantRanking::criterionName(Criterion(criterion)))
               .arg(c.ranking.weights[size_t(criterion)], 0, 'f', 0),
           bold);
    p.setFont(body);
    for (size_t r = 0; r < c.ranking.rows.size(); ++r) {
        const double score = c.ranking.rows[r].scores[size_t(criterion)];
        p.drawText(QRectF(kMargin, w.y(), labelW - 6, barH + gap), Qt::AlignLeft | Qt::AlignVCenter,
                   p.fontMetrics().elidedText(labelOf(c, r), Qt::ElideMiddle, int(labelW - 6)));
        p.fillRect(QRectF(kMargin + labelW, w.y() + 1, barW * score, barH), QColor(0x00, 0x72, 0xB2));
        p.drawRect(QRectF(kMargin + labelW, w.y() + 1, barW, barH));
        p.drawText(QRectF(kMargin + labelW + barW + 4, w.y(), 36, barH + gap), Qt::AlignLeft | Qt::AlignVCenter,
                   QString::number(score, 'f', 2));
        w.advance(barH + gap);
    }
    w.advance(8);
}

}  // namespace

QByteArray VariantsPdf::pdf(const VariantComparison& comparison, const QStringList& refusals) {
    return a4Pdf(tr("Design variants"), QPageLayout::Landscape,
                 [&](QPdfWriter& writer) { paint(comparison, refusals, writer); });
}

void VariantsPdf::paint(const VariantComparison& c, const QStringList& refusals, QPagedPaintDevice& device) {
    const double pxPerPt = device.logicalDpiY() / 72.0;
    QFont body(QStringLiteral("DejaVu Sans"));
    body.setPointSizeF(8 / pxPerPt);
    QFont bold = body;
    bold.setBold(true);
    QFont title = bold;
    title.setPointSizeF(13 / pxPerPt);
    QPainter p(&device);
    p.scale(device.logicalDpiX() / 72.0, pxPerPt);
    PageWriter w(p, device);
    w.line(tr("Design variants: %1 built of %2").arg(c.ranked.size()).arg(c.variants.size()), title);
    w.advance(6);
    rankingTable(p, w, c, body, bold);
    w.advance(8);
    for (const VariantRanking::Flip& f : c.ranking.flips)
        w.line((f.sharePercent > f.currentPercent ? tr("The runner-up wins when %1 weighs more than %2 % of the total (now %3 %).")
                                                  : tr("The runner-up wins when %1 weighs less than %2 % of the total (now %3 %)."))
                   .arg(VariantRanking::criterionName(f.criterion))
                   .arg(f.sharePercent, 0, 'f', 1)
                   .arg(f.currentPercent, 0, 'f', 1),
               body);
    if (!c.ranking.costScored) w.line(tr("Cost is not scored: no price list was given."), body);
    w.advance(8);
    for (int criterion = 0; criterion < 5; ++criterion) criterionChart(p, w, c, criterion, body, bold);
    bool any = false;
    for (size_t i = 0; i < c.variants.size(); ++i) {
        if (c.variants[i].built()) continue;
        if (!any) w.line(tr("Refused"), bold);
        any = true;
        w.line(QStringLiteral("%1: %2").arg(c.variants[i].spec.label, refusals.value(qsizetype(i))), body, 8);
    }
}

}  // namespace sn
