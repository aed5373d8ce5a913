#pragma once

#include <QFileInfo>
#include <QString>

namespace sn {

/// The file a save writes beside its target before renaming it over it,
/// ".NAME.saving-p" + the saving process's id + "-" + 8 hex digits of a
/// random UUID ("plan.supernode" → ".plan.supernode.saving-p4711-3f2a9c01"):
/// named by the saving process, so leftovers
/// of saves that can no longer finish are told from saves running now.
class SaveTempFile {
public:
    /// A new temp file name beside `target` for a save by this process.
    static QString pathFor(const QFileInfo& target);
    /// Removes the leftovers beside `target` of saves that can no longer
    /// finish: their process is gone, or, for a name without a process
    /// (earlier versions), it is older than this process. A save running now
    /// in another process keeps its file (two processes saving one file
    /// removed each other's as stale, 1 save in 20).
    static void removeStale(const QFileInfo& target);
};

}  // namespace sn
