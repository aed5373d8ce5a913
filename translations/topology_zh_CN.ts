<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CoolantGenerator</name>
    <message>
        <source>Rack %1 has no free manifold quick-disconnect pair for %2.</source>
        <translation>机柜 %1 的分水器上没有空闲的快接头对可供 %2 使用。</translation>
    </message>
</context>
<context>
    <name>CoolantHeader</name>
    <message>
        <source>No catalog pipe carries the loop header&apos;s %1 L/min at %2 m/s or less.</source>
        <translation>目录中没有管道能以不超过 %2 m/s 的流速输送回路主管的 %1 L/min。</translation>
    </message>
</context>
<context>
    <name>FabricPlan</name>
    <message>
        <source>A fabric needs at least one server with one fabric port, and an oversubscription of 1 or more.</source>
        <translation>网络至少需要一台带一个网络端口的服务器，且收敛比须不小于 1。</translation>
    </message>
    <message>
        <source>A switch with %1 ports cannot be a leaf: it needs at least one port down and one up.</source>
        <translation>%1 端口的交换机不能作叶交换机：至少需要一个下行端口和一个上行端口。</translation>
    </message>
    <message>
        <source>%1 leaf switches are more than three tiers of %2-port switches can join; use larger supernodes or switches with more ports.</source>
        <translation>%1 台叶交换机超出了三层 %2 端口交换机所能连接的规模；请使用更大的超节点或端口更多的交换机。</translation>
    </message>
    <message>
        <source>A block of %1 servers is more than one leaf takes (%2 ports); its servers are spread over several leaves.</source>
        <translation>一组 %1 台服务器超过一台叶交换机可接入的数量（%2 个端口）；该组服务器将分布到多台叶交换机上。</translation>
    </message>
    <message numerus="yes">
        <source>%n leaf switch(es) carry %1 server port(s) each; %2 port(s) idle on each.</source>
        <translation>
            <numerusform>%n 台叶交换机各接 %1 个服务器端口；每台空闲 %2 个端口。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spine–core links cannot all be equal: %n spine(s) send %1 or %2 links to each core of their group, so that %3 cores take every spine uplink.</source>
        <translation>
            <numerusform>脊—核心链路无法完全均分：%n 台脊交换机向其组内每台核心交换机发出 %1 或 %2 条链路，使 %3 台核心交换机接下全部脊上行链路。</numerusform>
        </translation>
    </message>
    <message>
        <source>The fabric manager needs %1 leaf port(s) and the leaves have %2 free: one server fewer per scalable unit frees a port on every rail leaf (the reference architecture&apos;s 31 servers in a 32-server SU).</source>
        <translation>网络管理设备需要 %1 个叶交换机端口，而叶交换机只空出 %2 个：每个可扩展单元少放一台服务器，即可在每个轨道叶交换机上空出一个端口（参考架构中 32 台的 SU 放 31 台服务器）。</translation>
    </message>
    <message numerus="yes">
        <source>Leaf–spine links cannot all be equal with %1 spines: %n leaf switch(es) send %2 or %3 links to each spine.</source>
        <translation>
            <numerusform>使用 %1 台脊交换机时叶–脊链路无法全部均等：%n 台叶交换机向每台脊交换机发出 %2 或 %3 条链路。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandConnection</name>
    <message>
        <source>Port %1 of %2 runs at %3 Gb/s and port %4 of %5 at %6 Gb/s; no cable joins them.</source>
        <translation>%2 的端口 %1 速率为 %3 Gb/s，%5 的端口 %4 速率为 %6 Gb/s；没有线缆能连接二者。</translation>
    </message>
    <message>
        <source>The catalog has no cable that joins these ports (%1 to %2).</source>
        <translation>目录中没有能连接这两个端口的线缆（%1 至 %2）。</translation>
    </message>
