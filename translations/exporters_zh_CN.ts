<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Bom</name>
    <message numerus="yes">
        <source>Weight of the devices and the empty racks, without %n rack(s) whose empty weight is not known</source>
        <translation>
            <numerusform>设备与空机柜的重量，不含 %n 个空重未知的机柜</numerusform>
        </translation>
    </message>
    <message>
        <source>Weight of the devices and the empty racks</source>
        <translation>设备与空机柜的重量</translation>
    </message>
    <message>
        <source>cable type not chosen yet</source>
        <translation>尚未选择线缆类型</translation>
    </message>
    <message>
        <source>length not yet routed</source>
        <translation>长度待布线确定</translation>
    </message>
    <message>
        <source>transceiver named by cable type %1</source>
        <translation>线缆类型 %1 指定的光模块</translation>
    </message>
    <message>
        <source>2U blanking panel</source>
        <translation>2U 盲板</translation>
    </message>
    <message>
        <source>for empty U</source>
        <translation>用于空闲 U 位</translation>
    </message>
    <message>
        <source>1U blanking panel</source>
        <translation>1U 盲板</translation>
    </message>
    <message>
        <source>%1 tray</source>
        <translation>%1 线槽</translation>
    </message>
    <message>
        <source>Power at maximum load</source>
        <translation>最大负载功率</translation>
    </message>
    <message>
        <source>Power at typical load</source>
        <translation>典型负载功率</translation>
    </message>
    <message>
        <source>Heat into liquid at maximum load</source>
        <translation>最大负载时液冷带走的热量</translation>
    </message>
    <message>
        <source>Heat into air at maximum load</source>
        <translation>最大负载时风冷带走的热量</translation>
    </message>
    <message>
        <source>balancing valve %1, fitted in %2</source>
        <translation>平衡阀 %1，装于 %2</translation>
    </message>
    <message>
        <source>one module carrying %1 links</source>
        <translation>一个模块承载 %1 链路</translation>
    </message>
    <message numerus="yes">
        <source>spare for %n installed</source>
        <translation>
            <numerusform>为已安装的 %n 个备用</numerusform>
        </translation>
    </message>
    <message>
        <source>strainer %1, fitted in %2</source>
        <translation>过滤器 %1，装于 %2</translation>
    </message>
    <message>
        <source>isolation valve %1, fitted in %2</source>
        <translation>隔离阀 %1，装于 %2</translation>
    </message>
    <message>
        <source>Fire-stop penetration of a hall partition for a %1 mm tray (listed system, cables up to 40 % of a 76 mm loading depth)</source>
        <translation>机房隔墙防火封堵贯穿件，用于 %1 mm 桥架（经认证的系统，电缆不超过 76 mm 敷设深度的 40%）</translation>
    </message>
    <message>
        <source>Fire-stop seal of a hall partition for a %1 mm tray, engineered (larger than the listed systems)</source>
        <translation>机房隔墙防火封堵，用于 %1 mm 桥架，需专门设计（超出经认证系统的尺寸）</translation>
    </message>
</context>
<context>
    <name>BomPdf</name>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Bill of materials — %1</source>
        <translation>物料清单 — %1</translation>
    </message>
    <message>
        <source>Revision %1 · %2</source>
        <translation>版本 %1 · %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>物料</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
</context>
<context>
    <name>CrewFixList</name>
    <message>
        <source>(no position)</source>
        <translation>（无位置）</translation>
    </message>
    <message>
        <source>Cabling fix list</source>
        <translation>布线整改清单</translation>
    </message>
    <message>
        <source>Cabling fix list — %1</source>
        <translation>布线整改清单 — %1</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>Every cable is where the design puts it.</source>
        <translation>所有线缆都与设计一致。</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>机柜 %1</translation>
    </message>
</context>
<context>
    <name>DesignExport</name>
    <message numerus="yes">
        <source>%1: %n cable(s) no wrap fits (%2 with no OD in the catalog), on flag labels</source>
        <translation>
            <numerusform>%1：%n 根线缆没有适配的缠绕标签（其中 %2 根在目录中没有外径），改用旗形标签</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n cable(s) of %2 to %3 mm OD</source>
        <translation>
            <numerusform>%1：%n 根线缆，外径 %2 至 %3 mm</numerusform>
        </translation>
    </message>
    <message>
        <source>No cable matches the selection: there is nothing to label.</source>
        <translation>没有线缆符合所选范围：没有可打印的标签。</translation>
    </message>
    <message>
        <source>The built-in flag label stock %1 is missing.</source>
        <translation>缺少内置的旗形标签纸 %1。</translation>
    </message>
    <message>
        <source>The wraps chosen per cable take several stocks, one file each: pick one stock to print on.</source>
        <translation>按线缆选择的缠绕标签使用多种标签纸，每种一个文件：请选择一种标签纸来打印。</translation>
    </message>
    <message>
        <source>Unknown label stock &quot;%1&quot;; stocks are: %2</source>
        <translation>未知的标签纸“%1”；可用的标签纸：%2</translation>
    </message>
    <message>
        <source>Say where to write the export.</source>
        <translation>请指定导出的写入位置。</translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) do not fit the stock %1; nothing was written: %2</source>
        <translation>
            <numerusform>%n 个标签放不进标签纸 %1；未写入任何文件：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) hold characters no font on this machine draws; they would print as blanks. Install a font that has them (for Chinese: fonts-noto-cjk). Nothing was written: %1</source>
        <translation>
            <numerusform>%n 个标签含有本机没有任何字体能绘制的字符，打印出来会是空白。请安装包含这些字符的字体（中文可用 fonts-noto-cjk）。未写入任何文件：%1</numerusform>
        </translation>
    </message>
