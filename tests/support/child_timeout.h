#pragma once

#include <QtGlobal>

namespace sn::test {

/// How long a test waits for a child process: `normalMs` times
/// SN_TEST_TIMEOUT_SCALE (bash setup.sh sanitize sets 10, as AddressSanitizer
/// runs the program several times slower), 1 when unset or not a number.
inline int childTimeoutMs(int normalMs) {
    bool ok = false;
    const int scale = qEnvironmentVariableIntValue("SN_TEST_TIMEOUT_SCALE", &ok);
    return ok && scale > 1 && scale <= 100 ? normalMs * scale : normalMs;
}

}  // namespace sn::test
