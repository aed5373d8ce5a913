#pragma once

#include <QStyledItemDelegate>

#include <functional>

namespace sn {

class CableFilterProxy;
class Design;

/// Editors for the cable table's two editable columns: a list of the catalog
/// cable types that fit the cable's ports, and the ordered length in metres
/// (0 = let routing choose). The value goes to `commit` (which makes the undo
/// command), never into the model directly.
class CableDelegate final : public QStyledItemDelegate {
    Q_OBJECT
public:
    /// `proxyIndex` is the edited cell of the view; `value` a type id or metres.
    using Commit = std::function<void(const QModelIndex& proxyIndex, const QVariant& value)>;

    CableDelegate(const Design& design, const CableFilterProxy& proxy, Commit commit, QObject* parent = nullptr);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;

private:
    const Design& m_design;
    const CableFilterProxy& m_proxy;
    Commit m_commit;
};

}  // namespace sn
