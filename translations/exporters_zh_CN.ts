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
        <translation>设计</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>列数</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>%1 (%2 connected)</source>
        <translation>%1（已连接 %2）</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Cable length ordered</source>
        <translation>订购线缆总长</translation>
    </message>
    <message>
        <source>%1 m over %2 cables with a length</source>
        <translation>%1 m，共 %2 根已定长线缆</translation>
    </message>
    <message>
        <source>Trays</source>
        <translation>线槽</translation>
    </message>
    <message>
        <source>Cooling loops</source>
        <translation>冷却回路</translation>
    </message>
    <message>
        <source>Power, max</source>
        <translation>最大功率</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>Power, typical</source>
        <translation>典型功率</translation>
    </message>
    <message>
        <source>Heat to liquid</source>
        <translation>液冷散热量</translation>
    </message>
    <message>
        <source>%1 kW (at max power)</source>
        <translation>%1 kW（按最大功率）</translation>
    </message>
    <message>
        <source>Heat to air</source>
        <translation>风冷散热量</translation>
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
