#include "views/palette/catalog_palette.h"

#include "model/catalog/catalog.h"
#include "views/common/category_style.h"
#include "views/common/device_type_text.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QMimeData>
#include <QPainter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <map>

namespace sn {

namespace {

constexpr int kTypeIdRole = Qt::UserRole + 1;

/// A tree that drags the device type id of the item under the mouse.
class PaletteTree final : public QTreeWidget {
public:
    using QTreeWidget::QTreeWidget;

protected:
    QStringList mimeTypes() const override { return {QString::fromLatin1(kDeviceTypeMime)}; }
    QMimeData* mimeData(const QList<QTreeWidgetItem*>& items) const override {
        for (const QTreeWidgetItem* item : items) {
            const QString id = item->data(0, kTypeIdRole).toString();
            if (id.isEmpty()) continue;
            auto* mime = new QMimeData;
            mime->setData(QString::fromLatin1(kDeviceTypeMime), id.toUtf8());
            return mime;
        }
        return nullptr;
    }
};

/// A small front view: a bar as tall as the device's units (0U devices are a
/// vertical strip), in the category colour, with a dot row hinting at ports.
QIcon previewIcon(const DeviceType& type) {
    QPixmap pix(32, 32);
    pix.fill(Qt::transparent);
    QPainter p(&pix);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor fill = CategoryStyle::color(type.category);
    p.setPen(QPen(fill.darker(160), 1));
    p.setBrush(fill);
    QRectF body;
    if (type.mount == Mount::Side) body = QRectF(12, 1, 8, 30);
    else if (type.mount == Mount::Floor) body = QRectF(6, 2, 20, 28);
    else body = QRectF(1, 0, 30, std::clamp(type.occupiedU(), 1, 8) * 3.5 + 1);
    if (type.mount == Mount::Rack) body.moveTop(16 - body.height() / 2);
    p.drawRoundedRect(body.adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
    p.setPen(Qt::NoPen);
    p.setBrush(fill.darker(200));
    const int dots = std::min<int>(int(type.ports().size()), 6);
    for (int i = 0; i < dots; ++i) {
        if (type.mount == Mount::Side) p.drawRect(QRectF(14.5, 4 + i * 4.3, 3, 2.5));
        else p.drawRect(QRectF(body.left() + 3 + i * 4.4, body.center().y() - 1.2, 3, 2.5));
    }
    return QIcon(pix);
}

}  // namespace

CatalogPalette::CatalogPalette(QWidget* parent)
    : QWidget(parent), m_search(new QLineEdit(this)), m_tree(new PaletteTree(this)) {
    m_search->setPlaceholderText(tr("Search devices…"));
    m_search->setClearButtonEnabled(true);
    m_tree->setHeaderHidden(true);
    m_tree->setDragEnabled(true);
    m_tree->setDragDropMode(QAbstractItemView::DragOnly);
    m_tree->setIconSize(QSize(32, 32));
    m_tree->setRootIsDecorated(true);
    m_tree->setUniformRowHeights(true);
    // Names whole, with a scroll bar where the dock is narrower than the
    // longest: "Generic OEM HGX H100 8…" told one server from another by
    // nothing a user could read.
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->setTextElideMode(Qt::ElideNone);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_search);
    layout->addWidget(m_tree);
    connect(m_search, &QLineEdit::textChanged, this, &CatalogPalette::setFilter);
}

QString CatalogPalette::tooltipFor(const DeviceType& type) {
    QString size;
    if (type.mount == Mount::Side) size = tr("0U, side channel");
    else if (type.mount == Mount::Floor) size = tr("floor-standing");
    else size = tr("%1 U").arg(type.occupiedU());
    QString text = QStringLiteral("<b>%1 %2</b><br>%3").arg(type.vendor.toHtmlEscaped(),
                                                           type.model.toHtmlEscaped(), size);
    // Imported types may lack figures: those read "unknown", not zero.
    if (type.maxPowerW > 0 || !type.unknownFields.isEmpty())
        text += QStringLiteral("<br>") + DeviceTypeText::power(type).toHtmlEscaped();
    if (type.gpus > 0) text += QStringLiteral("<br>") + tr("%n GPU(s)", nullptr, type.gpus);
    if (!type.ports().empty())
        text += QStringLiteral("<br>") + tr("%n port(s)", nullptr, int(type.ports().size()));
    if (type.weightKg > 0 && !type.isUnknown(TypeFigure::WeightKg))
        text += QStringLiteral("<br>") + tr("%1 kg").arg(type.weightKg, 0, 'f', 1);
    if (type.netbox) text += QStringLiteral("<br>") + tr("Imported from NetBox (%1)").arg(type.netbox->slug.toHtmlEscaped());
    // The power line above already says which draw is unknown.
    for (TypeFigure figure : type.unknownFields.list())
        if (figure != TypeFigure::MaxPowerW && figure != TypeFigure::TypicalPowerW)
            text += QStringLiteral("<br><i>") + DeviceTypeText::unknownLine(figure).toHtmlEscaped() + QStringLiteral("</i>");
    return text;
}

void CatalogPalette::setCatalog(const Catalog& catalog) {
    m_tree->clear();
    std::map<int, QTreeWidgetItem*> groups;
    for (const DeviceType& type : catalog.devices()) {
        QTreeWidgetItem*& group = groups[int(type.category)];
        if (!group) {
            group = new QTreeWidgetItem(QStringList{CategoryStyle::name(type.category)});
            group->setFlags(Qt::ItemIsEnabled);
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
        }
        auto* item = new QTreeWidgetItem(group, QStringList{QStringLiteral("%1 %2").arg(type.vendor, type.model)});
        item->setData(0, kTypeIdRole, type.id);
        item->setIcon(0, previewIcon(type));
        item->setToolTip(0, tooltipFor(type));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
    }
    for (auto& [category, group] : groups) m_tree->addTopLevelItem(group);
    m_tree->expandAll();
    setFilter(m_search->text());
}

void CatalogPalette::setFilter(const QString& text) {
    const QString needle = text.trimmed();
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = m_tree->topLevelItem(g);
        int shown = 0;
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem* item = group->child(i);
            const bool match = needle.isEmpty() || item->text(0).contains(needle, Qt::CaseInsensitive)
                || item->data(0, kTypeIdRole).toString().contains(needle, Qt::CaseInsensitive);
            item->setHidden(!match);
            shown += match ? 1 : 0;
        }
        group->setHidden(shown == 0);
    }
}

QStringList CatalogPalette::visibleTypeIds() const {
    QStringList ids;
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        const QTreeWidgetItem* group = m_tree->topLevelItem(g);
        if (group->isHidden()) continue;
        for (int i = 0; i < group->childCount(); ++i)
            if (!group->child(i)->isHidden()) ids << group->child(i)->data(0, kTypeIdRole).toString();
    }
    return ids;
}

}  // namespace sn