</context>
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
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Flow: L/min = 60 · P[kW] / (ρ[kg/L] · c_p[kJ/(kg·K)] · ΔT[K]); heat at max draw.</source>
        <translation>流量：L/min = 60 · P[kW] / (ρ[kg/L] · c_p[kJ/(kg·K)] · ΔT[K])；热负荷按最大功耗计算。</translation>
    </message>
    <message>
        <source>A %1 / %2</source>
        <translation>A 路 %1 / %2</translation>
    </message>
    <message>
        <source>B %1 / %2</source>
        <translation>B 路 %1 / %2</translation>
    </message>
    <message>
        <source>    incomplete: power draw unknown for %1 device(s), liquid-cooled share unknown for %2</source>
        <translation>    不完整：%1 台设备功耗未知，%2 台设备液冷占比未知</translation>
    </message>
    <message>
        <source>Power feeds (every PDU of a side summed: A, B by its name, else left / right side channel; kW at max draw / continuous rating; each PDU&apos;s phase currents at max draw against its continuous limit)</source>
        <translation>供电（每侧所有 PDU 合计：按名称归入 A、B 路，否则按左/右侧面槽位归入；kW 为最大功耗 / 持续额定值；各 PDU 在最大功耗下的各相电流及其持续电流上限）</translation>
    </message>
    <message>
        <source>L%1 %2 A</source>
        <translation>L%1 相 %2 A</translation>
    </message>
    <message>
        <source>    %1 (%2): %3 / %4 kW; %5 of %6 A</source>
        <translation>    %1（%2）：%3 / %4 kW；%5，上限 %6 A</translation>
    </message>
    <message>
        <source>    secondary supply %1 °C, ΔT %2 K, coolant %3 (ρ %4 kg/L, c_p %5 kJ/(kg·K)); id %6</source>
        <translation>    二次侧供液 %1 °C，ΔT %2 K，冷却液 %3（ρ %4 kg/L，c_p %5 kJ/(kg·K)）；ID %6</translation>
    </message>
    <message>
        <source>    facility water at most %1 °C (the CDUs&apos; %2 K approach): ASHRAE %3</source>
        <translation>    设施水最高 %1 °C（CDU 逼近温差 %2 K）：ASHRAE %3</translation>
    </message>
    <message>
        <source>    facility water: not known (a CDU&apos;s approach is not in the catalog)</source>
        <translation>    设施水：未知（目录中缺少 CDU 的逼近温差）</translation>
    </message>
</context>
<context>
    <name>DiffReport</name>
    <message>
        <source>floor</source>
        <translation>地面</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 米</translation>
    </message>
    <message>
        <source>unrouted</source>
        <translation>未布线</translation>
    </message>
    <message>
        <source>device added    %1 (%2) at %3</source>
        <translation>新增设备    %1（%2），位于 %3</translation>
    </message>
    <message>
        <source>device removed  %1 (%2) from %3</source>
        <translation>移除设备    %1（%2），原位于 %3</translation>
    </message>
    <message>
        <source>device moved    %1 from %2 to %3</source>
        <translation>移动设备    %1，从 %2 到 %3</translation>
    </message>
    <message>
        <source>device changed  %1 (%2) was %3 (%4)</source>
        <translation>设备变更    %1（%2），原为 %3（%4）</translation>
    </message>
    <message>
        <source>cable to pull   %1 %2, %3 [%4]</source>
        <translation>需敷设线缆  %1 %2，%3 [%4]</translation>
    </message>
    <message>
        <source>cable to remove %1 %2 [%3]</source>
        <translation>需拆除线缆  %1 %2 [%3]</translation>
    </message>
    <message>
        <source>re-terminate</source>
        <translation>重新端接</translation>
    </message>
    <message>
        <source>type %1 → %2</source>
        <translation>类型 %1 → %2</translation>
    </message>
    <message>
        <source>length %1 → %2</source>
        <translation>长度 %1 → %2</translation>
    </message>
    <message>
        <source>re-route</source>
        <translation>改走线</translation>
    </message>
    <message>
        <source>relabel %1 → %2</source>
        <translation>重贴标签 %1 → %2</translation>
    </message>
    <message>
        <source>cable changed   %1: %2</source>
        <translation>线缆变更    %1：%2</translation>
    </message>
    <message>
        <source>%1 device change(s); cables: %2 to pull, %3 to remove, %4 changed.</source>
        <translation>%1 项设备变更；线缆：%2 根需敷设，%3 根需拆除，%4 根有变更。</translation>
    </message>
</context>
<context>
    <name>DrawingSet</name>
    <message>
        <source>Floor plan</source>
        <translation>平面布置图</translation>
    </message>
    <message>
        <source>Rack %1, front elevation</source>
        <translation>机柜 %1 正面立面图</translation>
    </message>
    <message>
        <source>Rack %1, rear elevation</source>
        <translation>机柜 %1 背面立面图</translation>
    </message>
    <message>
        <source>(unnamed design)</source>
        <translation>（未命名设计）</translation>
    </message>
    <message>
        <source>Revision %1 · %2 · Sheet %3 of %4</source>
        <translation>版本 %1 · %2 · 第 %3 张，共 %4 张</translation>
    </message>
    <message>
        <source>%1 — front</source>
        <translation>%1 — 正面</translation>
    </message>
    <message>
        <source>%1 — rear</source>
        <translation>%1 — 背面</translation>
    </message>
    <message>
        <source>%1 (other face)</source>
        <translation>%1（朝向另一面）</translation>
    </message>
    <message>
        <source>%1 U of %2 free</source>
        <translation>%2 U 中空闲 %1 U</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n routed cable(s)</source>
        <translation>
            <numerusform>%1 · 已布线 %n 根线缆</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DxfFloorPlan</name>
    <message>
        <source>%1, %2 mm wide, bottom at %3 mm</source>
        <translation>%1，宽 %2 mm，底部高 %3 mm</translation>
    </message>
    <message>
        <source>(unnamed design)</source>
        <translation>（未命名设计）</translation>
    </message>
    <message>
        <source>%1, revision %2</source>
        <translation>%1，版本 %2</translation>
    </message>
    <message>
        <source>Site / room: %1</source>
        <translation>站点 / 机房：%1</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>日期：%1</translation>
    </message>
    <message>
        <source>Scale: 1:%1 on A1</source>
        <translation>比例：1:%1（A1 图幅）</translation>
    </message>
    <message>
        <source>Units: millimetres</source>
        <translation>单位：毫米</translation>
    </message>
    <message>
        <source>Fire-stop %1: %2 mm tray, %3 / %4</source>
        <translation>防火封堵 %1：%2 mm 桥架，%3 / %4</translation>
    </message>
