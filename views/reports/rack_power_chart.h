#pragma once

#include "model/rules/design_report.h"

#include <QAbstractScrollArea>

namespace sn {

/// Rack power against budget as a bar chart (QtCharts is not available, so
/// it is painted here): one bar per rack in document order, the solid part
/// typical draw and the light part up to max draw, the rack's budget as a
/// line across its slot, and the bar coloured by the power.rack-budget rule's
/// verdict. The kW axis stays put while the bars scroll sideways, so 512
/// racks remain readable.
class RackPowerChart final : public QAbstractScrollArea {
    Q_OBJECT
public:
    /// What a bar's colour says; the same split as rule power.rack-budget.
    enum class Status { WithinBudget, MaxOverBudget, TypicalOverBudget, NoBudget };

    static constexpr int kPitchPx = 24;  ///< horizontal space per rack

    explicit RackPowerChart(QWidget* parent = nullptr);
    /// Shows `report` (kept by pointer; call again after it changes).
    void setReport(const DesignReport* report);
    static Status statusOf(const RackReport& rack);
    static QColor colourOf(Status status);
    /// The kW at the top of the axis: the largest max draw or budget, rounded up to 1, 2 or 5 × 10ⁿ.
    double axisTopKw() const { return m_topKw; }
    /// The rack's whole bar (0 to max draw) in viewport pixels at the current scroll.
    QRect barRect(int rack) const;
    /// The typical-draw part of the bar, in viewport pixels.
    QRect typicalRect(int rack) const;
    /// Scrolls so the rack's bar is in view.
    void ensureVisible(int rack);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    QRect plotArea() const;
    int yOf(double kw) const;
    int rackAt(int viewportX) const;
    void updateScrollBar();

    const DesignReport* m_report = nullptr;
    double m_topKw = 1;
};

}  // namespace sn
