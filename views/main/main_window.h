#pragma once

#include "rules/finding.h"

#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <memory>

class QAction;
class QActionGroup;
class QDialog;
class QLabel;
class QMenu;
class QSplitter;
class QUndoView;

namespace sn {

class Autosaver;
class CableTablePanel;
class CatalogPalette;
class Design;
class ElevationPanel;
class FaultsWindow;
class HydraulicsWindow;
class FindDialog;
class MeasureTool;
class FindingsPanel;
class FloorPlanView;
class PropertiesPanel;
class RecentFiles;
class ReportsWindow;
class RoutingTools;
class SelectionModel;
class StartPage;
class VerifyTools;

/// The editor window: one design at a time with its floor plan and rack
/// elevation side by side, the catalog palette, properties and undo history
/// in docks, and the file commands. Everything that edits goes through the
/// design's undo stack.
class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Asks the user; tests replace it to answer without a modal box.
    using Prompter = std::function<QMessageBox::StandardButton(
        QMessageBox::Icon, const QString& title, const QString& text, QMessageBox::StandardButtons)>;
    void setPrompter(Prompter prompter) { m_prompt = std::move(prompter); }

    Design& design() const { return *m_design; }
    QString filePath() const { return m_path; }
    SelectionModel& selection() const { return *m_selection; }
    CatalogPalette* palette() const { return m_palette; }
    FloorPlanView* floorPlan() const { return m_floorPlan; }
    MeasureTool* measureTool() const { return m_measure; }
    ElevationPanel* elevation() const { return m_elevation; }
    PropertiesPanel* properties() const { return m_properties; }
    Autosaver* autosaver() const { return m_autosaver; }
    QAction* action(const QString& objectName) const;

    /// Opens FILE (.supernode or .json); false with a message when it cannot.
    bool openFile(const QString& path);
    /// Saves to PATH (the format follows the extension) and makes it current.
    bool saveTo(const QString& path);
    /// Starts an empty design; false when the user keeps the current one.
    bool newDesign();
    /// Closes the document (asking about unsaved changes) and leaves an empty one.
    bool closeDocument();
    /// Offers the untitled design a crash left behind (if any); true when recovered.
    bool recoverUntitled();
    QStringList recentFiles() const;
    /// Opens a bundled example as a new, untitled design (Save asks where to
    /// keep it, so the shipped file is never written); false when it cannot.
    bool openExample(const QString& path);
    /// The first-start page in place of the drawings, until a design is
    /// opened, made or edited, or the user asks for an empty room.
    void showStartPage();
    StartPage* startPage() const { return m_start; }
    /// Where Save As starts: the design's name as .supernode, in its folder
    /// when that takes new files, else the folder last saved to, else Documents.
    QString suggestedSavePath() const;
    /// A toolbar caption from a menu text: no mnemonic ("&New", "新建(&N)") and no ellipsis.
    static QString buttonText(QString menuText);
    /// Help ▸ Keyboard Shortcuts: (command, keys) for every action with a shortcut, by command.
    QList<QPair<QString, QString>> keyboardReference() const;
    /// The right-click menu: `picked` (when not already selected) becomes the
    /// selection, then the menu of what can be done with the selection pops
    /// up at `globalPos`; with `finding`, the finding's own entries come
    /// first. Every entry that edits pushes an undo command. Returned for tests.
    QMenu* popupObjectMenu(const QPoint& globalPos, const std::optional<ObjectRef>& picked, const Finding* finding = nullptr);
    /// The selection as object references (racks, devices, trays, cables).
    std::vector<ObjectRef> selectedObjects() const;
    /// The floor plan's right-click menu at `scenePos`: an object's menu
    /// (popupObjectMenu) over a rack, device, cable or tray, otherwise the
    /// hall's: add a column or keep-out zone there, remove the one under
    /// the cursor. Returned for tests.
    QMenu* popupPlanMenu(const QPoint& globalPos, QPointF scenePos);
    /// The properties dialog of column or door `index`, applied as one room
    /// edit (the plan's menu, or a double-click on it). Returned for tests.
    QDialog* editColumn(int index);
    QDialog* editDoor(int index);

public Q_SLOTS:
    bool save();
    bool saveAs();
    void open();
    void addRow();
    void deleteSelection();
    void cut();
    void copy();
    void paste();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    /// File ▸ Export (one action per export kind) and File ▸ Print Labels… (main_window_export.cpp).
    void createExportMenu();
    /// Replaces the document; the views for the old one go first.
    void setDocument(std::unique_ptr<Design> design, const QString& path);
    bool maybeSave();
    void updateTitle();
    void showHint(const QString& text);
    void updateSelectionStatus();
    /// The user catalog's types in the design and the Catalog menu (main_window_catalog.cpp).
    void attachUserCatalog();
    /// View ▸ Heat Map and Analysis ▸ Reports: made once, re-bound to each new document.
    void bindHeatMapAndReports();
    void hideStartPage();
    QMessageBox::StandardButton ask(QMessageBox::Icon icon, const QString& title, const QString& text,
                                    QMessageBox::StandardButtons buttons);
    /// The Route menu, File ▸ New Supernode… and the route overlay for the new document (main_window_routing.cpp).
    void attachCablingTools();
    /// The findings and cable table docks (made on the first document), bound to the new design.
    void attachFindingsAndCables();
    /// File ▸ Verify Cabling… and its marks on the views, for the new document (main_window_verify.cpp).
    void attachVerifyTools();
    /// Insert ▸ Connect Ports… (Ctrl+K), the keyboard way to connect two ports (main_window_connect.cpp).
    void createConnectAction();
    /// Edit ▸ Select All and the Help menu (main_window_help.cpp).
    void createHelpActions();
    /// Right-click menus on the floor plan, elevation, cable table and findings (main_window_context.cpp).
    void attachContextMenus();
    /// Edit ▸ Find… (Ctrl+F) (main_window_context.cpp).
    void createFindAction();
    /// View ▸ Measure, File ▸ Print Drawings… and Route ▸ Routing Policy… (main_window_tools.cpp).
    void createToolActions();
    /// The measure tool of the new document's floor plan.
    void attachTools();
    /// The object under `scenePos` on the floor plan: a rack, a cable line, a tray or a floor-standing device.
    std::optional<ObjectRef> planObjectAt(QPointF scenePos) const;