</context>
<context>
    <name>FabricTree</name>
    <message>
        <source>Two GPU hosts are both named &quot;%1&quot;; Slurm names nodes by host name, so give each its own name.</source>
        <translation>两台 GPU 主机都命名为“%1”；Slurm 按主机名识别节点，请为每台主机设置不同的名称。</translation>
    </message>
    <message>
        <source>The GPU host</source>
        <translation>GPU 主机</translation>
    </message>
    <message>
        <source>The switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Racks %1 and %2 would both give the Slurm block %3; rename one of them.</source>
        <translation>机柜 %1 和 %2 都会生成 Slurm 块 %3；请重命名其中一个。</translation>
    </message>
</context>
<context>
    <name>FaultsReport</name>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>%1 /week, one every %2 weeks</source>
        <translation>每周 %1 次，即每 %2 周一次</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) lost</source>
        <translation>
            <numerusform>损失 %n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cut off from the fabric</source>
        <translation>
            <numerusform>%n 个与横向扩展网络断开</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPUs lose scale-out links (%2 links, at most %3 % of a server&apos;s)</source>
        <translation>%1 个 GPU 失去横向扩展链路（共 %2 条链路，最多占一台服务器的 %3 %）</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) lose NVLink bandwidth</source>
        <translation>
            <numerusform>%n 个 GPU 的 NVLink 带宽下降</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 leaf–spine links (%3 %)</source>
        <translation>%2 条叶–脊链路中的 %1 条（%3 %）</translation>
    </message>
    <message>
        <source>%1 storage paths (%2 hosts left without one)</source>
        <translation>%1 条存储路径（%2 台主机失去全部存储路径）</translation>
    </message>
    <message numerus="yes">
        <source>%n rack(s) lose their spare CDU</source>
        <translation>
            <numerusform>%n 个机柜失去备用冷量分配单元</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n management link(s)</source>
        <translation>
            <numerusform>%n 条管理链路</numerusform>
        </translation>
    </message>
    <message>
        <source>Fault analysis: %1</source>
        <translation>故障分析：%1</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>%1 GPUs on %2 GPU devices in %3 NVLink domain(s) and %4 scalable unit(s).</source>
        <translation>%1 个 GPU，分布在 %2 台 GPU 设备、%3 个 NVLink 域和 %4 个可扩展单元中。</translation>
    </message>
    <message>
        <source>Fault domains (domains of the kind, most GPUs in one)</source>
        <translation>故障域（该类域的数量，单个域内最多的 GPU 数）</translation>
    </message>
    <message>
        <source>Blast radius: the worst single failure of each kind</source>
        <translation>影响范围：每类部件中最严重的单点故障</translation>
    </message>
    <message>
        <source>  %1 (%2 parts): worst %3 — %4</source>
        <translation>  %1（%2 个部件）：最严重的是 %3 — %4</translation>
    </message>
    <message>
        <source>Failure interval (failures per year add up; a year is %1 weeks)</source>
        <translation>故障间隔（每年故障次数相加；一年为 %1 周）</translation>
    </message>
    <message>
        <source>  %1: %2 part(s) that interrupt a job, Σ %3 /yr</source>
        <translation>  %1：%2 个会中断作业的部件，合计每年 %3 次</translation>
    </message>
    <message>
        <source>  Whole design: Σ %1 /yr ÷ %2 = %3</source>
        <translation>  整个设计：合计每年 %1 次 ÷ %2 = %3</translation>
    </message>
    <message>
        <source>  Per job size (servers in SU order):</source>
        <translation>  按作业规模（服务器按可扩展单元顺序）：</translation>
    </message>
    <message>
        <source>    %1 GPUs on %2 server(s): %3 /yr = %4</source>
        <translation>    %2 台服务器上的 %1 个 GPU：每年 %3 次 = %4</translation>
    </message>
    <message>
        <source>  What-if, every fault domain isolated to one NVLink domain (%1 server(s)): %2 /yr stop the job.</source>
        <translation>  假设每个故障域都隔离在一个 NVLink 域内（%1 台服务器）：每年 %2 次需停止作业。</translation>
    </message>
    <message>
        <source>Rank placement: TP %1 × PP %2 × DP %3 = %4 GPUs, %5 per server, %6 spare server(s) per SU; rank = tp + TP·(stage + PP·replica)</source>
        <translation>rank 放置：TP %1 × PP %2 × DP %3 = %4 个 GPU，每台服务器 %5 个，每个可扩展单元 %6 台备用服务器；rank = tp + TP·(stage + PP·replica)</translation>
    </message>
    <message>
        <source>replica</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>rank 范围</translation>
    </message>
    <message>
        <source>SU</source>
        <translation>可扩展单元</translation>
    </message>
    <message>
        <source>hosts (stage order)</source>
        <translation>主机（按流水线级顺序）</translation>
    </message>
    <message numerus="yes">
        <source>  one %1 failure hits at most %n replica(s) (%2)</source>
        <translation>
            <numerusform>  一次 %1 故障最多影响 %n 个副本（%2）</numerusform>
        </translation>
    </message>
    <message>
        <source>stops CDU(s) %1 (their power)</source>
        <translation>使 CDU %1 停机（断电）</translation>
    </message>
    <message>
        <source>%1 /week, one every %2 days</source>
        <translation>每周 %1 次，即每 %2 天一次</translation>
    </message>
    <message>
        <source>%1 /week, one every %2 hours</source>
        <translation>每周 %1 次，即每 %2 小时一次</translation>
    </message>
    <message numerus="yes">
        <source>%n of them stop on PSUs that cannot carry their draw</source>
        <translation>
            <numerusform>其中 %n 个因电源无法承载其功耗而停机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) power-capped at %1 % or more</source>
        <translation>
            <numerusform>%n 个 GPU 限功率运行（不低于 %1 %）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPUs throttled for want of coolant (down to %2 % of their flow)</source>
        <translation>%1 个 GPU 因冷却液不足而降频（流量低至所需的 %2 %）</translation>
    </message>
    <message>
        <source>capped at %1 %</source>
        <translation>限功率至 %1 %</translation>
    </message>
    <message>
        <source>it stops, as its type states</source>
        <translation>按其类型的规定停机</translation>
    </message>
    <message>
        <source>it stops (its type does not say it caps)</source>
        <translation>停机（其类型未说明可限功率运行）</translation>
    </message>
    <message>
        <source>%1 %2: %3 of %4 PSUs × %5 kW = %6 kW of %7 kW → %8</source>
        <translation>%1 %2：%4 个 PSU 中 %3 个在线 × %5 kW = %6 kW，最大功耗 %7 kW → %8</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 … %4), each</source>
        <translation>%1 个 %2（%3 … %4），每个</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <translation>  %1：%2</translation>
    </message>
    <message>
        <source>  %1: %2 — %3</source>
        <translation>  %1：%2 — %3</translation>
    </message>
    <message>
        <source>  Rates per part (a device type&apos;s own failure_rate replaces its category&apos;s):</source>
        <translation>  各部件故障率（设备类型自身的 failure_rate 会取代其类别的故障率）：</translation>
    </message>
    <message>
        <source>    %1: %2 %/yr%3 — %4</source>
        <translation>    %1：%2 %/年%3 — %4</translation>
    </message>
    <message>
        <source> (default, not a published figure)</source>
        <translation> （默认值，非公开发表的数据）</translation>
    </message>
    <message>
        <source>own rate</source>
        <translation>自身故障率</translation>
    </message>
    <message>
        <source>field data</source>
        <translation>现场数据</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>%1 /yr (%2) — %3</source>
        <translation>每年 %1 次（%2）— %3</translation>
    </message>
    <message>
        <source>  Device types in this design:</source>
        <translation>  本设计中的设备类型：</translation>
    </message>
    <message>
        <source>  Defaults in use: none.</source>
        <translation>  使用的默认值：无。</translation>
    </message>
    <message>
        <source>  Defaults in use (no published figure; edit the type&apos;s rate to replace): %1.</source>
        <translation>  使用默认值的类型（无公开发表的数据；编辑该类型的故障率即可替换）：%1。</translation>
    </message>
    <message>
        <source>  GPU devices: %1 GPUs, Σ %2 /yr = %3</source>
        <translation>  GPU 设备：%1 个 GPU，合计每年 %2 次 = %3</translation>
    </message>
    <message>
        <source>    on field-data rates: %1 GPUs × %2 + %3 hosts × %4 + %5 NIC ports × %6 = %7 /yr</source>
        <translation>    按现场数据故障率：%1 个 GPU × %2 + %3 台主机 × %4 + %5 个网卡端口 × %6 = 每年 %7 次</translation>
    </message>
    <message>
        <source>    on their type&apos;s own rate: %1 device(s), Σ %2 /yr</source>
        <translation>    按其类型自身故障率：%1 台设备，合计每年 %2 次</translation>
    </message>
    <message>
        <source>  Compute-fabric link ends: %1 at the GPU devices&apos; links + %2 above the leaves = %3 × %4 = %5 /yr</source>
        <translation>  计算网络链路端：GPU 设备链路上 %1 个 + 叶交换机以上 %2 个 = %3 × %4 = 每年 %5 次</translation>
    </message>
    <message>
        <source>  Software and unattributed: %1 GPUs × %2 = %3 /yr</source>
        <translation>  软件及未归因：%1 个 GPU × %2 = 每年 %3 次</translation>
    </message>
    <message>
        <source>  What-if, %1 spare server(s) per SU: %2 /yr restart without a repair (on spares, or in place when no server is lost), %3 /yr stop the job until a repair.</source>
        <translation>  假设每个可扩展单元有 %1 台备用服务器：每年 %2 次无需维修即可重启（切换到备用服务器，或在没有服务器损失时原地重启），每年 %3 次需停止作业直至维修完成。</translation>
    </message>
    <message>
        <source>busbar of rack %1: %2 of %3 power shelves × %4 kW = %5 kW of the %6 kW its devices draw → they stop (the shelves go into current limit; no busbar device states that it caps)</source>
        <translation>机柜 %1 的母线：%3 个电源架中剩 %2 个 × %4 kW = %5 kW，低于其设备所需的 %6 kW → 设备停机（电源架进入限流；没有母线设备声明可降功率运行）</translation>
    </message>
    <message>
        <source>Power: what each feed, UPS, PDU, busway tap-off, power shelf and PDU phase takes (parts with the same outcome together; a capped server runs on what its live PSUs give, and a job across it at its pace)</source>
        <translation>电源：每路供电、UPS、PDU、母线槽插接箱、电源架和 PDU 相线故障的影响范围（结果相同的部件合并显示；限功率的服务器按其在线电源模块可提供的功率运行，跨越该服务器的作业也随之降速）</translation>
    </message>
    <message>
        <source>%1 GPUs throttled for want of air cooling (to %2 %: %3 takes %4 kW, the air coolers left remove %5 kW; below half they stop)</source>
        <extracomment>%1 GPUs; %2 percent; %3 &quot;the contained hot aisle of rows A/B&quot; or &quot;the room&quot;; %4, %5 kW</extracomment>
        <translation>%1 块 GPU 因风冷不足而降频（降至 %2 %：%3 承受 %4 kW，剩余空调带走 %5 kW；低于一半时停机）</translation>
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
    <name>Hostfile</name>
    <message>
        <source>The GPU host</source>
        <translation>GPU 主机</translation>
    </message>
