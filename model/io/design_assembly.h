#pragma once

#include "model/catalog/catalog.h"
#include "model/design/design_fragment.h"

#include <QCoreApplication>

#include <functional>
#include <memory>

namespace sn {

class Design;

/// Where object `index` of a kind ("racks", "devices", …) came from in the
/// file being read, e.g. "plan.json: /racks/3" or "plan.supernode: table rack, row 4".
using ObjectLocator = std::function<QString(const char* kind, std::size_t index)>;

/// Builds a design from objects read out of a file, after checking that they
/// hold together: unique ids, known catalog types, references that resolve,
/// ports that exist and are used once. Throws UserError naming the object.
/// Placement overlaps are not refused here: the rules report them.
class DesignAssembly {
    Q_DECLARE_TR_FUNCTIONS(DesignAssembly)
public:
    static std::unique_ptr<Design> assemble(Catalog catalog, const ProjectInfo& info, const Room& room,
                                            DesignFragment objects, const ObjectLocator& where);
};

}  // namespace sn
