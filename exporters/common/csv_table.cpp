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

QByteArray CsvTable::toUtf8() const {
    QString text;
    auto record = [&text](const QStringList& fields) {
        for (int i = 0; i < fields.size(); ++i) {
            if (i > 0) text += QLatin1Char(',');
            text += quoted(fields[i]);
        }
        text += QStringLiteral("\r\n");
    };
    record(header);
    for (const QStringList& row : rows) record(row);
    return text.toUtf8();
}

}  // namespace sn
