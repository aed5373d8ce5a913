#pragma once

#include "model/topology/wizard_params.h"

#include <QTabWidget>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace sn {

class Catalog;

/// What the room page asks beyond WizardParams: the room's name and a floor
/// at least this large (0: as large as the layout needs).
struct WizardRoomChoice {
    QString name;
    double minWidthMm = 0, minDepthMm = 0;
};

/// The wizard's questions on four pages: size (GPU count or TP × PP × DP),
/// server and fabric, racks / power / cooling, room and supernode. Every
/// field left at "Default" lets SupernodeWizard choose, as the command line
/// does. Emits changed() on every edit.
class WizardForm final : public QTabWidget {
    Q_OBJECT
public:
    explicit WizardForm(const Catalog& catalog, QWidget* parent = nullptr);

    WizardParams params() const;
    WizardRoomChoice room() const;

Q_SIGNALS:
    void changed();

private:
    QWidget* sizePage();
    QWidget* fabricPage(const Catalog& catalog);
    QWidget* rackPage(const Catalog& catalog);
    QWidget* roomPage();
    void updateSizeMode();
    void updateLeafAlignment();
    void watch(QObject* field);

    QRadioButton *m_byGpus = nullptr, *m_byParallelism = nullptr;
    QSpinBox *m_gpus = nullptr, *m_tp = nullptr, *m_pp = nullptr, *m_dp = nullptr;
    QLabel* m_product = nullptr;
    QComboBox *m_server = nullptr, *m_fabric = nullptr, *m_leafAlignment = nullptr;
    QStringList m_rackScaleServers;  ///< server type ids whose NVLink domain is a rack of trays
    QSpinBox* m_oversubscription = nullptr;
    QCheckBox* m_storageFabric = nullptr;
    QSpinBox* m_storageOversubscription = nullptr;
    QSpinBox* m_fabricManagers = nullptr;
    QSpinBox* m_spareServers = nullptr;
    QComboBox *m_rack = nullptr, *m_cooling = nullptr, *m_coolant = nullptr, *m_containment = nullptr;
    QDoubleSpinBox *m_budgetKw = nullptr, *m_supplyC = nullptr, *m_deltaK = nullptr, *m_facilityC = nullptr;
    QLineEdit *m_name = nullptr, *m_roomName = nullptr;
    QSpinBox* m_suGpus = nullptr;
    QDoubleSpinBox *m_roomWidthM = nullptr, *m_roomDepthM = nullptr;
    QDoubleSpinBox *m_hallM2 = nullptr, *m_hallMw = nullptr;  ///< 0: no limit
};

}  // namespace sn
