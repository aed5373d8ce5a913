#include "main/main_window.h"

#include "commands/remove_objects_command.h"
#include "common/device_clipboard.h"
#include "common/selection_model.h"
#include "core/units.h"
#include "design/design.h"
#include "design/u_span.h"
#include "elevation/elevation_panel.h"
#include "elevation/rack_elevation_scene.h"
#include "elevation/rack_elevation_view.h"
#include "faults/faults_window.h"
#include "floorplan/add_row_dialog.h"
#include "floorplan/floor_plan_scene.h"
#include "floorplan/floor_plan_view.h"
#include "main/autosaver.h"
#include "main/design_undo_keys.h"
#include "main/dock_width_keeper.h"
#include "main/find_dialog.h"
#include "main/object_tooltips.h"
#include "main/recent_files.h"
#include "palette/catalog_palette.h"
#include "properties/properties_panel.h"

#include <QActionGroup>
#include <QClipboard>
#include <QCloseEvent>
#include <QGuiApplication>
#include <QMimeData>
#include <QRegularExpression>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QUndoView>
#include <QVBoxLayout>

#include <cmath>

namespace sn {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_autosaver(new Autosaver(this)) {
    setObjectName(QStringLiteral("MainWindow"));
    setDockOptions(AnimatedDocks | AllowTabbedDocks);
    createActions();
    createDocks();
    createMenus();
    createExportMenu();
    createConnectAction();
    new DesignUndoKeys(this);
    m_cursorLabel = new QLabel(this);
    m_cursorLabel->setMinimumWidth(220);
    m_selectionLabel = new QLabel(this);
    m_selectionLabel->setObjectName(QStringLiteral("selectionStatus"));
    statusBar()->addPermanentWidget(m_selectionLabel);
    statusBar()->addPermanentWidget(m_cursorLabel);
    connect(m_autosaver, &Autosaver::failed, this, [this](const QString& message) { statusBar()->showMessage(message, 10000); });

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
    delete m_drawings;
    delete m_properties;
}

QAction* MainWindow::action(const QString& objectName) const { return findChild<QAction*>(objectName); }

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
    m_undo = make("actionUndo", tr("&Undo"), QKeySequence::Undo, [this] { m_design->undoStack().undo(); });
    m_redo = make("actionRedo", tr("&Redo"), QKeySequence(QStringLiteral("Ctrl+Shift+Z")), [this] { m_design->undoStack().redo(); });
    // Ctrl+Y as well: what users of most Windows and Linux editors press.
    m_redo->setShortcuts({QKeySequence(QStringLiteral("Ctrl+Shift+Z")), QKeySequence(QStringLiteral("Ctrl+Y"))});
    make("actionCut", tr("Cu&t"), QKeySequence::Cut, &MainWindow::cut);
    make("actionCopy", tr("&Copy"), QKeySequence::Copy, &MainWindow::copy);
    make("actionPaste", tr("&Paste"), QKeySequence::Paste, &MainWindow::paste);
    make("actionDelete", tr("&Delete"), QKeySequence::Delete, &MainWindow::deleteSelection);
    make("actionAddRow", tr("Add &Row of Racks…"), QKeySequence(QStringLiteral("Ctrl+R")), &MainWindow::addRow);
    auto* zoomIn = make("actionZoomIn", tr("Zoom &In"), QKeySequence::ZoomIn, [this] { m_floorPlan->zoomIn(); });
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(QStringLiteral("Ctrl+="))});
    make("actionZoomOut", tr("Zoom &Out"), QKeySequence::ZoomOut, [this] { m_floorPlan->zoomOut(); });
    make("actionFit", tr("&Fit to Window"), QKeySequence(QStringLiteral("Ctrl+0")), [this] {
        m_floorPlan->fitAll();
        m_elevation->view()->fitRack();
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

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addActions({action(QStringLiteral("actionNew")), action(QStringLiteral("actionOpen"))});
    m_recent = new RecentFiles(file->addMenu(tr("Open &Recent")), this);
    connect(m_recent, &RecentFiles::openRequested, this, [this](const QString& path) {
        if (maybeSave()) openFile(path);
    });
    file->addActions({action(QStringLiteral("actionSave")), action(QStringLiteral("actionSaveAs"))});
    file->addSeparator();
    file->addActions({action(QStringLiteral("actionClose")), action(QStringLiteral("actionQuit"))});

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addActions({m_undo, m_redo});
    edit->addSeparator();
    edit->addActions({action(QStringLiteral("actionCut")), action(QStringLiteral("actionCopy")),
                      action(QStringLiteral("actionPaste")), action(QStringLiteral("actionDelete"))});

    QMenu* insert = menuBar()->addMenu(tr("&Insert"));
    insert->addAction(action(QStringLiteral("actionAddRow")));
    QMenu* trays = insert->addMenu(tr("Draw Cable &Tray"));
    for (const TrayType& type : Catalog::builtIn().trayTypes()) {
        QAction* a = trays->addAction(type.model);
        a->setObjectName(QStringLiteral("actionDrawTray-") + type.id);
        connect(a, &QAction::triggered, this, [this, id = type.id] { m_floorPlan->startTrayDrawing(id); });
    }

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addActions({action(QStringLiteral("actionZoomIn")), action(QStringLiteral("actionZoomOut")),
                            action(QStringLiteral("actionFit"))});
    m_viewMenu->addSeparator();
    for (QDockWidget* dock : findChildren<QDockWidget*>()) m_viewMenu->addAction(dock->toggleViewAction());
    m_viewMenu->addSeparator();
    QMenu* language = m_viewMenu->addMenu(tr("&Language"));
    auto* group = new QActionGroup(this);
    const QString chosen = QSettings().value(QStringLiteral("language")).toString();
    const std::pair<QString, QString> languages[] = {{QString(), tr("System default")},
                                                     {QStringLiteral("en"), QStringLiteral("English")},
                                                     {QStringLiteral("zh_CN"), QStringLiteral("简体中文")}};
    for (const auto& [code, label] : languages) {
        QAction* a = language->addAction(label);
        a->setCheckable(true);
        a->setChecked(code == chosen);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] {
            QSettings().setValue(QStringLiteral("language"), code);
            statusBar()->showMessage(tr("The language changes when Supernode Designer starts again."), 8000);
        });
    }

    QToolBar* tools = addToolBar(tr("Main"));
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->addActions({action(QStringLiteral("actionNew")), action(QStringLiteral("actionOpen")),
                       action(QStringLiteral("actionSave"))});
    tools->addSeparator();
    tools->addActions({m_undo, m_redo, action(QStringLiteral("actionDelete"))});
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

