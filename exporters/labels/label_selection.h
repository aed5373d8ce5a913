#pragma once

#include "model/catalog/catalog_enums.h"
#include "model/design/design_objects.h"

#include <QSet>

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace sn {

class Design;
struct ResolvedCable;

/// Which cables to print: all, those with an end in one rack, one role, or
/// one rail (the cables of the GPU-server NICs on that rail, as the RailMap
/// gives it). Parsed from the command-line words
/// "all", "rack:NAME", "role:ROLE", "rail:N".
class LabelSelection {
    Q_DECLARE_TR_FUNCTIONS(LabelSelection)
public:
    LabelSelection() = default;  ///< all cables
    /// Throws UserError for an unknown form, rack or role.
    static LabelSelection parse(const QString& text, const Design& design);
    static LabelSelection rack(const QString& name) { return LabelSelection(Kind::Rack, name, {}); }
    static LabelSelection role(PortRole role) { return LabelSelection(Kind::Role, {}, role); }
    /// Throws UserError when no NIC is cabled on that rail.
    static LabelSelection rail(int rail, const Design& design);

    bool includes(const ResolvedCable& cable) const;

private:
    enum class Kind { All, Rack, Role, Rail };
    LabelSelection(Kind kind, QString rack, std::optional<PortRole> role)
        : m_kind(kind), m_rack(std::move(rack)), m_role(role) {}
    Kind m_kind = Kind::All;
    QString m_rack;
    std::optional<PortRole> m_role;
    QSet<PortRef> m_railPorts;
};

}  // namespace sn
