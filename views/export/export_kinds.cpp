#include "views/export/export_kinds.h"

namespace sn {

const std::vector<ExportKind>& ExportKinds::all() {
    static const std::vector<ExportKind> kinds = {
        ExportKind::Schedule, ExportKind::Labels, ExportKind::LabelsCsv, ExportKind::Bom,
        ExportKind::BomPdf,   ExportKind::Nccl,   ExportKind::Slurm,     ExportKind::Drawings,
        ExportKind::Netbox,   ExportKind::Rules,  ExportKind::Ibnetdiscover, ExportKind::IbdiagnetTopo,
        ExportKind::Dxf,
    };
    return kinds;
}

QString ExportKinds::menuText(ExportKind kind) {
    switch (kind) {
    case ExportKind::Schedule: return tr("Cable &Schedule (CSV)…");
    case ExportKind::Labels: return tr("&Label Sheets (PDF)…");
    case ExportKind::LabelsCsv: return tr("Labels for Label &Printers (CSV)…");
    case ExportKind::Bom: return tr("&Bill of Materials (CSV)…");
    case ExportKind::BomPdf: return tr("Bill of Materials (P&DF)…");
    case ExportKind::Nccl: return tr("&NCCL Topology Files…");
    case ExportKind::Slurm: return tr("Sl&urm Topology…");
    case ExportKind::Drawings: return tr("&Drawings (SVG and PDF)…");
    case ExportKind::Netbox: return tr("Net&Box Import Files…");
    case ExportKind::Rules: return tr("&Rule Findings Report…");
    case ExportKind::Ibnetdiscover: return tr("Expected Fabric as &ibnetdiscover Output…");
    case ExportKind::IbdiagnetTopo: return tr("Expected Fabric as IBDM &Topology (ibdiagnet -t)…");
    case ExportKind::Dxf: return tr("D&XF…");
    }
    return {};
}

QString ExportKinds::title(ExportKind kind) {
    switch (kind) {
    case ExportKind::Schedule: return tr("Export Cable Schedule");
    case ExportKind::Labels: return tr("Export Label Sheets");
    case ExportKind::LabelsCsv: return tr("Export Labels for Label Printers");
    case ExportKind::Bom: return tr("Export Bill of Materials (CSV)");
    case ExportKind::BomPdf: return tr("Export Bill of Materials (PDF)");
    case ExportKind::Nccl: return tr("Export NCCL Topology Files");
    case ExportKind::Slurm: return tr("Export Slurm Topology");
    case ExportKind::Drawings: return tr("Export Drawings");
    case ExportKind::Netbox: return tr("Export NetBox Import Files");
    case ExportKind::Rules: return tr("Export Rule Findings Report");
    case ExportKind::Ibnetdiscover: return tr("Export Expected Fabric (ibnetdiscover)");
    case ExportKind::IbdiagnetTopo: return tr("Export Expected Fabric (IBDM topology)");
    case ExportKind::Dxf: return tr("Export Floor Plan as DXF");
    }
    return {};
}

QString ExportKinds::description(ExportKind kind) {
    switch (kind) {
    case ExportKind::Schedule:
        return tr("The install crew's pull list: one row per cable with both ends, type, lengths, trays and labels.");
    case ExportKind::Labels:
        return tr("Cable labels for both ends, placed on the grid of real label stock, optionally with a QR code of "
                  "the cable id.");
    case ExportKind::LabelsCsv:
        return tr("One row per label for label-printer software (Brady, Brother P-touch, BarTender).");
    case ExportKind::Bom:
        return tr("Devices, cables by type and orderable length, transceivers, hoses, trays and totals for "
                  "procurement.");
    case ExportKind::BomPdf: return tr("The bill of materials as a printable A4 table.");
    case ExportKind::Nccl:
        return tr("One NCCL_TOPO_FILE and NCCL environment file per GPU server, named after its host, an index of "
                  "GPUs, NICs and rails, and the design's rail map.");
    case ExportKind::Slurm:
        return tr("Slurm topology.yaml, topology.conf (tree and block forms) and partition lines derived from the "
                  "cabling.");
    case ExportKind::Drawings:
        return tr("Every rack elevation (front and rear) and the floor plan as SVG files and one multi-page PDF.");
    case ExportKind::Netbox:
        return tr("Sites, racks, devices, power and cables as CSV files in NetBox's bulk-import columns.");
    case ExportKind::Rules:
        return tr("Every rule finding with its objects, measured value and limit: text, or JSON when the file "
                  "ends in .json.");
    case ExportKind::Ibnetdiscover:
        return tr("The InfiniBand fabric as ibnetdiscover prints it once built to the design; ibsim reads it as a net file.");
    case ExportKind::IbdiagnetTopo:
        return tr("The InfiniBand fabric as an IBDM topology file with its system definitions, for ibdiagnet -t.");
    case ExportKind::Dxf:
        return tr("The floor plan to scale in millimetres for CAD: room, columns, walls, doors, keep-outs, rows, "
                  "racks, trays, CDUs and cable routes on their own layers, with a title block.");
    }
    return {};
}

QString ExportKinds::fileFilter(ExportKind kind) {
    switch (kind) {
    case ExportKind::Schedule:
    case ExportKind::LabelsCsv:
    case ExportKind::Bom: return tr("CSV files (*.csv)");
    case ExportKind::Labels:
    case ExportKind::BomPdf: return tr("PDF files (*.pdf)");
    case ExportKind::Rules: return tr("Text reports (*.txt);;JSON reports (*.json)");
    case ExportKind::Ibnetdiscover: return tr("Text files (*.txt)");
    case ExportKind::Dxf: return tr("DXF drawings (*.dxf)");
    case ExportKind::IbdiagnetTopo:
    case ExportKind::Nccl:
    case ExportKind::Slurm:
    case ExportKind::Drawings:
    case ExportKind::Netbox: return {};
    }
    return {};
}

QString ExportKinds::defaultName(ExportKind kind, const QString& designStem) {
    const QString stem = designStem.isEmpty() ? QStringLiteral("design") : designStem;
    switch (kind) {
    case ExportKind::Schedule: return stem + QStringLiteral("-schedule.csv");
    case ExportKind::Labels: return stem + QStringLiteral("-labels.pdf");
    case ExportKind::LabelsCsv: return stem + QStringLiteral("-labels.csv");
    case ExportKind::Bom: return stem + QStringLiteral("-bom.csv");
    case ExportKind::BomPdf: return stem + QStringLiteral("-bom.pdf");
    case ExportKind::Nccl: return stem + QStringLiteral("-nccl");
    case ExportKind::Slurm: return stem + QStringLiteral("-slurm");
    case ExportKind::Drawings: return stem + QStringLiteral("-drawings");
    case ExportKind::Netbox: return stem + QStringLiteral("-netbox");
    case ExportKind::Rules: return stem + QStringLiteral("-findings.txt");
    case ExportKind::Ibnetdiscover: return stem + QStringLiteral("-ibnetdiscover.txt");
    case ExportKind::IbdiagnetTopo: return stem + QStringLiteral("-ibdm-topo");
    case ExportKind::Dxf: return stem + QStringLiteral("-floor-plan.dxf");
    }
    return stem;
}

bool ExportKinds::usesSelection(ExportKind kind) {
    return kind == ExportKind::Schedule || kind == ExportKind::Labels || kind == ExportKind::LabelsCsv;
}

bool ExportKinds::usesTemplate(ExportKind kind) { return usesSelection(kind); }

bool ExportKinds::usesStock(ExportKind kind) { return kind == ExportKind::Labels; }

bool ExportKinds::canPrint(ExportKind kind) {
    return kind == ExportKind::Labels || kind == ExportKind::Bom || kind == ExportKind::BomPdf;
}

}  // namespace sn
