#include "views/main/find_dialog.h"

#include "model/design/design.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

namespace sn {

namespace {

/// Results listed at most; past that the count says to type more.
constexpr int kMaxListed = 500;

QString deviceName(const Design& design, DeviceId id) {
    const Device* d = design.device(id);
    return d ? d->name : QString();
}

}  // namespace

FindDialog::FindDialog(const Design& design, Jump jump, QWidget* parent)
    : QDialog(parent), m_design(design), m_jump(std::move(jump)) {
    setObjectName(QStringLiteral("findDialog"));
    setWindowTitle(tr("Find"));
    m_text = new QLineEdit(this);
    m_text->setObjectName(QStringLiteral("findText"));
    m_text->setPlaceholderText(tr("Rack, device or tray name, cable label or id"));
    m_text->setClearButtonEnabled(true);
    m_results = new QListWidget(this);
    m_results->setObjectName(QStringLiteral("findResults"));
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("findCount"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_results, 1);
    layout->addWidget(m_count);
    layout->addWidget(buttons);
    resize(460, 420);

    connect(m_text, &QLineEdit::textChanged, this, &FindDialog::search);
    connect(m_text, &QLineEdit::returnPressed, this, [this] { activate(m_results->currentRow() < 0 ? 0 : m_results->currentRow()); });
    connect(m_results, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) { activate(m_results->row(item)); });
}

void FindDialog::search() {
    m_hits = ObjectSearch::find(m_design, m_text->text(), kMaxListed + 1);
    const bool more = int(m_hits.size()) > kMaxListed;
    if (more) m_hits.resize(kMaxListed);
    m_results->clear();
    for (const SearchHit& hit : m_hits) m_results->addItem(describe(hit));
    if (!m_hits.empty()) m_results->setCurrentRow(0);
    if (m_text->text().trimmed().isEmpty()) m_count->clear();
    else if (more) m_count->setText(tr("The first %1 matches; type more to narrow the search.").arg(kMaxListed));
    else m_count->setText(tr("%n match(es)", nullptr, int(m_hits.size())));
}

void FindDialog::activate(int row) {
    if (row < 0 || row >= int(m_hits.size())) return;
    m_jump(m_hits[size_t(row)].object);
}

QString FindDialog::describe(const SearchHit& hit) const {
    const auto uuid = hit.object.id.toString(QUuid::WithoutBraces);
    switch (hit.object.kind) {
    case ObjectKind::Rack: return tr("Rack %1").arg(hit.text);
    case ObjectKind::Device: {
        const Device* d = m_design.device(*DeviceId::fromString(uuid));
        const Rack* rack = d && d->placement.rack ? m_design.rack(*d->placement.rack) : nullptr;
        return rack ? tr("Device %1 in rack %2").arg(hit.text, rack->name) : tr("Device %1").arg(hit.text);
    }
    case ObjectKind::Tray: return tr("Tray %1").arg(hit.text);
    case ObjectKind::Cable: {
        const Cable* c = m_design.cable(*CableId::fromString(uuid));
        const Connection* conn = c ? m_design.connection(c->connection) : nullptr;
        if (!conn) return tr("Cable %1").arg(hit.text);
        return tr("Cable %1: %2 %3 ↔ %4 %5")
            .arg(hit.text, deviceName(m_design, conn->a.device), conn->a.port, deviceName(m_design, conn->b.device), conn->b.port);
    }
    default: return hit.text;
    }
}

}  // namespace sn
