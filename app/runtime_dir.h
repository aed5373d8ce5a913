#pragma once

namespace sn {

/// Qt's offscreen platform wants a runtime directory, and a server shell
/// (ssh, cron, a container) often has none set: Qt's note about it would be
/// the first line of every refusal. Sets XDG_RUNTIME_DIR, when unset, to
/// the directory Qt would fall back to, private to this user, made here
/// first so Qt finds it as it requires (a directory, not a link, owned by
/// us, mode 0700); anything else there is left alone and Qt says what it
/// says. Call it before the QGuiApplication.
void ensureRuntimeDir();

}  // namespace sn
