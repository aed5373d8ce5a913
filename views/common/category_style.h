#pragma once

#include "model/catalog/catalog_enums.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace sn {

class Design;
struct Rack;

/// How the views show a device category: one colour and one readable name,
/// shared by the palette, the floor plan and the rack elevation so a colour
/// means the same thing everywhere.
class CategoryStyle {
    Q_DECLARE_TR_FUNCTIONS(CategoryStyle)
public:
    static QColor color(DeviceCategory category);
    static QString name(DeviceCategory category);
    /// The category that fills most rack units of the rack (servers win ties);
    /// nullopt for an empty rack. The floor plan colours racks by it.
    static std::optional<DeviceCategory> dominantCategory(const Design& design, const Rack& rack);
};

}  // namespace sn
