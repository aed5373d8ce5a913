#pragma once

#include "analysis/blast_radius.h"

#include <vector>

namespace sn {

/// How often a failure interrupts work on the design (issue 19 point 3),
/// from each device's annual failure rate (FailureRates) and its blast
/// radius: a failure interrupts a job when it takes down, cuts off or
/// degrades (scale-out or NVLink links) a GPU device the job runs on.
/// Failures that only throttle PSUs or cost a storage or management path
/// do not stop a job and are not counted. Rates add (independent parts,
/// Poisson arrivals), so interruptions per week = Σ rate / 52.18.
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

    int gpus = 0;
    double gpuDeviceAnnual = 0;  ///< Σ rates of the GPU devices (the seed's 256 cards × 2 %/yr)
    double annual = 0;           ///< interruptions per year of a job on every GPU
    std::vector<KindRate> byKind;
    /// Jobs on the first 1, 2, 4, … NVLink domains' GPUs (SU by SU) up to all of them.
    std::vector<JobRate> jobs;
    /// What-if (spare servers per SU): a failure whose hit GPU devices fit
    /// in every SU's spares restarts the job on spares; the rest stop it
    /// until a repair. With every fault domain isolated to one NVLink
    /// domain, any failure would fit once the spares cover one domain.
    int sparesPerSu = 0;
    double onSparesAnnual = 0, stopAnnual = 0;
    int serversPerDomain = 1;   ///< GPU devices in the largest NVLink domain
    double isolatedStopAnnual = 0;

    static double perWeek(double annual) { return annual / kWeeksPerYear; }
    static FailureInterval of(const FaultDomains& domains, const std::vector<BlastRadius>& radii, int sparesPerSu);
};

}  // namespace sn
