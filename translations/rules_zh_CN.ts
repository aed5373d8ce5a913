<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AirHeatRule</name>
    <message>
        <source>Rack %1 puts %2 kW into air at typical load, over its %3 kW air-cooling limit.</source>
        <translation>机柜 %1 在典型负载下向空气散热 %2 kW，超过其 %3 kW 的风冷上限。</translation>
    </message>
    <message>
        <source>Rack %1 puts up to %2 kW into air at maximum load, over its %3 kW air-cooling limit.</source>
        <translation>机柜 %1 在最大负载下向空气散热最多 %2 kW，超过其 %3 kW 的风冷上限。</translation>
    </message>
</context>
<context>
    <name>AisleAirHeatRule</name>
    <message>
        <source>The racks put %1 kW into the room&apos;s air and the design has no air coolers (CRAH or in-row): room air cooling is not checked.</source>
        <translation>各机柜向机房空气排放 %1 kW，而设计中没有空气冷却设备（机房空调或列间空调）：未核查机房风侧冷却。</translation>
    </message>
    <message>
        <source>The contained hot aisle of rows %1 takes %2 kW of exhaust; the in-row coolers drawing from it remove %3 kW (short by %4 kW).</source>
        <translation>机柜列 %1 的封闭热通道接收 %2 kW 排风；从中回风的列间空调可带走 %3 kW（缺 %4 kW）。</translation>
    </message>
    <message>
        <source>The contained cold aisle of rows %1 feeds racks putting %2 kW into air; the in-row coolers blowing into it remove %3 kW (short by %4 kW).</source>
        <translation>机柜列 %1 的封闭冷通道供给的机柜向空气排放 %2 kW；向其送风的列间空调可带走 %3 kW（缺 %4 kW）。</translation>
    </message>
    <message>
        <source>The racks put %1 kW into the room&apos;s air (their devices&apos; air share and their power shelves&apos; and PDUs&apos; losses); its %2 air coolers remove %3 kW (short by %4 kW).</source>
        <translation>各机柜向机房空气排放 %1 kW（设备的风冷部分及电源架和 PDU 的损耗）；机房的 %2 台空气冷却设备可带走 %3 kW（缺 %4 kW）。</translation>
    </message>
    <message>
        <source>The racks in %1 put %2 kW into its air, which its partitions keep in; the %3 air coolers there remove %4 kW (short by %5 kW).</source>
        <extracomment>%1 &quot;hall Data hall 1&quot; or &quot;the floor outside every hall&quot;; kW figures</extracomment>
        <translation>%1 中的机柜向其空气散热 %2 kW，隔墙把这些热量留在其中；那里的 %3 台空气冷却器只能带走 %4 kW（缺 %5 kW）。</translation>
    </message>
    <message>
        <source>The contained hot aisle of rows %1 in hall %2 takes %3 kW of exhaust; the in-row coolers drawing from it there remove %4 kW (short by %5 kW).</source>
        <translation>机房“%2”中机柜列 %1 的封闭热通道接收 %3 kW 排风；该机房内从中回风的列间空调可带走 %4 kW（缺 %5 kW）。</translation>
    </message>
    <message>
        <source>The contained cold aisle of rows %1 in hall %2 feeds racks putting %3 kW into air; the in-row coolers blowing into it there remove %4 kW (short by %5 kW).</source>
        <translation>机房“%2”中机柜列 %1 的封闭冷通道供给的机柜向空气排放 %3 kW；该机房内向其送风的列间空调可带走 %4 kW（缺 %5 kW）。</translation>
    </message>
</context>
<context>
    <name>AisleWidthRule</name>
    <message>
        <source>within row %1</source>
        <translation>在列 %1 内</translation>
    </message>
    <message>
        <source>between %1 and %2</source>
        <translation>在 %1 与 %2 之间</translation>
    </message>
    <message>
        <source>The aisle %1 is %2 mm wide at its narrowest (racks %3 and %4), under the room&apos;s %5 mm minimum.</source>
        <translation>%1的通道最窄处仅宽 %2 mm（机柜 %3 与 %4 之间），低于机房 %5 mm 的最小值。</translation>
    </message>
</context>
<context>
    <name>BlankingRule</name>
    <message>
        <source>Rack %1 has %2 open U without a blanking panel: %3.</source>
        <translation>机柜 %1 有 %2 U 空位未安装盲板：%3。</translation>
    </message>
