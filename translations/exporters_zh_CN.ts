<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>NetboxCsvWriter</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1：无法创建该文件夹</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1：无法写入文件：%2</translation>
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
        <translation>未知数值</translation>
    </message>
    <message>
        <source>%1 (devices); the totals above are incomplete</source>
        <translation>%1（设备数）；以上合计不完整</translation>
    </message>
</context>
</TS>
