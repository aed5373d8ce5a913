#pragma once

#include "analysis/rank_placement.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <optional>

namespace sn::cli {

/// --tp T --pp P --dp D [--spares N], shared by `faults` and `export hostfile`.
class PlanOptions {
public:
    PlanOptions();
    void addTo(QCommandLineParser& parser) const;
    /// True when any of --tp, --pp, --dp was given.
    bool given(const QCommandLineParser& parser) const;
    /// The spares alone (0 when absent); nullopt with `error` set when malformed.
    std::optional<int> spares(const QCommandLineParser& parser, QString& error) const;
    /// The plan; nullopt with `error` set when a value is missing or not a
    /// positive whole number.
    std::optional<ParallelismPlan> plan(const QCommandLineParser& parser, QString& error) const;
    static QString usage() { return QStringLiteral("--tp T --pp P --dp D [--spares N]"); }

private:
    QCommandLineOption m_tp, m_pp, m_dp, m_spares;
};

}  // namespace sn::cli
