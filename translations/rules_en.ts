<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AirHeatRule</name>
    <message>
        <source>Rack %1 puts %2 kW into air at typical load, over its %3 kW air-cooling limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 puts up to %2 kW into air at maximum load, over its %3 kW air-cooling limit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AisleAirHeatRule</name>
    <message>
        <source>The racks put %1 kW into the room&apos;s air and the design has no air coolers (CRAH or in-row): room air cooling is not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contained hot aisle of rows %1 takes %2 kW of exhaust; the in-row coolers drawing from it remove %3 kW (short by %4 kW).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contained cold aisle of rows %1 feeds racks putting %2 kW into air; the in-row coolers blowing into it remove %3 kW (short by %4 kW).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The racks put %1 kW into the room&apos;s air (their devices&apos; air share and their power shelves&apos; and PDUs&apos; losses); its %2 air coolers remove %3 kW (short by %4 kW).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The racks in %1 put %2 kW into its air, which its partitions keep in; the %3 air coolers there remove %4 kW (short by %5 kW).</source>
        <extracomment>%1 &quot;hall Data hall 1&quot; or &quot;the floor outside every hall&quot;; kW figures</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contained hot aisle of rows %1 in hall %2 takes %3 kW of exhaust; the in-row coolers drawing from it there remove %4 kW (short by %5 kW).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contained cold aisle of rows %1 in hall %2 feeds racks putting %3 kW into air; the in-row coolers blowing into it there remove %4 kW (short by %5 kW).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AisleWidthRule</name>
    <message>
        <source>within row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The aisle %1 is %2 mm wide at its narrowest (racks %3 and %4), under the room&apos;s %5 mm minimum.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BlankingRule</name>
    <message>
        <source>Rack %1 has %2 open U without a blanking panel: %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BusbarShelvesRule</name>
    <message>
        <source>Rack %1 has %2 kW on its busbar and no power shelf to feed it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 draws %2 kW from its busbar, over the busbar&apos;s %3 kW rating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power shelf %1 carries %2 kW of the busbar but its input is fed by no tap-off or PDU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1: feed %2 lost leaves %3 of its %4 power shelves, %5 × %6 = %7 kW for the %8 kW on its busbar, so every device on it stops (%9 GPUs): N+1 at the shelves, not 2N at the feeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 draws %2 kW from its busbar, over the %3 kW its %4 power shelves deliver with one spare out (N+1: a rectifier of each, or a shelf where they have no spare rectifier; %5 kW with every rectifier in).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BusbarSupplyRule</name>
    <message numerus="yes">
        <source>Rack %1&apos;s busbar carries %2 V DC and cannot feed %n device(s) with AC inlets that take no cord: %3. Cord them to a PDU.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rack %1 (%2) has no busbar, and %n device(s) in it give or take DC through one: %3. A power shelf&apos;s output and a tray&apos;s busbar clip meet only on a busbar: use a rack type with one.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CableTypeRule</name>
    <message>
        <source>Cable %1 is of type &quot;%2&quot;, which the catalog does not describe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1 (%2, %3–%4) does not fit ports %5 (%6) and %7 (%8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1 (%2) is rated %3 Gb/s, below the %4 Gb/s of its link.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CduFlowRule</name>
    <message>
        <source>Loop %1 needs %2 L/min; its CDU %3 delivers at most %4 L/min.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop %1 needs %2 L/min; its %3 CDUs deliver at most %4 L/min together.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CduHeatRule</name>
    <message>
        <source>Loop %1 carries %2 kW but has no CDU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop %1 carries %2 kW; its CDU %3 removes %4 kW (short by %5 kW).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop %1 carries %2 kW; its %3 CDUs remove %4 kW together (short by %5 kW).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop %1 carries %2 kW; with facility water at %3 °C its CDUs have a %4 K approach of the %5 K they are rated at and remove %6 kW of their rated %7 kW (short by %8 kW).</source>
        <extracomment>%2 facility water, %3 available approach, %4 rated approach (K); capacities in kW</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CduRedundancyRule</name>
    <message>
        <source>Loop %1 has no spare CDU: with %2 out, its other CDUs remove %3 kW of the %4 kW it carries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop %1 has no spare CDU: with %2 out, its other CDUs deliver %3 L/min of the %4 L/min it needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop %1 has no spare CDU where its pipes run: with %2 out, racks %3 get too little coolant (%4 GPUs stop, %5 throttle); join the CDUs with a supply and return header.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CduSupplyRangeRule</name>
    <message>
        <source>Loop %1 supplies %2 °C; CDU %3 supplies %4–%5 °C.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoolantRule</name>
    <message>
        <source>Loop %1 uses coolant &quot;%2&quot;, which the catalog does not describe; its flow cannot be computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop %1 has a temperature rise of %2 K; it must be above 0 K.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop %1 supplies %2 °C, at or below the %3 °C freezing point of %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DcFeedRule</name>
    <message>
        <source>%1 takes DC of unknown voltage on %2 inlet(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 DC on %3 inlet(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — the design&apos;s power sources give AC, so the supply of its %n device(s) is not checked.</source>
        <translation>
            <numerusform>%1 — the design&apos;s power sources give AC, so the supply of its %n device is not checked.</numerusform>
            <numerusform>%1 — the design&apos;s power sources give AC, so the supply of its %n devices is not checked.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeliveredFlowRule</name>
    <message>
        <source>Loop %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 gets %2 of the %3 L/min its devices need; the worst-served gets %4 % of its flow, so its GPUs throttle or stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop %1: the racks&apos; flows spread %2 % as its balancing valves are set (aim: at most %3 %); `balance` or Analysis ▸ Coolant Hydraulics works out the settings.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DepthRule</name>
    <message>
        <source>%1 is %2 mm deep; rack %3 is only %4 mm deep.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DoorClearanceRule</name>
    <message>
        <source>door %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 blocks %2: it stands in the door&apos;s swing or the %3 mm kept clear in front of its %4 mm opening.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExhaustIntoIntakeRule</name>
    <message>
        <source>Rack %1 blows %2 kW of exhaust across a %3 m aisle into the intake of rack %4: turn one of the rows so the two exhaust into a shared hot aisle.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FabricGenerationRule</name>
    <message>
        <source>storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in-band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One %1 fabric mixes switch generations (%2 Gb/s); off the common %3 Gb/s: %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FeedLossRule</name>
    <message numerus="yes">
        <source>%n device(s) of type %1 are 2N at the PDU only, not at the device: losing %2 leaves %3 %4 of its %5 PSUs (%6), %4 × %7 kW = %8 kW of its %9 kW</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>→ capped at %1 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ it stops, as its type states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ it stops (its type does not say it caps its power).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of its PSUs on each feed would carry it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No split of its %1 PSUs over two feeds carries it: each side would need %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FloorLoadRule</name>
    <message>
        <source>%1 kg (devices %2 kg, empty rack %3 kg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kg of devices (the empty rack&apos;s own weight is not known and left out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 loads the floor with %2 kN/m², over its %3 kN/m² rating: %4 × 9.81 m/s² on its %5 m² footprint (%6 × %7 m).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormFactorRule</name>
    <message>
        <source>%1 has no port &quot;%2&quot;; the connection cannot be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3) cannot be joined to %4 %5 (%6).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InletTempRule</name>
    <message>
        <source>Loop %1 supplies %2 °C, above the %3 °C maximum coolant inlet of %4 device(s), e.g. %5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderableLengthRule</name>
    <message>
        <source>Cable %1 needs %2 m, longer than the longest orderable %3 (%4 m).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1 is ordered at %2 m, a length %3 is not sold in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1 (%2 m ordered for a %3 m route) leaves %4 m over at each end, less than the routing policy&apos;s %5 m: route again to order it at %6 m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1 (%2 m ordered for a %3 m route) leaves %4 m over at each end, less than the routing policy&apos;s %5 m, and no longer %6 within its reach is sold.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutOfRackRule</name>
    <message>
        <source>%1 is not placed in a rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at U%2–U%3 is outside rack %4 (U1–U%5).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OverlapRule</name>
    <message>
        <source>%1 and %2 overlap at U%3–U%4 in rack %5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PartitionFireStopRule</name>
    <message>
        <source>Tray %1 passes from %2 into %3 at x %4 mm, y %5 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a %2 × %3 mm tray is larger than the listed fire-stop systems for cable tray (at most 610 × 102 mm); the partition needs an engineered seal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its %2 cables fill %3 % of the fire-stop opening (the tray&apos;s width over a 76 mm loading depth), over the 40 % a listed penetration takes. Route some through another tray or add one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PduLoadRule</name>
    <message>
        <source>%1 carries up to %2 kW, over its %3 kW continuous rating.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhaseBalanceRule</name>
    <message>
        <source>The phases of %1 are unbalanced by %2 % (L1 %3 kW, L2 %4 kW, L3 %5 kW); keep within %6 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No move of one cord to another phase, nor a swap of two, narrows it: its %n cord(s) split no better.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhaseLoadRule</name>
    <message>
        <source>Phase L%1 of %2 carries %3 A, over its %4 A continuous limit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PipeVelocityRule</name>
    <message>
        <source>Coolant pipe %1 of loop %2 runs at %3 m/s (%4 L/min), above %5 m/s: a larger bore is needed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PressureRatingRule</name>
    <message>
        <source>%1 × %2 in loop %3 stand above their rated pressure: %4 at %5 kPa against %6 kPa (fill %7 kPa plus the pumps&apos; head, at floor level).</source>
        <extracomment>%1 count, %2 catalog type, %3 loop, %4 part name, %5..%7 kPa</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 in loop %3 are rated %4 kPa; a valve shut downstream with the pumps at full speed puts %5 kPa on them (fill %6 + shutoff head %7): fit a relief or pressure-reducing valve, or cap the CDUs&apos; pump head.</source>
        <extracomment>%1 count, %2 catalog type, %3 loop, %4..%7 kPa</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PsuCapacityRule</name>
    <message>
        <source>A PSU in %1 has no stated rating: whether its PSUs carry its %2 kW is not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws up to %2 kW, over the %3 kW its PSUs deliver in %4+%5 (%6 W each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no PSU in its %2 PSU bay(s): it has no power inlet and cannot run. Fill its bays under Properties ▸ Module bays.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QdCountRule</name>
    <message>
        <source>Rack %1 has %2 liquid-cooled devices but its manifolds offer %3 quick-disconnect pairs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RackBudgetRule</name>
    <message>
        <source>Rack %1 draws %2 kW typical, over its %3 kW budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 can draw %2 kW at maximum, over its %3 kW budget.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RackFlowRule</name>
    <message>
        <source>Rack %1 needs %2 L/min of coolant for %3 kW at ΔT %4 K; its manifolds carry %5 L/min.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RackLoopRule</name>
    <message>
        <source>Rack %1 holds %2 liquid-cooled devices (%3 kW into coolant) but is on no cooling loop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 holds %2 liquid-cooled devices but no coolant manifold.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RackPipingRule</name>
    <message>
        <source>Rack %1: manifold %2 is not piped to a CDU (%3 open), so its loop&apos;s CDU capacity does not reach the rack.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RailMixRule</name>
    <message>
        <source>Rail %1 (%2) mixes %3 cable types: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail %1 (%2) uses %3 different cable lengths (%4 m).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReachRule</name>
    <message>
        <source>Cable %1 is a passive copper cable (%2) of %3 m; passive copper reaches only %4 m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1 (%2) is %3 m long, beyond its %4 m reach.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RedundancyRule</name>
    <message>
        <source>If %1 fails, %2 must carry %3 kW, over its %4 kW continuous rating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If %1 fails, phase L%2 of %3 must carry %4 A, over its %5 A continuous limit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RequiredPortRule</name>
    <message>
        <source>%1 has %2 required port(s) not connected: %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoomDensityRule</name>
    <message>
        <source>The room carries %1 kW at maximum draw on %2 m²: %3 kW/m².</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoomSiteRule</name>
    <message>
        <source>Rack %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RouteFreshnessRule</name>
    <message>
        <source>The route of cable %1 is stale: %2. Route it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1 has no route: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideSlotRule</name>
    <message>
        <source>%1 is %2 U high and cannot sit in a side channel of rack %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a 0U device but has no side channel in rack %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in side slot %2, but rack %3 has %4 side slots per channel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 share side slot %3 of rack %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SingleFeedRule</name>
    <message>
        <source>All %1 power inlets of %2 are fed from %3; losing that feed takes it down.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SinglePointRule</name>
    <message>
        <source>%1 %2 part(s) are single points of failure: losing %3 leaves %4 GPUs without any storage path, more than the %5 of one NVLink domain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 part(s) are single points of failure: losing %3 costs %4 GPUs (down, or cut off from the fabric), more than the %5 of one NVLink domain.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpeedRule</name>
    <message>
        <source>%1 %2 runs at %3 Gb/s and %4 %5 at %6 Gb/s; the link will run at %7 Gb/s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrayBendRule</name>
    <message>
        <source>Tray %1 bends at %2 mm radius; %3 cable(s) through it need at least %4 mm.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrayFillRule</name>
    <message>
        <source>Tray %1 is %2 % full at %3–%4 m along it with %5 cables; its limit is %6 %.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrayObstacleRule</name>
    <message>
        <source>a column at x %1 mm, y %2 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tray %1 (%2 mm wide) runs through %3, which stands floor to ceiling: lay the tray round it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnevenUplinksRule</name>
    <message>
        <source>storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in-band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n %1 switch(es) (%2) send between %3 and %4 links to each switch of the tier above: under static routing each link of a %3-link bundle carries %5 % more than one of a %4-link bundle. Enable adaptive routing on these switches and the ones above, or build a size whose bundles are equal (`new` names the nearest).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnknownCoolingRule</name>
    <message numerus="yes">
        <source>Liquid share of the heat of %1 is unknown — rack totals count all the heat of its %n device(s) as air and no coolant flow for them.</source>
        <translation>
            <numerusform>Liquid share of the heat of %1 is unknown — rack totals count all the heat of its %n device as air and no coolant flow for it.</numerusform>
            <numerusform>Liquid share of the heat of %1 is unknown — rack totals count all the heat of its %n devices as air and no coolant flow for them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Maximum coolant inlet temperature of %1 is unknown — the supply temperature is not checked for its %n device(s).</source>
        <translation>
            <numerusform>Maximum coolant inlet temperature of %1 is unknown — the supply temperature is not checked for its %n device.</numerusform>
            <numerusform>Maximum coolant inlet temperature of %1 is unknown — the supply temperature is not checked for its %n devices.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Capacity of %1 is unknown — the heat and flow of loops on its %n CDU(s) are not checked.</source>
        <translation>
            <numerusform>Capacity of %1 is unknown — the heat and flow of loops on its %n CDU are not checked.</numerusform>
            <numerusform>Capacity of %1 is unknown — the heat and flow of loops on its %n CDUs are not checked.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnknownDrawRule</name>
    <message numerus="yes">
        <source>Power draw of %1 is unknown — rack totals exclude its %n device(s).</source>
        <translation>
            <numerusform>Power draw of %1 is unknown — rack totals exclude its %n device.</numerusform>
            <numerusform>Power draw of %1 is unknown — rack totals exclude its %n devices.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Typical draw of %1 is unknown — rack totals count its %n device(s) at the maximum, %2 kW each.</source>
        <translation>
            <numerusform>Typical draw of %1 is unknown — rack totals count its %n device at the maximum, %2 kW each.</numerusform>
            <numerusform>Typical draw of %1 is unknown — rack totals count its %n devices at the maximum, %2 kW each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rating of %1 is unknown — the load on its %n PDU(s) is not checked.</source>
        <translation>
            <numerusform>Rating of %1 is unknown — the load on its %n PDU is not checked.</numerusform>
            <numerusform>Rating of %1 is unknown — the load on its %n PDUs is not checked.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WeightRule</name>
    <message>
        <source>Rack %1 holds %2 kg, over its %3 kg load rating.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
