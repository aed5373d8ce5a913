#include "asbuilt/verify_cabling_dialog.h"

#include "asbuilt/cabling_verifier.h"
#include "asbuilt/set_cable_status_command.h"
#include "asbuilt/verify_marks.h"
#include "asbuilt/verify_report.h"
#include "core/sn_error.h"
#include "design/design.h"
#include "labels/label_scheme.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace sn {

VerifyCablingDialog::VerifyCablingDialog(Design& design, VerifyMarks& marks, QWidget* parent)
    : QDialog(parent), m_design(design), m_marks(marks) {
    setWindowTitle(tr("Verify Cabling"));
    setObjectName(QStringLiteral("verifyCablingDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* fileRow = new QHBoxLayout;
    m_path = new QLineEdit(this);
    m_path->setPlaceholderText(tr("ibnetdiscover output of the built fabric"));
    auto* browse = new QPushButton(tr("&Browse…"), this);
    auto* run = new QPushButton(tr("&Check"), this);
    // Return in the scan field checks the file typed there; it opened Browse,
    // the dialog's first button.
    browse->setAutoDefault(false);
    run->setDefault(true);
    fileRow->addWidget(new QLabel(tr("Scan:"), this));
    fileRow->addWidget(m_path, 1);
    fileRow->addWidget(browse);
    fileRow->addWidget(run);
    layout->addLayout(fileRow);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_table = new QTableWidget(0, 4, this);
    m_table->setHorizontalHeaderLabels({tr("Status"), tr("Cable"), tr("Label"), tr("What to do")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    layout->addWidget(m_table, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_mark = buttons->addButton(tr("Mark Verified Cables &Installed"), QDialogButtonBox::ActionRole);
    m_mark->setEnabled(false);
    layout->addWidget(buttons);
    resize(900, 500);

    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("ibnetdiscover Output"), m_path->text());
        if (!path.isEmpty()) check(path);
    });
    connect(run, &QPushButton::clicked, this, [this] { check(m_path->text()); });
    connect(m_mark, &QPushButton::clicked, this, &VerifyCablingDialog::markInstalled);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::cellActivated, this, [this](int row, int) {
        if (row >= 0 && row < int(m_rowObjects.size())) emit objectsActivated(m_rowObjects[size_t(row)]);
    });
}

bool VerifyCablingDialog::check(const QString& path) {
    m_path->setText(path);
    try {
        m_marks.set(m_design, CablingVerifier::infiniband(m_design, path));
    } catch (const UserError& e) {
        m_marks.clear();
        m_summary->setText(e.message());
        fill();
        return false;
    }
    fill();
    return true;
}

int VerifyCablingDialog::markInstalled() {
    auto* command = new SetCableStatusCommand(m_design, m_marks.okCables(), CableStatus::Installed);
    const int n = command->size();
    if (n > 0) m_design.undoStack().push(command);
    else delete command;
    m_mark->setEnabled(false);
    return n;
}

QString VerifyCablingDialog::summary() const { return m_summary->text(); }

void VerifyCablingDialog::fill() {
    m_table->setRowCount(0);
    m_rowObjects.clear();
    if (m_marks.isEmpty()) {
        m_mark->setEnabled(false);
        return;
    }
    const std::vector<VerifyLine> lines = VerifyReport::lines(m_design, m_marks.result(), LabelScheme());
    m_summary->setText(VerifyReport::summary(lines));
    for (const VerifyLine& l : lines) {
        if (l.status == VerifyStatus::Ok) continue;
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
    m_table->resizeColumnsToContents();
    int notInstalled = 0;
    for (const CableId& id : m_marks.okCables())
        if (const Cable* c = m_design.cable(id); c && c->status != CableStatus::Installed) ++notInstalled;
    m_mark->setEnabled(notInstalled > 0);
    m_mark->setText(tr("Mark %n Verified Cable(s) &Installed", nullptr, notInstalled));
}

}  // namespace sn