</context>
<context>
    <name>LeafAlignmentPrice</name>
    <message>
        <source>%1 leaves, %2 spines and %3 cores</source>
        <translation>%1 台叶交换机、%2 台脊交换机和 %3 台核心交换机</translation>
    </message>
    <message>
        <source>%1 leaves and %2 spines</source>
        <translation>%1 台叶交换机和 %2 台脊交换机</translation>
    </message>
    <message>
        <source>Compute leaves rack-aligned: %1. Leaf-minimal (--leaf-alignment minimal) would take %2: %3 switch(es), %4 optic(s) and %5 kW fewer.</source>
        <extracomment>%1, %2: &quot;32 leaves and 9 spines&quot;; %3 switches, %4 optics, %5 kW</extracomment>
        <translation>计算叶交换机按机架对齐：%1。叶最少方案（--leaf-alignment minimal）需要 %2：少 %3 台交换机、%4 个光模块和 %5 kW。</translation>
    </message>
    <message>
        <source>Compute leaves leaf-minimal: %2. Rack-aligned (--leaf-alignment rack) would take %1: %3 switch(es), %4 optic(s) and %5 kW more.</source>
        <translation>计算叶交换机采用叶最少方案：%2。按机架对齐（--leaf-alignment rack）需要 %1：多 %3 台交换机、%4 个光模块和 %5 kW。</translation>
    </message>
    <message>
        <source>Rack alignment buys: every tray of a rack on one leaf per rail, so a job&apos;s scale-out traffic inside one rack never crosses a leaf; one leaf&apos;s fault reaches %1 rack(s) rack-aligned, %2 leaf-minimal.</source>
        <translation>按机架对齐的收益：一个机架的所有托盘在每条轨道上接同一台叶交换机，机架内作业的横向扩展流量从不跨越叶交换机；一台叶交换机故障按机架对齐时影响 %1 个机架，叶最少方案时影响 %2 个。</translation>
    </message>
    <message>
        <source>Compute leaves rack-aligned: %1. Leaf-minimal (--leaf-alignment minimal) cannot be built here: %2</source>
        <translation>计算叶交换机按机架对齐：%1。此处无法构建叶最少方案（--leaf-alignment minimal）：%2</translation>
    </message>
    <message>
        <source>Compute leaves leaf-minimal: %1. Rack-aligned (--leaf-alignment rack) cannot be built here: %2</source>
        <translation>计算叶交换机采用叶最少方案：%1。此处无法构建按机架对齐方案（--leaf-alignment rack）：%2</translation>
    </message>
    <message>
        <source>Rack-aligned</source>
        <translation>按机架对齐</translation>
    </message>
    <message>
        <source>Leaf-minimal</source>
        <translation>叶最少</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n leaf switch(es) send bundles of unequal size to the spines; static routing loads them unevenly, so enable adaptive routing.</source>
        <translation>
            <numerusform>%1：%n 台叶交换机发往各脊交换机的链路束大小不等；静态路由下负载不均，请启用自适应路由。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NvlinkGenerator</name>
    <message>
        <source>NVLink switch tray %1 has %2 NVLink ports for %3 compute trays.</source>
        <translation>NVLink 交换托盘 %1 只有 %2 个 NVLink 端口，却要连接 %3 个计算托盘。</translation>
    </message>
    <message>
        <source>Compute tray %1 has %2 NVLink ports for %3 NVLink switch trays.</source>
        <translation>计算托盘 %1 有 %2 个 NVLink 端口，与 %3 个 NVLink 交换托盘不匹配。</translation>
    </message>
</context>
<context>
    <name>OobGenerator</name>
    <message>
        <source>Management switch %1 has no free port for %2.</source>
        <translation>管理交换机 %1 没有空闲端口可供 %2 使用。</translation>
    </message>
</context>
<context>
    <name>PowerGenerator</name>
    <message>
        <source>%1 has no free %2 outlet on feed %3 for %4.</source>
        <translation>%1 的 %3 路供电上没有空闲的 %2 插座可供 %4 使用。</translation>
    </message>
    <message>
        <source>%1 has no free outlet on phase L%2 of %3 for %4.</source>
        <translation>%1 中 %3 的 L%2 相上没有空闲插座可供 %4 使用。</translation>
    </message>
