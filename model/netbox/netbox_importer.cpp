#include "model/netbox/netbox_importer.h"

#include "model/catalog/catalog_loader.h"
#include "model/input/input_file.h"
#include "model/input/load_limits.h"
#include "model/netbox/user_catalog.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QHash>

#include <algorithm>

namespace sn {

namespace {
bool isYamlName(const QFileInfo& info) {
    const QString suffix = info.suffix().toLower();
    return suffix == QLatin1String("yaml") || suffix == QLatin1String("yml");
}
}  // namespace

std::map<QString, int> NetboxImport::typesWarnedByKind() const {
    std::map<QString, int> out;
    for (const NetboxImportedType& t : types) {
        QStringList kinds = t.noteKinds;
        kinds.removeDuplicates();
        for (const QString& k : kinds) ++out[k];
    }
    return out;
}

int NetboxImport::warnedTypes() const {
    return int(std::count_if(types.begin(), types.end(), [](const NetboxImportedType& t) { return !t.notes.isEmpty(); }));
}

NetboxImportedFile NetboxImporter::readFile(const QString& path) {
    const QFileInfo info(path);
    if (!info.exists()) throw UserError(tr("%1: no such file or folder").arg(path));
    if (!isYamlName(info)) {
        if (info.suffix().isEmpty())
            throw UserError(
                tr("%1: the file has no extension; NetBox device types are .yaml or .yml files").arg(path));
        throw UserError(tr("%1: \"%2\" is not a NetBox device-type extension (expected .yaml or .yml)")
                            .arg(path, info.suffix()));
    }
    return NetboxDeviceReader::readAny(InputFile::read(path, limits::kMaxNetboxYamlBytes), path);
}

NetboxImportedType NetboxImporter::importFile(const QString& path) {
    NetboxImportedFile f = readFile(path);
    if (!f.type) throw UserError(tr("%1: a NetBox module type, not a device type").arg(path));
    return std::move(*f.type);
}

QStringList NetboxImporter::filesIn(const QString& path) {
    const QFileInfo info(path);
    if (!info.isDir()) return {path};
    QStringList files;
    // Hidden entries (.git, .github) are never device types.
    QDirIterator it(path, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo f(it.next());
        if (isYamlName(f) || f.suffix().isEmpty()) files << f.filePath();
    }
    // QDirIterator's order depends on the file system; imports must not.
    std::sort(files.begin(), files.end());
    return files;
}

namespace {

// Why a user catalog holding `entry` alone would not load again (a u_height
// of 10^11, 100 000 interfaces in one group): the loader's own checks, so
// such a file is refused here and the types imported beside it are kept.
template <typename Entry>
QString catalogProblem(const Entry& entry) {
    Catalog one;
    one.put(entry);
    try {
        Catalog back;
        loadCatalogDocument(UserCatalog::toJson(one), QStringLiteral("catalog"), back);
        return {};
    } catch (const UserError& e) {
        return e.message();
    }
}

}  // namespace

NetboxImport NetboxImporter::importPaths(const QStringList& paths) {
    NetboxImport result;
    QHash<QString, QString> fileOfId;
    for (const QString& path : paths) {
        if (!QFileInfo::exists(path)) {
            result.problems.push_back({path, tr("%1: no such file or folder").arg(path)});
            continue;
        }
        for (const QString& file : filesIn(path)) {
            try {
                NetboxImportedFile read = readFile(file);
                if (auto& m = read.module) {
                    if (!m->module) {
                        result.skipped.push_back({file, m->skipReason});
                        continue;
                    }
                    const QString id = m->module->id;
                    if (const auto seen = fileOfId.constFind(id); seen != fileOfId.cend()) {
                        result.problems.push_back(
                            {file, tr("%1: manufacturer and model give the catalog id \"%2\", already imported from %3")
                                       .arg(file, id, *seen)});
                        continue;
                    }
                    if (const QString why = catalogProblem(*m->module); !why.isEmpty()) {
                        result.problems.push_back({file, tr("%1: beyond what a catalog holds: %2").arg(file, why)});
                        continue;
                    }
                    fileOfId.insert(id, file);
                    result.modules.push_back(std::move(*m));
                    continue;
                }
                NetboxImportedType t = std::move(*read.type);
                if (const auto seen = fileOfId.constFind(t.type.id); seen != fileOfId.cend()) {
                    result.problems.push_back(
                        {file, tr("%1: slug \"%2\" gives the catalog id \"%3\", already imported from %4")
                                   .arg(file, t.type.netbox->slug, t.type.id, *seen)});
                    continue;
                }
                if (const QString why = catalogProblem(t.type); !why.isEmpty()) {
                    result.problems.push_back({file, tr("%1: beyond what a catalog holds: %2").arg(file, why)});
                    continue;
                }
                fileOfId.insert(t.type.id, file);
                result.types.push_back(std::move(t));
            } catch (const UserError& e) {
                result.problems.push_back({file, e.message()});
            }
        }
    }
    return result;
}

}  // namespace sn
