<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>DesignAssembly</name>
    <message>
        <source>%1: id %2 occurs twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: row %2 does not exist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: cooling loop %2 does not exist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: a rack is 1 to 60 U high, not %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: device type "%2" is not in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: rack %2 does not exist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: CDU %2 does not exist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: coolant "%2" is not in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: device %2 does not exist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 has no port "%3"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: port "%2" is connected twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: connection %2 does not exist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: connection %2 has a second cable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: cable type "%2" is not in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: tray %2 does not exist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: a tray run lies in tray %2, which is not among the cable's trays</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DesignBounds</name>
    <message>
        <source>%1: %2: %3 is outside %4 to %5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2: a string longer than %3 bytes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: more than %2 %3 (the limit of this program)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: rotation_deg: expected 0, 90, 180 or 270, not %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2: more than %3 points</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DesignEdits</name>
    <message>
        <source>A row with this id already exists.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add row %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A rack with this id already exists.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The row does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The cooling loop does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A rack is 1 to 60 U high.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A rack needs a width and a depth.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add rack %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The rack does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Racks turn in steps of 90°.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move rack %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A device with this id already exists.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Place %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The device does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A device needs a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A tray with this id already exists.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A tray needs at least two points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A tray needs a width and a depth.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The fill limit is above 0 % and at most 100 %.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add tray %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A loop with this id already exists.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unknown coolant "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The loop's temperature rise must be above 0 K.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The loop's CDU is not a CDU.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add cooling loop %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Change cooling loop of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unknown cable type "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Connect %1 %2 to %3 %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The cable does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A cable stays with its connection.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The cable's route names a tray that does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A cable length cannot be negative.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edit cable %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The room needs a positive width, depth and height.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edit room</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edit design properties</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A stretch of the cable's route lies in a tray the route does not pass.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%1 and remove the %n cable(s) on its power inlets</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>DesignFile</name>
    <message>
        <source>%1: unknown file type (expected .supernode or .json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: no such file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: cannot write (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: saving failed (%2); the previous file is unchanged</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DesignJson</name>
    <message>
        <source>"%1" is not a UUID</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be positive</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected 0, 90, 180 or 270</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be above 0 and at most 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected [x, y] in millimetres</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a tray needs at least two points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a tray id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a design object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this is not a Supernode Designer design (expected "supernode-design")</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the file is design format version %1; this program reads up to version %2. Open it with a newer Supernode Designer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown version %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must not be negative</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a route record "&lt;end key&gt; &lt;end key&gt; &lt;column&gt; &lt;column&gt; top|side [problem]"</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FailureRates</name>
    <message>
        <source>Default, not a datasheet value: %1 GPU cards × 2 %/yr (issue 19 seed); the host's other parts are not counted.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Passive part: no failure interrupts a job.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Default, not a datasheet value: %1 %/yr for a %2 (MTBF %3 h).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FaultDomains</name>
    <message>
        <source>Feed %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>InsertObjectsCommand</name>
    <message>
        <source>These objects cannot be added: %1.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>"%1" is not a valid id (lower-case letters, digits and '-')</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must not be negative</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be at least 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a group of several ports needs {n} in its name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ports with subports need {s} in their name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected L1, L2 or L3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no PCIe switch "%1" listed before this one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no PCIe switch "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected nvswitch, direct or none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be a multiple of 0.5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a rack-mounted device needs a height of at least 0.5 U</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>side- and floor-mounted devices have a height of 0 U</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is above max_power_w</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be between 0 and 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected 1 or 3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>port name "%1" occurs twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no port "%1" on this device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected two connectors</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a string</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown value "%1" (expected one of: %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a length in metres</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>lengths must be ascending</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be positive</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be between 1 and 60</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be above 0 and at most 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected "supernode-catalog"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>catalog version %1 is not supported (this program reads version 1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>id "%1" is already in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: cable "%2" names transceiver "%3", which is not in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: cannot read the built-in catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected an array</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected an array element %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a finite number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected an integer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>integer out of range</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected true or false</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1:%2:%3: not valid JSON (%4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is listed twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>needs "transceiver" for end A</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected vendor:device ids such as 0x15b3:0x1021</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>more than %1 items</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>more than %1 ports in all</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>number out of range</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a string longer than %1 bytes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: not valid JSON (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a generic port needs "netbox": the connector it really is</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>lists %1 name(s) for the group's %2 port(s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not an interface name (1 to 15 characters, no '/', ':' or spaces)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>missing: one Linux interface name per port</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must name the document the names come from</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown kind "%1" (expected device, cable, transceiver, coolant, rack, tray or module)</source>
        <translation type="unfinished" />
    </message>
<message>
        <source>unknown kind "%1" (expected device, cable, transceiver, coolant, rack or tray)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>needs "transceiver" for a single-port end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected 1 to 8 links per part</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected "a" (a splitter) or "both" (a twin-port cable)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a fibre carries one link; its twin-port module is "transceiver_twin"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected 1 to 8 ports per module</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected L1, L2, L3 or L123</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be above 0</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PduHeadroom</name>
    <message>
        <source>Rack %1 would draw %2 kW from its PDUs, which carry %3 kW with either feed lost (2N); add a PDU pair or a higher-rated feed first.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProjectStore</name>
    <message>
        <source>"%1" is not a UUID</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown value "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, column %2: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: table %2, row %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: catalog entry %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: the room is missing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a list of points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected [x, y] points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not a tray id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: no such file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: the file is empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: not a Supernode Designer project (the file is not an SQLite database)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: the file is damaged (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: not a Supernode Designer project (application id 0x%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: made by a newer Supernode Designer (file schema %2, this program reads up to %3); open it with a newer version</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: unknown schema version %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: the file is damaged or unreadable (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: the folder %2 does not exist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: is a folder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: cannot replace the file (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: saving failed (%2); the previous file is unchanged</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: the routing policy is missing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: table routing_policy: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, column %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>number out of range</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected an integer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: more than %2 rows (the limit of this program)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>more than %1 points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>more than %1 trays</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: not a Supernode Designer project (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unexpected %1 "%2" in the schema</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>table %1 is missing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>table %1 does not have the expected columns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not a route record</source>
        <translation type="unfinished" />
    </message>
<message>
        <source>expected four whole numbers: TP PP DP SPARES</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: table meta, parallelism_plan "%2": %3</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RankPlacement</name>
    <message>
        <source>TP, PP and DP must be at least 1 and the spares at least 0.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The design has no GPU servers to place ranks on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has %2 GPUs and %3 has %4: ranks are placed on servers of one size.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TP × PP = %1 GPUs is not a whole number of %2-GPU servers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TP %1 does not divide evenly into %2-GPU servers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TP %1 × PP %2 × DP %3 needs %4 servers of %5 GPUs; with %6 spare(s) per SU the design has room for %7 replica(s) of %8 servers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A TP group of %1 GPUs would span %2 and %3, which are in different NVLink domains.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RemoveObjectsCommand</name>
    <message numerus="yes">
        <source>Delete %n object(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>RouteFreshness</name>
    <message>
        <source>an end is not in a rack, or its port is missing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no catalog cable type mates both ports at their speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>its fixed cable type does not fit the ports</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no tray or pass-through joins the two racks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>every path passes a fitting tighter than the cable's bend radius</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the route is longer than any fitting cable type is sold or reaches</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>its last routing found no route: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>both ends (%1, %2) have moved since it was routed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>its end at %1 has moved since it was routed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>its route was removed after routing</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RoutingSettings</name>
    <message>
        <source>%1 must be a length of zero or more millimetres, not %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>side_channel_fill_limit must be above 0 and at most 1, not %1.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SetCatalogCommand</name>
    <message>
        <source>%1 is of type %2, which the new catalog lacks.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The ports of %1 cannot change: %2 is placed and its connections name them.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TrayRunsJson</name>
    <message>
        <source>"%1" is not a UUID</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be zero or more</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must not be less than from_mm</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>sn::Design</name>
    <message>
        <source>Unknown device type "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 stands on the floor, not in a rack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The position is outside the room.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 must be placed in a rack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The rack does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>That side slot is taken by %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>U%1–U%2 is taken by %3.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is a 0U device and goes into a side channel.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack %1 has %2 side slots per channel.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is %2 U high and cannot go into a side channel.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>U%1–U%2 is outside rack %3 (U1–U%4).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is %2 mm deep; rack %3 is %4 mm deep.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack %1 would weigh %2 kg, over its %3 kg limit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The device does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has no port "%2".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Port %1 of %2 is already connected.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A port cannot be connected to itself.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The connectors do not mate: %1 port to %2 port.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CableAssembly</name>
    <message>
        <source>Cage %1: %2 is a twin-port cable; both its links must join this cage to one other twin-port cage.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cage %1 holds one plug for its %2 ports; %3 on port %4 is not a part such a cage takes (a twin-port module with one fibre per port, a splitter or a twin-port cable).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cage %1 holds one plug: port %2 has %3 and port %4 has %5; the links of one cage are one splitter of one media and length, or fibres on one module.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cage %1: ports %2 and %3 are legs of one %4, ordered at one length; they are %5 and %6.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not yet sized</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cage %1 already holds %2 (port %3); port %4 can only take another link of that part, not %5.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ParallelismPlan</name>
    <message>
        <source>the spares per scalable unit must not be negative</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TP, PP and DP must each be 1 or more, or all 0 for spares alone</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RoomEdits</name>
    <message>
        <source>Move room corner %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The room&apos;s outline must stay right of and below its origin.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The room&apos;s outline would cross itself.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The room&apos;s outline would take no area.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The outline has no such corner.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove wall %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move wall %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The wall does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add wall %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A wall needs a thickness.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resize keep-out zone %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The keep-out zone has no such corner.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move keep-out zone %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edit door %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A %1 mm door does not fit on its wall there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The door must stay on its wall: its opening would pass the wall&apos;s end.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A wall needs two different points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>It would reach outside the room&apos;s outline.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A column needs a size.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack %1 stands there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add column %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The column does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move column %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove column %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A keep-out zone needs at least three corners.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A keep-out zone needs an area.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add keep-out zone %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The keep-out zone does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove keep-out zone %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A door needs a width.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no such wall or edge for the door.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add door %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The door does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The door must stay on its edge.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move door %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove door %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RoomGeometryJson</name>
    <message>
        <source>expected [x, y] in millimetres</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a finite number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must not be negative (the origin is the room's corner)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must be positive</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>must not be negative</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>there is no wall %1 (the room has %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>there is no edge %1 (%2 edges)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected "start" or "end"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an outline needs at least three points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a wall needs at least two points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a keep-out zone needs at least three points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>give the floor rating once, in kN/m² or in kg/m²</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RoomSite</name>
    <message>
        <source>%1 would stand outside the room's outline.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 would stand on a column at x %2 mm, y %3 mm.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 would stand on column %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 would stand on a wall.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 would stand on wall %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a keep-out zone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>keep-out zone %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 would stand in %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 would stand in %2 (%3).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RackFill</name>
    <message>
        <source>power shelves (N+1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>busbar rating</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>U space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>power budget</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>air-cooling limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>manifold flow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>manifold QD pairs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PDU capacity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>weight limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 U of %3 U</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 L/min of %3 L/min</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 kg of %3 kg</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 kW of %3 kW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack %1 cannot take another %2 (%3).</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>
