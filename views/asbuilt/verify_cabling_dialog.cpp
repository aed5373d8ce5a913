#include "views/asbuilt/verify_cabling_dialog.h"

#include "exporters/asbuilt/crew_fix_list.h"
#include "exporters/common/output_file.h"
#include "exporters/export/design_export.h"
#include "exporters/labels/label_pdf.h"
#include "exporters/labels/label_scheme.h"
#include "exporters/labels/label_sheet.h"
#include "model/asbuilt/cabling_verifier.h"
#include "model/asbuilt/set_cable_status_command.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "views/asbuilt/verify_marks.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace sn {

namespace {

// The filter's first two entries; each status after them carries its own value.
constexpr int kNotOk = -1;
constexpr int kAll = -2;

}  // namespace

VerifyCablingDialog::VerifyCablingDialog(Design& design, VerifyMarks& marks, QWidget* parent)
    : QDialog(parent), m_design(design), m_marks(marks) {
    setWindowTitle(tr("Verify Cabling"));
    setObjectName(QStringLiteral("verifyCablingDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* fileRow = new QHBoxLayout;
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("verifyScanKind"));
    m_kind->addItem(tr("InfiniBand scan (ibnetdiscover)"), int(ScanKind::InfiniBand));
    m_kind->addItem(tr("LLDP tables (lldpcli or NVUE JSON)"), int(ScanKind::Lldp));
    m_path = new QLineEdit(this);
    auto* browse = new QPushButton(tr("&Browse…"), this);
    auto* run = new QPushButton(tr("&Check"), this);
    // Return in the scan field checks the file typed there; it opened Browse,
    // the dialog's first button.
    browse->setAutoDefault(false);
    run->setDefault(true);
    fileRow->addWidget(m_kind);
    fileRow->addWidget(m_path, 1);
    fileRow->addWidget(browse);
    fileRow->addWidget(run);
    layout->addLayout(fileRow);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    auto* filterRow = new QHBoxLayout;
    m_filter = new QComboBox(this);
    m_filter->setObjectName(QStringLiteral("verifyStatusFilter"));
    m_filter->addItem(tr("Every cable that is not ok"), kNotOk);
    m_filter->addItem(tr("All cables"), kAll);
    for (const auto& [status, name] : kVerifyStatusNames.entries) m_filter->addItem(VerifyReport::statusWord(status), int(status));
    auto* showLabel = new QLabel(tr("&Show:"), this);
    showLabel->setBuddy(m_filter);
    filterRow->addWidget(showLabel);
    filterRow->addWidget(m_filter);
    filterRow->addStretch(1);
    layout->addLayout(filterRow);
    m_table = new QTableWidget(0, 4, this);
    m_table->setHorizontalHeaderLabels({tr("Status"), tr("Cable"), tr("Label"), tr("What to do")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    layout->addWidget(m_table, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_fixList = buttons->addButton(tr("&Fix List…"), QDialogButtonBox::ActionRole);
    m_fixList->setToolTip(tr("The crew's fix list, grouped by rack: PDF, or CSV for any other name."));
    m_relabel = buttons->addButton(tr("&Relabel Sheet…"), QDialogButtonBox::ActionRole);
    m_relabel->setToolTip(tr("A label sheet (PDF, %1) of the cables to relabel.").arg(ExportOptions::sheetStock()));
    m_mark = buttons->addButton(tr("Mark Verified Cables &Installed"), QDialogButtonBox::ActionRole);
    for (QPushButton* b : {m_fixList, m_relabel, m_mark}) {
        b->setEnabled(false);
        b->setAutoDefault(false);
    }
    layout->addWidget(buttons);
    resize(960, 520);
    setScanKind(ScanKind::InfiniBand);
    m_path->setFocus();  // the scan's path is what a user types first

    connect(m_kind, &QComboBox::currentIndexChanged, this,
            [this] { setScanKind(ScanKind(m_kind->currentData().toInt())); });
    connect(browse, &QPushButton::clicked, this, &VerifyCablingDialog::browse);
    connect(run, &QPushButton::clicked, this, [this] { check(m_path->text()); });
    connect(m_filter, &QComboBox::currentIndexChanged, this, &VerifyCablingDialog::fill);
    connect(m_fixList, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Fix List"), tr("fix-list.pdf"),
                                                          tr("PDF (*.pdf);;CSV (*.csv)"));
        if (!path.isEmpty()) writeFixList(path);
    });
    connect(m_relabel, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Save Relabel Sheet"), tr("relabel.pdf"), tr("PDF (*.pdf)"));
        if (!path.isEmpty()) writeRelabelSheet(path);
    });
    connect(m_mark, &QPushButton::clicked, this, &VerifyCablingDialog::markInstalled);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::cellActivated, this, [this](int row, int) {
        if (row >= 0 && row < int(m_rowObjects.size())) emit objectsActivated(m_rowObjects[size_t(row)]);
    });
}