</context>
<context>
    <name>BusbarShelvesRule</name>
    <message>
        <source>Rack %1 has %2 kW on its busbar and no power shelf to feed it.</source>
        <translation>机架 %1 的母排上有 %2 kW 负载，却没有电源架为其供电。</translation>
    </message>
    <message>
        <source>Rack %1 draws %2 kW from its busbar, over the busbar&apos;s %3 kW rating.</source>
        <translation>机架 %1 从母排取用 %2 kW，超过母排的 %3 kW 额定值。</translation>
    </message>
    <message>
        <source>Power shelf %1 carries %2 kW of the busbar but its input is fed by no tap-off or PDU.</source>
        <translation>电源架 %1 承担母排上的 %2 kW，但其输入没有任何插接箱或 PDU 供电。</translation>
    </message>
    <message>
        <source>Rack %1: feed %2 lost leaves %3 of its %4 power shelves, %5 × %6 = %7 kW for the %8 kW on its busbar, so every device on it stops (%9 GPUs): N+1 at the shelves, not 2N at the feeds.</source>
        <translation>机柜 %1：失去 %2 路供电后，%4 个电源架只剩 %3 个，%5 × %6 = %7 kW，而母线负载为 %8 kW，母线上的所有设备停机（%9 个 GPU）：电源架为 N+1，供电路并非 2N。</translation>
    </message>
    <message>
        <source>Rack %1 draws %2 kW from its busbar, over the %3 kW its %4 power shelves deliver with one spare out (N+1: a rectifier of each, or a shelf where they have no spare rectifier; %5 kW with every rectifier in).</source>
        <translation>机柜 %1 从母线取电 %2 kW，超过其 %4 个电源架在去掉一个备用后可供的 %3 kW（N+1：每个电源架去掉一个整流模块，电源架无备用整流模块时去掉一个电源架；全部整流模块在用时为 %5 kW）。</translation>
    </message>
</context>
<context>
    <name>BusbarSupplyRule</name>
    <message numerus="yes">
        <source>Rack %1&apos;s busbar carries %2 V DC and cannot feed %n device(s) with AC inlets that take no cord: %3. Cord them to a PDU.</source>
        <translation>
            <numerusform>机柜 %1 的母线为 %2 V 直流，无法为 %n 台使用交流输入且未接电源线的设备供电：%3。请用电源线将其接到 PDU。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rack %1 (%2) has no busbar, and %n device(s) in it give or take DC through one: %3. A power shelf&apos;s output and a tray&apos;s busbar clip meet only on a busbar: use a rack type with one.</source>
        <translation>
            <numerusform>机柜 %1（%2）没有母线，而其中 %n 台设备需经母线输出或取用直流：%3。电源架的输出与托盘的母线夹只能在母线上相接：请选用带母线的机柜类型。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CableTypeRule</name>
    <message>
        <source>Cable %1 is of type &quot;%2&quot;, which the catalog does not describe.</source>
        <translation>线缆 %1 的类型为“%2”，目录中没有该类型。</translation>
    </message>
    <message>
        <source>Cable %1 (%2, %3–%4) does not fit ports %5 (%6) and %7 (%8).</source>
        <translation>线缆 %1（%2，%3–%4）与端口 %5（%6）和 %7（%8）不匹配。</translation>
    </message>
    <message>
        <source>Cable %1 (%2) is rated %3 Gb/s, below the %4 Gb/s of its link.</source>
        <translation>线缆 %1（%2）的额定速率为 %3 Gb/s，低于其链路的 %4 Gb/s。</translation>
    </message>
</context>
<context>
    <name>CduFlowRule</name>
    <message>
        <source>Loop %1 needs %2 L/min; its CDU %3 delivers at most %4 L/min.</source>
        <translation>回路 %1 需要 %2 L/min；其冷量分配单元 %3 最多提供 %4 L/min。</translation>
    </message>
    <message>
        <source>Loop %1 needs %2 L/min; its %3 CDUs deliver at most %4 L/min together.</source>
        <translation>回路 %1 需要 %2 L/min；其 %3 台 CDU 合计最多提供 %4 L/min。</translation>
    </message>
