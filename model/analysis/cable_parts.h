#pragma once

#include "model/catalog/catalog_enums.h"
#include "model/design/design_objects.h"

#include <QMap>
#include <QString>

#include <optional>
#include <vector>

namespace sn {

class Design;
struct CableType;

/// The physical parts a set of cable rows stands for: what is bought and
/// pulled, as opposed to the schedule's one row per logical link. A
/// splitter or twin-port cable is one part for all its legs, at its one
/// ordered length; a fibre is one part; an optic is one part per module (a
/// twin-port module once for the two fibres it carries). The BOM, `info`,
/// the design summary and the routing report all count from here.
struct CableParts {
    /// One cable part: a row of its own, or the legs of one multi-leg part
    /// (those whose shared plug is in one cage: CableAssembly names it).
    struct Part {
        const CableType* type = nullptr;        ///< nullptr when the row has no (known) type yet
        QString typeId;                         ///< as stored on the row; empty when not chosen
        std::optional<double> orderedLengthMm;  ///< of its first row (the legs of one part share it)
        PortRole role = PortRole::Compute;      ///< of its first row's connection
        int links = 0;                          ///< rows it carries
    };
    /// One optic: a twin-port module carries the fibres of its cage's
    /// ports, a single-port one its row's fibre at one end.
    struct Module {
        QString typeId;  ///< catalog transceiver id
        QString cableTypeId;              ///< the cable type of its first fibre (to name an unknown module)
        std::vector<PortRole> roles;      ///< the roles of the links it carries, distinct, in enum order
    };
    std::vector<Part> parts;      ///< in the order of their first row
    std::vector<Module> modules;  ///< in the order of their first row

    /// Figures over `parts`, by media word ("unassigned" when no type yet).
    QMap<QString, int> partsByMedia;
    QMap<QString, double> metresByMedia;
    int partsWithLength = 0;
    double orderedMetres = 0;
    /// The same figures for data cables only (media other than power and coolant).
    int dataParts = 0;
    double dataMetres = 0;

    static CableParts of(const Design& design);
    /// The parts of `cables` (rows of `design` or routed copies of them): a
    /// routing result's cables before they are applied.
    static CableParts of(const Design& design, const std::vector<const Cable*>& cables);
};

}  // namespace sn
