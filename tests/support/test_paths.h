#pragma once

#include <QString>
#include <QtGlobal>

namespace sn::test {

/// The repository root (set by CTest), for resources/ and tests/data/.
inline QString sourceDir() { return qEnvironmentVariable("SN_SOURCE_DIR", QStringLiteral(SN_DEFAULT_SOURCE_DIR)); }
/// ../shared beside the repository: NCCL examples, NetBox files, tools.
inline QString sharedDir() { return qEnvironmentVariable("SN_SHARED_DIR", sourceDir() + QStringLiteral("/../shared")); }
/// The built supernode-designer executable.
inline QString cliPath() { return qEnvironmentVariable("SN_CLI"); }

}  // namespace sn::test
