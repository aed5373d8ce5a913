<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Bom</name>
    <message numerus="yes">
        <source>Weight of the devices and the empty racks, without %n rack(s) whose empty weight is not known</source>
        <translation>
            <numerusform>Weight of the devices and the empty racks, without %n rack whose empty weight is not known</numerusform>
            <numerusform>Weight of the devices and the empty racks, without %n racks whose empty weight is not known</numerusform>
        </translation>
    </message>
    <message>
        <source>Weight of the devices and the empty racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable type not chosen yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length not yet routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transceiver named by cable type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2U blanking panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for empty U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1U blanking panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power at maximum load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power at typical load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat into liquid at maximum load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat into air at maximum load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>balancing valve %1, fitted in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one module carrying %1 links</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>spare for %n installed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>strainer %1, fitted in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isolation valve %1, fitted in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire-stop penetration of a hall partition for a %1 mm tray (listed system, cables up to 40 % of a 76 mm loading depth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire-stop seal of a hall partition for a %1 mm tray, engineered (larger than the listed systems)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BomPdf</name>
    <message>
        <source>Bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrewFixList</name>
    <message>
        <source>(no position)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling fix list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling fix list — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cable is where the design puts it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignExport</name>
    <message numerus="yes">
        <source>%1: %n cable(s) no wrap fits (%2 with no OD in the catalog), on flag labels</source>
        <translation>
            <numerusform>%1: %n cable that no wrap fits (%2 with no OD in the catalog), on flag labels</numerusform>
            <numerusform>%1: %n cables that no wrap fits (%2 with no OD in the catalog), on flag labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n cable(s) of %2 to %3 mm OD</source>
        <translation>
            <numerusform>%1: %n cable of %2 to %3 mm OD</numerusform>
            <numerusform>%1: %n cables of %2 to %3 mm OD</numerusform>
        </translation>
    </message>
    <message>
        <source>No cable matches the selection: there is nothing to label.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in flag label stock %1 is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wraps chosen per cable take several stocks, one file each: pick one stock to print on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown label stock &quot;%1&quot;; stocks are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say where to write the export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) do not fit the stock %1; nothing was written: %2</source>
        <translation>
            <numerusform>%n label does not fit the stock %1; nothing was written: %2</numerusform>
            <numerusform>%n labels do not fit the stock %1; nothing was written: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) hold characters no font on this machine draws; they would print as blanks. Install a font that has them (for Chinese: fonts-noto-cjk). Nothing was written: %1</source>
        <translation>
            <numerusform>%n label holds characters no font on this machine draws; it would print as blanks. Install a font that has them (for Chinese: fonts-noto-cjk). Nothing was written: %1</numerusform>
            <numerusform>%n labels hold characters no font on this machine draws; they would print as blanks. Install a font that has them (for Chinese: fonts-noto-cjk). Nothing was written: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DesignReportWriter</name>
    <message>
        <source>Design: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: %1 kW max, %2 kW typical; room %3 m², %4 kW/m²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>typ. W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>liquid W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>air W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifold L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: CDU %2, %3 rack(s), heat %4 W, flow %5 L/min, capacity %6 W / %7 L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flow: L/min = 60 · P[kW] / (ρ[kg/L] · c_p[kJ/(kg·K)] · ΔT[K]); heat at max draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    incomplete: power draw unknown for %1 device(s), liquid-cooled share unknown for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power feeds (every PDU of a side summed: A, B by its name, else left / right side channel; kW at max draw / continuous rating; each PDU&apos;s phase currents at max draw against its continuous limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L%1 %2 A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    %1 (%2): %3 / %4 kW; %5 of %6 A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    secondary supply %1 °C, ΔT %2 K, coolant %3 (ρ %4 kg/L, c_p %5 kJ/(kg·K)); id %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    facility water at most %1 °C (the CDUs&apos; %2 K approach): ASHRAE %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    facility water: not known (a CDU&apos;s approach is not in the catalog)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiffReport</name>
    <message>
        <source>floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unrouted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device added    %1 (%2) at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device removed  %1 (%2) from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device moved    %1 from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device changed  %1 (%2) was %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable to pull   %1 %2, %3 [%4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable to remove %1 %2 [%3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-terminate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relabel %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable changed   %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 device change(s); cables: %2 to pull, %3 to remove, %4 changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawingSet</name>
    <message>
        <source>Floor plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1, front elevation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1, rear elevation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed design)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision %1 · %2 · Sheet %3 of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (other face)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 U of %2 free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n routed cable(s)</source>
        <translation>
            <numerusform>%1 · %n routed cable</numerusform>
            <numerusform>%1 · %n routed cables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DxfFloorPlan</name>
    <message>
        <source>%1, %2 mm wide, bottom at %3 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed design)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, revision %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site / room: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale: 1:%1 on A1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units: millimetres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire-stop %1: %2 mm tray, %3 / %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FabricTree</name>
    <message>
        <source>Two GPU hosts are both named &quot;%1&quot;; Slurm names nodes by host name, so give each its own name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks %1 and %2 would both give the Slurm block %3; rename one of them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FaultsReport</name>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 /week, one every %2 weeks</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) lost</source>
        <translation>
            <numerusform>%n GPU lost</numerusform>
            <numerusform>%n GPUs lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cut off from the fabric</source>
        <translation>
            <numerusform>%n cut off from the fabric</numerusform>
            <numerusform>%n cut off from the fabric</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPUs lose scale-out links (%2 links, at most %3 % of a server&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) lose NVLink bandwidth</source>
        <translation>
            <numerusform>%n GPU loses NVLink bandwidth</numerusform>
            <numerusform>%n GPUs lose NVLink bandwidth</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 leaf–spine links (%3 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 storage paths (%2 hosts left without one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rack(s) lose their spare CDU</source>
        <translation>
            <numerusform>%n rack loses its spare CDU</numerusform>
            <numerusform>%n racks lose their spare CDU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n management link(s)</source>
        <translation>
            <numerusform>%n management link</numerusform>
            <numerusform>%n management links</numerusform>
        </translation>
    </message>
    <message>
        <source>Fault analysis: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs on %2 GPU devices in %3 NVLink domain(s) and %4 scalable unit(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fault domains (domains of the kind, most GPUs in one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blast radius: the worst single failure of each kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 (%2 parts): worst %3 — %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure interval (failures per year add up; a year is %1 weeks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 part(s) that interrupt a job, Σ %3 /yr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Whole design: Σ %1 /yr ÷ %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Per job size (servers in SU order):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    %1 GPUs on %2 server(s): %3 /yr = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  What-if, every fault domain isolated to one NVLink domain (%1 server(s)): %2 /yr stop the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank placement: TP %1 × PP %2 × DP %3 = %4 GPUs, %5 per server, %6 spare server(s) per SU; rank = tp + TP·(stage + PP·replica)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hosts (stage order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>  one %1 failure hits at most %n replica(s) (%2)</source>
        <translation>
            <numerusform>  one %1 failure hits at most %n replica (%2)</numerusform>
            <numerusform>  one %1 failure hits at most %n replicas (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>stops CDU(s) %1 (their power)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 /week, one every %2 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 /week, one every %2 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n of them stop on PSUs that cannot carry their draw</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) power-capped at %1 % or more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPUs throttled for want of coolant (down to %2 % of their flow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capped at %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it stops, as its type states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it stops (its type does not say it caps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3 of %4 PSUs × %5 kW = %6 kW of %7 kW → %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 (%3 … %4), each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Rates per part (a device type&apos;s own failure_rate replaces its category&apos;s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    %1: %2 %/yr%3 — %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (default, not a published figure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>own rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 /yr (%2) — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Device types in this design:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Defaults in use: none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Defaults in use (no published figure; edit the type&apos;s rate to replace): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  GPU devices: %1 GPUs, Σ %2 /yr = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    on field-data rates: %1 GPUs × %2 + %3 hosts × %4 + %5 NIC ports × %6 = %7 /yr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    on their type&apos;s own rate: %1 device(s), Σ %2 /yr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Compute-fabric link ends: %1 at the GPU devices&apos; links + %2 above the leaves = %3 × %4 = %5 /yr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Software and unattributed: %1 GPUs × %2 = %3 /yr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  What-if, %1 spare server(s) per SU: %2 /yr restart without a repair (on spares, or in place when no server is lost), %3 /yr stop the job until a repair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busbar of rack %1: %2 of %3 power shelves × %4 kW = %5 kW of the %6 kW its devices draw → they stop (the shelves go into current limit; no busbar device states that it caps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: what each feed, UPS, PDU, busway tap-off, power shelf and PDU phase takes (parts with the same outcome together; a capped server runs on what its live PSUs give, and a job across it at its pace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs throttled for want of air cooling (to %2 %: %3 takes %4 kW, the air coolers left remove %5 kW; below half they stop)</source>
        <extracomment>%1 GPUs; %2 percent; %3 &quot;the contained hot aisle of rows A/B&quot; or &quot;the room&quot;; %4, %5 kW</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindingsReport</name>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(measured %1 %3, limit %2 %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s), %3 info.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(measured %1, limit %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hostfile</name>
    <message>
        <source>The GPU host</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HydraulicsReport</name>
    <message>
        <source>Coolant loops of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of service: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no cooling loop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not solved:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no CDU pumps into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fluid at %1 °C mean: specific gravity %2, kinematic viscosity %3 mm²/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved in %1 iterations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pump %1: stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack      required L/min   delivered L/min   share   least device share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst-served circuit: %1 in %2, %3 of %4 L/min, %5 kPa across its cold plates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest pipe or hose: %1 at %2 m/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs short of coolant: %1 lost (below %2 % of their flow), %3 throttled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pump %1: %2 L/min at %3 kPa, %4 % speed (shutoff %5 kPa at that speed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balancing valves (one per rack branch; flows in L/min, settings in handwheel turns):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack      Valve on       required  all open    as set  balanced  setting (as set)      Kv  valve kPa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Branch spread (most-served rack&apos;s share of its flow over the least-served&apos;s): %1 % all open, %2 % as set, %3 % balanced (aim: at most %4 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loop did not converge at every setting tried; the figures above are not final.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Static pressure (gauge, at floor level): fill %1 kPa at the pumps&apos; suction (coolant up to the loop&apos;s top at %2 m, plus 27.6 kPa there); highest %3 kPa at %4; with a valve shut and the pumps at full speed %5 kPa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pressure ratings: %1 rated parts, %2 without a rating in the catalog; %3 over their rating, %4 more over it with a valve shut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>least margin: %1 at %2 kPa, rated %3 kPa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a valve shut: %1 rated %2 kPa</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabelScheme</name>
    <message>
        <source>The label template is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The label template &quot;%1&quot; uses the unknown token {%2}; known tokens: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabelSelection</name>
    <message>
        <source>The selection &quot;%1&quot; names a rack the design does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selection &quot;%1&quot; names an unknown role; roles are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selection &quot;%1&quot; needs a rail number, e.g. rail:0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown selection &quot;%1&quot;: use all, rack:NAME, role:ROLE or rail:N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No NIC is cabled on rail %1; the design&apos;s rails are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabelSheet</name>
    <message>
        <source>%1 (%2): the text does not fit a %3 × %4 mm label even wrapped at the smallest size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leg %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” (U+%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): no font on this machine draws %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>; and %n more</source>
        <translation type="unfinished">
            <numerusform>; and %n more</numerusform>
            <numerusform>; and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabelStockLibrary</name>
    <message>
        <source>template %1 %2: the cable wrap&apos;s od_max must be above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template %1 %2: a cable wrap gives both od_min and od_max or neither</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template %1 %2: the cable wrap&apos;s od_min is above its od_max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template %1 %2: the print-on area leaves the label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template %1 %2: a cable wrap needs its print-on area as &lt;Markup-rect&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: paper size &quot;%3&quot; has no valid width and height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attribute %1 &quot;%2&quot; is not a length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a template needs a brand and a part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template %1 %2 is equivalent to unknown part %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template %1 %2 uses the unknown paper size &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a layout needs nx and ny of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the built-in label stocks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>label %1 of %2 (%3, %4 to %5, %6 pt) leaves the %7 × %8 pt page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>labels %1 and %2 overlap by %3 × %4 pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a gLabels templates file (no &lt;Glabels-templates&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: stock %2 is refused: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no rectangular label stock to print on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 stocks; name one with --stock: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no stock &quot;%2&quot;; stocks are: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template %1 %2: %3 labels on a page; at most %4 are read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template %1 %2: a label of %3 × %4 mm; its width and height must be above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template %1 %2: margins of %3 × %4 mm leave no room to print on a label of %5 × %6 mm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NcclExport</name>
    <message>
        <source>Two GPU servers share the host label &quot;%1&quot;; NCCL files are named after it, so give each server its own name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not cabled in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the type has no in-band port</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2; NCCL_SOCKET_IFNAME is not set in the env file of %n host(s) (first: %3).</source>
        <translation>
            <numerusform>%1: %2; NCCL_SOCKET_IFNAME is not set in the env file of %n host (first: %3).</numerusform>
            <numerusform>%1: %2; NCCL_SOCKET_IFNAME is not set in the env file of %n hosts (first: %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 in-band port %2: %3; NCCL_SOCKET_IFNAME is not set for it in the env file of %n host(s) (first: %4).</source>
        <translation>
            <numerusform>%1 in-band port %2: %3; NCCL_SOCKET_IFNAME is not set for it in the env file of %n host (first: %4).</numerusform>
            <numerusform>%1 in-band port %2: %3; NCCL_SOCKET_IFNAME is not set for it in the env file of %n hosts (first: %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>no OS interface name is known for it (no vendor document gives one; name the type&apos;s port with supernode-designer set-os-names)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetboxCsvWriter</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QrCode</name>
    <message numerus="yes">
        <source>&quot;%1&quot; is too long for a QR code (%n byte(s) in UTF-8).</source>
        <translation>
            <numerusform>&quot;%1&quot; is too long for a QR code (%n byte in UTF-8).</numerusform>
            <numerusform>&quot;%1&quot; is too long for a QR code (%n bytes in UTF-8).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SlurmName</name>
    <message>
        <source>%1 %2 cannot be named in Slurm files: a node, switch or block name holds only ASCII letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos; (and does not start with &apos;-&apos; or &apos;.&apos;); rename it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlurmTopology</name>
    <message>
        <source>The Slurm version &quot;%1&quot; is not a release such as 24.11 or 25.05.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SparesPolicy</name>
    <message>
        <source>The spares of %1 must be a percentage from 0 to 100, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spares floor must be from 0 to 1000, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryReport</name>
    <message>
        <source>Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 connected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable length ordered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 m over %2 cables with a length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power, max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power, typical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat to liquid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW (at max power)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat to air</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (devices); the totals above are incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2), for %n link(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VariantsPdf</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (weight %2): score of each variant, 0 worst to 1 best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design variants: %1 built of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runner-up wins when %1 weighs more than %2 % of the total (now %3 %).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runner-up wins when %1 weighs less than %2 % of the total (now %3 %).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost is not scored: no price list was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VariantsReport</name>
    <message>
        <source>cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranking (weights: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eco.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>oper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Cost is not scored: no price list was given (every variant scores the same on it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures (from each variant&apos;s own info, report and faults):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    NVLink domain %1 GPUs; worst path %2 switch hops; grows by %3 GPUs without re-cabling; %4 optics, %5 cables, %6 km</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    a job on every GPU stops %1 times a year (one every %2 h); the worst single failure takes %3 GPUs (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    routing incomplete: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: capital %2 %3 + energy %4 %3 (%5 MWh) = %6 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    not priced (not counted): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of ownership:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would change the winner (%1 over %2), one weight at a time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  no single weight: the runner-up is behind on every criterion it could gain on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 weighing more than %2 % of the total (now %3 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 weighing less than %2 % of the total (now %3 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    %1 GPUs (%9 beyond the requirement) on %2 servers in %3 racks, %4 m² of floor; %5 kW IT (%6 kW to liquid, %7 kW to air), %8 L/min of coolant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf %1:1, spine %2:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf %1:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no uplinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    fabric: %1 tier(s), %2 leaf / %3 spine / %4 core switches (%5 switches in all), %6; %7 Gb/s per GPU injected, %8 Gb/s across the top</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerifyReport</name>
    <message>
        <source>%1 port %2 (not in the design)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no type chosen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length not routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pull a cable of type %1, %2, from %3 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move end %1 from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange end %1 of %2 and %3: %2 belongs in %4, %3 in %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the cable between %1 and %2: it is not in the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node &quot;%1&quot; is not in the design: check its node description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node &quot;%1&quot; is not in the design: check its node description, or remove the cable between %2 and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>miswired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown node</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WrapFit</name>
    <message>
        <source>The wrap %1 (%2 to %3 mm OD) fits none of the cables: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n have no OD in the catalog</source>
        <translation>
            <numerusform>%n has no OD in the catalog</numerusform>
            <numerusform>%n have no OD in the catalog</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n are thicker than %1 mm OD</source>
        <translation>
            <numerusform>%n is thicker than %1 mm OD</numerusform>
            <numerusform>%n are thicker than %1 mm OD</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n are thinner than %1 mm OD</source>
        <translation>
            <numerusform>%n is thinner than %1 mm OD</numerusform>
            <numerusform>%n are thinner than %1 mm OD</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fits %1 of %n cable(s)</source>
        <translation>
            <numerusform>fits %1 of %n cable</numerusform>
            <numerusform>fits %1 of %n cables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A flat label: fits any of the %n cable(s).</source>
        <translation>
            <numerusform>A flat label: fits the %n cable.</numerusform>
            <numerusform>A flat label: fits any of the %n cables.</numerusform>
        </translation>
    </message>
</context>
</TS>
