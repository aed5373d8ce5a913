#include "model/store/schema_check.h"

#include "model/core/excerpt.h"
#include "model/store/schema.h"
#include "model/store/sqlite_db.h"

#include <QSet>

#include <map>
#include <set>
#include <tuple>

namespace sn {

namespace {

using Column = std::tuple<QString, QString, bool>;  // name, declared type, NOT NULL
using Shape = std::map<QString, std::set<Column>>;  // table -> columns

Shape shapeOf(SqliteDb& db) {
    Shape shape;
    auto tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
    while (tables.next()) {
        const QString table = tables.text(0);
        auto columns = db.prepare("SELECT name, type, \"notnull\" FROM pragma_table_info(?)");
        columns.bind(1, table);
        auto& set = shape[table];
        while (columns.next()) set.emplace(columns.text(0), columns.text(1).toUpper(), columns.integer(2) != 0);
    }
    return shape;
}

/// The schema this program creates, read back from a scratch database.
const Shape& currentShape() {
    static const Shape shape = [] {
        SqliteDb scratch(QString(), SqliteDb::Mode::Memory);
        createSchema(scratch);
        return shapeOf(scratch);
    }();
    return shape;
}

}  // namespace

QString SchemaCheck::objectProblem(SqliteDb& db) {
    const Shape& expected = currentShape();
    auto st = db.prepare("SELECT type, name, tbl_name FROM sqlite_master");
    while (st.next()) {
        const QString type = st.text(0), name = st.text(1), table = st.text(2);
        const bool ourTable = type == QLatin1String("table") && expected.count(name);
        const bool autoIndex = type == QLatin1String("index") && expected.count(table)
                            && name.startsWith(QStringLiteral("sqlite_autoindex_") + table + QLatin1Char('_'));
        if (!ourTable && !autoIndex)
            return tr("unexpected %1 \"%2\" in the schema").arg(excerpt(type), excerpt(name));
    }
    return {};
}

QString SchemaCheck::shapeProblem(SqliteDb& db) {
    const Shape found = shapeOf(db);
    for (const auto& [table, columns] : currentShape()) {
        const auto it = found.find(table);
        if (it == found.end()) return tr("table %1 is missing").arg(table);
        if (it->second != columns) return tr("table %1 does not have the expected columns").arg(table);
    }
    return {};
}

}  // namespace sn