</context>
<context>
    <name>HydraulicsReport</name>
    <message>
        <source>Coolant loops of %1</source>
        <translation>%1 的冷却回路</translation>
    </message>
    <message>
        <source>Out of service: %1</source>
        <translation>停用：%1</translation>
    </message>
    <message>
        <source>The design has no cooling loop.</source>
        <translation>设计中没有冷却回路。</translation>
    </message>
    <message>
        <source>Loop %1</source>
        <translation>回路 %1</translation>
    </message>
    <message>
        <source>Not solved:</source>
        <translation>未求解：</translation>
    </message>
    <message>
        <source>no CDU pumps into it.</source>
        <translation>没有 CDU 向其泵送冷却液。</translation>
    </message>
    <message>
        <source>Fluid at %1 °C mean: specific gravity %2, kinematic viscosity %3 mm²/s</source>
        <translation>流体平均温度 %1 °C：比重 %2，运动黏度 %3 mm²/s</translation>
    </message>
    <message>
        <source>Solved in %1 iterations.</source>
        <translation>经 %1 次迭代求得解。</translation>
    </message>
    <message>
        <source>Pump %1: stopped</source>
        <translation>水泵 %1：已停止</translation>
    </message>
    <message>
        <source>Rack      required L/min   delivered L/min   share   least device share</source>
        <translation>机柜          所需 L/min        实供 L/min  满足率       设备最低满足率</translation>
    </message>
    <message>
        <source>Worst-served circuit: %1 in %2, %3 of %4 L/min, %5 kPa across its cold plates</source>
        <translation>供液最差的支路：%2 中的 %1，%4 L/min 中仅得到 %3 L/min，冷板压降 %5 kPa</translation>
    </message>
    <message>
        <source>Fastest pipe or hose: %1 at %2 m/s</source>
        <translation>流速最高的管道或软管：%1，%2 m/s</translation>
    </message>
    <message>
        <source>GPUs short of coolant: %1 lost (below %2 % of their flow), %3 throttled</source>
        <translation>冷却液不足的 GPU：%1 个失效（流量低于所需的 %2 %），%3 个降频</translation>
    </message>
    <message>
        <source>Pump %1: %2 L/min at %3 kPa, %4 % speed (shutoff %5 kPa at that speed)</source>
        <translation>水泵 %1：%2 L/min，扬程 %3 kPa，转速 %4 %（该转速下关断扬程 %5 kPa）</translation>
    </message>
    <message>
        <source>Balancing valves (one per rack branch; flows in L/min, settings in handwheel turns):</source>
        <translation>平衡阀（每个机柜支路一个；流量单位 L/min，设定值为手轮圈数）：</translation>
    </message>
    <message>
        <source>Rack      Valve on       required  all open    as set  balanced  setting (as set)      Kv  valve kPa</source>
        <translation>机柜      阀门所在管道    所需流量  全开流量  当前设定  平衡后    设定值（当前）        Kv  阀压降 kPa</translation>
    </message>
    <message>
        <source>Branch spread (most-served rack&apos;s share of its flow over the least-served&apos;s): %1 % all open, %2 % as set, %3 % balanced (aim: at most %4 %)</source>
        <translation>支路流量偏差（供给最充足机柜的流量满足率与最不足机柜之比）：全开 %1 %，当前设定 %2 %，平衡后 %3 %（目标：不超过 %4 %）</translation>
    </message>
    <message>
        <source>The loop did not converge at every setting tried; the figures above are not final.</source>
        <translation>该回路在部分试算设定下未收敛；以上数据不是最终结果。</translation>
    </message>
    <message>
        <source>Static pressure (gauge, at floor level): fill %1 kPa at the pumps&apos; suction (coolant up to the loop&apos;s top at %2 m, plus 27.6 kPa there); highest %3 kPa at %4; with a valve shut and the pumps at full speed %5 kPa</source>
        <translation>静压（表压，按地面高度计）：泵吸入口充注压力 %1 kPa（冷却液柱升至环路最高点 %2 m，再加该处 27.6 kPa）；最高 %3 kPa，位于 %4；阀门关闭且泵全速时 %5 kPa</translation>
    </message>
    <message>
        <source>Pressure ratings: %1 rated parts, %2 without a rating in the catalog; %3 over their rating, %4 more over it with a valve shut</source>
        <translation>额定压力：%1 个部件有额定值，%2 个在目录中无额定值；%3 个超过额定值，阀门关闭时另有 %4 个超过</translation>
    </message>
    <message>
        <source>least margin: %1 at %2 kPa, rated %3 kPa</source>
        <translation>余量最小：%1，%2 kPa，额定 %3 kPa</translation>
    </message>
    <message>
        <source>with a valve shut: %1 rated %2 kPa</source>
        <translation>阀门关闭时：%1，额定 %2 kPa</translation>
    </message>
