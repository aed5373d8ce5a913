#include "views/reports/rack_power_chart.h"

#include "model/rules/heat_map_figures.h"

#include <QHelpEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>

#include <cmath>

namespace sn {

namespace {
// Room round the plot: kW labels left, legend above, rotated rack names below.
constexpr int kLeftPx = 64, kRightPx = 12, kTopPx = 34, kBottomPx = 64, kBarPx = 16;
const QColor kBudgetLine(0x20, 0x20, 0x20);
QString kw(double w) { return QString::number(w / 1000.0, 'f', 1); }
}  // namespace

RackPowerChart::RackPowerChart(QWidget* parent) : QAbstractScrollArea(parent) {
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    horizontalScrollBar()->setSingleStep(kPitchPx);
    viewport()->setBackgroundRole(QPalette::Base);
    viewport()->setAutoFillBackground(true);
    viewport()->setMouseTracking(true);
    setMinimumHeight(kTopPx + kBottomPx + 120);
}

QSize RackPowerChart::sizeHint() const { return {720, 320}; }

void RackPowerChart::setReport(const DesignReport* report) {
    m_report = report;
    double top = 0;
    if (report)
        for (const RackReport& r : report->racks) top = std::max({top, r.maxW, r.powerBudgetW});
    m_topKw = HeatMapFigures::niceCeil(top / 1000.0);
    updateScrollBar();
    viewport()->update();
}

RackPowerChart::Status RackPowerChart::statusOf(const RackReport& rack) {
    if (rack.powerBudgetW <= 0) return Status::NoBudget;
    // The rule's tolerance (rack_budget_rule.cpp): equal to the budget is within it.
    if (rack.typicalW > rack.powerBudgetW + 1e-9) return Status::TypicalOverBudget;
    if (rack.maxW > rack.powerBudgetW + 1e-9) return Status::MaxOverBudget;
    return Status::WithinBudget;
}

QColor RackPowerChart::colourOf(Status status) {
    switch (status) {
    case Status::WithinBudget: return QColor(0x1a, 0x98, 0x50);
    case Status::MaxOverBudget: return QColor(0xf0, 0x8c, 0x1e);
    case Status::TypicalOverBudget: return QColor(0xd7, 0x30, 0x27);
    case Status::NoBudget: break;
    }
    return QColor(0x8a, 0x90, 0x98);
}

QRect RackPowerChart::plotArea() const {
    const QRect v = viewport()->rect();
    return QRect(kLeftPx, kTopPx, std::max(10, v.width() - kLeftPx - kRightPx), std::max(10, v.height() - kTopPx - kBottomPx));
}

int RackPowerChart::yOf(double kwValue) const {
    const QRect p = plotArea();
    return p.bottom() - int(std::lround(kwValue / m_topKw * p.height()));
}

void RackPowerChart::updateScrollBar() {
    const int racks = m_report ? int(m_report->racks.size()) : 0;
    const int content = racks * kPitchPx;
    horizontalScrollBar()->setPageStep(plotArea().width());
    horizontalScrollBar()->setRange(0, std::max(0, content - plotArea().width()));
}

void RackPowerChart::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBar();
}

QRect RackPowerChart::barRect(int rack) const {
    if (!m_report || rack < 0 || rack >= int(m_report->racks.size())) return {};
    const int x = plotArea().left() + rack * kPitchPx - horizontalScrollBar()->value() + (kPitchPx - kBarPx) / 2;
    const int top = yOf(m_report->racks[size_t(rack)].maxW / 1000.0);
    return QRect(QPoint(x, top), QPoint(x + kBarPx - 1, plotArea().bottom()));
}

QRect RackPowerChart::typicalRect(int rack) const {
    const QRect bar = barRect(rack);
    if (bar.isNull()) return {};
    return QRect(QPoint(bar.left(), yOf(m_report->racks[size_t(rack)].typicalW / 1000.0)), bar.bottomRight());
}

void RackPowerChart::ensureVisible(int rack) {
    const int x = rack * kPitchPx;
    QScrollBar* bar = horizontalScrollBar();
    if (x < bar->value()) bar->setValue(x);
    else if (x + kPitchPx > bar->value() + plotArea().width()) bar->setValue(x + kPitchPx - plotArea().width());
}

int RackPowerChart::rackAt(int viewportX) const {
    if (!m_report || viewportX < plotArea().left()) return -1;
    const int i = (viewportX - plotArea().left() + horizontalScrollBar()->value()) / kPitchPx;
    return i < int(m_report->racks.size()) ? i : -1;
}

