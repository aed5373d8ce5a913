#pragma once

#include "model/analysis/object_search.h"

#include <QDialog>

#include <functional>
#include <vector>

class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;

namespace sn {

class Design;

/// Edit ▸ Find (Ctrl+F): racks, devices and trays by name, cables by label
/// or id, listed as the user types. Activating a result (Enter, a
/// double-click, or Enter in the text field for the first one) hands its
/// object to `jump`, which selects it and centres the views on it.
class FindDialog final : public QDialog {
    Q_OBJECT
public:
    using Jump = std::function<void(const ObjectRef&)>;
    FindDialog(const Design& design, Jump jump, QWidget* parent = nullptr);

    QLineEdit* textField() const { return m_text; }
    QListWidget* results() const { return m_results; }
    const std::vector<SearchHit>& hits() const { return m_hits; }
    /// Searches again (the design may have changed since the last keystroke).
    void search();

private:
    void activate(int row);
    QString describe(const SearchHit& hit) const;

    const Design& m_design;
    Jump m_jump;
    QLineEdit* m_text;
    QListWidget* m_results;
    QLabel* m_count;
    std::vector<SearchHit> m_hits;
};

}  // namespace sn
