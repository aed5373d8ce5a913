#pragma once

#include "model/core/ids.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QUndoCommand;

namespace sn {

class Design;
struct Cable;

/// The properties page of one cable: its label and id, both ends, role,
/// type and media, route and ordered length, bend radii and trays. Label,
/// type and ordered length are editable; each change is checked
/// (CableEdits) and handed to `submit` as one undo command or a refusal.
class CablePropertiesPage final : public QWidget {
    Q_OBJECT
public:
    /// Pushes the command, or shows the refusal (an empty error with no command: nothing changed).
    using Submit = std::function<void(std::unique_ptr<QUndoCommand> command, const QString& error)>;

    CablePropertiesPage(Design& design, Submit submit, QWidget* parent = nullptr);

    /// Fills the fields from the design's cable.
    void fill(const Cable& cable);
    std::optional<CableId> cable() const { return m_cable; }

    // The editors, for tests that type into them.
    QLineEdit* label() const { return m_label; }
    QComboBox* type() const { return m_type; }
    QDoubleSpinBox* orderedLength() const { return m_ordered; }
    QLabel* endA() const { return m_endA; }
    QLabel* endB() const { return m_endB; }

private:
    void applyLabel();
    void applyType();
    void applyLength();

    Design& m_design;
    Submit m_submit;
    std::optional<CableId> m_cable;
    QLineEdit* m_label;
    QLabel *m_id, *m_endA, *m_endB, *m_role, *m_media, *m_routeLength, *m_bend, *m_trays;
    QComboBox* m_type;
    QDoubleSpinBox* m_ordered;
};

}  // namespace sn
