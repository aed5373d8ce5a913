#pragma once

#include <QWidget>

class QComboBox;

namespace sn {

class Design;

/// Which cables to export or label: all, one rack, one rail or one role,
/// with the racks, rails and roles the design actually has. Gives the
/// selection in LabelSelection's words ("rack:A01", "rail:3", "role:compute").
class SelectionPicker final : public QWidget {
    Q_OBJECT
public:
    enum class Scope { All, Rack, Rail, Role };

    explicit SelectionPicker(const Design& design, QWidget* parent = nullptr);

    /// "all", "rack:NAME", "rail:N" or "role:ROLE".
    QString selectionText() const;
    Scope scope() const;
    /// Picks a scope and a value by its word ("A01", "3", "compute"); false if the design has no such value.
    bool select(Scope scope, const QString& value = {});

    /// "Compute fabric" for "compute": the translated name of a port role word.
    static QString roleLabel(const QString& word);

Q_SIGNALS:
    void changed();

private:
    void fillValues();

    const Design& m_design;
    QComboBox* m_scope;
    QComboBox* m_value;
};

}  // namespace sn