</context>
<context>
    <name>CduHeatRule</name>
    <message>
        <source>Loop %1 carries %2 kW but has no CDU.</source>
        <translation>回路 %1 承载 %2 kW，但没有冷量分配单元（CDU）。</translation>
    </message>
    <message>
        <source>Loop %1 carries %2 kW; its CDU %3 removes %4 kW (short by %5 kW).</source>
        <translation>回路 %1 承载 %2 kW；其冷量分配单元 %3 只能带走 %4 kW（缺口 %5 kW）。</translation>
    </message>
    <message>
        <source>Loop %1 carries %2 kW; its %3 CDUs remove %4 kW together (short by %5 kW).</source>
        <translation>回路 %1 承载 %2 kW；其 %3 台 CDU 合计带走 %4 kW（缺口 %5 kW）。</translation>
    </message>
    <message>
        <source>Loop %1 carries %2 kW; with facility water at %3 °C its CDUs have a %4 K approach of the %5 K they are rated at and remove %6 kW of their rated %7 kW (short by %8 kW).</source>
        <extracomment>%2 facility water, %3 available approach, %4 rated approach (K); capacities in kW</extracomment>
        <translation>回路 %1 承担 %2 kW；设施冷却水为 %3 °C 时，其 CDU 的换热温差为 %4 K（额定 %5 K），只能带走额定 %7 kW 中的 %6 kW（缺 %8 kW）。</translation>
    </message>
</context>
<context>
    <name>CduRedundancyRule</name>
    <message>
        <source>Loop %1 has no spare CDU: with %2 out, its other CDUs remove %3 kW of the %4 kW it carries.</source>
        <translation>回路 %1 没有备用 CDU：%2 停机时，其余 CDU 只能带走其承载的 %4 kW 中的 %3 kW。</translation>
    </message>
    <message>
        <source>Loop %1 has no spare CDU: with %2 out, its other CDUs deliver %3 L/min of the %4 L/min it needs.</source>
        <translation>回路 %1 没有备用 CDU：%2 停机时，其余 CDU 只能提供其所需 %4 L/min 中的 %3 L/min。</translation>
    </message>
    <message>
        <source>Loop %1 has no spare CDU where its pipes run: with %2 out, racks %3 get too little coolant (%4 GPUs stop, %5 throttle); join the CDUs with a supply and return header.</source>
        <translation>回路 %1 在其管路范围内没有备用 CDU：%2 停机时，机柜 %3 的冷却液不足（%4 个 GPU 停机，%5 个降频）；请用供液和回液主管将各 CDU 连接起来。</translation>
    </message>
</context>
<context>
    <name>CduSupplyRangeRule</name>
    <message>
        <source>Loop %1 supplies %2 °C; CDU %3 supplies %4–%5 °C.</source>
        <translation>回路 %1 的供液温度为 %2 °C；冷量分配单元 %3 的供液范围为 %4–%5 °C。</translation>
    </message>
</context>
<context>
    <name>CoolantRule</name>
    <message>
        <source>Loop %1 uses coolant &quot;%2&quot;, which the catalog does not describe; its flow cannot be computed.</source>
        <translation>回路 %1 使用冷却液“%2”，目录中没有该冷却液，无法计算流量。</translation>
    </message>
    <message>
        <source>Loop %1 has a temperature rise of %2 K; it must be above 0 K.</source>
        <translation>回路 %1 的温升为 %2 K；温升必须大于 0 K。</translation>
    </message>
    <message>
        <source>Loop %1 supplies %2 °C, at or below the %3 °C freezing point of %4.</source>
        <translation>回路 %1 的供液温度为 %2 °C，不高于 %4 的冰点 %3 °C。</translation>
    </message>
</context>
<context>
    <name>DcFeedRule</name>
    <message>
        <source>%1 takes DC of unknown voltage on %2 inlet(s)</source>
        <translation>%1 的 %2 个电源输入使用电压未知的直流电</translation>
    </message>
    <message>
        <source>%1 takes %2 DC on %3 inlet(s)</source>
        <translation>%1 的 %3 个电源输入使用 %2 直流电</translation>
    </message>
    <message numerus="yes">
        <source>%1 — the design&apos;s power sources give AC, so the supply of its %n device(s) is not checked.</source>
        <translation>
            <numerusform>%1 —— 设计中的电源均为交流，因此未检查其 %n 台设备的供电。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeliveredFlowRule</name>
    <message>
        <source>Loop %1: %2</source>
        <translation>回路 %1：%2</translation>
    </message>
    <message>
        <source>Rack %1 gets %2 of the %3 L/min its devices need; the worst-served gets %4 % of its flow, so its GPUs throttle or stop.</source>
        <translation>机柜 %1 仅获得其设备所需 %3 L/min 中的 %2 L/min；供液最差的设备只得到其所需流量的 %4 %，其 GPU 将降频或停机。</translation>
    </message>
    <message>
        <source>Loop %1: the racks&apos; flows spread %2 % as its balancing valves are set (aim: at most %3 %); `balance` or Analysis ▸ Coolant Hydraulics works out the settings.</source>
        <translation>回路 %1：按当前平衡阀设定，各机柜流量偏差为 %2 %（目标：不超过 %3 %）；可用 `balance` 或“分析 ▸ 冷却液水力计算”求出设定值。</translation>
    </message>
