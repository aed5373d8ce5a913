<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Cli</name>
    <message>
        <source>Usage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the figures as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: supernode-designer [FILE] | COMMAND [options]

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Run &quot;supernode-designer COMMAND --help&quot; for a command&apos;s options.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>expected %n argument(s). Usage: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Print the findings as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::Cli</name>
    <message>
        <source>Print the racks, devices, GPUs, ports, connections, cables and power of a design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert a design between .supernode and .json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print power, heat and coolant flow per rack and per cooling loop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check power, cooling, placement and cabling rules; exit 1 when any error is found.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
