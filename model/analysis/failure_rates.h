#pragma once

#include "model/catalog/device_type.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace sn {

/// A part's failures per year and where the figure comes from.
struct FailureRate {
    double annual = 0;       ///< failures per part-year
    QString source;
    bool isDefault = false;  ///< true when the type carries no failure_rate of its own
    /// A category figure derived from published field data (Meta's Llama 3
    /// run, Microsoft's switch study); false for the type's own rate and
    /// for a stated default that no study gives.
    bool fromField = false;
    /// Neither the type's own nor from field data: a stated default.
    bool isAssumed() const { return isDefault && !fromField; }
};

/// Annual failure rates for the fault analysis. A type's own `failure_rate`
/// (catalog or design, editable) wins; otherwise the figure of its category
/// applies: from field data where a study gives one, else a stated default.
///
/// The anchor is Meta's Llama 3 405B pre-training run ("The Llama 3 Herd of
/// Models", 2024, §3.3.4 and Table 5): 54 days on 16 384 H100 GPUs in 2 048
/// eight-GPU hosts, one 400 Gb/s NIC per GPU, 419 unexpected interruptions.
/// Every per-GPU and per-NIC figure divides a count of that table by
/// 16 384 × 54 / 365 = 2 424 GPU-years; per-host ones by 2 048 × 54 / 365
/// = 303 host-years.
class FailureRates {
    Q_DECLARE_TR_FUNCTIONS(FailureRates)
public:
    static constexpr double kMetaGpus = 16384, kMetaHosts = 2048, kMetaDays = 54;
    static constexpr double kMetaGpuYears = kMetaGpus * kMetaDays / 365;    ///< 2 423.9
    static constexpr double kMetaHostYears = kMetaHosts * kMetaDays / 365;  ///< 303.0
    /// Table 5's counts as the categories below group them.
    static constexpr int kMetaGpuFaults = 148 + 72 + 19 + 17 + 6 + 6;  ///< GPU, HBM3, SRAM, GSP, SDC, thermal: 268
    static constexpr int kMetaHostFaults = 2 + 2 + 2 + 2 + 3 + 3;      ///< CPU, memory, chassis, I/O board, PSU, SSD: 14
    static constexpr int kMetaNicFaults = 7;
    static constexpr int kMetaNetworkFaults = 35;                      ///< network switch/cable
    static constexpr int kMetaSoftwareFaults = 54 + 32 + 7 + 2;        ///< software bug, host maintenance, NCCL watchdog, dependency: 95
    static constexpr int kMetaInterruptions = kMetaGpuFaults + kMetaHostFaults + kMetaNicFaults + kMetaNetworkFaults +
                                              kMetaSoftwareFaults;     ///< 419

    /// Per GPU card (its HBM, SRAM, system processor, thermal parts): 268 / 2 424 = 11.06 %/yr.
    static constexpr double kGpuAnnual = kMetaGpuFaults / kMetaGpuYears;
    /// Per host (CPU, memory, board, PSU, SSD) of a GPU device: 14 / 303 = 4.62 %/yr.
    static constexpr double kHostAnnual = kMetaHostFaults / kMetaHostYears;
    /// Per scale-out NIC port (one 400G NIC per GPU in Meta's hosts): 7 / 2 424 = 0.289 %/yr.
    static constexpr double kNicAnnual = kMetaNicFaults / kMetaGpuYears;
    /// Software and unattributed interruptions, per GPU of the job: 95 / 2 424 = 3.92 %/yr.
    static constexpr double kSoftwareAnnual = kMetaSoftwareFaults / kMetaGpuYears;
    /// Per switch: Microsoft's study of 180 000 data-centre switches (Singh
    /// et al., SIGCOMM CCR 51(2), 2021) found 2 % fail within 3 months: 4 × 2 % = 8 %/yr.
    static constexpr double kSwitchAnnual = 0.08;
    /// The fabric Meta's 35 "network switch/cable" interruptions are spread
    /// over, counted as the wizard builds 16 384 GPUs (2 048 servers, 64 SUs,
    /// DGX SuperPOD rail plan, FabricPlan): 512 leaf + 512 spine + 256 core
    /// switches and 16 384 × 3 links of two ends each.
    static constexpr int kMetaFabricSwitches = 512 + 512 + 256;
    static constexpr int kMetaFabricLinkEnds = 16384 * 3 * 2;
    /// Per link end (an optic, or a cable's plug): what the switches leave
    /// of the 35, (35 − 1 280 × 0.08 × 54 / 365) / (98 304 × 54 / 365)
    /// = (35 − 15.15) / 14 543 = 0.136 %/yr.
    static constexpr double kLinkEndAnnual =
        (kMetaNetworkFaults - kMetaFabricSwitches * kSwitchAnnual * kMetaDays / 365) /
        (kMetaFabricLinkEnds * kMetaDays / 365);

    static FailureRate of(const DeviceType& type);
    /// The figure of `of` alone, without writing its source: the fault
    /// analysis asks it of every device (the text's formatting was 5 % of
    /// `validate` at 16 384 GPUs).
    static double annualOf(const DeviceType& type);
    /// The category figure alone (what `of` returns for a type without a rate).
    static FailureRate defaultFor(const DeviceType& type);
    /// Scale-out NIC ports of a GPU device: its compute-role ports.
    static int nicPorts(const DeviceType& type);

    /// The per-part figures with their sources and arithmetic.
    static FailureRate gpu();
    static FailureRate host();
    static FailureRate nic();
    static FailureRate linkEnd();
    static FailureRate software();
    static FailureRate networkSwitch();
    /// Every category, named, in the order a report lists them.
    struct Named {
        QString part;
        FailureRate rate;
    };
    static std::vector<Named> table();
};

}  // namespace sn
