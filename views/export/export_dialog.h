#pragma once

#include "exporters/export/design_export.h"
#include "exporters/labels/label_sheet.h"
#include "exporters/labels/label_stock.h"

#include "views/common/snapshot_pass.h"

#include <QDialog>
#include <QImage>
#include <QStringList>

#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPrinter;
class QPushButton;

namespace sn {

class Design;
class LabelPreview;
class SelectionPicker;

/// The dialog of one export kind: the options the kind
/// reads (cables, label template, label stock, QR code), where to write
/// with a Browse button, a live preview of the first label sheet, Export
/// through DesignExport (the command line's code) and, for label sheets
/// and the BOM, Print… through QPrintDialog. Errors show the exporter's
/// own message in the dialog; nothing is half written. The export is written
/// on a worker thread from a snapshot, so a large label run leaves the
/// editor responsive.
class ExportDialog final : public QDialog {
    Q_OBJECT
public:
    /// `designPath` places the default output beside the design file.
    ExportDialog(const Design& design, ExportKind kind, const QString& designPath, QWidget* parent = nullptr);

    ExportKind kind() const { return m_kind; }
    /// The options as the widgets set them.
    ExportOptions options() const;
    QString outputPath() const;
    void setOutputPath(const QString& path);
    SelectionPicker* selectionPicker() const { return m_selection; }
    /// Picks a stock of the list (curated or loaded) by id; false when there is no such stock.
    bool setStock(const QString& stockId);
    /// Adds the stocks of a gLabels templates file to the list, picks the
    /// first and remembers the file's folder as the user's stock folder;
    /// false (the message shown) when the file cannot be read. Stocks the
    /// file refuses are named with their reason in the dialog.
    bool loadStockFile(const QString& path);
    /// QSettings key of the user's stock folder, read when the dialog opens.
    static QString stockFolderKey() { return QStringLiteral("labels/stockFolder"); }
    /// QSettings group ("export/labels/") of the options remembered for a kind.
    static QString optionsKey(ExportKind kind);
    void setQr(bool on);
    /// Makes Print… the default button (File ▸ Print Labels… opens the dialog so).
    void preferPrinting();
    /// Which cables the chosen stock fits ("fits 1184 of 1312 cables; …"),
    /// or with the wraps chosen per cable, each stock's share.
    QString stockFitText() const;
    /// The current preview of the first sheet; null when there is none.
    QImage previewImage() const;

    /// Starts writing the export on a worker thread, from a snapshot of the
    /// design; false (the message shown in the dialog) when it cannot start.
    /// exportFinished() says how it went; Export and Print are off meanwhile.
    bool exportFiles();
    /// Prints the label sheets or the BOM on `printer` without asking; false
    /// (the message shown) when it cannot. Print… calls this after QPrintDialog.
    bool printTo(QPrinter& printer);
    void done(int result) override;
    /// What the last export wrote; the last message shown.
    QStringList lastWritten() const { return m_written; }
    QString lastError() const { return m_error; }

public Q_SLOTS:
    void print();
    void chooseStockFile();
    void browse();

Q_SIGNALS:
    void previewChanged();
    /// An export has ended: written (lastWritten()), or not (lastError()).
    void exportFinished(bool written);

private:
    /// What one export wrote, or why it could not.
    struct Written {
        QStringList files, warnings, notes;
        QString error;
    };
    void buildForm(QFormLayout* form);
    void setWriting(bool writing);
    void exported(const Written& written, const QString& out);
    /// The label sheets to print; nullopt (the reason shown) when they cannot be.
    std::optional<LabelSheet> printableLabels();
    bool printTo(QPrinter& printer, const std::optional<LabelSheet>& labels);
    /// The options of the last export or print of this kind come back (QSettings under optionsKey).
    void rememberOptions() const;
    void restoreOptions();
    void addUserStocks(const LabelStockLibrary& library);
    void refreshPreview();
    void showError(const QString& message);
    void showDone(const QString& message);

    const Design& m_design;
    ExportKind m_kind;
    ExportOptions m_defaults;
    SelectionPicker* m_selection = nullptr;
    QLineEdit* m_template = nullptr;
    QComboBox* m_stock = nullptr;
    std::vector<LabelStock> m_userStocks;  ///< loaded from the user's files, in list order after the built-in ones
    QCheckBox* m_qr = nullptr;
    QLineEdit* m_output = nullptr;
    LabelPreview* m_preview = nullptr;
    QLabel* m_sheetInfo = nullptr;
    QLabel* m_stockFit = nullptr;  ///< which cables the stock fits, by OD

    QLabel* m_status = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_print = nullptr;
    QStringList m_written;
    QString m_error;
    SnapshotPass m_pass;  ///< last member: its destructor waits for a write under way
};

}  // namespace sn
