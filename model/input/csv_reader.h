#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

#include <vector>

namespace sn {

/// One record of a CSV file and the line it starts on (1-based).
struct CsvRecord {
    int line = 0;
    QStringList fields;
};

/// Reads RFC 4180 CSV in UTF-8 (a leading byte-order mark skipped, CRLF or
/// LF line ends, quoted fields with doubled quotes and line breaks inside).
/// Blank lines are skipped. Throws UserError naming `fileName` and the line
/// for an unterminated quote, a character after a closing quote, text that
/// is not UTF-8 or a record of more than `maxFields` fields.
class CsvReader {
    Q_DECLARE_TR_FUNCTIONS(CsvReader)
public:
    static std::vector<CsvRecord> read(const QByteArray& bytes, const QString& fileName, int maxFields = 64);
};

}  // namespace sn
