#pragma once

#include "model/dxf/dxf_document.h"
#include "model/dxf/hall_import.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QGraphicsScene;
class QGraphicsView;
class QLineEdit;
class QPlainTextEdit;

namespace sn {

class Design;

/// File ▸ Import Floor Plan…: reads an architect's DXF of the hall, lets the
/// user say which layers hold the outline, columns, walls, doors and keep-out
/// zones, previews what would be read and reports what was read and skipped.
/// Import replaces the room's geometry as one undo step; the objects in the
/// room stay where they are (the rules then say which no longer fit).
class FloorPlanImportDialog final : public QDialog {
    Q_OBJECT
public:
    explicit FloorPlanImportDialog(Design& design, QWidget* parent = nullptr);

    /// Reads `path`; the layer choices are refilled from its layers.
    void setFile(const QString& path);
    void setLayers(const dxf::HallLayers& layers);
    /// What would be imported; nullopt when the file or the layers give no hall.
    const std::optional<dxf::HallImport>& hall() const { return m_hall; }
    QString reportText() const;
    QGraphicsScene* preview() const { return m_scene; }
    /// Pushes the room change; false (nothing pushed) when there is no hall to import.
    bool apply();

    void accept() override;

private:
    void browse();
    void reread();
    void drawPreview();
    dxf::HallLayers chosenLayers() const;

    Design& m_design;
    std::optional<dxf::Document> m_doc;
    std::optional<dxf::HallImport> m_hall;
    QString m_error;
    QLineEdit* m_path;
    QComboBox *m_outline, *m_columns, *m_walls, *m_doors, *m_keepOuts, *m_halls;
    QGraphicsScene* m_scene;
    QGraphicsView* m_view;
    QPlainTextEdit* m_report;
    QDialogButtonBox* m_buttons;
    bool m_filling = false;
};

}  // namespace sn
