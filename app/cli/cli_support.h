#pragma once

#include "model/core/sn_error.h"

#include <QByteArray>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace sn::cli {

/// A mistake on the command line itself (exit 2, as a bad option is), not in a file it names.
class UsageError : public UserError {
public:
    using UserError::UserError;
};

/// One `supernode-designer COMMAND`; `run` gets the arguments after the
/// command with "supernode-designer COMMAND" in front (as QCommandLineParser
/// expects) and returns the exit code.
struct Command {
    const char* name;
    const char* summary;  ///< QT_TRANSLATE_NOOP("sn::Cli", …)
    std::function<int(const QStringList&)> run;
};

void printOut(const QString& text);
void printOut(const QByteArray& bytes);
/// One line on stderr, "supernode-designer: warning: MESSAGE": the job was done but is incomplete.
void printWarning(const QString& message);
/// One line on stderr, "supernode-designer: MESSAGE"; returns `code`.
int failWith(const QString& message, int code = 1);
/// The value of `option`, `fallback` when it is not given. Throws UserError
/// naming the option unless it is a number from `lo` to `hi` ("nan" and
/// "inf", which toDouble takes, are refused with the rest).
double numberOption(const QCommandLineParser& parser, const QString& option, double fallback, double lo, double hi);

/// Parses with --help added. Returns the positional arguments, or nullopt
/// when the command is done: `exitCode` is then 0 (help shown) or 2 (usage
/// error printed). `positional` < 0 accepts any number.
std::optional<QStringList> parseArgs(QCommandLineParser& parser, const QStringList& args, int positional,
                                     const QString& usage, int& exitCode);

}  // namespace sn::cli
