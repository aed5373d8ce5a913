#pragma once

#include <QByteArray>
#include <QStringList>

#include <vector>

namespace sn {

/// A table written as RFC 4180 CSV in UTF-8: fields holding a comma, quote,
/// CR or LF are quoted and inner quotes doubled; records end in CRLF.
struct CsvTable {
    QStringList header;
    std::vector<QStringList> rows;

    QByteArray toUtf8() const;
    static QString quoted(const QString& field);
    /// Appends one record to `out` as UTF-8: what toUtf8() writes for it.
    /// `line` is scratch space, kept between calls so a long table needs
    /// no text of its own besides the bytes.
    static void appendRecord(QByteArray& out, const QStringList& fields, QString& line);
};

}  // namespace sn
