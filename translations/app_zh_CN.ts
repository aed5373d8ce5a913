<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CatalogCli</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message numerus="yes">
        <source>%1  %2 %3  %4, %5 U, %n port(s), max %6; unknown: %7</source>
        <extracomment>id, vendor, model, category, height, port count, max power, the figures not known</extracomment>
        <translation>
            <numerusform>%1  %2 %3  %4，%5 U，%n 个端口，最大 %6；未知：%7</numerusform>
        </translation>
    </message>
    <message>
        <source>imported %1</source>
        <translation>已导入 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n device type(s) imported into %1</source>
        <translation>
            <numerusform>已将 %n 个设备类型导入 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) refused.</source>
        <translation>
            <numerusform>拒绝了 %n 个文件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device type(s) in %1</source>
        <translation>
            <numerusform>%1 中有 %n 个设备类型</numerusform>
        </translation>
    </message>
    <message>
        <source>The user catalog to import into (default: %1).</source>
        <translation>导入到的用户目录（默认：%1）。</translation>
    </message>
</context>
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
    <message>
        <source>The folder to write into.</source>
        <translation>写入的文件夹。</translation>
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
        <source>Import NetBox device types into a user catalog, or list a user catalog.</source>
        <translation>将 NetBox 设备类型导入用户目录，或列出用户目录。</translation>
    </message>
    <message>
        <source>Write the NetBox bulk-import CSV files of a design into a folder.</source>
        <translation>将设计的 NetBox 批量导入 CSV 文件写入文件夹。</translation>
    </message>
</context>
</TS>