</context>
<context>
    <name>RackPower</name>
    <message>
        <source>Rack %1 draws %2 kW and no PDU in the catalog feeds it with %3 A/B pairs in its side channels and %4 U free.</source>
        <translation>机柜 %1 功耗 %2 kW，目录中没有任何 PDU 能以侧面槽位中的 %3 对 A/B PDU 及 %4 U 空余空间为其供电。</translation>
    </message>
</context>
<context>
    <name>SparesPrice</name>
    <message numerus="yes">
        <source>The %n spare server(s) cost, against the same design without spares: %1 server(s), %2 switch(es), %3 optic(s), %4 fibre(s) and %5 kW of maximum power more.</source>
        <extracomment>%1 servers, %2 switches, %3 optics, %4 fibres, %5 kW</extracomment>
        <translation>
            <numerusform>%n 台备用服务器的代价（与不含备用的同一设计相比）：多 %1 台服务器、%2 台交换机、%3 个光模块、%4 根光纤和 %5 kW 最大功率。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SupernodeWizard</name>
    <message>
        <source>Data hall</source>
        <translation>数据机房</translation>
    </message>
    <message>
        <source>%1-GPU supernode</source>
        <translation>%1 GPU 超节点</translation>
    </message>
    <message>
        <source>The design&apos;s catalog lacks device type &quot;%1&quot;.</source>
        <translation>设计的目录中缺少设备类型“%1”。</translation>
    </message>
    <message>
        <source>Supernode wizard: %1</source>
        <translation>超节点向导：%1</translation>
    </message>
    <message>
        <source>Edit room</source>
        <translation>编辑机房</translation>
    </message>
    <message>
        <source>Insert supernode</source>
        <translation>插入超节点</translation>
    </message>
    <message>
        <source>The supernode wizard fills an empty design; this one already has rows, racks, devices, trays or cooling loops.</source>
        <translation>超节点向导只能填充空白设计；当前设计中已有列、机柜、设备、线槽或冷却回路。</translation>
    </message>
    <message>
        <source>Storage and in-band fabric: %1</source>
        <translation>存储和带内管理网络：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n fabric manager(s) (%1) take %2 leaf port(s) left free by the servers.</source>
        <translation>
            <numerusform>%n 台网络管理设备（%1）占用服务器留空的 %2 个叶交换机端口。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) per scalable unit are spares: the last of each SU, cabled like the others and left out of the parallelism plan.</source>
        <translation>
            <numerusform>每个可扩展单元有 %n 台备用服务器：位于每个 SU 的末尾，与其他服务器同样布线，但不计入并行计划。</numerusform>
        </translation>
    </message>
    <message>
        <source>TP %1 does not divide the %2-GPU NVLink domain: %3 GPU(s) of each domain stay idle, %4 of the %5 installed in all.</source>
        <translation>TP %1 不能整除 %2-GPU 的 NVLink 域：每个域有 %3 个 GPU 闲置，总计 %5 个已安装 GPU 中有 %4 个闲置。</translation>
    </message>
    <message>
        <source>Record the parallelism plan</source>
        <translation>记录并行计划</translation>
    </message>
    <message>
        <source>The column grid must be positive.</source>
        <translation>柱网间距必须为正数。</translation>
    </message>
    <message>
        <source>Leaf-minimal compute leaves are a choice for rack-scale servers (NVL72) on a rail fabric; %1 on a %2 fabric has no racks of trays to align leaves with.</source>
        <translation>叶最少的计算叶交换机方案只适用于轨道网络上的机架级服务器（NVL72）；%2 网络上的 %1 没有可供叶交换机对齐的托盘机架。</translation>
    </message>
    <message numerus="yes">
        <source>%n SU(s) (%1 GPUs)</source>
        <translation>
            <numerusform>%n 个 SU（%1 块 GPU）</numerusform>
        </translation>
    </message>
    <message>
        <source>No nearby size has equal spine–core links; enable adaptive routing on the spines and cores.</source>
        <translation>附近没有脊–核心链路均等的规模；请在脊交换机和核心交换机上启用自适应路由。</translation>
    </message>
    <message>
        <source>Nearest sizes with equal spine–core links: %1; at this size enable adaptive routing on the spines and cores.</source>
        <translation>脊–核心链路均等的最接近规模：%1；在当前规模下请在脊交换机和核心交换机上启用自适应路由。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message numerus="yes">
        <source>%n blanking panel(s) close the open U below each rack&apos;s highest device.</source>
        <translation>
            <numerusform>%n 块盲板封闭了各机柜最高设备以下的空闲 U 位。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows hold %1 scalable units (%2 m of racks), not the %3 a square hall would: the row-end CDUs&apos; coolant pipes reach no further.</source>
        <translation>每排放置 %1 个可扩展单元（机柜共长 %2 m），而非方形机房所需的 %3 个：排端 CDU 的冷却液管道无法延伸得更远。</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>园区</translation>
    </message>
    <message>
        <source>A data hall needs at least 100 m² of floor (0: no limit).</source>
        <translation>一个数据机房至少需要 100 m² 的地面（0：不限）。</translation>
    </message>
    <message>
        <source>A data hall&apos;s IT load limit must be 0 (no limit) or more.</source>
        <translation>数据机房的 IT 负载上限必须为 0（不限）或更大。</translation>
    </message>