void RackPowerChart::paintEvent(QPaintEvent*) {
    QPainter p(viewport());
    const QRect plot = plotArea();
    const QFontMetrics fm(font());
    p.setFont(font());

    // Axis: five steps up to the rounded-up top, with grid lines.
    p.setPen(QColor(0x50, 0x55, 0x5c));
    p.drawText(QRect(4, 4, kLeftPx, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, tr("kW"));
    for (int i = 0; i <= 5; ++i) {
        const double v = m_topKw * i / 5;
        const int y = yOf(v);
        p.setPen(QColor(0xe4, 0xe6, 0xea));
        p.drawLine(plot.left(), y, plot.right(), y);
        p.setPen(QColor(0x50, 0x55, 0x5c));
        p.drawText(QRect(0, y - fm.height() / 2, kLeftPx - 8, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(v, 'g', 4));
    }
    p.drawLine(plot.left(), plot.top(), plot.left(), plot.bottom());
    p.drawLine(plot.left(), plot.bottom(), plot.right(), plot.bottom());

    // Legend above the plot.
    int lx = plot.left();
    const auto swatch = [&](const QColor& c, const QString& text) {
        p.fillRect(QRect(lx, 10, 14, 12), c);
        p.setPen(QColor(0x20, 0x20, 0x20));
        p.drawText(QRect(lx + 18, 4, fm.horizontalAdvance(text) + 4, fm.height() + 8), Qt::AlignVCenter, text);
        lx += 18 + fm.horizontalAdvance(text) + 16;
    };
    swatch(colourOf(Status::WithinBudget), tr("within budget"));
    swatch(colourOf(Status::MaxOverBudget), tr("max draw over budget"));
    swatch(colourOf(Status::TypicalOverBudget), tr("typical draw over budget"));
    swatch(colourOf(Status::NoBudget), tr("no budget"));
    p.setPen(QPen(kBudgetLine, 2));
    p.drawLine(lx, 16, lx + 16, 16);
    p.drawText(QRect(lx + 20, 4, 400, fm.height() + 8), Qt::AlignVCenter,
               tr("budget; solid: typical draw, light: up to max draw"));
    if (!m_report) return;

    p.setClipRect(QRect(plot.left() + 1, 0, plot.width(), viewport()->height()));
    const int first = std::max(0, horizontalScrollBar()->value() / kPitchPx);
    const int last = std::min(int(m_report->racks.size()) - 1, first + plot.width() / kPitchPx + 1);
    for (int i = first; i <= last; ++i) {
        const RackReport& r = m_report->racks[size_t(i)];
        const QColor c = colourOf(statusOf(r));
        QColor light = c;
        light.setAlpha(90);
        const QRect bar = barRect(i);
        p.fillRect(bar, light);
        p.fillRect(typicalRect(i), c);
        if (r.powerBudgetW > 0) {  // across the whole slot, so equal budgets join into one line
            const int y = yOf(r.powerBudgetW / 1000.0);
            p.setPen(QPen(kBudgetLine, 2));
            p.drawLine(bar.center().x() - kPitchPx / 2, y, bar.center().x() + kPitchPx / 2, y);
        }
        p.save();
        p.translate(bar.center().x() + fm.ascent() / 2 - 1, plot.bottom() + 6);
        p.rotate(-90);
        p.setPen(QColor(0x20, 0x20, 0x20));
        p.drawText(QRect(-kBottomPx + 10, -fm.ascent(), kBottomPx - 10, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   fm.elidedText(r.name, Qt::ElideMiddle, kBottomPx - 10));
        p.restore();
    }
}

bool RackPowerChart::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip && m_report) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int i = rackAt(help->pos().x());
        if (i < 0) {
            QToolTip::hideText();
            return true;
        }
        const RackReport& r = m_report->racks[size_t(i)];
        QToolTip::showText(help->globalPos(),
                           r.powerBudgetW > 0
                               ? tr("%1: %2 kW max, %3 kW typical, budget %4 kW").arg(r.name, kw(r.maxW), kw(r.typicalW), kw(r.powerBudgetW))
                               : tr("%1: %2 kW max, %3 kW typical, no budget").arg(r.name, kw(r.maxW), kw(r.typicalW)),
                           viewport());
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

}  // namespace sn
