#include "analysis/failure_rates.h"

#include <algorithm>

namespace sn {

namespace {

// Defaults per category, failures per device-year. None of them is a
// datasheet value: the vendors of the built-in types publish no AFR/MTBF we
// could cite (shared/docs/domain-numbers.md has none). Each is the figure of
// an MTBF class stated beside it (AFR = 8 760 h / MTBF), chosen on the high
// side so the interval is not optimistic, and each is editable per type.
// Observed for comparison: Meta's 54-day Llama 3 run on 16 384 H100 GPUs
// had 256 GPU-related interruptions (faulty GPU 148, HBM3 72, SRAM 19, GPU
// system processor 17; datacenterdynamics.com, 2024), i.e.
// 256 / 16 384 / (54 / 365) = 10.6 %/yr per GPU — five times the 2 % seed.
double categoryAnnual(DeviceCategory c) {
    switch (c) {
    case DeviceCategory::Switch:            // MTBF ≈ 438 000 h
    case DeviceCategory::Router:            // routers and firewalls: network gear of the same class
    case DeviceCategory::NvlinkSwitchTray:
    case DeviceCategory::PowerShelf:
    case DeviceCategory::HeadNode:
    case DeviceCategory::StorageNode: return 0.02;
    case DeviceCategory::Pdu:                    // MTBF ≈ 876 000 h
    case DeviceCategory::Ups: return 0.01;       // counted with the power distribution it feeds
    case DeviceCategory::Cdu: return 0.05;       // pumps and controls, MTBF ≈ 175 000 h
    case DeviceCategory::Manifold: return 0.005; // passive but for its quick disconnects
    case DeviceCategory::Server:
    case DeviceCategory::ComputeTray:
    case DeviceCategory::CableManager:
    case DeviceCategory::PatchPanel:
    case DeviceCategory::Blank: break;
    }
    return 0;
}

/// The category default's figure: per GPU card for a GPU device, else the
/// category's (0 for a passive part).
double defaultAnnual(const DeviceType& type) {
    if (type.gpus > 0) return type.gpus * FailureRates::kGpuCardAnnual;
    return std::max(0.0, categoryAnnual(type.category));
}

}  // namespace

FailureRate FailureRates::defaultFor(const DeviceType& type) {
    const double annual = defaultAnnual(type);
    if (type.gpus > 0)
        return {annual,
                tr("Default, not a datasheet value: %1 GPU cards × 2 %/yr (issue 19 seed); "
                   "the host's other parts are not counted.")
                    .arg(type.gpus),
                true};
    if (annual <= 0)
        return {0, tr("Passive part: no failure interrupts a job."), true};
    return {annual,
            tr("Default, not a datasheet value: %1 %/yr for a %2 (MTBF %3 h).")
                .arg(annual * 100, 0, 'g', 3)
                .arg(kDeviceCategoryNames.name(type.category))
                .arg(qRound(8760.0 / annual)),
            true};
}

FailureRate FailureRates::of(const DeviceType& type) {
    if (type.failureRate) return {type.failureRate->annualRate, type.failureRate->source, false};
    return defaultFor(type);
}

double FailureRates::annualOf(const DeviceType& type) {
    return type.failureRate ? type.failureRate->annualRate : defaultAnnual(type);
}

}  // namespace sn
