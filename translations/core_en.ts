<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AirAisles</name>
    <message>
        <source>the contained hot aisle of rows %1</source>
        <extracomment>%1 row names (&quot;A/B&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the contained cold aisle of rows %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the floor outside every hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the contained hot aisle of rows %1 in hall %2</source>
        <extracomment>%1 row names (&quot;A/B&quot;), %2 a hall&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the contained cold aisle of rows %1 in hall %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CableAssembly</name>
    <message>
        <source>Cage %1: %2 is a twin-port cable; both its links must join this cage to one other twin-port cage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cage %1 holds one plug for its %2 ports; %3 on port %4 is not a part such a cage takes (a twin-port module with one fibre per port, a splitter or a twin-port cable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cage %1 holds one plug: port %2 has %3 and port %4 has %5; the links of one cage are one splitter of one media and length, or fibres on one module.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cage %1: ports %2 and %3 are legs of one %4, ordered at one length; they are %5 and %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet sized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cage %1 already holds %2 (port %3); port %4 can only take another link of that part, not %5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>more than %1 fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quote inside an unquoted field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text after a closing quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignAssembly</name>
    <message>
        <source>%1: id %2 occurs twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: row %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cooling loop %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a rack is 1 to 60 U high, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: device type &quot;%2&quot; is not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rack %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: CDU %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: coolant &quot;%2&quot; is not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: device %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 has no port &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: port &quot;%2&quot; is connected twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: connection %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: connection %2 has a second cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cable type &quot;%2&quot; is not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: tray %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a tray run lies in tray %2, which is not among the cable&apos;s trays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: modules: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignBounds</name>
    <message>
        <source>%1: %2: %3 is outside %4 to %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: a string longer than %3 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: more than %2 %3 (the limit of this program)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rotation_deg: expected 0, 90, 180 or 270, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: more than %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: the control character U+%3 in %4; names and labels are one line of printable text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignEdits</name>
    <message>
        <source>A row with this id already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack with this id already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cooling loop does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack is 1 to 60 U high.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack needs a width and a depth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rack does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks turn in steps of 90°.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A device with this id already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A device needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tray with this id already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tray needs at least two points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tray needs a width and a depth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fill limit is above 0 % and at most 100 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add tray %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A loop with this id already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown coolant &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loop&apos;s temperature rise must be above 0 K.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loop&apos;s CDU is not a CDU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add cooling loop %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change cooling loop of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown cable type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect %1 %2 to %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cable does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cable stays with its connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cable&apos;s route names a tray that does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cable length cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The room needs a positive width, depth and height.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit design properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stretch of the cable&apos;s route lies in a tray the route does not pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and remove the %n cable(s) on its power inlets</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The device&apos;s type is not in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bay %1 of %2 already holds that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put %1 in bay %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty bay %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A balancing valve&apos;s setting is a number of turns from 0 to 100.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignFile</name>
    <message>
        <source>%1: unknown file type (expected .supernode or .json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: saving failed (%2); the previous file is unchanged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignJson</name>
    <message>
        <source>&quot;%1&quot; is not a UUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 0, 90, 180 or 270</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be above 0 and at most 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected [x, y] in millimetres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tray needs at least two points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a tray id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a design object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not a Supernode Designer design (expected &quot;supernode-design&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is design format version %1; this program reads up to version %2. Open it with a newer Supernode Designer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a route record &quot;&lt;end key&gt; &lt;end key&gt; &lt;column&gt; &lt;column&gt; top|side [problem]&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FailureRates</name>
    <message>
        <source>Passive part: no failure interrupts a job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meta, &quot;The Llama 3 Herd of Models&quot; (2024), Table 5: faulty GPU 148 + HBM3 72 + SRAM 19 + GPU system processor 17 + silent data corruption 6 + thermal interface/sensor 6 = %1 in 16 384 H100 × 54 d / 365 = %2 GPU-years: %1 / %2 = %3 %/yr per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meta, &quot;The Llama 3 Herd of Models&quot; (2024), Table 5: CPU 2 + system memory 2 + server chassis 2 + I/O expansion board 2 + power supply 3 + SSD 3 = %1 in 2 048 hosts × 54 d / 365 = %2 host-years: %1 / %2 = %3 %/yr per host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meta, &quot;The Llama 3 Herd of Models&quot; (2024), Table 5: NIC %1 over 16 384 NICs (one 400 Gb/s NIC per GPU) × 54 d / 365 = %2 NIC-years: %1 / %2 = %3 %/yr per scale-out NIC port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Singh et al., &quot;Surviving switch failures in cloud datacenters&quot; (Microsoft, SIGCOMM CCR 51(2), 2021): 2 % of 180 000 switches fail within 3 months, 4 × 2 % = %1 %/yr per switch (leaf, spine and core alike: the same boxes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meta, &quot;The Llama 3 Herd of Models&quot; (2024), Table 5: network switch/cable %1, over a 16 384-GPU rail fabric of %2 switches (512 leaf, 512 spine, 256 core) and %3 link ends (16 384 node–leaf, 16 384 leaf–spine, 16 384 spine–core links × 2). The switches at %4 %/yr take %2 × %5 × 54 / 365 = %6; the rest, %1 − %6 = %7, over %3 × 54 / 365 = %8 link-end-years = %9 %/yr per link end (an optic, or a copper cable&apos;s plug: the table does not tell them apart).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meta, &quot;The Llama 3 Herd of Models&quot; (2024), Table 5: software bug 54 + unplanned host maintenance 32 + NCCL watchdog timeouts 7 + software dependency 2 = %1 of the 419 unexpected interruptions (the paper counts them with the hardware ones), over %2 GPU-years: %3 %/yr per GPU of a job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field data (Meta Llama 3, 2024): %1 GPUs × %2 %/yr + 1 host × %3 %/yr + %4 NIC ports × %5 %/yr = %6 /yr.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted as a switch: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A host without GPUs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU (with HBM, SRAM, GSP, thermal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host (CPU, memory, board, PSU, SSD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute-fabric link end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch (leaf, spine, core)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>software and unattributed, per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default, not a published figure: %1 %/yr for each %2 (MTBF %3 h); no field study we cite counts it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FaultDomains</name>
    <message>
        <source>Feed %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HallEdits</name>
    <message>
        <source>Hall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hall does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y %1 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x %1 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A partition at %1 misses the hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A partition at %1 would cut the hall in more than two pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hall 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split hall %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two halls do not share a partition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge hall %1 into %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove hall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two halls do not share a straight partition along x or y.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A partition at %1 lies outside %2 and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A partition at %1 would cut %2 or %3 in two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A partition at %1 would reshape %2 or %3 beyond their partition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the partition between %1 and %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The partition already stands at %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InpReader</name>
    <message>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the line is longer than %1 characters, EPANET&apos;s limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown section %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data before the first section header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not read: it would change the steady state and is not modelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many data lines (more than %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 must be greater than %3 and at most %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 must lie between %3 and %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is longer than %2 characters, EPANET&apos;s limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the option %1 has no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow units %1 are not read: with them EPANET works in feet and inches; use LPM, LPS, CMH, CMD or MLD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head-loss formula %1 is not read: a coolant loop is solved with Darcy–Weisbach (Headloss D-W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>specific gravity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>viscosity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demand multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[OPTIONS] has no Units line, so EPANET reads flows in GPM with lengths in feet; add &quot;Units LPM&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[OPTIONS] has no Headloss line, so EPANET uses Hazen-Williams; add &quot;Headloss D-W&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a curve point needs an id, x and y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>curve %1: x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>curve %1: y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 curve points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>curve %1: x %2 does not increase (EPANET error 230)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 is defined twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a junction needs an id and an elevation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>junction %1: elevation (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>junction %1: demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>junction %1: demand pattern %2 is not read (a steady state has no time patterns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reservoir needs an id and a head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reservoir %1: head (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reservoir %1: head pattern %2 is not read (a steady state has no time patterns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link %1: node %2 is not in [JUNCTIONS] or [RESERVOIRS]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link %1 is defined twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link %1 joins node %2 to itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pipe needs an id, two nodes, length, diameter and roughness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipe %1: length (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipe %1: diameter (mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipe %1: roughness (mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipe %1: minor loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipe %1: status %2 is not Open, Closed or CV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipe %1: check-valve pipes (CV) are not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pump needs an id and two nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pump %1: %2 has no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pump %1: speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pump %1: constant-power pumps are not read; give a HEAD curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pump %1: speed pattern %2 is not read (a steady state has no time patterns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pump %1: %2 is not HEAD, SPEED, POWER or PATTERN (the EPANET 1 pump format is not read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pump %1 has no HEAD curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a valve needs an id, two nodes, diameter, type and setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valve %1: diameter (mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valve %1: minor loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valve %1: setting (K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valve %1: %2 valves are not read (only TCV and GPV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pump %1: curve %2 is not in [CURVES]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pump %1: head curve %2 has %3 points; only EPANET&apos;s power-law forms are read (1 point, or 3 points starting at zero flow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pump %1: head curve %2 does not fall with flow as a pump curve must (EPANET error 227)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valve %1: curve %2 is not in [CURVES]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valve %1: head-loss curve %2 is not a power law: a point at zero or negative flow must be (0, 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valve %1: head-loss curve %2 needs two points above zero flow to fix a power law</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valve %1: head-loss curve %2 has a head loss of %3 m above zero flow; a power law&apos;s is positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valve %1: head-loss curve %2 gives a flow exponent of %3; a power law&apos;s lies between 0 and 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valve %1: head-loss curve %2 is not a power law: at flow %3 it gives %4 m where the law through its points gives %5 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a status line needs a link id and a status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranges of link ids in [STATUS] are not read; give one link per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link %1 is not in [PIPES], [PUMPS] or [VALVES]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valve %1: a GPV takes Open or Closed, not a setting (EPANET error 207)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file is %2 MiB, more than the %3 MiB an INP file is read up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: more than the %2 MiB an INP file is read up to</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InpWriter</name>
    <message>
        <source>The fluid&apos;s specific gravity and viscosity must be positive numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1: elevation, demand and head must be finite numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1: a fixed-head node (an EPANET reservoir) takes no demand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network has no fixed-head node; EPANET needs a reservoir to fix the heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1: its nodes are not in the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1 joins a node to itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipe %1: length and diameter must be positive, roughness and minor loss not negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throttle %1: diameter must be positive and K not negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throttle %1 has a length or roughness, which EPANET&apos;s TCV does not have; give the pipe as a pipe beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pump %1: the curve h = %2 − %3·q^%4 does not fall with flow as EPANET needs (shutoff head and coefficient positive, exponent 0 to 20), or the speed is negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power-law part %1: reference flow and head loss must be positive and the exponent between 0.5 and 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pump %1: EPANET cannot fit its curve back from three points (the heads or flows are too small or too large).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a regular file (a folder, device, FIFO or socket); only files are read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: larger than %2, the most this program reads for such a file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InsertObjectsCommand</name>
    <message>
        <source>These objects cannot be added: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>&quot;%1&quot; is not a valid id (lower-case letters, digits and &apos;-&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a group of several ports needs {n} in its name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ports with subports need {s} in their name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no PCIe switch &quot;%1&quot; listed before this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no PCIe switch &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a multiple of 0.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rack-mounted device needs a height of at least 0.5 U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side- and floor-mounted devices have a height of 0 U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is above max_power_w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 1 or 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port name &quot;%1&quot; occurs twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no port &quot;%1&quot; on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected two connectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected one of: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a length in metres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lengths must be ascending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 1 and 60</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be above 0 and at most 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;supernode-catalog&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog version %1 is not supported (this program reads version 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id &quot;%1&quot; is already in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cable &quot;%2&quot; names transceiver &quot;%3&quot;, which is not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read the built-in catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array element %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>integer out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2:%3: not valid JSON (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &quot;transceiver&quot; for end A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected vendor:device ids such as 0x15b3:0x1021</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 ports in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string longer than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not valid JSON (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a generic port needs &quot;netbox&quot;: the connector it really is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists %1 name(s) for the group&apos;s %2 port(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an interface name (1 to 15 characters, no &apos;/&apos;, &apos;:&apos; or spaces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing: one Linux interface name per port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must name the document the names come from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot; (expected device, cable, transceiver, coolant, rack, tray or module)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 1 to 8 links per part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;a&quot; (a splitter) or &quot;both&quot; (a twin-port cable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fibre carries one link; its twin-port module is &quot;transceiver_twin&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 1 to 8 ports per module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>module bay &quot;%1&quot; occurs twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be %1 %2 and at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 1 and 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected three points [flow L/min, head kPa]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected [flow L/min, head kPa]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected two numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of range (flow 0 to 100 000 L/min, head 0 to 10 000 kPa)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the head at zero flow first, then two points of rising flow and falling head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than 64 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temperatures must be ascending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 2 to 64 points [turns, Kv]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected [turns, Kv]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of range (turns 0 to 100, Kv above 0 and at most 100 000 m³/h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turns and Kv must both rise from point to point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected either &quot;kvs&quot; or &quot;k&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than 16 fitted parts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoopNetwork</name>
    <message>
        <source>Coolant &quot;%1&quot; is not in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant &quot;%1&quot; has no viscosity in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CDU %1 (%2) has no pump curve in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CDU %1 (%2): its pump curve does not fall with flow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) is liquid-cooled but its cold-plate pressure drop is not in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant link %1 has no hose or pipe type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant link %1: %2 has no bore or roughness in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant link %1 is not routed: its length is not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pipe joins %1 to a CDU.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModuleFills</name>
    <message>
        <source>%1 has no module bay &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>module type &quot;%1&quot; is not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bay &quot;%1&quot; takes a PSU, and %2 is not one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bay &quot;%1&quot; takes a NIC or transceiver, and %2 is a PSU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bay &quot;%1&quot; is filled twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bay &quot;%1&quot;: the module&apos;s power port would be called &quot;%2&quot;, a name the device already has</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModuleFillsJson</name>
    <message>
        <source>more than %1 items</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetworkSolver</name>
    <message>
        <source>The loop&apos;s equations have no single solution: a part of it is cut off, or a link has no resistance at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loop did not settle in %1 iterations (flows still changing by %2 %); check for pumps working against each other or parts with no flow path.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParallelismPlan</name>
    <message>
        <source>TP, PP and DP must each be 1 or more, or all 0 for spares alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the spares per scalable unit must be from 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP × PP × DP must come to at most %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PduHeadroom</name>
    <message>
        <source>Rack %1 would draw %2 kW from its PDUs, which carry %3 kW with either feed lost (2N at the PDU); add a PDU pair or a higher-rated feed first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectStore</name>
    <message>
        <source>&quot;%1&quot; is not a UUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: table %2, row %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: catalog entry %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the room is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected [x, y] points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tray id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a Supernode Designer project (the file is not an SQLite database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file is damaged (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a Supernode Designer project (application id 0x%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: made by a newer Supernode Designer (file schema %2, this program reads up to %3); open it with a newer version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown schema version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file is damaged or unreadable (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the folder %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot replace the file (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: saving failed (%2); the previous file is unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the routing policy is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: table routing_policy: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: more than %2 rows (the limit of this program)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 trays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a Supernode Designer project (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected %1 &quot;%2&quot; in the schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1 does not have the expected columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a route record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected four whole numbers: TP PP DP SPARES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: table meta, parallelism_plan &quot;%2&quot;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: table meta, device_modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object of device ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a regular file (a folder, device, FIFO or socket); only files are read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the row says %2 %3, its JSON %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: table room holds more than one row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: table routing_policy holds more than one row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file is in SQLite&apos;s write-ahead-log mode, which Supernode Designer neither writes nor opens; another program changed it (sqlite3 FILE &quot;PRAGMA journal_mode=DELETE&quot; turns it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file was replaced while it was read; open it again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RackFill</name>
    <message>
        <source>power shelves (N+1)</source>
        <extracomment>A busbar rack&apos;s power shelves, each with its spare rectifier out (&quot;N+1&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busbar rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U space</source>
        <extracomment>The limit a rack ran into (&quot;why the rack is full&quot;), shown after the servers per rack.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>air-cooling limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifold flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifold QD pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDU capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 U of %3 U</source>
        <extracomment>A limit and its figures: &quot;U space: 50 U of 48 U&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 L/min of %3 L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 kg of %3 kg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 kW of %3 kW</source>
        <extracomment>A power limit and its figures: &quot;PDU capacity: 61.4 kW of 57.5 kW&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 cannot take another %2 (%3).</source>
        <extracomment>A device dropped into a rack that one more would overfill: &quot;Rack A01 cannot take another HGX B200 (PDU capacity: 61.4 kW of 57.5 kW).&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 already weighs %2 kg; the limit cannot be below that.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RackSlots</name>
    <message>
        <source>Unknown device type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a rack for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands on the floor, not in a rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No room for %1 in rack %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankPlacement</name>
    <message>
        <source>TP, PP and DP must be at least 1 and the spares at least 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no GPU servers to place ranks on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 GPUs and %3 has %4: ranks are placed on servers of one size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP × PP = %1 GPUs is not a whole number of %2-GPU servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 does not divide evenly into %2-GPU servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 × PP %2 × DP %3 needs %4 servers of %5 GPUs; with %6 spare(s) per SU the design has room for %7 replica(s) of %8 servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A TP group of %1 GPUs would span %2 and %3, which are in different NVLink domains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank order tp-dp-pp needs TP to fill whole servers: TP %1 on %2-GPU servers puts ranks of different replicas on one server. Use tp-pp-dp.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemoveObjectsCommand</name>
    <message numerus="yes">
        <source>Delete %n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoomEdits</name>
    <message>
        <source>Move room corner %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The room&apos;s outline must stay right of and below its origin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The room&apos;s outline would cross itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The room&apos;s outline would take no area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The outline has no such corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove wall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move wall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wall does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add wall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wall needs a thickness.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize keep-out zone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keep-out zone has no such corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move keep-out zone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit door %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 mm door does not fit on its wall there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The door must stay on its wall: its opening would pass the wall&apos;s end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wall needs two different points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It would reach outside the room&apos;s outline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A column needs a size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 stands there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The column does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A keep-out zone needs at least three corners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A keep-out zone needs an area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add keep-out zone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keep-out zone does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove keep-out zone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A door needs a width.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such wall or edge for the door.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add door %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The door does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move door %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove door %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A column&apos;s position and size must be numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hall does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hall needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hall %1 already has the code %2: the two halls&apos; labels would read alike.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename hall %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoomGeometryJson</name>
    <message>
        <source>expected [x, y] in millimetres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative (the origin is the room&apos;s corner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no wall %1 (the room has %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no edge %1 (%2 edges)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;start&quot; or &quot;end&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an outline needs at least three points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wall needs at least two points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a keep-out zone needs at least three points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the floor rating once, in kN/m² or in kg/m²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hall&apos;s outline needs at least three points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoomSite</name>
    <message>
        <source>%1 would stand outside the room&apos;s outline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would stand on a column at x %2 mm, y %3 mm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would stand on column %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would stand on a wall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would stand on wall %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a keep-out zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep-out zone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would stand in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would stand in %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would not stand inside one hall: it would be outside the halls or across a partition.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RouteFreshness</name>
    <message>
        <source>an end is not in a rack, or its port is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no catalog cable type mates both ports at their speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its fixed cable type does not fit the ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tray or pass-through joins the two racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every path passes a fitting tighter than the cable&apos;s bend radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the route is longer than any fitting cable type is sold or reaches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its last routing found no route: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both ends (%1, %2) have moved since it was routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its end at %1 has moved since it was routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its route was removed after routing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoutedMoveCommand</name>
    <message>
        <source>Re-route after move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoutingSettings</name>
    <message>
        <source>side_channel_fill_limit must be above 0 and at most 1, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a length from 0 to %2 mm, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetCatalogCommand</name>
    <message>
        <source>%1 is of type %2, which the new catalog lacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ports of %1 cannot change: %2 is placed and its connections name them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetOsNamesCommand</name>
    <message>
        <source>The design&apos;s catalog has no device type %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no port group %2 (it has %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA device names need the interface names beside them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Port group %1 of %2 has %n port(s); %3 interface name(s) given.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Port group %1 of %2 has %n port(s); %3 RDMA device name(s) given.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a name the OS could give a port (1 to 15 characters, no &apos;/&apos;, &apos;:&apos; or spaces).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say where the interface names come from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port group %2 already has these names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the OS names of %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name %1 %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrayRunsJson</name>
    <message>
        <source>&quot;%1&quot; is not a UUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be zero or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be less than from_mm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::Design</name>
    <message>
        <source>Unknown device type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands on the floor, not in a rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position is outside the room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be placed in a rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rack does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That side slot is taken by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U%1–U%2 is taken by %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a 0U device and goes into a side channel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 has %2 side slots per channel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 U high and cannot go into a side channel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U%1–U%2 is outside rack %3 (U1–U%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 mm deep; rack %3 is %4 mm deep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no port &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 of %2 is already connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A port cannot be connected to itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connectors do not mate: %1 port to %2 port.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
