#include "app/cli/netbox_export.h"

#include "app/cli/cli.h"
#include "app/cli/cli_support.h"
#include "exporters/netbox/netbox_csv_writer.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"

namespace sn::cli {

int runNetboxExport(const QString& file, const QString& outDir) {
    try {
        const auto design = DesignFile::open(file);
        const QStringList written = NetboxCsvWriter::writeAll(*design, outDir);
        printOut(written.join(QLatin1Char('\n')) + QLatin1Char('\n'));
    } catch (const UserError& e) {
        return failWith(e.message());
    }
    return 0;
}

}  // namespace sn::cli