</context>
<context>
    <name>DepthRule</name>
    <message>
        <source>%1 is %2 mm deep; rack %3 is only %4 mm deep.</source>
        <translation>%1 深 %2 mm；机柜 %3 只有 %4 mm 深。</translation>
    </message>
</context>
<context>
    <name>DoorClearanceRule</name>
    <message>
        <source>door %1</source>
        <translation>门 %1</translation>
    </message>
    <message>
        <source>Rack %1 blocks %2: it stands in the door&apos;s swing or the %3 mm kept clear in front of its %4 mm opening.</source>
        <translation>机柜 %1 挡住了%2：它位于门扇开启范围内，或位于其 %4 mm 门洞前须保持畅通的 %3 mm 区域内。</translation>
    </message>
</context>
<context>
    <name>ExhaustIntoIntakeRule</name>
    <message>
        <source>Rack %1 blows %2 kW of exhaust across a %3 m aisle into the intake of rack %4: turn one of the rows so the two exhaust into a shared hot aisle.</source>
        <translation>机柜 %1 将 %2 kW 的排风吹过 %3 m 宽的通道，进入机柜 %4 的进风面：请调转其中一列，使两者向共同的热通道排风。</translation>
    </message>
</context>
<context>
    <name>FabricGenerationRule</name>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>in-band</source>
        <translation>带内</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>One %1 fabric mixes switch generations (%2 Gb/s); off the common %3 Gb/s: %4.</source>
        <translation>同一%1网络混用了多代交换机（%2 Gb/s）；不同于主流 %3 Gb/s 的有：%4。</translation>
    </message>
</context>
<context>
    <name>FeedLossRule</name>
    <message numerus="yes">
        <source>%n device(s) of type %1 are 2N at the PDU only, not at the device: losing %2 leaves %3 %4 of its %5 PSUs (%6), %4 × %7 kW = %8 kW of its %9 kW</source>
        <translation>
            <numerusform>类型为 %1 的 %n 台设备仅在 PDU 级为 2N，设备级并非 2N：失去 %2 后，%3 的 %5 个 PSU（%6）只剩 %4 个，%4 × %7 kW = %8 kW，而其最大功耗为 %9 kW</numerusform>
        </translation>
    </message>
    <message>
        <source>→ capped at %1 %.</source>
        <translation>→ 限功率至 %1 %。</translation>
    </message>
    <message>
        <source>→ it stops, as its type states.</source>
        <translation>→ 按其类型的规定停机。</translation>
    </message>
    <message>
        <source>→ it stops (its type does not say it caps its power).</source>
        <translation>→ 停机（其类型未说明可限功率运行）。</translation>
    </message>
    <message>
        <source>%1 of its PSUs on each feed would carry it.</source>
        <translation>每路供电各接 %1 个 PSU 即可承载。</translation>
    </message>
    <message>
        <source>No split of its %1 PSUs over two feeds carries it: each side would need %2.</source>
        <translation>无论怎样将其 %1 个 PSU 分配到两路供电都无法承载：每侧需要 %2 个。</translation>
    </message>
</context>
<context>
    <name>FloorLoadRule</name>
    <message>
        <source>%1 kg (devices %2 kg, empty rack %3 kg)</source>
        <translation>%1 kg（设备 %2 kg，空机柜 %3 kg）</translation>
    </message>
    <message>
        <source>%1 kg of devices (the empty rack&apos;s own weight is not known and left out)</source>
        <translation>%1 kg 设备（空机柜自重未知，未计入）</translation>
    </message>
    <message>
        <source>Rack %1 loads the floor with %2 kN/m², over its %3 kN/m² rating: %4 × 9.81 m/s² on its %5 m² footprint (%6 × %7 m).</source>
        <translation>机柜 %1 对楼板的荷载为 %2 kN/m²，超过 %3 kN/m² 的额定值：%4 × 9.81 m/s²，作用于其 %5 m² 的占地面积（%6 × %7 m）。</translation>
    </message>
</context>
<context>
    <name>FormFactorRule</name>
    <message>
        <source>%1 has no port &quot;%2&quot;; the connection cannot be made.</source>
        <translation>%1 没有端口“%2”；无法建立该连接。</translation>
    </message>
    <message>
        <source>%1 %2 (%3) cannot be joined to %4 %5 (%6).</source>
        <translation>%1 %2（%3）无法连接到 %4 %5（%6）。</translation>
    </message>
