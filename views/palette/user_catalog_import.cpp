#include "views/palette/user_catalog_import.h"

#include "model/commands/set_catalog_command.h"
#include "model/design/design.h"
#include "model/netbox/user_catalog.h"
#include "views/palette/netbox_import_report.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>

namespace sn {

namespace {
const QString kLastFolderKey = QStringLiteral("netboxImport/lastFolder");

/// Whether any device of the design is of this type.
bool inUse(const Design& design, const QString& typeId) {
    for (const Device& d : design.devices())
        if (d.typeId == typeId) return true;
    return false;
}

/// Whether any device of the design has this module in a bay.
bool moduleInUse(const Design& design, const QString& moduleId) {
    for (const Device& d : design.devices())
        for (const ModuleFill& f : d.modules)
            if (f.moduleId == moduleId) return true;
    return false;
}
}  // namespace

UserCatalogImport::UserCatalogImport(QWidget* window)
    : QObject(window), m_window(window), m_path(UserCatalog::defaultPath()) {}

NetboxImportReport* UserCatalogImport::report() const { return m_report.data(); }

QString UserCatalogImport::mergeInto(Design& design, const QString& userCatalogPath) {
    Catalog user;
    try {
        user = UserCatalog::load(userCatalogPath);
    } catch (const UserError& e) {
        return e.message();
    }
    Catalog merged = design.catalog();
    bool added = false;
    for (const DeviceType& t : user.devices())
        if (!merged.device(t.id)) {
            merged.put(t);
            added = true;
        }
    for (const ModuleType& m : user.modules())
        if (!merged.module(m.id)) {
            merged.put(m);
            added = true;
        }
    // Types nobody placed are not saved with the design (io/catalog_usage), so
    // adding them changes the catalog the user picks from, not the document;
    // it only adds ids the catalog lacked, so no undo step can meet a type
    // other than its own. Hence no undo step here, unlike importPaths().
    if (added) design.setCatalog(std::move(merged));
    return QString();
}

NetboxImport UserCatalogImport::importPaths(Design& design, const QStringList& paths) {
    NetboxImport result = NetboxImporter::importPaths(paths);
    QString saveError;
    QStringList keptInDesign;
    if (!result.types.empty() || !result.modules.empty()) {
        try {
            // Load first: a user catalog that cannot be read is left alone.
            Catalog user = UserCatalog::load(m_path);
            for (const NetboxImportedType& t : result.types) user.put(t.type);
            for (const NetboxImportedModule& m : result.modules) user.put(*m.module);
            UserCatalog::save(user, m_path);
            Catalog catalog = design.catalog();
            for (const NetboxImportedType& t : result.types) {
                // A type already placed keeps the design's entry: replacing it
                // here would change the document outside undo.
                if (catalog.device(t.type.id) && inUse(design, t.type.id)) keptInDesign << t.type.id;
                else catalog.put(t.type);
            }
            for (const NetboxImportedModule& m : result.modules) {
                if (catalog.module(m.module->id) && moduleInUse(design, m.module->id)) keptInDesign << m.module->id;
                else catalog.put(*m.module);
            }
            // One undo step: undo takes the import back out of
            // the design, and steps made before it meet the types they knew.
            EditResult edit = SetCatalogCommand::make(design, std::move(catalog), tr("Import NetBox device types"));
            if (edit) design.undoStack().push(edit.command.release());
            else saveError = edit.error;
        } catch (const UserError& e) {
            saveError = e.message();
        }
    }
    if (m_report) m_report->close();
    m_report = new NetboxImportReport(result, m_path, saveError, keptInDesign, m_window);
    m_report->show();
    Q_EMIT message(saveError.isEmpty()
                       ? tr("%n NetBox device type(s) imported; files refused: %1.", nullptr, int(result.types.size()))
                                 .arg(result.problems.size()) +
                             QLatin1Char(' ') +
                             tr("%n module type(s) imported.", nullptr, int(result.modules.size()))
                       : saveError);
    return result;
}

void UserCatalogImport::pickFiles(Design& design) {
    QSettings settings;
    const QStringList files = QFileDialog::getOpenFileNames(
        m_window, tr("Import NetBox Device Types"), settings.value(kLastFolderKey).toString(),
        tr("NetBox device types (*.yaml *.yml);;All files (*)"));
    if (files.isEmpty()) return;
    settings.setValue(kLastFolderKey, QFileInfo(files.front()).absolutePath());
    importPaths(design, files);
}

void UserCatalogImport::pickFolder(Design& design) {
    QSettings settings;
    const QString folder = QFileDialog::getExistingDirectory(m_window, tr("Import a Folder of NetBox Device Types"),
                                                             settings.value(kLastFolderKey).toString());
    if (folder.isEmpty()) return;
    settings.setValue(kLastFolderKey, folder);
    importPaths(design, {folder});
}

}  // namespace sn
