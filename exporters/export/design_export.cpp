#include "exporters/export/design_export.h"

#include "exporters/asbuilt/ibdiagnet_topo_export.h"
#include "exporters/asbuilt/ibnetdiscover_export.h"
#include "exporters/bom/bom.h"
#include "exporters/bom/bom_pdf.h"
#include "exporters/common/output_file.h"
#include "exporters/drawings/drawing_set.h"
#include "exporters/dxf/dxf_floor_plan.h"
#include "exporters/labels/label_csv.h"
#include "exporters/labels/label_pdf.h"
#include "exporters/labels/label_scheme.h"
#include "exporters/labels/label_selection.h"
#include "exporters/labels/label_sheet.h"
#include "exporters/labels/label_stock.h"
#include "exporters/labels/label_wrap_fit.h"
#include "exporters/nccl/nccl_export.h"
#include "exporters/netbox/netbox_csv_writer.h"
#include "exporters/netbox/netbox_handoff.h"
#include "exporters/rules/findings_report.h"
#include "exporters/schedule/cable_schedule.h"
#include "exporters/slurm/slurm_topology.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/rules/rule_engine.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>

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

namespace {

LabelSheet laidOut(std::vector<LabelItem> items, const LabelStock& stock, const ExportOptions& o) {
    const TextFitter fitter(DesignExport::labelFont());
    LabelSheet sheet = LabelSheet::layout(std::move(items), stock, fitter, LabelOptions{o.qr});
    if (!sheet.tooLong.empty())
        throw UserError(DesignExport::tr("%n label(s) do not fit the stock %1; nothing was written: %2", nullptr,
                                         int(sheet.tooLong.size()))
                            .arg(stock.id, sheet.firstProblems()));
    if (!sheet.undrawable.empty())
        throw UserError(DesignExport::tr("%n label(s) hold characters no font on this machine draws; they would print "
                                         "as blanks. Install a font that has them (for Chinese: fonts-noto-cjk). "
                                         "Nothing was written: %1",
                                         nullptr, int(sheet.undrawable.size()))
                            .arg(sheet.firstProblems()));
    return sheet;
}

QString stockName(const LabelStock& s) { return s.brand + QLatin1Char(' ') + s.part; }

}  // namespace

LabelSheet DesignExport::labelSheet(const Design& design, const ExportOptions& o) {
    if (o.choosesWrapPerCable())
        throw UserError(tr("The wraps chosen per cable take several stocks, one file each: pick one stock to print on."));
    std::vector<StockGroup> groups = stockGroups(design, o);
    return laidOut(std::move(groups.front().items), groups.front().stock, o);
}

std::vector<DesignExport::StockGroup> DesignExport::stockGroups(const Design& design, const ExportOptions& o) {
    std::vector<LabelItem> items = labelItems(design, o);
    if (!o.choosesWrapPerCable()) {
        LabelStock stock = stockOf(o);
        if (const QString no = WrapFit::of(items, stock).refusal(stockName(stock)); !no.isEmpty()) throw UserError(no);
        std::vector<StockGroup> one;
        one.push_back({std::move(stock), std::move(items)});
        return one;
    }
    const LabelStockLibrary& lib = LabelStockLibrary::builtIn();
    const LabelStock* flag = lib.find(ExportOptions::flagStock());
    if (!flag) throw UserError(tr("The built-in flag label stock %1 is missing.").arg(ExportOptions::flagStock()));
    if (items.empty()) throw UserError(tr("No cable matches the selection: there is nothing to label."));
    // Items of one stock together, the stocks in the order of first use;
    // each group reserved first, so an item moves once.
    std::vector<StockGroup> groups;
    QHash<const LabelStock*, int> group;
    std::vector<int> groupOf;
    groupOf.reserve(items.size());
    std::vector<size_t> counts;
    for (const LabelItem& item : items) {
        const LabelStock* wrap = lib.wrapFor(item.odMm);
        const LabelStock* stock = wrap ? wrap : flag;
        auto it = group.constFind(stock);
        if (it == group.cend()) {
            it = group.insert(stock, int(groups.size()));
            groups.push_back({*stock, {}});
            counts.push_back(0);
        }
        groupOf.push_back(*it);
        ++counts[size_t(*it)];
    }
    for (size_t g = 0; g < groups.size(); ++g) groups[g].items.reserve(counts[g]);
    for (size_t i = 0; i < items.size(); ++i) groups[size_t(groupOf[i])].items.push_back(std::move(items[i]));
    return groups;
}

