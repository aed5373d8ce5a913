#pragma once

#include <QLabel>

namespace sn {

class Design;
class SelectionModel;

/// The status bar's account of the selection: "Rack A01", "Cable C00012",
/// "gpu-01 at U3–U10", "3 objects selected" or "Nothing selected".
class SelectionStatus final : public QLabel {
    Q_OBJECT
public:
    explicit SelectionStatus(QWidget* parent = nullptr);
    /// Follows `selection` in `design` from now on (a new document's).
    void bind(const Design& design, const SelectionModel& selection);

private:
    void update(const Design& design, const SelectionModel& selection);

    QMetaObject::Connection m_changed;
};

}  // namespace sn
