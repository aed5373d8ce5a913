#include "model/store/design_file.h"

#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/input/input_file.h"
#include "model/input/load_limits.h"
#include "model/io/design_json.h"
#include "model/store/project_store.h"

#include <QFileInfo>
#include <QSaveFile>

namespace sn {

DesignFile::Format DesignFile::formatOf(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("supernode")) return Format::Project;
    if (suffix == QLatin1String("json")) return Format::Json;
    throw UserError(tr("%1: unknown file type (expected .supernode or .json)").arg(path));
}

std::unique_ptr<Design> DesignFile::open(const QString& path) {
    if (formatOf(path) == Format::Project) return ProjectStore::open(path);
    if (!QFileInfo::exists(path)) throw UserError(tr("%1: no such file").arg(path));
    return DesignJson::read(InputFile::read(path, limits::kMaxDesignJsonBytes), QFileInfo(path).fileName());
}

void DesignFile::save(const Design& design, const QString& path) {
    if (formatOf(path) == Format::Project) return ProjectStore::save(design, path);
    QSaveFile file(path);  // writes beside the target and renames on commit
    if (!file.open(QIODevice::WriteOnly)) throw UserError(tr("%1: cannot write (%2)").arg(path, file.errorString()));
    if (!DesignJson::write(design, file) || !file.commit())
        throw UserError(tr("%1: saving failed (%2); the previous file is unchanged").arg(path, file.errorString()));
}

}  // namespace sn