void VerifyCablingDialog::setScanKind(ScanKind kind) {
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
    m_path->setPlaceholderText(kind == ScanKind::InfiniBand
                                   ? tr("ibnetdiscover output of the built fabric")
                                   : tr("a folder of LLDP tables, one file per device named after it, or one file"));
}

void VerifyCablingDialog::browse() {
    const QString path = ScanKind(m_kind->currentData().toInt()) == ScanKind::InfiniBand
                             ? QFileDialog::getOpenFileName(this, tr("ibnetdiscover Output"), m_path->text())
                             : QFileDialog::getExistingDirectory(this, tr("Folder of LLDP Tables"), m_path->text());
    if (!path.isEmpty()) check(path);
}

bool VerifyCablingDialog::check(const QString& path) {
    m_path->setText(path);
    if (path.trimmed().isEmpty()) {
        m_summary->setText(tr("Type the path of a scan, or choose one with Browse…"));
        return false;
    }
    try {
        if (ScanKind(m_kind->currentData().toInt()) == ScanKind::InfiniBand)
            m_marks.set(m_design, CablingVerifier::infiniband(m_design, path));
        else
            m_marks.set(m_design, CablingVerifier::ethernet(m_design, {path}));
    } catch (const UserError& e) {
        m_marks.clear();
        m_lines.clear();
        m_summary->setText(e.message());
        fill();
        return false;
    }
    m_lines = VerifyReport::lines(m_design, m_marks.result(), LabelScheme());
    m_summary->setText(VerifyReport::summary(m_lines));
    fill();
    return true;
}

void VerifyCablingDialog::showOnly(std::optional<VerifyStatus> status, bool everyStatus) {
    m_filter->setCurrentIndex(m_filter->findData(status ? int(*status) : everyStatus ? kAll : kNotOk));
}

int VerifyCablingDialog::markInstalled() {
    auto* command = new SetCableStatusCommand(m_design, m_marks.okCables(), CableStatus::Installed);
    const int n = command->size();
    if (n > 0) m_design.undoStack().push(command);
    else delete command;
    m_mark->setEnabled(false);
    return n;
}

bool VerifyCablingDialog::write(const QString& path, const std::function<QByteArray()>& bytes) {
    try {
        OutputFile::write(path, bytes());
    } catch (const UserError& e) {
        m_summary->setText(e.message());
        return false;
    }
    m_summary->setText(VerifyReport::summary(m_lines) + QLatin1Char('\n') +
                       tr("Wrote %1.").arg(QFileInfo(path).fileName()));
    return true;
}

bool VerifyCablingDialog::writeFixList(const QString& path) {
    return write(path, [&] {
        const std::vector<VerifyLine> ordered = CrewFixList::ordered(m_lines);
        return path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive)
                   ? CrewFixList::pdf(ordered, m_design.info().name)
                   : CrewFixList::table(ordered).toUtf8();
    });
}

bool VerifyCablingDialog::writeRelabelSheet(const QString& path) {
    return write(path, [&] {
        ExportOptions options;
        options.stock = ExportOptions::sheetStock();
        options.onlyCables = CrewFixList::reprint(m_lines);
        return LabelPdf::pdf(DesignExport::labelSheet(m_design, options), DesignExport::labelFont(),
                             m_design.info().name);
    });
}

QString VerifyCablingDialog::summary() const { return m_summary->text(); }

void VerifyCablingDialog::fill() {
    m_table->setRowCount(0);
    m_rowObjects.clear();
    const bool any = !m_marks.isEmpty();
    m_fixList->setEnabled(any);
    m_relabel->setEnabled(any && !CrewFixList::reprint(m_lines).isEmpty());
    if (!any) {
        m_mark->setEnabled(false);
        return;
    }
    const int shown = m_filter->currentData().toInt();
    for (const VerifyLine& l : m_lines) {
        if (shown == kNotOk ? l.status == VerifyStatus::Ok : shown != kAll && int(l.status) != shown) continue;
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const QStringList cells{VerifyReport::statusWord(l.status),
                                l.partnerId.isEmpty() ? l.cableId : l.cableId + QStringLiteral(" + ") + l.partnerId,
                                l.label, l.action};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c == 0) item->setForeground(VerifyMarks::colour(l.status));
            m_table->setItem(row, c, item);
        }
        std::vector<ObjectRef> objects;
        for (const auto& id : {l.cable, l.partner})
            if (id) objects.push_back(ObjectRef::of(*id));
        for (const DeviceId& d : l.devices) objects.push_back(ObjectRef::of(d));
        m_rowObjects.push_back(std::move(objects));
    }
    m_table->resizeColumnsToContents();  // headers included
    int notInstalled = 0;
    for (const CableId& id : m_marks.okCables())
        if (const Cable* c = m_design.cable(id); c && c->status != CableStatus::Installed) ++notInstalled;
    m_mark->setEnabled(notInstalled > 0);
    m_mark->setText(tr("Mark %n Verified Cable(s) &Installed", nullptr, notInstalled));
}

}  // namespace sn