</context>
<context>
    <name>LabelScheme</name>
    <message>
        <source>The label template is empty.</source>
        <translation>标签模板为空。</translation>
    </message>
    <message>
        <source>The label template &quot;%1&quot; uses the unknown token {%2}; known tokens: %3</source>
        <translation>标签模板“%1”使用了未知的标记 {%2}；可用标记：%3</translation>
    </message>
</context>
<context>
    <name>LabelSelection</name>
    <message>
        <source>The selection &quot;%1&quot; names a rack the design does not have.</source>
        <translation>选择“%1”指定的机柜在设计中不存在。</translation>
    </message>
    <message>
        <source>The selection &quot;%1&quot; names an unknown role; roles are: %2</source>
        <translation>选择“%1”指定了未知的用途；可用用途：%2</translation>
    </message>
    <message>
        <source>The selection &quot;%1&quot; needs a rail number, e.g. rail:0.</source>
        <translation>选择“%1”需要轨道编号，例如 rail:0。</translation>
    </message>
    <message>
        <source>Unknown selection &quot;%1&quot;: use all, rack:NAME, role:ROLE or rail:N.</source>
        <translation>未知的选择“%1”：请使用 all、rack:名称、role:用途 或 rail:编号。</translation>
    </message>
    <message>
        <source>No NIC is cabled on rail %1; the design&apos;s rails are: %2</source>
        <translation>轨道 %1 上没有已布线的网卡；设计中的轨道为：%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>LabelSheet</name>
    <message>
        <source>%1 (%2): the text does not fit a %3 × %4 mm label even wrapped at the smallest size</source>
        <translation>%1（%2）：即使换行并使用最小字号，文字仍放不进 %3 × %4 mm 的标签</translation>
    </message>
    <message>
        <source>%1 leg %2</source>
        <translation>%1 第 %2 分支</translation>
    </message>
    <message>
        <source>“%1” (U+%2)</source>
        <translation>“%1”（U+%2）</translation>
    </message>
    <message>
        <source>%1 (%2): no font on this machine draws %3</source>
        <translation>%1（%2）：本机没有字体能显示 %3</translation>
    </message>
    <message numerus="yes">
        <source>; and %n more</source>
        <translation>
            <numerusform>；另有 %n 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabelStockLibrary</name>
    <message>
        <source>template %1 %2: the cable wrap&apos;s od_max must be above 0</source>
        <translation>模板 %1 %2：线缆缠绕标签的 od_max 必须大于 0</translation>
    </message>
    <message>
        <source>template %1 %2: a cable wrap gives both od_min and od_max or neither</source>
        <translation>模板 %1 %2：线缆缠绕标签须同时给出 od_min 和 od_max，或都不给</translation>
    </message>
    <message>
        <source>template %1 %2: the cable wrap&apos;s od_min is above its od_max</source>
        <translation>模板 %1 %2：线缆缠绕标签的 od_min 大于 od_max</translation>
    </message>
    <message>
        <source>template %1 %2: the print-on area leaves the label</source>
        <translation>模板 %1 %2：可打印区域超出了标签</translation>
    </message>
    <message>
        <source>template %1 %2: a cable wrap needs its print-on area as &lt;Markup-rect&gt;</source>
        <translation>模板 %1 %2：线缆缠绕标签需要以 &lt;Markup-rect&gt; 给出可打印区域</translation>
    </message>
    <message>
        <source>%1, line %2: paper size &quot;%3&quot; has no valid width and height</source>
        <translation>%1，第 %2 行：纸张尺寸“%3”没有有效的宽度和高度</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1，第 %2 行：%3</translation>
    </message>
    <message>
        <source>attribute %1 &quot;%2&quot; is not a length</source>
        <translation>属性 %1 的值“%2”不是长度</translation>
    </message>
    <message>
        <source>a template needs a brand and a part</source>
        <translation>模板必须有品牌（brand）和型号（part）</translation>
    </message>
    <message>
        <source>template %1 %2 is equivalent to unknown part %3</source>
        <translation>模板 %1 %2 声明等同于未知型号 %3</translation>
    </message>
    <message>
        <source>template %1 %2 uses the unknown paper size &quot;%3&quot;</source>
        <translation>模板 %1 %2 使用了未知的纸张尺寸“%3”</translation>
    </message>
    <message>
        <source>a layout needs nx and ny of at least 1</source>
        <translation>布局的 nx 和 ny 至少为 1</translation>
    </message>
    <message>
        <source>Cannot read the built-in label stocks %1</source>
        <translation>无法读取内置标签纸 %1</translation>
    </message>
    <message>
        <source>label %1 of %2 (%3, %4 to %5, %6 pt) leaves the %7 × %8 pt page</source>
        <translation>第 %1 个标签（共 %2 个；%3，%4 至 %5，%6 pt）超出了 %7 × %8 pt 的页面</translation>
    </message>
    <message>
        <source>labels %1 and %2 overlap by %3 × %4 pt</source>
        <translation>标签 %1 与 %2 重叠 %3 × %4 pt</translation>
    </message>
    <message>
        <source>%1: not a gLabels templates file (no &lt;Glabels-templates&gt;)</source>
        <translation>%1：不是 gLabels 模板文件（缺少 &lt;Glabels-templates&gt;）</translation>
    </message>
    <message>
        <source>%1: stock %2 is refused: %3</source>
        <translation>%1：标签纸规格 %2 被拒绝：%3</translation>
    </message>
    <message>
        <source>%1: no rectangular label stock to print on</source>
        <translation>%1：没有可供打印的矩形标签纸规格</translation>
    </message>
    <message>
        <source>%1 holds %2 stocks; name one with --stock: %3</source>
        <translation>%1 含有 %2 种标签纸规格；请用 --stock 指定其一：%3</translation>
    </message>
    <message>
        <source>%1: no stock &quot;%2&quot;; stocks are: %3</source>
        <translation>%1：没有标签纸规格“%2”；可用的规格有：%3</translation>
    </message>
    <message>
        <source>template %1 %2: %3 labels on a page; at most %4 are read</source>
        <translation>模板 %1 %2：每页 %3 个标签；最多读取 %4 个</translation>
    </message>
    <message>
        <source>template %1 %2: a label of %3 × %4 mm; its width and height must be above 0</source>
        <translation>模板 %1 %2：标签尺寸 %3 × %4 mm；宽和高都必须大于 0</translation>
    </message>
    <message>
        <source>template %1 %2: margins of %3 × %4 mm leave no room to print on a label of %5 × %6 mm</source>
        <translation>模板 %1 %2：%3 × %4 mm 的边距使 %5 × %6 mm 的标签上没有可打印的区域</translation>
    </message>