std::vector<LabelSheet> DesignExport::labelSheets(const Design& design, const ExportOptions& o) {
    std::vector<LabelSheet> sheets;
    for (StockGroup& g : stockGroups(design, o)) sheets.push_back(laidOut(std::move(g.items), g.stock, o));
    return sheets;
}

QString DesignExport::stockFileName(const QString& output, const LabelStock& stock) {
    const QFileInfo out(output);
    const QString suffix = out.suffix().isEmpty() ? QStringLiteral("pdf") : out.suffix();
    return out.dir().filePath(out.completeBaseName() + QLatin1Char('-') + stock.id + QLatin1Char('.') + suffix);
}

QStringList DesignExport::stockSummary(const std::vector<StockGroup>& groups, const ExportOptions& o) {
    QStringList lines;
    for (const StockGroup& sheet : groups) {
        const WrapFit fit = WrapFit::of(sheet.items, sheet.stock);
        if (!o.choosesWrapPerCable()) {
            if (fit.wrap) lines << stockName(sheet.stock) + QStringLiteral(": ") + fit.text();
        } else if (fit.wrap) {
            lines << tr("%1: %n cable(s) of %2 to %3 mm OD", nullptr, fit.cables)
                         .arg(stockName(sheet.stock), QString::number(fit.odMinMm, 'f', 1),
                              QString::number(fit.odMaxMm, 'f', 1));
        } else {
            // The cables no wrap takes, and why: their OD against the wraps' whole span.
            int unknown = 0;
            QSet<QString> cables;
            for (const LabelItem& item : sheet.items) {
                if (cables.contains(item.cableId)) continue;
                cables.insert(item.cableId);
                if (item.odMm <= 0) ++unknown;
            }
            lines << tr("%1: %n cable(s) no wrap fits (%2 with no OD in the catalog), on flag labels", nullptr,
                        int(cables.size()))
                         .arg(stockName(sheet.stock))
                         .arg(unknown);
        }
    }
    return lines;
}

QStringList DesignExport::write(const Design& design, ExportKind kind, const QString& output, const ExportOptions& o,
                                QStringList* warnings, QStringList* notes) {
    if (output.isEmpty()) throw UserError(tr("Say where to write the export."));
    std::vector<NamedFile> files;  // for folder kinds
    QByteArray bytes;              // for single files
    switch (kind) {
    case ExportKind::Schedule:
        bytes = CableSchedule::csv(
            CableSchedule::build(design, schemeOf(o), LabelSelection::parse(o.select, design)));
        break;
    case ExportKind::Labels: {
        std::vector<StockGroup> groups = stockGroups(design, o);
        if (notes) *notes << stockSummary(groups, o);
        if (!o.choosesWrapPerCable()) {
            bytes = LabelPdf::pdf(laidOut(std::move(groups.front().items), groups.front().stock, o), labelFont(),
                                  design.info().name);
            break;
        }
        // One file per stock (a roll or a sheet each), all built before any is
        // written. Each sheet is drawn as soon as it is laid out and then
        // dropped: only one sheet's layout is held at a time.
        std::vector<std::pair<QString, QByteArray>> pdfs;
        for (StockGroup& g : groups) {
            const LabelSheet sheet = laidOut(std::move(g.items), g.stock, o);
            pdfs.emplace_back(stockFileName(output, sheet.stock), LabelPdf::pdf(sheet, labelFont(), design.info().name));
        }
        QStringList written;
        for (const auto& [path, pdf] : pdfs) written << path;
        OutputFile::writeSet(pdfs);
        return written;
    }
    case ExportKind::LabelsCsv:
        bytes = LabelCsv::table(labelItems(design, o)).toUtf8();
        break;
    case ExportKind::Bom: bytes = Bom::table(Bom::build(design, o.spares)).toUtf8(); break;
    case ExportKind::BomPdf:
        bytes = BomPdf::pdf(Bom::build(design, o.spares), design.info().name, design.info().revision, o.date);
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
