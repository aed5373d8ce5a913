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
};

}  // namespace sn
