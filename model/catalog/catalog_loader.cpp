#include "model/catalog/catalog_loader.h"

#include "model/catalog/catalog_json.h"
#include "model/input/load_limits.h"

#include <QFile>

namespace sn {

void loadCatalogDocument(const QByteArray& text, const QString& origin, Catalog& catalog,
                         bool allowReplace) {
    const Json doc = parseJsonText(text, origin);
    const JsonReader root(doc, origin);
    if (root.str("format") != QLatin1String("supernode-catalog"))
        root.fail("format", JsonReader::tr("expected \"supernode-catalog\""));
    const int version = root.integer("version");
    if (version != 1)
        root.fail("version", JsonReader::tr("catalog version %1 is not supported (this program reads version 1)")
                                 .arg(version));
    const JsonReader entries = root.field("entries");
    if (entries.size() > limits::kMaxCatalogEntries)
        root.fail("entries", JsonReader::tr("more than %1 items").arg(limits::kMaxCatalogEntries));
    Catalog next = catalog;  // all or nothing: a bad entry leaves the catalog as it was
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const JsonReader entry = entries.at(i);
        if (!allowReplace && entry.has("id") && entry.value().at("id").is_string()
            && next.contains(entry.str("id")))
            entry.fail("id", JsonReader::tr("id \"%1\" is already in the catalog").arg(entry.str("id")));
        catalog_json::readEntryInto(entry, next);
    }
    checkCatalogReferences(next, origin);  // a cable's optics must be in the catalog it lands in
    catalog = std::move(next);
}

void checkCatalogReferences(const Catalog& catalog, const QString& origin) {
    for (const CableType& c : catalog.cables())
        for (const QString& x : {c.transceiverId, c.transceiverBId, c.transceiverTwinId}) {
            if (x.isEmpty()) continue;
            if (!catalog.transceiver(x))
                throw UserError(
                    JsonReader::tr("%1: cable \"%2\" names transceiver \"%3\", which is not in the catalog")
                        .arg(origin, c.id, x));
        }
}

Catalog loadBuiltInCatalog() {
    Catalog catalog;
    for (const char* name : {"infrastructure.json", "devices.json", "cables.json"}) {
        const QString path = QStringLiteral(":/catalog/") + QLatin1String(name);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            throw UserError(JsonReader::tr("%1: cannot read the built-in catalog").arg(path));
        loadCatalogDocument(file.readAll(), path, catalog);
    }
    checkCatalogReferences(catalog, QStringLiteral(":/catalog"));
    return catalog;
}

}  // namespace sn
