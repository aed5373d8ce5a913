#pragma once

#include "exporters/export/design_export.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace sn {

/// What the export dialogs show for each kind of export: titles, the file
/// filter and default name, and which options apply.
class ExportKinds {
    Q_DECLARE_TR_FUNCTIONS(ExportKinds)
public:
    /// Every kind, in the order of the File ▸ Export menu.
    static const std::vector<ExportKind>& all();
    /// "Label Sheets (PDF)…": the menu entry.
    static QString menuText(ExportKind kind);
    /// "Export Label Sheets": the dialog's title.
    static QString title(ExportKind kind);
    /// One sentence on what is written and for whom.
    static QString description(ExportKind kind);
    /// For QFileDialog; empty for folder kinds.
    static QString fileFilter(ExportKind kind);
    /// "liquid-row-labels.pdf" or "liquid-row-nccl" beside the design.
    static QString defaultName(ExportKind kind, const QString& designStem);

    static bool usesSelection(ExportKind kind);  ///< schedule and labels: all / rack / rail / role
    static bool usesTemplate(ExportKind kind);   ///< the label end template
    static bool usesStock(ExportKind kind);      ///< label stock, QR and the sheet preview
    static bool canPrint(ExportKind kind);       ///< label sheets and the BOM
};

}  // namespace sn
