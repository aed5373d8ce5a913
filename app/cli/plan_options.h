#pragma once

#include "model/analysis/rank_placement.h"

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
    /// True when --spares was given.
    bool sparesGiven(const QCommandLineParser& parser) const { return parser.isSet(m_spares); }
    /// What the command line asks for, the design's recorded plan filling
    /// the gaps: --tp/--pp/--dp when
    /// given, else the recorded TP × PP × DP; --spares when given, else the
    /// recorded spares per SU. `plan` is nullopt when neither has ranks.
    struct Choice {
        int spares = 0;
        std::optional<ParallelismPlan> plan;
    };
    static Choice choose(const std::optional<ParallelismPlan>& given, std::optional<int> spares,
                         const std::optional<ParallelismPlan>& recorded);

private:
    QCommandLineOption m_tp, m_pp, m_dp, m_spares;
};

}  // namespace sn::cli
