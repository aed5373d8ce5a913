#pragma once

#include <QCoreApplication>
#include <QString>

namespace sn {

/// `supernode-designer --screenshot-export OUT FILE`: the label export dialog
/// on FILE (QR codes on, its preview of the first sheet) as a PNG, for the
/// README. Like `--screenshot`, it runs offscreen and leaves the settings alone.
class ExportScreenshot {
    Q_DECLARE_TR_FUNCTIONS(ExportScreenshot)
public:
    /// Exit code: 0 when OUT was written.
    static int run(const QString& file, const QString& out);
};

}  // namespace sn