</context>
<context>
    <name>NcclExport</name>
    <message>
        <source>Two GPU servers share the host label &quot;%1&quot;; NCCL files are named after it, so give each server its own name.</source>
        <translation>两台 GPU 服务器使用了相同的主机标签“%1”；NCCL 文件以主机标签命名，请为每台服务器设置不同的名称。</translation>
    </message>
    <message>
        <source>it is not cabled in the design</source>
        <translation>设计中未为其布线</translation>
    </message>
    <message>
        <source>the type has no in-band port</source>
        <translation>该类型没有带内端口</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2; NCCL_SOCKET_IFNAME is not set in the env file of %n host(s) (first: %3).</source>
        <translation>
            <numerusform>%1：%2；%n 台主机的环境文件中未设置 NCCL_SOCKET_IFNAME（第一台：%3）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 in-band port %2: %3; NCCL_SOCKET_IFNAME is not set for it in the env file of %n host(s) (first: %4).</source>
        <translation>
            <numerusform>%1 带内端口 %2：%3；%n 台主机的环境文件中未为其设置 NCCL_SOCKET_IFNAME（第一台：%4）。</numerusform>
        </translation>
    </message>
    <message>
        <source>no OS interface name is known for it (no vendor document gives one; name the type&apos;s port with supernode-designer set-os-names)</source>
        <translation>不知道其操作系统网络接口名（没有厂商文档给出；请用 supernode-designer set-os-names 为该类型的端口命名）</translation>
    </message>
