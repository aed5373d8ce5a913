#include "views/palette/os_names_dialog.h"

#include "model/commands/set_os_names_command.h"
#include "model/design/design.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QVBoxLayout>

#include <algorithm>

namespace sn {

namespace {

bool hostRole(PortRole role) {
    return role == PortRole::InBand || role == PortRole::Compute || role == PortRole::Storage;
}

QString roleWord(PortRole role) {
    switch (role) {
    case PortRole::InBand: return OsNamesDialog::tr("in-band");
    case PortRole::Storage: return OsNamesDialog::tr("storage");
    default: return OsNamesDialog::tr("compute");
    }
}

QStringList namesIn(const QLineEdit* edit) {
    QStringList out;
    for (const QString& part : edit->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!part.trimmed().isEmpty()) out << part.trimmed();
    return out;
}

}  // namespace

OsNamesDialog::OsNamesDialog(Design& design, QWidget* parent) : QDialog(parent), m_design(design) {
    setObjectName(QStringLiteral("osNamesDialog"));
    setWindowTitle(tr("Host Interface Names"));
    m_type = new QComboBox(this);
    m_type->setObjectName(QStringLiteral("osNamesType"));
    m_group = new QComboBox(this);
    m_group->setObjectName(QStringLiteral("osNamesGroup"));
    m_netdevs = new QLineEdit(this);
    m_netdevs->setObjectName(QStringLiteral("osNamesNetdevs"));
    m_netdevs->setPlaceholderText(tr("one per port, separated by commas: enp170s0f0np0, …"));
    m_rdma = new QLineEdit(this);
    m_rdma->setObjectName(QStringLiteral("osNamesRdma"));
    m_rdma->setPlaceholderText(tr("optional, one per port: mlx5_0, …"));
    m_source = new QLineEdit(this);
    m_source->setObjectName(QStringLiteral("osNamesSource"));
    m_current = new QLabel(this);
    m_current->setObjectName(QStringLiteral("osNamesCurrent"));
    m_current->setWordWrap(true);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("osNamesError"));
    m_error->setWordWrap(true);

    // The host types this design places, each once, in catalog order.
    QSet<QString> used;
    for (const Device& d : design.devices()) used.insert(d.typeId);
    for (const DeviceType& t : design.catalog().devices()) {
        if (!used.contains(t.id) || t.category == DeviceCategory::Switch) continue;
        if (std::any_of(t.portGroups.begin(), t.portGroups.end(), [](const PortGroup& g) { return hostRole(g.role); }))
            m_type->addItem(tr("%1 %2").arg(t.vendor, t.model), t.id);
    }

    auto* form = new QFormLayout;
    form->addRow(tr("Device type:"), m_type);
    form->addRow(tr("Port group:"), m_group);
    form->addRow(tr("Interface names:"), m_netdevs);
    form->addRow(tr("RDMA devices:"), m_rdma);
    form->addRow(tr("Source:"), m_source);
    auto* note = new QLabel(tr("Where the vendor publishes no port mapping, give the names the host's OS uses; the "
                               "NCCL env files then set NCCL_SOCKET_IFNAME for every cabled host of the type."),
                            this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton* clear = buttons->addButton(tr("C&lear Names"), QDialogButtonBox::ActionRole);
    clear->setObjectName(QStringLiteral("osNamesClear"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (apply()) accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(clear, &QPushButton::clicked, this, [this] {
        if (apply(true)) accept();
    });
    connect(m_type, &QComboBox::currentIndexChanged, this, &OsNamesDialog::fillGroups);
    connect(m_group, &QComboBox::currentIndexChanged, this, &OsNamesDialog::showNames);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_current);
    layout->addWidget(note);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    if (m_type->count() == 0) {
        m_error->setText(tr("This design places no server with in-band, compute or storage ports."));
        buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
        clear->setEnabled(false);
    }
    fillGroups();
}

const DeviceType* OsNamesDialog::currentType() const {
    return m_design.catalog().device(m_type->currentData().toString());
}

const PortGroup* OsNamesDialog::currentGroup() const {
    const DeviceType* t = currentType();
    if (!t) return nullptr;
    const QString name = m_group->currentData().toString();
    for (const PortGroup& g : t->portGroups)
        if (g.nameTemplate == name) return &g;
    return nullptr;
}

// In-band first: it is the port NCCL's bootstrap needs named.
void OsNamesDialog::fillGroups() {
    const QSignalBlocker quiet(m_group);
    m_group->clear();
    if (const DeviceType* t = currentType())
        for (PortRole role : {PortRole::InBand, PortRole::Compute, PortRole::Storage})
            for (const PortGroup& g : t->portGroups)
                if (g.role == role) {
                    const QString text = tr("%1 (%2, %n port(s))", "", g.count * g.subports);
                    m_group->addItem(text.arg(g.nameTemplate, roleWord(role)), g.nameTemplate);
                }
    showNames();
}

void OsNamesDialog::showNames() {
    m_error->clear();
    const PortGroup* g = currentGroup();
    const bool named = g && g->os;
    m_netdevs->setText(named ? g->os->netdevs.join(QStringLiteral(", ")) : QString());
    m_rdma->setText(named ? g->os->rdmaDevices.join(QStringLiteral(", ")) : QString());
    m_source->setText(named ? g->os->source : tr("set by hand for this design"));
    m_current->setText(named ? tr("Named now, from: %1").arg(g->os->source)
                             : tr("No names yet: the NCCL env files leave NCCL_SOCKET_IFNAME unset on these hosts."));
}

bool OsNamesDialog::apply(bool clear) {
    const PortGroup* g = currentGroup();
    if (!g) return false;
    EditResult edit = SetOsNamesCommand::make(m_design, m_type->currentData().toString(), g->nameTemplate,
                                              clear ? QStringList() : namesIn(m_netdevs),
                                              clear ? QStringList() : namesIn(m_rdma), m_source->text().trimmed());
    if (!edit) {
        m_error->setText(edit.error);
        return false;
    }
    m_design.undoStack().push(edit.command.release());
    return true;
}

}  // namespace sn
