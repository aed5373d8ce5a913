#include "model/analysis/failure_rates.h"

#include <algorithm>

namespace sn {

namespace {

QString pct(double annual) { return QString::number(annual * 100, 'f', annual < 0.01 ? 3 : 2); }

/// Stated defaults, failures per device-year, for the parts no field study
/// we could cite counts (Meta's table has no power or cooling line, and the
/// vendors of the built-in types publish no AFR/MTBF,
/// shared/docs/domain-numbers.md). Each is the figure of an MTBF class
/// (AFR = 8 760 h / MTBF), chosen on the high side, and editable per type.
double assumedAnnual(DeviceCategory c) {
    switch (c) {
    case DeviceCategory::PowerShelf: return 0.02;  // MTBF ≈ 438 000 h, as a rack PSU shelf's rectifiers and controller
    case DeviceCategory::Pdu:                      // MTBF ≈ 876 000 h
    case DeviceCategory::Ups: return 0.01;         // counted with the power distribution it feeds
    case DeviceCategory::Cdu: return 0.05;         // pumps and controls, MTBF ≈ 175 000 h
    case DeviceCategory::Manifold: return 0.005;   // passive but for its quick disconnects
    case DeviceCategory::AirCooler: return 0.05;   // fans, valve and controls, as a CDU's pumps and controls
    case DeviceCategory::Switch:
    case DeviceCategory::Router:
    case DeviceCategory::NvlinkSwitchTray:
    case DeviceCategory::HeadNode:
    case DeviceCategory::StorageNode:
    case DeviceCategory::Server:
    case DeviceCategory::ComputeTray:
    case DeviceCategory::CableManager:
    case DeviceCategory::PatchPanel:
    case DeviceCategory::Blank: break;
    }
    return 0;
}

enum class Basis { Gpu, Switch, Host, Assumed };

Basis basisOf(const DeviceType& type) {
    if (type.gpus > 0) return Basis::Gpu;
    switch (type.category) {
    case DeviceCategory::Switch:
    case DeviceCategory::Router:  // routers and firewalls: network gear of the same class
    case DeviceCategory::NvlinkSwitchTray: return Basis::Switch;
    case DeviceCategory::HeadNode:
    case DeviceCategory::StorageNode:
    case DeviceCategory::Server:
    case DeviceCategory::ComputeTray: return Basis::Host;
    case DeviceCategory::PowerShelf:
    case DeviceCategory::Pdu:
    case DeviceCategory::Ups:
    case DeviceCategory::Cdu:
    case DeviceCategory::Manifold:
    case DeviceCategory::AirCooler:
    case DeviceCategory::CableManager:
    case DeviceCategory::PatchPanel:
    case DeviceCategory::Blank: break;
    }
    return Basis::Assumed;
}

/// The category figure: a GPU device is its cards, its host and its NICs.
double defaultAnnual(const DeviceType& type) {
    switch (basisOf(type)) {
    case Basis::Gpu:
        return type.gpus * FailureRates::kGpuAnnual + FailureRates::kHostAnnual +
               FailureRates::nicPorts(type) * FailureRates::kNicAnnual;
    case Basis::Switch: return FailureRates::kSwitchAnnual;
    case Basis::Host: return FailureRates::kHostAnnual;
    case Basis::Assumed: break;
    }
    return std::max(0.0, assumedAnnual(type.category));
}

}  // namespace

int FailureRates::nicPorts(const DeviceType& type) {
    return int(std::count_if(type.ports().begin(), type.ports().end(),
                             [](const PortSpec& p) { return p.role == PortRole::Compute; }));
}

FailureRate FailureRates::gpu() {
    return {kGpuAnnual,
            tr("Meta, \"The Llama 3 Herd of Models\" (2024), Table 5: faulty GPU 148 + HBM3 72 + SRAM 19 + "
               "GPU system processor 17 + silent data corruption 6 + thermal interface/sensor 6 = %1 in "
               "16 384 H100 × 54 d / 365 = %2 GPU-years: %1 / %2 = %3 %/yr per GPU.")
                .arg(kMetaGpuFaults)
                .arg(kMetaGpuYears, 0, 'f', 0)
                .arg(pct(kGpuAnnual)),
            true, true};
}

FailureRate FailureRates::host() {
    return {kHostAnnual,
            tr("Meta, \"The Llama 3 Herd of Models\" (2024), Table 5: CPU 2 + system memory 2 + server chassis 2 + "
               "I/O expansion board 2 + power supply 3 + SSD 3 = %1 in 2 048 hosts × 54 d / 365 = %2 host-years: "
               "%1 / %2 = %3 %/yr per host.")
                .arg(kMetaHostFaults)
                .arg(kMetaHostYears, 0, 'f', 0)
                .arg(pct(kHostAnnual)),
            true, true};
}

FailureRate FailureRates::nic() {
    return {kNicAnnual,
            tr("Meta, \"The Llama 3 Herd of Models\" (2024), Table 5: NIC %1 over 16 384 NICs (one 400 Gb/s NIC "
               "per GPU) × 54 d / 365 = %2 NIC-years: %1 / %2 = %3 %/yr per scale-out NIC port.")
                .arg(kMetaNicFaults)
                .arg(kMetaGpuYears, 0, 'f', 0)
                .arg(pct(kNicAnnual)),
            true, true};
}

FailureRate FailureRates::networkSwitch() {
    return {kSwitchAnnual,
            tr("Singh et al., \"Surviving switch failures in cloud datacenters\" (Microsoft, SIGCOMM CCR 51(2), "
               "2021): 2 % of 180 000 switches fail within 3 months, 4 × 2 % = %1 %/yr per switch "
               "(leaf, spine and core alike: the same boxes).")
                .arg(pct(kSwitchAnnual)),
            true, true};
}

FailureRate FailureRates::linkEnd() {
    const double years = kMetaDays / 365;
    const double switches = kMetaFabricSwitches * kSwitchAnnual * years;
    return {kLinkEndAnnual,
            tr("Meta, \"The Llama 3 Herd of Models\" (2024), Table 5: network switch/cable %1, over a 16 384-GPU "
               "rail fabric of %2 switches (512 leaf, 512 spine, 256 core) and %3 link ends (16 384 node–leaf, "
               "16 384 leaf–spine, 16 384 spine–core links × 2). The switches at %4 %/yr take %2 × %5 × 54 / 365 "
               "= %6; the rest, %1 − %6 = %7, over %3 × 54 / 365 = %8 link-end-years = %9 %/yr per link end "
               "(an optic, or a copper cable's plug: the table does not tell them apart).")
                .arg(kMetaNetworkFaults)
                .arg(kMetaFabricSwitches)
                .arg(kMetaFabricLinkEnds)
                .arg(pct(kSwitchAnnual))
                .arg(kSwitchAnnual, 0, 'f', 2)
                .arg(switches, 0, 'f', 2)
                .arg(kMetaNetworkFaults - switches, 0, 'f', 2)
                .arg(kMetaFabricLinkEnds * years, 0, 'f', 0)
                .arg(pct(kLinkEndAnnual)),
            true, true};
}

FailureRate FailureRates::software() {
    return {kSoftwareAnnual,
            tr("Meta, \"The Llama 3 Herd of Models\" (2024), Table 5: software bug 54 + unplanned host maintenance "
               "32 + NCCL watchdog timeouts 7 + software dependency 2 = %1 of the 419 unexpected interruptions "
               "(the paper counts them with the hardware ones), over %2 GPU-years: %3 %/yr per GPU of a job.")
                .arg(kMetaSoftwareFaults)
                .arg(kMetaGpuYears, 0, 'f', 0)
                .arg(pct(kSoftwareAnnual)),
            true, true};
}

FailureRate FailureRates::defaultFor(const DeviceType& type) {
    const double annual = defaultAnnual(type);
    switch (basisOf(type)) {
    case Basis::Gpu:
        return {annual,
                tr("Field data (Meta Llama 3, 2024): %1 GPUs × %2 %/yr + 1 host × %3 %/yr + %4 NIC ports × %5 %/yr "
                   "= %6 /yr.")
                    .arg(type.gpus)
                    .arg(pct(kGpuAnnual), pct(kHostAnnual))
                    .arg(nicPorts(type))
                    .arg(pct(kNicAnnual))
                    .arg(annual, 0, 'f', 4),
                true, true};
    case Basis::Switch: {
        FailureRate r = networkSwitch();
        if (type.category == DeviceCategory::NvlinkSwitchTray)
            r.source = tr("Counted as a switch: %1").arg(r.source);
        return r;
    }
    case Basis::Host: {
        FailureRate r = host();
        r.source = tr("A host without GPUs: %1").arg(r.source);
        return r;
    }
    case Basis::Assumed: break;
    }
    if (annual <= 0) return {0, tr("Passive part: no failure interrupts a job."), true, false};
    return {annual,
            tr("Default, not a published figure: %1 %/yr for each %2 (MTBF %3 h); no field study we cite counts it.")
                .arg(annual * 100, 0, 'g', 3)
                .arg(kDeviceCategoryNames.name(type.category))
                .arg(qRound(8760.0 / annual)),
            true, false};
}

FailureRate FailureRates::of(const DeviceType& type) {
    if (type.failureRate) return {type.failureRate->annualRate, type.failureRate->source, false, false};
    return defaultFor(type);
}

double FailureRates::annualOf(const DeviceType& type) {
    return type.failureRate ? type.failureRate->annualRate : defaultAnnual(type);
}

std::vector<FailureRates::Named> FailureRates::table() {
    std::vector<Named> out{{tr("GPU (with HBM, SRAM, GSP, thermal)"), gpu()},
                           {tr("host (CPU, memory, board, PSU, SSD)"), host()},
                           {tr("NIC port"), nic()},
                           {tr("compute-fabric link end"), linkEnd()},
                           {tr("switch (leaf, spine, core)"), networkSwitch()},
                           {tr("software and unattributed, per GPU"), software()}};
    for (DeviceCategory c : {DeviceCategory::Pdu, DeviceCategory::Ups, DeviceCategory::PowerShelf,
                             DeviceCategory::Cdu, DeviceCategory::Manifold, DeviceCategory::AirCooler}) {
        DeviceType t;
        t.category = c;
        out.push_back({kDeviceCategoryNames.name(c), defaultFor(t)});
    }
    return out;
}

}  // namespace sn
