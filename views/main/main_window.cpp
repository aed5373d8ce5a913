#include "views/main/main_window.h"

#include "model/commands/remove_objects_command.h"
#include "model/core/units.h"
#include "model/design/design.h"
#include "views/common/device_clipboard.h"
#include "views/common/selection_model.h"
#include "views/elevation/elevation_panel.h"
#include "views/elevation/rack_elevation_scene.h"
#include "views/elevation/rack_elevation_view.h"
#include "views/faults/faults_window.h"
#include "views/floorplan/add_row_dialog.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/main/autosaver.h"
#include "views/main/design_undo_keys.h"
#include "views/main/drawings_pane.h"
#include "views/main/editor_docks.h"
#include "views/main/find_dialog.h"
#include "views/main/hall_navigator.h"
#include "views/main/main_menus.h"
#include "views/main/object_zoom.h"
#include "views/main/recent_files.h"
#include "views/main/selection_status.h"
#include "views/main/undo_actions.h"

#include <QClipboard>
#include <QCloseEvent>
#include <QGuiApplication>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QUndoStack>

#include <cmath>

namespace sn {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      m_autosaver(new Autosaver(this)),
      m_menus(new MainMenus(*this)),
      m_undoActions(new UndoActions(this)),
      m_docks(new EditorDocks(*this, *m_menus)),
      m_drawings(new DrawingsPane(this)) {
    setObjectName(QStringLiteral("MainWindow"));
    setDockOptions(AnimatedDocks | AllowTabbedDocks);
    setCentralWidget(m_drawings);
    createActions();
    createFileMenu();
    createToolBar();
    createExportMenu();
    createConnectAction();
    createStatusBar();
    auto* halls = new HallNavigator(
        this, *m_menus, [this]() -> const Room& { return design().room(); }, [this] { return floorPlan(); });
    connect(halls, &HallNavigator::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 5000); });
    new DesignUndoKeys(this);
    connect(m_docks, &EditorDocks::objectsActivated, this, [this](const std::vector<ObjectRef>& objects) {
        ObjectZoom::zoom(design(), selection(), objects, *floorPlan(), elevation());
    });

    setDocument(std::make_unique<Design>(), {});
    createHelpActions();  // after the first document: Select All lives on the drawings' holder
    createFindAction();
    createToolActions();
    resize(1400, 900);
    const QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
}

MainWindow::~MainWindow() {
    // The tool windows are deleted after the views and the design: nothing
    // they say on their way out (Fault Domains clears its marks) may reach them.
    if (m_faults) disconnect(m_faults, nullptr, this, nullptr);
    // The views watch the design: they go before it does.
    m_drawings->release();
    m_docks->release();
}

QAction* MainWindow::action(const QString& objectName) const { return findChild<QAction*>(objectName); }

CatalogPalette* MainWindow::palette() const { return m_docks->palette(); }

FloorPlanView* MainWindow::floorPlan() const { return m_drawings->floorPlan(); }

ElevationPanel* MainWindow::elevation() const { return m_drawings->elevation(); }

PropertiesPanel* MainWindow::properties() const { return m_docks->properties(); }

void MainWindow::createActions() {
    const auto make = [this](const char* name, const QString& text, const QKeySequence& key, auto slot) {
        auto* a = new QAction(text, this);
        a->setObjectName(QString::fromLatin1(name));
        if (!key.isEmpty()) a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    make("actionNew", tr("&New"), QKeySequence::New, [this] { newDesign(); });
    make("actionOpen", tr("&Open…"), QKeySequence::Open, &MainWindow::open);
    make("actionSave", tr("&Save"), QKeySequence::Save, &MainWindow::save);
    make("actionSaveAs", tr("Save &As…"), QKeySequence(QStringLiteral("Ctrl+Shift+S")), &MainWindow::saveAs);
    make("actionClose", tr("&Close"), QKeySequence::Close, [this] { closeDocument(); });
    make("actionQuit", tr("&Quit"), QKeySequence::Quit, &QWidget::close);
    make("actionCut", tr("Cu&t"), QKeySequence::Cut, &MainWindow::cut);
    make("actionCopy", tr("&Copy"), QKeySequence::Copy, &MainWindow::copy);
    make("actionPaste", tr("&Paste"), QKeySequence::Paste, &MainWindow::paste);
    make("actionDelete", tr("&Delete"), QKeySequence::Delete, &MainWindow::deleteSelection);
    make("actionAddRow", tr("Add &Row of Racks…"), QKeySequence(QStringLiteral("Ctrl+R")), &MainWindow::addRow);
    auto* zoomIn = make("actionZoomIn", tr("Zoom &In"), QKeySequence::ZoomIn, [this] { floorPlan()->zoomIn(); });
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(QStringLiteral("Ctrl+="))});
    make("actionZoomOut", tr("Zoom &Out"), QKeySequence::ZoomOut, [this] { floorPlan()->zoomOut(); });
    make("actionFit", tr("&Fit to Window"), QKeySequence(QStringLiteral("Ctrl+0")), [this] {
        floorPlan()->fitAll();
        elevation()->view()->fitRack();
    });
    // Icons from the platform theme where it has one, else the style's own.
    struct IconSpec {
        const char* action;
        const char* theme;
        QStyle::StandardPixmap fallback;
    };
    const IconSpec icons[] = {
        {"actionNew", "document-new", QStyle::SP_FileIcon},
        {"actionOpen", "document-open", QStyle::SP_DialogOpenButton},
        {"actionSave", "document-save", QStyle::SP_DialogSaveButton},
        {"actionUndo", "edit-undo", QStyle::SP_ArrowBack},
        {"actionRedo", "edit-redo", QStyle::SP_ArrowForward},
        {"actionDelete", "edit-delete", QStyle::SP_TrashIcon},
        // SP_CustomBase: the style has nothing fitting; the action shows its text only.
        {"actionCut", "edit-cut", QStyle::SP_CustomBase},
        {"actionCopy", "edit-copy", QStyle::SP_CustomBase},
        {"actionPaste", "edit-paste", QStyle::SP_CustomBase},
        {"actionAddRow", "list-add", QStyle::SP_FileDialogNewFolder},
        {"actionZoomIn", "zoom-in", QStyle::SP_CustomBase},
        {"actionZoomOut", "zoom-out", QStyle::SP_CustomBase},
        {"actionFit", "zoom-fit-best", QStyle::SP_CustomBase},
    };
    for (const IconSpec& spec : icons) {
        QIcon icon = QIcon::fromTheme(QString::fromLatin1(spec.theme));
        if (icon.isNull() && spec.fallback != QStyle::SP_CustomBase) icon = style()->standardIcon(spec.fallback);
        action(QString::fromLatin1(spec.action))->setIcon(icon);
    }
}

