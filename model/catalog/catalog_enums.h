#pragma once

#include "model/core/enum_names.h"

namespace sn {

enum class DeviceCategory {
    Server, ComputeTray, NvlinkSwitchTray, Switch, HeadNode, StorageNode,
    Pdu, PowerShelf, Manifold, Cdu, CableManager, PatchPanel, Blank,
    Ups, Router,  ///< Router: routers and firewalls (NetBox device types name both roles)
    AirCooler     ///< room air cooling: a CRAH on the room's edge or an in-row cooler in a row
};
enum class Mount { Rack, Side, Floor };
enum class Face { Front, Rear };
enum class FormFactor {
    Osfp, QsfpDd, Qsfp112, Qsfp56, Sfp28, Rj45, NvlinkBackplane,
    C13, C14, C19, C20, Iec60309, QdSupply, QdReturn,
    /// A connector we have no form factor for (a NetBox nema-5-15p plug,
    /// dc-terminal, lte antenna…): named, counted and drawn, never cabled
    /// from the catalog. PortGroup::netbox keeps what it really is.
    Generic
};
/// The supply a power inlet takes. AC is what every catalog PDU gives; DC
/// inlets (NetBox dc-terminal) take 48 V or -48 V telecom feeds, or a
/// voltage the file does not state.
enum class DcFeed { None, Plus48, Minus48, Unknown };
/// The phase a PDU outlet is wired to: one line (L1, L2, L3), all three
/// (L123: a busway tap-off's 3-phase socket), or none stated.
enum class Phase { None, L1, L2, L3, All };
inline constexpr EnumNames<Phase, 4> kPhaseNames{{{
    {Phase::L1, "L1"}, {Phase::L2, "L2"}, {Phase::L3, "L3"}, {Phase::All, "L123"},
}}};
enum class PortRole { Compute, Storage, InBand, Oob, NvLink, Power, Coolant, Console };
enum class CableMedia { Dac, Acc, Aec, Aoc, Mmf, Smf, Utp, Power, Coolant, NvlinkBackplane };
enum class TrayKind { Ladder, FibreRunner, WireBasket };

inline constexpr EnumNames<DeviceCategory, 16> kDeviceCategoryNames{{{
    {DeviceCategory::Server, "server"}, {DeviceCategory::ComputeTray, "compute-tray"},
    {DeviceCategory::NvlinkSwitchTray, "nvlink-switch-tray"}, {DeviceCategory::Switch, "switch"},
    {DeviceCategory::HeadNode, "head-node"}, {DeviceCategory::StorageNode, "storage-node"},
    {DeviceCategory::Pdu, "pdu"}, {DeviceCategory::PowerShelf, "power-shelf"},
    {DeviceCategory::Manifold, "manifold"}, {DeviceCategory::Cdu, "cdu"},
    {DeviceCategory::CableManager, "cable-manager"}, {DeviceCategory::PatchPanel, "patch-panel"},
    {DeviceCategory::Blank, "blank"}, {DeviceCategory::Ups, "ups"}, {DeviceCategory::Router, "router"},
    {DeviceCategory::AirCooler, "air-cooler"},
}}};
inline constexpr EnumNames<Mount, 3> kMountNames{{{
    {Mount::Rack, "rack"}, {Mount::Side, "side"}, {Mount::Floor, "floor"},
}}};
inline constexpr EnumNames<Face, 2> kFaceNames{{{{Face::Front, "front"}, {Face::Rear, "rear"}}}};
inline constexpr EnumNames<FormFactor, 15> kFormFactorNames{{{
    {FormFactor::Osfp, "osfp"}, {FormFactor::QsfpDd, "qsfp-dd"}, {FormFactor::Qsfp112, "qsfp112"},
    {FormFactor::Qsfp56, "qsfp56"}, {FormFactor::Sfp28, "sfp28"}, {FormFactor::Rj45, "rj45"},
    {FormFactor::NvlinkBackplane, "nvlink-backplane"}, {FormFactor::C13, "c13"},
    {FormFactor::C14, "c14"}, {FormFactor::C19, "c19"}, {FormFactor::C20, "c20"},
    {FormFactor::Iec60309, "iec60309"}, {FormFactor::QdSupply, "qd-supply"},
    {FormFactor::QdReturn, "qd-return"}, {FormFactor::Generic, "generic"},
}}};
inline constexpr EnumNames<DcFeed, 4> kDcFeedNames{{{
    {DcFeed::None, "none"}, {DcFeed::Plus48, "48v"}, {DcFeed::Minus48, "-48v"}, {DcFeed::Unknown, "unknown"},
}}};
inline constexpr EnumNames<PortRole, 8> kPortRoleNames{{{
    {PortRole::Compute, "compute"}, {PortRole::Storage, "storage"}, {PortRole::InBand, "inband"},
    {PortRole::Oob, "oob"}, {PortRole::NvLink, "nvlink"}, {PortRole::Power, "power"},
    {PortRole::Coolant, "coolant"}, {PortRole::Console, "console"},
}}};
inline constexpr EnumNames<CableMedia, 10> kCableMediaNames{{{
    {CableMedia::Dac, "dac"}, {CableMedia::Acc, "acc"}, {CableMedia::Aec, "aec"},
    {CableMedia::Aoc, "aoc"}, {CableMedia::Mmf, "mmf"}, {CableMedia::Smf, "smf"},
    {CableMedia::Utp, "utp"}, {CableMedia::Power, "power"}, {CableMedia::Coolant, "coolant"},
    {CableMedia::NvlinkBackplane, "nvlink-backplane"},
}}};
inline constexpr EnumNames<TrayKind, 3> kTrayKindNames{{{
    {TrayKind::Ladder, "ladder"}, {TrayKind::FibreRunner, "fibre-runner"},
    {TrayKind::WireBasket, "wire-basket"},
}}};

/// True when a cable can join a port of form factor `a` to one of form factor
/// `b` directly: the same cage on both ends, or a power cord's plug and socket
/// (a C20 inlet is fed from a C19 outlet, a C14 inlet from a C13 outlet).
bool formFactorsMate(FormFactor a, FormFactor b);

}  // namespace sn
