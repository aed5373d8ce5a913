<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BundledExamples</name>
    <message>
        <source>256 GPUs (HGX B200), liquid-cooled, rail-optimised fabric</source>
        <translation>256 个 GPU（HGX B200），液冷，轨道优化网络</translation>
    </message>
    <message>
        <source>1,024 GPUs: four supernodes of 256 joined by spines</source>
        <translation>1024 个 GPU：四个 256 GPU 超节点经脊交换机互连</translation>
    </message>
    <message>
        <source>576 GPUs in eight GB200 NVL72 racks</source>
        <translation>576 个 GPU，八个 GB200 NVL72 机柜</translation>
    </message>
    <message>
        <source>PCIe inference pod: three boxes of 16 cards</source>
        <translation>PCIe 推理单元：三台 16 卡服务器</translation>
    </message>
    <message>
        <source>One liquid-cooled row with in-rack CDUs (two flow errors to fix)</source>
        <translation>一排液冷机柜，柜内 CDU（有两处流量错误待修正）</translation>
    </message>
</context>
<context>
    <name>CableEdits</name>
    <message>
        <source>Unknown cable type &quot;%1&quot;.</source>
        <translation>未知的线缆类型“%1”。</translation>
    </message>
    <message>
        <source>The cable does not exist.</source>
        <translation>该线缆不存在。</translation>
    </message>
    <message>
        <source>Cable type %1 does not fit the ports of cable %2.</source>
        <translation>线缆类型 %1 与线缆 %2 的端口不匹配。</translation>
    </message>
    <message>
        <source>Set cable %1 to type %2</source>
        <translation>将线缆 %1 的类型设为 %2</translation>
    </message>
    <message numerus="yes">
        <source>Set %n cable(s) to type %1</source>
        <translation>
            <numerusform>将 %n 根线缆的类型设为 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>An ordered length must be more than 0 m.</source>
        <translation>订购长度必须大于 0 m。</translation>
    </message>
    <message>
        <source>Cable %1 runs %2 m along its route; %3 m is too short.</source>
        <translation>线缆 %1 沿路由长 %2 m；%3 m 太短。</translation>
    </message>
    <message>
        <source>Order cable %1 at %2 m</source>
        <translation>线缆 %1 按 %2 m 订购</translation>
    </message>
    <message numerus="yes">
        <source>Order %n cable(s) at %1 m</source>
        <translation>
            <numerusform>%n 根线缆按 %1 m 订购</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the ordered length of cable %1</source>
        <translation>清除线缆 %1 的订购长度</translation>
    </message>
    <message numerus="yes">
        <source>Clear the ordered length of %n cable(s)</source>
        <translation>
            <numerusform>清除 %n 根线缆的订购长度</numerusform>
        </translation>
    </message>
    <message>
        <source>Another cable is already labelled %1.</source>
        <translation>已有另一根线缆的标签为 %1。</translation>
    </message>
    <message>
        <source>Label cable %1</source>
        <translation>为线缆加标签 %1</translation>
    </message>
    <message>
        <source>Remove the label of cable %1</source>
        <translation>删除线缆 %1 的标签</translation>
    </message>
    <message>
        <source>Rename cable %1 to %2</source>
        <translation>将线缆 %1 重命名为 %2</translation>
    </message>
</context>
<context>
    <name>CategoryLegend</name>
    <message>
        <source>Empty rack</source>
        <translation>空机柜</translation>
    </message>
</context>
<context>
    <name>CategoryStyle</name>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Compute trays</source>
        <translation>计算托盘</translation>
    </message>
    <message>
        <source>NVLink switch trays</source>
        <translation>NVLink 交换托盘</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Head nodes</source>
        <translation>管理节点</translation>
    </message>
    <message>
        <source>Storage nodes</source>
        <translation>存储节点</translation>
    </message>
    <message>
        <source>PDUs</source>
        <translation>PDU（电源分配单元）</translation>
    </message>
    <message>
        <source>Power shelves</source>
        <translation>电源架</translation>
    </message>
    <message>
        <source>Coolant manifolds</source>
        <translation>冷却液分水器</translation>
    </message>
    <message>
        <source>CDUs</source>
        <translation>冷量分配单元（CDU）</translation>
    </message>
    <message>
        <source>Cable managers</source>
        <translation>理线器</translation>
    </message>
    <message>
        <source>Patch panels</source>
        <translation>配线架</translation>
    </message>
    <message>
        <source>Blanking panels</source>
        <translation>盲板</translation>
    </message>
    <message>
        <source>UPS units</source>
        <translation>UPS 不间断电源</translation>
    </message>
    <message>
        <source>Routers and firewalls</source>
        <translation>路由器和防火墙</translation>
    </message>
    <message>
        <source>Air coolers (CRAH, in-row)</source>
        <translation>空气冷却设备（机房空调、列间空调）</translation>
    </message>
</context>
<context>
    <name>DeviceClipboard</name>
    <message>
        <source>Choose a rack to paste into.</source>
        <translation>请选择要粘贴到的机柜。</translation>
    </message>
    <message>
        <source>The clipboard holds no devices.</source>
        <translation>剪贴板中没有设备。</translation>
    </message>
    <message>
        <source>Unknown device type &quot;%1&quot;.</source>
        <translation>未知的设备类型“%1”。</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n device(s) into %1</source>
        <translation>
            <numerusform>粘贴 %n 台设备到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot paste %1: %2</source>
        <translation>无法粘贴 %1：%2</translation>
    </message>
</context>
<context>
    <name>DeviceTypeText</name>
    <message>
        <source>power draw</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>typical power draw</source>
        <translation>典型功耗</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>重量</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>liquid-cooled share of the heat</source>
        <translation>液冷散热占比</translation>
    </message>
    <message>
        <source>maximum coolant inlet temperature</source>
        <translation>最高冷却液进液温度</translation>
    </message>
    <message>
        <source>PDU rating</source>
        <translation>PDU 额定值</translation>
    </message>
    <message>
        <source>CDU capacity</source>
        <translation>CDU 容量</translation>
    </message>
    <message>
        <source>full depth</source>
        <translation>是否全深</translation>
    </message>
    <message>
        <source>%1 kW max, typical unknown</source>
        <translation>最大 %1 kW，典型值未知</translation>
    </message>
    <message>
        <source>%1 kW max, %2 kW typical</source>
        <translation>最大 %1 kW，典型 %2 kW</translation>
    </message>
    <message>
        <source>%1: unknown</source>
        <translation>%1：未知</translation>
    </message>
    <message>
        <source>reach</source>
        <translation>传输距离</translation>
    </message>
</context>
<context>
    <name>DrawingPrinting</name>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Revision %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>%1 × %2 m</source>
        <translation>%1 × %2 米</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>图纸</translation>
    </message>
    <message>
        <source>Scale 1:%1 on %2</source>
        <translation>比例 1:%1，%2 图幅</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Sheet %1 of %2 · Supernode Designer</source>
        <translation>第 %1 张，共 %2 张 · Supernode Designer</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 米</translation>
    </message>
    <message>
        <source>Nothing to print: choose the floor plan or at least one rack.</source>
        <translation>没有可打印的内容：请选择平面图或至少一个机柜。</translation>
    </message>
    <message>
        <source>The printer does not take %1 landscape.</source>
        <translation>打印机不支持横向 %1 纸张。</translation>
    </message>
    <message>
        <source>Could not start printing to %1.</source>
        <translation>无法开始打印到 %1。</translation>
    </message>
    <message>
        <source>Floor plan</source>
        <translation>平面图</translation>
    </message>
    <message>
        <source>Rack %1, front and rear</source>
        <translation>机柜 %1，正面与背面</translation>
    </message>
