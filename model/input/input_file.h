#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace sn {

/// Reading one input file whole, bounded: only a regular file (a link to one
/// is fine) of at most `maxBytes` is read, so a link to /dev/zero, a FIFO
/// nobody writes to, a folder or a file of many gigabytes is refused at once
/// with one line naming the file, before memory or time is spent on it. The
/// limits per format are in input/load_limits.h.
class InputFile {
    Q_DECLARE_TR_FUNCTIONS(InputFile)
public:
    /// The bytes of `path`; throws UserError ("PATH: cannot be read: WHY",
    /// "PATH: not a regular file …", "PATH: larger than N MiB …").
    static QByteArray read(const QString& path, long long maxBytes);
};

}  // namespace sn
