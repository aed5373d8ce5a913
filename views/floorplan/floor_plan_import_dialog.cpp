#include "views/floorplan/floor_plan_import_dialog.h"

#include "model/commands/edit_object_command.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/design/room_geometry.h"
#include "model/dxf/dxf_layers.h"
#include "views/floorplan/hall_paint.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStyleOptionGraphicsItem>
#include <QVBoxLayout>

#include <algorithm>

namespace sn {

namespace {

/// The layer a role most likely is when the file does not use the program's
/// own names: the first whose name holds one of `words` (AIA CAD layer
/// guidelines: A-WALL, S-COLS, A-DOOR…), else none.
QString guess(const QStringList& layers, const QString& own, const QStringList& words, const QString& notThis = {}) {
    for (const QString& l : layers)
        if (l.compare(own, Qt::CaseInsensitive) == 0) return l;
    for (const QString& w : words)
        for (const QString& l : layers)
            if (l.contains(w, Qt::CaseInsensitive) && l != notThis) return l;
    return {};
}

/// The imported hall, painted by the floor plan's own hall painter.
class HallPreviewItem final : public QGraphicsItem {
public:
    explicit HallPreviewItem(Room room) : m_room(std::move(room)) {}
    QRectF boundingRect() const override {
        // The outline's wall is drawn 200 mm outside the floor; a margin beyond it.
        return roomOutline(m_room).boundingRect().adjusted(-1000, -1000, 1000, 1000);
    }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) override {
        paintHall(*painter, m_room, option->levelOfDetailFromTransform(painter->worldTransform()));
    }

private:
    Room m_room;
};

}  // namespace

FloorPlanImportDialog::FloorPlanImportDialog(Design& design, QWidget* parent)
    : QDialog(parent),
      m_design(design),
      m_path(new QLineEdit),
      m_outline(new QComboBox),
      m_columns(new QComboBox),
      m_walls(new QComboBox),
      m_doors(new QComboBox),
      m_keepOuts(new QComboBox),
      m_halls(new QComboBox),
      m_scene(new QGraphicsScene(this)),
      m_view(new QGraphicsView(m_scene)),
      m_report(new QPlainTextEdit),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel)) {
    setWindowTitle(tr("Import Floor Plan"));
    setObjectName(QStringLiteral("floorPlanImportDialog"));
    auto* browseButton = new QPushButton(tr("&Browse…"));
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_path, 1);
    fileRow->addWidget(browseButton);
    m_path->setPlaceholderText(tr("An architect's DXF drawing of the hall"));

    auto* form = new QFormLayout;
    form->addRow(tr("DXF file:"), fileRow);
    form->addRow(tr("Outline layer:"), m_outline);
    form->addRow(tr("Columns layer:"), m_columns);
    form->addRow(tr("Walls layer:"), m_walls);
    form->addRow(tr("Doors layer:"), m_doors);
    form->addRow(tr("Keep-outs layer:"), m_keepOuts);
    form->addRow(tr("Halls layer:"), m_halls);
    m_halls->setObjectName(QStringLiteral("hallsLayer"));
    m_halls->setToolTip(
        tr("A site of several halls: each hall's closed outline, named by the text inside it, "
           "e.g. \"Data hall 1 (DH1)\""));

    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(420, 280);
    m_report->setReadOnly(true);
    m_report->setMinimumHeight(120);
    QPushButton* import = m_buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    import->setObjectName(QStringLiteral("importButton"));
    import->setEnabled(false);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_report);
    layout->addWidget(m_buttons);

    connect(browseButton, &QPushButton::clicked, this, &FloorPlanImportDialog::browse);
    connect(m_path, &QLineEdit::editingFinished, this, [this] { setFile(m_path->text()); });
    for (QComboBox* box : {m_outline, m_columns, m_walls, m_doors, m_keepOuts, m_halls})
        connect(box, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_filling) reread();
        });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &FloorPlanImportDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &FloorPlanImportDialog::reject);
    reread();
}

void FloorPlanImportDialog::browse() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Floor Plan"), QFileInfo(m_path->text()).path(),
                                                      tr("DXF drawings (*.dxf)"));
    if (!path.isEmpty()) setFile(path);
}