</context>
<context>
    <name>WizardHalls</name>
    <message>
        <source>one hall would take %1 m² of floor, more than the %2 m² a hall may have</source>
        <translation>一个机房需占地 %1 m²，超过单个机房允许的 %2 m²</translation>
    </message>
    <message>
        <source>one hall would carry %1 MW, more than the %2 MW a hall&apos;s plant may supply</source>
        <translation>一个机房需承担 %1 MW，超过单个机房设施可供的 %2 MW</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Site: %1 data halls of up to %2 SU rows, the spine and core switches in a network room between data halls %3 and %4: %5. Cables between halls run in the trunk and cross trays through the partitions.</source>
        <translation>园区：%1 个数据机房，每个最多 %2 排 SU，脊交换机和核心交换机位于数据机房 %3 与 %4 之间的网络机房：%5。机房之间的线缆经主干桥架和横向桥架穿过隔墙。</translation>
    </message>
</context>
<context>
    <name>WizardRacks</name>
    <message>
        <source>Rack %1 needs %2 kW of liquid cooling, more than one %3 gives.</source>
        <translation>机柜 %1 需要 %2 kW 的液冷量，超过一台 %3 的能力。</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>机柜 %1</translation>
    </message>
    <message>
        <source>Rack %1 draws %2 kW and no busway tap-off in the catalog feeds its power shelves.</source>
        <translation>机架 %1 功耗 %2 kW，目录中没有能为其电源架供电的母线插接箱。</translation>
    </message>
    <message>
        <source>Network room</source>
        <translation>网络机房</translation>
    </message>
    <message>
        <source>Data hall %1</source>
        <translation>数据机房 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n in-row cooler(s) beyond N+1 stand in place(s) a row kept for coolers, which would otherwise leave gap(s) in the row.</source>
        <translation>
            <numerusform>另有 %n 台列间空调（超出 N+1）安装在机柜列为空调预留的位置上，否则这些位置会在列中留下空缺。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WizardSite</name>
    <message>
        <source>The hall cannot take the design: %1 finds no free place in its row at y %2 mm inside the hall (%3 mm wide); columns, walls, doors and keep-out zones leave too little floor.</source>
        <translation>机房容纳不下该设计：%1 在机房内（宽 %3 mm）y %2 mm 处的列中找不到空位；柱子、墙、门和禁放区留下的地面太少。</translation>
    </message>
    <message>
        <source>The hall cannot take the design: %1 would stand outside its outline (the layout needs %2 mm × %3 mm from the hall&apos;s corner).</source>
        <translation>机房容纳不下该设计：%1 将位于机房轮廓之外（布局需要从机房角点起 %2 mm × %3 mm）。</translation>
    </message>
