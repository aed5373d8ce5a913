#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;

namespace sn {

class Design;
struct DeviceType;
struct PortGroup;

/// Catalog ▸ Host Interface Names…: the names the host OS gives a server
/// type's ports (Linux interface, RDMA device), set by hand where no vendor
/// document publishes them, as one undo step (SetOsNamesCommand, the
/// editor's twin of `set-os-names`). `export nccl` sets NCCL_SOCKET_IFNAME
/// from them on every host of the type whose port is cabled.
class OsNamesDialog final : public QDialog {
    Q_OBJECT
public:
    OsNamesDialog(Design& design, QWidget* parent = nullptr);

    /// Pushes the edit; false (nothing pushed) with the reason shown when
    /// the names cannot be used. `clear` removes the group's names.
    bool apply(bool clear = false);

private:
    void fillGroups();
    void showNames();
    const DeviceType* currentType() const;
    const PortGroup* currentGroup() const;

    Design& m_design;
    QComboBox *m_type, *m_group;
    QLineEdit *m_netdevs, *m_rdma, *m_source;
    QLabel *m_current, *m_error;
};

}  // namespace sn
