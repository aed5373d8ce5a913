#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace sn {

struct DesignSummary;

/// Formats a DesignSummary for people (aligned text, translated labels) and
/// for scripts (JSON with fixed keys in SI-style units).
class SummaryReport {
    Q_DECLARE_TR_FUNCTIONS(SummaryReport)
public:
    static QString text(const DesignSummary& summary);
    static QByteArray json(const DesignSummary& summary);
};

}  // namespace sn
