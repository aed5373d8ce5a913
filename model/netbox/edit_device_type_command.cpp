#include "model/netbox/edit_device_type_command.h"

#include "model/catalog/catalog_json.h"

namespace sn {

EditDeviceTypeCommand::EditDeviceTypeCommand(Design& design, DeviceType before, DeviceType after)
    : QUndoCommand(tr("Edit device type %1").arg(after.model)),
      m_design(design),
      m_before(std::move(before)),
      m_after(std::move(after)) {}

EditResult EditDeviceTypeCommand::make(Design& design, DeviceType edited) {
    EditResult result;
    const DeviceType* current = design.catalog().device(edited.id);
    if (!current) {
        result.error = tr("The design's catalog has no device type \"%1\".").arg(edited.id);
        return result;
    }
    if (edited.portGroups != current->portGroups) {
        result.error =
            tr("The ports of %1 cannot change here: connections refer to them.").arg(current->model);
        return result;
    }
    try {
        // The catalog reader's checks (no negative figure, typical draw not
        // above the maximum, …) apply to edits exactly as to files.
        edited = catalog_json::readDevice(JsonReader(catalog_json::write(edited), edited.id));
    } catch (const UserError& e) {
        result.error = e.message();
        return result;
    }
    if (edited == *current) {
        result.error = tr("Nothing to change.");
        return result;
    }
    result.command.reset(new EditDeviceTypeCommand(design, *current, std::move(edited)));
    return result;
}

void EditDeviceTypeCommand::apply(const DeviceType& type) {
    Catalog catalog = m_design.catalog();
    catalog.put(type);
    m_design.setCatalog(std::move(catalog));
}

}  // namespace sn
