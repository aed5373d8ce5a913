#pragma once

#include <QDialog>

class QDoubleSpinBox;
class QLineEdit;

namespace sn {

/// Asks for the size of a column or keep-out zone added from the floor
/// plan's menu: a name, width and depth in millimetres and, for
/// a keep-out zone, the reason it must stay free. The caller places it.
class HallObjectDialog final : public QDialog {
    Q_OBJECT
public:
    enum class Kind { Column, KeepOut };
    HallObjectDialog(Kind kind, const QString& name, double widthMm, double depthMm, QWidget* parent = nullptr);

    QString name() const;
    double widthMm() const;
    double depthMm() const;
    QString reason() const;

private:
    QLineEdit* m_name;
    QDoubleSpinBox* m_width;
    QDoubleSpinBox* m_depth;
    QLineEdit* m_reason = nullptr;
};

}  // namespace sn
