#pragma once

#include <QString>
#include <QWidget>

class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace sn {

class Catalog;
struct DeviceType;

/// MIME type of a palette drag: the payload is the catalog device type id (UTF-8).
inline constexpr char kDeviceTypeMime[] = "application/x-supernode-device-type";
/// MIME type of a device dragged out of a rack elevation: the payload is its id.
inline constexpr char kDeviceMoveMime[] = "application/x-supernode-device-move";

/// The catalog's device types grouped by category, filtered as the user
/// types, each with a drawn preview and its key figures on hover. Items drag
/// onto a rack elevation.
class CatalogPalette final : public QWidget {
    Q_OBJECT
public:
    explicit CatalogPalette(QWidget* parent = nullptr);

    void setCatalog(const Catalog& catalog);
    /// Shows only types whose id, vendor or model contains the text.
    void setFilter(const QString& text);
    /// Type ids currently visible, in display order (for tests).
    QStringList visibleTypeIds() const;
    QTreeWidget* tree() const { return m_tree; }

    static QString tooltipFor(const DeviceType& type);

private:
    QLineEdit* m_search;
    QTreeWidget* m_tree;
};

}  // namespace sn
