#include "model/netbox/user_catalog.h"

#include "model/catalog/catalog_json.h"
#include "model/catalog/catalog_loader.h"
#include "model/input/input_file.h"
#include "model/input/load_limits.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace sn {

QString UserCatalog::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/user-catalog.json");
}

Catalog UserCatalog::load(const QString& path) {
    Catalog catalog;
    if (!QFileInfo::exists(path)) return catalog;
    loadCatalogDocument(InputFile::read(path, limits::kMaxCatalogBytes), path, catalog);
    return catalog;
}

QByteArray UserCatalog::toJson(const Catalog& catalog) {
    Json root;
    root["format"] = "supernode-catalog";
    root["version"] = 1;
    Json entries = Json::array();
    for (const DeviceType& e : catalog.devices()) entries.push_back(catalog_json::write(e));
    for (const CableType& e : catalog.cables()) entries.push_back(catalog_json::write(e));
    for (const TransceiverType& e : catalog.transceivers()) entries.push_back(catalog_json::write(e));
    for (const CoolantType& e : catalog.coolants()) entries.push_back(catalog_json::write(e));
    for (const RackType& e : catalog.rackTypes()) entries.push_back(catalog_json::write(e));
    for (const TrayType& e : catalog.trayTypes()) entries.push_back(catalog_json::write(e));
    for (const ModuleType& e : catalog.modules()) entries.push_back(catalog_json::write(e));
    root["entries"] = std::move(entries);
    return QByteArray::fromStdString(root.dump(2) + "\n");
}

void UserCatalog::save(const Catalog& catalog, const QString& path) {
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        throw UserError(tr("%1: cannot create the folder %2").arg(path, info.absolutePath()));
    const QByteArray bytes = toJson(catalog);
    // What is written must load again, through the same checks load() makes:
    // an entry beyond them (a u_height of 10^11, 100 000 interfaces) would
    // otherwise lose every entry imported before it until hand-edited.
    try {
        Catalog readBack;
        loadCatalogDocument(bytes, path, readBack);
    } catch (const UserError& e) {
        throw UserError(tr("%1: not written; the catalog would not load again: %2").arg(path, e.message()));
    }
    // QSaveFile writes beside the target and renames: never half a catalog.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw UserError(tr("%1: cannot write the catalog: %2").arg(path, file.errorString()));
    if (file.write(bytes) != bytes.size() || !file.commit())
        throw UserError(tr("%1: cannot write the catalog: %2").arg(path, file.errorString()));
}

Catalog UserCatalog::merged(const Catalog& builtIn, const Catalog& user) {
    Catalog out = builtIn;
    for (const DeviceType& e : user.devices()) out.put(e);
    for (const CableType& e : user.cables()) out.put(e);
    for (const TransceiverType& e : user.transceivers()) out.put(e);
    for (const CoolantType& e : user.coolants()) out.put(e);
    for (const RackType& e : user.rackTypes()) out.put(e);
    for (const TrayType& e : user.trayTypes()) out.put(e);
    for (const ModuleType& e : user.modules()) out.put(e);
    return out;
}

}  // namespace sn
