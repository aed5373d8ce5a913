#pragma once

#include "catalog/catalog_enums.h"

#include <QString>

namespace sn {

/// A run of identical ports as written in the catalog ("P{n}/{s}", 32 cages, 2 subports).
struct PortGroup {
    QString nameTemplate;
    int count = 1;
    int first = 1;
    int subports = 1;
    Face face = Face::Rear;
    FormFactor formFactor = FormFactor::Osfp;
    double speedGbps = 0;
    int lanes = 1;
    PortRole role = PortRole::Compute;
    bool required = false;
    QString phase;        ///< PDU outlets: L1, L2 or L3
    double xMm = 0;       ///< first cage, from the left edge of the face
    double yMm = 0;       ///< first cage, from the bottom edge of the face
    double pitchMm = 0;   ///< cage to cage along a row
    int perRow = 0;       ///< cages per row; 0 = all in one row
    double rowPitchMm = 0;

    bool operator==(const PortGroup&) const = default;
};

/// One logical port of a device type, expanded from its group.
struct PortSpec {
    QString name;
    Face face = Face::Rear;
    FormFactor formFactor = FormFactor::Osfp;
    double speedGbps = 0;
    int lanes = 1;
    PortRole role = PortRole::Compute;
    bool required = false;
    QString phase;
    double xMm = 0;
    double yMm = 0;
    int cage = 0;  ///< 0-based cage index within the device; twin ports share one
};

}  // namespace sn
