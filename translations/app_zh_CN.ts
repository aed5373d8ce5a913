<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) do not fit the stock %1; nothing was written:
%2</source>
        <translation>
            <numerusform>有 %n 个标签放不进标签纸 %1；未写入任何文件：
%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Label stock id for labels (default %1).</source>
        <translation>标签使用的标签纸编号（默认 %1）。</translation>
    </message>
    <message>
        <source>Label end template, default %1.</source>
        <translation>线缆端标识模板，默认 %1。</translation>
    </message>
    <message>
        <source>Unknown export kind &quot;%1&quot;; kinds are: %2</source>
        <translation>未知的导出类型“%1”；可用类型：%2</translation>
    </message>
    <message>
        <source>Say where to write with -o OUT.</source>
        <translation>请用 -o OUT 指定输出位置。</translation>
    </message>
    <message>
        <source>Unknown label stock &quot;%1&quot;; stocks are: %2</source>
        <translation>未知的标签纸“%1”；可用标签纸：%2</translation>
    </message>
    <message>
        <source>The file (or folder, for nccl, slurm and drawings) to write.</source>
        <translation>要写入的文件（nccl、slurm 和 drawings 为文件夹）。</translation>
    </message>
    <message>
        <source>Cables to list or label: all, rack:NAME, role:ROLE or rail:N.</source>
        <translation>要列出或打印标签的线缆：all、rack:名称、role:用途 或 rail:编号。</translation>
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
        <translation>导出设计的线缆清单、线缆标签、物料清单（BOM）、NCCL 或 Slurm 拓扑，或图纸。</translation>
    </message>
</context>
</TS>
