#include "views/variants/variants_chart.h"

#include "model/variants/variant_ranking.h"

#include <QPainter>

#include <algorithm>

namespace sn {

namespace {

constexpr int kBarHeight = 18;
constexpr int kGap = 6;
constexpr int kLegendHeight = 24;

}  // namespace

VariantsChart::VariantsChart(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("variantsChart"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void VariantsChart::setRanking(const QStringList& labels, const std::vector<std::array<double, 5>>& contributions) {
    m_labels = labels;
    m_contributions = contributions;
    updateGeometry();
    update();
}

QSize VariantsChart::sizeHint() const {
    return {600, kLegendHeight + int(m_contributions.size()) * (kBarHeight + kGap) + kGap};
}

QSize VariantsChart::minimumSizeHint() const { return {300, sizeHint().height()}; }

QColor VariantsChart::colourOf(int criterion) {
    // Okabe–Ito colours: told apart with the common colour-vision deficiencies.
    static const QColor colours[] = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73),
                                     QColor(0xCC, 0x79, 0xA7), QColor(0x56, 0xB4, 0xE9)};
    return colours[std::clamp(criterion, 0, 4)];
}

void VariantsChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    const QFontMetrics fm = fontMetrics();
    int x = 4;
    for (int c = 0; c < 5; ++c) {
        p.fillRect(QRect(x, 6, 12, 12), colourOf(c));
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(x + 16, 6 + fm.ascent(), VariantRanking::criterionName(Criterion(c)));
        x += 16 + fm.horizontalAdvance(VariantRanking::criterionName(Criterion(c))) + 14;
    }
    int labelWidth = 0;
    for (const QString& l : m_labels) labelWidth = std::max(labelWidth, fm.horizontalAdvance(l));
    labelWidth = std::min(labelWidth + 8, width() / 2);
    const int barLeft = labelWidth + 4, barWidth = std::max(10, width() - barLeft - 48);
    for (size_t i = 0; i < m_contributions.size(); ++i) {
        const int y = kLegendHeight + int(i) * (kBarHeight + kGap);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRect(2, y, labelWidth, kBarHeight), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(m_labels.value(qsizetype(i)), Qt::ElideMiddle, labelWidth - 4));
        double start = 0, total = 0;
        for (int c = 0; c < 5; ++c) {
            const double share = m_contributions[i][size_t(c)];
            const int left = barLeft + int(barWidth * start / 100), right = barLeft + int(barWidth * (start + share) / 100);
            p.fillRect(QRect(left, y, std::max(0, right - left), kBarHeight), colourOf(c));
            start += share;
            total += share;
        }
        p.drawText(QRect(barLeft + int(barWidth * start / 100) + 4, y, 44, kBarHeight), Qt::AlignLeft | Qt::AlignVCenter,
                   QString::number(total, 'f', 1));
    }
}

}  // namespace sn
