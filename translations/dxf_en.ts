<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>DxfDocument</name>
    <message>
        <source>a binary DXF; save it from CAD as an ASCII DXF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a DWG drawing, not a DXF; save it from CAD as an ASCII DXF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a group code (a whole number is expected on this line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group code %1 has no value: the file ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group code %1: &quot;%2&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group code 0: the file ends inside %1 (ENDSEC or EOF is missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group code %1 where an entity (group code 0) should start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group code %1 outside a section (group code 0 SECTION expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group code 0: &quot;%1&quot; where SECTION or EOF was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group code 2 (the section&apos;s name) is missing after SECTION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group code %1: &quot;%2&quot; where BLOCK was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group code 0: ENDSEC inside BLOCK %1 (ENDBLK is missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group code 0: EOF is missing at the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file gives no drawing units ($INSUNITS); $MEASUREMENT says imperial, so inches were taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file gives no drawing units ($INSUNITS); millimetres were taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: $INSUNITS %2 is not a unit a hall is drawn in (millimetres, centimetres, decimetres, metres, inches, feet or yards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group code %1: &quot;%2&quot; is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DxfShapes</name>
    <message>
        <source>%1:%2: %3 (in the block inserted at line %4): a coordinate beyond any drawing once the inserts&apos; scales are applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: %3: a coordinate beyond any drawing once in millimetres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: more than %3 entities once its blocks are expanded (a block that inserts itself, or arrays of arrays?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: %3 of block &quot;%4&quot;: %5 rows × %6 columns, more than the %7 copies an array may make</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HallImport</name>
    <message>
        <source>line %1 (in the block inserted at line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no hall outline on layer %2 (a closed polyline, or lines that join into a closed loop, is needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n other closed outline(s) on the outline layer: only the largest is the hall</source>
        <translation>
            <numerusform>%n other closed outline on the outline layer: only the largest is the hall</numerusform>
            <numerusform>%n other closed outlines on the outline layer: only the largest is the hall</numerusform>
        </translation>
    </message>
    <message>
        <source>Outline: %1 × %2 mm, %3 corners, joined from lines on %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outline: %1 × %2 mm, %3 corners, from %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on a columns layer: not a closed outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n column outline(s) inside another column: counted once</source>
        <translation>
            <numerusform>%n column outline inside another column: counted once</numerusform>
            <numerusform>%n column outlines inside another column: counted once</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) not drawn as an axis-aligned rectangle or circle: their bounding box was taken</source>
        <translation>
            <numerusform>%n column not drawn as an axis-aligned rectangle or circle: its bounding box was taken</numerusform>
            <numerusform>%n columns not drawn as an axis-aligned rectangle or circle: their bounding box was taken</numerusform>
        </translation>
    </message>
    <message>
        <source>Columns: %1 (%2 rectangular, %3 round) from %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on a walls layer: not a line or polyline</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n wall(s) drawn without a width: %1 mm thick taken</source>
        <translation>
            <numerusform>%n wall drawn without a width: %1 mm thick taken</numerusform>
            <numerusform>%n walls drawn without a width: %1 mm thick taken</numerusform>
        </translation>
    </message>
    <message>
        <source>Walls: %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the swing arc at %1 on a doors layer: its hinge and jamb are not on the outline or a wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a line on a doors layer that is neither a leaf at a swing&apos;s hinge nor an opening along the outline or a wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on a doors layer: doors are read from their swing arc or opening line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doors: %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep-out from layer %1 of the hall drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on a keep-outs layer: not a closed outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep-outs: %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: not geometry the import reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 entities on %n layer(s) not chosen: %2</source>
        <translation>
            <numerusform>%1 entities on %n layer not chosen: %2</numerusform>
            <numerusform>%1 entities on %n layers not chosen: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>no layer chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the hall outline on %2 is %3 × %4 mm; a room is 1 to %5 mm a side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the hall outline on %2 has %3 corners; a room&apos;s outline has at most %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2 (in the block inserted at line %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 on %3 reaches (%4, %5) mm in the hall&apos;s frame, where x and y run %6 to %7 mm from the outline&apos;s corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 on %3 has %4 points; at most %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 on %3 is %4 mm across; more than 0 and at most %5 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3 on %4; a room holds at most %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 on %3: a door %4 mm wide, %5 mm along its edge; more than 0 and at most %6 mm wide, at most %7 mm along</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep-out zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: %3 naming the hall at %4 is %5 characters; a hall&apos;s name is at most %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the halls at %2 and %3 are both coded &quot;%4&quot;; each hall needs a code of its own (its cables&apos; labels name it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hall(s) with no text inside: named Hall 1, Hall 2, … by their place on the layer</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hall(s) with no label code in their text (&quot;Name (CODE)&quot;): coded H1, H2, … by their place on the layer</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on a halls layer: not a closed outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>halls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halls: %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 halls and %3 texts on the halls layers overlap too much to tell which text names which hall; draw each hall once, its name inside it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HallLayers</name>
    <message>
        <source>--hall-layers: &quot;%1&quot; is not ROLE=LAYER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--hall-layers: outline=LAYER is missing (the hall&apos;s outline is required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--hall-layers: &quot;%1&quot; is not a role; roles are outline, columns, walls, doors, keepouts, halls</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
