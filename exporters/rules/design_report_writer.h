#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace sn {

struct DesignReport;

/// Formats a DesignReport: aligned per-rack and per-loop tables for people,
/// JSON in W, L/min, °C, K, kg/L and kJ/(kg·K) for scripts.
class DesignReportWriter {
    Q_DECLARE_TR_FUNCTIONS(DesignReportWriter)
public:
    static QString text(const DesignReport& report);
    static QByteArray json(const DesignReport& report);
};

}  // namespace sn
