#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace sn::dxf {

/// One entity as read: its type, the line of its "0" group, and its groups
/// in file order. POLYLINE carries its VERTEX entities as `children`.
struct Entity {
    QString type;  ///< upper case: LWPOLYLINE, CIRCLE, INSERT, …
    int line = 0;
    std::vector<std::pair<int, QString>> groups;
    std::vector<Entity> children;

    /// The first value of `code`, or empty.
    QString text(int code) const;
    /// The first value of `code` as a number (checked when read), or `fallback`.
    double number(int code, double fallback = 0) const;
    bool has(int code) const;
    /// The layer (group 8), "0" when absent as DXF defines.
    QString layer() const;
};

/// A block definition: entities drawn relative to its base point.
struct Block {
    QString name;
    QPointF base;
    std::vector<Entity> entities;
};

/// An ASCII DXF file (R12 to R2018) read into sections: the header
/// variables the import needs, block definitions, and model-space entities.
/// Every group code and every number is checked while reading; a malformed
/// file throws UserError "FILE:LINE: group code N: what is wrong".
/// Reference: Autodesk, "DXF Reference", group code value types.
class Document {
    Q_DECLARE_TR_FUNCTIONS(DxfDocument)
public:
    static Document parse(const QByteArray& bytes, const QString& fileName);
    /// Reads the file; throws UserError when it cannot be opened or is malformed.
    static Document read(const QString& path);

    QString fileName;
    std::optional<int> insUnits;     ///< $INSUNITS
    std::optional<int> measurement;  ///< $MEASUREMENT: 0 imperial, 1 metric
    QString acadVersion;             ///< $ACADVER, e.g. AC1015
    std::vector<Entity> entities;    ///< the ENTITIES section (model and paper space)
    QHash<QString, Block> blocks;    ///< by upper-case name

    /// Every layer an entity names, in model space or in a block, sorted; "0" included.
    QStringList layerNames() const;

    /// Millimetres per drawing unit from $INSUNITS; `note` says when a default
    /// was taken (no $INSUNITS, or 0 "unitless"). Throws UserError for a unit
    /// no hall is drawn in (miles, microns, light years…).
    double millimetresPerUnit(QString* note) const;
};

}  // namespace sn::dxf