</context>
<context>
    <name>NetboxCsvWriter</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1：无法创建该文件夹</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
</context>
<context>
    <name>QrCode</name>
    <message numerus="yes">
        <source>&quot;%1&quot; is too long for a QR code (%n byte(s) in UTF-8).</source>
        <translation>
            <numerusform>“%1”太长，无法生成二维码（UTF-8 编码 %n 字节）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SlurmName</name>
    <message>
        <source>%1 %2 cannot be named in Slurm files: a node, switch or block name holds only ASCII letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos; (and does not start with &apos;-&apos; or &apos;.&apos;); rename it.</source>
        <translation>%1 %2 无法在 Slurm 文件中命名：节点、交换机或块的名称只能包含 ASCII 字母、数字、“-”、“_”和“.”（且不能以“-”或“.”开头）；请重命名。</translation>
    </message>
</context>
<context>
    <name>SlurmTopology</name>
    <message>
        <source>The Slurm version &quot;%1&quot; is not a release such as 24.11 or 25.05.</source>
        <translation>Slurm 版本“%1”不是 24.11 或 25.05 这样的发行版本。</translation>
    </message>
</context>
<context>
    <name>SparesPolicy</name>
    <message>
        <source>The spares of %1 must be a percentage from 0 to 100, not %2.</source>
        <translation>%1 的备件必须是 0 到 100 之间的百分数，而不是 %2。</translation>
    </message>
    <message>
        <source>The spares floor must be from 0 to 1000, not %1.</source>
        <translation>每项最少备件数必须在 0 到 1000 之间，而不是 %1。</translation>
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
    <message numerus="yes">
        <source>%1 (%2), for %n link(s)</source>
        <translation>
            <numerusform>%1（%2），对应 %n 条链路</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VariantsPdf</name>
    <message>
        <source>#</source>
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
        <source>%1 (weight %2): score of each variant, 0 worst to 1 best</source>
        <translation>%1（权重 %2）：各方案得分，0 最差，1 最好</translation>
    </message>
    <message>
        <source>Design variants</source>
        <translation>设计方案比较</translation>
    </message>
    <message>
        <source>Design variants: %1 built of %2</source>
        <translation>设计方案：%2 个中已构建 %1 个</translation>
    </message>
    <message>
        <source>The runner-up wins when %1 weighs more than %2 % of the total (now %3 %).</source>
        <translation>当%1的权重超过总权重的 %2 %（当前 %3 %）时，第二名胜出。</translation>
    </message>
    <message>
        <source>The runner-up wins when %1 weighs less than %2 % of the total (now %3 %).</source>
        <translation>当%1的权重低于总权重的 %2 %（当前 %3 %）时，第二名胜出。</translation>
    </message>
    <message>
        <source>Cost is not scored: no price list was given.</source>
        <translation>成本未评分：未提供价格表。</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>被拒绝的方案</translation>
    </message>
