#include "cli/cli.h"

#include "analysis/design_summary.h"
#include "core/sn_error.h"
#include "design/design.h"
#include "io/design_file.h"
#include "summary/summary_report.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QTextStream>

#include <cstdio>
#include <functional>

namespace sn {

namespace {

struct Command {
    const char* name;
    const char* summary;  // translated through Cli::tr at print time
    std::function<int(const QStringList&)> run;
};

void printOut(const QString& text) {
    QTextStream out(stdout);
    out << text;
}

void printOut(const QByteArray& bytes) { fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout); }

int failWith(const QString& message, int code = 1) {
    QTextStream err(stderr);
    err << QStringLiteral("supernode-designer: ") << message << Qt::endl;
    return code;
}

/// Parses `args` (program and command stripped to "supernode-designer CMD");
/// returns the positional arguments or nullopt after printing a usage error.
std::optional<QStringList> parse(QCommandLineParser& parser, const QStringList& args, int positional,
                                 const QString& usage) {
    parser.addHelpOption();
    if (!parser.parse(args)) {
        failWith(parser.errorText() + QLatin1String(". ") + Cli::tr("Usage: %1").arg(usage), 2);
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(Cli::tr("Usage: %1").arg(usage) + QLatin1Char('\n') + parser.helpText().section(QLatin1Char('\n'), 1));
        return QStringList{QStringLiteral("--help")};
    }
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != positional) {
        failWith(Cli::tr("expected %n file argument(s). Usage: %1", nullptr, positional).arg(usage), 2);
        return std::nullopt;
    }
    return pos;
}

int infoCommand(const QStringList& args) {
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print the figures as JSON."));
    parser.addOption(json);
    const auto pos = parse(parser, args, 1, QStringLiteral("supernode-designer info FILE [--json]"));
    if (!pos) return 2;
    if (pos->first() == QLatin1String("--help")) return 0;
    return Cli::runInfo(pos->first(), parser.isSet(json));
}

int convertCommand(const QStringList& args) {
    QCommandLineParser parser;
    const auto pos = parse(parser, args, 2, QStringLiteral("supernode-designer convert IN OUT"));
    if (!pos) return 2;
    if (pos->first() == QLatin1String("--help")) return 0;
    const QString in = pos->at(0), out = pos->at(1);
    try {
        DesignFile::formatOf(out);  // refuse a bad target before reading anything
        const auto design = DesignFile::open(in);
        DesignFile::save(*design, out);
    } catch (const UserError& e) {
        return failWith(e.message());
    }
    return 0;
}

const std::vector<Command>& commands() {
    static const std::vector<Command> list = {
        {"info", QT_TRANSLATE_NOOP("sn::Cli", "Print the racks, devices, GPUs, ports, connections, cables and power of a design."), infoCommand},
        {"convert", QT_TRANSLATE_NOOP("sn::Cli", "Convert a design between .supernode and .json."), convertCommand},
    };
    return list;
}

}  // namespace

bool Cli::handles(const QStringList& args) {
    if (args.size() < 2) return false;
    if (args[1] == QLatin1String("help") || args[1] == QLatin1String("--help") || args[1] == QLatin1String("-h"))
        return true;
    for (const Command& c : commands())
        if (args[1] == QLatin1String(c.name)) return true;
    return false;
}

int Cli::run(const QStringList& args) {
    const QString name = args.value(1);
    for (const Command& c : commands()) {
        if (name != QLatin1String(c.name)) continue;
        QStringList rest = args.mid(2);
        rest.prepend(QStringLiteral("supernode-designer ") + name);
        return c.run(rest);
    }
    QString help = tr("Usage: supernode-designer [FILE] | COMMAND [options]\n\nCommands:\n");
    for (const Command& c : commands())
        help += QStringLiteral("  %1 %2\n").arg(QLatin1String(c.name), -10).arg(QCoreApplication::translate("sn::Cli", c.summary));
    help += tr("\nRun \"supernode-designer COMMAND --help\" for a command's options.\n");
    printOut(help);
    return 0;
}

int Cli::runInfo(const QString& path, bool json) {
    try {
        const auto design = DesignFile::open(path);
        const DesignSummary summary = DesignSummary::of(*design);
        if (json)
            printOut(SummaryReport::json(summary));
        else
            printOut(SummaryReport::text(summary));
    } catch (const UserError& e) {
        return failWith(e.message());
    }
    return 0;
}

}  // namespace sn
