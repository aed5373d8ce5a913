#include "views/export/export_screenshot.h"

#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "views/export/export_dialog.h"

#include <QImage>
#include <QPixmap>
#include <QTextStream>

namespace sn {

int ExportScreenshot::run(const QString& file, const QString& out) {
    QTextStream err(stderr);
    std::unique_ptr<Design> design;
    try {
        design = DesignFile::open(file);
    } catch (const UserError& e) {
        err << e.message() << Qt::endl;
        return 1;
    }
    ExportDialog dialog(*design, ExportKind::Labels, file);
    dialog.setQr(true);
    dialog.show();
    QCoreApplication::processEvents();
    const QImage image = dialog.grab().toImage();
    if (image.isNull() || !image.save(out, "PNG")) {
        err << tr("Cannot write the screenshot %1.").arg(out) << Qt::endl;
        return 1;
    }
    return 0;
}

}  // namespace sn
