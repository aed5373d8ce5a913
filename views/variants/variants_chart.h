#pragma once

#include <QStringList>
#include <QWidget>

#include <array>
#include <vector>

namespace sn {

/// The ranking as a chart: one horizontal bar per variant, best on top, made
/// of each criterion's contribution to its total (percent), with a legend.
class VariantsChart final : public QWidget {
    Q_OBJECT
public:
    explicit VariantsChart(QWidget* parent = nullptr);

    /// `labels[i]` and `contributions[i]` for the i-th ranked variant.
    void setRanking(const QStringList& labels, const std::vector<std::array<double, 5>>& contributions);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    static QColor colourOf(int criterion);

    QStringList m_labels;
    std::vector<std::array<double, 5>> m_contributions;
};

}  // namespace sn
