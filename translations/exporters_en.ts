<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>NetboxCsvWriter</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
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
</context>
</TS>