void MainWindow::createFileMenu() {
    QMenu* file = m_menus->file();
    file->addActions({action(QStringLiteral("actionNew")), action(QStringLiteral("actionOpen"))});
    m_recent = new RecentFiles(file->addMenu(tr("Open &Recent")), this);
    connect(m_recent, &RecentFiles::openRequested, this, [this](const QString& path) {
        if (maybeSave()) openFile(path);
    });
    file->addActions({action(QStringLiteral("actionSave")), action(QStringLiteral("actionSaveAs"))});
    file->addSeparator();
    file->addActions({action(QStringLiteral("actionClose")), action(QStringLiteral("actionQuit"))});

    QMenu* edit = m_menus->edit();
    edit->addActions({m_undoActions->undo(), m_undoActions->redo()});
    edit->addSeparator();
    edit->addActions({action(QStringLiteral("actionCut")), action(QStringLiteral("actionCopy")),
                      action(QStringLiteral("actionPaste")), action(QStringLiteral("actionDelete"))});

    QMenu* insert = m_menus->insert();
    insert->addAction(action(QStringLiteral("actionAddRow")));
    QMenu* trays = insert->addMenu(tr("Draw Cable &Tray"));
    for (const TrayType& type : Catalog::builtIn().trayTypes()) {
        QAction* a = trays->addAction(type.model);
        a->setObjectName(QStringLiteral("actionDrawTray-") + type.id);
        connect(a, &QAction::triggered, this, [this, id = type.id] { floorPlan()->startTrayDrawing(id); });
    }
    for (const char* zoom : {"actionZoomIn", "actionZoomOut", "actionFit"})
        m_menus->addViewTool(action(QString::fromLatin1(zoom)));
}

void MainWindow::createToolBar() {
    QToolBar* tools = addToolBar(tr("Main"));
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->addActions({action(QStringLiteral("actionNew")), action(QStringLiteral("actionOpen")),
                       action(QStringLiteral("actionSave"))});
    tools->addSeparator();
    tools->addActions({m_undoActions->undo(), m_undoActions->redo(), action(QStringLiteral("actionDelete"))});
    tools->addSeparator();
    tools->addAction(action(QStringLiteral("actionAddRow")));
    tools->addSeparator();
    tools->addActions({action(QStringLiteral("actionZoomIn")), action(QStringLiteral("actionZoomOut")),
                       action(QStringLiteral("actionFit"))});
    // Button captions without the menu mnemonic ("新建(&N)" would show as
    // "新建(N)") and fixed, so Undo/Redo naming their step in the menu do not
    // widen their buttons and shift the rest; the tooltip names the step.
    for (QAction* a : tools->actions())
        if (!a->isSeparator()) a->setIconText(buttonText(a->text()));
}

QString MainWindow::buttonText(QString menuText) {
    static const QRegularExpression mnemonic(QStringLiteral("\\(&[^)]\\)"));  // CJK style "(&N)"
    menuText.remove(mnemonic);
    menuText.remove(QLatin1Char('&'));
    return menuText.remove(QStringLiteral("…")).trimmed();
}

