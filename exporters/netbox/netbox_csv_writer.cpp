#include "exporters/netbox/netbox_csv_writer.h"

#include "exporters/common/output_file.h"
#include "model/core/sn_error.h"

#include <QDir>

namespace sn {

namespace {
QString field(const QString& text) {
    // Quote only when needed, so plain files stay easy to read and diff.
    static const QString special = QStringLiteral(",\"\r\n");
    bool quote = text.startsWith(QLatin1Char(' ')) || text.endsWith(QLatin1Char(' '));
    for (const QChar c : text) quote = quote || special.contains(c);
    if (!quote) return text;
    return QLatin1Char('"') + QString(text).replace(QLatin1Char('"'), QStringLiteral("\"\"")) +
           QLatin1Char('"');
}

void appendLine(QByteArray& out, const QStringList& cells) {
    QStringList quoted;
    quoted.reserve(cells.size());
    for (const QString& c : cells) quoted << field(c);
    out += quoted.join(QLatin1Char(',')).toUtf8();
    out += '\n';
}
}  // namespace

QByteArray NetboxCsvWriter::toCsv(const NetboxTable& table) {
    QByteArray out;
    appendLine(out, table.header);
    for (const QStringList& row : table.rows) appendLine(out, row);
    return out;
}

QStringList NetboxCsvWriter::writeAll(const Design& design, const QString& dir) {
    if (!QDir().mkpath(dir)) throw UserError(tr("%1: cannot create the folder").arg(dir));
    QStringList written;
    std::vector<std::pair<QString, QByteArray>> files;
    for (const NetboxTable& table : NetboxHandoff::tables(design)) {
        files.emplace_back(QDir(dir).filePath(table.fileName), toCsv(table));
        written << files.back().first;
    }
    OutputFile::writeSet(files);  // all or none, never through a link planted at a path
    return written;
}

}  // namespace sn
