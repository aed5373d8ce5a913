#include "export/design_export.h"

#include "asbuilt/ibdiagnet_topo_export.h"
#include "asbuilt/ibnetdiscover_export.h"
#include "bom/bom.h"
#include "bom/bom_pdf.h"
#include "common/output_file.h"
#include "core/sn_error.h"
#include "design/design.h"
#include "drawings/drawing_set.h"
#include "dxf/dxf_floor_plan.h"
#include "labels/label_csv.h"
#include "labels/label_pdf.h"
#include "labels/label_scheme.h"
#include "labels/label_selection.h"
#include "labels/label_sheet.h"
#include "labels/label_stock.h"
#include "netbox/netbox_csv_writer.h"
#include "netbox/netbox_handoff.h"
#include "nccl/nccl_export.h"
#include "rules/findings_report.h"
#include "rules/rule_engine.h"
#include "schedule/cable_schedule.h"
#include "slurm/slurm_topology.h"

#include <QDir>

namespace sn {

namespace {

LabelScheme schemeOf(const ExportOptions& o) {
    return LabelScheme(o.endTemplate.isEmpty() ? LabelScheme::defaultEndTemplate() : o.endTemplate);
}

std::vector<NamedFile> drawingFiles(const Design& design, const QDate& date) {
    const DrawingSet set = DrawingSet::of(design, date);
    std::vector<NamedFile> files;
    for (int i = 0; i < int(set.pages().size()); ++i)
        files.push_back({set.pages()[size_t(i)].fileStem + QStringLiteral(".svg"), set.svg(i)});
    files.push_back({QStringLiteral("drawings.pdf"), set.pdf()});
    return files;
}

std::vector<NamedFile> netboxFiles(const Design& design) {
    std::vector<NamedFile> files;
    for (const NetboxTable& table : NetboxHandoff::tables(design))
        files.push_back({table.fileName, NetboxCsvWriter::toCsv(table)});
    return files;
}

/// The findings of every rule: JSON for scripts when the file ends in .json, text otherwise.
QByteArray rulesReport(const Design& design, const QString& output) {
    RuleEngine engine(design);
    engine.runAll();
    const std::vector<Finding> findings = engine.findings();
    if (output.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)) return FindingsReport::json(findings);
    return FindingsReport::text(findings).toUtf8();
}

/// The labels of the selection, narrowed to `onlyCables` when that is set.
std::vector<LabelItem> labelItems(const Design& design, const ExportOptions& o) {
    std::vector<LabelItem> items = LabelSheet::collect(design, schemeOf(o), LabelSelection::parse(o.select, design));
    if (!o.onlyCables) return items;
    QSet<QString> shown;  // LabelItem names its cable by display id
    for (const CableId& id : *o.onlyCables)
        if (const Cable* c = design.cable(id)) shown.insert(c->label.isEmpty() ? c->id.toString() : c->label);
    std::erase_if(items, [&](const LabelItem& item) { return !shown.contains(item.cableId); });
    return items;
}

QStringList pathsIn(const QString& folder, const std::vector<NamedFile>& files) {
    QStringList out;
    for (const NamedFile& f : files) out << QDir(folder).filePath(f.name);
    return out;
}

}  // namespace

bool DesignExport::writesFolder(ExportKind kind) {
    return kind == ExportKind::Nccl || kind == ExportKind::Slurm || kind == ExportKind::Drawings ||
           kind == ExportKind::Netbox || kind == ExportKind::IbdiagnetTopo;
}

QFont DesignExport::labelFont() {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    return f;
}

LabelStock DesignExport::stockOf(const ExportOptions& o) {
    if (!o.stockFile.isEmpty()) return LabelStockLibrary::userStock(o.stockFile, o.stock);
    const LabelStock* stock = LabelStockLibrary::builtIn().find(o.stock);
    if (!stock)
        throw UserError(tr("Unknown label stock \"%1\"; stocks are: %2").arg(o.stock, LabelStockLibrary::builtIn().idList()));
    return *stock;
}

LabelSheet DesignExport::labelSheet(const Design& design, const ExportOptions& o) {
    const LabelStock stock = stockOf(o);
    const TextFitter fitter(labelFont());
    LabelSheet sheet = LabelSheet::layout(labelItems(design, o), stock, fitter, LabelOptions{o.qr});
    if (!sheet.tooLong.empty())
        throw UserError(tr("%n label(s) do not fit the stock %1; nothing was written:\n%2", nullptr,
                           int(sheet.tooLong.size()))
                            .arg(stock.id, sheet.problems().join(QLatin1Char('\n'))));
    return sheet;
}

QStringList DesignExport::write(const Design& design, ExportKind kind, const QString& output, const ExportOptions& o,
                                QStringList* warnings) {
    if (output.isEmpty()) throw UserError(tr("Say where to write the export."));
    std::vector<NamedFile> files;  // for folder kinds
    QByteArray bytes;              // for single files
    switch (kind) {
    case ExportKind::Schedule:
        bytes = CableSchedule::table(CableSchedule::build(design, schemeOf(o), LabelSelection::parse(o.select, design)))
                    .toUtf8();
        break;
    case ExportKind::Labels: bytes = LabelPdf::pdf(labelSheet(design, o), labelFont(), design.info().name); break;
    case ExportKind::LabelsCsv:
        bytes = LabelCsv::table(labelItems(design, o)).toUtf8();
        break;
    case ExportKind::Bom: bytes = Bom::table(Bom::build(design)).toUtf8(); break;
    case ExportKind::BomPdf:
        bytes = BomPdf::pdf(Bom::build(design), design.info().name, design.info().revision, o.date);
        break;
    case ExportKind::Nccl: files = NcclExport::build(design, {o.explicitNvlink}, warnings); break;
    case ExportKind::Slurm: files = SlurmTopology::build(design, SlurmVersion::parse(o.slurmVersion)); break;
    case ExportKind::Drawings: files = drawingFiles(design, o.date); break;
    case ExportKind::Netbox: files = netboxFiles(design); break;
    case ExportKind::Rules: bytes = rulesReport(design, output); break;
    case ExportKind::Ibnetdiscover: bytes = IbnetdiscoverExport::text(design); break;
    case ExportKind::IbdiagnetTopo: files = IbdiagnetTopoExport::files(design); break;
    case ExportKind::Dxf: bytes = DxfFloorPlan::build(design, o.date); break;
    }
    if (writesFolder(kind)) {
        OutputFile::writeAll(output, files);
        return pathsIn(output, files);
    }
    OutputFile::write(output, bytes);
    return {output};
}

}  // namespace sn
