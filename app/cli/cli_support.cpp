#include "app/cli/cli_support.h"

#include "app/cli/cli.h"
#include "model/core/excerpt.h"

#include <QTextStream>

#include <cmath>
#include <cstdio>

namespace sn::cli {

void printOut(const QString& text) {
    QTextStream out(stdout);
    out << text;
}

void printOut(const QByteArray& bytes) { fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout); }

void printWarning(const QString& message) {
    QTextStream err(stderr);
    err << QStringLiteral("supernode-designer: ") << Cli::tr("warning: %1").arg(oneLine(message)) << Qt::endl;
}

int failWith(const QString& message, int code) {
    QTextStream err(stderr);
    // One line whatever the message holds; refusals quote values through
    // excerpt() (core/excerpt.h), this keeps any other text on its line too.
    err << QStringLiteral("supernode-designer: ") << oneLine(message) << Qt::endl;
    return code;
}

double numberOption(const QCommandLineParser& parser, const QString& option, double fallback, double lo, double hi) {
    if (!parser.isSet(option)) return fallback;
    bool ok = false;
    const double value = parser.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < lo || value > hi)
        throw UserError(Cli::tr("--%1: \"%2\" is not a number from %3 to %4.")
                            .arg(option, excerpt(parser.value(option)), QString::number(lo, 'g', 12),
                                 QString::number(hi, 'g', 12)));
    return value;
}

std::optional<QStringList> parseArgs(QCommandLineParser& parser, const QStringList& args, int positional,
                                     const QString& usage, int& exitCode) {
    parser.addHelpOption();
    if (!parser.parse(args)) {
        exitCode = failWith(parser.errorText() + QLatin1String(". ") + Cli::tr("Usage: %1").arg(usage), 2);
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(Cli::tr("Usage: %1").arg(usage) + QLatin1Char('\n')
                 + parser.helpText().section(QLatin1Char('\n'), 1));
        exitCode = 0;
        return std::nullopt;
    }
    const QStringList pos = parser.positionalArguments();
    if (positional >= 0 && pos.size() != positional) {
        exitCode = failWith(Cli::tr("expected %n argument(s). Usage: %1", nullptr, positional).arg(usage), 2);
        return std::nullopt;
    }
    return pos;
}

}  // namespace sn::cli
