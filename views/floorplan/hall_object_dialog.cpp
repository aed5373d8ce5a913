#include "views/floorplan/hall_object_dialog.h"

#include "views/common/readable_title.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>

namespace sn {

namespace {

QDoubleSpinBox* sizeField(const char* name, double value, QWidget* parent) {
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    // 100 mm to 20 m: from a slim steel column to a plant-room keep-out.
    box->setRange(100, 20000);
    box->setDecimals(0);
    box->setSingleStep(100);
    box->setSuffix(HallObjectDialog::tr(" mm"));
    box->setValue(value);
    return box;
}

}  // namespace

HallObjectDialog::HallObjectDialog(Kind kind, const QString& name, double widthMm, double depthMm, QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("hallObjectDialog"));
    setWindowTitle(kind == Kind::Column ? tr("Add Column") : tr("Add Keep-out Zone"));
    keepTitleReadable(this);
    auto* form = new QFormLayout(this);
    m_name = new QLineEdit(name, this);
    m_name->setObjectName(QStringLiteral("hallObjectName"));
    form->addRow(tr("&Name:"), m_name);
    m_width = sizeField("hallObjectWidth", widthMm, this);
    m_depth = sizeField("hallObjectDepth", depthMm, this);
    form->addRow(tr("&Width (x):"), m_width);
    form->addRow(tr("&Depth (y):"), m_depth);
    if (kind == Kind::KeepOut) {
        m_reason = new QLineEdit(this);
        m_reason->setObjectName(QStringLiteral("hallObjectReason"));
        m_reason->setPlaceholderText(tr("e.g. CRAH 3 service area"));
        form->addRow(tr("&Reason:"), m_reason);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

QString HallObjectDialog::name() const { return m_name->text().trimmed(); }
double HallObjectDialog::widthMm() const { return m_width->value(); }
double HallObjectDialog::depthMm() const { return m_depth->value(); }
QString HallObjectDialog::reason() const { return m_reason ? m_reason->text().trimmed() : QString(); }

}  // namespace sn
