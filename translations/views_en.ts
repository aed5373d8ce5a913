<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
    <message>
        <source>Taken by another pasted device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 would be over its %2 kg limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No room in rack %1 for %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Paste %n device(s) into %1</source>
        <translation>
            <numerusform>Paste %n device into %1</numerusform>
            <numerusform>Paste %n devices into %1</numerusform>
        </translation>
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
        <source>One NCCL_TOPO_FILE per GPU server, named after its host, and an index of GPUs, NICs and rails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm topology.conf and topology.yaml derived from the cabling.</source>
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
    <name>RowPlan</name>
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
</context>
<context>
    <name>sn::Autosaver</name>
    <message>
        <source>Could not write the autosave file %1: %2</source>
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
    <message>
        <source>%1 kW max, %2 kW typical</source>
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
</context>
<context>
    <name>sn::ExportDialog</name>
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
</context>
<context>
    <name>sn::FloorPlanView</name>
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
        <source>No room for %1 in rack %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty rack</source>
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
    <name>sn::MainWindow</name>
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
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
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
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
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
        <source>&amp;View</source>
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
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Supernode Designer</source>
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
        <source>Cannot read %1: %2</source>
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
        <source>Tray %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supernode Designer did not close properly. An untitled design was never saved. Recover it?</source>
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
        <source>%1 kW max, %2 kW typical</source>
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
        <source>Rack %1 already weighs %2 kg; the limit cannot be below that.</source>
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
</TS>
