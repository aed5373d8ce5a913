#pragma once

#include "model/rules/finding.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace sn {

/// Formats rule findings for people (one line each, then totals) and for
/// scripts (JSON with rule keys, object ids, measured value, limit, unit).
class FindingsReport {
    Q_DECLARE_TR_FUNCTIONS(FindingsReport)
public:
    static QString text(const std::vector<Finding>& findings);
    static QByteArray json(const std::vector<Finding>& findings);
    static QString severityWord(Severity severity);
};

}  // namespace sn
