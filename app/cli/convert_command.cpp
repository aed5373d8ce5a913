#include "app/cli/cli_commands.h"

#include "app/cli/cli.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"

namespace sn::cli {

Command convertCommand() {
    return {"convert", QT_TRANSLATE_NOOP("sn::Cli", "Convert a design between .supernode and .json."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                int code = 0;
                const auto pos = parseArgs(parser, args, 2, QStringLiteral("supernode-designer convert IN OUT"), code);
                if (!pos) return code;
                try {
                    DesignFile::formatOf(pos->at(1));  // refuse a bad target before reading anything
                    const auto design = DesignFile::open(pos->at(0));
                    DesignFile::save(*design, pos->at(1));
                } catch (const UserError& e) {
                    return failWith(e.message());
                }
                return 0;
            }};
}

}  // namespace sn::cli
