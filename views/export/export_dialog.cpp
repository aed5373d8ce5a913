#include "views/export/export_dialog.h"

#include "exporters/labels/label_scheme.h"
#include "exporters/labels/label_selection.h"
#include "exporters/labels/label_sheet.h"
#include "exporters/labels/label_stock.h"
#include "exporters/labels/label_wrap_fit.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "views/export/export_kinds.h"
#include "views/export/export_printing.h"
#include "views/export/label_preview.h"
#include "views/export/selection_picker.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QVBoxLayout>

#include <algorithm>

namespace sn {

namespace {

/// The busy cursor while an export or print runs, restored on any exit.
struct BusyCursor {
    BusyCursor() { QGuiApplication::setOverrideCursor(Qt::WaitCursor); }
    ~BusyCursor() { QGuiApplication::restoreOverrideCursor(); }
    BusyCursor(const BusyCursor&) = delete;
    BusyCursor& operator=(const BusyCursor&) = delete;
};

QString stockText(const LabelStock& s) {
    if (s.wrap)
        //: A self-laminating wrap in the stock list: brand and part, what it is, the cable OD range it fits.
        return ExportDialog::tr("%1 %2 — %3 (roll, %4 to %5 mm OD)")
            .arg(s.brand, s.part, s.description, QString::number(s.wrap->odMinMm, 'f', 1),
                 QString::number(s.wrap->odMaxMm, 'f', 1));
    //: Label stock in the list: brand and part, what it is, paper, labels per sheet.
    return ExportDialog::tr("%1 %2 — %3 (%4, %n per sheet)", nullptr, s.labelsPerPage())
        .arg(s.brand, s.part, s.description, s.paper.isEmpty() ? ExportDialog::tr("roll") : s.paper);
}

}  // namespace

ExportDialog::ExportDialog(const Design& design, ExportKind kind, const QString& designPath, QWidget* parent)
    : QDialog(parent), m_design(design), m_kind(kind) {
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(ExportKinds::title(kind));
    auto* description = new QLabel(ExportKinds::description(kind), this);
    description->setWordWrap(true);
    auto* form = new QFormLayout;
    buildForm(form);
    const QFileInfo designFile(designPath);
    const QString folder = designPath.isEmpty()
                               ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                               : designFile.absolutePath();
    m_output->setText(QDir(folder).filePath(ExportKinds::defaultName(kind, designFile.completeBaseName())));

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("exportStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    restoreOptions();  // may read a templates file again, and say so in the status
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_export = buttons->addButton(tr("&Export"), QDialogButtonBox::ActionRole);
    m_export->setObjectName(QStringLiteral("exportButton"));
    m_export->setDefault(true);
    connect(m_export, &QPushButton::clicked, this, &ExportDialog::exportFiles);
    if (ExportKinds::canPrint(kind)) {
        m_print = buttons->addButton(tr("&Print…"), QDialogButtonBox::ActionRole);
        m_print->setObjectName(QStringLiteral("printButton"));
        connect(m_print, &QPushButton::clicked, this, &ExportDialog::print);
    }
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&m_pass, &SnapshotPass::cancelled, this, [this] {
        setWriting(false);
        showError(tr("The design closed before it was written."));
        Q_EMIT exportFinished(false);
    });

    auto* left = new QVBoxLayout;
    left->addWidget(description);
    left->addLayout(form);
    left->addWidget(m_status);
    left->addStretch(1);
    auto* columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    if (ExportKinds::usesStock(kind)) {
        auto* right = new QVBoxLayout;
        m_preview = new LabelPreview(this);
        m_sheetInfo = new QLabel(this);
        m_sheetInfo->setObjectName(QStringLiteral("sheetInfo"));
        m_sheetInfo->setWordWrap(true);
        right->addWidget(m_preview, 1);
        right->addWidget(m_sheetInfo);
        columns->addLayout(right);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);
    refreshPreview();
}

void ExportDialog::buildForm(QFormLayout* form) {
    if (ExportKinds::usesSelection(m_kind)) {
        m_selection = new SelectionPicker(m_design, this);
        form->addRow(tr("&Cables:"), m_selection);
        connect(m_selection, &SelectionPicker::changed, this, &ExportDialog::refreshPreview);
    }
    if (ExportKinds::usesTemplate(m_kind)) {
        m_template = new QLineEdit(LabelScheme::defaultEndTemplate(), this);
        m_template->setObjectName(QStringLiteral("templateEdit"));
        m_template->setToolTip(tr("How each end is named. Tokens: %1").arg(LabelScheme::tokens().join(QStringLiteral(" "))));
        form->addRow(tr("Label &template:"), m_template);
        connect(m_template, &QLineEdit::textChanged, this, &ExportDialog::refreshPreview);
    }
    if (ExportKinds::usesStock(m_kind)) {
        m_stock = new QComboBox(this);
        m_stock->setObjectName(QStringLiteral("stockCombo"));
        // Wrap names are long; the list opens wide, the dialog stays its size.
        m_stock->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_stock->setMinimumContentsLength(40);
        m_stock->addItem(tr("Self-laminating wraps, each cable on the one its OD fits (a file per stock)"),
                         ExportOptions::wrapPerCable());
        for (const LabelStock& s : LabelStockLibrary::builtIn().stocks()) m_stock->addItem(stockText(s), s.id);
        // The user's folder of gLabels templates, as the last "Load stock…" left it.
        const QString folder = QSettings().value(stockFolderKey()).toString();
        if (!folder.isEmpty() && QFileInfo(folder).isDir()) {
            LabelStockLibrary lib = LabelStockLibrary::forUserTemplates();
            lib.addTemplateFolder(folder);  // a file that cannot be read is passed over here
            addUserStocks(lib);
        }
        m_stock->setCurrentIndex(std::max(0, m_stock->findData(m_defaults.stock)));
        auto* load = new QPushButton(tr("&Load stock…"), this);
        load->setObjectName(QStringLiteral("loadStockButton"));
        load->setToolTip(tr("Read a gLabels template file (.xml) with the stock on the box in front of you."));
        connect(load, &QPushButton::clicked, this, &ExportDialog::chooseStockFile);
        auto* stockRow = new QHBoxLayout;
        stockRow->addWidget(m_stock, 1);
        stockRow->addWidget(load);
        auto* stockLabel = new QLabel(tr("Label &stock:"), this);
        stockLabel->setBuddy(m_stock);
        form->addRow(stockLabel, stockRow);
        m_stockFit = new QLabel(this);
        m_stockFit->setObjectName(QStringLiteral("stockFit"));
        m_stockFit->setWordWrap(true);
        form->addRow(QString(), m_stockFit);
        connect(m_stock, &QComboBox::currentIndexChanged, this, &ExportDialog::refreshPreview);
        m_qr = new QCheckBox(tr("Print a &QR code of the cable id beside the text"), this);
        m_qr->setObjectName(QStringLiteral("qrCheck"));
        form->addRow(QString(), m_qr);
        connect(m_qr, &QCheckBox::toggled, this, &ExportDialog::refreshPreview);
    }
    m_output = new QLineEdit(this);
    m_output->setObjectName(QStringLiteral("outputEdit"));
    m_output->setMinimumWidth(360);
    auto* browse = new QPushButton(tr("&Browse…"), this);
    browse->setObjectName(QStringLiteral("browseButton"));
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    auto* row = new QHBoxLayout;
    row->addWidget(m_output, 1);
    row->addWidget(browse);
    auto* label = new QLabel(DesignExport::writesFolder(m_kind) ? tr("&Folder:") : tr("&File:"), this);
    label->setBuddy(m_output);  // a row of two widgets gets no buddy by itself
    form->addRow(label, row);
}

ExportOptions ExportDialog::options() const {
    ExportOptions o = m_defaults;
    if (m_selection) o.select = m_selection->selectionText();
    if (m_template) o.endTemplate = m_template->text().trimmed();
    if (m_stock) {
        o.stock = m_stock->currentData().toString();
        // A loaded stock is read again from its file, as `--stock-file` does.
        // The list: the wraps chosen per cable, the built-in stocks, then the user's.
        const int user = m_stock->currentIndex() - 1 - int(LabelStockLibrary::builtIn().stocks().size());
        o.stockFile = user >= 0 && user < int(m_userStocks.size()) ? m_userStocks[size_t(user)].source : QString();
    }
    if (m_qr) o.qr = m_qr->isChecked();
    return o;
}

QString ExportDialog::outputPath() const { return m_output->text().trimmed(); }
void ExportDialog::setOutputPath(const QString& path) { m_output->setText(path); }

bool ExportDialog::setStock(const QString& stockId) {
    const int index = m_stock ? m_stock->findData(stockId) : -1;
    if (index < 0) return false;
    m_stock->setCurrentIndex(index);
    return true;
}

void ExportDialog::addUserStocks(const LabelStockLibrary& library) {
    for (const LabelStock& s : library.stocks()) {
        if (m_stock->findData(s.id) >= 0) continue;  // the same stock from another file: the first stays
        m_userStocks.push_back(s);
        m_stock->addItem(stockText(s), s.id);
    }
}

bool ExportDialog::loadStockFile(const QString& path) {
    LabelStockLibrary lib = LabelStockLibrary::forUserTemplates();
    try {
        lib.addTemplateFile(path);
    } catch (const UserError& e) {
        showError(e.message());
        return false;
    }
    QSettings().setValue(stockFolderKey(), QFileInfo(path).absolutePath());
    addUserStocks(lib);
    QStringList refused;
    for (const RefusedStock& r : lib.refused()) refused << tr("%1 refused: %2").arg(r.name, r.reason);
    if (!lib.stocks().empty()) setStock(lib.stocks().front().id);
    if (lib.stocks().empty() && refused.isEmpty()) {
        showError(tr("%1 holds no rectangular label stock.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    const QString loaded = tr("Loaded %n stock(s) from %1.", nullptr, int(lib.stocks().size()))
                               .arg(QDir::toNativeSeparators(path));
    // A file may refuse dozens of stocks: a few are named, the rest counted,
    // so the dialog keeps its size.
    constexpr qsizetype kNamed = 5;
    if (refused.size() > kNamed) {
        const int more = int(refused.size() - kNamed);
        refused = refused.mid(0, kNamed);
        refused << tr("… and %n more refused.", nullptr, more);
    }
    // What the preview found wrong with the stock now chosen stays in view.
    if (!m_error.isEmpty()) refused.prepend(m_error);
    if (refused.isEmpty()) showDone(loaded);
    else showError(loaded + QLatin1Char('\n') + refused.join(QLatin1Char('\n')));
    return !lib.stocks().empty();
}

void ExportDialog::chooseStockFile() {
    const QString folder = QSettings().value(stockFolderKey()).toString();
    const QString path = QFileDialog::getOpenFileName(this, tr("Load Label Stock"), folder,
                                                      tr("gLabels templates (*.xml)"));
    if (!path.isEmpty()) loadStockFile(path);
}

void ExportDialog::setQr(bool on) {
    if (m_qr) m_qr->setChecked(on);
}

void ExportDialog::preferPrinting() {
    if (!m_print) return;
    m_export->setDefault(false);
    m_print->setDefault(true);
    m_print->setFocus();
}

QString ExportDialog::stockFitText() const { return m_stockFit ? m_stockFit->text() : QString(); }

QImage ExportDialog::previewImage() const { return m_preview ? m_preview->image() : QImage(); }

void ExportDialog::refreshPreview() {
    if (!m_preview) return;
    const ExportOptions o = options();
    try {
        if (o.stock.isEmpty()) throw UserError(tr("Pick a label stock."));
        std::vector<DesignExport::StockGroup> groups = DesignExport::stockGroups(m_design, o);
        // Which cables the stock fits (or which wrap each cable gets), before the labels are laid out.
        m_stockFit->setText(o.choosesWrapPerCable()
                                ? DesignExport::stockSummary(groups, o).join(QLatin1Char('\n'))
                                : WrapFit::of(groups.front().items, groups.front().stock).text());
        std::vector<LabelItem>& items = groups.front().items;
        const LabelStock& stock = groups.front().stock;
        const int count = int(items.size()), perPage = stock.labelsPerPage();
        if (count == 0) throw UserError(tr("No cable matches the selection: there is nothing to label."));
        // The first sheet is the first labels that fit; laying out only those keeps
        // the preview quick on a design of 30 000 labels.
        items.resize(size_t(std::min(count, perPage)));
        const LabelSheet first =
            LabelSheet::layout(std::move(items), stock, TextFitter(DesignExport::labelFont()), LabelOptions{o.qr});
        m_preview->showSheet(first, 0);
        const QString sheets = tr("%n label(s) in all; sheet 1 of %1 shown.", nullptr, count)
                                   .arg((count + perPage - 1) / perPage);
        m_sheetInfo->setText(groups.size() == 1 ? sheets
                                                : tr("%1 %2, the first of %3 stocks: %4")
                                                      .arg(stock.brand, stock.part)
                                                      .arg(groups.size())
                                                      .arg(sheets));
        const int unprintable = int(first.tooLong.size() + first.undrawable.size());
        if (unprintable == 0) showDone({});
        else showError(tr("%n label(s) of sheet 1 will not print: %1", nullptr, unprintable).arg(first.firstProblems()));
    } catch (const UserError& e) {
        m_preview->showProblem(e.message());
        m_sheetInfo->clear();
        m_stockFit->setText(e.message());
    }
    Q_EMIT previewChanged();
}

bool ExportDialog::exportFiles() {
    if (m_pass.isRunning()) return false;
    const QString out = outputPath();
    if (out.isEmpty()) {
        showError(DesignExport::writesFolder(m_kind) ? tr("Choose the folder to write into.")
                                                     : tr("Choose the file to write."));
        Q_EMIT exportFinished(false);
        return false;
    }
    rememberOptions();
    setWriting(true);
    const ExportKind kind = m_kind;
    const ExportOptions o = options();
    m_pass.run(m_design, [this, kind, out, o](std::shared_ptr<const DesignSnapshot> snapshot,
                                               const std::atomic<bool>&) -> SnapshotPass::Delivery {
        auto written = std::make_shared<Written>();
        try {
            written->files = DesignExport::write(snapshot->design(), kind, out, o, &written->warnings, &written->notes);
        } catch (const UserError& e) {
            written->error = e.message();
        } catch (const std::exception& e) {  // not ours to know, but never past the worker
            written->error = tr("The export failed: %1").arg(QString::fromLocal8Bit(e.what()));
        }
        return [this, written, out] { exported(*written, out); };
    });
    return true;
}

void ExportDialog::setWriting(bool writing) {
    m_export->setEnabled(!writing);
    if (m_print) m_print->setEnabled(!writing);
    if (writing) showDone(tr("Writing…"));
}

void ExportDialog::exported(const Written& written, const QString& out) {
    setWriting(false);
    m_written = written.files;
    if (!written.error.isEmpty()) {
        showError(written.error);
        Q_EMIT exportFinished(false);
        return;
    }
    const QString done = m_written.size() == 1 ? tr("Wrote %1.").arg(QDir::toNativeSeparators(m_written.front()))
                                               : tr("Wrote %n file(s) into %1.", nullptr, int(m_written.size()))
                                                     .arg(QDir::toNativeSeparators(
                                                         DesignExport::writesFolder(m_kind) ? out : QFileInfo(out).absolutePath()));
    // Which stock each cable went on, and what was written but is incomplete
    // (an env file without NCCL_SOCKET_IFNAME), are said beside it.
    const QStringList beside = written.notes + written.warnings;
    showDone(beside.isEmpty() ? done : done + QLatin1Char('\n') + beside.join(QLatin1Char('\n')));
    Q_EMIT exportFinished(true);
}

std::optional<LabelSheet> ExportDialog::printableLabels() {
    try {
        const BusyCursor busy;
        return DesignExport::labelSheet(m_design, options());
    } catch (const UserError& e) {
        showError(e.message());
        return std::nullopt;
    }
}

bool ExportDialog::printTo(QPrinter& printer) {
    std::optional<LabelSheet> labels;
    if (m_kind == ExportKind::Labels && !(labels = printableLabels())) return false;
    return printTo(printer, labels);
}

bool ExportDialog::printTo(QPrinter& printer, const std::optional<LabelSheet>& labels) {
    try {
        const BusyCursor busy;
        if (labels)
            ExportPrinting::printLabels(printer, *labels, m_design.info().name);
        else if (m_kind == ExportKind::Bom || m_kind == ExportKind::BomPdf)
            ExportPrinting::printBom(printer, m_design, m_defaults.date);
        else
            throw UserError(tr("This export cannot be printed; export it and open the file."));
    } catch (const UserError& e) {
        showError(e.message());
        return false;
    }
    rememberOptions();
    showDone(tr("Sent to the printer %1.").arg(printer.printerName().isEmpty() ? printer.outputFileName()
                                                                              : printer.printerName()));
    return true;
}

void ExportDialog::print() {
    // Labels that cannot be printed (several stocks, text too long) are
    // refused before the print dialog, not after the user has gone through it.
    std::optional<LabelSheet> labels;
    if (m_kind == ExportKind::Labels && !(labels = printableLabels())) return;
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(m_kind == ExportKind::Labels ? tr("Print Label Sheets") : tr("Print Bill of Materials"));
    if (dialog.exec() == QDialog::Accepted) printTo(printer, labels);
}

void ExportDialog::done(int result) {
    // The stock and options chosen come back next time, printed, exported or not.
    rememberOptions();
    QDialog::done(result);
}

void ExportDialog::browse() {
    QString chosen;
    if (DesignExport::writesFolder(m_kind))
        chosen = QFileDialog::getExistingDirectory(this, tr("Export Into Folder"), outputPath());
    else
        chosen = QFileDialog::getSaveFileName(this, ExportKinds::title(m_kind), outputPath(),
                                              ExportKinds::fileFilter(m_kind));
    if (!chosen.isEmpty()) setOutputPath(chosen);
}

QString ExportDialog::optionsKey(ExportKind kind) {
    return QStringLiteral("export/") + kExportKindNames.name(kind) + QLatin1Char('/');
}

void ExportDialog::rememberOptions() const {
    // What the user set for this kind, for the next opening. Not the output
    // (it stays beside the design) nor the cables picked (racks and rails are the design's own).
    QSettings settings;
    const QString key = optionsKey(m_kind);
    const ExportOptions o = options();
    if (m_template) settings.setValue(key + QStringLiteral("template"), o.endTemplate);
    if (m_stock) settings.setValue(key + QStringLiteral("stock"), o.stock);
    if (m_stock) settings.setValue(key + QStringLiteral("stockFile"), o.stockFile);
    if (m_qr) settings.setValue(key + QStringLiteral("qr"), o.qr);
}

void ExportDialog::restoreOptions() {
    const QSettings settings;
    const QString key = optionsKey(m_kind);
    if (m_template && settings.contains(key + QStringLiteral("template")))
        m_template->setText(settings.value(key + QStringLiteral("template")).toString());
    // A stock of the user's own templates file: the file is read again (gone: the default stays).
    const QString stockFile = settings.value(key + QStringLiteral("stockFile")).toString();
    if (m_stock && !stockFile.isEmpty() && QFileInfo::exists(stockFile)) loadStockFile(stockFile);
    if (m_stock && settings.contains(key + QStringLiteral("stock")))
        setStock(settings.value(key + QStringLiteral("stock")).toString());  // a stock no longer listed: the default stays
    if (m_qr && settings.contains(key + QStringLiteral("qr"))) m_qr->setChecked(settings.value(key + QStringLiteral("qr")).toBool());
}

void ExportDialog::showError(const QString& message) {
    m_error = message;
    m_status->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_status->setText(message);
}

void ExportDialog::showDone(const QString& message) {
    m_error.clear();
    m_status->setStyleSheet({});
    m_status->setText(message);
}

}  // namespace sn
