#pragma once

#include "app/cli/cli_support.h"

#include <vector>

namespace sn::cli {

// One factory per command, each in its own <name>_command.cpp.
Command infoCommand();
Command convertCommand();
Command newCommand();
Command variantsCommand();
Command routeCommand();
Command exportCommand();
Command catalogCommand();
Command validateCommand();
Command reportCommand();
Command verifyCommand();
Command diffCommand();
Command faultsCommand();
Command hydraulicsCommand();
Command balanceCommand();
Command setModuleCommand();
Command setOsNamesCommand();

/// Every command, in the order `supernode-designer help` lists them.
inline std::vector<Command> allCommands() {
    return {
        infoCommand(),
        convertCommand(),
        newCommand(),
        variantsCommand(),
        routeCommand(),
        exportCommand(),
        catalogCommand(),
        validateCommand(),
        reportCommand(),
        verifyCommand(),
        diffCommand(),
        faultsCommand(),
        hydraulicsCommand(),
        balanceCommand(),
        setModuleCommand(),
        setOsNamesCommand(),
    };
}

/// `supernode-designer FILE` without a display prints the file's info.
int runInfo(const QString& path, bool json);

}  // namespace sn::cli