void MainWindow::createDocks() {
    m_palette = new CatalogPalette(this);
    auto* paletteDock = new QDockWidget(tr("Catalog"), this);
    paletteDock->setObjectName(QStringLiteral("catalogDock"));
    paletteDock->setWidget(m_palette);
    m_palette->setMinimumWidth(200);  // names scroll; a half-screen window keeps its plan
    addDockWidget(Qt::LeftDockWidgetArea, paletteDock);

    m_propertiesDock = new QDockWidget(tr("Properties"), this);
    m_propertiesDock->setObjectName(QStringLiteral("propertiesDock"));
    addDockWidget(Qt::RightDockWidgetArea, m_propertiesDock);

    m_history = new QUndoView(this);
    m_history->setEmptyLabel(tr("<opened>"));
    auto* historyDock = new QDockWidget(tr("History"), this);
    historyDock->setObjectName(QStringLiteral("historyDock"));
    historyDock->setWidget(m_history);
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    new DockWidthKeeper(this, {paletteDock, m_propertiesDock, historyDock});
}

void MainWindow::setDocument(std::unique_ptr<Design> design, const QString& path) {
    // Old views first, then the old design and its selection. The drawings
    // are swapped inside a central holder that stays: a main window left
    // without a central widget, even for a moment, gives the docks all the
    // room and keeps it, leaving the drawings a strip under them.
    if (!m_central) {
        m_central = new QWidget(this);
        m_central->setObjectName(QStringLiteral("drawings"));
        auto* box = new QVBoxLayout(m_central);
        box->setContentsMargins(0, 0, 0, 0);
        setCentralWidget(m_central);
    }
    hideStartPage();
    delete m_find;  // it searches the old design
    m_find = nullptr;
    delete m_drawings;
    delete m_properties;
    m_properties = nullptr;
    m_autosaver->watch(nullptr, {});
    std::unique_ptr<Design> old = std::move(m_design);
    delete m_selection;

    m_design = std::move(design);
    m_path = path;
    m_selection = new SelectionModel(this);
    Design& d = *m_design;

    auto* floorScene = new FloorPlanScene(d, this);
    m_floorPlan = new FloorPlanView(floorScene);
    m_elevation = new ElevationPanel(d, *m_selection);
    floorScene->setParent(m_floorPlan);
    // Before the route overlay's filter (made later): a cable line over a rack shows the cable.
    new SceneToolTips(d, floorScene);
    new SceneToolTips(d, m_elevation->scene());
    auto* split = new QSplitter(Qt::Horizontal, m_central);
    split->addWidget(m_floorPlan);
    split->addWidget(m_elevation);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({600, 500});  // the elevation needs room for two faces side by side
    if (d.racks().isEmpty()) {
        // No rack to show yet: the plan takes the room until the elevation shows one.
        m_elevation->hide();
        auto once = std::make_shared<QMetaObject::Connection>();
        *once = connect(m_selection, &SelectionModel::currentRackChanged, split, [split, elevation = m_elevation, once](std::optional<RackId> rack) {
            if (!rack) return;
            elevation->show();
            const int total = split->sizes().value(0) + split->sizes().value(1);
            split->setSizes({total * 6 / 11, total * 5 / 11});
            QObject::disconnect(*once);
        });
    }
    m_drawings = split;
    m_central->layout()->addWidget(split);
    // In a scroll area, so what a selection shows never widens the dock.
    auto* scroll = qobject_cast<QScrollArea*>(m_propertiesDock->widget());
    if (!scroll) {
        scroll = new QScrollArea(m_propertiesDock);
        scroll->setObjectName(QStringLiteral("propertiesScroll"));
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        m_propertiesDock->setWidget(scroll);
    }
    m_properties = new PropertiesPanel(d, *m_selection, scroll);
    scroll->setWidget(m_properties);
    m_palette->setCatalog(d.catalog());
    m_history->setStack(&d.undoStack());
    attachFindingsAndCables();
    old.reset();

    // Selection flows floor plan → model → elevation and properties, and back.
    connect(floorScene, &FloorPlanScene::planSelectionChanged, m_selection,
            [this](const std::vector<RackId>& racks, const std::vector<TrayId>& trays) {
                // Racks win a mixed rubber band: they are what the other views show.
                if (!racks.empty() || trays.empty()) {
                    if (!racks.empty() || !m_selection->racks().empty() || !m_selection->trays().empty())
                        m_selection->setRacks(racks);
                } else {
                    m_selection->setTrays(trays);
                }
            });
    connect(m_selection, &SelectionModel::selectionChanged, floorScene, [this, floorScene] {
        floorScene->selectRacks(m_selection->racks());
        floorScene->selectTrays(m_selection->trays());
    });
    connect(m_selection, &SelectionModel::selectionChanged, this, &MainWindow::updateSelectionStatus);
    connect(m_selection, &SelectionModel::currentRackChanged, floorScene, &FloorPlanScene::setCurrentRack);
    floorScene->setCurrentRack(m_selection->currentRack());
    connect(&d, &Design::rackRemoved, m_selection, [this](RackId id) { m_selection->forget(id); });
    connect(&d, &Design::deviceRemoved, m_selection, [this](DeviceId id) { m_selection->forget(id); });
    connect(&d, &Design::trayRemoved, m_selection, [this](TrayId id) { m_selection->forget(id); });
    connect(&d, &Design::cableRemoved, m_selection, [this](CableId id) { m_selection->forget(id); });
    const auto showProperties = [this] { m_propertiesDock->show(); m_propertiesDock->raise(); };
    connect(m_floorPlan, &FloorPlanView::propertiesRequested, this, showProperties);
    connect(m_elevation->view(), &RackElevationView::propertiesRequested, this, showProperties);
    connect(m_floorPlan, &FloorPlanView::cursorMm, this, [this](QPointF p) {
        m_cursorLabel->setText(tr("x %1 mm, y %2 mm").arg(p.x(), 0, 'f', 0).arg(p.y(), 0, 'f', 0));
    });
    connect(m_elevation->view(), &RackElevationView::cursorMm, this, [this](QPointF p) {
        const auto lay = m_elevation->scene()->layout();
        const auto face = lay ? lay->faceAt(p.x()) : std::nullopt;
        if (!face) return m_cursorLabel->clear();
        const int u = int(std::floor((lay->unitsRect(*face).bottom() - p.y()) / kRackUnitMm)) + 1;
        m_cursorLabel->setText(*face == Face::Front ? tr("U%1, front (%2 mm)").arg(u).arg(lay->unitsRect(*face).bottom() - p.y(), 0, 'f', 0)
                                                    : tr("U%1, rear (%2 mm)").arg(u).arg(lay->unitsRect(*face).bottom() - p.y(), 0, 'f', 0));
    });
    connect(m_floorPlan, &FloorPlanView::hint, this, &MainWindow::showHint);
    connect(m_elevation->view(), &RackElevationView::hint, this, &MainWindow::showHint);

    QUndoStack& stack = d.undoStack();
    const auto syncUndo = [this] {
        QUndoStack& s = m_design->undoStack();
        m_undo->setEnabled(s.canUndo());
        m_redo->setEnabled(s.canRedo());
        m_undo->setText(s.canUndo() ? tr("&Undo %1").arg(s.undoText()) : tr("&Undo"));
        m_redo->setText(s.canRedo() ? tr("&Redo %1").arg(s.redoText()) : tr("&Redo"));
        m_undo->setToolTip(buttonText(m_undo->text()));
        m_redo->setToolTip(buttonText(m_redo->text()));
        updateTitle();
    };
    connect(&stack, &QUndoStack::indexChanged, this, syncUndo);
    connect(&stack, &QUndoStack::cleanChanged, this, syncUndo);
    syncUndo();
    m_autosaver->watch(m_design.get(), path);
    updateSelectionStatus();
    bindHeatMapAndReports();
    attachUserCatalog();
    attachCablingTools();
    attachVerifyTools();
    attachContextMenus();
    attachTools();
}

