#pragma once

#include "model/analysis/blast_radius.h"

#include <vector>

namespace sn {

/// How often a failure interrupts work on the design, from each part's
/// annual failure rate (FailureRates) and its blast radius. A failure
/// interrupts a job when it takes down, cuts off or degrades (scale-out or
/// NVLink links) a GPU device the job runs on, or, for a job spanning more
/// than one scalable unit (its traffic climbs above the leaves), when it
/// takes a spine, a core or a link between them that the job's leaves
/// reach. Parts that are not devices of the design count too: the link ends
/// (optics, cable plugs) of the compute fabric, and the software and
/// unattributed interruptions Meta counted per GPU. Failures that only
/// throttle PSUs or cost a storage or management path do not stop a job and
/// are not counted. Rates add (independent parts, Poisson arrivals), so
/// interruptions per week = Σ rate / 52.18.
struct FailureInterval {
    static constexpr double kWeeksPerYear = 365.25 / 7;

    struct KindRate {
        FaultKind kind = FaultKind::Server;
        int parts = 0;        ///< parts of this kind whose failure interrupts
        double annual = 0;    ///< Σ of their rates, failures per year
    };
    struct JobRate {
        int gpus = 0, servers = 0;
        double annual = 0;    ///< interruptions per year of a job on these GPUs
    };
    /// What the GPU devices' rates are made of: cards, hosts and NIC ports
    /// of the devices on the field-data default, and the devices whose type
    /// carries a rate of its own.
    struct GpuDeviceParts {
        int gpus = 0, hosts = 0, nicPorts = 0;
        int ownRateDevices = 0;
        double ownRateAnnual = 0;
    };

    int gpus = 0;
    double gpuDeviceAnnual = 0;  ///< Σ rates of the GPU devices (cards, hosts, NICs)
    GpuDeviceParts gpuDeviceParts;
    double annual = 0;           ///< interruptions per year of a job on every GPU
    std::vector<KindRate> byKind;
    /// Compute-fabric link ends a job on every GPU depends on: those of the
    /// GPU devices' links to their leaves, and those above the leaves
    /// (leaf–spine, spine–core) when the job spans more than one SU.
    int hostLinkEnds = 0, fabricLinkEnds = 0;
    double linkEndAnnual = 0;    ///< Σ of their rates
    double softwareAnnual = 0;   ///< software and unattributed: GPUs × FailureRates::kSoftwareAnnual
    /// Jobs on the first 1, 2, 4, … NVLink domains' GPUs (SU by SU) up to all of them.
    std::vector<JobRate> jobs;
    /// What-if (spare servers per SU): a failure whose hit GPU devices fit
    /// in every SU's spares restarts the job without a repair (on spares, or
    /// in place when it costs no server: software, a spine, a link above
    /// the leaves); the rest stop it until a repair. With every fault
    /// domain isolated to one NVLink domain, any failure would fit once the
    /// spares cover one domain.
    int sparesPerSu = 0;
    double onSparesAnnual = 0, stopAnnual = 0;
    int serversPerDomain = 1;   ///< GPU devices in the largest NVLink domain
    double isolatedStopAnnual = 0;

    static double perWeek(double annual) { return annual / kWeeksPerYear; }
    static FailureInterval of(const FaultDomains& domains, const std::vector<BlastRadius>& radii, int sparesPerSu);
};

}  // namespace sn