</context>
<context>
    <name>WizardSizing</name>
    <message>
        <source>The catalog has no device type &quot;%1&quot;, which the wizard needs.</source>
        <translation>目录中没有向导所需的设备类型“%1”。</translation>
    </message>
    <message>
        <source>side channels</source>
        <extracomment>The limit a rack ran into, shown in parentheses after &quot;does not fit rack type …&quot;.</extracomment>
        <translation>侧面槽位</translation>
    </message>
    <message>
        <source>management switch ports</source>
        <translation>管理交换机端口</translation>
    </message>
    <message>
        <source>The coolant ΔT must be above 0 K.</source>
        <translation>冷却液温差 ΔT 必须大于 0 K。</translation>
    </message>
    <message>
        <source>Supply temperature %1 °C is outside the CDU&apos;s %2–%3 °C.</source>
        <translation>进液温度 %1 °C 超出 CDU 的 %2–%3 °C 范围。</translation>
    </message>
    <message>
        <source>Supply temperature %1 °C is above the %2 °C inlet limit of %3.</source>
        <translation>进液温度 %1 °C 高于 %3 的 %2 °C 进液上限。</translation>
    </message>
    <message>
        <source>A %1-GPU NVLink domain draws %2 kW in one rack; the rack budget is %3 kW.</source>
        <translation>一个 %1 GPU NVLink 域在单个机柜内功耗 %2 kW；机柜功率预算为 %3 kW。</translation>
    </message>
    <message>
        <source>A %1-GPU NVLink domain does not fit rack type %2 (%3).</source>
        <translation>一个 %1 GPU NVLink 域放不进机柜类型 %2（%3）。</translation>
    </message>
    <message>
        <source>Not even one %1 fits rack type %2 with a %3 kW budget (%4).</source>
        <translation>在 %3 kW 预算下，机柜类型 %2 连一台 %1 也放不下（%4）。</translation>
    </message>
    <message>
        <source>The oversubscription must be 1 (non-blocking) or more.</source>
        <translation>收敛比必须不小于 1（1 为无阻塞）。</translation>
    </message>
    <message>
        <source>Not even one %1 fits rack type %2 with a %3 kW budget.</source>
        <translation>在 %3 kW 预算下，机柜类型 %2 连一台 %1 也放不下。</translation>
    </message>
    <message>
        <source>%1 GPUs is not a whole number of %2-GPU NVLink domains.</source>
        <translation>%1 个 GPU 不是 %2 GPU NVLink 域的整数倍。</translation>
    </message>
    <message>
        <source>%1 GPUs is not a whole number of %2-GPU servers.</source>
        <translation>%1 个 GPU 不是 %2 GPU 服务器的整数倍。</translation>
    </message>
    <message>
        <source>The storage oversubscription must be 1 (non-blocking) or more.</source>
        <translation>存储收敛比必须不小于 1（1 为无阻塞）。</translation>
    </message>
    <message>
        <source>one NVLink domain per rack</source>
        <translation>每机柜一个 NVLink 域</translation>
    </message>
    <message>
        <source>TP %1 does not fit the %2-GPU NVLink domain of %3: a TP group must stay inside one domain.</source>
        <translation>TP %1 超出 %3 的 %2-GPU NVLink 域：一个 TP 组必须位于同一个域内。</translation>
    </message>
    <message>
        <source>TP %1 does not divide the %2-GPU NVLink domain of %3 into whole servers of %4 GPUs.</source>
        <translation>TP %1 无法把 %3 的 %2-GPU NVLink 域分成每台 %4 个 GPU 的整台服务器。</translation>
    </message>
    <message>
        <source>%1 GPUs is not a whole number of TP groups of %2.</source>
        <translation>%1 个 GPU 不是 %2 个 GPU 的 TP 组的整数倍。</translation>
    </message>
    <message>
        <source>busway tap-off capacity</source>
        <extracomment>The limit a busbar rack ran into: no tap-off in the catalog feeds its power shelves.</extracomment>
        <translation>母线插接箱容量</translation>
    </message>
    <message>
        <source>Rack type %1 has a busbar, but the catalog lacks the power shelf %2 or the busway tap-offs (%3) that feed it.</source>
        <translation>机架类型 %1 带有母排，但目录中缺少电源架 %2 或为其供电的母线插接箱（%3）。</translation>
    </message>
    <message>
        <source>A/B PDU pairs, as asked (--feed pdu)</source>
        <translation>A/B PDU 对，按要求（--feed pdu）</translation>
    </message>
    <message>
        <source>A/B PDU pairs: rack type %1 has no busbar</source>
        <extracomment>Why a rack is powered as it is: no busbar, --feed pdu, or AC servers in a busbar rack.</extracomment>
        <translation>A/B PDU 对：机架类型 %1 没有母排</translation>
    </message>
    <message>
        <source>Facility water at %1 °C leaves the CDUs no approach to a %2 °C secondary supply.</source>
        <translation>设施冷却水为 %1 °C 时，CDU 无法达到 %2 °C 的二次侧供液温度（没有换热温差）。</translation>
    </message>
    <message>
        <source>A/B PDU pairs: %1 takes AC cords (%2), and the %3 V DC busbar of rack type %4 feeds only devices with a busbar clip</source>
        <translation>A/B PDU 对：%1 使用交流电源线（%2），而机柜类型 %4 的 %3 V 直流母线只为带母线夹的设备供电</translation>
    </message>
    <message>
        <source>power shelves on the rack&apos;s %1 V busbar (%2 × %3 kW rectifiers a shelf, %4), fed by busway tap-offs on feeds A and B, the other devices by A/B PDU pairs: rack type %5 has a busbar</source>
        <extracomment>Why a rack is powered as it is: its type has a DC busbar. %4 is &quot;a spare rectifier in each shelf&quot; or &quot;a spare shelf&quot;.</extracomment>
        <translation>电源架接在机柜的 %1 V 母线上（每个电源架 %2 × %3 kW 整流模块，%4），由 A、B 两路母线槽插接箱供电，其余设备由 A/B PDU 对供电：机柜类型 %5 带母线</translation>
    </message>
    <message>
        <source>a spare rectifier in each shelf</source>
        <translation>每个电源架一个备用整流模块</translation>
    </message>
    <message>
        <source>a spare shelf</source>
        <translation>一个备用电源架</translation>
    </message>
    <message>
        <source>A rack-scale domain needs an NVLink switch tray in the catalog.</source>
        <translation>机柜级域需要目录中有 NVLink 交换托盘。</translation>
    </message>
    <message>
        <source>Rack type %1 has no busbar for power shelves; choose a rack type with one, or feed the racks from PDUs.</source>
        <translation>机柜类型 %1 没有用于电源架的母线；请选择带母线的机柜类型，或改用 PDU 为机柜供电。</translation>
    </message>
    <message>
        <source>%1 takes AC cords (%2), and a rack busbar carries %3 V DC for devices with a busbar clip; feed the racks from PDUs.</source>
        <translation>%1 使用交流电源线（%2），而机柜母线只为带母线夹的设备提供 %3 V 直流电；请改用 PDU 为机柜供电。</translation>
    </message>
    <message>
        <source>%1 takes its power by a busbar clip: it needs a rack type with a busbar (%2), fed by a busway.</source>
        <translation>%1 通过母线夹取电：它需要带母线的机柜类型（%2），并由母线槽供电。</translation>
    </message>
    <message>
        <source>Give TP, PP and DP together, each 1 or more, or a GPU count.</source>
        <translation>请同时给出 TP、PP 和 DP（均不小于 1），或给出 GPU 数量。</translation>
    </message>
    <message>
        <source>%1 GPUs do not match TP %2 × PP %3 × DP %4 = %5.</source>
        <translation>%1 个 GPU 与 TP %2 × PP %3 × DP %4 = %5 不符。</translation>
    </message>
    <message>
        <source>Give a GPU count, or TP × PP × DP.</source>
        <translation>请给出 GPU 数量，或 TP × PP × DP。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a GPU server or compute tray in the catalog.</source>
        <translation>“%1”不是目录中的 GPU 服务器或计算托盘。</translation>
    </message>
    <message>
        <source>%1 is liquid-cooled; choose an air-cooled server, or liquid cooling.</source>
        <translation>%1 为液冷；请选择风冷服务器，或改用液冷。</translation>
    </message>
    <message>
        <source>%1 is air-cooled; choose a liquid-cooled server, or air cooling.</source>
        <translation>%1 为风冷；请选择液冷服务器，或改用风冷。</translation>
    </message>
    <message>
        <source>The catalog has no coolant &quot;%1&quot;.</source>
        <translation>目录中没有冷却液“%1”。</translation>
    </message>
    <message>
        <source>The catalog has no rack type &quot;%1&quot;.</source>
        <translation>目录中没有机柜类型“%1”。</translation>
    </message>
    <message>
        <source>One %1 draws up to %2 kW, more than the rack budget of %3 kW.</source>
        <translation>一台 %1 最大功耗 %2 kW，超过机柜预算 %3 kW。</translation>
    </message>
    <message>
        <source>%1 GPUs per scalable unit is not a whole number of %2-GPU NVLink domains.</source>
        <translation>每个可扩展单元 %1 个 GPU，不是 %2-GPU NVLink 域的整数倍。</translation>
    </message>
    <message>
        <source>%1 GPUs per scalable unit is not a whole number of %2-GPU servers.</source>
        <translation>每个可扩展单元 %1 个 GPU，不是 %2-GPU 服务器的整数倍。</translation>
    </message>
    <message>
        <source>Spare servers must be 0 or more.</source>
        <translation>备用服务器数量不能小于 0。</translation>
    </message>
    <message>
        <source>%1 spare(s) leave an SU of %2 NVLink domains no working domain.</source>
        <translation>%1 个备用会使含 %2 个 NVLink 域的可扩展单元没有可工作的域。</translation>
    </message>
    <message>
        <source>%1 spare(s) leave an SU of %2 servers no working server.</source>
        <translation>%1 台备用会使含 %2 台服务器的可扩展单元没有可工作的服务器。</translation>
    </message>
    <message>
        <source>%1 has no compute-fabric port; design it without a fabric.</source>
        <translation>%1 没有计算网络端口；请选择不建网络。</translation>
    </message>
    <message>
        <source>No switch in the catalog has %1 G %2 ports for the NICs of %3; design it without a fabric.</source>
        <translation>目录中没有交换机具备适配 %3 网卡的 %1 G %2 端口；请选择不建网络。</translation>
    </message>
    <message>
        <source>Fabric-manager appliances must be 0 or more.</source>
        <translation>网络管理设备数量不能小于 0。</translation>
    </message>
    <message>
        <source>The appliances join the compute fabric, and this design has none.</source>
        <translation>这些设备接入计算网络，而本设计没有计算网络。</translation>
    </message>
    <message>
        <source>%1 has no ports that join the %2 leaves (%3 G %4).</source>
        <translation>%1 没有可接入 %2 叶交换机的端口（%3 G %4）。</translation>
    </message>
    <message>
        <source>No switch in the catalog takes the storage and in-band ports (%1 G %2) of %3; design it without the storage fabric.</source>
        <translation>目录中没有交换机能接入 %3 的存储与带内端口（%1 G %2）；请选择不建存储网络。</translation>
    </message>
    <message>
        <source>%1 GPUs is more than the %2 a design can hold.</source>
        <translation>%1 块 GPU 超过了一个设计能容纳的 %2 块。</translation>
    </message>
    <message>
        <source>TP %1 × PP %2 × DP %3 is more GPUs than the %4 a design can hold.</source>
        <translation>TP %1 × PP %2 × DP %3 的 GPU 数超过了一个设计能容纳的 %4 块。</translation>
    </message>
</context>
</TS>
