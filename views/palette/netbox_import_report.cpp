#include "views/palette/netbox_import_report.h"

#include "views/common/device_type_text.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace sn {

namespace {

QString moduleKindText(ModuleKind kind) {
    switch (kind) {
    case ModuleKind::Psu: return NetboxImportReport::tr("power supply");
    case ModuleKind::Nic: return NetboxImportReport::tr("network card");
    case ModuleKind::Transceiver: return NetboxImportReport::tr("transceiver");
    }
    return QString();
}

}  // namespace

NetboxImportReport::NetboxImportReport(const NetboxImport& result, const QString& userCatalogPath,
                                       const QString& saveError, const QStringList& keptInDesign, QWidget* parent)
    : QDialog(parent), m_summary(new QLabel(this)), m_tree(new QTreeWidget(this)) {
    setWindowTitle(tr("NetBox Import"));
    setAttribute(Qt::WA_DeleteOnClose);
    setObjectName(QStringLiteral("netboxImportReport"));
    resize(760, 480);
    QString summary = saveError.isEmpty()
        ? tr("%n device type(s) imported into %1.", nullptr, int(result.types.size())).arg(userCatalogPath) +
              QLatin1Char(' ') + tr("%n module type(s) imported.", nullptr, int(result.modules.size()))
        : tr("Nothing was saved: %1").arg(saveError);
    if (!result.skipped.empty())
        summary += QLatin1Char(' ') + tr("%n module file(s) passed over.", nullptr, int(result.skipped.size()));
    if (!result.problems.empty())
        summary += QLatin1Char(' ') + tr("%n file(s) refused.", nullptr, int(result.problems.size()));
    m_summary->setText(summary);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("File or type"), tr("Message")});
    // Messages name long paths: shown whole with a horizontal scroll bar, not elided.
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    m_tree->setTextElideMode(Qt::ElideNone);
    if (!result.problems.empty()) {
        auto* refused = new QTreeWidgetItem(m_tree, {tr("Refused (%1)").arg(result.problems.size())});
        for (const NetboxImportProblem& p : result.problems) {
            auto* item = new QTreeWidgetItem(refused, {QFileInfo(p.file).fileName(), p.message});
            item->setToolTip(1, p.message);
            item->setForeground(1, QColor(0xc0, 0x39, 0x2b));
        }
    }
    auto* imported = new QTreeWidgetItem(m_tree, {tr("Imported (%1)").arg(result.types.size())});
    for (const NetboxImportedType& t : result.types) {
        QStringList unknown;
        for (TypeFigure figure : t.type.unknownFields.list()) unknown << DeviceTypeText::figureName(figure);
        const QString line = unknown.isEmpty() ? tr("%1 %2").arg(t.type.vendor, t.type.model)
                                               : tr("%1 %2 — unknown: %3")
                                                     .arg(t.type.vendor, t.type.model, unknown.join(QStringLiteral(", ")));
        auto* item = new QTreeWidgetItem(imported, {t.type.id, line});
        item->setToolTip(1, line);
        for (const QString& note : t.notes) {
            auto* n = new QTreeWidgetItem(item, {QString(), note});
            n->setToolTip(1, note);
        }
        if (keptInDesign.contains(t.type.id))
            new QTreeWidgetItem(item, {QString(), tr("Already placed in this design: the design keeps its own "
                                                     "entry; new designs get the imported one.")});
    }
    if (!result.modules.empty()) {
        auto* modules = new QTreeWidgetItem(m_tree, {tr("Module types imported (%1)").arg(result.modules.size())});
        for (const NetboxImportedModule& m : result.modules) {
            const ModuleType& type = *m.module;
            //: A module type imported from NetBox: vendor, model, then its kind (PSU, NIC, …).
            const QString line = tr("%1 %2 (%3)").arg(type.vendor, type.model, moduleKindText(type.kind));
            auto* item = new QTreeWidgetItem(modules, {type.id, line});
            item->setToolTip(1, line);
            for (const QString& note : m.notes) new QTreeWidgetItem(item, {QString(), note});
            if (keptInDesign.contains(type.id))
                new QTreeWidgetItem(item, {QString(), tr("Already in a bay of this design: the design keeps its own "
                                                         "entry; new designs get the imported one.")});
        }
    }
    if (!result.skipped.empty()) {
        auto* passed = new QTreeWidgetItem(m_tree, {tr("Passed over (%1)").arg(result.skipped.size())});
        for (const NetboxImportProblem& p : result.skipped) {
            auto* item = new QTreeWidgetItem(passed, {QFileInfo(p.file).fileName(), p.message});
            item->setToolTip(1, p.message);
        }
    }
    m_tree->expandAll();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
}

QString NetboxImportReport::summary() const { return m_summary->text(); }

}  // namespace sn
