#pragma once

#include <QSortFilterProxyModel>
#include <QString>

#include <optional>

namespace sn {

class CableTableModel;

/// Narrows and sorts the cable table. Text columns sort in natural order
/// ("OSFP2" before "OSFP10"), lengths and radii by value with empty cells first.
class CableFilterProxy final : public QSortFilterProxyModel {
    Q_OBJECT
public:
    /// Every part is optional; a cable shows when it passes all that are set.
    struct Filter {
        QString rack;   ///< an end in this rack
        QString role;   ///< schedule role word ("compute", "power", …)
        QString media;  ///< schedule media word ("dac", "mmf", …)
        std::optional<double> minM, maxM;  ///< ordered length, else routed length, in metres
        bool withFindings = false;         ///< only cables a finding names
        QString status;                    ///< cable status word ("planned", "installed", …)
        bool operator==(const Filter&) const = default;
    };

    explicit CableFilterProxy(QObject* parent = nullptr);
    void setCableModel(CableTableModel* model);
    CableTableModel* cableModel() const { return m_model; }
    void setFilter(const Filter& filter);
    const Filter& filter() const { return m_filter; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    CableTableModel* m_model = nullptr;
    Filter m_filter;
};

}  // namespace sn
