#pragma once

#include "model/core/enum_names.h"

#include <QStringList>

#include <cstdint>
#include <initializer_list>
#include <vector>

namespace sn {

/// A figure of a device or module type that its source may leave unknown
/// (an import from NetBox gives no liquid share, a datasheet no weight),
/// named in the catalog by its JSON key.
enum class TypeFigure {
    MaxPowerW,
    TypicalPowerW,
    WeightKg,
    DepthMm,
    LiquidFraction,
    MaxCoolantInletC,
    Pdu,
    Cdu,
    FullDepth,
    ReachM,
};
/// In the order they are listed to a user and in a catalog: the draws first.
inline constexpr EnumNames<TypeFigure, 10> kTypeFigureNames{{{
    {TypeFigure::MaxPowerW, "max_power_w"},
    {TypeFigure::TypicalPowerW, "typical_power_w"},
    {TypeFigure::WeightKg, "weight_kg"},
    {TypeFigure::DepthMm, "depth_mm"},
    {TypeFigure::LiquidFraction, "liquid_fraction"},
    {TypeFigure::MaxCoolantInletC, "max_coolant_inlet_c"},
    {TypeFigure::Pdu, "pdu"},
    {TypeFigure::Cdu, "cdu"},
    {TypeFigure::FullDepth, "is_full_depth"},
    {TypeFigure::ReachM, "reach_m"},
}}};

/// A set of type figures, listed in kTypeFigureNames' order.
class TypeFigures {
public:
    TypeFigures() = default;
    TypeFigures(std::initializer_list<TypeFigure> figures) {
        for (TypeFigure f : figures) insert(f);
    }
    bool contains(TypeFigure f) const { return m_bits & bit(f); }
    void insert(TypeFigure f) { m_bits |= bit(f); }
    void remove(TypeFigure f) { m_bits &= ~bit(f); }
    TypeFigures& operator<<(TypeFigure f) {
        insert(f);
        return *this;
    }
    bool isEmpty() const { return m_bits == 0; }
    std::vector<TypeFigure> list() const {
        std::vector<TypeFigure> out;
        for (const auto& [f, key] : kTypeFigureNames.entries)
            if (contains(f)) out.push_back(f);
        return out;
    }
    /// The JSON keys, in list() order.
    QStringList keys() const {
        QStringList out;
        for (TypeFigure f : list()) out << kTypeFigureNames.name(f);
        return out;
    }
    bool operator==(const TypeFigures&) const = default;

private:
    static std::uint32_t bit(TypeFigure f) { return std::uint32_t(1) << int(f); }
    std::uint32_t m_bits = 0;
};

}  // namespace sn
