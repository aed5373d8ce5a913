<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ApplyRoutesCommand</name>
    <message numerus="yes">
        <source>Route %n cable(s)</source>
        <translation>
            <numerusform>布线 %n 根线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>The design changed while routing: cable %1 is gone. Route again.</source>
        <translation>布线期间设计已更改：线缆 %1 已不存在。请重新布线。</translation>
    </message>
    <message>
        <source>The design changed while routing: a tray is gone. Route again.</source>
        <translation>布线期间设计已更改：某个线槽已不存在。请重新布线。</translation>
    </message>
    <message>
        <source>The design changed while routing: a connection changed. Route again.</source>
        <translation>布线期间设计已更改：某个连接已变更。请重新布线。</translation>
    </message>
    <message>
        <source>The design changed since it was routed; nothing applied. Route again.</source>
        <translation>设计在布线之后已有更改；未应用任何内容。请重新布线。</translation>
    </message>
</context>
<context>
    <name>CableRouter</name>
    <message>
        <source>Cable %1: %2</source>
        <translation>线缆 %1：%2</translation>
    </message>
    <message>
        <source>Cable %1: no cable type in the catalog fits both ports at their speed.</source>
        <translation>线缆 %1：目录中没有在该速率下适配两端端口的线缆类型。</translation>
    </message>
    <message>
        <source>Cable %1: its fixed type %2 does not fit both ports.</source>
        <translation>线缆 %1：其固定类型 %2 不适配两端端口。</translation>
    </message>
    <message>
        <source>Cable %1: no route joins rack %2 to rack %3; they share no tray and are not side by side.</source>
        <translation>线缆 %1：没有路径连接机柜 %2 与机柜 %3；二者没有共用的线槽，也不相邻。</translation>
    </message>
    <message>
        <source>Cable %1: every route between racks %2 and %3 passes a fitting tighter than the cable&apos;s %4 mm bend radius.</source>
        <translation>线缆 %1：机柜 %2 与 %3 之间的每条路径都经过小于该线缆 %4 mm 弯曲半径的配件。</translation>
    </message>
    <message>
        <source>Cable %1: the route needs %2 m; no cable type that fits its ports reaches that far (longest %3 m).</source>
        <translation>线缆 %1：路径需要 %2 m；没有适配其端口的线缆类型能达到该长度（最长 %3 m）。</translation>
    </message>
    <message>
        <source>Tray %1, segment %2: cables fill %3 % of its cross-section, over the %4 % limit.</source>
        <translation>线槽 %1 第 %2 段：线缆占其截面的 %3 %，超过 %4 % 的上限。</translation>
    </message>
    <message>
        <source>Tray %1, segment %2: cables fill %3 % of the fire-stop opening where it passes a hall partition, over the %4 % a listed penetration takes.</source>
        <translation>桥架 %1 第 %2 段：穿越机房隔墙处的电缆占防火封堵开口的 %3%，超过经认证的贯穿封堵系统允许的 %4%。</translation>
    </message>
</context>
<context>
    <name>PortExits</name>
    <message>
        <source>The connection names a device that does not exist.</source>
        <translation>该连接引用了不存在的设备。</translation>
    </message>
    <message>
        <source>%1 has no port &quot;%2&quot;.</source>
        <translation>%1 没有端口“%2”。</translation>
    </message>
    <message>
        <source>%1 is in a rack that does not exist.</source>
        <translation>%1 位于不存在的机柜中。</translation>
    </message>
    <message>
        <source>%1 stands on the floor and its catalog entry gives no footprint to route from.</source>
        <translation>%1 为落地安装，其目录条目没有给出可用于布线的占地尺寸。</translation>
    </message>
</context>
<context>
    <name>RoutingReport</name>
    <message numerus="yes">
        <source>Routed %1 of %2 cables (%n round(s) of tray negotiation).</source>
        <translation>
            <numerusform>已布线 %1 根线缆（共 %2 根），线槽协商 %n 轮。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not routed or over full (%1):</source>
        <translation>未布线或超出填充上限（%1）：</translation>
    </message>
    <message>
        <source>Fullest tray: %1, at %2 % of its fill limit.</source>
        <translation>最满的线槽：%1，达到其填充上限的 %2 %。</translation>
    </message>
    <message numerus="yes">
        <source>Cable to order: %1 m in %n cable(s)</source>
        <translation>
            <numerusform>需订购线缆：%1 m，共 %n 根</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoutingShortfall</name>
    <message numerus="yes">
        <source>%n cable(s) could not be routed</source>
        <translation>
            <numerusform>%n 根线缆无法布线</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tray segment(s) over the fill limit</source>
        <translation>
            <numerusform>%n 段桥架超过填充上限</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rack cable manager(s) over the fill limit</source>
        <translation>
            <numerusform>%n 个机柜理线槽超过填充上限</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SideChannelFill</name>
    <message>
        <source>front left</source>
        <translation>正面左侧</translation>
    </message>
    <message>
        <source>front right</source>
        <translation>正面右侧</translation>
    </message>
    <message>
        <source>rear left</source>
        <translation>背面左侧</translation>
    </message>
    <message>
        <source>rear right</source>
        <translation>背面右侧</translation>
    </message>
    <message>
        <source>Rack %1, %2 cable manager: cables fill %3 % of its cross-section at %4 m above the floor, over the %5 % limit.</source>
        <translation>机柜 %1 的%2理线器：距地面 %4 m 处线缆占其截面的 %3 %，超过 %5 % 的限值。</translation>
    </message>
</context>
</TS>
