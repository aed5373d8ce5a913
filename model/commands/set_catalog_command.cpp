#include "model/commands/set_catalog_command.h"

#include "model/design/design.h"

namespace sn {

SetCatalogCommand::SetCatalogCommand(Design& design, Catalog before, Catalog after, const QString& text)
    : QUndoCommand(text), m_design(design), m_before(std::move(before)), m_after(std::move(after)) {}

EditResult SetCatalogCommand::make(Design& design, Catalog after, const QString& text) {
    for (const Device& d : design.devices()) {
        const DeviceType* now = design.typeOf(d);
        const DeviceType* then = after.device(d.typeId);
        if (!now) continue;  // a type the catalog already lacks stays as it is
        if (!then) return {nullptr, tr("%1 is of type %2, which the new catalog lacks.").arg(d.name, now->model)};
        if (then->portGroups != now->portGroups)
            return {nullptr, tr("The ports of %1 cannot change: %2 is placed and its connections name them.")
                                 .arg(now->model, d.name)};
    }
    return {std::unique_ptr<QUndoCommand>(new SetCatalogCommand(design, design.catalog(), std::move(after), text)), {}};
}

}  // namespace sn