</context>
<context>
    <name>InletTempRule</name>
    <message>
        <source>Loop %1 supplies %2 °C, above the %3 °C maximum coolant inlet of %4 device(s), e.g. %5.</source>
        <translation>回路 %1 的供液温度为 %2 °C，高于 %4 台设备（例如 %5）的最高进液温度 %3 °C。</translation>
    </message>
</context>
<context>
    <name>OrderableLengthRule</name>
    <message>
        <source>Cable %1 needs %2 m, longer than the longest orderable %3 (%4 m).</source>
        <translation>线缆 %1 需要 %2 m，超过 %3 可订购的最大长度（%4 m）。</translation>
    </message>
    <message>
        <source>Cable %1 is ordered at %2 m, a length %3 is not sold in.</source>
        <translation>线缆 %1 订购长度为 %2 m，%3 没有该长度规格。</translation>
    </message>
    <message>
        <source>Cable %1 (%2 m ordered for a %3 m route) leaves %4 m over at each end, less than the routing policy&apos;s %5 m: route again to order it at %6 m.</source>
        <translation>线缆 %1（为 %3 m 的路由订购了 %2 m）每端只多出 %4 m，少于布线策略要求的 %5 m：请重新布线，改订 %6 m。</translation>
    </message>
    <message>
        <source>Cable %1 (%2 m ordered for a %3 m route) leaves %4 m over at each end, less than the routing policy&apos;s %5 m, and no longer %6 within its reach is sold.</source>
        <translation>线缆 %1（为 %3 m 的路由订购了 %2 m）每端只多出 %4 m，少于布线策略要求的 %5 m；在其传输距离内没有更长的 %6 可供订购。</translation>
    </message>
</context>
<context>
    <name>OutOfRackRule</name>
    <message>
        <source>%1 is not placed in a rack.</source>
        <translation>%1 未放置在机柜中。</translation>
    </message>
    <message>
        <source>%1 at U%2–U%3 is outside rack %4 (U1–U%5).</source>
        <translation>%1 位于 U%2–U%3，超出机柜 %4 的范围（U1–U%5）。</translation>
    </message>
</context>
<context>
    <name>OverlapRule</name>
    <message>
        <source>%1 and %2 overlap at U%3–U%4 in rack %5.</source>
        <translation>%1 与 %2 在机柜 %5 的 U%3–U%4 处重叠。</translation>
    </message>
</context>
<context>
    <name>PartitionFireStopRule</name>
    <message>
        <source>Tray %1 passes from %2 into %3 at x %4 mm, y %5 mm</source>
        <translation>桥架 %1 在 x %4 mm、y %5 mm 处从%2穿入%3</translation>
    </message>
    <message>
        <source>%1: a %2 × %3 mm tray is larger than the listed fire-stop systems for cable tray (at most 610 × 102 mm); the partition needs an engineered seal.</source>
        <translation>%1：%2 × %3 mm 的桥架超出经认证的桥架防火封堵系统的尺寸（最大 610 × 102 mm），该隔墙需要专门设计的封堵。</translation>
    </message>
    <message>
        <source>%1: its %2 cables fill %3 % of the fire-stop opening (the tray&apos;s width over a 76 mm loading depth), over the 40 % a listed penetration takes. Route some through another tray or add one.</source>
        <translation>%1：其中 %2 根电缆占防火封堵开口（桥架宽度 × 76 mm 敷设深度）的 %3%，超过经认证的贯穿封堵允许的 40%。请将部分电缆改走其他桥架，或增设一条桥架。</translation>
    </message>
</context>
<context>
    <name>PduLoadRule</name>
    <message>
        <source>%1 carries up to %2 kW, over its %3 kW continuous rating.</source>
        <translation>%1 最多承载 %2 kW，超过其 %3 kW 的持续额定功率。</translation>
    </message>
</context>
<context>
    <name>PhaseBalanceRule</name>
    <message>
        <source>The phases of %1 are unbalanced by %2 % (L1 %3 kW, L2 %4 kW, L3 %5 kW); keep within %6 %.</source>
        <translation>%1 的三相不平衡度为 %2 %（L1 %3 kW，L2 %4 kW，L3 %5 kW）；应控制在 %6 % 以内。</translation>
    </message>
    <message numerus="yes">
        <source>No move of one cord to another phase, nor a swap of two, narrows it: its %n cord(s) split no better.</source>
        <translation>
            <numerusform>把任一根电源线移到另一相，或交换两根，都无法缩小差值：其 %n 根电源线已无更好的分配。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhaseLoadRule</name>
    <message>
        <source>Phase L%1 of %2 carries %3 A, over its %4 A continuous limit.</source>
        <translation>%2 的 L%1 相电流为 %3 A，超过其 %4 A 的持续电流上限。</translation>
    </message>