void MainWindow::createStatusBar() {
    m_selectionStatus = new SelectionStatus(this);
    m_cursorLabel = new QLabel(this);
    m_cursorLabel->setMinimumWidth(220);
    statusBar()->addPermanentWidget(m_selectionStatus);
    statusBar()->addPermanentWidget(m_cursorLabel);
    connect(m_autosaver, &Autosaver::failed, this, [this](const QString& message) { statusBar()->showMessage(message, 10000); });
}

void MainWindow::setDocument(std::unique_ptr<Design> design, const QString& path) {
    // Old views first, then the old design and its selection.
    hideStartPage();
    delete m_find;  // it searches the old design
    m_find = nullptr;
    m_drawings->release();
    m_autosaver->watch(nullptr, {});
    std::unique_ptr<Design> old = m_document.replace(std::move(design), path);
    m_drawings->showDesign(this->design(), selection());
    m_docks->bind(this->design(), selection());  // its old panels watch the old design, still alive here
    old.reset();
    bindDocumentViews();
    QUndoStack& stack = this->design().undoStack();
    m_undoActions->bind(stack);
    connect(&stack, &QUndoStack::indexChanged, this, &MainWindow::updateTitle);
    connect(&stack, &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    updateTitle();
    m_autosaver->watch(&this->design(), path);
    bindHeatMapAndReports();
    attachUserCatalog();
    attachCablingTools();
    attachVerifyTools();
    attachContextMenus();
    attachTools();
}

void MainWindow::bindDocumentViews() {
    m_selectionStatus->bind(design(), selection());
    const auto showProperties = [this] { m_docks->showProperties(); };
    connect(floorPlan(), &FloorPlanView::propertiesRequested, this, showProperties);
    connect(elevation()->view(), &RackElevationView::propertiesRequested, this, showProperties);
    connect(floorPlan(), &FloorPlanView::cursorMm, this, [this](QPointF p) {
        m_cursorLabel->setText(tr("x %1 mm, y %2 mm").arg(p.x(), 0, 'f', 0).arg(p.y(), 0, 'f', 0));
    });
    connect(elevation()->view(), &RackElevationView::cursorMm, this, [this](QPointF p) {
        const auto lay = elevation()->scene()->layout();
        const auto face = lay ? lay->faceAt(p.x()) : std::nullopt;
        if (!face) return m_cursorLabel->clear();
        const int u = int(std::floor((lay->unitsRect(*face).bottom() - p.y()) / kRackUnitMm)) + 1;
        const double heightMm = lay->unitsRect(*face).bottom() - p.y();
        m_cursorLabel->setText(*face == Face::Front ? tr("U%1, front (%2 mm)").arg(u).arg(heightMm, 0, 'f', 0)
                                                    : tr("U%1, rear (%2 mm)").arg(u).arg(heightMm, 0, 'f', 0));
    });
    connect(floorPlan(), &FloorPlanView::hint, this, &MainWindow::showHint);
    connect(elevation()->view(), &RackElevationView::hint, this, &MainWindow::showHint);
}

void MainWindow::showHint(const QString& text) {
    if (text.isEmpty()) statusBar()->clearMessage();
    else statusBar()->showMessage(text, 6000);
}

void MainWindow::updateTitle() {
    setWindowTitle(tr("%1[*] — Supernode Designer").arg(m_document.displayName()));
    setWindowModified(m_document.isModified());
}

void MainWindow::deleteSelection() {
    ObjectSelection doomed;
    doomed.racks = selection().racks();
    doomed.devices = selection().devices();
    doomed.trays = selection().trays();
    if (doomed.racks.empty() && doomed.devices.empty() && doomed.trays.empty()) return;
    design().undoStack().push(new RemoveObjectsCommand(design(), doomed));
}

void MainWindow::copy() {
    if (QMimeData* mime = DeviceClipboard::copy(design(), selection().devices()))
        QGuiApplication::clipboard()->setMimeData(mime);
}

void MainWindow::cut() {
    QMimeData* mime = DeviceClipboard::copy(design(), selection().devices());
    if (!mime) return;
    QGuiApplication::clipboard()->setMimeData(mime);
    ObjectSelection doomed;
    doomed.devices = selection().devices();
    auto* command = new RemoveObjectsCommand(design(), doomed);
    command->setText(tr("Cut %n device(s)", nullptr, int(doomed.devices.size())));
    design().undoStack().push(command);
}

void MainWindow::paste() {
    const QMimeData* mime = QGuiApplication::clipboard()->mimeData();
    if (!DeviceClipboard::canPaste(mime)) return;
    const auto rack = selection().currentRack();
    if (!rack) return showHint(tr("Choose a rack to paste into."));
    EditResult edit = DeviceClipboard::paste(design(), *mime, *rack);
    if (!edit) return showHint(edit.error);
    design().undoStack().push(edit.command.release());
}

void MainWindow::addRow() {
    AddRowDialog dialog(design(), this);
    dialog.exec();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) return event->ignore();
    m_autosaver->discard();
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    event->accept();
}

}  // namespace sn
