#pragma once

#include "model/core/sn_error.h"

namespace sn {

/// The wizard parameter a refusal is about. The model's sentence names no
/// option or field: each front end puts its own name for the parameter in
/// front (the command line its option and value, the wizard dialog its field).
enum class WizardField {
    Gpus,
    Parallelism,  ///< TP, PP and DP
    Server,
    Cooling,
    Coolant,
    SupplyTemp,     ///< the coolant's supply temperature
    DeltaT,         ///< the coolant's temperature rise
    FacilityWater,  ///< the facility water feeding the CDUs
    Rack,
    RackBudget,
    Feed,
    SupernodeGpus,
    SpareServers,
    Fabric,
    Oversubscription,
    FabricManager,
    StorageFabric,
    StorageOversubscription,
};

/// A wizard request refused for one parameter (message(): a translated
/// sentence without the parameter's name).
class WizardError : public UserError {
public:
    WizardError(WizardField field, const QString& message) : UserError(message), m_field(field) {}
    WizardField field() const { return m_field; }

private:
    WizardField m_field;
};

}  // namespace sn
