<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Cli</name>
    <message>
        <source>Usage: %1</source>
        <translation>用法：%1</translation>
    </message>
    <message>
        <source>Print the figures as JSON.</source>
        <translation>以 JSON 格式输出数据。</translation>
    </message>
    <message>
        <source>Usage: supernode-designer [FILE] | COMMAND [options]

Commands:
</source>
        <translation>用法：supernode-designer [文件] | 命令 [选项]

命令：
</translation>
    </message>
    <message>
        <source>
Run "supernode-designer COMMAND --help" for a command's options.
</source>
        <translation>
运行“supernode-designer 命令 --help”查看某个命令的选项。
</translation>
    </message>
    <message numerus="yes">
        <source>expected %n argument(s). Usage: %1</source>
        <translation><numerusform>应有 %n 个参数。用法：%1</numerusform></translation>
    </message>
</context>
<context>
    <name>sn::Cli</name>
    <message>
        <source>Print the racks, devices, GPUs, ports, connections, cables and power of a design.</source>
        <translation>输出设计中的机柜、设备、GPU、端口、连接、线缆和功率。</translation>
    </message>
    <message>
        <source>Convert a design between .supernode and .json.</source>
        <translation>在 .supernode 与 .json 之间转换设计文件。</translation>
    </message>
</context>
</TS>
