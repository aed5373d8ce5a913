#include "views/floorplan/hall_name_dialog.h"

#include "views/common/readable_title.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>

namespace sn {

HallNameDialog::HallNameDialog(const QString& name, const QString& code, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("hallNameDialog"));
    setWindowTitle(tr("Rename Hall"));
    keepTitleReadable(this);
    auto* form = new QFormLayout(this);
    m_name = new QLineEdit(name, this);
    m_name->setObjectName(QStringLiteral("hallName"));
    form->addRow(tr("&Name:"), m_name);
    m_code = new QLineEdit(code, this);
    m_code->setObjectName(QStringLiteral("hallCode"));
    m_code->setPlaceholderText(tr("e.g. DH2"));
    m_code->setToolTip(tr("Printed as {room} on the labels of the cables that end in this hall."));
    form->addRow(tr("Label &code:"), m_code);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

QString HallNameDialog::name() const {
    return m_name->text();
}

QString HallNameDialog::code() const {
    return m_code->text();
}

}  // namespace sn