</context>
<context>
    <name>PipeVelocityRule</name>
    <message>
        <source>Coolant pipe %1 of loop %2 runs at %3 m/s (%4 L/min), above %5 m/s: a larger bore is needed.</source>
        <translation>回路 %2 的冷却液管道 %1 流速为 %3 m/s（%4 L/min），超过 %5 m/s：需要更大的管径。</translation>
    </message>
</context>
<context>
    <name>PressureRatingRule</name>
    <message>
        <source>%1 × %2 in loop %3 stand above their rated pressure: %4 at %5 kPa against %6 kPa (fill %7 kPa plus the pumps&apos; head, at floor level).</source>
        <extracomment>%1 count, %2 catalog type, %3 loop, %4 part name, %5..%7 kPa</extracomment>
        <translation>环路 %3 中 %1 个 %2 超过其额定压力：%4 处为 %5 kPa，额定 %6 kPa（充注压力 %7 kPa 加泵扬程，按地面高度计）。</translation>
    </message>
    <message>
        <source>%1 × %2 in loop %3 are rated %4 kPa; a valve shut downstream with the pumps at full speed puts %5 kPa on them (fill %6 + shutoff head %7): fit a relief or pressure-reducing valve, or cap the CDUs&apos; pump head.</source>
        <extracomment>%1 count, %2 catalog type, %3 loop, %4..%7 kPa</extracomment>
        <translation>环路 %3 中 %1 个 %2 的额定压力为 %4 kPa；下游阀门关闭且泵全速时其承受 %5 kPa（充注 %6 + 关死扬程 %7）：应加装泄压阀或减压阀，或限制 CDU 的泵扬程。</translation>
    </message>
</context>
<context>
    <name>PsuCapacityRule</name>
    <message>
        <source>A PSU in %1 has no stated rating: whether its PSUs carry its %2 kW is not checked.</source>
        <translation>%1 中有电源模块未标明额定功率：未检查其电源能否承载 %2 kW。</translation>
    </message>
    <message>
        <source>%1 draws up to %2 kW, over the %3 kW its PSUs deliver in %4+%5 (%6 W each).</source>
        <translation>%1 最大功耗 %2 kW，超过其电源在 %4+%5 冗余下可提供的 %3 kW（每个 %6 W）。</translation>
    </message>
    <message>
        <source>%1 has no PSU in its %2 PSU bay(s): it has no power inlet and cannot run. Fill its bays under Properties ▸ Module bays.</source>
        <translation>%1 的 %2 个 PSU 槽位中没有 PSU：它没有电源输入口，无法运行。请在“属性 ▸ 模块槽位”中装入 PSU。</translation>
    </message>
</context>
<context>
    <name>QdCountRule</name>
    <message>
        <source>Rack %1 has %2 liquid-cooled devices but its manifolds offer %3 quick-disconnect pairs.</source>
        <translation>机柜 %1 有 %2 台液冷设备，但其分水器只提供 %3 对快速接头。</translation>
    </message>
</context>
<context>
    <name>RackBudgetRule</name>
    <message>
        <source>Rack %1 draws %2 kW typical, over its %3 kW budget.</source>
        <translation>机柜 %1 典型功耗 %2 kW，超过其 %3 kW 的功率预算。</translation>
    </message>
    <message>
        <source>Rack %1 can draw %2 kW at maximum, over its %3 kW budget.</source>
        <translation>机柜 %1 最大功耗可达 %2 kW，超过其 %3 kW 的功率预算。</translation>
    </message>
</context>
<context>
    <name>RackFlowRule</name>
    <message>
        <source>Rack %1 needs %2 L/min of coolant for %3 kW at ΔT %4 K; its manifolds carry %5 L/min.</source>
        <translation>机柜 %1 在温差 %4 K 下带走 %3 kW 需要 %2 L/min 冷却液；其分水器只能通过 %5 L/min。</translation>
    </message>
</context>
<context>
    <name>RackLoopRule</name>
    <message>
        <source>Rack %1 holds %2 liquid-cooled devices (%3 kW into coolant) but is on no cooling loop.</source>
        <translation>机柜 %1 装有 %2 台液冷设备（向冷却液散热 %3 kW），但未接入任何冷却回路。</translation>
    </message>
    <message>
        <source>Rack %1 holds %2 liquid-cooled devices but no coolant manifold.</source>
        <translation>机柜 %1 装有 %2 台液冷设备，但没有分水器。</translation>
    </message>
