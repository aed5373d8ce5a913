#pragma once

#include "model/rules/finding.h"
#include "views/main/open_document.h"

#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <memory>

class QAction;
class QActionGroup;
class QDialog;
class QLabel;
class QMenu;

namespace sn {

class Autosaver;
class CatalogPalette;
class Design;
class DrawingsPane;
class EditorDocks;
class ElevationPanel;
class FaultsWindow;
class HydraulicsWindow;
class FindDialog;
class MeasureTool;
class FloorPlanView;
class MainMenus;
class PropertiesPanel;
class RecentFiles;
class ReportsWindow;
class RoutingTools;
class SelectionModel;
class SelectionStatus;
class StartPage;
class UndoActions;
class VerifyTools;
struct WizardParams;

/// The editor window: one design at a time (OpenDocument) with its floor
/// plan and rack elevation side by side (DrawingsPane), the docks
/// (EditorDocks), the menus (MainMenus) and the file commands. It puts these
/// parts together and hands each new document to them. Everything that edits
/// goes through the design's undo stack.
class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Asks the user; tests replace it to answer without a modal box.
    using Prompter = std::function<QMessageBox::StandardButton(
        QMessageBox::Icon, const QString& title, const QString& text, QMessageBox::StandardButtons)>;
    void setPrompter(Prompter prompter) { m_prompt = std::move(prompter); }

    Design& design() const { return m_document.design(); }
    QString filePath() const { return m_document.path(); }
    SelectionModel& selection() const { return m_document.selection(); }
    CatalogPalette* palette() const;
    FloorPlanView* floorPlan() const;
    MeasureTool* measureTool() const { return m_measure; }
    ElevationPanel* elevation() const;
    PropertiesPanel* properties() const;
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
    void createToolBar();
    void createFileMenu();
    void createStatusBar();
    /// File ▸ Export (one action per export kind) and File ▸ Print Labels… (main_window_export.cpp).
    void createExportMenu();
    /// Replaces the document; the views for the old one go first.
    void setDocument(std::unique_ptr<Design> design, const QString& path);
    bool maybeSave();
    void updateTitle();
    void showHint(const QString& text);
    /// The drawings, docks and status bar for the document just made current.
    void bindDocumentViews();
    /// The user catalog's types in the design and the Catalog menu (main_window_catalog.cpp).
    void attachUserCatalog();
    /// View ▸ Heat Map and Analysis ▸ Reports: made once, re-bound to each new document.
    void bindHeatMapAndReports();
    void hideStartPage();
    QMessageBox::StandardButton ask(QMessageBox::Icon icon, const QString& title, const QString& text,
                                    QMessageBox::StandardButtons buttons);
    /// The Route menu, File ▸ New Supernode… and the route overlay for the new document (main_window_routing.cpp).
    void attachCablingTools();
    /// The variants of `requirement` compared in their own window; the one chosen opens as the document.
    void openVariants(const WizardParams& requirement);
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

    // The document outlives the views that watch it: the destructor lets them go first.
    OpenDocument m_document;
    Autosaver* m_autosaver;
    Prompter m_prompt;
    MainMenus* m_menus;
    UndoActions* m_undoActions;
    EditorDocks* m_docks;
    DrawingsPane* m_drawings;
    SelectionStatus* m_selectionStatus = nullptr;
    QLabel* m_cursorLabel = nullptr;
    RecentFiles* m_recent = nullptr;
    QActionGroup* m_heatMapGroup = nullptr;
    ReportsWindow* m_reports = nullptr;
    FaultsWindow* m_faults = nullptr;
    HydraulicsWindow* m_hydraulics = nullptr;
    RoutingTools* m_routing = nullptr;
    VerifyTools* m_verify = nullptr;
    FindDialog* m_find = nullptr;  ///< made on first use, for the open document
    MeasureTool* m_measure = nullptr;  ///< owned by the floor plan
    StartPage* m_start = nullptr;
    QMetaObject::Connection m_startEdits;  ///< the first edit hides the start page
};

}  // namespace sn