    std::unique_ptr<Design> m_design;
    QString m_path;
    SelectionModel* m_selection = nullptr;
    Autosaver* m_autosaver;
    Prompter m_prompt;

    CatalogPalette* m_palette = nullptr;
    PropertiesPanel* m_properties = nullptr;
    QDockWidget* m_propertiesDock = nullptr;
    QUndoView* m_history = nullptr;
    QWidget* m_central = nullptr;    ///< holds the drawings; never replaced
    QSplitter* m_drawings = nullptr;  ///< floor plan | elevation of the open document
    FloorPlanView* m_floorPlan = nullptr;
    ElevationPanel* m_elevation = nullptr;
    QLabel* m_cursorLabel = nullptr;
    QLabel* m_selectionLabel = nullptr;
    RecentFiles* m_recent = nullptr;
    QMenu* m_viewMenu = nullptr;
    QAction *m_undo = nullptr, *m_redo = nullptr;
    std::vector<QMetaObject::Connection> m_documentConnections;
    QActionGroup* m_heatMapGroup = nullptr;
    ReportsWindow* m_reports = nullptr;
    FaultsWindow* m_faults = nullptr;
    HydraulicsWindow* m_hydraulics = nullptr;
    RoutingTools* m_routing = nullptr;
    QDockWidget* m_findingsDock = nullptr;
    QDockWidget* m_cablesDock = nullptr;
    FindingsPanel* m_findings = nullptr;
    CableTablePanel* m_cableTable = nullptr;
    VerifyTools* m_verify = nullptr;
    FindDialog* m_find = nullptr;  ///< made on first use, for the open document
    MeasureTool* m_measure = nullptr;  ///< owned by the floor plan
    StartPage* m_start = nullptr;
    QMetaObject::Connection m_startEdits;  ///< the first edit hides the start page
};

}  // namespace sn
