#include "views/floorplan/heat_map_style.h"

#include <QFontMetrics>
#include <QLinearGradient>
#include <QPainter>

#include <array>
#include <vector>
#include <cmath>

namespace sn {

namespace {

struct Stop {
    double at;
    QColor colour;
};
// A green–yellow–red ramp (ColorBrewer RdYlGn ends): red is reached exactly at the limit.
const std::array<Stop, 4> kRamp{{{0.0, QColor(0x1a, 0x98, 0x50)},
                                 {0.5, QColor(0xfe, 0xe0, 0x8b)},
                                 {0.8, QColor(0xfc, 0x8d, 0x59)},
                                 {1.0, QColor(0xd7, 0x30, 0x27)}}};
const QColor kOver(0x8e, 0x24, 0xaa);
const QColor kNoFigure(0xc8, 0xcb, 0xd0);
constexpr int kBarHeight = 14, kPad = 8;  ///< the legend's colour bar and inner margin, pixels

}  // namespace

QColor HeatMapStyle::colour(std::optional<double> load) {
    if (!load) return kNoFigure;
    const double t = *load;
    if (t > 1.0 + 1e-9) return kOver;
    if (t <= 0) return kRamp.front().colour;
    for (size_t i = 1; i < kRamp.size(); ++i) {
        if (t > kRamp[i].at) continue;
        const Stop& a = kRamp[i - 1];
        const Stop& b = kRamp[i];
        const double f = (t - a.at) / (b.at - a.at);
        const auto mix = [f](int x, int y) { return int(std::lround(x + (y - x) * f)); };
        return QColor(mix(a.colour.red(), b.colour.red()), mix(a.colour.green(), b.colour.green()),
                      mix(a.colour.blue(), b.colour.blue()));
    }
    return kRamp.back().colour;
}

QColor HeatMapStyle::textOn(const QColor& background) {
    // Relative luminance weights (ITU-R BT.601), enough to pick black or white.
    const double y = 0.299 * background.red() + 0.587 * background.green() + 0.114 * background.blue();
    return y < 140 ? QColor(Qt::white) : QColor(0x15, 0x15, 0x15);
}

QString HeatMapStyle::valueText(HeatMetric metric, double value) {
    switch (metric) {
    case HeatMetric::FlowMargin:
        // An explicit sign: a negative margin is the finding, and a real minus sign reads better.
        return (value >= 0 ? QStringLiteral("+") : QStringLiteral("−")) + QString::number(std::abs(value), 'f', 1);
    case HeatMetric::TrayFill:
    case HeatMetric::DeliveredFlow: return tr("%1 %").arg(QString::number(value, 'f', 1));
    case HeatMetric::GpusLost: return tr("%1 GPUs").arg(qRound(value));
    case HeatMetric::FloorLoad:
    case HeatMetric::RackPower:
    case HeatMetric::PowerDensity:
    case HeatMetric::None: break;
    }
    return QString::number(value, 'f', 1);
}

QString HeatMapStyle::metricName(HeatMetric metric) {
    switch (metric) {
    case HeatMetric::None: return tr("&None");
    case HeatMetric::RackPower: return tr("Rack &kW");
    case HeatMetric::PowerDensity: return tr("kW per &m²");
    case HeatMetric::FlowMargin: return tr("Coolant &Flow Margin");
    case HeatMetric::TrayFill: return tr("&Tray Fill");
    case HeatMetric::GpusLost: return tr("&GPUs Lost if a Part Fails");
    case HeatMetric::FloorLoad: return tr("F&loor Load");
    case HeatMetric::DeliveredFlow: return tr("&Delivered Coolant Flow");
    }
    return {};
}

QString HeatMapStyle::title(HeatMetric metric) {
    switch (metric) {
    case HeatMetric::RackPower: return tr("Rack power, kW at max draw");
    case HeatMetric::PowerDensity: return tr("Power density, kW/m²");
    case HeatMetric::FlowMargin: return tr("Coolant flow margin, L/min");
    case HeatMetric::TrayFill: return tr("Tray fill, % of cross-section");
    case HeatMetric::GpusLost: return tr("GPUs lost if this fails");
    case HeatMetric::FloorLoad: return tr("Floor load, kN/m²");
    case HeatMetric::DeliveredFlow: return tr("Delivered coolant flow, % of what the rack's heat needs");
    case HeatMetric::None: break;
    }
    return {};
}

QString HeatMapStyle::subtitle(HeatMetric metric, const HeatMapFigures& figures) {
    switch (metric) {
    case HeatMetric::RackPower: return tr("colour: share of the rack's power budget");
    case HeatMetric::PowerDensity:
        return tr("area: footprint + %1 m of aisle; room average %2 kW/m²")
            .arg(QString::number(HeatMapFigures::kAisleShareMm / 1000.0, 'f', 1),
                 QString::number(figures.report().kwPerM2, 'f', 2));
    case HeatMetric::FlowMargin: return tr("manifold capacity − required flow; colour: share of capacity needed");
    case HeatMetric::TrayFill: return tr("colour: share of the tray's fill limit");
    case HeatMetric::GpusLost:
        return tr("worst single failure of a part in the rack; colour: share of all %1 GPUs").arg(figures.totalGpus());
    case HeatMetric::FloorLoad:
        return figures.floorRatingKnM2() > 0
                   ? tr("rack weight on its own footprint; colour: share of the %1 kN/m² floor rating")
                         .arg(QString::number(figures.floorRatingKnM2(), 'f', 1))
                   : tr("rack weight on its own footprint; the room has no floor rating");
    case HeatMetric::DeliveredFlow:
        return tr("the loop solved for pressure and flow, CDU pumps at their controlled speed; colour: required / delivered");
    case HeatMetric::None: break;
    }
    return {};
}

QStringList HeatMapStyle::ticks(HeatMetric metric, const HeatMapFigures& figures) {
    if (metric == HeatMetric::PowerDensity) {
        const double top = figures.densityScaleKwPerM2();
        return {QStringLiteral("0"), QString::number(top / 2, 'g', 4), tr("%1 kW/m²").arg(QString::number(top, 'g', 4))};
    }
    return {tr("0 %"), tr("50 %"), tr("100 %")};  // of the limit the subtitle names
}

QString HeatMapStyle::overLabel(HeatMetric metric) {
    switch (metric) {
    case HeatMetric::RackPower: return tr("over budget at max draw");
    case HeatMetric::FlowMargin: return tr("needs more flow than its manifolds carry");
    case HeatMetric::TrayFill: return tr("over its fill limit");
    case HeatMetric::FloorLoad: return tr("over the floor rating");
    case HeatMetric::DeliveredFlow: return tr("gets less flow than its heat needs");
    case HeatMetric::GpusLost:
    case HeatMetric::PowerDensity:
    case HeatMetric::None: break;
    }
    return {};
}

QString HeatMapStyle::noFigureLabel(HeatMetric metric) {
    switch (metric) {
    case HeatMetric::RackPower: return tr("no power budget set");
    case HeatMetric::FlowMargin: return tr("on no cooling loop (no flow figure)");
    case HeatMetric::TrayFill: return tr("no cross-section or fill limit");
    case HeatMetric::GpusLost: return tr("no GPUs in the design");
    case HeatMetric::FloorLoad: return tr("no floor rating set for the room");
    case HeatMetric::DeliveredFlow: return tr("no solved coolant loop (see Analysis ▸ Coolant Hydraulics)");
    case HeatMetric::PowerDensity:
    case HeatMetric::None: break;
    }
    return {};
}

HeatMapStyle::Legend HeatMapStyle::legend(const QFont& font, HeatMetric metric, const HeatMapFigures& figures) {
    Legend l;
    QFont bold = font;
    bold.setBold(true);
    const QFontMetrics fm(font), bm(bold);
    l.line = fm.height() + 4;
    l.head = title(metric);
    l.sub = subtitle(metric, figures);
    l.tickText = ticks(metric, figures);
    if (const QString over = overLabel(metric); !over.isEmpty()) l.swatches.emplace_back(kOver, over);
    if (const QString none = noFigureLabel(metric); !none.isEmpty()) l.swatches.emplace_back(kNoFigure, none);
    // Wide enough that the middle tick's label never runs into the last one's.
    l.barWidth = std::max(240, fm.horizontalAdvance(l.tickText[1]) + 2 * fm.horizontalAdvance(l.tickText.back()) + 40);
    l.width = std::max({l.barWidth, bm.horizontalAdvance(l.head), fm.horizontalAdvance(l.sub)});
    for (const auto& sw : l.swatches) l.width = std::max(l.width, 26 + fm.horizontalAdvance(sw.second));
    l.height = kPad + 2 * l.line + kBarHeight + 4 + l.line + int(l.swatches.size()) * l.line + kPad;
    return l;
}

QRect HeatMapStyle::Legend::box(const QRect& area) const {
    return QRect(area.left() + 10, area.bottom() - 10 - height, width + 2 * kPad, height);
}

QRect HeatMapStyle::legendBox(const QRect& area, const QFont& font, HeatMetric metric, const HeatMapFigures& figures) {
    if (metric == HeatMetric::None) return {};
    return legend(font, metric, figures).box(area);
}

QRect HeatMapStyle::drawLegend(QPainter& p, const QRect& area, const QFont& font, HeatMetric metric,
                               const HeatMapFigures& figures) {
    if (metric == HeatMetric::None) return {};
    const Legend l = legend(font, metric, figures);
    QFont bold = font;
    bold.setBold(true);
    const QFontMetrics fm(font);
    const int line = l.line, width = l.width, barWidth = l.barWidth;
    const QString &head = l.head, &sub = l.sub;
    const QStringList& tickText = l.tickText;
    const QRect box = l.box(area);
    p.setPen(QColor(0xc8, 0xcb, 0xd0));
    p.setBrush(QColor(255, 255, 255, 235));
    p.drawRoundedRect(box, 4, 4);

    int y = box.top() + kPad;
    const int x = box.left() + kPad;
    p.setPen(QColor(0x20, 0x20, 0x20));
    p.setFont(bold);
    p.drawText(QRect(x, y, width, line), Qt::AlignLeft | Qt::AlignVCenter, head);
    y += line;
    p.setFont(font);
    p.setPen(QColor(0x50, 0x55, 0x5c));
    p.drawText(QRect(x, y, width, line), Qt::AlignLeft | Qt::AlignVCenter, sub);
    y += line;

    // The ramp as drawn on the plan: sampled from colour() so the two can never disagree.
    const QRect bar(x, y, barWidth, kBarHeight);
    QLinearGradient gradient(bar.topLeft(), bar.topRight());
    for (int i = 0; i <= 20; ++i) gradient.setColorAt(i / 20.0, colour(i / 20.0));
    p.setPen(QColor(0x80, 0x80, 0x80));
    p.setBrush(gradient);
    p.drawRect(bar);
    y += kBarHeight + 4;
    p.setPen(QColor(0x20, 0x20, 0x20));
    for (int i = 0; i < tickText.size(); ++i) {
        const int tx = bar.left() + bar.width() * i / int(tickText.size() - 1);
        p.drawLine(tx, bar.bottom(), tx, bar.bottom() + 3);
        const int w = fm.horizontalAdvance(tickText[i]);
        const int left = i == 0 ? tx : i + 1 == tickText.size() ? tx - w : tx - w / 2;
        p.drawText(QRect(left, y, w + 2, line), Qt::AlignLeft | Qt::AlignVCenter, tickText[i]);
    }
    y += line;
    for (const auto& [c, text] : l.swatches) {
        p.setPen(c.darker(150));
        p.setBrush(c);
        p.drawRect(x, y + (line - 12) / 2, 18, 12);
        p.setPen(QColor(0x20, 0x20, 0x20));
        p.drawText(QRect(x + 26, y, width - 26, line), Qt::AlignLeft | Qt::AlignVCenter, text);
        y += line;
    }
    return bar;
}

}  // namespace sn
