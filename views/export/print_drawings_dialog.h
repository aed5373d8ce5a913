#pragma once

#include "views/export/drawing_printing.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QGraphicsScene;
class QLabel;

namespace sn {

class Design;
class SelectionModel;

/// File ▸ Print Drawings…: the floor plan and rack elevations with a title
/// block, to a stated scale, to a printer or a PDF file (DrawingPrinting).
class PrintDrawingsDialog final : public QDialog {
    Q_OBJECT
public:
    PrintDrawingsDialog(Design& design, const SelectionModel& selection, QGraphicsScene* floorPlan, QWidget* parent = nullptr);

    QComboBox* paperBox() const { return m_paper; }
    QComboBox* scaleBox() const { return m_scale; }
    QComboBox* elevationsBox() const { return m_elevations; }
    QCheckBox* floorPlanBox() const { return m_floorPlan; }
    /// What the fields say.
    DrawingPrinting::Options options() const;
    /// Writes the sheets to a PDF; the sheet count, or 0 with the reason shown.
    int exportTo(const QString& path);
    QString lastError() const { return m_error; }

private:
    void updateSummary();
    void exportPdf();
    void printSheets();

    Design& m_design;
    const SelectionModel& m_selection;
    QGraphicsScene* m_scene;
    QComboBox* m_paper;
    QComboBox* m_scale;
    QComboBox* m_elevations;
    QCheckBox* m_floorPlan;
    QLabel* m_summary;
    QString m_error;
};

}  // namespace sn