</context>
<context>
    <name>RackPipingRule</name>
    <message>
        <source>Rack %1: manifold %2 is not piped to a CDU (%3 open), so its loop&apos;s CDU capacity does not reach the rack.</source>
        <translation>机柜 %1：分水器 %2 未接管到 CDU（%3 未连接），因此回路的 CDU 容量无法送达该机柜。</translation>
    </message>
</context>
<context>
    <name>RailMixRule</name>
    <message>
        <source>Rail %1 (%2) mixes %3 cable types: %4.</source>
        <translation>轨道 %1（%2）混用了 %3 种线缆类型：%4。</translation>
    </message>
    <message>
        <source>Rail %1 (%2) uses %3 different cable lengths (%4 m).</source>
        <translation>轨道 %1（%2）使用了 %3 种不同的线缆长度（%4 m）。</translation>
    </message>
</context>
<context>
    <name>ReachRule</name>
    <message>
        <source>Cable %1 is a passive copper cable (%2) of %3 m; passive copper reaches only %4 m.</source>
        <translation>线缆 %1 是长 %3 m 的无源铜缆（%2）；无源铜缆最远只能达到 %4 m。</translation>
    </message>
    <message>
        <source>Cable %1 (%2) is %3 m long, beyond its %4 m reach.</source>
        <translation>线缆 %1（%2）长 %3 m，超出其 %4 m 的传输距离。</translation>
    </message>
</context>
<context>
    <name>RedundancyRule</name>
    <message>
        <source>If %1 fails, %2 must carry %3 kW, over its %4 kW continuous rating.</source>
        <translation>如果 %1 故障，%2 须承载 %3 kW，超过其 %4 kW 的持续额定功率。</translation>
    </message>
    <message>
        <source>If %1 fails, phase L%2 of %3 must carry %4 A, over its %5 A continuous limit.</source>
        <translation>如果 %1 故障，%3 的 L%2 相须承载 %4 A，超过其 %5 A 的持续电流上限。</translation>
    </message>
</context>
<context>
    <name>RequiredPortRule</name>
    <message>
        <source>%1 has %2 required port(s) not connected: %3.</source>
        <translation>%1 有 %2 个必需端口未连接：%3。</translation>
    </message>
</context>
<context>
    <name>RoomDensityRule</name>
    <message>
        <source>The room carries %1 kW at maximum draw on %2 m²: %3 kW/m².</source>
        <translation>机房在最大功耗下承载 %1 kW，面积 %2 m²：功率密度 %3 kW/m²。</translation>
    </message>
</context>
<context>
    <name>RoomSiteRule</name>
    <message>
        <source>Rack %1</source>
        <translation>机柜 %1</translation>
    </message>
</context>
<context>
    <name>RouteFreshnessRule</name>
    <message>
        <source>The route of cable %1 is stale: %2. Route it again.</source>
        <translation>线缆 %1 的路由已过时：%2。请重新布线。</translation>
    </message>
    <message>
        <source>Cable %1 has no route: %2.</source>
        <translation>线缆 %1 没有路由：%2。</translation>
    </message>
</context>
<context>
    <name>SideSlotRule</name>
    <message>
        <source>%1 is %2 U high and cannot sit in a side channel of rack %3.</source>
        <translation>%1 高 %2 U，不能安装在机柜 %3 的侧面通道中。</translation>
    </message>
    <message>
        <source>%1 is a 0U device but has no side channel in rack %2.</source>
        <translation>%1 是 0U 设备，但在机柜 %2 中没有指定侧面通道。</translation>
    </message>
    <message>
        <source>%1 is in side slot %2, but rack %3 has %4 side slots per channel.</source>
        <translation>%1 位于侧面槽位 %2，但机柜 %3 每个通道只有 %4 个侧面槽位。</translation>
    </message>
    <message>
        <source>%1 and %2 share side slot %3 of rack %4.</source>
        <translation>%1 与 %2 占用了机柜 %4 的同一侧面槽位 %3。</translation>
    </message>
</context>
<context>
    <name>SingleFeedRule</name>
    <message>
        <source>All %1 power inlets of %2 are fed from %3; losing that feed takes it down.</source>
        <translation>%2 的全部 %1 个电源输入都由 %3 供电；该路供电中断将导致其停机。</translation>
    </message>
</context>
<context>
    <name>SinglePointRule</name>
    <message>
        <source>%1 %2 part(s) are single points of failure: losing %3 leaves %4 GPUs without any storage path, more than the %5 of one NVLink domain.</source>
        <translation>%1 个 %2 部件是单点故障：失去 %3 会使 %4 个 GPU 失去全部存储路径，超过一个 NVLink 域的 %5 个。</translation>
    </message>
    <message>
        <source>%1 %2 part(s) are single points of failure: losing %3 costs %4 GPUs (down, or cut off from the fabric), more than the %5 of one NVLink domain.</source>
        <translation>%1 个 %2 部件是单点故障：失去 %3 会损失 %4 个 GPU（停机或与网络断开），超过一个 NVLink 域的 %5 个。</translation>
    </message>
