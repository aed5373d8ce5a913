<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
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
</TS>
