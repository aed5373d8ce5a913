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
        <translation>以 JSON 格式输出数据。</translation>
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
    <message>
        <source>Print the findings as JSON.</source>
        <translation>以 JSON 格式输出检查结果。</translation>
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
        <translation>按机柜和冷却回路输出功率、散热量和冷却液流量。</translation>
    </message>
    <message>
        <source>Check power, cooling, placement and cabling rules; exit 1 when any error is found.</source>
        <translation>检查供电、冷却、安装位置和布线规则；发现任何错误时以退出码 1 结束。</translation>
    </message>
</context>
</TS>
