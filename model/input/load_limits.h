#pragma once

#include <cstddef>

namespace sn::limits {

// Resource bounds of every design the program reads (design JSON and
// .supernode alike; model/io/README.md lists them). They sit far above any
// real supernode (16 384 GPUs: 79 882 cables; 65 536 GPUs about 372 000) and
// bound a hostile file to what a workstation holds: at 10^6 cables a read
// takes about 4.5 GB and a route 6.5 GB (README, measured per cable). A file
// beyond one is refused with the object and field named, a design JSON's
// counts before its document is built.

inline constexpr double kMaxRoomSideMm = 2'000'000;      ///< 2 km: a room's width or depth
inline constexpr double kMaxRoomHeightMm = 100'000;      ///< 100 m
inline constexpr double kMaxCoordinateMm = 2'000'000;    ///< |x|, |y| of racks, devices, tray points
inline constexpr double kMaxObjectSizeMm = 100'000;      ///< a rack's or tray's width, depth, elevation
inline constexpr int kMaxRackU = 60;                     ///< as DesignAssembly refuses taller racks
inline constexpr int kMaxDeviceU = 60;                   ///< a device's U position and catalog height
inline constexpr int kMaxSideSlots = 64;                 ///< 0U slots per side channel

inline constexpr std::size_t kMaxRows = 20'000;
inline constexpr std::size_t kMaxLoops = 20'000;
inline constexpr std::size_t kMaxTrays = 20'000;
inline constexpr std::size_t kMaxRacks = 20'000;
inline constexpr std::size_t kMaxDevices = 200'000;
inline constexpr std::size_t kMaxConnections = 1'000'000;
inline constexpr std::size_t kMaxCables = 1'000'000;
inline constexpr std::size_t kMaxCatalogEntries = 10'000;
inline constexpr std::size_t kMaxTrayPoints = 10'000;    ///< points of one tray's centre line
inline constexpr std::size_t kMaxTraysPerCable = 1'000;  ///< a cable's trays and tray runs
/// Columns, walls, doors, keep-out zones of a room, each (a 2 km square hall
/// with a column every 6 m has 111 000 columns; real halls have hundreds).
inline constexpr std::size_t kMaxRoomFeatures = 20'000;
inline constexpr std::size_t kMaxOutlinePoints = 10'000; ///< of the outline, a wall, a keep-out

// Catalog device types (built-in, user catalogs, entries inside designs).
inline constexpr int kMaxPortGroups = 1'024;
inline constexpr int kMaxPortsPerGroup = 4'096;          ///< a group's `count`
inline constexpr int kMaxSubports = 64;
inline constexpr int kMaxPortNumber = 1'000'000;         ///< a group's `first`
inline constexpr int kMaxPortsPerType = 65'536;          ///< all cages × subports of one type

// Bytes read from one input file before it is parsed (input/input_file.h): a
// file beyond its limit, a device (/dev/zero), a FIFO or a folder is refused
// before any of it is held in memory.

/// A design JSON file: the example supernode-1024-4su-spine.json holds 4 290
/// cables in 3 599 279 bytes (839 per cable, catalog and racks included), so
/// a design at kMaxCables (10^6 × 839 = 839 MB) fits.
inline constexpr long long kMaxDesignJsonBytes = 1LL << 30;      ///< 1 GiB
/// A catalog (user catalog): kMaxCatalogEntries entries of a few kB each.
inline constexpr long long kMaxCatalogBytes = 64LL << 20;        ///< 64 MiB
/// A NetBox device-type YAML file (a few kB for a 64-port switch).
inline constexpr long long kMaxNetboxYamlBytes = 16LL << 20;     ///< 16 MiB
/// One switch's lldpcli or NVUE JSON.
inline constexpr long long kMaxLldpJsonBytes = 64LL << 20;       ///< 64 MiB
/// One ibnetdiscover output of the whole fabric (about 100 bytes a link).
inline constexpr long long kMaxIbnetdiscoverBytes = 256LL << 20; ///< 256 MiB
/// A hall DXF drawing.
inline constexpr long long kMaxDxfBytes = 256LL << 20;           ///< 256 MiB
/// A gLabels templates file (gLabels' own are well under a megabyte).
inline constexpr long long kMaxLabelTemplateBytes = 64LL << 20;  ///< 64 MiB
}  // namespace sn::limits
