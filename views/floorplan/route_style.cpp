#include "views/floorplan/route_style.h"

namespace sn {

QColor RouteStyle::color(CableMedia media) {
    // Copper warm, optics cool, power and coolant in the colours crews know
    // them by (red/blue as hot/cold is taken by the coolant pair).
    switch (media) {
    case CableMedia::Dac: return {0xc0, 0x6a, 0x1b};
    case CableMedia::Acc: return {0xe0, 0x9a, 0x1f};
    case CableMedia::Aec: return {0xb3, 0x8b, 0x00};
    case CableMedia::Aoc: return {0x1f, 0x77, 0xb4};
    case CableMedia::Mmf: return {0x17, 0xa2, 0xb8};
    case CableMedia::Smf: return {0xd6, 0xb1, 0x00};
    case CableMedia::Utp: return {0x6a, 0x3d, 0x9a};
    case CableMedia::Power: return {0xd6, 0x27, 0x28};
    case CableMedia::Coolant: return {0x2c, 0xa0, 0x2c};
    case CableMedia::NvlinkBackplane: return {0x7f, 0x7f, 0x7f};
    }
    return Qt::gray;
}

QString RouteStyle::name(CableMedia media) {
    switch (media) {
    case CableMedia::Dac: return tr("Passive copper (DAC)");
    case CableMedia::Acc: return tr("Active copper (ACC)");
    case CableMedia::Aec: return tr("Active electrical (AEC)");
    case CableMedia::Aoc: return tr("Active optical (AOC)");
    case CableMedia::Mmf: return tr("Multimode fibre");
    case CableMedia::Smf: return tr("Single-mode fibre");
    case CableMedia::Utp: return tr("Twisted pair (UTP)");
    case CableMedia::Power: return tr("Power cord");
    case CableMedia::Coolant: return tr("Coolant hose");
    case CableMedia::NvlinkBackplane: return tr("NVLink backplane");
    }
    return {};
}

QString RouteStyle::name(PortRole role) {
    switch (role) {
    case PortRole::Compute: return tr("Compute fabric");
    case PortRole::Storage: return tr("Storage");
    case PortRole::InBand: return tr("In-band management");
    case PortRole::Oob: return tr("Out-of-band management");
    case PortRole::NvLink: return tr("NVLink");
    case PortRole::Power: return tr("Power");
    case PortRole::Coolant: return tr("Coolant");
    case PortRole::Console: return tr("Console");
    }
    return {};
}

QString RouteStyle::railName(int rail) {
    //: A rail of a rail-optimised fabric, counted from 1
    return rail < 0 ? tr("No rail") : tr("Rail %1").arg(rail + 1);
}

}  // namespace sn
