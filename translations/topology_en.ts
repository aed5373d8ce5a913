<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CoolantGenerator</name>
    <message>
        <source>Rack %1 has no free manifold quick-disconnect pair for %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoolantHeader</name>
    <message>
        <source>No catalog pipe carries the loop header&apos;s %1 L/min at %2 m/s or less.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FabricPlan</name>
    <message>
        <source>A fabric needs at least one server with one fabric port, and an oversubscription of 1 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A switch with %1 ports cannot be a leaf: it needs at least one port down and one up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaf switches are more than three tiers of %2-port switches can join; use larger supernodes or switches with more ports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A block of %1 servers is more than one leaf takes (%2 ports); its servers are spread over several leaves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n leaf switch(es) carry %1 server port(s) each; %2 port(s) idle on each.</source>
        <translation>
            <numerusform>%n leaf switch carries %1 server port(s); %2 port(s) idle on it.</numerusform>
            <numerusform>%n leaf switches carry %1 server port(s) each; %2 port(s) idle on each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spine–core links cannot all be equal: %n spine(s) send %1 or %2 links to each core of their group, so that %3 cores take every spine uplink.</source>
        <translation>
            <numerusform>Spine–core links cannot all be equal: %n spine sends %1 or %2 links to each core of its group, so that %3 cores take every spine uplink.</numerusform>
            <numerusform>Spine–core links cannot all be equal: %n spines send %1 or %2 links to each core of their group, so that %3 cores take every spine uplink.</numerusform>
        </translation>
    </message>
    <message>
        <source>The fabric manager needs %1 leaf port(s) and the leaves have %2 free: one server fewer per scalable unit frees a port on every rail leaf (the reference architecture&apos;s 31 servers in a 32-server SU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Leaf–spine links cannot all be equal with %1 spines: %n leaf switch(es) send %2 or %3 links to each spine.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandConnection</name>
    <message>
        <source>Port %1 of %2 runs at %3 Gb/s and port %4 of %5 at %6 Gb/s; no cable joins them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog has no cable that joins these ports (%1 to %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeafAlignmentPrice</name>
    <message>
        <source>%1 leaves, %2 spines and %3 cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves and %2 spines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute leaves rack-aligned: %1. Leaf-minimal (--leaf-alignment minimal) would take %2: %3 switch(es), %4 optic(s) and %5 kW fewer.</source>
        <extracomment>%1, %2: &quot;32 leaves and 9 spines&quot;; %3 switches, %4 optics, %5 kW</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute leaves leaf-minimal: %2. Rack-aligned (--leaf-alignment rack) would take %1: %3 switch(es), %4 optic(s) and %5 kW more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack alignment buys: every tray of a rack on one leaf per rail, so a job&apos;s scale-out traffic inside one rack never crosses a leaf; one leaf&apos;s fault reaches %1 rack(s) rack-aligned, %2 leaf-minimal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute leaves rack-aligned: %1. Leaf-minimal (--leaf-alignment minimal) cannot be built here: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute leaves leaf-minimal: %1. Rack-aligned (--leaf-alignment rack) cannot be built here: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack-aligned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf-minimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n leaf switch(es) send bundles of unequal size to the spines; static routing loads them unevenly, so enable adaptive routing.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NvlinkGenerator</name>
    <message>
        <source>NVLink switch tray %1 has %2 NVLink ports for %3 compute trays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute tray %1 has %2 NVLink ports for %3 NVLink switch trays.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OobGenerator</name>
    <message>
        <source>Management switch %1 has no free port for %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PowerGenerator</name>
    <message>
        <source>%1 has no free %2 outlet on feed %3 for %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no free outlet on phase L%2 of %3 for %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RackPower</name>
    <message>
        <source>Rack %1 draws %2 kW and no PDU in the catalog feeds it with %3 A/B pairs in its side channels and %4 U free.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SparesPrice</name>
    <message numerus="yes">
        <source>The %n spare server(s) cost, against the same design without spares: %1 server(s), %2 switch(es), %3 optic(s), %4 fibre(s) and %5 kW of maximum power more.</source>
        <extracomment>%1 servers, %2 switches, %3 optics, %4 fibres, %5 kW</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SupernodeWizard</name>
    <message>
        <source>Data hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-GPU supernode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design&apos;s catalog lacks device type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supernode wizard: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert supernode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The supernode wizard fills an empty design; this one already has rows, racks, devices, trays or cooling loops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage and in-band fabric: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n fabric manager(s) (%1) take %2 leaf port(s) left free by the servers.</source>
        <translation>
            <numerusform>%n fabric manager (%1) takes %2 leaf port(s) left free by the servers.</numerusform>
            <numerusform>%n fabric managers (%1) take %2 leaf port(s) left free by the servers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) per scalable unit are spares: the last of each SU, cabled like the others and left out of the parallelism plan.</source>
        <translation>
            <numerusform>%n server per scalable unit is a spare: the last of each SU, cabled like the others and left out of the parallelism plan.</numerusform>
            <numerusform>%n servers per scalable unit are spares: the last of each SU, cabled like the others and left out of the parallelism plan.</numerusform>
        </translation>
    </message>
    <message>
        <source>TP %1 does not divide the %2-GPU NVLink domain: %3 GPU(s) of each domain stay idle, %4 of the %5 installed in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the parallelism plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The column grid must be positive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf-minimal compute leaves are a choice for rack-scale servers (NVL72) on a rail fabric; %1 on a %2 fabric has no racks of trays to align leaves with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n SU(s) (%1 GPUs)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No nearby size has equal spine–core links; enable adaptive routing on the spines and cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nearest sizes with equal spine–core links: %1; at this size enable adaptive routing on the spines and cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n blanking panel(s) close the open U below each rack&apos;s highest device.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Rows hold %1 scalable units (%2 m of racks), not the %3 a square hall would: the row-end CDUs&apos; coolant pipes reach no further.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A data hall needs at least 100 m² of floor (0: no limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A data hall&apos;s IT load limit must be 0 (no limit) or more.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WizardHalls</name>
    <message>
        <source>one hall would take %1 m² of floor, more than the %2 m² a hall may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one hall would carry %1 MW, more than the %2 MW a hall&apos;s plant may supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site: %1 data halls of up to %2 SU rows, the spine and core switches in a network room between data halls %3 and %4: %5. Cables between halls run in the trunk and cross trays through the partitions.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WizardRacks</name>
    <message>
        <source>Rack %1 needs %2 kW of liquid cooling, more than one %3 gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 draws %2 kW and no busway tap-off in the catalog feeds its power shelves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data hall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n in-row cooler(s) beyond N+1 stand in place(s) a row kept for coolers, which would otherwise leave gap(s) in the row.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WizardSite</name>
    <message>
        <source>The hall cannot take the design: %1 finds no free place in its row at y %2 mm inside the hall (%3 mm wide); columns, walls, doors and keep-out zones leave too little floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hall cannot take the design: %1 would stand outside its outline (the layout needs %2 mm × %3 mm from the hall&apos;s corner).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WizardSizing</name>
    <message>
        <source>The catalog has no device type &quot;%1&quot;, which the wizard needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side channels</source>
        <extracomment>The limit a rack ran into, shown in parentheses after &quot;does not fit rack type …&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>management switch ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coolant ΔT must be above 0 K.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply temperature %1 °C is outside the CDU&apos;s %2–%3 °C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply temperature %1 °C is above the %2 °C inlet limit of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1-GPU NVLink domain draws %2 kW in one rack; the rack budget is %3 kW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1-GPU NVLink domain does not fit rack type %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not even one %1 fits rack type %2 with a %3 kW budget (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The oversubscription must be 1 (non-blocking) or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not even one %1 fits rack type %2 with a %3 kW budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs is not a whole number of %2-GPU NVLink domains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs is not a whole number of %2-GPU servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The storage oversubscription must be 1 (non-blocking) or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one NVLink domain per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 does not fit the %2-GPU NVLink domain of %3: a TP group must stay inside one domain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 does not divide the %2-GPU NVLink domain of %3 into whole servers of %4 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs is not a whole number of TP groups of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busway tap-off capacity</source>
        <extracomment>The limit a busbar rack ran into: no tap-off in the catalog feeds its power shelves.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack type %1 has a busbar, but the catalog lacks the power shelf %2 or the busway tap-offs (%3) that feed it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A/B PDU pairs, as asked (--feed pdu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A/B PDU pairs: rack type %1 has no busbar</source>
        <extracomment>Why a rack is powered as it is: no busbar, --feed pdu, or AC servers in a busbar rack.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility water at %1 °C leaves the CDUs no approach to a %2 °C secondary supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A/B PDU pairs: %1 takes AC cords (%2), and the %3 V DC busbar of rack type %4 feeds only devices with a busbar clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power shelves on the rack&apos;s %1 V busbar (%2 × %3 kW rectifiers a shelf, %4), fed by busway tap-offs on feeds A and B, the other devices by A/B PDU pairs: rack type %5 has a busbar</source>
        <extracomment>Why a rack is powered as it is: its type has a DC busbar. %4 is &quot;a spare rectifier in each shelf&quot; or &quot;a spare shelf&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a spare rectifier in each shelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a spare shelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack-scale domain needs an NVLink switch tray in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack type %1 has no busbar for power shelves; choose a rack type with one, or feed the racks from PDUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes AC cords (%2), and a rack busbar carries %3 V DC for devices with a busbar clip; feed the racks from PDUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes its power by a busbar clip: it needs a rack type with a busbar (%2), fed by a busway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give TP, PP and DP together, each 1 or more, or a GPU count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs do not match TP %2 × PP %3 × DP %4 = %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a GPU count, or TP × PP × DP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a GPU server or compute tray in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is liquid-cooled; choose an air-cooled server, or liquid cooling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is air-cooled; choose a liquid-cooled server, or air cooling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog has no coolant &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog has no rack type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One %1 draws up to %2 kW, more than the rack budget of %3 kW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs per scalable unit is not a whole number of %2-GPU NVLink domains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs per scalable unit is not a whole number of %2-GPU servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare servers must be 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spare(s) leave an SU of %2 NVLink domains no working domain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spare(s) leave an SU of %2 servers no working server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no compute-fabric port; design it without a fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No switch in the catalog has %1 G %2 ports for the NICs of %3; design it without a fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric-manager appliances must be 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The appliances join the compute fabric, and this design has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no ports that join the %2 leaves (%3 G %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No switch in the catalog takes the storage and in-band ports (%1 G %2) of %3; design it without the storage fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs is more than the %2 a design can hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 × PP %2 × DP %3 is more GPUs than the %4 a design can hold.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
