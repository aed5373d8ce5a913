#pragma once

#include "model/rules/finding.h"

#include <QObject>

#include <vector>

class QDockWidget;
class QUndoView;

namespace sn {

class CableTablePanel;
class CatalogPalette;
class Design;
class FindingsPanel;
class MainMenus;
class PropertiesPanel;
class SelectionModel;

/// The editor's docks: the catalog palette on the left, properties and the
/// undo history on the right, the findings and the cable table tabbed under
/// the drawings. The docks stay for the window's life; the panels that show
/// a design are made again for each document.
class EditorDocks final : public QObject {
    Q_OBJECT
public:
    EditorDocks(QMainWindow& window, MainMenus& menus);

    /// Panels for `design`; the old ones go first (call it while the old design lives).
    void bind(Design& design, SelectionModel& selection);
    /// Lets the panels of the current design go (before the design does).
    void release();
    /// Shows the properties dock in front of any tab over it.
    void showProperties();

    CatalogPalette* palette() const { return m_palette; }
    PropertiesPanel* properties() const { return m_properties; }
    FindingsPanel* findings() const { return m_findings; }
    CableTablePanel* cableTable() const { return m_cableTable; }
    QDockWidget* findingsDock() const { return m_findingsDock; }

Q_SIGNALS:
    /// A finding or cable row the user activated: show its objects.
    void objectsActivated(const std::vector<ObjectRef>& objects);

private:
    void createSideDocks(QMainWindow& window, MainMenus& menus);
    void createBottomDocks(QMainWindow& window, MainMenus& menus);

    CatalogPalette* m_palette = nullptr;
    QDockWidget* m_propertiesDock = nullptr;
    QUndoView* m_history = nullptr;
    QDockWidget* m_findingsDock = nullptr;
    QDockWidget* m_cablesDock = nullptr;
    PropertiesPanel* m_properties = nullptr;
    FindingsPanel* m_findings = nullptr;
    CableTablePanel* m_cableTable = nullptr;
};

}  // namespace sn