void MainWindow::showHint(const QString& text) {
    if (text.isEmpty()) statusBar()->clearMessage();
    else statusBar()->showMessage(text, 6000);
}

void MainWindow::updateTitle() {
    const QString name = m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
    setWindowTitle(tr("%1[*] — Supernode Designer").arg(name));
    setWindowModified(!m_design->undoStack().isClean());
}

void MainWindow::updateSelectionStatus() {
    const auto& racks = m_selection->racks();
    const auto& devices = m_selection->devices();
    const auto& trays = m_selection->trays();
    const auto& cables = m_selection->cables();
    const size_t count = racks.size() + devices.size() + trays.size() + cables.size();
    QString text;
    if (count > 1) {
        text = tr("%n objects selected", nullptr, int(count));
    } else if (cables.size() == 1) {
        if (const Cable* c = m_design->cables().find(cables.front()))
            text = tr("Cable %1").arg(c->label.isEmpty() ? c->id.toString() : c->label);
    } else if (trays.size() == 1) {
        if (const Tray* t = m_design->trays().find(trays.front())) text = tr("Tray %1").arg(t->name);
    } else if (racks.size() == 1) {
        if (const Rack* r = m_design->rack(racks.front())) text = tr("Rack %1").arg(r->name);
    } else if (devices.size() == 1) {
        if (const Device* d = m_design->device(devices.front())) {
            const DeviceType* t = m_design->typeOf(*d);
            text = t && t->mount == Mount::Rack
                ? tr("%1 at U%2–U%3").arg(d->name).arg(d->placement.u).arg(USpan::of(d->placement, *t).top)
                : d->name;
        }
    } else {
        text = tr("Nothing selected");
    }
    m_selectionLabel->setText(text);
}

