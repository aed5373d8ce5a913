#pragma once

#include "model/analysis/fabric_figures.h"

#include <QString>

namespace sn {

class Design;

/// One design's figures for a side-by-side comparison, each read from the
/// analysis the program's own commands print: `info` (DesignSummary), `report`
/// (DesignReport), `faults` (FaultAnalysis, with the plan the design records)
/// and the fabric's connections (FabricFigures). Nothing here is worked out
/// a second time.
struct VariantMetrics {
    int gpus = 0;
    int servers = 0;                 ///< GPU devices (an NVL72 compute tray counts once)
    int racks = 0;
    double floorAreaM2 = 0;          ///< the room's floor (report)
    double itKw = 0;                 ///< Σ max draw (info)
    double liquidKw = 0, airKw = 0;  ///< at max draw (info)
    double coolantFlowLpm = 0;       ///< Σ of the loops' flows (report)
    int switches = 0;                ///< every switch, compute and storage fabric and management (info)
    FabricFigures fabric;            ///< the compute fabric's tiers, bandwidth and headroom
    int nvlinkDomainGpus = 0;        ///< GPUs in the largest NVLink domain
    int optics = 0;                  ///< transceiver modules (CableParts, as the BOM counts them)
    int cables = 0;                  ///< cable parts as bought (info)
    double cableKm = 0;              ///< their ordered length (info); 0 until routed
    double interruptionsPerYear = 0; ///< of a job on every GPU (faults)
    int largestBlastGpus = 0;        ///< GPUs down or cut off by the worst single failure (faults)
    QString largestBlastPart;        ///< that part's name

    /// Hours between interruptions of a job on every GPU; 0 when none are expected.
    double hoursBetweenInterruptions() const;

    static VariantMetrics of(const Design& design);
};

}  // namespace sn
