#pragma once

#include "model/catalog/catalog.h"

#include <QByteArray>
#include <QString>

namespace sn {

/// Reads a catalog document ({"format": "supernode-catalog", "version": 1,
/// "entries": [...]}) into `catalog`. Ids must be new to the catalog unless
/// `allowReplace`. Throws UserError naming origin and JSON pointer.
void loadCatalogDocument(const QByteArray& text, const QString& origin, Catalog& catalog,
                         bool allowReplace = false);

/// Checks references between entries (a fibre cable's transceiver).
void checkCatalogReferences(const Catalog& catalog, const QString& origin);

/// The catalog compiled into the program from resources/catalog/*.json.
Catalog loadBuiltInCatalog();

}  // namespace sn