void MainWindow::deleteSelection() {
    ObjectSelection doomed;
    doomed.racks = m_selection->racks();
    doomed.devices = m_selection->devices();
    doomed.trays = m_selection->trays();
    if (doomed.racks.empty() && doomed.devices.empty() && doomed.trays.empty()) return;
    m_design->undoStack().push(new RemoveObjectsCommand(*m_design, doomed));
}

void MainWindow::copy() {
    if (QMimeData* mime = DeviceClipboard::copy(*m_design, m_selection->devices()))
        QGuiApplication::clipboard()->setMimeData(mime);
}

void MainWindow::cut() {
    QMimeData* mime = DeviceClipboard::copy(*m_design, m_selection->devices());
    if (!mime) return;
    QGuiApplication::clipboard()->setMimeData(mime);
    ObjectSelection doomed;
    doomed.devices = m_selection->devices();
    auto* command = new RemoveObjectsCommand(*m_design, doomed);
    command->setText(tr("Cut %n device(s)", nullptr, int(doomed.devices.size())));
    m_design->undoStack().push(command);
}

void MainWindow::paste() {
    const QMimeData* mime = QGuiApplication::clipboard()->mimeData();
    if (!DeviceClipboard::canPaste(mime)) return;
    const auto rack = m_selection->currentRack();
    if (!rack) return showHint(tr("Choose a rack to paste into."));
    EditResult edit = DeviceClipboard::paste(*m_design, *mime, *rack);
    if (!edit) return showHint(edit.error);
    m_design->undoStack().push(edit.command.release());
}

void MainWindow::addRow() {
    AddRowDialog dialog(*m_design, this);
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