</context>
<context>
    <name>SpeedRule</name>
    <message>
        <source>%1 %2 runs at %3 Gb/s and %4 %5 at %6 Gb/s; the link will run at %7 Gb/s.</source>
        <translation>%1 %2 的速率为 %3 Gb/s，%4 %5 的速率为 %6 Gb/s；链路将以 %7 Gb/s 运行。</translation>
    </message>
</context>
<context>
    <name>TrayBendRule</name>
    <message>
        <source>Tray %1 bends at %2 mm radius; %3 cable(s) through it need at least %4 mm.</source>
        <translation>线槽 %1 的弯头半径为 %2 mm；经过它的 %3 根线缆至少需要 %4 mm。</translation>
    </message>
</context>
<context>
    <name>TrayFillRule</name>
    <message>
        <source>Tray %1 is %2 % full at %3–%4 m along it with %5 cables; its limit is %6 %.</source>
        <translation>线槽 %1 在沿线 %3–%4 m 处容纳 %5 根线缆，填充率 %2 %；上限为 %6 %。</translation>
    </message>
</context>
<context>
    <name>TrayObstacleRule</name>
    <message>
        <source>a column at x %1 mm, y %2 mm</source>
        <translation>位于 x %1 mm、y %2 mm 的柱子</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>柱子 %1</translation>
    </message>
    <message>
        <source>a wall</source>
        <translation>墙</translation>
    </message>
    <message>
        <source>wall %1</source>
        <translation>墙 %1</translation>
    </message>
    <message>
        <source>Tray %1 (%2 mm wide) runs through %3, which stands floor to ceiling: lay the tray round it.</source>
        <translation>线槽 %1（宽 %2 mm）穿过了从地面直达顶板的%3：请让线槽绕行。</translation>
    </message>
</context>
<context>
    <name>UnevenUplinksRule</name>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>in-band</source>
        <translation>带内</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 switch(es) (%2) send between %3 and %4 links to each switch of the tier above: under static routing each link of a %3-link bundle carries %5 % more than one of a %4-link bundle. Enable adaptive routing on these switches and the ones above, or build a size whose bundles are equal (`new` names the nearest).</source>
        <translation>
            <numerusform>%n 台%1交换机（%2）向上一层每台交换机发出 %3 到 %4 条链路：静态路由下，%3 条链路一束中的每条链路比 %4 条一束中的多承载 %5 %。请在这些交换机及其上层启用自适应路由，或改用各束链路数相等的规模（`new` 会给出最接近的规模）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnknownCoolingRule</name>
    <message numerus="yes">
        <source>Liquid share of the heat of %1 is unknown — rack totals count all the heat of its %n device(s) as air and no coolant flow for them.</source>
        <translation>
            <numerusform>%1 的液冷散热占比未知——机柜合计将其 %n 台设备的全部热量计为风冷，且不为其计算冷却液流量。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Maximum coolant inlet temperature of %1 is unknown — the supply temperature is not checked for its %n device(s).</source>
        <translation>
            <numerusform>%1 的最高冷却液进液温度未知——未针对其 %n 台设备检查供液温度。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Capacity of %1 is unknown — the heat and flow of loops on its %n CDU(s) are not checked.</source>
        <translation>
            <numerusform>%1 的容量未知——未检查其 %n 台 CDU 所在回路的热量和流量。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnknownDrawRule</name>
    <message numerus="yes">
        <source>Power draw of %1 is unknown — rack totals exclude its %n device(s).</source>
        <translation>
            <numerusform>%1 的功耗未知——机柜合计未计入其 %n 台设备。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Typical draw of %1 is unknown — rack totals count its %n device(s) at the maximum, %2 kW each.</source>
        <translation>
            <numerusform>%1 的典型功耗未知——机柜合计按最大功耗计入其 %n 台设备，每台 %2 kW。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rating of %1 is unknown — the load on its %n PDU(s) is not checked.</source>
        <translation>
            <numerusform>%1 的额定值未知——未检查其 %n 台 PDU 的负载。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WeightRule</name>
    <message>
        <source>Rack %1 holds %2 kg, over its %3 kg load rating.</source>
        <translation>机柜 %1 承重 %2 kg，超过其 %3 kg 的额定载荷。</translation>
    </message>
</context>
</TS>
