#pragma once

#include <QDialog>

class QLineEdit;

namespace sn {

/// Asks for a hall's name and its label code (the {room} token), from the
/// floor plan's menu over a hall of a site.
class HallNameDialog final : public QDialog {
    Q_OBJECT
public:
    HallNameDialog(const QString& name, const QString& code, QWidget* parent = nullptr);

    QString name() const;
    QString code() const;

private:
    QLineEdit* m_name;
    QLineEdit* m_code;
};

}  // namespace sn
