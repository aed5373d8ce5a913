#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace sn {

class Catalog;
struct WizardParams;
struct WizardResult;

/// What the spare servers a wizard design keeps in each SU cost: the design
/// built again without them, and the difference counted from the parts of
/// both (servers, switches, optics, fibres, maximum power).
struct SparesPrice {
    Q_DECLARE_TR_FUNCTIONS(SparesPrice)
public:
    int spares = 0;    ///< spare servers (rack-scale: trays) in the design
    int servers = 0;   ///< servers (trays) more than without spares
    int switches = 0;  ///< every switch: compute, storage, management
    int optics = 0;    ///< transceiver modules
    int fibres = 0;    ///< fibre parts (MMF, SMF)
    double maxPowerW = 0;  ///< Σ max power of every placed device

    /// One translated sentence for the wizard summary and `new`.
    QString sentence() const;

    /// nullopt when `params` asks for no spares.
    static std::optional<SparesPrice> of(const WizardParams& params, const Catalog& catalog, const WizardResult& built);
};

}  // namespace sn
