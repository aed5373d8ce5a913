#include "exporters/common/csv_table.h"

namespace sn {

QString CsvTable::quoted(const QString& field) {
    const bool needsQuotes = field.contains(QLatin1Char(',')) || field.contains(QLatin1Char('"')) ||
                             field.contains(QLatin1Char('\n')) || field.contains(QLatin1Char('\r'));
    if (!needsQuotes) return field;
    QString out = field;
    out.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + out + QLatin1Char('"');
}

void CsvTable::appendRecord(QByteArray& out, const QStringList& fields, QString& line) {
    line.clear();
    for (int i = 0; i < fields.size(); ++i) {
        if (i > 0) line += QLatin1Char(',');
        line += quoted(fields[i]);
    }
    line += QStringLiteral("\r\n");
    out += line.toUtf8();
}

QByteArray CsvTable::toUtf8() const {
    // Record by record into the bytes: the whole table as one text first
    // (UTF-16, twice the bytes) was most of a large export's fresh memory.
    QByteArray out;
    QString line;
    appendRecord(out, header, line);
    for (const QStringList& row : rows) appendRecord(out, row, line);
    return out;
}

}  // namespace sn
