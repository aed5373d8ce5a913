#pragma once

#include "model/catalog/catalog.h"
#include "model/core/sn_error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace sn {

/// The user's own catalog, kept beside the built-in one in a catalog
/// document of the same format (resources/catalog/README.md), so it can be
/// edited by hand, shared, and read with loadCatalogDocument. Designs copy
/// the entries they use into their files (io/catalog_usage), so a design
/// with imported types opens where this file is absent.
class UserCatalog {
    Q_DECLARE_TR_FUNCTIONS(UserCatalog)
public:
    /// <app data>/user-catalog.json (QStandardPaths::AppDataLocation).
    static QString defaultPath();
    /// The catalog at `path`; an empty catalog when there is no file yet.
    /// Throws UserError naming the file and JSON pointer of a bad entry.
    static Catalog load(const QString& path);
    /// Writes the whole document, replacing the file only once complete.
    static void save(const Catalog& catalog, const QString& path);
    /// The catalog document, entries in kind order then catalog order.
    static QByteArray toJson(const Catalog& catalog);
    /// The built-in catalog with the user's entries added (same id: the
    /// user's entry wins, as a design's own entries do).
    static Catalog merged(const Catalog& builtIn, const Catalog& user);
};

}  // namespace sn
