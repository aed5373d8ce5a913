#include "app/cli/cli.h"
#include "app/cli/cli_commands.h"
#include "app/cli/cli_support.h"
#include "app/cli/wizard_options.h"
#include "exporters/common/output_file.h"
#include "exporters/variants/variants_pdf.h"
#include "exporters/variants/variants_report.h"
#include "model/catalog/catalog.h"
#include "model/core/excerpt.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "model/variants/variant_comparison.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>

namespace sn::cli {

namespace {

const char* const kUsage =
    "supernode-designer variants OUT_DIR --gpus N | --tp T --pp P --dp D [--axis NAME=V1,V2…]… "
    "[--price-list FILE.csv] [--years N] [--kwh-price P] [--pue X] [--weights CRITERION=W,…] "
    "[--ecosystem SERVER_ID=SCORE,…] [any option of `new`]";

QHash<QString, double> ecosystemScores(const QString& spec) {
    QHash<QString, double> scores;
    for (const QString& item : spec.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype eq = item.lastIndexOf(QLatin1Char('='));
        bool ok = false;
        const double score = eq > 0 ? item.mid(eq + 1).toDouble(&ok) : 0;
        if (!ok || !std::isfinite(score) || score < 0 || score > 1000)
            throw UsageError(Cli::tr("--ecosystem %1: expected SERVER_ID=SCORE with a score from 0 to 1000.")
                                 .arg(quotedExcerpt(item)));
        scores.insert(item.left(eq).trimmed(), score);
    }
    return scores;
}

ComparisonTerms termsFrom(const QCommandLineParser& parser) {
    ComparisonTerms terms;
    if (parser.isSet(QStringLiteral("price-list")))
        terms.prices = PriceList::read(parser.value(QStringLiteral("price-list")));
    try {  // a value out of range is a mistake on the command line
        terms.energy.years = numberOption(parser, QStringLiteral("years"), terms.energy.years, 0, 50);
        terms.energy.pricePerKwh = numberOption(parser, QStringLiteral("kwh-price"), 0, 0, 100);
        terms.energy.pue = numberOption(parser, QStringLiteral("pue"), terms.energy.pue, 1, 5);
        if (parser.isSet(QStringLiteral("weights")))
            terms.weights = VariantRanking::parseWeights(parser.value(QStringLiteral("weights")));
    } catch (const UserError& e) {
        throw UsageError(e.message());
    }
    terms.ecosystemScores = ecosystemScores(parser.value(QStringLiteral("ecosystem")));
    return terms;
}

/// "03_fabric-rail_rack-kw-60.supernode": its place in the list and its label, safe in any file system.
QString fileNameOf(int index, const QString& label) {
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    QString safe = label;
    safe.replace(QLatin1Char('='), QLatin1Char('-')).replace(unsafe, QStringLiteral("_"));
    return QStringLiteral("%1_%2.supernode").arg(index + 1, 2, 10, QLatin1Char('0')).arg(safe.left(120));
}

void addOptions(QCommandLineParser& parser) {
    WizardOptions::addTo(parser);
    const auto valueOption = [&parser](const char* name, const QString& help, const char* value) {
        parser.addOption(QCommandLineOption(QString::fromLatin1(name), help, QString::fromLatin1(value)));
    };
    valueOption("axis",
                Cli::tr("A choice to vary, NAME=VALUE,VALUE… with NAME one of %1; give it once per choice. Every "
                        "combination is built.")
                    .arg(kVariantAxisNames.list()),
                "NAME=VALUES");
    valueOption("price-list", Cli::tr("Unit prices: CSV with catalog_id, unit_price, currency, source (and unit: each or m)."),
                "FILE.csv");
    valueOption("years", Cli::tr("Years of energy in the cost of ownership (default 5)."), "N");
    valueOption("kwh-price", Cli::tr("Energy price per kWh, in the price list's currency (default 0: energy not priced)."),
                "P");
    valueOption("pue", Cli::tr("The site's power usage effectiveness (default 1.3)."), "X");
    valueOption("weights",
                Cli::tr("Criteria weights replacing the defaults (performance 30, ecosystem 25, cost 20, "
                        "scalability 15, operations 10), e.g. cost=40,performance=20."),
                "CRITERION=W,…");
    valueOption("ecosystem", Cli::tr("Ecosystem score per server type (default 1 each), e.g. hgx-b200-8gpu-liquid=3."),
                "ID=SCORE,…");
}

int run(const QCommandLineParser& parser, const QString& outDir) {
    const WizardParams requirement = WizardOptions::paramsFrom(parser);
    if (requirement.gpus == 0 && requirement.tp == 0)
        throw UsageError(Cli::tr("Give the requirement: --gpus N, or --tp T --pp P --dp D."));
    const std::vector<VariantSpec> specs = [&] {
        try {  // a malformed axis is a mistake on the command line
            std::vector<VariantAxis> axes;
            for (const QString& spec : parser.values(QStringLiteral("axis"))) axes.push_back(VariantAxis::parse(spec));
            return variantsOf(requirement, axes);
        } catch (const UsageError&) {
            throw;
        } catch (const UserError& e) {
            throw UsageError(e.message());
        }
    }();
    const ComparisonTerms terms = termsFrom(parser);
    if (QFileInfo(outDir).exists() && !QFileInfo(outDir).isDir())
        throw UserError(Cli::tr("%1 is a file; variants are written into a folder.").arg(outDir));
    const VariantComparison comparison = VariantComparison::run(specs, Catalog::builtIn(), terms);
    QStringList refusals;
    for (const Variant& v : comparison.variants)
        refusals << (v.built()        ? QString()
                     : v.refusedField ? WizardOptions::refusal(*v.refusedField, v.spec.params, v.refusal)
                                      : v.refusal);
    if (!QDir().mkpath(outDir)) throw UserError(Cli::tr("Cannot make the folder %1.").arg(outDir));
    const QDir dir(outDir);
    for (size_t i = 0; i < comparison.variants.size(); ++i)
        if (const Variant& v = comparison.variants[i]; v.built())
            DesignFile::save(*v.design, dir.filePath(fileNameOf(int(i), v.spec.label)));
    const VariantsReport report(comparison, refusals);
    OutputFile::write(dir.filePath(QStringLiteral("variants.csv")), report.csv());
    OutputFile::write(dir.filePath(QStringLiteral("variants.pdf")), VariantsPdf::pdf(comparison, refusals));
    printOut(report.text());
    printOut(Cli::tr("Wrote %1 design(s), variants.csv and variants.pdf to %2.\n").arg(comparison.ranked.size()).arg(outDir));
    if (comparison.ranked.empty()) return failWith(Cli::tr("No variant can be built; the reasons are above."));
    return 0;
}

}  // namespace

Command variantsCommand() {
    return {"variants",
            QT_TRANSLATE_NOOP("sn::Cli", "Build every combination of a few choices for one requirement, and compare "
                                         "them by figures, cost and weighted criteria."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                addOptions(parser);
                int code = 0;
                const auto pos = parseArgs(parser, args, 1, QString::fromLatin1(kUsage), code);
                if (!pos) return code;
                try {
                    return run(parser, pos->first());
                } catch (const UsageError& e) {
                    return failWith(e.message(), 2);
                } catch (const UserError& e) {
                    return failWith(e.message());
                }
            }};
}

}  // namespace sn::cli
