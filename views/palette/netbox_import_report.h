#pragma once

#include "model/netbox/netbox_importer.h"

#include <QDialog>
#include <QStringList>

class QLabel;
class QTreeWidget;

namespace sn {

/// What a NetBox import did: the types imported with the warnings about
/// each (figures left unknown, parts skipped), and every file refused with
/// its message naming file, line and field. Not modal: the user can keep
/// it open beside the palette.
class NetboxImportReport final : public QDialog {
    Q_OBJECT
public:
    NetboxImportReport(const NetboxImport& result, const QString& userCatalogPath, const QString& saveError,
                       const QStringList& keptInDesign, QWidget* parent = nullptr);

    QString summary() const;
    QTreeWidget* tree() const { return m_tree; }

private:
    QLabel* m_summary;
    QTreeWidget* m_tree;
};

}  // namespace sn
