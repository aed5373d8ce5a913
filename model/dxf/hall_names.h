#pragma once

#include "model/design/design_objects.h"
#include "model/dxf/dxf_shapes.h"

#include <QSet>
#include <QString>
#include <QStringList>

#include <vector>

namespace sn::dxf {

/// A hall's outline as read, with where it was drawn ("FILE:LINE").
struct HallOutline {
    QString where;
    std::vector<QPointF> outlineMm;
};

/// The halls of `outlines`, each named by the text on `layers` that stands
/// inside it (the nearest to its middle when several do; `texts` in room
/// coordinates), marking those taken in `used`. A hall without text is
/// "Hall N", one without a code in its text is coded "HN" (N its place on
/// the layer), so every hall's cables say where they end. Two halls with
/// one code are refused: their labels would read alike.
std::vector<Hall> namedHalls(const std::vector<HallOutline>& outlines, const std::vector<Text>& texts,
                             const QSet<QString>& layers, std::vector<bool>& used, const QString& fileName,
                             QStringList& notes);

}  // namespace sn::dxf
