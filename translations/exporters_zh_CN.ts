<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>DesignReportWriter</name>
    <message>
        <source>Design: %1</source>
        <translation>设计：%1</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>Total: %1 kW max, %2 kW typical; room %3 m², %4 kW/m²</source>
        <translation>合计：最大 %1 kW，典型 %2 kW；机房 %3 m²，%4 kW/m²</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>U used</source>
        <translation>已用 U</translation>
    </message>
    <message>
        <source>max W</source>
        <translation>最大 W</translation>
    </message>
    <message>
        <source>typ. W</source>
        <translation>典型 W</translation>
    </message>
    <message>
        <source>liquid W</source>
        <translation>液冷 W</translation>
    </message>
    <message>
        <source>air W</source>
        <translation>风冷 W</translation>
    </message>
    <message>
        <source>flow L/min</source>
        <translation>流量 L/min</translation>
    </message>
    <message>
        <source>manifold L/min</source>
        <translation>分水器 L/min</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Cooling loops</source>
        <translation>冷却回路</translation>
    </message>
    <message>
        <source>%1: CDU %2, %3 rack(s), heat %4 W, flow %5 L/min, capacity %6 W / %7 L/min</source>
        <translation>%1：冷量分配单元 %2，%3 个机柜，热负荷 %4 W，流量 %5 L/min，容量 %6 W / %7 L/min</translation>
    </message>
    <message>
        <source>    supply %1 °C (ASHRAE %2), ΔT %3 K, coolant %4 (ρ %5 kg/L, c_p %6 kJ/(kg·K)); id %7</source>
        <translation>    供液 %1 °C（ASHRAE %2），温差 %3 K，冷却液 %4（ρ %5 kg/L，c_p %6 kJ/(kg·K)）；ID %7</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Flow: L/min = 60 · P[kW] / (ρ[kg/L] · c_p[kJ/(kg·K)] · ΔT[K]); heat at max draw.</source>
        <translation>流量：L/min = 60 · P[kW] / (ρ[kg/L] · c_p[kJ/(kg·K)] · ΔT[K])；热负荷按最大功耗计算。</translation>
    </message>
</context>
<context>
    <name>FindingsReport</name>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>(measured %1 %3, limit %2 %3)</source>
        <translation>（实测 %1 %3，限值 %2 %3）</translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s), %3 info.</source>
        <translation>%1 个错误，%2 个警告，%3 条信息。</translation>
    </message>
    <message>
        <source>(measured %1, limit %2)</source>
        <translation>（实测 %1，限值 %2）</translation>
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
        <translation type="unfinished">（未命名）</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished">机柜</translation>
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
        <translation type="unfinished">冷却回路</translation>
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
</context>
</TS>
