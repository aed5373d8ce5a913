#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <memory>

class QIODevice;

namespace sn {

class Design;

/// The JSON interchange format of a whole design (docs: model/io/README.md).
/// Output is deterministic: the same design always gives the same bytes.
class DesignJson {
    Q_DECLARE_TR_FUNCTIONS(DesignJson)
public:
    static constexpr int kVersion = 1;

    static QByteArray write(const Design& design);
    /// The same bytes, written to `out` as they are made (a large design's
    /// text is never held whole); false when `out` refused a write.
    static bool write(const Design& design, QIODevice& out);
    /// Throws UserError naming origin and the JSON pointer at fault.
    static std::unique_ptr<Design> read(const QByteArray& text, const QString& origin);
};

}  // namespace sn