void FloorPlanImportDialog::setFile(const QString& path) {
    m_path->setText(path);
    m_doc.reset();
    m_error.clear();
    try {
        m_doc = dxf::Document::read(path);
    } catch (const UserError& e) {
        m_error = e.message();
    }
    const QStringList layers = m_doc ? m_doc->layerNames() : QStringList();
    m_filling = true;
    for (QComboBox* box : {m_outline, m_columns, m_walls, m_doors, m_keepOuts, m_halls}) {
        box->clear();
        box->addItem(tr("(none)"), QString());
        for (const QString& l : layers) box->addItem(l, l);
    }
    const auto pick = [](QComboBox* box, const QString& layer) { box->setCurrentIndex(std::max(0, box->findData(layer))); };
    const QString outline = guess(layers, dxf::roomLayer(), {QStringLiteral("OUTLINE"), QStringLiteral("A-WALL"), QStringLiteral("WALL")});
    pick(m_outline, outline);
    pick(m_columns, guess(layers, dxf::columnsLayer(), {QStringLiteral("COLS"), QStringLiteral("COLUMN"), QStringLiteral("COL")}));
    pick(m_walls, guess(layers, dxf::wallsLayer(), {QStringLiteral("PART"), QStringLiteral("WALL")}, outline));
    pick(m_doors, guess(layers, dxf::doorsLayer(), {QStringLiteral("DOOR")}));
    pick(m_keepOuts, guess(layers, dxf::keepOutsLayer(), {QStringLiteral("KEEP")}));
    pick(m_halls,
         guess(layers, dxf::hallsLayer(), {QStringLiteral("HALLS"), QStringLiteral("A-AREA")}, outline));
    m_filling = false;
    reread();
}

void FloorPlanImportDialog::setLayers(const dxf::HallLayers& layers) {
    m_filling = true;
    const auto pick = [](QComboBox* box, const QStringList& names) {
        int index = 0;
        if (!names.isEmpty())
            for (int i = 1; i < box->count(); ++i)
                if (box->itemData(i).toString().compare(names.first(), Qt::CaseInsensitive) == 0) index = i;
        box->setCurrentIndex(index);
    };
    pick(m_outline, layers.outline);
    pick(m_columns, layers.columns);
    pick(m_walls, layers.walls);
    pick(m_doors, layers.doors);
    pick(m_keepOuts, layers.keepOuts);
    pick(m_halls, layers.halls);
    m_filling = false;
    reread();
}

dxf::HallLayers FloorPlanImportDialog::chosenLayers() const {
    dxf::HallLayers l;
    const auto take = [](const QComboBox* box, QStringList& into) {
        if (const QString layer = box->currentData().toString(); !layer.isEmpty()) into << layer;
    };
    take(m_outline, l.outline);
    take(m_columns, l.columns);
    take(m_walls, l.walls);
    take(m_doors, l.doors);
    take(m_keepOuts, l.keepOuts);
    take(m_halls, l.halls);
    return l;
}

void FloorPlanImportDialog::reread() {
    m_hall.reset();
    QString problem = m_error;
    if (m_doc && problem.isEmpty()) {
        const dxf::HallLayers layers = chosenLayers();
        if (layers.outline.isEmpty()) problem = tr("Choose the layer that holds the hall's outline.");
        else {
            try {
                m_hall = dxf::HallImport::of(*m_doc, layers);
            } catch (const UserError& e) {
                problem = e.message();
            }
        }
    } else if (!m_doc && problem.isEmpty()) {
        problem = tr("Choose a DXF file of the hall.");
    }
    m_report->setPlainText(m_hall ? m_hall->report().join(QLatin1Char('\n')) : problem);
    m_buttons->findChild<QPushButton*>(QStringLiteral("importButton"))->setEnabled(m_hall.has_value());
    drawPreview();
}

void FloorPlanImportDialog::drawPreview() {
    m_scene->clear();
    if (!m_hall) return;
    // The hall as the floor plan draws it (room coordinates, y into the room).
    auto* item = new HallPreviewItem(m_hall->appliedTo(m_design.room()));
    m_scene->addItem(item);
    m_view->fitInView(item->boundingRect(), Qt::KeepAspectRatio);
}

QString FloorPlanImportDialog::reportText() const { return m_report->toPlainText(); }

bool FloorPlanImportDialog::apply() {
    if (!m_hall) return false;
    m_design.undoStack().push(new EditRoomCommand(m_design, m_design.room(), m_hall->appliedTo(m_design.room()),
                                                  tr("Import floor plan from %1").arg(QFileInfo(m_path->text()).fileName())));
    return true;
}

void FloorPlanImportDialog::accept() {
    if (apply()) QDialog::accept();
}

}  // namespace sn
