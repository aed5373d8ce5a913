<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BundledExamples</name>
    <message>
        <source>256 GPUs (HGX B200), liquid-cooled, rail-optimised fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1,024 GPUs: four supernodes of 256 joined by spines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>576 GPUs in eight GB200 NVL72 racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe inference pod: three boxes of 16 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One liquid-cooled row with in-rack CDUs (two flow errors to fix)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CableEdits</name>
    <message>
        <source>Unknown cable type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cable does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable type %1 does not fit the ports of cable %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set cable %1 to type %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Set %n cable(s) to type %1</source>
        <translation>
            <numerusform>Set %n cable to type %1</numerusform>
            <numerusform>Set %n cables to type %1</numerusform>
        </translation>
    </message>
    <message>
        <source>An ordered length must be more than 0 m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1 runs %2 m along its route; %3 m is too short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order cable %1 at %2 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Order %n cable(s) at %1 m</source>
        <translation>
            <numerusform>Order %n cable at %1 m</numerusform>
            <numerusform>Order %n cables at %1 m</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the ordered length of cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Clear the ordered length of %n cable(s)</source>
        <translation>
            <numerusform>Clear the ordered length of %n cable</numerusform>
            <numerusform>Clear the ordered length of %n cables</numerusform>
        </translation>
    </message>
    <message>
        <source>Another cable is already labelled %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the label of cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename cable %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CategoryLegend</name>
    <message>
        <source>Empty rack</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CategoryStyle</name>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute trays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink switch trays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power shelves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant manifolds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CDUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable managers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patch panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blanking panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UPS units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routers and firewalls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air coolers (CRAH, in-row)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeviceClipboard</name>
    <message>
        <source>Choose a rack to paste into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown device type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Paste %n device(s) into %1</source>
        <translation>
            <numerusform>Paste %n device into %1</numerusform>
            <numerusform>Paste %n devices into %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot paste %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeviceTypeText</name>
    <message>
        <source>power draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>typical power draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>liquid-cooled share of the heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximum coolant inlet temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDU rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CDU capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW max, typical unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW max, %2 kW typical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reach</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawingPrinting</name>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale 1:%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet %1 of %2 · Supernode Designer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to print: choose the floor plan or at least one rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printer does not take %1 landscape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start printing to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1, front and rear</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportKinds</name>
    <message>
        <source>Cable &amp;Schedule (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Label Sheets (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels for Label &amp;Printers (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bill of Materials (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of Materials (P&amp;DF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;NCCL Topology Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sl&amp;urm Topology…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drawings (SVG and PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net&amp;Box Import Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rule Findings Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Cable Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Label Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Labels for Label Printers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Bill of Materials (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Bill of Materials (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export NCCL Topology Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Slurm Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Drawings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export NetBox Import Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Rule Findings Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install crew&apos;s pull list: one row per cable with both ends, type, lengths, trays and labels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable labels for both ends, placed on the grid of real label stock, optionally with a QR code of the cable id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One row per label for label-printer software (Brady, Brother P-touch, BarTender).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices, cables by type and orderable length, transceivers, hoses, trays and totals for procurement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bill of materials as a printable A4 table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every rack elevation (front and rear) and the floor plan as SVG files and one multi-page PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sites, racks, devices, power and cables as CSV files in NetBox&apos;s bulk-import columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every rule finding with its objects, measured value and limit: text, or JSON when the file ends in .json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text reports (*.txt);;JSON reports (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One NCCL_TOPO_FILE and NCCL environment file per GPU server, named after its host, an index of GPUs, NICs and rails, and the design&apos;s rail map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm topology.yaml, topology.conf (tree and block forms) and partition lines derived from the cabling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected Fabric as &amp;ibnetdiscover Output…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected Fabric as IBDM &amp;Topology (ibdiagnet -t)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Expected Fabric (ibnetdiscover)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Expected Fabric (IBDM topology)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The InfiniBand fabric as ibnetdiscover prints it once built to the design; ibsim reads it as a net file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The InfiniBand fabric as an IBDM topology file with its system definitions, for ibdiagnet -t.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;XF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Floor Plan as DXF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The floor plan to scale in millimetres for CAD: room, columns, walls, doors, keep-outs, rows, racks, trays, CDUs and cable routes on their own layers, with a title block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DXF drawings (*.dxf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportPrinting</name>
    <message>
        <source>The printer %1 does not take the page size of %2 (%3 × %4 mm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportScreenshot</name>
    <message>
        <source>Cannot write the screenshot %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuiMain</name>
    <message>
        <source>Cannot write the screenshot %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeatMapStyle</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack &amp;kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kW per &amp;m²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant &amp;Flow Margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tray Fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack power, kW at max draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power density, kW/m²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant flow margin, L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tray fill, % of cross-section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour: share of the rack&apos;s power budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>area: footprint + %1 m of aisle; room average %2 kW/m²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifold capacity − required flow; colour: share of capacity needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour: share of the tray&apos;s fill limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW/m²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>50 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over budget at max draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs more flow than its manifolds carry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over its fill limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no power budget set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on no cooling loop (no flow figure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cross-section or fill limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPUs Lost if a Part Fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs lost if this fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worst single failure of a part in the rack; colour: share of all %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPUs in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;loor Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor load, kN/m²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack weight on its own footprint; colour: share of the %1 kN/m² floor rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack weight on its own footprint; the room has no floor rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over the floor rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no floor rating set for the room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delivered Coolant Flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivered coolant flow, % of what the rack&apos;s heat needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loop solved for pressure and flow, CDU pumps at their controlled speed; colour: required / delivered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gets less flow than its heat needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no solved coolant loop (see Analysis ▸ Coolant Hydraulics)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ObjectToolTips</name>
    <message>
        <source>Rack %1 — %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 U used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kg of %2 kg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW max, %2 kW typical, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>incomplete: power draw of %n device(s) unknown</source>
        <translation>
            <numerusform>incomplete: power draw of %n device unknown</numerusform>
            <numerusform>incomplete: power draw of %n devices unknown</numerusform>
        </translation>
    </message>
    <message>
        <source>Cooling loop: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling loop: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fed by: no power source connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fed by: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1, U%2–U%3 (%4 U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1, rear side channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the floor at x %1 mm, y %2 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 kg</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PortDrag</name>
    <message>
        <source>No connection: release the line over a free port of another device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No connection is being drawn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RackBackdropItem</name>
    <message>
        <source>%1 — front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — rear</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportColumns</name>
    <message>
        <source>%1 kW of %2 kW continuous rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling loop the rack is on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum of the devices&apos; maximum power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum of the devices&apos; typical power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rack&apos;s power budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed A kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed B kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Liquid heat kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat into the coolant at max draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air heat kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat into the room air at max draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flow L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant flow the liquid heat needs at the loop&apos;s ΔT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifold L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum of the rack manifolds&apos; maximum flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margin L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifold capacity minus required flow; negative is short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling loop name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CDU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loop&apos;s coolant distribution unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks on the loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CDU kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CDU&apos;s heat capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Liquid heat of the loop&apos;s racks at max draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat margin kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CDU capacity minus load; negative is short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant flow for the load at the loop&apos;s ΔT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CDU L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CDU&apos;s maximum flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flow margin L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CDU flow minus required flow; negative is short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant supply temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ΔT K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design temperature rise across the racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant of the loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ASHRAE class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load at max draw on the rack&apos;s feed A PDUs, all of them (named …-PDU-A…, else in the left side channel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load at max draw on the rack&apos;s feed B PDUs, all of them (named …-PDU-B…, else in the right side channel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max phase A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highest phase current of the rack&apos;s PDUs at max draw; the cell&apos;s tooltip gives every PDU&apos;s phases against its continuous limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L%1 %2 A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (feed %2): %3 of %4 A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Liquid cooling class of the facility water: secondary supply less the CDUs&apos; approach (default mapping)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoomItem</name>
    <message>
        <source>Room %1 m × %2 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 m × %3 m</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RouteStyle</name>
    <message>
        <source>Passive copper (DAC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active copper (ACC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active electrical (AEC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active optical (AOC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multimode fibre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single-mode fibre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twisted pair (UTP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cord</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant hose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink backplane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In-band management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out-of-band management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rail</source>
        <extracomment>A rail of a rail-optimised fabric, counted from 1</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RowPlan</name>
    <message>
        <source>Rack %1 at x %2 mm, y %3 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A row named &quot;%1&quot; already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A row holds 1 to 100 racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spacing between racks cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown rack type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row (%1 mm × %2 mm at x %3 mm, y %4 mm) does not fit in the room (%5 mm × %6 mm).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::AddRowDialog</name>
    <message>
        <source>none</source>
        <extracomment>Rack power budget of 0: the racks get none.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Row of Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 U, %2 × %3 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fronts face up the plan (−y)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fronts face down the plan (+y)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of racks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spacing between racks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left end (x):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front edge (y):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add row %1 (%n rack(s))</source>
        <translation>
            <numerusform>Add row %1 (%n rack)</numerusform>
            <numerusform>Add row %1 (%n racks)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rack power budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not one %1 fits a rack of this row (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each rack takes up to %1 × %2 (one more: %3).</source>
        <extracomment>&quot;Each rack takes up to 4 × HGX B200 (one more: power budget: 72.0 kW of 60.0 kW).&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::AutoReroute</name>
    <message numerus="yes">
        <source>Re-routed %n cable(s) of the moved racks and devices.</source>
        <translation>
            <numerusform>Re-routed %n cable of the moved racks and devices.</numerusform>
            <numerusform>Re-routed %n cables of the moved racks and devices.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Re-routed %n cable(s) of the moved racks and devices; %1 could not be routed (see the findings).</source>
        <translation>
            <numerusform>Re-routed %n cable of the moved racks and devices; %1 could not be routed (see the findings).</numerusform>
            <numerusform>Re-routed %n cables of the moved racks and devices; %1 could not be routed (see the findings).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sn::Autosaver</name>
    <message>
        <source>Could not write the autosave file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::CableDelegate</name>
    <message>
        <source>routing chooses</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::CablePropertiesPage</name>
    <message>
        <source>routing chooses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A end:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B end:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Media:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordered length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bend radius:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trays:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, port %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in rack %2, port %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not chosen yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (no type)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1 mm; the tightest tray fitting on the route bends at %2 mm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::CableTableModel</name>
    <message>
        <source>A finding names this cable; see the Findings panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable schedule column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Media</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordered (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min. bend radius (mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tightest bend (mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label A end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label B end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assembly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optic A end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optic B end</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::CableTablePanel</name>
    <message>
        <source>All roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All media</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest length shown (ordered length, else routed length)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest length shown (ordered length, else routed length)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only cables a rule finding names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Media:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables (%1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>installed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::CatalogPalette</name>
    <message>
        <source>Search devices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0U, side channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>floor-standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 U</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n port(s)</source>
        <translation>
            <numerusform>%n port</numerusform>
            <numerusform>%n ports</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported from NetBox (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::ColumnDialog</name>
    <message>
        <source> mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Shape:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centre &amp;x:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centre &amp;y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Width (x):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Depth (y):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;iameter:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::ConnectPortsDialog</name>
    <message>
        <source>Connect Ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device &amp;A:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ort A:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device &amp;B:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Po&amp;rt B:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3 Gb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no devices to connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device A has no free port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device B has no free port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK — cable %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::DeviceTypeSection</name>
    <message>
        <source>Maximum draw:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical draw:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Liquid-cooled share:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max coolant inlet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported from NetBox (%1). Figures NetBox does not give stay unknown until you enter them; a change applies to every device of this type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures marked unknown stay out of the rack totals until you enter them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::DoorDialog</name>
    <message>
        <source>&amp;Swings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf &amp;width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Door %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::EditorDocks</name>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::ElevationPanel</name>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beside:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a second rack beside this one, to connect ports between the two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::ExportDialog</name>
    <message>
        <source>%1 %2, the first of %3 stocks: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-laminating wraps, each cable on the one its OD fits (a file per stock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 — %3 (roll, %4 to %5 mm OD)</source>
        <extracomment>A self-laminating wrap in the stock list: brand and part, what it is, the cable OD range it fits.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 — %3 (%4, %n per sheet)</source>
        <extracomment>Label stock in the list: brand and part, what it is, paper, labels per sheet.</extracomment>
        <translation>
            <numerusform>%1 %2 — %3 (%4, %n per sheet)</numerusform>
            <numerusform>%1 %2 — %3 (%4, %n per sheet)</numerusform>
        </translation>
    </message>
    <message>
        <source>roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cables:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How each end is named. Tokens: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label &amp;template:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label &amp;stock:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a &amp;QR code of the cable id beside the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a label stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cable matches the selection: there is nothing to label.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder to write into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) into %1.</source>
        <translation>
            <numerusform>Wrote %n file into %1.</numerusform>
            <numerusform>Wrote %n files into %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>This export cannot be printed; export it and open the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent to the printer %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Label Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Bill of Materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Into Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) in all; sheet 1 of %1 shown.</source>
        <translation>
            <numerusform>%n label in all; sheet 1 of %1 shown.</numerusform>
            <numerusform>%n labels in all; sheet 1 of %1 shown.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Load stock…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a gLabels template file (.xml) with the stock on the box in front of you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no rectangular label stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n stock(s) from %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Load Label Stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gLabels templates (*.xml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more refused.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) of sheet 1 will not print: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The design closed before it was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::FaultImpactOverlay</name>
    <message>
        <source>%1 lost</source>
        <extracomment>GPUs of a rack a failure takes down, written on the rack: &quot;16 lost&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 degraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throttled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::FaultsWindow</name>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs degraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs throttled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures/yr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it takes down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures/yr each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts (stage order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Hostfile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fault Domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blast Radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure &amp;Rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank &amp;Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;TP (GPUs per tensor-parallel group):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;PP (pipeline stages per replica):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;DP (data-parallel replicas):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Spare servers per SU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fault Domains — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (one every %1 weeks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>–</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 × PP %2 × DP %3 = %4 GPUs. Replicas one failure can hit: %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design&apos;s catalog has no device type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set failure rate of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure Rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Hostfile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs. A job on all of them is interrupted %2 times a year ÷ %3 weeks = %4 per week%5. With %6 spare server(s) per SU, %7 /yr restart without a repair and %8 /yr stop the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink switch tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spine switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>management switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busway tap-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power shelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDU phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upstream feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CDU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cooling loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>air cooler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipe run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by part or kind (&quot;phase&quot;, &quot;A01&quot;, &quot;CDU&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost: down, or cut off from the scale-out fabric. Degraded: fewer scale-out or NVLink links. Throttled: live PSUs that carry less than the device&apos;s maximum draw, so it caps its power (the share in the impact). Choose a part to see on the floor plan and the elevation what its failure takes down. Edit a rate to set it for the design (Ctrl+Z undoes it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out what each part&apos;s failure takes down…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::FindDialog</name>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack, device or tray name, cable label or id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first %1 matches; type more to narrow the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device %1 in rack %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tray %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1: %2 %3 ↔ %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::FindingsModel</name>
    <message>
        <source>Errors (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Information (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::FindingsPanel</name>
    <message>
        <source>Filter findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide this severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings (none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>Findings (%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings (%1, %2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the rules…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::FloorPlanImportDialog</name>
    <message>
        <source>Import Floor Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An architect&apos;s DXF drawing of the hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DXF file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outline layer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns layer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walls layer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doors layer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep-outs layer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DXF drawings (*.dxf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the layer that holds the hall&apos;s outline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a DXF file of the hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import floor plan from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halls layer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A site of several halls: each hall&apos;s closed outline, named by the text inside it, e.g. &quot;Data hall 1 (DH1)&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::FloorPlanView</name>
    <message>
        <source>Click where the wall ends (Esc cancels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hall object no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column centre x %1 mm, y %2 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x %1 mm, y %2 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Move %n rack(s)</source>
        <translation>
            <numerusform>Move %n rack</numerusform>
            <numerusform>Move %n racks</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown device type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop %1 onto a rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the tray&apos;s points; double-click or Enter to finish, Escape to cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Rotate %n rack(s)</source>
        <translation>
            <numerusform>Rotate %n rack</numerusform>
            <numerusform>Rotate %n racks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sn::HallNameDialog</name>
    <message>
        <source>Rename Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. DH2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed as {room} on the labels of the cables that end in this hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label &amp;code:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::HallNavigator</name>
    <message>
        <source>&amp;Go to Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hall %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This design is one hall: there is no other hall to go to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole &amp;Site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This design is one hall</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::HallObjectDialog</name>
    <message>
        <source> mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Keep-out Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Width (x):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Depth (y):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. CRAH 3 service area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::HydraulicsWindow</name>
    <message>
        <source>&amp;Balance Valves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant Hydraulics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valve on pipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All open L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As set L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balanced L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting, turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As set, turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valve ΔP kPa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the settings of the Setting column onto the valves (Ctrl+Z undoes it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no cooling loop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No coolant pipe carries a balancing valve: nothing to set. The report below gives every rack&apos;s flow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n balancing valve(s); %1 differ from the worked-out setting. Rack flow spread as set: %2 % (aim: at most %3 %).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Balance coolant loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Hydraulics Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving the coolant loops…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::LabelPreview</name>
    <message>
        <source>The stock has no page size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet %1 as it will print: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::MainMenus</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Insert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes when Supernode Designer starts again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::MainWindow</name>
    <message>
        <source>Remove W&amp;all %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Door &amp;Properties…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start &amp;Wall Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into the room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the right of the wall (seen from its first point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the left of the wall (seen from its first point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No swing (sliding door or open passage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Door Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove D&amp;oor %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Column Here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Keep-out Zone Here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove &amp;Keep-out Zone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Row of Racks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x %1 mm, y %2 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U%1, front (%2 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U%1, rear (%2 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Supernode Designer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before closing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supernode designs (*.supernode *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supernode Designer did not close properly. %1 holds changes to %2 that were never saved. Recover them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered unsaved changes to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Design As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supernode project (*.supernode);;JSON interchange (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cut %n device(s)</source>
        <translation>
            <numerusform>Cut %n device</numerusform>
            <numerusform>Cut %n devices</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a rack to paste into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw Cable &amp;Tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supernode Designer did not close properly. An untitled design was never saved. Recover it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heat Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power and Cooling &amp;Reports…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import NetBox Device &amp;Types…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import NetBox Device Type &amp;Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Supernode…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size, place and connect a whole supernode from a GPU count or TP × PP × DP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print Labels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;nnect Ports…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fault Domains…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select every rack of the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Supernode Designer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Supernode Designer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on &amp;Floor Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in &amp;Elevation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select Connected &amp;Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cables are connected to the selection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) selected.</source>
        <translation>
            <numerusform>%n cable selected.</numerusform>
            <numerusform>%n cables selected.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select &amp;Cables in Tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No routed cable runs in this tray.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Route This Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Route These Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a rack, device or tray by name, or a cable by label or id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure between two points of the floor plan, straight and along the trays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print &amp;Drawings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the floor plan and rack elevations with a title block, to scale, or export them as PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routing &amp;Policy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slack, drop reach, rack base, pass-through gap and cable manager fill the routing assumes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;Floor Plan…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant &amp;Hydraulics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host &amp;Interface Names…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The OS interface and RDMA device names of a server type&apos;s ports, for the NCCL env files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supernode Designer %1

Plans GPU supernodes: racks, power, cooling, fabric, cable routes and labels, from a GPU count to the cable schedule.

Qt %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(version not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened the example %1 as a new design; Save As keeps your copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column &amp;Properties…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;name Hall %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split Hall with a &amp;Horizontal Partition Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split Hall with a &amp;Vertical Partition Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge %1 into This Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Ha&amp;ll %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::MeasureTool</name>
    <message>
        <source>Measure: click the first point, then the second; Escape ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight %1 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Along trays %1 m (+ %2 m and %3 m to the trays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Along trays: no tray run joins the two points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure: click the second point.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::ModuleBaysSection</name>
    <message>
        <source>Module bays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No PSU bay filled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n PSU(s), a rating unknown: capacity unknown.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>PSUs: %1 × %2 W in %3+%4 → %5 kW capacity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (PSU):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its draw stays unknown until a rated PSU fills a bay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its draw counts as %1 kW in the rack totals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enough for its %1 kW draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough for its %1 kW draw.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::NetboxImportReport</name>
    <message>
        <source>NetBox Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n device type(s) imported into %1.</source>
        <translation>
            <numerusform>%n device type imported into %1.</numerusform>
            <numerusform>%n device types imported into %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) refused.</source>
        <translation>
            <numerusform>%n file refused.</numerusform>
            <numerusform>%n files refused.</numerusform>
        </translation>
    </message>
    <message>
        <source>File or type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 — unknown: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already placed in this design: the design keeps its own entry; new designs get the imported one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transceiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n module type(s) imported.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n module file(s) passed over.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Module types imported (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <extracomment>A module type imported from NetBox: vendor, model, then its kind (PSU, NIC, …).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already in a bay of this design: the design keeps its own entry; new designs get the imported one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed over (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::OpenDocument</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::OsNamesDialog</name>
    <message>
        <source>in-band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host Interface Names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one per port, separated by commas: enp170s0f0np0, …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional, one per port: mlx5_0, …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port group:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface names:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA devices:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the vendor publishes no port mapping, give the names the host&apos;s OS uses; the NCCL env files then set NCCL_SOCKET_IFNAME for every cabled host of the type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear Names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This design places no server with in-band, compute or storage ports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n port(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>set by hand for this design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Named now, from: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No names yet: the NCCL env files leave NCCL_SOCKET_IFNAME unset on these hosts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::PrintDrawingsDialog</name>
    <message>
        <source>Print Drawings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 landscape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest standard scale that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor plan scale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elevations:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s)</source>
        <translation>
            <numerusform>%n sheet</numerusform>
            <numerusform>%n sheets</numerusform>
        </translation>
    </message>
    <message>
        <source>Floor plan at 1:%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The room does not fit the sheet at this scale; it is cut at the edges.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n sheet(s) to %1.</source>
        <translation>
            <numerusform>Wrote %n sheet to %1.</numerusform>
            <numerusform>Wrote %n sheets to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>drawings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Drawings as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Printed %n sheet(s).</source>
        <translation>
            <numerusform>Printed %n sheet.</numerusform>
            <numerusform>Printed %n sheets.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sn::PropertiesPanel</name>
    <message>
        <source>Room name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front-left x:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front-left y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n objects selected</source>
        <translation>
            <numerusform>%n object selected</numerusform>
            <numerusform>%n objects selected</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 U, %3 × %4 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n device(s), %1 kW max, %2 kg</source>
        <translation>
            <numerusform>%n device, %1 kW max, %2 kg</numerusform>
            <numerusform>%n devices, %1 kW max, %2 kg</numerusform>
        </translation>
    </message>
    <message>
        <source>on the floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename rack %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit limits of rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom above floor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 × %3 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tray needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tray %1 mm deep at %2 mm would reach above the %3 mm ceiling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit tray %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side slot:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>incomplete: power draw of %n device(s) unknown</source>
        <translation>
            <numerusform>incomplete: power draw of %n device unknown</numerusform>
            <numerusform>incomplete: power draw of %n devices unknown</numerusform>
        </translation>
    </message>
    <message>
        <source>e.g. SH1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site code: the {site} token of cable and rack labels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. DH2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room code: the {room} token of cable and rack labels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room code:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::RackElevationScene</name>
    <message>
        <source>Choose a rack first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown device type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the device onto the rack.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::RackElevationView</name>
    <message>
        <source>Release to connect %1 %2 to %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to a port of another device; Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::RackGroupPage</name>
    <message>
        <source>Row:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling loop:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n racks selected; a change applies to all of them.</source>
        <translation>
            <numerusform>%n rack selected; a change applies to it.</numerusform>
            <numerusform>%n racks selected; a change applies to all of them.</numerusform>
        </translation>
    </message>
    <message>
        <source>mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(mixed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Set row of %n rack(s)</source>
        <translation>
            <numerusform>Set row of %n rack</numerusform>
            <numerusform>Set row of %n racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set cooling loop of %n rack(s)</source>
        <translation>
            <numerusform>Set cooling loop of %n rack</numerusform>
            <numerusform>Set cooling loop of %n racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Edit limits of %n rack(s)</source>
        <translation>
            <numerusform>Edit limits of %n rack</numerusform>
            <numerusform>Edit limits of %n racks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sn::RackPowerChart</name>
    <message>
        <source>kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max draw over budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>typical draw over budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>budget; solid: typical draw, light: up to max draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 kW max, %3 kW typical, budget %4 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 kW max, %3 kW typical, no budget</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::ReportTableView</name>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::ReportsWindow</name>
    <message>
        <source>Power and Cooling Reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling &amp;Loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat at max draw; flow L/min = 60 · P[kW] / (ρ · c_p · ΔT). Select cells and press Ctrl+C to copy them with their headers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power and Cooling Reports — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — racks: %2; %3 kW max, %4 kW typical; room %5 m², %6 kW/m².</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the report…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::RouteLegend</name>
    <message>
        <source>Cable routes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Legend row for screen readers and tests: medium name and the number of cables shown</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold the legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not routed (see the findings)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::RouteOverlay</name>
    <message>
        <source>%1 %2 in rack %3</source>
        <extracomment>A cable end: device name, port name, rack name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 on the floor</source>
        <extracomment>A cable end on a floor-standing unit: device name, port name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length: %1 m routed, %2 m ordered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length: %1 m routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::RouteRunner</name>
    <message>
        <source>Preparing the routing graph…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routing Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routing cable %1 of %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routing cancelled; nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routing changed nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Routed %n cable(s).</source>
        <translation>
            <numerusform>Routed %n cable.</numerusform>
            <numerusform>Routed %n cables.</numerusform>
        </translation>
    </message>
    <message>
        <source>The design changed while routing; routing again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design kept changing while routing; nothing applied. Route again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Routed %n cable(s); %1 See the findings.</source>
        <translation>
            <numerusform>Routed %n cable; %1 See the findings.</numerusform>
            <numerusform>Routed %n cables; %1 See the findings.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sn::RoutingFindings</name>
    <message>
        <source>Not routed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::RoutingPolicyDialog</name>
    <message>
        <source>Routing Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slack at each cable end:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop reach beside a rack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom of U1 above the floor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest gap sharing pass-throughs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vertical cable manager fill limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each tray keeps its own fill limit (tray properties). The next routing uses these settings; they are saved with the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change routing policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A route that leaves less cable than this over at each end, beyond the route and its slack, is ordered one length up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least spare at each end when ordered:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::RoutingTools</name>
    <message>
        <source>&amp;Route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route &amp;Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto &amp;Re-route After Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-route the cables of racks and devices you move, as a step of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Cable R&amp;outes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Ro&amp;les</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Ra&amp;ils</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show All Roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show All Rails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to route: the design has no connections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route all cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select racks, devices or cables to route.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Route %n selected cable(s)</source>
        <translation>
            <numerusform>Route %n selected cable</numerusform>
            <numerusform>Route %n selected cables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Routing changed nothing; %n cable(s) still cannot be routed (see the findings).</source>
        <translation>
            <numerusform>Routing changed nothing; %n cable still cannot be routed (see the findings).</numerusform>
            <numerusform>Routing changed nothing; %n cables still cannot be routed (see the findings).</numerusform>
        </translation>
    </message>
    <message>
        <source>Routing is already under way.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::SelectionPicker</name>
    <message>
        <source>Compute fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In-band management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out-of-band management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which cables to export: all, those with an end in one rack, one rail of the GPU fabric, or one role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::SelectionStatus</name>
    <message numerus="yes">
        <source>%n objects selected</source>
        <translation type="unfinished">
            <numerusform>%n object selected</numerusform>
            <numerusform>%n objects selected</numerusform>
        </translation>
    </message>
    <message>
        <source>Cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tray %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at U%2–U%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::StartPage</name>
    <message>
        <source>Design a room of GPU racks: the wizard sizes and places a whole supernode, or start from an example or an empty room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Supernode…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size, place and connect a whole supernode from a GPU count or TP × PP × DP (Ctrl+Shift+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a design file (Ctrl+O).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty Room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with an empty floor plan and place rows and racks yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent Designs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent designs yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens a copy: Save asks where to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The examples folder was not found.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::SupernodeWizardDialog</name>
    <message>
        <source>New Supernode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;No supernode for these parameters.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalable units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 compute, %3 network)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 L/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDUs / manifolds / CDUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 leaf, %3 spine, %4 core, %5 management)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage/in-band switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 leaf, %3 spine, %4 core)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (limit: %2)</source>
        <extracomment>Servers in a full rack, then the limit that stops it taking one more.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 power shelves, %2 busway tap-offs, %3 PDUs (%4)</source>
        <extracomment>How the racks are powered and why: &quot;6 power shelves, 6 busway tap-offs, 2 PDUs (power shelves on the rack&apos;s 48 V busbar …)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP × PP × DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power budget per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per scalable unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare servers per scalable unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric-manager appliances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage and in-band fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant ΔT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare &amp;Variants…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build this requirement with several fabrics, rack budgets, cooling or storage oversubscriptions and compare them by figures, cost and weighted criteria.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::UserCatalogImport</name>
    <message numerus="yes">
        <source>%n NetBox device type(s) imported; files refused: %1.</source>
        <translation>
            <numerusform>%n NetBox device type imported; files refused: %1.</numerusform>
            <numerusform>%n NetBox device types imported; files refused: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import NetBox Device Types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NetBox device types (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a Folder of NetBox Device Types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import NetBox device types</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n module type(s) imported.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sn::VariantsWindow</name>
    <message>
        <source>Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack budget (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare Variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open This Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vary (every combination is built and routed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost and weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: cost is not scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price list:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years of energy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per kWh:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance %:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ecosystem %:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost %:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalability %:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations %:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least one weight must be above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Building %n variant(s)…</source>
        <translation>
            <numerusform>Building %n variant…</numerusform>
            <numerusform>Building %n variants…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 variants; the table shows those built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 variants built and routed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
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
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gb/s per GPU across the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused because</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (parts unpriced)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not priced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That variant was refused or is already open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::VerifyCablingDialog</name>
    <message>
        <source>Verify Cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ibnetdiscover output of the built fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark Verified Cables &amp;Installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ibnetdiscover Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Mark %n Verified Cable(s) &amp;Installed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>InfiniBand scan (ibnetdiscover)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLDP tables (lldpcli or NVUE JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cable that is not ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fix List…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crew&apos;s fix list, grouped by rack: PDF, or CSV for any other name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Relabel Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A label sheet (PDF, %1) of the cables to relabel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Fix List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fix-list.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf);;CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Relabel Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relabel.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder of LLDP tables, one file per device named after it, or one file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder of LLDP Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the path of a scan, or choose one with Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::VerifyTools</name>
    <message>
        <source>&amp;Verify Cabling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check an ibnetdiscover scan or LLDP tables of the built fabric against the design&apos;s cables.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::WizardForm</name>
    <message>
        <source>&amp;Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server and &amp;fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Racks, power and cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;oom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By &amp;GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By &amp;parallelism (TP × PP × DP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel (TP):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel (PP):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data parallel (DP):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A TP group stays inside one NVLink domain; with a GPU count, TP alone still limits the domain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP alone limits the NVLink domain; PP and DP follow from the GPU count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP × PP × DP = %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (HGX B200, or the 16-card PCIe box for a PCIe fabric)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail-optimised leaf–spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-tier fat tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf oversubscription (down : up):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 U, %2 × %3 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (60 kW liquid, the rack&apos;s air limit for air)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the server is built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Liquid (cold plates)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power budget per rack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply temperature:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant ΔT:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N-GPU supernode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (32 servers, or 8 rack-scale domains)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the layout needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per scalable unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room width at least:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room depth at least:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage and in-band fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every server&apos;s storage and in-band management ports to storage leaves, the leaves to storage spines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage leaf oversubscription (down : up):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scale-out fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UFM appliances on the compute leaves, on ports the servers leave free: 31 servers in a 32-server scalable unit leave one on every rail leaf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric-manager appliances:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers (rack-scale: NVLink domains) per scalable unit kept as spares beyond the GPUs asked for; the design records them for the fault report and the hostfile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare servers per scalable unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (the CDUs at their rated approach)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hot aisles closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold aisles closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility water supply:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aisle containment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe inference pod (one switch when its NICs fit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack-aligned (each rack&apos;s trays on one leaf per rail)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf-minimal (rails packed onto the fewest leaves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For rack-scale servers (NVL72) on a rail-optimised fabric; the summary prints what each choice costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute leaves:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (48 U, 800 × 1200 mm; with a busbar for NVL72)</source>
        <extracomment>An NVL72 domain&apos;s default rack has a busbar for its trays.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 U, %2 × %3 mm, %4 V busbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> m²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most floor one data hall may take; a larger layout is split into data halls with the spines and cores in a network room between them. Default: the largest single data hall reported (148 000 ft²).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most IT load (rack budgets) one data hall&apos;s electrical and cooling plant may carry. Default: a compute hall of xAI Colossus, 25 000 H100 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest data hall:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest hall IT load:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
