#pragma once

#include "exporters/bom/spares_policy.h"
#include "exporters/labels/label_sheet.h"
#include "exporters/labels/label_stock.h"

#include "model/core/enum_names.h"
#include "model/core/ids.h"

#include <QCoreApplication>
#include <QDate>
#include <QFont>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace sn {

class Design;
struct LabelItem;
struct LabelSheet;

/// Every kind of file the program hands on, as the command line names them.
enum class ExportKind { Schedule, Labels, LabelsCsv, Bom, BomPdf, Nccl, Slurm, Drawings, Netbox, Rules, Ibnetdiscover, IbdiagnetTopo, Dxf };

inline constexpr EnumNames<ExportKind, 13> kExportKindNames{{{
    {ExportKind::Schedule, "schedule"}, {ExportKind::Labels, "labels"}, {ExportKind::LabelsCsv, "labels-csv"},
    {ExportKind::Bom, "bom"}, {ExportKind::BomPdf, "bom-pdf"}, {ExportKind::Nccl, "nccl"},
    {ExportKind::Slurm, "slurm"}, {ExportKind::Drawings, "drawings"}, {ExportKind::Netbox, "netbox"},
    {ExportKind::Rules, "rules"}, {ExportKind::Ibnetdiscover, "ibnetdiscover"},
    {ExportKind::IbdiagnetTopo, "ibdiagnet-topo"}, {ExportKind::Dxf, "dxf"},
}}};

/// What an export may be asked beyond its kind; each kind reads what it needs.
struct ExportOptions {
    QString stock = defaultStock();  ///< label stock id (labels); with stockFile: id or part, or empty for its only one
    QString stockFile;               ///< a gLabels templates file or folder to take `stock` from; empty: built-in
    QString select = QStringLiteral("all");  ///< all, rack:NAME, role:ROLE, rail:N (schedule, labels, labels-csv)
    QString endTemplate;  ///< label end template; empty: LabelScheme's default
    bool qr = false;      ///< a QR code of the cable id on each label
    QDate date = QDate::currentDate();  ///< title blocks of the BOM, drawings and DXF
    bool explicitNvlink = false;  ///< nccl: write <nvlink> elements instead of leaving the links to NVML
    QString slurmVersion = defaultSlurmVersion();  ///< slurm: the release the files are for
    SparesPolicy spares;  ///< bom, bom-pdf: spares beside the installed quantities (its default figures)

    static QString defaultSlurmVersion() { return QStringLiteral("25.11"); }
    /// Labels (PDF and CSV) of these cables only, when set: the cables a
    /// verify wants relabelled, or those changed since an older revision.
    std::optional<QSet<CableId>> onlyCables;

    /// Cable labels on self-laminating wraps, each cable on the wrap its OD
    /// fits (LabelStockLibrary::wrapFor), one file per wrap stock.
    static QString defaultStock() { return wrapPerCable(); }
    static QString wrapPerCable() { return QStringLiteral("cable-wrap"); }
    /// Where the default puts a cable no wrap fits (its OD unknown, or
    /// thinner or thicker than every wrap): flag labels.
    static QString flagStock() { return QStringLiteral("cable-label-co-cablebug"); }
    /// A sheet of flat labels, for a few labels printed on an office printer (verify --labels).
    static QString sheetStock() { return QStringLiteral("avery-l7160"); }
    bool choosesWrapPerCable() const { return stockFile.isEmpty() && stock == wrapPerCable(); }
};

/// One entry point for every export, shared by the command line and the
/// export dialogs: it builds everything in memory, then writes, so a refused
/// request (unknown stock or selection, labels too long) leaves no file.
class DesignExport {
    Q_DECLARE_TR_FUNCTIONS(DesignExport)
public:
    /// True when the kind writes a folder of files rather than one file.
    static bool writesFolder(ExportKind kind);
    /// The font labels are measured and printed in.
    static QFont labelFont();
    /// The labels of the options' selection laid out on their stock; throws
    /// UserError for an unknown stock, selection or template, or labels too long.
    static LabelSheet labelSheet(const Design& design, const ExportOptions& options);
    /// The stock the options name, built-in or from their stock file.
    static LabelStock stockOf(const ExportOptions& options);
    /// The labels of the options' selection and the stock each goes on, not
    /// yet laid out (what labelSheets() lays out, quick enough for a preview).
    struct StockGroup {
        LabelStock stock;
        std::vector<LabelItem> items;
    };
    static std::vector<StockGroup> stockGroups(const Design& design, const ExportOptions& options);
    /// The labels of the options' selection, one sheet per stock: with
    /// ExportOptions::wrapPerCable each cable on the wrap its OD fits and
    /// the rest on flag labels, in the order the stocks are first used (pull
    /// order within each); otherwise the one sheet of labelSheet(). Throws
    /// as labelSheet() does, and when a chosen wrap fits none of the cables.
    static std::vector<LabelSheet> labelSheets(const Design& design, const ExportOptions& options);
    /// The file of one stock's labels when a design's labels take several
    /// stocks: "a/labels.pdf" → "a/labels-panduit-r200x150v1t.pdf".
    static QString stockFileName(const QString& output, const LabelStock& stock);
    /// One line per sheet of labelSheets(): the stock, how many cables and
    /// which OD they fit, or which cables a chosen wrap leaves out.
    static QStringList stockSummary(const std::vector<StockGroup>& groups, const ExportOptions& options);

    /// Writes `kind` to `output` (a file, or a folder for writesFolder kinds) and
    /// returns the paths written. Throws UserError naming what is wrong.
    /// `warnings` gets what was written but is incomplete (NCCL env files
    /// without NCCL_SOCKET_IFNAME), one line each; `notes` what was
    /// written, said beside it (which cables went on which label stock).
    static QStringList write(const Design& design, ExportKind kind, const QString& output, const ExportOptions& options,
                             QStringList* warnings = nullptr, QStringList* notes = nullptr);
};

}  // namespace sn
