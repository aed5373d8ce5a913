#include "app/cli/plan_options.h"

#include "app/cli/cli.h"

namespace sn::cli {

namespace {

std::optional<int> wholeNumber(const QCommandLineParser& parser, const QCommandLineOption& option, int least,
                               QString& error) {
    bool ok = false;
    const int v = parser.value(option).toInt(&ok);
    if (!ok || v < least) {
        error = Cli::tr("--%1 must be a whole number of at least %2, not \"%3\".")
                    .arg(option.names().constFirst())
                    .arg(least)
                    .arg(parser.value(option));
        return std::nullopt;
    }
    return v;
}

}  // namespace

PlanOptions::PlanOptions()
    : m_tp(QStringLiteral("tp"), Cli::tr("Tensor-parallel size (GPUs per TP group)."), QStringLiteral("T")),
      m_pp(QStringLiteral("pp"), Cli::tr("Pipeline-parallel stages per replica."), QStringLiteral("P")),
      m_dp(QStringLiteral("dp"), Cli::tr("Data-parallel replicas."), QStringLiteral("D")),
      m_spares(QStringLiteral("spares"), Cli::tr("Spare servers kept free per scalable unit (default 0)."),
               QStringLiteral("N"), QStringLiteral("0")) {}

void PlanOptions::addTo(QCommandLineParser& parser) const { parser.addOptions({m_tp, m_pp, m_dp, m_spares}); }

bool PlanOptions::given(const QCommandLineParser& parser) const {
    return parser.isSet(m_tp) || parser.isSet(m_pp) || parser.isSet(m_dp);
}

std::optional<int> PlanOptions::spares(const QCommandLineParser& parser, QString& error) const {
    return wholeNumber(parser, m_spares, 0, error);
}

std::optional<ParallelismPlan> PlanOptions::plan(const QCommandLineParser& parser, QString& error) const {
    for (const QCommandLineOption* o : {&m_tp, &m_pp, &m_dp})
        if (!parser.isSet(*o)) {
            error = Cli::tr("Give the whole plan: %1.").arg(usage());
            return std::nullopt;
        }
    const auto tp = wholeNumber(parser, m_tp, 1, error);
    const auto pp = tp ? wholeNumber(parser, m_pp, 1, error) : std::nullopt;
    const auto dp = pp ? wholeNumber(parser, m_dp, 1, error) : std::nullopt;
    const auto sp = dp ? spares(parser, error) : std::nullopt;
    if (!sp) return std::nullopt;
    return ParallelismPlan{*tp, *pp, *dp, *sp};
}

PlanOptions::Choice PlanOptions::choose(const std::optional<ParallelismPlan>& given, std::optional<int> spares,
                                        const std::optional<ParallelismPlan>& recorded) {
    Choice c;
    c.spares = spares ? *spares : recorded ? recorded->sparesPerSu : 0;
    if (given) c.plan = given;
    else if (recorded && recorded->hasRanks()) c.plan = recorded;
    if (c.plan) c.plan->sparesPerSu = c.spares;
    return c;
}

}  // namespace sn::cli
