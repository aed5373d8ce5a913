#include "views/floorplan/column_dialog.h"

#include "views/common/readable_title.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>

namespace sn {

namespace {

QDoubleSpinBox* millimetres(const char* name, double low, double high, double value, QWidget* parent) {
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(low, high);
    box->setDecimals(0);
    box->setSingleStep(100);
    box->setSuffix(ColumnDialog::tr(" mm"));
    box->setValue(value);
    return box;
}

/// What `box` says, or `original` where the box shows it rounded and the
/// user left it (a DXF column at x 1 234.56 mm stays there on OK).
double typedOr(const QDoubleSpinBox* box, double original) {
    return box->value() == box->valueFromText(box->textFromValue(original)) ? original : box->value();
}

}  // namespace

ColumnDialog::ColumnDialog(const Column& column, QWidget* parent) : QDialog(parent), m_original(column) {
    setObjectName(QStringLiteral("columnDialog"));
    setWindowTitle(column.name.isEmpty() ? tr("Column") : tr("Column %1").arg(column.name));
    keepTitleReadable(this);
    auto* form = new QFormLayout(this);
    m_name = new QLineEdit(column.name, this);
    m_name->setObjectName(QStringLiteral("columnName"));
    form->addRow(tr("&Name:"), m_name);
    m_shape = new QComboBox(this);
    m_shape->setObjectName(QStringLiteral("columnShape"));
    m_shape->addItem(tr("Rectangle"), int(Column::Shape::Rectangle));
    m_shape->addItem(tr("Circle"), int(Column::Shape::Circle));
    m_shape->setCurrentIndex(m_shape->findData(int(column.shape)));
    form->addRow(tr("&Shape:"), m_shape);
    // ±1 km from the room's origin: any hall, and a column just outside it
    // (a DXF's columns may stand beyond the outline).
    m_x = millimetres("columnX", -1e6, 1e6, column.centreMm.x(), this);
    m_y = millimetres("columnY", -1e6, 1e6, column.centreMm.y(), this);
    form->addRow(tr("Centre &x:"), m_x);
    form->addRow(tr("Centre &y:"), m_y);
    // 100 mm to 20 m, as a column added from the plan.
    m_width = millimetres("columnWidth", 100, 20000, column.widthMm, this);
    m_depth = millimetres("columnDepth", 100, 20000, column.depthMm, this);
    m_diameter = millimetres("columnDiameter", 100, 20000, column.diameterMm, this);
    form->addRow(tr("&Width (x):"), m_width);
    form->addRow(tr("&Depth (y):"), m_depth);
    form->addRow(tr("D&iameter:"), m_diameter);
    connect(m_shape, &QComboBox::currentIndexChanged, this, &ColumnDialog::showShapeFields);
    showShapeFields();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

void ColumnDialog::showShapeFields() {
    const bool circle = Column::Shape(m_shape->currentData().toInt()) == Column::Shape::Circle;
    auto* form = static_cast<QFormLayout*>(layout());
    form->setRowVisible(m_width, !circle);
    form->setRowVisible(m_depth, !circle);
    form->setRowVisible(m_diameter, circle);
}

Column ColumnDialog::column() const {
    Column c;
    c.name = m_name->text().trimmed();
    c.shape = Column::Shape(m_shape->currentData().toInt());
    c.centreMm = {typedOr(m_x, m_original.centreMm.x()), typedOr(m_y, m_original.centreMm.y())};
    c.widthMm = typedOr(m_width, m_original.widthMm);
    c.depthMm = typedOr(m_depth, m_original.depthMm);
    c.diameterMm = typedOr(m_diameter, m_original.diameterMm);
    return c;
}

}  // namespace sn