</context>
<context>
    <name>ExportKinds</name>
    <message>
        <source>Cable &amp;Schedule (CSV)…</source>
        <translation>线缆清单 (CSV)(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Label Sheets (PDF)…</source>
        <translation>标签页 (PDF)(&amp;L)…</translation>
    </message>
    <message>
        <source>Labels for Label &amp;Printers (CSV)…</source>
        <translation>标签打印机用标签 (CSV)(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Bill of Materials (CSV)…</source>
        <translation>物料清单 (CSV)(&amp;B)…</translation>
    </message>
    <message>
        <source>Bill of Materials (P&amp;DF)…</source>
        <translation>物料清单 (PDF)(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;NCCL Topology Files…</source>
        <translation>NCCL 拓扑文件(&amp;N)…</translation>
    </message>
    <message>
        <source>Sl&amp;urm Topology…</source>
        <translation>Slurm 拓扑(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Drawings (SVG and PDF)…</source>
        <translation>图纸 (SVG 和 PDF)(&amp;D)…</translation>
    </message>
    <message>
        <source>Net&amp;Box Import Files…</source>
        <translation>NetBox 导入文件(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Rule Findings Report…</source>
        <translation>规则检查报告(&amp;R)…</translation>
    </message>
    <message>
        <source>Export Cable Schedule</source>
        <translation>导出线缆清单</translation>
    </message>
    <message>
        <source>Export Label Sheets</source>
        <translation>导出标签页</translation>
    </message>
    <message>
        <source>Export Labels for Label Printers</source>
        <translation>导出标签打印机用标签</translation>
    </message>
    <message>
        <source>Export Bill of Materials (CSV)</source>
        <translation>导出物料清单 (CSV)</translation>
    </message>
    <message>
        <source>Export Bill of Materials (PDF)</source>
        <translation>导出物料清单 (PDF)</translation>
    </message>
    <message>
        <source>Export NCCL Topology Files</source>
        <translation>导出 NCCL 拓扑文件</translation>
    </message>
    <message>
        <source>Export Slurm Topology</source>
        <translation>导出 Slurm 拓扑</translation>
    </message>
    <message>
        <source>Export Drawings</source>
        <translation>导出图纸</translation>
    </message>
    <message>
        <source>Export NetBox Import Files</source>
        <translation>导出 NetBox 导入文件</translation>
    </message>
    <message>
        <source>Export Rule Findings Report</source>
        <translation>导出规则检查报告</translation>
    </message>
    <message>
        <source>The install crew&apos;s pull list: one row per cable with both ends, type, lengths, trays and labels.</source>
        <translation>施工人员的布线清单：每根线缆一行，含两端、类型、长度、线槽和标签。</translation>
    </message>
    <message>
        <source>Cable labels for both ends, placed on the grid of real label stock, optionally with a QR code of the cable id.</source>
        <translation>线缆两端的标签，按实际标签纸的网格排布，可选印上线缆编号的二维码。</translation>
    </message>
    <message>
        <source>One row per label for label-printer software (Brady, Brother P-touch, BarTender).</source>
        <translation>供标签打印软件（Brady、Brother P-touch、BarTender）使用，每个标签一行。</translation>
    </message>
    <message>
        <source>Devices, cables by type and orderable length, transceivers, hoses, trays and totals for procurement.</source>
        <translation>供采购使用：设备、按类型和可订购长度统计的线缆、光模块、软管、线槽及合计。</translation>
    </message>
    <message>
        <source>The bill of materials as a printable A4 table.</source>
        <translation>可打印的 A4 物料清单表格。</translation>
    </message>
    <message>
        <source>Every rack elevation (front and rear) and the floor plan as SVG files and one multi-page PDF.</source>
        <translation>所有机柜立面图（正面和背面）及平面布置图，输出为 SVG 文件和一个多页 PDF。</translation>
    </message>
    <message>
        <source>Sites, racks, devices, power and cables as CSV files in NetBox&apos;s bulk-import columns.</source>
        <translation>站点、机柜、设备、供电和线缆，按 NetBox 批量导入的列输出为 CSV 文件。</translation>
    </message>
    <message>
        <source>Every rule finding with its objects, measured value and limit: text, or JSON when the file ends in .json.</source>
        <translation>每条规则检查结果及其对象、测量值和限值：输出为文本，文件名以 .json 结尾时输出为 JSON。</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Text reports (*.txt);;JSON reports (*.json)</source>
        <translation>文本报告 (*.txt);;JSON 报告 (*.json)</translation>
    </message>
    <message>
        <source>One NCCL_TOPO_FILE and NCCL environment file per GPU server, named after its host, an index of GPUs, NICs and rails, and the design&apos;s rail map.</source>
        <translation>每台 GPU 服务器一个以主机名命名的 NCCL_TOPO_FILE 和 NCCL 环境文件，另附 GPU、网卡和轨道的索引以及整个设计的轨道映射表。</translation>
    </message>
    <message>
        <source>Slurm topology.yaml, topology.conf (tree and block forms) and partition lines derived from the cabling.</source>
        <translation>根据布线生成的 Slurm topology.yaml、topology.conf（树形与块形式）以及分区配置行。</translation>
    </message>
    <message>
        <source>Expected Fabric as &amp;ibnetdiscover Output…</source>
        <translation>预期网络，ibnetdiscover 输出格式(&amp;I)…</translation>
    </message>
    <message>
        <source>Expected Fabric as IBDM &amp;Topology (ibdiagnet -t)…</source>
        <translation>预期网络，IBDM 拓扑文件(&amp;T)（ibdiagnet -t）…</translation>
    </message>
    <message>
        <source>Export Expected Fabric (ibnetdiscover)</source>
        <translation>导出预期网络（ibnetdiscover）</translation>
    </message>
    <message>
        <source>Export Expected Fabric (IBDM topology)</source>
        <translation>导出预期网络（IBDM 拓扑）</translation>
    </message>
    <message>
        <source>The InfiniBand fabric as ibnetdiscover prints it once built to the design; ibsim reads it as a net file.</source>
        <translation>按设计建成后 ibnetdiscover 会打印的 InfiniBand 网络；ibsim 可将其作为网络文件读取。</translation>
    </message>
    <message>
        <source>The InfiniBand fabric as an IBDM topology file with its system definitions, for ibdiagnet -t.</source>
        <translation>InfiniBand 网络的 IBDM 拓扑文件及其系统定义，供 ibdiagnet -t 使用。</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>文本文件 (*.txt)</translation>
    </message>
    <message>
        <source>D&amp;XF…</source>
        <translation>DXF 平面图(&amp;X)…</translation>
    </message>
    <message>
        <source>Export Floor Plan as DXF</source>
        <translation>导出 DXF 平面图</translation>
    </message>
    <message>
        <source>The floor plan to scale in millimetres for CAD: room, columns, walls, doors, keep-outs, rows, racks, trays, CDUs and cable routes on their own layers, with a title block.</source>
        <translation>供 CAD 使用、以毫米按比例绘制的平面图：机房、柱子、墙体、门、禁放区、机柜列、机柜、线槽、CDU 和线缆路由各在独立图层上，并附标题栏。</translation>
    </message>
    <message>
        <source>DXF drawings (*.dxf)</source>
        <translation>DXF 图纸 (*.dxf)</translation>
    </message>
</context>
<context>
    <name>ExportPrinting</name>
    <message>
        <source>The printer %1 does not take the page size of %2 (%3 × %4 mm).</source>
        <translation>打印机 %1 不支持 %2 的纸张尺寸（%3 × %4 mm）。</translation>
    </message>
    <message>
        <source>the bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Bill of materials — %1</source>
        <translation>物料清单 — %1</translation>
    </message>
</context>
<context>
    <name>ExportScreenshot</name>
    <message>
        <source>Cannot write the screenshot %1.</source>
        <translation>无法写入截图 %1。</translation>
    </message>
</context>
<context>
    <name>GuiMain</name>
    <message>
        <source>Cannot write the screenshot %1.</source>
        <translation>无法写入截图 %1。</translation>
    </message>
</context>
<context>
    <name>HeatMapStyle</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>无(&amp;N)</translation>
    </message>
    <message>
        <source>Rack &amp;kW</source>
        <translation>机柜功率 kW(&amp;K)</translation>
    </message>
    <message>
        <source>kW per &amp;m²</source>
        <translation>每平方米 kW(&amp;M)</translation>
    </message>
    <message>
        <source>Coolant &amp;Flow Margin</source>
        <translation>冷却液流量余量(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Tray Fill</source>
        <translation>线槽填充率(&amp;T)</translation>
    </message>
    <message>
        <source>Rack power, kW at max draw</source>
        <translation>机柜功率（最大功耗，kW）</translation>
    </message>
    <message>
        <source>Power density, kW/m²</source>
        <translation>功率密度（kW/m²）</translation>
    </message>
    <message>
        <source>Coolant flow margin, L/min</source>
        <translation>冷却液流量余量（L/min）</translation>
    </message>
    <message>
        <source>Tray fill, % of cross-section</source>
        <translation>线槽填充率（占截面积的 %）</translation>
    </message>
    <message>
        <source>colour: share of the rack&apos;s power budget</source>
        <translation>颜色：占机柜功率预算的比例</translation>
    </message>
    <message>
        <source>area: footprint + %1 m of aisle; room average %2 kW/m²</source>
        <translation>面积：占地 + %1 m 通道；机房平均 %2 kW/m²</translation>
    </message>
    <message>
        <source>manifold capacity − required flow; colour: share of capacity needed</source>
        <translation>分水器容量 − 所需流量；颜色：所需流量占容量的比例</translation>
    </message>
    <message>
        <source>colour: share of the tray&apos;s fill limit</source>
        <translation>颜色：占线槽填充上限的比例</translation>
    </message>
    <message>
        <source>%1 kW/m²</source>
        <translation>%1 kW/m²</translation>
    </message>
    <message>
        <source>0 %</source>
        <translation>0 %</translation>
    </message>
    <message>
        <source>50 %</source>
        <translation>50 %</translation>
    </message>
    <message>
        <source>over budget at max draw</source>
        <translation>最大功耗超出预算</translation>
    </message>
    <message>
        <source>needs more flow than its manifolds carry</source>
        <translation>所需流量超出分水器能力</translation>
    </message>
    <message>
        <source>over its fill limit</source>
        <translation>超出填充上限</translation>
    </message>
    <message>
        <source>no power budget set</source>
        <translation>未设置功率预算</translation>
    </message>
    <message>
        <source>on no cooling loop (no flow figure)</source>
        <translation>未接入冷却回路（无流量数据）</translation>
    </message>
    <message>
        <source>no cross-section or fill limit</source>
        <translation>无截面积或填充上限</translation>
    </message>
    <message>
        <source>100 %</source>
        <translation>100 %</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>&amp;GPUs Lost if a Part Fails</source>
        <translation>部件故障时损失的 GPU(&amp;G)</translation>
    </message>
    <message>
        <source>GPUs lost if this fails</source>
        <translation>此部件故障时损失的 GPU</translation>
    </message>
    <message>
        <source>worst single failure of a part in the rack; colour: share of all %1 GPUs</source>
        <translation>机柜内部件最严重的单点故障；颜色：占全部 %1 个 GPU 的比例</translation>
    </message>
    <message>
        <source>no GPUs in the design</source>
        <translation>设计中没有 GPU</translation>
    </message>
    <message>
        <source>F&amp;loor Load</source>
        <translation>楼板荷载(&amp;L)</translation>
    </message>
    <message>
        <source>Floor load, kN/m²</source>
        <translation>楼板荷载，kN/m²</translation>
    </message>
    <message>
        <source>rack weight on its own footprint; colour: share of the %1 kN/m² floor rating</source>
        <translation>机柜重量作用于其自身占地面积；颜色：占 %1 kN/m² 楼板额定值的比例</translation>
    </message>
    <message>
        <source>rack weight on its own footprint; the room has no floor rating</source>
        <translation>机柜重量作用于其自身占地面积；机房未设楼板额定值</translation>
    </message>
    <message>
        <source>over the floor rating</source>
        <translation>超过楼板额定值</translation>
    </message>
    <message>
        <source>no floor rating set for the room</source>
        <translation>机房未设楼板额定值</translation>
    </message>
    <message>
        <source>&amp;Delivered Coolant Flow</source>
        <translation>实际冷却液流量(&amp;D)</translation>
    </message>
    <message>
        <source>Delivered coolant flow, % of what the rack&apos;s heat needs</source>
        <translation>实际冷却液流量，占机柜热负荷所需流量的百分比</translation>
    </message>
    <message>
        <source>the loop solved for pressure and flow, CDU pumps at their controlled speed; colour: required / delivered</source>
        <translation>按压力与流量求解回路，CDU 水泵处于受控转速；颜色：所需 / 实际</translation>
    </message>
    <message>
        <source>gets less flow than its heat needs</source>
        <translation>所得流量低于其热负荷所需</translation>
    </message>
    <message>
        <source>no solved coolant loop (see Analysis ▸ Coolant Hydraulics)</source>
        <translation>没有已求解的冷却回路（见“分析 ▸ 冷却液水力计算”）</translation>
    </message>
</context>
<context>
    <name>ObjectToolTips</name>
    <message>
        <source>Rack %1 — %2 %3</source>
        <translation>机柜 %1 — %2 %3</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>机柜 %1</translation>
    </message>
    <message>
        <source>%1 of %2 U used</source>
        <translation>已用 %1 U，共 %2 U</translation>
    </message>
    <message>
        <source>Row %1, %2</source>
        <translation>%1 排，%2</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 千克</translation>
    </message>
    <message>
        <source>%1 kg of %2 kg</source>
        <translation>%1 千克（上限 %2 千克）</translation>
    </message>
    <message>
        <source>%1 kW max, %2 kW typical, %3</source>
        <translation>最大 %1 kW，典型 %2 kW，%3</translation>
    </message>
    <message numerus="yes">
        <source>incomplete: power draw of %n device(s) unknown</source>
        <translation>
            <numerusform>不完整：%n 台设备的功耗未知</numerusform>
        </translation>
    </message>
    <message>
        <source>Cooling loop: none</source>
        <translation>冷却回路：无</translation>
    </message>
    <message>
        <source>Cooling loop: %1</source>
        <translation>冷却回路：%1</translation>
    </message>
    <message>
        <source>Fed by: no power source connected</source>
        <translation>供电：未连接电源</translation>
    </message>
    <message>
        <source>Fed by: %1</source>
        <translation>供电：%1</translation>
    </message>
    <message>
        <source>Rack %1, U%2–U%3 (%4 U)</source>
        <translation>机柜 %1，U%2–U%3（%4 U）</translation>
    </message>
    <message>
        <source>Rack %1, rear side channel</source>
        <translation>机柜 %1，后侧通道</translation>
    </message>
    <message>
        <source>On the floor at x %1 mm, y %2 mm</source>
        <translation>落地安装，位置 x %1 毫米，y %2 毫米</translation>
    </message>
    <message>
        <source>%1, %2 kg</source>
        <translation>%1，%2 千克</translation>
    </message>
</context>
<context>
    <name>PortDrag</name>
    <message>
        <source>No connection: release the line over a free port of another device.</source>
        <translation>未连接：请在另一台设备的空闲端口上松开连线。</translation>
    </message>
    <message>
        <source>No connection is being drawn.</source>
        <translation>当前没有正在绘制的连接。</translation>
    </message>
</context>
<context>
    <name>RackBackdropItem</name>
    <message>
        <source>%1 — front</source>
        <translation>%1 — 正面</translation>
    </message>
    <message>
        <source>%1 — rear</source>
        <translation>%1 — 背面</translation>
    </message>
</context>
<context>
    <name>ReportColumns</name>
    <message>
        <source>%1 kW of %2 kW continuous rating</source>
        <translation>%1 kW，持续额定 %2 kW</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Rack name</source>
        <translation>机柜名称</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>回路</translation>
    </message>
    <message>
        <source>Cooling loop the rack is on</source>
        <translation>机柜所在的冷却回路</translation>
    </message>
    <message>
        <source>Max kW</source>
        <translation>最大 kW</translation>
    </message>
    <message>
        <source>Sum of the devices&apos; maximum power</source>
        <translation>设备最大功率之和</translation>
    </message>
    <message>
        <source>Typical kW</source>
        <translation>典型 kW</translation>
    </message>
    <message>
        <source>Sum of the devices&apos; typical power</source>
        <translation>设备典型功率之和</translation>
    </message>
    <message>
        <source>Budget kW</source>
        <translation>预算 kW</translation>
    </message>
    <message>
        <source>The rack&apos;s power budget</source>
        <translation>机柜功率预算</translation>
    </message>
    <message>
        <source>Feed A kW</source>
        <translation>A 路 kW</translation>
    </message>
    <message>
        <source>Feed B kW</source>
        <translation>B 路 kW</translation>
    </message>
    <message>
        <source>Liquid heat kW</source>
        <translation>液冷热量 kW</translation>
    </message>
    <message>
        <source>Heat into the coolant at max draw</source>
        <translation>最大功耗下进入冷却液的热量</translation>
    </message>
    <message>
        <source>Air heat kW</source>
        <translation>风冷热量 kW</translation>
    </message>
    <message>
        <source>Heat into the room air at max draw</source>
        <translation>最大功耗下进入机房空气的热量</translation>
    </message>
    <message>
        <source>Flow L/min</source>
        <translation>流量 L/min</translation>
    </message>
    <message>
        <source>Coolant flow the liquid heat needs at the loop&apos;s ΔT</source>
        <translation>按回路 ΔT 带走液冷热量所需的冷却液流量</translation>
    </message>
    <message>
        <source>Manifold L/min</source>
        <translation>分水器 L/min</translation>
    </message>
    <message>
        <source>Sum of the rack manifolds&apos; maximum flow</source>
        <translation>机柜分水器最大流量之和</translation>
    </message>
    <message>
        <source>Margin L/min</source>
        <translation>余量 L/min</translation>
    </message>
    <message>
        <source>Manifold capacity minus required flow; negative is short</source>
        <translation>分水器容量减所需流量；负值表示不足</translation>
    </message>
    <message>
        <source>Cooling loop name</source>
        <translation>冷却回路名称</translation>
    </message>
    <message>
        <source>CDU</source>
        <translation>CDU（冷量分配单元）</translation>
    </message>
    <message>
        <source>The loop&apos;s coolant distribution unit</source>
        <translation>回路的冷量分配单元</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>Racks on the loop</source>
        <translation>回路上的机柜</translation>
    </message>
    <message>
        <source>CDU kW</source>
        <translation>CDU 容量 kW</translation>
    </message>
    <message>
        <source>The CDU&apos;s heat capacity</source>
        <translation>CDU 的散热能力</translation>
    </message>
    <message>
        <source>Load kW</source>
        <translation>负载 kW</translation>
    </message>
    <message>
        <source>Liquid heat of the loop&apos;s racks at max draw</source>
        <translation>回路机柜在最大功耗下的液冷热量</translation>
    </message>
    <message>
        <source>Heat margin kW</source>
        <translation>散热余量 kW</translation>
    </message>
    <message>
        <source>CDU capacity minus load; negative is short</source>
        <translation>CDU 容量减负载；负值表示不足</translation>
    </message>
    <message>
        <source>Coolant flow for the load at the loop&apos;s ΔT</source>
        <translation>按回路 ΔT 带走负载所需的冷却液流量</translation>
    </message>
    <message>
        <source>CDU L/min</source>
        <translation>CDU 流量 L/min</translation>
    </message>
    <message>
        <source>The CDU&apos;s maximum flow</source>
        <translation>CDU 最大流量</translation>
    </message>
    <message>
        <source>Flow margin L/min</source>
        <translation>流量余量 L/min</translation>
    </message>
    <message>
        <source>CDU flow minus required flow; negative is short</source>
        <translation>CDU 流量减所需流量；负值表示不足</translation>
    </message>
    <message>
        <source>Supply °C</source>
        <translation>供液 °C</translation>
    </message>
    <message>
        <source>Coolant supply temperature</source>
        <translation>冷却液供液温度</translation>
    </message>
    <message>
        <source>ΔT K</source>
        <translation>ΔT K</translation>
    </message>
    <message>
        <source>Design temperature rise across the racks</source>
        <translation>流经机柜的设计温升</translation>
    </message>
    <message>
        <source>Coolant</source>
        <translation>冷却液</translation>
    </message>
    <message>
        <source>Coolant of the loop</source>
        <translation>回路的冷却液</translation>
    </message>
    <message>
        <source>ASHRAE class</source>
        <translation>ASHRAE 等级</translation>
    </message>
    <message>
        <source>Load at max draw on the rack&apos;s feed A PDUs, all of them (named …-PDU-A…, else in the left side channel)</source>
        <translation>机柜 A 路所有 PDU 在最大功耗下的负载（名称为 …-PDU-A… 的 PDU，否则为左侧面槽位中的 PDU）</translation>
    </message>
    <message>
        <source>Load at max draw on the rack&apos;s feed B PDUs, all of them (named …-PDU-B…, else in the right side channel)</source>
        <translation>机柜 B 路所有 PDU 在最大功耗下的负载（名称为 …-PDU-B… 的 PDU，否则为右侧面槽位中的 PDU）</translation>
    </message>
    <message>
        <source>Max phase A</source>
        <translation>最大相电流 A</translation>
    </message>
    <message>
        <source>The highest phase current of the rack&apos;s PDUs at max draw; the cell&apos;s tooltip gives every PDU&apos;s phases against its continuous limit</source>
        <translation>机柜各 PDU 在最大功耗下的最高相电流；单元格提示中列出每个 PDU 的各相电流及其持续电流上限</translation>
    </message>
    <message>
        <source>L%1 %2 A</source>
        <translation>L%1 相 %2 A</translation>
    </message>
    <message>
        <source>%1 (feed %2): %3 of %4 A</source>
        <translation>%1（%2 路供电）：%3，上限 %4 A</translation>
    </message>
    <message>
        <source>Liquid cooling class of the facility water: secondary supply less the CDUs&apos; approach (default mapping)</source>
        <translation>设施水的液冷等级：二次侧供液温度减去 CDU 的逼近温差（默认映射）</translation>
    </message>
</context>
<context>
    <name>RoomItem</name>
    <message>
        <source>Room %1 m × %2 m</source>
        <translation>机房 %1 m × %2 m</translation>
    </message>
    <message>
        <source>%1 — %2 m × %3 m</source>
        <translation>%1 — %2 m × %3 m</translation>
    </message>
</context>
<context>
    <name>RouteStyle</name>
    <message>
        <source>Passive copper (DAC)</source>
        <translation>无源铜缆（DAC）</translation>
    </message>
    <message>
        <source>Active copper (ACC)</source>
        <translation>有源铜缆（ACC）</translation>
    </message>
    <message>
        <source>Active electrical (AEC)</source>
        <translation>有源电缆（AEC）</translation>
    </message>
    <message>
        <source>Active optical (AOC)</source>
        <translation>有源光缆（AOC）</translation>
    </message>
    <message>
        <source>Multimode fibre</source>
        <translation>多模光纤</translation>
    </message>
    <message>
        <source>Single-mode fibre</source>
        <translation>单模光纤</translation>
    </message>
    <message>
        <source>Twisted pair (UTP)</source>
        <translation>双绞线（UTP）</translation>
    </message>
    <message>
        <source>Power cord</source>
        <translation>电源线</translation>
    </message>
    <message>
        <source>Coolant hose</source>
        <translation>冷却液软管</translation>
    </message>
    <message>
        <source>NVLink backplane</source>
        <translation>NVLink 背板</translation>
    </message>
    <message>
        <source>Compute fabric</source>
        <translation>计算网络</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>In-band management</source>
        <translation>带内管理</translation>
    </message>
    <message>
        <source>Out-of-band management</source>
        <translation>带外管理</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink 互连</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>Coolant</source>
        <translation>冷却液</translation>
    </message>
    <message>
        <source>Console</source>
        <translation>控制台</translation>
    </message>
    <message>
        <source>No rail</source>
        <extracomment>A rail of a rail-optimised fabric, counted from 1</extracomment>
        <translation>无轨道</translation>
    </message>
    <message>
        <source>Rail %1</source>
        <translation>轨道 %1</translation>
    </message>
</context>
<context>
    <name>RowPlan</name>
    <message>
        <source>Rack %1 at x %2 mm, y %3 mm</source>
        <translation>位于 x %2 mm、y %3 mm 的机柜 %1</translation>
    </message>
    <message>
        <source>The row needs a name.</source>
        <translation>列需要一个名称。</translation>
    </message>
    <message>
        <source>A row named &quot;%1&quot; already exists.</source>
        <translation>名为“%1”的列已存在。</translation>
    </message>
    <message>
        <source>A row holds 1 to 100 racks.</source>
        <translation>一列可容纳 1 到 100 个机柜。</translation>
    </message>
    <message>
        <source>The spacing between racks cannot be negative.</source>
        <translation>机柜间距不能为负数。</translation>
    </message>
    <message>
        <source>Unknown rack type &quot;%1&quot;.</source>
        <translation>未知的机柜类型“%1”。</translation>
    </message>
    <message>
        <source>The row (%1 mm × %2 mm at x %3 mm, y %4 mm) does not fit in the room (%5 mm × %6 mm).</source>
        <translation>该列（%1 mm × %2 mm，位于 x %3 mm、y %4 mm）超出机房范围（%5 mm × %6 mm）。</translation>
    </message>
</context>
<context>
    <name>sn::AddRowDialog</name>
    <message>
        <source>none</source>
        <extracomment>Rack power budget of 0: the racks get none.</extracomment>
        <translation>无</translation>
    </message>
    <message>
        <source>Add Row of Racks</source>
        <translation>添加一列机柜</translation>
    </message>
    <message>
        <source>%1 U, %2 × %3 mm</source>
        <translation>%1 U，%2 × %3 mm</translation>
    </message>
    <message>
        <source>Fronts face up the plan (−y)</source>
        <translation>正面朝向平面图上方（−y）</translation>
    </message>
    <message>
        <source>Fronts face down the plan (+y)</source>
        <translation>正面朝向平面图下方（+y）</translation>
    </message>
    <message>
        <source>Row name:</source>
        <translation>列名称：</translation>
    </message>
    <message>
        <source>Number of racks:</source>
        <translation>机柜数量：</translation>
    </message>
    <message>
        <source>Rack type:</source>
        <translation>机柜类型：</translation>
    </message>
    <message>
        <source>Spacing between racks:</source>
        <translation>机柜间距：</translation>
    </message>
    <message>
        <source>Facing:</source>
        <translation>朝向：</translation>
    </message>
    <message>
        <source>Left end (x):</source>
        <translation>左端（x）：</translation>
    </message>
    <message>
        <source>Front edge (y):</source>
        <translation>正面边缘（y）：</translation>
    </message>
    <message numerus="yes">
        <source>Add row %1 (%n rack(s))</source>
        <translation>
            <numerusform>添加列 %1（%n 个机柜）</numerusform>
        </translation>
    </message>
    <message>
        <source>Rack power budget:</source>
        <translation>机柜功率预算：</translation>
    </message>
    <message>
        <source>Servers:</source>
        <translation>服务器：</translation>
    </message>
    <message>
        <source>Not one %1 fits a rack of this row (%2).</source>
        <translation>这一排的机柜连一台 %1 也放不下（%2）。</translation>
    </message>
    <message>
        <source>Each rack takes up to %1 × %2 (one more: %3).</source>
        <extracomment>&quot;Each rack takes up to 4 × HGX B200 (one more: power budget: 72.0 kW of 60.0 kW).&quot;</extracomment>
        <translation>每个机柜最多容纳 %1 × %2（再多一台：%3）。</translation>
    </message>
</context>
<context>
    <name>sn::AutoReroute</name>
    <message numerus="yes">
        <source>Re-routed %n cable(s) of the moved racks and devices.</source>
        <translation>
            <numerusform>已为移动的机柜和设备重新布线 %n 根线缆。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Re-routed %n cable(s) of the moved racks and devices; %1 could not be routed (see the findings).</source>
        <translation>
            <numerusform>已为移动的机柜和设备重新布线 %n 根线缆；%1 根无法布线（见检查结果）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sn::Autosaver</name>
    <message>
        <source>Could not write the autosave file %1: %2</source>
        <translation>无法写入自动保存文件 %1：%2</translation>
    </message>
</context>
<context>
    <name>sn::CableDelegate</name>
    <message>
        <source>routing chooses</source>
        <translation>由布线决定</translation>
    </message>
</context>
<context>
    <name>sn::CablePropertiesPage</name>
    <message>
        <source>routing chooses</source>
        <translation>由布线决定</translation>
    </message>
    <message>
        <source>Label:</source>
        <translation>标签：</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>标识：</translation>
    </message>
    <message>
        <source>A end:</source>
        <translation>A 端：</translation>
    </message>
    <message>
        <source>B end:</source>
        <translation>B 端：</translation>
    </message>
    <message>
        <source>Role:</source>
        <translation>用途：</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Media:</source>
        <translation>介质：</translation>
    </message>
    <message>
        <source>Route length:</source>
        <translation>路由长度：</translation>
    </message>
    <message>
        <source>Ordered length:</source>
        <translation>订购长度：</translation>
    </message>
    <message>
        <source>Bend radius:</source>
        <translation>弯曲半径：</translation>
    </message>
    <message>
        <source>Trays:</source>
        <translation>线槽：</translation>
    </message>
    <message>
        <source>%1, port %2</source>
        <translation>%1，端口 %2</translation>
    </message>
    <message>
        <source>%1 in rack %2, port %3</source>
        <translation>%1（机柜 %2），端口 %3</translation>
    </message>
    <message>
        <source>not chosen yet</source>
        <translation>尚未选择</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>not routed</source>
        <translation>未布线</translation>
    </message>
    <message>
        <source>unknown (no type)</source>
        <translation>未知（无类型）</translation>
    </message>
    <message>
        <source>at least %1 mm</source>
        <translation>至少 %1 mm</translation>
    </message>
    <message>
        <source>at least %1 mm; the tightest tray fitting on the route bends at %2 mm</source>
        <translation>至少 %1 mm；路由上最紧的线槽弯头半径为 %2 mm</translation>
    </message>
</context>
<context>
    <name>sn::CableTableModel</name>
    <message>
        <source>A finding names this cable; see the Findings panel.</source>
        <translation>有检查结果涉及此线缆；请查看“检查结果”面板。</translation>
    </message>
    <message>
        <source>Cable schedule column %1</source>
        <translation>线缆清单列 %1</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>A rack</source>
        <translation>A 端机柜</translation>
    </message>
    <message>
        <source>A device</source>
        <translation>A 端设备</translation>
    </message>
    <message>
        <source>A port</source>
        <translation>A 端端口</translation>
    </message>
    <message>
        <source>B rack</source>
        <translation>B 端机柜</translation>
    </message>
    <message>
        <source>B device</source>
        <translation>B 端设备</translation>
    </message>
    <message>
        <source>B port</source>
        <translation>B 端端口</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>Route (m)</source>
        <translation>路由长度（m）</translation>
    </message>
    <message>
        <source>Ordered (m)</source>
        <translation>订购长度（m）</translation>
    </message>
    <message>
        <source>Min. bend radius (mm)</source>
        <translation>最小弯曲半径（mm）</translation>
    </message>
    <message>
        <source>Tightest bend (mm)</source>
        <translation>最紧弯曲（mm）</translation>
    </message>
    <message>
        <source>Trays</source>
        <translation>线槽</translation>
    </message>
    <message>
        <source>Label A end</source>
        <translation>A 端标签</translation>
    </message>
    <message>
        <source>Label B end</source>
        <translation>B 端标签</translation>
    </message>
    <message>
        <source>Assembly</source>
        <translation>组件</translation>
    </message>
    <message>
        <source>Leg</source>
        <translation>分支</translation>
    </message>
    <message>
        <source>Optic A end</source>
        <translation>A 端光模块</translation>
    </message>
    <message>
        <source>Optic B end</source>
        <translation>B 端光模块</translation>
    </message>
</context>
<context>
    <name>sn::CableTablePanel</name>
    <message>
        <source>All roles</source>
        <translation>全部用途</translation>
    </message>
    <message>
        <source>All media</source>
        <translation>全部介质</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Shortest length shown (ordered length, else routed length)</source>
        <translation>显示的最短长度（订购长度，未订购则为路由长度）</translation>
    </message>
    <message>
        <source>Longest length shown (ordered length, else routed length)</source>
        <translation>显示的最长长度（订购长度，未订购则为路由长度）</translation>
    </message>
    <message>
        <source>With findings</source>
        <translation>有检查结果</translation>
    </message>
    <message>
        <source>Only cables a rule finding names</source>
        <translation>仅显示规则检查结果涉及的线缆</translation>
    </message>
    <message>
        <source>&amp;Rack:</source>
        <translation>机柜(&amp;R)：</translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation>用途(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Media:</source>
        <translation>介质(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>长度(&amp;L)：</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>All racks</source>
        <translation>全部机柜</translation>
    </message>
    <message>
        <source>Cables (%1)</source>
        <translation>线缆（%1）</translation>
    </message>
    <message>
        <source>Cables (%1 of %2)</source>
        <translation>线缆（%1 / %2）</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>任意状态</translation>
    </message>
    <message>
        <source>planned</source>
        <translation>计划中</translation>
    </message>
    <message>
        <source>ordered</source>
        <translation>已订购</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>已安装</translation>
    </message>
</context>
<context>
    <name>sn::CatalogPalette</name>
    <message>
        <source>Search devices…</source>
        <translation>搜索设备…</translation>
    </message>
    <message>
        <source>0U, side channel</source>
        <translation>0U，侧面通道</translation>
    </message>
    <message>
        <source>floor-standing</source>
        <translation>落地式</translation>
    </message>
    <message>
        <source>%1 U</source>
        <translation>%1 U</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n port(s)</source>
        <translation>
            <numerusform>%n 个端口</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>Imported from NetBox (%1)</source>
        <translation>从 NetBox 导入（%1）</translation>
    </message>
</context>
<context>
    <name>sn::ColumnDialog</name>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>柱子</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>柱子 %1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>矩形</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>圆形</translation>
    </message>
    <message>
        <source>&amp;Shape:</source>
        <translation>形状(&amp;S)：</translation>
    </message>
    <message>
        <source>Centre &amp;x:</source>
        <translation>中心 x(&amp;X)：</translation>
    </message>
    <message>
        <source>Centre &amp;y:</source>
        <translation>中心 y(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Width (x):</source>
        <translation>宽度 (x)(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Depth (y):</source>
        <translation>深度 (y)(&amp;D)：</translation>
    </message>
    <message>
        <source>D&amp;iameter:</source>
        <translation>直径(&amp;I)：</translation>
    </message>
</context>
<context>
    <name>sn::ConnectPortsDialog</name>
    <message>
        <source>Connect Ports</source>
        <translation>连接端口</translation>
    </message>
    <message>
        <source>Device &amp;A:</source>
        <translation>设备 A(&amp;A)：</translation>
    </message>
    <message>
        <source>P&amp;ort A:</source>
        <translation>端口 A(&amp;O)：</translation>
    </message>
    <message>
        <source>Device &amp;B:</source>
        <translation>设备 B(&amp;B)：</translation>
    </message>
    <message>
        <source>Po&amp;rt B:</source>
        <translation>端口 B(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>地面</translation>
    </message>
    <message>
        <source>%1 (%2, %3 Gb/s)</source>
        <translation>%1（%2，速率 %3 Gb/s）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The design has no devices to connect.</source>
        <translation>设计中没有可连接的设备。</translation>
    </message>
    <message>
        <source>Device A has no free port.</source>
        <translation>设备 A 没有空闲端口。</translation>
    </message>
    <message>
        <source>Device B has no free port.</source>
        <translation>设备 B 没有空闲端口。</translation>
    </message>
    <message>
        <source>OK — cable %1</source>
        <translation>可以连接 — 线缆 %1</translation>
    </message>
</context>
<context>
    <name>sn::DeviceTypeSection</name>
    <message>
        <source>Maximum draw:</source>
        <translation>最大功耗：</translation>
    </message>
    <message>
        <source>Typical draw:</source>
        <translation>典型功耗：</translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation>重量：</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>深度：</translation>
    </message>
    <message>
        <source>Liquid-cooled share:</source>
        <translation>液冷占比：</translation>
    </message>
    <message>
        <source>Max coolant inlet:</source>
        <translation>最高进液温度：</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Type %1 %2</source>
        <translation>型号 %1 %2</translation>
    </message>
    <message>
        <source>Imported from NetBox (%1). Figures NetBox does not give stay unknown until you enter them; a change applies to every device of this type.</source>
        <translation>从 NetBox 导入（%1）。NetBox 未提供的数值在您输入之前保持未知；修改将应用于此型号的所有设备。</translation>
    </message>
    <message>
        <source>Figures marked unknown stay out of the rack totals until you enter them.</source>
        <translation>标为未知的数值在您输入之前不计入机柜合计。</translation>
    </message>
</context>
<context>
    <name>sn::DoorDialog</name>
    <message>
        <source>&amp;Swings:</source>
        <translation>开启方向(&amp;S)：</translation>
    </message>
    <message>
        <source>Leaf &amp;width:</source>
        <translation>门扇宽度(&amp;W)：</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Door %1</source>
        <translation>门 %1</translation>
    </message>
</context>
<context>
    <name>sn::EditorDocks</name>
    <message>
        <source>Catalog</source>
        <translation>设备目录</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;已打开&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
</context>
<context>
    <name>sn::ElevationPanel</name>
    <message>
        <source>Fit</source>
        <translation>适应</translation>
    </message>
    <message>
        <source>Show the whole rack</source>
        <translation>显示整个机柜</translation>
    </message>
    <message>
        <source>Rack:</source>
        <translation>机柜：</translation>
    </message>
    <message>
        <source>Beside:</source>
        <translation>并排：</translation>
    </message>
    <message>
        <source>Draw a second rack beside this one, to connect ports between the two</source>
        <translation>在此机柜旁绘制第二个机柜，以便在两者之间连接端口</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>sn::ExportDialog</name>
    <message>
        <source>%1 %2, the first of %3 stocks: %4</source>
        <translation>%1 %2，共 %3 种标签纸中的第一种：%4</translation>
    </message>
    <message>
        <source>Self-laminating wraps, each cable on the one its OD fits (a file per stock)</source>
        <translation>自覆膜缠绕标签，每根线缆用其外径适配的一种（每种标签纸一个文件）</translation>
    </message>
    <message>
        <source>%1 %2 — %3 (roll, %4 to %5 mm OD)</source>
        <extracomment>A self-laminating wrap in the stock list: brand and part, what it is, the cable OD range it fits.</extracomment>
        <translation>%1 %2 — %3（卷装，外径 %4 至 %5 mm）</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 — %3 (%4, %n per sheet)</source>
        <extracomment>Label stock in the list: brand and part, what it is, paper, labels per sheet.</extracomment>
        <translation>
            <numerusform>%1 %2 — %3（%4，每页 %n 个）</numerusform>
        </translation>
    </message>
    <message>
        <source>roll</source>
        <translation>卷装</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Cables:</source>
        <translation>线缆(&amp;C)：</translation>
    </message>
    <message>
        <source>How each end is named. Tokens: %1</source>
        <translation>每一端的命名方式。可用占位符：%1</translation>
    </message>
    <message>
        <source>Label &amp;template:</source>
        <translation>标签模板(&amp;T)：</translation>
    </message>
    <message>
        <source>Label &amp;stock:</source>
        <translation>标签纸(&amp;S)：</translation>
    </message>
    <message>
        <source>Print a &amp;QR code of the cable id beside the text</source>
        <translation>在文字旁印上线缆编号的二维码(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>Pick a label stock.</source>
        <translation>请选择标签纸。</translation>
    </message>
    <message>
        <source>No cable matches the selection: there is nothing to label.</source>
        <translation>没有线缆符合所选范围：没有可打印的标签。</translation>
    </message>
    <message>
        <source>Choose the folder to write into.</source>
        <translation>请选择要写入的文件夹。</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>请选择要写入的文件。</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) into %1.</source>
        <translation>
            <numerusform>已将 %n 个文件写入 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>This export cannot be printed; export it and open the file.</source>
        <translation>此导出内容无法直接打印；请导出后打开文件。</translation>
    </message>
    <message>
        <source>Sent to the printer %1.</source>
        <translation>已发送到打印机 %1。</translation>
    </message>
    <message>
        <source>Print Label Sheets</source>
        <translation>打印标签页</translation>
    </message>
    <message>
        <source>Print Bill of Materials</source>
        <translation>打印物料清单</translation>
    </message>
    <message>
        <source>Export Into Folder</source>
        <translation>导出到文件夹</translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) in all; sheet 1 of %1 shown.</source>
        <translation>
            <numerusform>共 %n 个标签；显示第 1 页，共 %1 页。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Load stock…</source>
        <translation>载入标签纸(&amp;L)…</translation>
    </message>
    <message>
        <source>Read a gLabels template file (.xml) with the stock on the box in front of you.</source>
        <translation>读取 gLabels 模板文件（.xml），载入您手头包装盒上的标签纸规格。</translation>
    </message>
    <message>
        <source>%1 refused: %2</source>
        <translation>%1 被拒绝：%2</translation>
    </message>
    <message>
        <source>%1 holds no rectangular label stock.</source>
        <translation>%1 不含矩形标签纸规格。</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n stock(s) from %1.</source>
        <translation>
            <numerusform>已从 %1 载入 %n 种标签纸规格。</numerusform>
        </translation>
    </message>
    <message>
        <source>Load Label Stock</source>
        <translation>载入标签纸规格</translation>
    </message>
    <message>
        <source>gLabels templates (*.xml)</source>
        <translation>gLabels 模板 (*.xml)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more refused.</source>
        <translation>
            <numerusform>……另有 %n 个被拒绝。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) of sheet 1 will not print: %1</source>
        <translation>
            <numerusform>第 1 页有 %n 个标签无法打印：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>The design closed before it was written.</source>
        <translation>设计在写入完成前已关闭。</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>正在写入…</translation>
    </message>
</context>
<context>
    <name>sn::FaultImpactOverlay</name>
    <message>
        <source>%1 lost</source>
        <extracomment>GPUs of a rack a failure takes down, written on the rack: &quot;16 lost&quot;.</extracomment>
        <translation>损失 %1</translation>
    </message>
    <message>
        <source>%1 degraded</source>
        <translation>性能下降 %1</translation>
    </message>
    <message>
        <source>%1 throttled</source>
        <translation>降频 %1</translation>
    </message>
</context>
<context>
    <name>sn::FaultsWindow</name>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>GPUs lost</source>
        <translation>损失的 GPU</translation>
    </message>
    <message>
        <source>GPUs degraded</source>
        <translation>性能下降的 GPU</translation>
    </message>
    <message>
        <source>GPUs throttled</source>
        <translation>降频的 GPU</translation>
    </message>
    <message>
        <source>Failures/yr</source>
        <translation>每年故障次数</translation>
    </message>
    <message>
        <source>What it takes down</source>
        <translation>影响范围</translation>
    </message>
    <message>
        <source>Device type</source>
        <translation>设备类型</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>部件数</translation>
    </message>
    <message>
        <source>Failures/yr each</source>
        <translation>每个每年故障次数</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Replica</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>rank 范围</translation>
    </message>
    <message>
        <source>SU</source>
        <translation>可扩展单元</translation>
    </message>
    <message>
        <source>Hosts (stage order)</source>
        <translation>主机（按流水线级顺序）</translation>
    </message>
    <message>
        <source>Export &amp;Hostfile…</source>
        <translation>导出主机文件(&amp;H)…</translation>
    </message>
    <message>
        <source>Fault Domains</source>
        <translation>故障域</translation>
    </message>
    <message>
        <source>&amp;Blast Radius</source>
        <translation>影响范围(&amp;B)</translation>
    </message>
    <message>
        <source>Failure &amp;Rates</source>
        <translation>故障率(&amp;R)</translation>
    </message>
    <message>
        <source>Rank &amp;Placement</source>
        <translation>rank 放置(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;TP (GPUs per tensor-parallel group):</source>
        <translation>&amp;TP（每个张量并行组的 GPU 数）：</translation>
    </message>
    <message>
        <source>&amp;PP (pipeline stages per replica):</source>
        <translation>&amp;PP（每个副本的流水线级数）：</translation>
    </message>
    <message>
        <source>&amp;DP (data-parallel replicas):</source>
        <translation>&amp;DP（数据并行副本数）：</translation>
    </message>
    <message>
        <source>&amp;Spare servers per SU:</source>
        <translation>每个可扩展单元的备用服务器(&amp;S)：</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Fault Domains — %1</source>
        <translation>故障域 — %1</translation>
    </message>
    <message>
        <source> (one every %1 weeks)</source>
        <translation>（每 %1 周一次）</translation>
    </message>
    <message>
        <source>–</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1：%2 个（%3）</translation>
    </message>
    <message>
        <source>TP %1 × PP %2 × DP %3 = %4 GPUs. Replicas one failure can hit: %5.</source>
        <translation>TP %1 × PP %2 × DP %3 = %4 个 GPU。一次故障可能影响的副本数：%5。</translation>
    </message>
    <message>
        <source>No design.</source>
        <translation>没有设计。</translation>
    </message>
    <message>
        <source>The design&apos;s catalog has no device type &quot;%1&quot;.</source>
        <translation>设计的目录中没有设备类型“%1”。</translation>
    </message>
    <message>
        <source>Set in the design</source>
        <translation>在设计中设定</translation>
    </message>
    <message>
        <source>Set failure rate of %1</source>
        <translation>设定 %1 的故障率</translation>
    </message>
    <message>
        <source>Failure Rate</source>
        <translation>故障率</translation>
    </message>
    <message>
        <source>Export Hostfile</source>
        <translation>导出主机文件</translation>
    </message>
    <message>
        <source>%1 GPUs. A job on all of them is interrupted %2 times a year ÷ %3 weeks = %4 per week%5. With %6 spare server(s) per SU, %7 /yr restart without a repair and %8 /yr stop the job.</source>
        <translation>%1 个 GPU。在全部 GPU 上运行的作业每年中断 %2 次 ÷ %3 周 = 每周 %4 次%5。每个可扩展单元有 %6 台备用服务器时，每年 %7 次无需维修即可重启，每年 %8 次需停止作业。</translation>
    </message>
    <message>
        <source>GPU server</source>
        <translation>GPU 服务器</translation>
    </message>
    <message>
        <source>NVLink switch tray</source>
        <translation>NVLink 交换托盘</translation>
    </message>
    <message>
        <source>leaf switch</source>
        <translation>叶交换机</translation>
    </message>
    <message>
        <source>spine switch</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <source>core switch</source>
        <translation>核心交换机</translation>
    </message>
    <message>
        <source>storage leaf</source>
        <translation>存储叶交换机</translation>
    </message>
    <message>
        <source>storage spine</source>
        <translation>存储脊交换机</translation>
    </message>
    <message>
        <source>management switch</source>
        <translation>管理交换机</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>PDU</source>
        <translation>配电单元（PDU）</translation>
    </message>
    <message>
        <source>busway tap-off</source>
        <translation>母线插接箱</translation>
    </message>
    <message>
        <source>power shelf</source>
        <translation>电源框</translation>
    </message>
    <message>
        <source>PDU phase</source>
        <translation>PDU 相线</translation>
    </message>
    <message>
        <source>upstream feed</source>
        <translation>上游供电</translation>
    </message>
    <message>
        <source>CDU</source>
        <translation>冷量分配单元（CDU）</translation>
    </message>
    <message>
        <source>cooling loop</source>
        <translation>冷却回路</translation>
    </message>
    <message>
        <source>manifold</source>
        <translation>分水器</translation>
    </message>
    <message>
        <source>air cooler</source>
        <translation>空调</translation>
    </message>
    <message>
        <source>pipe run</source>
        <translation>管路</translation>
    </message>
    <message>
        <source>Filter by part or kind (&quot;phase&quot;, &quot;A01&quot;, &quot;CDU&quot;)</source>
        <translation>按部件或类别筛选（如“相线”、“A01”、“CDU”）</translation>
    </message>
    <message>
        <source>Lost: down, or cut off from the scale-out fabric. Degraded: fewer scale-out or NVLink links. Throttled: live PSUs that carry less than the device&apos;s maximum draw, so it caps its power (the share in the impact). Choose a part to see on the floor plan and the elevation what its failure takes down. Edit a rate to set it for the design (Ctrl+Z undoes it).</source>
        <translation>损失：停机，或与横向扩展网络断开。性能下降：横向扩展链路或 NVLink 链路减少。降频：在线电源模块可承载的功率低于设备最大功耗，因此设备限功率运行（影响范围中给出比例）。选中一个部件，即可在平面图和机柜立面图上看到它故障时受影响的设备。编辑故障率即可为本设计设定该值（按 Ctrl+Z 撤销）。</translation>
    </message>
    <message>
        <source>Working out what each part&apos;s failure takes down…</source>
        <translation>正在分析每个部件故障的影响范围…</translation>
    </message>
</context>
<context>
    <name>sn::FindDialog</name>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Rack, device or tray name, cable label or id</source>
        <translation>机柜、设备或桥架名称，或线缆标签、编号</translation>
    </message>
    <message>
        <source>The first %1 matches; type more to narrow the search.</source>
        <translation>仅列出前 %1 个匹配项；请继续输入以缩小范围。</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 个匹配项</numerusform>
        </translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>机柜 %1</translation>
    </message>
    <message>
        <source>Device %1 in rack %2</source>
        <translation>设备 %1（机柜 %2）</translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation>设备 %1</translation>
    </message>
    <message>
        <source>Tray %1</source>
        <translation>桥架 %1</translation>
    </message>
    <message>
        <source>Cable %1</source>
        <translation>线缆 %1</translation>
    </message>
    <message>
        <source>Cable %1: %2 %3 ↔ %4 %5</source>
        <translation>线缆 %1：%2 %3 ↔ %4 %5</translation>
    </message>
</context>
<context>
    <name>sn::FindingsModel</name>
    <message>
        <source>Errors (%1)</source>
        <translation>错误（%1）</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>警告（%1）</translation>
    </message>
    <message>
        <source>Information (%1)</source>
        <translation>提示（%1）</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>测量值</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>限值</translation>
    </message>
</context>
<context>
    <name>sn::FindingsPanel</name>
    <message>
        <source>Filter findings</source>
        <translation>筛选检查结果</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Show or hide this severity</source>
        <translation>显示或隐藏此严重级别</translation>
    </message>
    <message>
        <source>Findings (none)</source>
        <translation>检查结果（无）</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>Findings (%1, %2)</source>
        <translation>检查结果（%1，%2）</translation>
    </message>
    <message>
        <source>Findings (%1, %2, %3)</source>
        <translation>检查结果（%1，%2，%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n 条提示</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>显示 %1 / %2 条</translation>
    </message>
    <message>
        <source>Checking the rules…</source>
        <translation>正在检查规则…</translation>
    </message>
</context>
<context>
    <name>sn::FloorPlanImportDialog</name>
    <message>
        <source>Import Floor Plan</source>
        <translation>导入平面图</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>An architect&apos;s DXF drawing of the hall</source>
        <translation>建筑师提供的机房 DXF 图纸</translation>
    </message>
    <message>
        <source>DXF file:</source>
        <translation>DXF 文件：</translation>
    </message>
    <message>
        <source>Outline layer:</source>
        <translation>外轮廓图层：</translation>
    </message>
    <message>
        <source>Columns layer:</source>
        <translation>柱子图层：</translation>
    </message>
    <message>
        <source>Walls layer:</source>
        <translation>墙体图层：</translation>
    </message>
    <message>
        <source>Doors layer:</source>
        <translation>门图层：</translation>
    </message>
    <message>
        <source>Keep-outs layer:</source>
        <translation>禁放区图层：</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>DXF drawings (*.dxf)</source>
        <translation>DXF 图纸 (*.dxf)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Choose the layer that holds the hall&apos;s outline.</source>
        <translation>请选择存放机房外轮廓的图层。</translation>
    </message>
    <message>
        <source>Choose a DXF file of the hall.</source>
        <translation>请选择机房的 DXF 文件。</translation>
    </message>
    <message>
        <source>Import floor plan from %1</source>
        <translation>从 %1 导入平面图</translation>
    </message>
    <message>
        <source>Halls layer:</source>
        <translation>机房分区图层：</translation>
    </message>
    <message>
        <source>A site of several halls: each hall&apos;s closed outline, named by the text inside it, e.g. &quot;Data hall 1 (DH1)&quot;</source>
        <translation>由多个机房组成的园区：每个机房的闭合轮廓，由其内部的文字命名，例如“数据机房 1 (DH1)”</translation>
    </message>
</context>
<context>
    <name>sn::FloorPlanView</name>
    <message>
        <source>Click where the wall ends (Esc cancels).</source>
        <translation>单击墙的终点（按 Esc 取消）。</translation>
    </message>
    <message>
        <source>The hall object no longer exists.</source>
        <translation>该机房对象已不存在。</translation>
    </message>
    <message>
        <source>Column centre x %1 mm, y %2 mm</source>
        <translation>柱子中心 x %1 mm，y %2 mm</translation>
    </message>
    <message>
        <source>x %1 mm, y %2 mm</source>
        <translation>x %1 mm，y %2 mm</translation>
    </message>
    <message numerus="yes">
        <source>Move %n rack(s)</source>
        <translation>
            <numerusform>移动 %n 个机柜</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown device type &quot;%1&quot;.</source>
        <translation>未知的设备类型“%1”。</translation>
    </message>
    <message>
        <source>Drop %1 onto a rack.</source>
        <translation>请将 %1 放到机柜上。</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>%1 mm</source>
        <translation>%1 mm</translation>
    </message>
    <message>
        <source>Click the tray&apos;s points; double-click or Enter to finish, Escape to cancel.</source>
        <translation>依次单击线槽的各个拐点；双击或按 Enter 完成，按 Esc 取消。</translation>
    </message>
    <message numerus="yes">
        <source>Rotate %n rack(s)</source>
        <translation>
            <numerusform>旋转 %n 个机柜</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sn::HallNameDialog</name>
    <message>
        <source>Rename Hall</source>
        <translation>重命名机房</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>e.g. DH2</source>
        <translation>例如 DH2</translation>
    </message>
    <message>
        <source>Printed as {room} on the labels of the cables that end in this hall.</source>
        <translation>作为 {room} 印在端点位于此机房的线缆标签上。</translation>
    </message>
    <message>
        <source>Label &amp;code:</source>
        <translation>标签代码(&amp;C)：</translation>
    </message>
</context>
<context>
    <name>sn::HallNavigator</name>
    <message>
        <source>&amp;Go to Hall</source>
        <translation>转到机房(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Next Hall</source>
        <translation>下一个机房(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Hall</source>
        <translation>上一个机房(&amp;P)</translation>
    </message>
    <message>
        <source>The whole site</source>
        <translation>整个园区</translation>
    </message>
    <message>
        <source>Hall %1 of %2: %3</source>
        <translation>机房 %1/%2：%3</translation>
    </message>
    <message>
        <source>This design is one hall: there is no other hall to go to.</source>
        <translation>此设计只有一个机房：没有其他机房可转到。</translation>
    </message>
    <message>
        <source>Whole &amp;Site</source>
        <translation>整个园区(&amp;S)</translation>
    </message>
    <message>
        <source>This design is one hall</source>
        <translation>此设计只有一个机房</translation>
    </message>
</context>
<context>
    <name>sn::HallObjectDialog</name>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Add Column</source>
        <translation>添加柱子</translation>
    </message>
    <message>
        <source>Add Keep-out Zone</source>
        <translation>添加禁放区</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Width (x):</source>
        <translation>宽度 (x)(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Depth (y):</source>
        <translation>深度 (y)(&amp;D)：</translation>
    </message>
    <message>
        <source>e.g. CRAH 3 service area</source>
        <translation>例如：CRAH 3 检修区</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>原因(&amp;R)：</translation>
    </message>
</context>
<context>
    <name>sn::HydraulicsWindow</name>
    <message>
        <source>&amp;Balance Valves</source>
        <translation>平衡阀门(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Print Report…</source>
        <translation>打印报告(&amp;P)…</translation>
    </message>
    <message>
        <source>Coolant Hydraulics</source>
        <translation>冷却液水力计算</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>回路</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Valve on pipe</source>
        <translation>阀门所在管道</translation>
    </message>
    <message>
        <source>Required L/min</source>
        <translation>所需 L/min</translation>
    </message>
    <message>
        <source>All open L/min</source>
        <translation>全开 L/min</translation>
    </message>
    <message>
        <source>As set L/min</source>
        <translation>当前设定 L/min</translation>
    </message>
    <message>
        <source>Balanced L/min</source>
        <translation>平衡后 L/min</translation>
    </message>
    <message>
        <source>Setting, turns</source>
        <translation>设定值（圈）</translation>
    </message>
    <message>
        <source>As set, turns</source>
        <translation>当前设定（圈）</translation>
    </message>
    <message>
        <source>Valve ΔP kPa</source>
        <translation>阀压降 kPa</translation>
    </message>
    <message>
        <source>Write the settings of the Setting column onto the valves (Ctrl+Z undoes it).</source>
        <translation>把“设定值”列的数值写入各阀门（Ctrl+Z 可撤销）。</translation>
    </message>
    <message>
        <source>The design has no cooling loop.</source>
        <translation>设计中没有冷却回路。</translation>
    </message>
    <message>
        <source>No coolant pipe carries a balancing valve: nothing to set. The report below gives every rack&apos;s flow.</source>
        <translation>没有装有平衡阀的冷却液管道，无需设定。下方报告给出各机柜的流量。</translation>
    </message>
    <message numerus="yes">
        <source>%n balancing valve(s); %1 differ from the worked-out setting. Rack flow spread as set: %2 % (aim: at most %3 %).</source>
        <translation>
            <numerusform>%n 个平衡阀；其中 %1 个与计算出的设定值不同。当前设定下机柜流量偏差：%2 %（目标：不超过 %3 %）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Balance coolant loops</source>
        <translation>平衡冷却回路</translation>
    </message>
    <message>
        <source>Print Hydraulics Report</source>
        <translation>打印水力计算报告</translation>
    </message>
    <message>
        <source>Solving the coolant loops…</source>
        <translation>正在求解冷却回路…</translation>
    </message>
</context>
<context>
    <name>sn::LabelPreview</name>
    <message>
        <source>The stock has no page size.</source>
        <translation>该标签纸没有页面尺寸。</translation>
    </message>
    <message>
        <source>Sheet %1 as it will print: %2</source>
        <translation>第 %1 页的打印效果：%2</translation>
    </message>
</context>
<context>
    <name>sn::MainMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Insert</source>
        <translation>插入(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>The language changes when Supernode Designer starts again.</source>
        <translation>重新启动 Supernode Designer 后语言才会更改。</translation>
    </message>
</context>
<context>
    <name>sn::MainWindow</name>
    <message>
        <source>Remove W&amp;all %1</source>
        <translation>删除墙 %1(&amp;A)</translation>
    </message>
    <message>
        <source>Door &amp;Properties…</source>
        <translation>门属性(&amp;P)…</translation>
    </message>
    <message>
        <source>Start &amp;Wall Here</source>
        <translation>从此处开始画墙(&amp;W)</translation>
    </message>
    <message>
        <source>Out of the room</source>
        <translation>向机房外开</translation>
    </message>
    <message>
        <source>Into the room</source>
        <translation>向机房内开</translation>
    </message>
    <message>
        <source>To the right of the wall (seen from its first point)</source>
        <translation>向墙的右侧（从墙的起点看）</translation>
    </message>
    <message>
        <source>To the left of the wall (seen from its first point)</source>
        <translation>向墙的左侧（从墙的起点看）</translation>
    </message>
    <message>
        <source>No swing (sliding door or open passage)</source>
        <translation>不开启（推拉门或开敞通道）</translation>
    </message>
    <message>
        <source>Add &amp;Door Here</source>
        <translation>在此添加门(&amp;D)</translation>
    </message>
    <message>
        <source>Remove D&amp;oor %1</source>
        <translation>删除门 %1(&amp;O)</translation>
    </message>
    <message>
        <source>Add &amp;Column Here…</source>
        <translation>在此添加柱子(&amp;C)…</translation>
    </message>
    <message>
        <source>Add &amp;Keep-out Zone Here…</source>
        <translation>在此添加禁放区(&amp;K)…</translation>
    </message>
    <message>
        <source>&amp;Remove Column %1</source>
        <translation>删除柱子 %1(&amp;R)</translation>
    </message>
    <message>
        <source>Remove &amp;Keep-out Zone %1</source>
        <translation>删除禁放区 %1(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Add &amp;Row of Racks…</source>
        <translation>添加一列机柜(&amp;R)…</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>x %1 mm, y %2 mm</source>
        <translation>x %1 mm，y %2 mm</translation>
    </message>
    <message>
        <source>U%1, front (%2 mm)</source>
        <translation>U%1，正面（%2 mm）</translation>
    </message>
    <message>
        <source>U%1, rear (%2 mm)</source>
        <translation>U%1，背面（%2 mm）</translation>
    </message>
    <message>
        <source>%1[*] — Supernode Designer</source>
        <translation>%1[*] — 超节点设计器</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before closing?</source>
        <translation>%1 有未保存的更改。关闭前是否保存？</translation>
    </message>
    <message>
        <source>Open Design</source>
        <translation>打开设计</translation>
    </message>
    <message>
        <source>Supernode designs (*.supernode *.json);;All files (*)</source>
        <translation>超节点设计 (*.supernode *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>Supernode Designer did not close properly. %1 holds changes to %2 that were never saved. Recover them?</source>
        <translation>Supernode Designer 上次未正常关闭。%1 中保存着 %2 尚未保存的更改。是否恢复？</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>无法打开 %1：
%2</translation>
    </message>
    <message>
        <source>Recovered unsaved changes to %1</source>
        <translation>已恢复 %1 未保存的更改</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Save Design</source>
        <translation>保存设计</translation>
    </message>
    <message>
        <source>Cannot save %1:
%2</source>
        <translation>无法保存 %1：
%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save Design As</source>
        <translation>设计另存为</translation>
    </message>
    <message>
        <source>Supernode project (*.supernode);;JSON interchange (*.json)</source>
        <translation>超节点项目 (*.supernode);;JSON 交换格式 (*.json)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message numerus="yes">
        <source>Cut %n device(s)</source>
        <translation>
            <numerusform>剪切 %n 台设备</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a rack to paste into.</source>
        <translation>请选择要粘贴到的机柜。</translation>
    </message>
    <message>
        <source>Draw Cable &amp;Tray</source>
        <translation>绘制线槽(&amp;T)</translation>
    </message>
    <message>
        <source>Supernode Designer did not close properly. An untitled design was never saved. Recover it?</source>
        <translation>Supernode Designer 上次未正常关闭，有一个未命名的设计尚未保存。是否恢复？</translation>
    </message>
    <message>
        <source>&amp;Heat Map</source>
        <translation>热力图(&amp;H)</translation>
    </message>
    <message>
        <source>Power and Cooling &amp;Reports…</source>
        <translation>电力与冷却报告(&amp;R)…</translation>
    </message>
    <message>
        <source>Import NetBox Device &amp;Types…</source>
        <translation>导入 NetBox 设备型号(&amp;T)…</translation>
    </message>
    <message>
        <source>Import NetBox Device Type &amp;Folder…</source>
        <translation>导入 NetBox 设备型号文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>New &amp;Supernode…</source>
        <translation>新建超节点(&amp;S)…</translation>
    </message>
    <message>
        <source>Size, place and connect a whole supernode from a GPU count or TP × PP × DP.</source>
        <translation>根据 GPU 数量或 TP × PP × DP 规划、布置并连接整个超节点。</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>导出(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Print Labels…</source>
        <translation>打印标签(&amp;P)…</translation>
    </message>
    <message>
        <source>Co&amp;nnect Ports…</source>
        <translation>连接端口(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Fault Domains…</source>
        <translation>故障域(&amp;F)…</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>Select every rack of the design.</source>
        <translation>选中设计中的所有机柜。</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>&amp;About Supernode Designer</source>
        <translation>关于 Supernode Designer(&amp;A)</translation>
    </message>
    <message>
        <source>About Supernode Designer</source>
        <translation>关于 Supernode Designer</translation>
    </message>
    <message>
        <source>&amp;Go to Object</source>
        <translation>转到对象(&amp;G)</translation>
    </message>
    <message>
        <source>Copy &amp;Message</source>
        <translation>复制消息(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>属性(&amp;P)</translation>
    </message>
    <message>
        <source>Show on &amp;Floor Plan</source>
        <translation>在平面图中显示(&amp;F)</translation>
    </message>
    <message>
        <source>Show in &amp;Elevation</source>
        <translation>在立面图中显示(&amp;E)</translation>
    </message>
    <message>
        <source>Select Connected &amp;Cables</source>
        <translation>选择所连线缆(&amp;C)</translation>
    </message>
    <message>
        <source>No cables are connected to the selection.</source>
        <translation>所选对象没有连接线缆。</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) selected.</source>
        <translation>
            <numerusform>已选择 %n 根线缆。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select &amp;Cables in Tray</source>
        <translation>选择桥架中的线缆(&amp;C)</translation>
    </message>
    <message>
        <source>No routed cable runs in this tray.</source>
        <translation>此桥架中没有已布线的线缆。</translation>
    </message>
    <message>
        <source>&amp;Route This Cable</source>
        <translation>为此线缆布线(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Route These Cables</source>
        <translation>为这些线缆布线(&amp;R)</translation>
    </message>
    <message>
        <source>Copy &amp;Name</source>
        <translation>复制名称(&amp;N)</translation>
    </message>
    <message>
        <source>Copy &amp;Label</source>
        <translation>复制标签(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Delete Connection</source>
        <translation>删除连接(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <source>Find a rack, device or tray by name, or a cable by label or id.</source>
        <translation>按名称查找机柜、设备或桥架，或按标签、编号查找线缆。</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>测量(&amp;M)</translation>
    </message>
    <message>
        <source>Measure between two points of the floor plan, straight and along the trays.</source>
        <translation>测量平面图上两点之间的直线距离和沿桥架的距离。</translation>
    </message>
    <message>
        <source>Print &amp;Drawings…</source>
        <translation>打印图纸(&amp;D)…</translation>
    </message>
    <message>
        <source>Print the floor plan and rack elevations with a title block, to scale, or export them as PDF.</source>
        <translation>按比例打印带标题栏的平面图和机柜立面图，或导出为 PDF。</translation>
    </message>
    <message>
        <source>Routing &amp;Policy…</source>
        <translation>布线策略(&amp;P)…</translation>
    </message>
    <message>
        <source>Slack, drop reach, rack base, pass-through gap and cable manager fill the routing assumes.</source>
        <translation>布线采用的端部余量、下线距离、机柜底座高度、穿线间隙和理线器填充率。</translation>
    </message>
    <message>
        <source>Import &amp;Floor Plan…</source>
        <translation>导入平面图(&amp;F)…</translation>
    </message>
    <message>
        <source>Coolant &amp;Hydraulics…</source>
        <translation>冷却液水力计算(&amp;H)…</translation>
    </message>
    <message>
        <source>Host &amp;Interface Names…</source>
        <translation>主机接口名称(&amp;I)…</translation>
    </message>
    <message>
        <source>The OS interface and RDMA device names of a server type&apos;s ports, for the NCCL env files.</source>
        <translation>服务器类型各端口在操作系统中的接口名和 RDMA 设备名，用于 NCCL 环境文件。</translation>
    </message>
    <message>
        <source>Supernode Designer %1

Plans GPU supernodes: racks, power, cooling, fabric, cable routes and labels, from a GPU count to the cable schedule.

Qt %2.</source>
        <translation>超节点设计器 %1

规划 GPU 超节点：机柜、供电、冷却、网络、线缆路由与标签，从 GPU 数量一直到线缆清单。

Qt %2。</translation>
    </message>
    <message>
        <source>(version not set)</source>
        <translation>（未设置版本）</translation>
    </message>
    <message>
        <source>Open Example</source>
        <translation>打开示例</translation>
    </message>
    <message>
        <source>Opened the example %1 as a new design; Save As keeps your copy.</source>
        <translation>已将示例 %1 作为新设计打开；用“另存为”保存您的副本。</translation>
    </message>
    <message>
        <source>Column &amp;Properties…</source>
        <translation>柱子属性(&amp;P)…</translation>
    </message>
    <message>
        <source>Re&amp;name Hall %1…</source>
        <translation>重命名机房 %1(&amp;N)…</translation>
    </message>
    <message>
        <source>Split Hall with a &amp;Horizontal Partition Here</source>
        <translation>在此处用水平隔墙分隔机房(&amp;H)</translation>
    </message>
    <message>
        <source>Split Hall with a &amp;Vertical Partition Here</source>
        <translation>在此处用竖直隔墙分隔机房(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Merge %1 into This Hall</source>
        <translation>将 %1 并入此机房(&amp;M)</translation>
    </message>
    <message>
        <source>Remove Ha&amp;ll %1</source>
        <translation>删除机房 %1(&amp;L)</translation>
    </message>
</context>
<context>
    <name>sn::MeasureTool</name>
    <message>
        <source>Measure: click the first point, then the second; Escape ends.</source>
        <translation>测量：先单击第一点，再单击第二点；按 Esc 结束。</translation>
    </message>
    <message>
        <source>Straight %1 m</source>
        <translation>直线 %1 米</translation>
    </message>
    <message>
        <source>Along trays %1 m (+ %2 m and %3 m to the trays)</source>
        <translation>沿桥架 %1 米（另加两端到桥架的 %2 米和 %3 米）</translation>
    </message>
    <message>
        <source>Along trays: no tray run joins the two points</source>
        <translation>沿桥架：没有桥架连通这两点</translation>
    </message>
    <message>
        <source>Measure: click the second point.</source>
        <translation>测量：请单击第二点。</translation>
    </message>
</context>
<context>
    <name>sn::ModuleBaysSection</name>
    <message>
        <source>Module bays</source>
        <translation>模块槽位</translation>
    </message>
    <message>
        <source>No PSU bay filled.</source>
        <translation>未装电源模块。</translation>
    </message>
    <message numerus="yes">
        <source>%n PSU(s), a rating unknown: capacity unknown.</source>
        <translation>
            <numerusform>%n 个电源模块，其中有额定功率未知：容量未知。</numerusform>
        </translation>
    </message>
    <message>
        <source>PSUs: %1 × %2 W in %3+%4 → %5 kW capacity.</source>
        <translation>电源：%1 × %2 W，%3+%4 冗余 → 容量 %5 kW。</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>%1 (PSU):</source>
        <translation>%1（电源）：</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Its draw stays unknown until a rated PSU fills a bay.</source>
        <translation>在有额定功率的电源模块装入槽位之前，其功耗仍为未知。</translation>
    </message>
    <message>
        <source>Its draw counts as %1 kW in the rack totals.</source>
        <translation>其功耗在机柜合计中按 %1 kW 计。</translation>
    </message>
    <message>
        <source>Enough for its %1 kW draw.</source>
        <translation>足以承担其 %1 kW 功耗。</translation>
    </message>
    <message>
        <source>Not enough for its %1 kW draw.</source>
        <translation>不足以承担其 %1 kW 功耗。</translation>
    </message>
</context>
<context>
    <name>sn::NetboxImportReport</name>
    <message>
        <source>NetBox Import</source>
        <translation>NetBox 导入</translation>
    </message>
    <message numerus="yes">
        <source>%n device type(s) imported into %1.</source>
        <translation>
            <numerusform>已将 %n 个设备型号导入 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was saved: %1</source>
        <translation>未保存任何内容：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) refused.</source>
        <translation>
            <numerusform>%n 个文件被拒绝。</numerusform>
        </translation>
    </message>
    <message>
        <source>File or type</source>
        <translation>文件或型号</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Refused (%1)</source>
        <translation>被拒绝（%1）</translation>
    </message>
    <message>
        <source>Imported (%1)</source>
        <translation>已导入（%1）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 — unknown: %3</source>
        <translation>%1 %2——未知：%3</translation>
    </message>
    <message>
        <source>Already placed in this design: the design keeps its own entry; new designs get the imported one.</source>
        <translation>此设计中已放置该型号：设计保留其自身条目；新设计将使用导入的条目。</translation>
    </message>
    <message>
        <source>power supply</source>
        <translation>电源模块</translation>
    </message>
    <message>
        <source>network card</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>transceiver</source>
        <translation>光模块</translation>
    </message>
    <message numerus="yes">
        <source>%n module type(s) imported.</source>
        <translation>
            <numerusform>已导入 %n 个模块类型。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n module file(s) passed over.</source>
        <translation>
            <numerusform>跳过了 %n 个模块文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Module types imported (%1)</source>
        <translation>已导入的模块类型（%1）</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <extracomment>A module type imported from NetBox: vendor, model, then its kind (PSU, NIC, …).</extracomment>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <source>Already in a bay of this design: the design keeps its own entry; new designs get the imported one.</source>
        <translation>已装在本设计的槽位中：本设计保留自己的条目，新设计使用导入的条目。</translation>
    </message>
    <message>
        <source>Passed over (%1)</source>
        <translation>已跳过（%1）</translation>
    </message>
</context>
<context>
    <name>sn::OpenDocument</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>sn::OsNamesDialog</name>
    <message>
        <source>in-band</source>
        <translation>带内</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Host Interface Names</source>
        <translation>主机接口名称</translation>
    </message>
    <message>
        <source>one per port, separated by commas: enp170s0f0np0, …</source>
        <translation>每个端口一个，用逗号分隔：enp170s0f0np0, …</translation>
    </message>
    <message>
        <source>optional, one per port: mlx5_0, …</source>
        <translation>可选，每个端口一个：mlx5_0, …</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Device type:</source>
        <translation>设备类型：</translation>
    </message>
    <message>
        <source>Port group:</source>
        <translation>端口组：</translation>
    </message>
    <message>
        <source>Interface names:</source>
        <translation>接口名：</translation>
    </message>
    <message>
        <source>RDMA devices:</source>
        <translation>RDMA 设备：</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>Where the vendor publishes no port mapping, give the names the host&apos;s OS uses; the NCCL env files then set NCCL_SOCKET_IFNAME for every cabled host of the type.</source>
        <translation>厂商未公布端口映射时，请填写主机操作系统使用的名称；NCCL 环境文件随后会为该类型每台已布线的主机设置 NCCL_SOCKET_IFNAME。</translation>
    </message>
    <message>
        <source>C&amp;lear Names</source>
        <translation>清除名称(&amp;L)</translation>
    </message>
    <message>
        <source>This design places no server with in-band, compute or storage ports.</source>
        <translation>本设计中没有带带内、计算或存储端口的服务器。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n port(s))</source>
        <translation>
            <numerusform>%1（%2，%n 个端口）</numerusform>
        </translation>
    </message>
    <message>
        <source>set by hand for this design</source>
        <translation>为本设计手工设置</translation>
    </message>
    <message>
        <source>Named now, from: %1</source>
        <translation>已有名称，来源：%1</translation>
    </message>
    <message>
        <source>No names yet: the NCCL env files leave NCCL_SOCKET_IFNAME unset on these hosts.</source>
        <translation>尚无名称：NCCL 环境文件不会为这些主机设置 NCCL_SOCKET_IFNAME。</translation>
    </message>
</context>
<context>
    <name>sn::PrintDrawingsDialog</name>
    <message>
        <source>Print Drawings</source>
        <translation>打印图纸</translation>
    </message>
    <message>
        <source>%1 landscape</source>
        <translation>%1 横向</translation>
    </message>
    <message>
        <source>Largest standard scale that fits</source>
        <translation>能容纳的最大标准比例</translation>
    </message>
    <message>
        <source>Floor plan</source>
        <translation>平面图</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Selected racks</source>
        <translation>所选机柜</translation>
    </message>
    <message>
        <source>All racks</source>
        <translation>全部机柜</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>纸张：</translation>
    </message>
    <message>
        <source>Floor plan scale:</source>
        <translation>平面图比例：</translation>
    </message>
    <message>
        <source>Elevations:</source>
        <translation>立面图：</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>导出 PDF(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;R)…</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s)</source>
        <translation>
            <numerusform>%n 张图纸</numerusform>
        </translation>
    </message>
    <message>
        <source>Floor plan at 1:%1 on %2</source>
        <translation>平面图比例 1:%1，%2 图幅</translation>
    </message>
    <message>
        <source>The room does not fit the sheet at this scale; it is cut at the edges.</source>
        <translation>按此比例机房超出图纸，边缘会被裁掉。</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n sheet(s) to %1.</source>
        <translation>
            <numerusform>已将 %n 张图纸写入 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>drawings</source>
        <translation>图纸</translation>
    </message>
    <message>
        <source>Export Drawings as PDF</source>
        <translation>将图纸导出为 PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message numerus="yes">
        <source>Printed %n sheet(s).</source>
        <translation>
            <numerusform>已打印 %n 张图纸。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sn::PropertiesPanel</name>
    <message>
        <source>Room name:</source>
        <translation>机房名称：</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>深度：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>无预算</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Front-left x:</source>
        <translation>左前角 x：</translation>
    </message>
    <message>
        <source>Front-left y:</source>
        <translation>左前角 y：</translation>
    </message>
    <message>
        <source>Rotation:</source>
        <translation>旋转：</translation>
    </message>
    <message>
        <source>Power budget:</source>
        <translation>功率预算：</translation>
    </message>
    <message>
        <source>Weight limit:</source>
        <translation>承重上限：</translation>
    </message>
    <message>
        <source>Load:</source>
        <translation>负载：</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>正面</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>背面</translation>
    </message>
    <message>
        <source>Rack:</source>
        <translation>机柜：</translation>
    </message>
    <message>
        <source>Lowest unit:</source>
        <translation>最低 U 位：</translation>
    </message>
    <message>
        <source>Faces:</source>
        <translation>朝向：</translation>
    </message>
    <message>
        <source>Power:</source>
        <translation>功率：</translation>
    </message>
    <message numerus="yes">
        <source>%n objects selected</source>
        <translation>
            <numerusform>已选择 %n 个对象</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 U, %3 × %4 mm)</source>
        <translation>%1（%2 U，%3 × %4 mm）</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s), %1 kW max, %2 kg</source>
        <translation>
            <numerusform>%n 台设备，最大 %1 kW，%2 kg</numerusform>
        </translation>
    </message>
    <message>
        <source>on the floor</source>
        <translation>落地安装</translation>
    </message>
    <message>
        <source>A rack needs a name.</source>
        <translation>机柜需要一个名称。</translation>
    </message>
    <message>
        <source>Rename rack %1 to %2</source>
        <translation>将机柜 %1 重命名为 %2</translation>
    </message>
    <message>
        <source>Edit limits of rack %1</source>
        <translation>修改机柜 %1 的限值</translation>
    </message>
    <message>
        <source>Bottom above floor:</source>
        <translation>底部离地高度：</translation>
    </message>
    <message>
        <source>Fill limit:</source>
        <translation>填充率上限：</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>长度：</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 mm)</source>
        <translation>%1（%2 × %3 mm）</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>A tray needs a name.</source>
        <translation>线槽需要一个名称。</translation>
    </message>
    <message>
        <source>A tray %1 mm deep at %2 mm would reach above the %3 mm ceiling.</source>
        <translation>深 %1 mm 的线槽安装在 %2 mm 高度将超出 %3 mm 高的天花板。</translation>
    </message>
    <message>
        <source>Edit tray %1</source>
        <translation>修改线槽 %1</translation>
    </message>
    <message>
        <source>Side slot:</source>
        <translation>侧面槽位：</translation>
    </message>
    <message numerus="yes">
        <source>incomplete: power draw of %n device(s) unknown</source>
        <translation>
            <numerusform>不完整：%n 台设备的功耗未知</numerusform>
        </translation>
    </message>
    <message>
        <source>e.g. SH1</source>
        <translation>例如 SH1</translation>
    </message>
    <message>
        <source>Site code: the {site} token of cable and rack labels.</source>
        <translation>站点代码：线缆和机柜标签中的 {site} 标记。</translation>
    </message>
    <message>
        <source>e.g. DH2</source>
        <translation>例如 DH2</translation>
    </message>
    <message>
        <source>Room code: the {room} token of cable and rack labels.</source>
        <translation>机房代码：线缆和机柜标签中的 {room} 标记。</translation>
    </message>
    <message>
        <source>Site code:</source>
        <translation>站点代码：</translation>
    </message>
    <message>
        <source>Room code:</source>
        <translation>机房代码：</translation>
    </message>
</context>
<context>
    <name>sn::RackElevationScene</name>
    <message>
        <source>Choose a rack first.</source>
        <translation>请先选择一个机柜。</translation>
    </message>
    <message>
        <source>Unknown device type &quot;%1&quot;.</source>
        <translation>未知的设备类型“%1”。</translation>
    </message>
    <message>
        <source>Drop the device onto the rack.</source>
        <translation>请将设备放到机柜上。</translation>
    </message>
</context>
<context>
    <name>sn::RackElevationView</name>
    <message>
        <source>Release to connect %1 %2 to %3 %4.</source>
        <translation>松开即可将 %1 %2 连接到 %3 %4。</translation>
    </message>
    <message>
        <source>Connection cancelled.</source>
        <translation>已取消连接。</translation>
    </message>
    <message>
        <source>Drag to a port of another device; Esc cancels.</source>
        <translation>拖到另一台设备的端口上；按 Esc 取消。</translation>
    </message>
</context>
<context>
    <name>sn::RackGroupPage</name>
    <message>
        <source>Row:</source>
        <translation>排：</translation>
    </message>
    <message>
        <source>Cooling loop:</source>
        <translation>冷却回路：</translation>
    </message>
    <message>
        <source>Power budget:</source>
        <translation>功率预算：</translation>
    </message>
    <message>
        <source>Weight limit:</source>
        <translation>承重上限：</translation>
    </message>
    <message numerus="yes">
        <source>%n racks selected; a change applies to all of them.</source>
        <translation>
            <numerusform>已选择 %n 个机柜；更改将应用于全部所选机柜。</numerusform>
        </translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>(mixed)</source>
        <translation>（不一致）</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>Set row of %n rack(s)</source>
        <translation>
            <numerusform>设置 %n 个机柜所属的排</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set cooling loop of %n rack(s)</source>
        <translation>
            <numerusform>设置 %n 个机柜的冷却回路</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Edit limits of %n rack(s)</source>
        <translation>
            <numerusform>编辑 %n 个机柜的限值</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sn::RackPowerChart</name>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>within budget</source>
        <translation>在预算内</translation>
    </message>
    <message>
        <source>max draw over budget</source>
        <translation>最大功耗超预算</translation>
    </message>
    <message>
        <source>typical draw over budget</source>
        <translation>典型功耗超预算</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>无预算</translation>
    </message>
    <message>
        <source>budget; solid: typical draw, light: up to max draw</source>
        <translation>预算线；实心：典型功耗，浅色：至最大功耗</translation>
    </message>
    <message>
        <source>%1: %2 kW max, %3 kW typical, budget %4 kW</source>
        <translation>%1：最大 %2 kW，典型 %3 kW，预算 %4 kW</translation>
    </message>
    <message>
        <source>%1: %2 kW max, %3 kW typical, no budget</source>
        <translation>%1：最大 %2 kW，典型 %3 kW，无预算</translation>
    </message>
</context>
<context>
    <name>sn::ReportTableView</name>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
</context>
<context>
    <name>sn::ReportsWindow</name>
    <message>
        <source>Power and Cooling Reports</source>
        <translation>电力与冷却报告</translation>
    </message>
    <message>
        <source>&amp;Racks</source>
        <translation>机柜(&amp;R)</translation>
    </message>
    <message>
        <source>Cooling &amp;Loops</source>
        <translation>冷却回路(&amp;L)</translation>
    </message>
    <message>
        <source>Heat at max draw; flow L/min = 60 · P[kW] / (ρ · c_p · ΔT). Select cells and press Ctrl+C to copy them with their headers.</source>
        <translation>热量按最大功耗计；流量 L/min = 60 · P[kW] / (ρ · c_p · ΔT)。选中单元格后按 Ctrl+C 可连同表头一起复制。</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Power and Cooling Reports — %1</source>
        <translation>电力与冷却报告 — %1</translation>
    </message>
    <message>
        <source>%1 — racks: %2; %3 kW max, %4 kW typical; room %5 m², %6 kW/m².</source>
        <translation>%1 — 机柜：%2 个；最大 %3 kW，典型 %4 kW；机房 %5 m²，%6 kW/m²。</translation>
    </message>
    <message>
        <source>Computing the report…</source>
        <translation>正在计算报告…</translation>
    </message>
</context>
<context>
    <name>sn::RouteLegend</name>
    <message>
        <source>Cable routes</source>
        <translation>线缆路由</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Legend row for screen readers and tests: medium name and the number of cables shown</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Show the legend</source>
        <translation>展开图例</translation>
    </message>
    <message>
        <source>Fold the legend</source>
        <translation>折叠图例</translation>
    </message>
    <message>
        <source>Not routed (see the findings)</source>
        <translation>未布线（见检查结果）</translation>
    </message>
</context>
<context>
    <name>sn::RouteOverlay</name>
    <message>
        <source>%1 %2 in rack %3</source>
        <extracomment>A cable end: device name, port name, rack name</extracomment>
        <translation>机柜 %3 中的 %1 %2</translation>
    </message>
    <message>
        <source>%1 %2 on the floor</source>
        <extracomment>A cable end on a floor-standing unit: device name, port name</extracomment>
        <translation>落地设备 %1 %2</translation>
    </message>
    <message>
        <source>Cable %1</source>
        <translation>线缆 %1</translation>
    </message>
    <message>
        <source>Cable %1 (%2)</source>
        <translation>线缆 %1（%2）</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>起点：%1</translation>
    </message>
    <message>
        <source>To: %1</source>
        <translation>终点：%1</translation>
    </message>
    <message>
        <source>Length: %1 m routed, %2 m ordered</source>
        <translation>长度：布线 %1 m，订购 %2 m</translation>
    </message>
    <message>
        <source>Length: %1 m routed</source>
        <translation>长度：布线 %1 m</translation>
    </message>
    <message>
        <source>Medium: %1, %2</source>
        <translation>介质：%1，%2</translation>
    </message>
    <message>
        <source>Role: %1, %2</source>
        <translation>用途：%1，%2</translation>
    </message>
    <message>
        <source>Role: %1</source>
        <translation>用途：%1</translation>
    </message>
</context>
<context>
    <name>sn::RouteRunner</name>
    <message>
        <source>Preparing the routing graph…</source>
        <translation>正在准备布线图…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Routing Cables</source>
        <translation>线缆布线</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Routing cable %1 of %2…</source>
        <translation>正在布线第 %1 根线缆（共 %2 根）…</translation>
    </message>
    <message>
        <source>Routing cancelled; nothing changed.</source>
        <translation>布线已取消，设计未作任何更改。</translation>
    </message>
    <message>
        <source>Routing changed nothing.</source>
        <translation>布线未改变任何内容。</translation>
    </message>
    <message numerus="yes">
        <source>Routed %n cable(s).</source>
        <translation>
            <numerusform>已布线 %n 根线缆。</numerusform>
        </translation>
    </message>
    <message>
        <source>The design changed while routing; routing again…</source>
        <translation>布线期间设计已更改；正在重新布线…</translation>
    </message>
    <message>
        <source>The design kept changing while routing; nothing applied. Route again.</source>
        <translation>布线期间设计不断更改；未应用任何结果。请重新布线。</translation>
    </message>
    <message numerus="yes">
        <source>Routed %n cable(s); %1 See the findings.</source>
        <translation>
            <numerusform>已布线 %n 根线缆；%1 详见检查结果。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sn::RoutingFindings</name>
    <message>
        <source>Not routed: %1</source>
        <translation>未布线：%1</translation>
    </message>
</context>
<context>
    <name>sn::RoutingPolicyDialog</name>
    <message>
        <source>Routing Policy</source>
        <translation>布线策略</translation>
    </message>
    <message>
        <source>Slack at each cable end:</source>
        <translation>每个线缆端部的余量：</translation>
    </message>
    <message>
        <source>Drop reach beside a rack:</source>
        <translation>机柜旁的下线距离：</translation>
    </message>
    <message>
        <source>Bottom of U1 above the floor:</source>
        <translation>U1 底部离地高度：</translation>
    </message>
    <message>
        <source>Largest gap sharing pass-throughs:</source>
        <translation>共用穿线孔的最大间隙：</translation>
    </message>
    <message>
        <source>Vertical cable manager fill limit:</source>
        <translation>垂直理线器填充上限：</translation>
    </message>
    <message>
        <source>Each tray keeps its own fill limit (tray properties). The next routing uses these settings; they are saved with the design.</source>
        <translation>每个桥架保留各自的填充上限（见桥架属性）。下次布线将使用这些设置，并随设计一起保存。</translation>
    </message>
    <message>
        <source>Change routing policy</source>
        <translation>更改布线策略</translation>
    </message>
    <message>
        <source>A route that leaves less cable than this over at each end, beyond the route and its slack, is ordered one length up.</source>
        <translation>在路由及其余量之外每端多出的线缆少于此值时，改订下一档长度。</translation>
    </message>
    <message>
        <source>Least spare at each end when ordered:</source>
        <translation>订购时每端最少富余：</translation>
    </message>
</context>
<context>
    <name>sn::RoutingTools</name>
    <message>
        <source>&amp;Route</source>
        <translation>布线(&amp;R)</translation>
    </message>
    <message>
        <source>Route &amp;All</source>
        <translation>全部布线(&amp;A)</translation>
    </message>
    <message>
        <source>Route &amp;Selection</source>
        <translation>布线所选对象(&amp;S)</translation>
    </message>
    <message>
        <source>Auto &amp;Re-route After Moves</source>
        <translation>移动后自动重新布线(&amp;R)</translation>
    </message>
    <message>
        <source>Re-route the cables of racks and devices you move, as a step of its own.</source>
        <translation>移动机柜或设备后重新布线其线缆，作为单独的一步。</translation>
    </message>
    <message>
        <source>Show Cable R&amp;outes</source>
        <translation>显示线缆路由(&amp;O)</translation>
    </message>
    <message>
        <source>Show Ro&amp;les</source>
        <translation>按用途显示(&amp;L)</translation>
    </message>
    <message>
        <source>Show Ra&amp;ils</source>
        <translation>按轨道显示(&amp;I)</translation>
    </message>
    <message>
        <source>Show All Roles</source>
        <translation>显示全部用途</translation>
    </message>
    <message>
        <source>Show All Rails</source>
        <translation>显示全部轨道</translation>
    </message>
    <message>
        <source>Nothing to route: the design has no connections.</source>
        <translation>没有可布线的内容：设计中没有连接。</translation>
    </message>
    <message>
        <source>Route all cables</source>
        <translation>全部线缆布线</translation>
    </message>
    <message>
        <source>Select racks, devices or cables to route.</source>
        <translation>请选择要布线的机柜、设备或线缆。</translation>
    </message>
    <message numerus="yes">
        <source>Route %n selected cable(s)</source>
        <translation>
            <numerusform>为所选 %n 根线缆布线</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Routing changed nothing; %n cable(s) still cannot be routed (see the findings).</source>
        <translation>
            <numerusform>布线未做任何更改；仍有 %n 根线缆无法布线（见检查结果）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Routing is already under way.</source>
        <translation>布线已在进行中。</translation>
    </message>
</context>
<context>
    <name>sn::SelectionPicker</name>
    <message>
        <source>Compute fabric</source>
        <translation>计算网络</translation>
    </message>
    <message>
        <source>Storage fabric</source>
        <translation>存储网络</translation>
    </message>
    <message>
        <source>In-band management</source>
        <translation>带内管理</translation>
    </message>
    <message>
        <source>Out-of-band management</source>
        <translation>带外管理</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink 互连</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>供电</translation>
    </message>
    <message>
        <source>Coolant</source>
        <translation>冷却液</translation>
    </message>
    <message>
        <source>Console</source>
        <translation>控制台</translation>
    </message>
    <message>
        <source>All cables</source>
        <translation>全部线缆</translation>
    </message>
    <message>
        <source>One rack</source>
        <translation>单个机柜</translation>
    </message>
    <message>
        <source>One rail</source>
        <translation>单条轨道</translation>
    </message>
    <message>
        <source>One role</source>
        <translation>单一用途</translation>
    </message>
    <message>
        <source>Which cables to export: all, those with an end in one rack, one rail of the GPU fabric, or one role.</source>
        <translation>要导出的线缆：全部、一端位于某个机柜的线缆、GPU 网络的某条轨道，或某一用途的线缆。</translation>
    </message>
    <message>
        <source>Rail %1</source>
        <translation>轨道 %1</translation>
    </message>
</context>
<context>
    <name>sn::SelectionStatus</name>
    <message numerus="yes">
        <source>%n objects selected</source>
        <translation>
            <numerusform>已选择 %n 个对象</numerusform>
        </translation>
    </message>
    <message>
        <source>Cable %1</source>
        <translation>线缆 %1</translation>
    </message>
    <message>
        <source>Tray %1</source>
        <translation>桥架 %1</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>机柜 %1</translation>
    </message>
    <message>
        <source>%1 at U%2–U%3</source>
        <translation>%1，位于 U%2–U%3</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>未选择任何对象</translation>
    </message>
</context>
<context>
    <name>sn::StartPage</name>
    <message>
        <source>Design a room of GPU racks: the wizard sizes and places a whole supernode, or start from an example or an empty room.</source>
        <translation>设计 GPU 机柜机房：向导可规划并布置整个超节点，也可以从示例或空机房开始。</translation>
    </message>
    <message>
        <source>New Supernode…</source>
        <translation>新建超节点…</translation>
    </message>
    <message>
        <source>Size, place and connect a whole supernode from a GPU count or TP × PP × DP (Ctrl+Shift+N).</source>
        <translation>根据 GPU 数量或 TP × PP × DP 规划、布置并连接整个超节点（Ctrl+Shift+N）。</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Open a design file (Ctrl+O).</source>
        <translation>打开设计文件（Ctrl+O）。</translation>
    </message>
    <message>
        <source>Empty Room</source>
        <translation>空机房</translation>
    </message>
    <message>
        <source>Start with an empty floor plan and place rows and racks yourself.</source>
        <translation>从空白平面图开始，自行布置机柜排和机柜。</translation>
    </message>
    <message>
        <source>Recent Designs</source>
        <translation>最近的设计</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>%1 (not found)</source>
        <translation>%1（未找到）</translation>
    </message>
    <message>
        <source>No recent designs yet.</source>
        <translation>还没有最近的设计。</translation>
    </message>
    <message>
        <source>Opens a copy: Save asks where to keep it.</source>
        <translation>打开副本：保存时会询问存放位置。</translation>
    </message>
    <message>
        <source>The examples folder was not found.</source>
        <translation>未找到示例文件夹。</translation>
    </message>
</context>
<context>
    <name>sn::SupernodeWizardDialog</name>
    <message>
        <source>New Supernode</source>
        <translation>新建超节点</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>完成(&amp;F)</translation>
    </message>
    <message>
        <source>&lt;i&gt;No supernode for these parameters.&lt;/i&gt;</source>
        <translation>&lt;i&gt;这些参数无法生成超节点。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Scalable units</source>
        <translation>可扩展单元</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>%1 (%2 compute, %3 network)</source>
        <translation>%1（计算 %2，网络 %3）</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>IT load</source>
        <translation>IT 负载</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>Coolant flow</source>
        <translation>冷却液流量</translation>
    </message>
    <message>
        <source>%1 L/min</source>
        <translation>%1 升/分钟</translation>
    </message>
    <message>
        <source>PDUs / manifolds / CDUs</source>
        <translation>PDU / 分水器 / CDU</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>%1 × %2 m</source>
        <translation>%1 × %2 m</translation>
    </message>
    <message>
        <source>Rename design</source>
        <translation>重命名设计</translation>
    </message>
    <message>
        <source>%1 (%2 leaf, %3 spine, %4 core, %5 management)</source>
        <translation>%1（叶 %2，脊 %3，核心 %4，管理 %5）</translation>
    </message>
    <message>
        <source>Storage/in-band switches</source>
        <translation>存储/带内交换机</translation>
    </message>
    <message>
        <source>%1 (%2 leaf, %3 spine, %4 core)</source>
        <translation>%1（叶 %2，脊 %3，核心 %4）</translation>
    </message>
    <message>
        <source>Servers per rack</source>
        <translation>每机柜服务器</translation>
    </message>
    <message>
        <source>%1 (limit: %2)</source>
        <extracomment>Servers in a full rack, then the limit that stops it taking one more.</extracomment>
        <translation>%1（限制：%2）</translation>
    </message>
    <message>
        <source>Power feed</source>
        <translation>供电方式</translation>
    </message>
    <message>
        <source>%1 power shelves, %2 busway tap-offs, %3 PDUs (%4)</source>
        <extracomment>How the racks are powered and why: &quot;6 power shelves, 6 busway tap-offs, 2 PDUs (power shelves on the rack&apos;s 48 V busbar …)&quot;.</extracomment>
        <translation>%1 个电源架、%2 个母线槽插接箱、%3 个 PDU（%4）</translation>
    </message>
    <message>
        <source>TP × PP × DP</source>
        <translation>并行度（TP × PP × DP）</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>冷却方式</translation>
    </message>
    <message>
        <source>Coolant</source>
        <translation>冷却液</translation>
    </message>
    <message>
        <source>Rack type</source>
        <translation>机柜类型</translation>
    </message>
    <message>
        <source>Power budget per rack</source>
        <translation>每机柜功率预算</translation>
    </message>
    <message>
        <source>GPUs per scalable unit</source>
        <translation>每个可扩展单元的 GPU 数</translation>
    </message>
    <message>
        <source>Spare servers per scalable unit</source>
        <translation>每个可扩展单元的备用服务器</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Fabric-manager appliances</source>
        <translation>网络管理设备</translation>
    </message>
    <message>
        <source>Storage and in-band fabric</source>
        <translation>存储与带内网络</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Supply temperature</source>
        <translation>供液温度</translation>
    </message>
    <message>
        <source>Coolant ΔT</source>
        <translation>冷却液温差 ΔT</translation>
    </message>
    <message>
        <source>Facility water</source>
        <translation>设施冷却水</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>Storage oversubscription</source>
        <translation>存储收敛比</translation>
    </message>
    <message>
        <source>Compare &amp;Variants…</source>
        <translation>比较方案(&amp;V)…</translation>
    </message>
    <message>
        <source>Build this requirement with several fabrics, rack budgets, cooling or storage oversubscriptions and compare them by figures, cost and weighted criteria.</source>
        <translation>用多种网络、机柜功率预算、冷却方式或存储收敛比构建此需求，并按指标、成本和加权准则比较。</translation>
    </message>
</context>
<context>
    <name>sn::UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销(&amp;U) %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做(&amp;R) %1</translation>
    </message>
</context>
<context>
    <name>sn::UserCatalogImport</name>
    <message numerus="yes">
        <source>%n NetBox device type(s) imported; files refused: %1.</source>
        <translation>
            <numerusform>已导入 %n 个 NetBox 设备型号；被拒绝的文件：%1 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import NetBox Device Types</source>
        <translation>导入 NetBox 设备型号</translation>
    </message>
    <message>
        <source>NetBox device types (*.yaml *.yml);;All files (*)</source>
        <translation>NetBox 设备型号 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import a Folder of NetBox Device Types</source>
        <translation>导入 NetBox 设备型号文件夹</translation>
    </message>
    <message>
        <source>Import NetBox device types</source>
        <translation>导入 NetBox 设备类型</translation>
    </message>
    <message numerus="yes">
        <source>%n module type(s) imported.</source>
        <translation>
            <numerusform>已导入 %n 个模块类型。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sn::VariantsWindow</name>
    <message>
        <source>Fabric</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Storage oversubscription</source>
        <translation>存储收敛比</translation>
    </message>
    <message>
        <source>Rack budget (kW)</source>
        <translation>机柜功率预算（kW）</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>冷却方式</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>Compare Variants</source>
        <translation>比较方案</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Open This Variant</source>
        <translation>打开此方案(&amp;O)</translation>
    </message>
    <message>
        <source>Vary (every combination is built and routed)</source>
        <translation>变化项（每种组合都会构建并布线）</translation>
    </message>
    <message>
        <source>Values separated by commas</source>
        <translation>值之间用逗号分隔</translation>
    </message>
    <message>
        <source>Cost and weights</source>
        <translation>成本与权重</translation>
    </message>
    <message>
        <source>none: cost is not scored</source>
        <translation>无：成本不评分</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Price List</source>
        <translation>价格表</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Price list:</source>
        <translation>价格表：</translation>
    </message>
    <message>
        <source>Years of energy:</source>
        <translation>能耗年数：</translation>
    </message>
    <message>
        <source>Price per kWh:</source>
        <translation>每 kWh 电价：</translation>
    </message>
    <message>
        <source>PUE:</source>
        <translation>电能使用效率 PUE：</translation>
    </message>
    <message>
        <source>Performance %:</source>
        <translation>性能 %：</translation>
    </message>
    <message>
        <source>Ecosystem %:</source>
        <translation>生态 %：</translation>
    </message>
    <message>
        <source>Cost %:</source>
        <translation>成本 %：</translation>
    </message>
    <message>
        <source>Scalability %:</source>
        <translation>可扩展性 %：</translation>
    </message>
    <message>
        <source>Operations %:</source>
        <translation>运维 %：</translation>
    </message>
    <message>
        <source>At least one weight must be above 0.</source>
        <translation>至少一个权重必须大于 0。</translation>
    </message>
    <message numerus="yes">
        <source>Building %n variant(s)…</source>
        <translation>
            <numerusform>正在构建 %n 个方案…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 variants; the table shows those built.</source>
        <translation>已在 %2 个方案中完成 %1 个后取消；表中显示已构建的方案。</translation>
    </message>
    <message>
        <source>%1 of %2 variants built and routed.</source>
        <translation>%2 个方案中已构建并布线 %1 个。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Total %</source>
        <translation>总分 %</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>IT kW</source>
        <translation>IT 功率 kW</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Gb/s per GPU across the top</source>
        <translation>每 GPU 跨顶层 Gb/s</translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <source>Refused because</source>
        <translation>拒绝原因</translation>
    </message>
    <message>
        <source> (parts unpriced)</source>
        <translation>（有部件未定价）</translation>
    </message>
    <message>
        <source>not priced</source>
        <translation>未定价</translation>
    </message>
    <message>
        <source>That variant was refused or is already open.</source>
        <translation>该方案被拒绝或已打开。</translation>
    </message>
    <message>
        <source>&amp;Save Report…</source>
        <translation>保存报告(&amp;S)…</translation>
    </message>
    <message>
        <source>Save Report</source>
        <translation>保存报告</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Saved %1 and %2.</source>
        <translation>已保存 %1 和 %2。</translation>
    </message>
    <message>
        <source>The comparison stopped: %1</source>
        <translation>比较已中止：%1</translation>
    </message>
</context>
<context>
    <name>sn::VerifyCablingDialog</name>
    <message>
        <source>Verify Cabling</source>
        <translation>核对布线</translation>
    </message>
    <message>
        <source>ibnetdiscover output of the built fabric</source>
        <translation>已建成网络的 ibnetdiscover 输出</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>核对(&amp;C)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>处理方法</translation>
    </message>
    <message>
        <source>Mark Verified Cables &amp;Installed</source>
        <translation>将核对无误的线缆标记为已安装(&amp;I)</translation>
    </message>
    <message>
        <source>ibnetdiscover Output</source>
        <translation>ibnetdiscover 输出</translation>
    </message>
    <message numerus="yes">
        <source>Mark %n Verified Cable(s) &amp;Installed</source>
        <translation>
            <numerusform>将 %n 根核对无误的线缆标记为已安装(&amp;I)</numerusform>
        </translation>
    </message>
    <message>
        <source>InfiniBand scan (ibnetdiscover)</source>
        <translation>InfiniBand 扫描（ibnetdiscover）</translation>
    </message>
    <message>
        <source>LLDP tables (lldpcli or NVUE JSON)</source>
        <translation>LLDP 邻居表（lldpcli 或 NVUE JSON）</translation>
    </message>
    <message>
        <source>Every cable that is not ok</source>
        <translation>所有不正常的线缆</translation>
    </message>
    <message>
        <source>All cables</source>
        <translation>全部线缆</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>显示(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Fix List…</source>
        <translation>整改清单(&amp;F)…</translation>
    </message>
    <message>
        <source>The crew&apos;s fix list, grouped by rack: PDF, or CSV for any other name.</source>
        <translation>施工人员的整改清单，按机柜分组：文件名以 .pdf 结尾为 PDF，否则为 CSV。</translation>
    </message>
    <message>
        <source>&amp;Relabel Sheet…</source>
        <translation>重打标签(&amp;R)…</translation>
    </message>
    <message>
        <source>A label sheet (PDF, %1) of the cables to relabel.</source>
        <translation>需重新贴标的线缆的标签页（PDF，%1）。</translation>
    </message>
    <message>
        <source>Save Fix List</source>
        <translation>保存整改清单</translation>
    </message>
    <message>
        <source>fix-list.pdf</source>
        <translation>整改清单.pdf</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;CSV (*.csv)</source>
        <translation>PDF 文件 (*.pdf);;CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Save Relabel Sheet</source>
        <translation>保存重打标签页</translation>
    </message>
    <message>
        <source>relabel.pdf</source>
        <translation>重打标签.pdf</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>a folder of LLDP tables, one file per device named after it, or one file</source>
        <translation>LLDP 邻居表文件夹（每台设备一个以其命名的文件），或单个文件</translation>
    </message>
    <message>
        <source>Folder of LLDP Tables</source>
        <translation>LLDP 邻居表文件夹</translation>
    </message>
    <message>
        <source>Type the path of a scan, or choose one with Browse…</source>
        <translation>请输入扫描文件的路径，或用“浏览…”选择。</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
</context>
<context>
    <name>sn::VerifyTools</name>
    <message>
        <source>&amp;Verify Cabling…</source>
        <translation>核对布线(&amp;V)…</translation>
    </message>
    <message>
        <source>Check an ibnetdiscover scan or LLDP tables of the built fabric against the design&apos;s cables.</source>
        <translation>将已建网络的 ibnetdiscover 扫描或 LLDP 邻居表与设计中的线缆核对。</translation>
    </message>
</context>
<context>
    <name>sn::WizardForm</name>
    <message>
        <source>&amp;Size</source>
        <translation>规模(&amp;S)</translation>
    </message>
    <message>
        <source>Server and &amp;fabric</source>
        <translation>服务器与网络(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Racks, power and cooling</source>
        <translation>机柜、供电与冷却(&amp;R)</translation>
    </message>
    <message>
        <source>R&amp;oom</source>
        <translation>机房(&amp;O)</translation>
    </message>
    <message>
        <source>By &amp;GPU count</source>
        <translation>按 GPU 数量(&amp;G)</translation>
    </message>
    <message>
        <source>By &amp;parallelism (TP × PP × DP)</source>
        <translation>按并行度（TP × PP × DP）(&amp;P)</translation>
    </message>
    <message>
        <source>Not given</source>
        <translation>未指定</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPU 数量：</translation>
    </message>
    <message>
        <source>Tensor parallel (TP):</source>
        <translation>张量并行（TP）：</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP):</source>
        <translation>流水线并行（PP）：</translation>
    </message>
    <message>
        <source>Data parallel (DP):</source>
        <translation>数据并行（DP）：</translation>
    </message>
    <message>
        <source>A TP group stays inside one NVLink domain; with a GPU count, TP alone still limits the domain.</source>
        <translation>一个 TP 组必须位于同一个 NVLink 域内；按 GPU 数量规划时，单独给出的 TP 仍会限制该域。</translation>
    </message>
    <message>
        <source>TP alone limits the NVLink domain; PP and DP follow from the GPU count.</source>
        <translation>仅 TP 限制 NVLink 域；PP 和 DP 由 GPU 数量决定。</translation>
    </message>
    <message>
        <source>TP × PP × DP = %1 GPUs</source>
        <translation>TP × PP × DP = %1 个 GPU</translation>
    </message>
    <message>
        <source>Default (HGX B200, or the 16-card PCIe box for a PCIe fabric)</source>
        <translation>默认（HGX B200；PCIe 网络时为 16 卡 PCIe 机箱）</translation>
    </message>
    <message>
        <source>%1 %2 (%3 GPUs)</source>
        <translation>%1 %2（%3 个 GPU）</translation>
    </message>
    <message>
        <source>Rail-optimised leaf–spine</source>
        <translation>轨道优化叶脊网络</translation>
    </message>
    <message>
        <source>Two-tier fat tree</source>
        <translation>两层胖树</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>服务器：</translation>
    </message>
    <message>
        <source>Fabric:</source>
        <translation>网络：</translation>
    </message>
    <message>
        <source>Leaf oversubscription (down : up):</source>
        <translation>叶交换机收敛比（下行 : 上行）：</translation>
    </message>
    <message>
        <source>%1 U, %2 × %3 mm</source>
        <translation>%1 U，%2 × %3 mm</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>Default (60 kW liquid, the rack&apos;s air limit for air)</source>
        <translation>默认（液冷 60 kW，风冷取机柜风冷上限）</translation>
    </message>
    <message>
        <source>As the server is built</source>
        <translation>按服务器自身的冷却方式</translation>
    </message>
    <message>
        <source>Liquid (cold plates)</source>
        <translation>液冷（冷板）</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source> °C</source>
        <translation> °C</translation>
    </message>
    <message>
        <source> K</source>
        <translation> K</translation>
    </message>
    <message>
        <source>Rack type:</source>
        <translation>机柜类型：</translation>
    </message>
    <message>
        <source>Power budget per rack:</source>
        <translation>每机柜功率预算：</translation>
    </message>
    <message>
        <source>Cooling:</source>
        <translation>冷却方式：</translation>
    </message>
    <message>
        <source>Coolant:</source>
        <translation>冷却液：</translation>
    </message>
    <message>
        <source>Supply temperature:</source>
        <translation>供液温度：</translation>
    </message>
    <message>
        <source>Coolant ΔT:</source>
        <translation>冷却液温差 ΔT：</translation>
    </message>
    <message>
        <source>N-GPU supernode</source>
        <translation>N-GPU 超节点</translation>
    </message>
    <message>
        <source>Default (32 servers, or 8 rack-scale domains)</source>
        <translation>默认（32 台服务器，或 8 个机柜级域）</translation>
    </message>
    <message>
        <source>Data hall</source>
        <translation>数据机房</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>As the layout needs</source>
        <translation>按布局需要</translation>
    </message>
    <message>
        <source>Design name:</source>
        <translation>设计名称：</translation>
    </message>
    <message>
        <source>GPUs per scalable unit:</source>
        <translation>每个可扩展单元的 GPU 数：</translation>
    </message>
    <message>
        <source>Room name:</source>
        <translation>机房名称：</translation>
    </message>
    <message>
        <source>Room width at least:</source>
        <translation>机房宽度至少：</translation>
    </message>
    <message>
        <source>Room depth at least:</source>
        <translation>机房深度至少：</translation>
    </message>
    <message>
        <source>Storage and in-band fabric</source>
        <translation>存储与带内网络</translation>
    </message>
    <message>
        <source>Every server&apos;s storage and in-band management ports to storage leaves, the leaves to storage spines.</source>
        <translation>每台服务器的存储与带内管理端口接至存储叶交换机，叶交换机再接至存储脊交换机。</translation>
    </message>
    <message>
        <source>Storage leaf oversubscription (down : up):</source>
        <translation>存储叶交换机收敛比（下行 : 上行）：</translation>
    </message>
    <message>
        <source>No scale-out fabric</source>
        <translation>无横向扩展网络</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>UFM appliances on the compute leaves, on ports the servers leave free: 31 servers in a 32-server scalable unit leave one on every rail leaf.</source>
        <translation>接在计算叶交换机上的 UFM 设备，占用服务器留空的端口：32 台服务器的可扩展单元中放 31 台服务器，每个轨道叶交换机空出一个端口。</translation>
    </message>
    <message>
        <source>Fabric-manager appliances:</source>
        <translation>网络管理设备：</translation>
    </message>
    <message>
        <source>Servers (rack-scale: NVLink domains) per scalable unit kept as spares beyond the GPUs asked for; the design records them for the fault report and the hostfile.</source>
        <translation>每个可扩展单元在所需 GPU 之外保留的备用服务器（机柜级：NVLink 域）；设计会记录它们，供故障报告和 hostfile 使用。</translation>
    </message>
    <message>
        <source>Spare servers per scalable unit:</source>
        <translation>每个可扩展单元的备用服务器：</translation>
    </message>
    <message>
        <source>Not given (the CDUs at their rated approach)</source>
        <translation>未指定（CDU 按额定换热温差计）</translation>
    </message>
    <message>
        <source>Hot aisles closed</source>
        <translation>封闭热通道</translation>
    </message>
    <message>
        <source>Cold aisles closed</source>
        <translation>封闭冷通道</translation>
    </message>
    <message>
        <source>Facility water supply:</source>
        <translation>设施冷却水供水温度：</translation>
    </message>
    <message>
        <source>Aisle containment:</source>
        <translation>通道封闭：</translation>
    </message>
    <message>
        <source>PCIe inference pod (one switch when its NICs fit)</source>
        <translation>PCIe 推理单元（网卡端口够用时只用一台交换机）</translation>
    </message>
    <message>
        <source>Rack-aligned (each rack&apos;s trays on one leaf per rail)</source>
        <translation>按机架对齐（每个机架的托盘在每条轨道上接同一台叶交换机）</translation>
    </message>
    <message>
        <source>Leaf-minimal (rails packed onto the fewest leaves)</source>
        <translation>叶最少（各轨道紧凑排到最少的叶交换机上）</translation>
    </message>
    <message>
        <source>For rack-scale servers (NVL72) on a rail-optimised fabric; the summary prints what each choice costs.</source>
        <translation>用于轨道优化网络上的机架级服务器（NVL72）；摘要会列出每种选择的代价。</translation>
    </message>
    <message>
        <source>Compute leaves:</source>
        <translation>计算叶交换机：</translation>
    </message>
    <message>
        <source>Default (48 U, 800 × 1200 mm; with a busbar for NVL72)</source>
        <extracomment>An NVL72 domain&apos;s default rack has a busbar for its trays.</extracomment>
        <translation>默认（48 U，800 × 1200 mm；NVL72 用带母线的机柜）</translation>
    </message>
    <message>
        <source>%1 U, %2 × %3 mm, %4 V busbar</source>
        <translation>%1 U，%2 × %3 mm，%4 V 母线</translation>
    </message>
    <message>
        <source> m²</source>
        <translation> m²</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>The most floor one data hall may take; a larger layout is split into data halls with the spines and cores in a network room between them. Default: the largest single data hall reported (148 000 ft²).</source>
        <translation>一个数据机房最多可占的地面面积；超出的布局拆分为多个数据机房，脊交换机和核心交换机放在它们之间的网络机房里。默认：已报道的最大单个数据机房（148 000 平方英尺）。</translation>
    </message>
    <message>
        <source> MW</source>
        <translation> MW</translation>
    </message>
    <message>
        <source>The most IT load (rack budgets) one data hall&apos;s electrical and cooling plant may carry. Default: a compute hall of xAI Colossus, 25 000 H100 GPUs.</source>
        <translation>一个数据机房的供电和制冷设施最多可承担的 IT 负载（按机柜功率预算计）。默认：xAI Colossus 的一个计算机房，25 000 块 H100 GPU。</translation>
    </message>
    <message>
        <source>Largest data hall:</source>
        <translation>单个数据机房最大面积：</translation>
    </message>
    <message>
        <source>Largest hall IT load:</source>
        <translation>单个机房最大 IT 负载：</translation>
    </message>
</context>
</TS>