</context>
<context>
    <name>VariantsReport</name>
    <message>
        <source>cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Ranking (weights: %1)</source>
        <translation>排名（权重：%1）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>total</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>perf.</source>
        <translation>性能</translation>
    </message>
    <message>
        <source>eco.</source>
        <translation>生态</translation>
    </message>
    <message>
        <source>scal.</source>
        <translation>扩展</translation>
    </message>
    <message>
        <source>oper.</source>
        <translation>运维</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>  Cost is not scored: no price list was given (every variant scores the same on it).</source>
        <translation>  成本未评分：未提供价格表（各方案在此项得分相同）。</translation>
    </message>
    <message>
        <source>Figures (from each variant&apos;s own info, report and faults):</source>
        <translation>指标（取自各方案自身的 info、report 和 faults）：</translation>
    </message>
    <message>
        <source>    NVLink domain %1 GPUs; worst path %2 switch hops; grows by %3 GPUs without re-cabling; %4 optics, %5 cables, %6 km</source>
        <translation>    NVLink 域 %1 块 GPU；最长路径 %2 跳交换机；无需重新布线可再扩 %3 块 GPU；光模块 %4 个，线缆 %5 根，共 %6 km</translation>
    </message>
    <message>
        <source>    a job on every GPU stops %1 times a year (one every %2 h); the worst single failure takes %3 GPUs (%4)</source>
        <translation>    占用全部 GPU 的作业每年中断 %1 次（每 %2 小时一次）；最坏的单点故障影响 %3 块 GPU（%4）</translation>
    </message>
    <message>
        <source>    routing incomplete: %1</source>
        <translation>    布线未完成：%1</translation>
    </message>
    <message>
        <source>  %1: capital %2 %3 + energy %4 %3 (%5 MWh) = %6 %3</source>
        <translation>  %1：投资 %2 %3 + 能耗 %4 %3（%5 MWh）= %6 %3</translation>
    </message>
    <message>
        <source>    not priced (not counted): %1</source>
        <translation>    未定价（未计入）：%1</translation>
    </message>
    <message>
        <source>Cost of ownership:</source>
        <translation>拥有成本：</translation>
    </message>
    <message>
        <source>What would change the winner (%1 over %2), one weight at a time:</source>
        <translation>什么会改变胜出方案（%1 胜 %2），每次只改一个权重：</translation>
    </message>
    <message>
        <source>  no single weight: the runner-up is behind on every criterion it could gain on.</source>
        <translation>  单个权重无法改变：第二名在它能追赶的每项准则上都落后。</translation>
    </message>
    <message>
        <source>  %1 weighing more than %2 % of the total (now %3 %)</source>
        <translation>  %1 的权重超过总权重的 %2 %（当前 %3 %）</translation>
    </message>
    <message>
        <source>  %1 weighing less than %2 % of the total (now %3 %)</source>
        <translation>  %1 的权重低于总权重的 %2 %（当前 %3 %）</translation>
    </message>
    <message>
        <source>Refused:</source>
        <translation>被拒绝的方案：</translation>
    </message>
    <message>
        <source>    %1 GPUs (%9 beyond the requirement) on %2 servers in %3 racks, %4 m² of floor; %5 kW IT (%6 kW to liquid, %7 kW to air), %8 L/min of coolant</source>
        <translation>    %1 块 GPU（超出需求 %9 块），%2 台服务器，%3 个机柜，占地 %4 m²；IT 负载 %5 kW（液冷 %6 kW，风冷 %7 kW），冷却液 %8 L/min</translation>
    </message>
    <message>
        <source>leaf %1:1, spine %2:1</source>
        <translation>叶层 %1:1，脊层 %2:1</translation>
    </message>
    <message>
        <source>leaf %1:1</source>
        <translation>叶层 %1:1</translation>
    </message>
    <message>
        <source>no uplinks</source>
        <translation>无上行链路</translation>
    </message>
    <message>
        <source>    fabric: %1 tier(s), %2 leaf / %3 spine / %4 core switches (%5 switches in all), %6; %7 Gb/s per GPU injected, %8 Gb/s across the top</source>
        <translation>    网络：%1 层，叶 %2 / 脊 %3 / 核心 %4 台交换机（共 %5 台交换机），%6；每 GPU 注入 %7 Gb/s，跨顶层 %8 Gb/s</translation>
    </message>
</context>
<context>
    <name>VerifyReport</name>
    <message>
        <source>%1 port %2 (not in the design)</source>
        <translation>%1 端口 %2（设计中没有）</translation>
    </message>
    <message>
        <source>(no type chosen)</source>
        <translation>（未选类型）</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 米</translation>
    </message>
    <message>
        <source>length not routed</source>
        <translation>长度未布线</translation>
    </message>
    <message>
        <source>Pull a cable of type %1, %2, from %3 to %4.</source>
        <translation>敷设一根 %1 线缆，%2，从 %3 到 %4。</translation>
    </message>
    <message>
        <source>Move end %1 from %2 to %3.</source>
        <translation>把 %1 端从 %2 移到 %3。</translation>
    </message>
    <message>
        <source>Exchange end %1 of %2 and %3: %2 belongs in %4, %3 in %5.</source>
        <translation>对调 %2 和 %3 的 %1 端：%2 应接 %4，%3 应接 %5。</translation>
    </message>
    <message>
        <source>Remove the cable between %1 and %2: it is not in the design.</source>
        <translation>拆除 %1 与 %2 之间的线缆：设计中没有它。</translation>
    </message>
    <message>
        <source>Node &quot;%1&quot; is not in the design: check its node description.</source>
        <translation>节点“%1”不在设计中：请检查其节点描述。</translation>
    </message>
    <message>
        <source>Node &quot;%1&quot; is not in the design: check its node description, or remove the cable between %2 and %3.</source>
        <translation>节点“%1”不在设计中：请检查其节点描述，或拆除 %2 与 %3 之间的线缆。</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>miswired</source>
        <translation>接错</translation>
    </message>
    <message>
        <source>swapped</source>
        <translation>对调</translation>
    </message>
    <message>
        <source>unexpected</source>
        <translation>多余</translation>
    </message>
    <message>
        <source>unknown node</source>
        <translation>未知节点</translation>
    </message>
</context>
<context>
    <name>WrapFit</name>
    <message>
        <source>The wrap %1 (%2 to %3 mm OD) fits none of the cables: %4.</source>
        <translation>缠绕标签 %1（外径 %2 至 %3 mm）不适用于任何线缆：%4。</translation>
    </message>
    <message numerus="yes">
        <source>%n have no OD in the catalog</source>
        <translation>
            <numerusform>%n 根在目录中没有外径</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n are thicker than %1 mm OD</source>
        <translation>
            <numerusform>%n 根外径大于 %1 mm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n are thinner than %1 mm OD</source>
        <translation>
            <numerusform>%n 根外径小于 %1 mm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fits %1 of %n cable(s)</source>
        <translation>
            <numerusform>适用于 %n 根线缆中的 %1 根</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A flat label: fits any of the %n cable(s).</source>
        <translation>
            <numerusform>平面标签：适用于全部 %n 根线缆。</numerusform>
        </translation>
    </message>
</context>
</TS>
