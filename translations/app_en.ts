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
    <message numerus="yes">
        <source>%n label(s) do not fit the stock %1; nothing was written:
%2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Label stock id for labels (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label end template, default %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown export kind &quot;%1&quot;; kinds are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say where to write with -o OUT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown label stock &quot;%1&quot;; stocks are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file (or folder, for nccl, slurm and drawings) to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables to list or label: all, rack:NAME, role:ROLE or rail:N.</source>
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
        <source>Export a cable schedule, labels, BOM, NCCL or Slurm topology, or drawings of a design.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
