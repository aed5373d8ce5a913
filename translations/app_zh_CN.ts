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
    <message numerus="yes">
        <source>%n with warnings</source>
        <translation>
            <numerusform>其中 %n 个带警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1  %2 %3  module %4, %n port(s), max %5; unknown: %6</source>
        <extracomment>id, vendor, model, module kind (psu, nic, transceiver), port count, max power, the figures not known</extracomment>
        <translation>
            <numerusform>%1  %2 %3  模块 %4，%n 个端口，最大 %5；未知：%6</numerusform>
        </translation>
    </message>
    <message>
        <source>passed over %1</source>
        <translation>已跳过 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n module type(s) imported</source>
        <translation>
            <numerusform>已导入 %n 个模块类型</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n module file(s) passed over (nothing a catalog module models)</source>
        <translation>
            <numerusform>跳过 %n 个模块文件（没有目录模块可描述的内容）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n module type(s)</source>
        <translation>
            <numerusform>%n 个模块类型</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>--%1: &quot;%2&quot; is not one of %3.</source>
        <translation>--%1：“%2”不在 %3 之中。</translation>
    </message>
    <message>
        <source>Label stock id for labels (default %1: each cable on the self-laminating wrap its OD fits, one PDF per stock).</source>
        <translation>标签的标签纸 ID（默认 %1：每根线缆用其外径适配的自覆膜缠绕标签，每种标签纸一个 PDF）。</translation>
    </message>
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
Run &quot;supernode-designer COMMAND --help&quot; for a command&apos;s options.
</source>
        <translation>
运行“supernode-designer 命令 --help”查看某个命令的选项。
</translation>
    </message>
    <message numerus="yes">
        <source>expected %n argument(s). Usage: %1</source>
        <translation>
            <numerusform>需要 %n 个参数。用法：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a whole number of 1 or more.</source>
        <translation>--%1：“%2”不是大于等于 1 的整数。</translation>
    </message>
    <message>
        <source>--rack-kw: the rack budget must be above 0 kW.</source>
        <translation>--rack-kw：机柜功率预算必须大于 0 kW。</translation>
    </message>
    <message>
        <source>Number of GPUs.</source>
        <translation>GPU 数量。</translation>
    </message>
    <message>
        <source>Tensor-parallel size (stays inside one NVLink domain).</source>
        <translation>张量并行（TP）规模（限定在一个 NVLink 域内）。</translation>
    </message>
    <message>
        <source>Pipeline-parallel size.</source>
        <translation>流水线并行（PP）规模。</translation>
    </message>
    <message>
        <source>Data-parallel size.</source>
        <translation>数据并行（DP）规模。</translation>
    </message>
    <message>
        <source>GPU server or compute tray type id.</source>
        <translation>GPU 服务器或计算托盘的类型 ID。</translation>
    </message>
    <message>
        <source>Rack type id.</source>
        <translation>机柜类型 ID。</translation>
    </message>
    <message>
        <source>Power budget per rack in kW.</source>
        <translation>每个机柜的功率预算（kW）。</translation>
    </message>
    <message>
        <source>liquid or air.</source>
        <translation>liquid（液冷）或 air（风冷）。</translation>
    </message>
    <message>
        <source>Coolant id (water, pg25).</source>
        <translation>冷却液 ID（water、pg25）。</translation>
    </message>
    <message>
        <source>Coolant supply temperature in °C.</source>
        <translation>冷却液进液温度（°C）。</translation>
    </message>
    <message>
        <source>Coolant temperature rise in K.</source>
        <translation>冷却液温升（K）。</translation>
    </message>
    <message>
        <source>GPUs per supernode (scalable unit).</source>
        <translation>每个超节点（可扩展单元）的 GPU 数量。</translation>
    </message>
    <message>
        <source>Leaf down:up ratio N:1 (1 = non-blocking).</source>
        <translation>叶交换机下行:上行比 N:1（1 = 无阻塞）。</translation>
    </message>
    <message>
        <source>Design name.</source>
        <translation>设计名称。</translation>
    </message>
    <message>
        <source>Wrote %1. GPUs: %2; servers: %3; racks: %4 compute, %5 network; switches: %6 leaf, %7 spine, %8 core; connections: %9.
</source>
        <translation>已写入 %1。GPU：%2；服务器：%3；机柜：计算 %4 个，网络 %5 个；交换机：叶 %6 台，脊 %7 台，核心 %8 台；连接：%9 条。
</translation>
    </message>
    <message>
        <source>Save the routed design to OUT instead of FILE.</source>
        <translation>将布线后的设计保存到 OUT，而不是 FILE。</translation>
    </message>
    <message>
        <source>Slack and service loop at each cable end (default 300).</source>
        <translation>每根线缆每端的余量和维护环长度（默认 300）。</translation>
    </message>
    <message>
        <source>How far beside a rack a tray may run and still serve it (default 600).</source>
        <translation>线槽在机柜旁多远以内仍可为其服务（默认 600）。</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Label end template, default %1.</source>
        <translation>线缆端标识模板，默认 %1。</translation>
    </message>
    <message>
        <source>Unknown export kind &quot;%1&quot;; kinds are: %2</source>
        <translation>未知的导出类型“%1”；可用类型：%2</translation>
    </message>
    <message>
        <source>Say where to write with -o OUT.</source>
        <translation>请用 -o OUT 指定输出位置。</translation>
    </message>
    <message>
        <source>Unknown label stock &quot;%1&quot;; stocks are: %2</source>
        <translation>未知的标签纸“%1”；可用标签纸：%2</translation>
    </message>
    <message>
        <source>The file (or folder, for nccl, slurm and drawings) to write.</source>
        <translation>要写入的文件（nccl、slurm 和 drawings 为文件夹）。</translation>
    </message>
    <message>
        <source>Cables to list or label: all, rack:NAME, role:ROLE or rail:N.</source>
        <translation>要列出或打印标签的线缆：all、rack:名称、role:用途 或 rail:编号。</translation>
    </message>
    <message>
        <source>Print the findings as JSON.</source>
        <translation>以 JSON 格式输出检查结果。</translation>
    </message>
    <message>
        <source>Leaf switches in network racks (default) or, for the shortest server–leaf runs, in the compute racks: network-racks or shortest-run.</source>
        <translation>叶交换机放在网络机柜中（默认），或为使服务器到叶交换机的线缆最短而放在计算机柜中：network-racks 或 shortest-run。</translation>
    </message>
    <message>
        <source>Print a QR code of the cable id on each label.</source>
        <translation>在每个标签上印出线缆编号的二维码。</translation>
    </message>
    <message>
        <source>Routes with the design&apos;s routing policy. Each option given changes that policy and is saved with the design, so the saved routes can be reproduced from the file.</source>
        <translation>按设计的布线策略布线。给出的每个选项都会修改该策略并随设计一起保存，因此可由文件重现所保存的路由。</translation>
    </message>
    <message>
        <source>Height of the bottom of U1 above the floor (default 100).</source>
        <translation>U1 底边距地面的高度（默认 100）。</translation>
    </message>
    <message>
        <source>Largest gap between racks that still share pass-throughs (default 50).</source>
        <translation>机柜之间仍可共用侧面穿线口的最大间隙（默认 50）。</translation>
    </message>
    <message>
        <source>Share of a rack&apos;s vertical cable manager cables may fill, in percent (default 50).</source>
        <translation>线缆可占用机柜垂直理线器截面的比例，百分数（默认 50）。</translation>
    </message>
    <message>
        <source>--side-fill-percent expects a percentage above 0 and at most 100, not &quot;%1&quot;.</source>
        <translation>--side-fill-percent 需要大于 0 且不超过 100 的百分数，而不是“%1”。</translation>
    </message>
    <message>
        <source>Change routing policy</source>
        <translation>修改布线策略</translation>
    </message>
    <message>
        <source>Leave out the converged storage and in-band management fabric.</source>
        <translation>不生成融合的存储与带内管理网络。</translation>
    </message>
    <message>
        <source>Storage leaf down:up ratio N:1 (1 = non-blocking).</source>
        <translation>存储叶交换机下行:上行比 N:1（1 = 无阻塞）。</translation>
    </message>
    <message>
        <source>Storage/in-band switches: %1 leaf, %2 spine, %3 core.
</source>
        <translation>存储/带内交换机：叶 %1 台，脊 %2 台，核心 %3 台。
</translation>
    </message>
    <message>
        <source>Storage/in-band fabric: none (--no-storage-fabric).
</source>
        <translation>存储/带内网络：无（--no-storage-fabric）。
</translation>
    </message>
    <message>
        <source>Switches in all: %1, of them %2 management. Coolant flow: %3 L/min for %4 kW of liquid heat.
</source>
        <translation>交换机共 %1 台，其中管理交换机 %2 台。冷却液流量：%3 L/min，带走 %4 kW 液冷热量。
</translation>
    </message>
    <message>
        <source>nccl: write the NVLink links into the XML instead of leaving them to NVML&apos;s detection on the host.</source>
        <translation>nccl：将 NVLink 链路写入 XML，而不是交给主机上 NVML 的检测。</translation>
    </message>
    <message>
        <source>slurm: the Slurm release the files are for (default %1); 23.11-24.x get topology.conf in BlockName form.</source>
        <translation>slurm：文件所针对的 Slurm 版本（默认 %1）；23.11–24.x 版本得到 BlockName 形式的 topology.conf。</translation>
    </message>
    <message>
        <source>Write the change order as JSON.</source>
        <translation>以 JSON 写出变更单。</translation>
    </message>
    <message>
        <source>Write the change order to this file instead of the terminal.</source>
        <translation>把变更单写入此文件，而不是打印到终端。</translation>
    </message>
    <message>
        <source>Labels only: just the labels that changed since this older revision.</source>
        <translation>仅用于标签：只输出自此旧版本以来发生变化的标签。</translation>
    </message>
    <message>
        <source>--changed-since applies to labels and labels-csv only.</source>
        <translation>--changed-since 只适用于 labels 和 labels-csv。</translation>
    </message>
    <message>
        <source>The text output of ibnetdiscover to check.</source>
        <translation>要核对的 ibnetdiscover 文本输出。</translation>
    </message>
    <message>
        <source>Write the report as JSON, one entry per cable.</source>
        <translation>以 JSON 写出报告，每根线缆一条。</translation>
    </message>
    <message>
        <source>Write the report to this file instead of the terminal.</source>
        <translation>把报告写入此文件，而不是打印到终端。</translation>
    </message>
    <message>
        <source>Write the crew&apos;s fix list, grouped by rack: PDF when the name ends in .pdf, else CSV.</source>
        <translation>写出施工队整改清单，按机柜分组：文件名以 .pdf 结尾时为 PDF，否则为 CSV。</translation>
    </message>
    <message>
        <source>Write a label sheet (PDF) of the cables to relabel.</source>
        <translation>为需要重贴标签的线缆写出标签页（PDF）。</translation>
    </message>
    <message>
        <source>Label stock id for --labels (default %1).</source>
        <translation>--labels 使用的标签纸型号（默认 %1）。</translation>
    </message>
    <message>
        <source>LLDP neighbour tables to check (lldpcli show neighbors -f json, or nv show interface --output json): a file per device named after it, or a folder; may repeat.</source>
        <translation>要核对的 LLDP 邻居表（lldpcli show neighbors -f json 或 nv show interface --output json）：每台设备一个以其命名的文件，或一个文件夹；可重复。</translation>
    </message>
    <message>
        <source>Say what to check with --ibnetdiscover FILE or --lldp PATH. Usage: %1</source>
        <translation>请用 --ibnetdiscover 文件 或 --lldp 路径 指定要核对的内容。用法：%1</translation>
    </message>
    <message>
        <source>Write the report to this file instead of printing it.</source>
        <translation>将报告写入此文件，而不是打印到屏幕。</translation>
    </message>
    <message>
        <source>--%1 must be a whole number of at least %2, not &quot;%3&quot;.</source>
        <translation>--%1 必须是不小于 %2 的整数，而不是“%3”。</translation>
    </message>
    <message>
        <source>Tensor-parallel size (GPUs per TP group).</source>
        <translation>张量并行（TP）规模（每个 TP 组的 GPU 数）。</translation>
    </message>
    <message>
        <source>Pipeline-parallel stages per replica.</source>
        <translation>每个副本的流水线并行（PP）级数。</translation>
    </message>
    <message>
        <source>Data-parallel replicas.</source>
        <translation>数据并行（DP）副本数。</translation>
    </message>
    <message>
        <source>Spare servers kept free per scalable unit (default 0).</source>
        <translation>每个可扩展单元保留的备用服务器数（默认 0）。</translation>
    </message>
    <message>
        <source>Give the whole plan: %1.</source>
        <translation>请给出完整的并行方案：%1。</translation>
    </message>
    <message>
        <source>Servers per rack: %1 (limit: %2).
</source>
        <translation>每机柜服务器：%1 台（限制：%2）。
</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>内部错误：%1</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;</source>
        <translation>未知选项“%1”</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>未知命令“%1”</translation>
    </message>
    <message>
        <source>Run &quot;supernode-designer help&quot; for the commands.</source>
        <translation>运行“supernode-designer help”查看可用命令。</translation>
    </message>
    <message>
        <source>A gLabels templates file (or folder of them) to take the label stock from; --stock then names it by id or part.</source>
        <translation>从中读取标签纸规格的 gLabels 模板文件（或其所在文件夹）；此时 --stock 按标识或料号指定规格。</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>%1 records no parallelism plan: give %2 (or make the design with new --tp --pp --dp).</source>
        <translation>%1 未记录并行计划：请给出 %2（或用 new --tp --pp --dp 生成设计）。</translation>
    </message>
    <message>
        <source>Scale-out fabric: rail, fattree, pcie (the PCIe inference pod, rail-optimised) or none.</source>
        <translation>横向扩展网络：rail（轨道优化）、fattree（胖树）、pcie（PCIe 推理集群，轨道优化）或 none（无）。</translation>
    </message>
    <message>
        <source>Fabric-manager (UFM) appliances on the compute leaves, on ports the servers leave free (31 servers in a 32-server SU leave one per rail leaf).</source>
        <translation>接在计算叶交换机上的网络管理（UFM）设备，占用服务器留空的端口（32 台服务器的 SU 中放 31 台服务器，每个轨道叶交换机空出一个端口）。</translation>
    </message>
    <message>
        <source>Spare servers per scalable unit (rack-scale: spare NVLink domains), beyond the GPUs asked for; recorded so faults and export hostfile leave them free.</source>
        <translation>每个可扩展单元在所需 GPU 之外的备用服务器数（机柜级：备用 NVLink 域）；会记录在设计中，faults 与 export hostfile 不占用它们。</translation>
    </message>
    <message>
        <source>Parallelism plan recorded: TP %1 × PP %2 × DP %3, %4 spare server(s) per SU.
</source>
        <translation>已记录并行计划：TP %1 × PP %2 × DP %3，每个 SU %4 台备用服务器。
</translation>
    </message>
    <message>
        <source>Spare servers recorded: %1 per SU.
</source>
        <translation>已记录备用服务器：每个 SU %1 台。
</translation>
    </message>
    <message>
        <source>MODULE is a module type id of the design&apos;s catalog or of the user catalog (then copied into the design); &quot;none&quot; empties the bay.</source>
        <translation>MODULE 是设计目录或用户目录中的模块类型 ID（取自用户目录时会复制到设计中）；“none”表示清空该槽位。</translation>
    </message>
    <message>
        <source>Save the design to OUT instead of FILE.</source>
        <translation>将设计保存到 OUT，而不是 FILE。</translation>
    </message>
    <message>
        <source>User catalog to take the module type from (default %1).</source>
        <translation>从中读取模块类型的用户目录（默认 %1）。</translation>
    </message>
    <message>
        <source>%1: no device named %2</source>
        <translation>%1：没有名为 %2 的设备</translation>
    </message>
    <message>
        <source>%1: no module type %2 in the design&apos;s catalog or in %3</source>
        <translation>%1：设计目录和 %3 中都没有模块类型 %2</translation>
    </message>
    <message>
        <source>Add module type %1</source>
        <translation>添加模块类型 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>--column-grid: the column pitch must be at least 1000 mm.</source>
        <translation>--column-grid：柱距至少为 1000 mm。</translation>
    </message>
    <message>
        <source>Building columns (600 mm square) on a square grid of this pitch in mm from the room&apos;s corner, e.g. 8400; rows split at them and trays go round them.</source>
        <translation>从机房角点起按此间距（mm，例如 8400）布置方形柱网的建筑柱（600 mm 见方）；机柜列在柱处断开，线槽绕柱而行。</translation>
    </message>
    <message>
        <source>--hall-layers needs --hall FILE.dxf.</source>
        <translation>--hall-layers 需要同时给出 --hall FILE.dxf。</translation>
    </message>
    <message>
        <source>Hall: %1
</source>
        <translation>机房：%1
</translation>
    </message>
    <message>
        <source>Rack power: auto (power shelves on busway tap-offs when the rack type has a busbar, else A/B PDU pairs), pdu or busway.</source>
        <translation>机架供电：auto（机架类型带母排时使用由母线插接箱供电的电源架，否则使用 A/B PDU 对）、pdu 或 busway。</translation>
    </message>
    <message>
        <source>Power: %1 PDUs (%2).
</source>
        <translation>供电：%1 个 PDU（%2）。
</translation>
    </message>
    <message>
        <source>%1: the design has no cooling loop to export.</source>
        <translation>%1：设计中没有可导出的冷却回路。</translation>
    </message>
    <message>
        <source>%1: loop %2 cannot be written for EPANET: %3</source>
        <translation>%1：回路 %2 无法写成 EPANET 文件：%3</translation>
    </message>
    <message>
        <source>no CDU pumps into it</source>
        <translation>没有 CDU 向其泵送冷却液</translation>
    </message>
    <message>
        <source>Wrote %1 (loop %2: %3 nodes, %4 links)</source>
        <translation>已写入 %1（回路 %2：%3 个节点，%4 条管段）</translation>
    </message>
    <message>
        <source>%1: --without %2: no device or cable label of that name</source>
        <translation>%1：--without %2：没有该名称的设备或线缆标签</translation>
    </message>
    <message>
        <source>Solve with this part out of service: a device name (CDU, manifold, server) or a hose or pipe&apos;s label. Repeat for several.</source>
        <translation>将该部件视为停用后求解：设备名称（CDU、分水器、服务器）或软管、管道的标签。可重复指定多个。</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a number from %3 to %4.</source>
        <translation>--%1：“%2”不是 %3 到 %4 之间的数字。</translation>
    </message>
    <message>
        <source>--name: %1 holds a control character; a name is one line of printable text.</source>
        <translation>--name：%1 含有控制字符；名称必须是单行可打印文本。</translation>
    </message>
    <message>
        <source>Nothing written; the design would not open again: %1</source>
        <translation>未写入任何内容；写出的设计将无法再次打开：%1</translation>
    </message>
    <message>
        <source>Power feeds: %1
</source>
        <translation>供电：%1
</translation>
    </message>
    <message>
        <source>--%1 expects a length in millimetres from 0 to %2, not &quot;%3&quot;.</source>
        <translation>--%1 需要 0 到 %2 之间以毫米为单位的长度，而不是“%3”。</translation>
    </message>
    <message>
        <source>Loop %1</source>
        <translation>回路 %1</translation>
    </message>
    <message>
        <source>Not balanced: the loop cannot be solved (see `hydraulics`).</source>
        <translation>未平衡：该回路无法求解（见 `hydraulics`）。</translation>
    </message>
    <message>
        <source>%1: no coolant pipe of the design carries a balancing valve; nothing to set.</source>
        <translation>%1：设计中没有装有平衡阀的冷却液管道，无需设定。</translation>
    </message>
    <message>
        <source>Balance coolant loops</source>
        <translation>平衡冷却回路</translation>
    </message>
    <message>
        <source>Save the balanced design to OUT instead of FILE.</source>
        <translation>将平衡后的设计保存到 OUT，而不是 FILE。</translation>
    </message>
    <message>
        <source>Print the settings without saving them.</source>
        <translation>只输出设定值，不保存。</translation>
    </message>
    <message>
        <source>bom: spare data cables, in percent of each item installed (default %1; 0: none).</source>
        <translation>bom：备用数据线缆，占每项已安装数量的百分比（默认 %1；0 表示不备）。</translation>
    </message>
    <message>
        <source>bom: spare transceivers, in percent of each item installed (default %1; 0: none).</source>
        <translation>bom：备用光模块，占每项已安装数量的百分比（默认 %1；0 表示不备）。</translation>
    </message>
    <message>
        <source>bom: spares of an item at least, where any is installed (default %1).</source>
        <translation>bom：凡有安装的物料，每项至少备用的数量（默认 %1）。</translation>
    </message>
    <message>
        <source>--%1 expects a percentage, not &quot;%2&quot;.</source>
        <translation>--%1 需要一个百分数，而不是“%2”。</translation>
    </message>
    <message>
        <source>--spare-floor expects a whole number, not &quot;%1&quot;.</source>
        <translation>--spare-floor 需要一个整数，而不是“%1”。</translation>
    </message>
    <message>
        <source>Aisle containment: none (default), hot (hot aisles closed) or cold (cold aisles closed).</source>
        <translation>通道封闭：none（默认，不封闭）、hot（封闭热通道）或 cold（封闭冷通道）。</translation>
    </message>
    <message>
        <source>Facility water supply temperature at the CDUs in °C.</source>
        <translation>CDU 处设施冷却水的供水温度（°C）。</translation>
    </message>
    <message>
        <source>TYPE is a device type id of the design&apos;s catalog, GROUP one of its port groups as the catalog writes it (INB1, OSFP{n}); NETDEVS the Linux interface names of its ports in order, separated by commas, or &quot;none&quot; to remove them.</source>
        <translation>TYPE 是设计目录中的设备类型 ID，GROUP 是其端口组之一，写法与目录相同（INB1、OSFP{n}）；NETDEVS 是这些端口按顺序对应的 Linux 网络接口名，以逗号分隔，或用“none”将其删除。</translation>
    </message>
    <message>
        <source>The RDMA device names of the same ports, separated by commas.</source>
        <translation>同一组端口的 RDMA 设备名，以逗号分隔。</translation>
    </message>
    <message>
        <source>Where the names come from (default: &quot;set by hand for this design&quot;).</source>
        <translation>名称的来源（默认：“为本设计手工设定”）。</translation>
    </message>
    <message>
        <source>Rack-scale servers (NVL72): each rack&apos;s trays on one leaf per rail (rack, default) or the rails packed onto the fewest leaves (minimal); `new` prints what each costs.</source>
        <translation>机架级服务器（NVL72）：每个机架的计算托盘在每条轨道上接同一台叶交换机（rack，默认），或把各轨道紧凑排到最少的叶交换机上（minimal）；`new` 会打印两种方案各自的代价。</translation>
    </message>
    <message>
        <source>Least cable an ordered length leaves over at each end beyond route and slack; a route that leaves less is ordered one length up (default 100).</source>
        <translation>订购长度在路由和余量之外每端至少多出的线缆长度；多出不足的路由改订下一档长度（默认 100）。</translation>
    </message>
    <message>
        <source>hostfile: the launcher&apos;s rank order, tp-pp-dp (default; Megatron-LM with --use-tp-pp-dp-mapping) or tp-dp-pp (Megatron-LM&apos;s default order).</source>
        <translation>hostfile：启动器的 rank 顺序，tp-pp-dp（默认；对应 Megatron-LM 的 --use-tp-pp-dp-mapping）或 tp-dp-pp（Megatron-LM 的默认顺序）。</translation>
    </message>
    <message>
        <source>--order expects %1, not &quot;%2&quot;.</source>
        <translation>--order 应为 %1，而不是“%2”。</translation>
    </message>
    <message>
        <source>--order applies to hostfile only.</source>
        <translation>--order 只适用于 hostfile。</translation>
    </message>
    <message>
        <source>Power: %1 power shelves, %2 busway tap-offs and %3 PDUs (%4).
</source>
        <translation>供电：%1 个电源架、%2 个母线槽插接箱和 %3 个 PDU（%4）。
</translation>
    </message>
    <message numerus="yes">
        <source>Power feeds: %1 (%n such feed loss(es) in the design.)
</source>
        <translation>
            <numerusform>供电路：%1（本设计中共有 %n 处此类供电路失电。）
</numerusform>
        </translation>
    </message>
    <message>
        <source>storage and in-band fabric (--no-storage-fabric leaves it out)</source>
        <translation>存储与带内网络（--no-storage-fabric 可将其省去）</translation>
    </message>
    <message>
        <source>Routing is incomplete: %1</source>
        <translation>布线未完成：%1</translation>
    </message>
    <message>
        <source>--ecosystem %1: expected SERVER_ID=SCORE with a score from 0 to 1000.</source>
        <translation>--ecosystem %1：应为 服务器型号=分数，分数为 0 到 1000。</translation>
    </message>
    <message>
        <source>A choice to vary, NAME=VALUE,VALUE… with NAME one of %1; give it once per choice. Every combination is built.</source>
        <translation>要变化的选项，格式为 名称=值,值…，名称为 %1 之一；每个选项给一次。每种组合都会构建。</translation>
    </message>
    <message>
        <source>Unit prices: CSV with catalog_id, unit_price, currency, source (and unit: each or m).</source>
        <translation>单价：CSV 文件，列为 catalog_id、unit_price、currency、source（以及 unit：each 或 m）。</translation>
    </message>
    <message>
        <source>Years of energy in the cost of ownership (default 5).</source>
        <translation>拥有成本中计入的能耗年数（默认 5）。</translation>
    </message>
    <message>
        <source>Energy price per kWh, in the price list&apos;s currency (default 0: energy not priced).</source>
        <translation>每 kWh 电价，使用价格表的币种（默认 0：不计能耗费用）。</translation>
    </message>
    <message>
        <source>The site&apos;s power usage effectiveness (default 1.3).</source>
        <translation>场地的电能使用效率 PUE（默认 1.3）。</translation>
    </message>
    <message>
        <source>Criteria weights replacing the defaults (performance 30, ecosystem 25, cost 20, scalability 15, operations 10), e.g. cost=40,performance=20.</source>
        <translation>替换默认值的准则权重（性能 30、生态 25、成本 20、可扩展性 15、运维 10），例如 cost=40,performance=20。</translation>
    </message>
    <message>
        <source>Ecosystem score per server type (default 1 each), e.g. hgx-b200-8gpu-liquid=3.</source>
        <translation>每种服务器型号的生态评分（默认各为 1），例如 hgx-b200-8gpu-liquid=3。</translation>
    </message>
    <message>
        <source>Give the requirement: --gpus N, or --tp T --pp P --dp D.</source>
        <translation>请给出需求：--gpus N，或 --tp T --pp P --dp D。</translation>
    </message>
    <message>
        <source>%1 is a file; variants are written into a folder.</source>
        <translation>%1 是文件；方案会写入一个文件夹。</translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>No variant can be built; the reasons are above.</source>
        <translation>没有可构建的方案；原因见上文。</translation>
    </message>
    <message>
        <source>Wrote %1 design(s), variants.csv and variants.pdf to %2.
</source>
        <translation>已将 %1 个设计、variants.csv 和 variants.pdf 写入 %2。
</translation>
    </message>
    <message>
        <source>--hall-m2: a data hall needs at least 100 m² (0: no limit).</source>
        <translation>--hall-m2：一个数据机房至少需要 100 m²（0：不限）。</translation>
    </message>
    <message>
        <source>The most floor one data hall may take, m² (default %1, the largest single hall reported; 0: no limit). A larger layout is split into data halls with the spine and core switches in a network room between them.</source>
        <translation>一个数据机房最多可占的地面面积，m²（默认 %1，即已报道的最大单个机房；0：不限）。超出的布局拆分为多个数据机房，脊交换机和核心交换机放在它们之间的网络机房里。</translation>
    </message>
    <message>
        <source>The most IT load one data hall&apos;s electrical and cooling plant may carry, MW of rack budgets (default %1, a hall of xAI Colossus: 25 000 H100 GPUs; 0: no limit). A larger layout is split into data halls.</source>
        <translation>一个数据机房的供电和制冷设施最多可承担的 IT 负载，按机柜功率预算计，MW（默认 %1，即 xAI Colossus 的一个机房：25 000 块 H100 GPU；0：不限）。超出的布局拆分为多个数据机房。</translation>
    </message>
    <message>
        <source>An architect&apos;s DXF of the hall: its outline, columns, walls, doors and keep-out zones become the room; halls drawn on a halls layer make it a site, each rack inside one hall.</source>
        <translation>建筑师提供的机房 DXF 图纸：其外轮廓、柱子、墙体、门和禁放区成为机房的几何形状；画在机房分区图层上的各机房使其成为园区，每个机柜完整位于一个机房内。</translation>
    </message>
    <message>
        <source>Which layers of the hall DXF hold what, ROLE=LAYER separated by commas (roles: outline, columns, walls, doors, keepouts, halls); default: the layers of this program&apos;s own DXF export (%1).</source>
        <translation>机房 DXF 中各图层存放的内容，以逗号分隔的 ROLE=LAYER 表示（角色：outline 外轮廓、columns 柱子、walls 墙体、doors 门、keepouts 禁放区、halls 园区内各机房）；默认为本程序自身 DXF 导出的图层（%1）。</translation>
    </message>
    <message>
        <source>Air coolers: any one of them may stop and every aisle and hall stays cooled (N+1).
</source>
        <translation>空调：其中任意一台停机，各通道和各机房仍能得到足够冷却（N+1）。
</translation>
    </message>
    <message numerus="yes">
        <source>Air coolers: %n aisle(s) or hall(s) short of cooling with every cooler running (validate lists them).
</source>
        <translation>
            <numerusform>空调：所有空调运行时，仍有 %n 个通道或机房冷量不足（validate 会逐一列出）。
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Air coolers: not N+1: stopping any one of %n of them leaves air short; the worst leaves %1 %2 kW of cooling for %3 kW of heat (faults lists each).
</source>
        <extracomment>%1 where (&quot;the contained hot aisle of rows A/B&quot;), %2 and %3 kW</extracomment>
        <translation>
            <numerusform>空调：并非 N+1：其中 %n 台任意一台单独停机都会导致冷量不足；最严重的情况下，%1 只剩 %2 kW 冷量应对 %3 kW 热量（faults 会逐一列出）。
</numerusform>
        </translation>
    </message>
    <message>
        <source>Air: %1 kW into the room&apos;s air (the devices&apos; air share and the power shelves&apos; and PDUs&apos; losses), %2 in-row coolers; rows alternate into hot and cold aisles, containment: %3.
</source>
        <extracomment>%1 kW of air heat, %2 coolers, %3 none/hot/cold</extracomment>
        <translation>风侧：%1 kW 进入机房空气（设备的风冷部分及电源架和 PDU 的损耗），%2 台列间空调；机柜列交替形成冷热通道，通道封闭：%3。
</translation>
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
    <message>
        <source>Size, place and connect a supernode from a GPU count or TP × PP × DP.</source>
        <translation>根据 GPU 数量或 TP × PP × DP 规划、摆放并连接一个超节点。</translation>
    </message>
    <message>
        <source>Route every cable, choose its media and orderable length, and save.</source>
        <translation>为每根线缆布线，选择其介质和可订购长度，然后保存。</translation>
    </message>
    <message>
        <source>Import NetBox device types into a user catalog, or list a user catalog.</source>
        <translation>将 NetBox 设备类型导入用户目录，或列出用户目录。</translation>
    </message>
    <message>
        <source>Print power, heat and coolant flow per rack and per cooling loop.</source>
        <translation>按机柜和冷却回路输出功率、散热量和冷却液流量。</translation>
    </message>
    <message>
        <source>Check power, cooling, placement and cabling rules; exit 1 when any error is found.</source>
        <translation>检查供电、冷却、安装位置和布线规则；发现任何错误时以退出码 1 结束。</translation>
    </message>
    <message>
        <source>Export a cable schedule, labels, BOM, NCCL or Slurm topology, drawings, NetBox CSV or the rule findings of a design.</source>
        <translation>导出设计的线缆清单、标签、物料清单、NCCL 或 Slurm 拓扑、图纸、NetBox CSV 或规则检查结果。</translation>
    </message>
    <message>
        <source>List the changes between two revisions of a design: devices and cables added, removed, moved, re-routed or relabelled.</source>
        <translation>列出设计两个版本之间的变更：新增、移除、移动、改走线或重贴标签的设备和线缆。</translation>
    </message>
    <message>
        <source>Check a scanned fabric (ibnetdiscover output, LLDP tables) against the design&apos;s cables; exit 1 when any is not ok.</source>
        <translation>将扫描到的网络（ibnetdiscover 输出、LLDP 表）与设计中的线缆核对；有任何不符时退出码为 1。</translation>
    </message>
    <message>
        <source>List fault domains, what each single failure takes down, how often a job is interrupted and, for a plan, where its ranks go.</source>
        <translation>列出故障域、每个单点故障的影响范围、作业被中断的频率，以及给定并行方案时各 rank 的放置位置。</translation>
    </message>
    <message>
        <source>Put a catalog module (PSU, NIC, transceiver) in a device&apos;s module bay.</source>
        <translation>将目录中的模块（电源、网卡、光模块）装入设备的模块槽位。</translation>
    </message>
    <message>
        <source>Solve each coolant loop for pressure and flow: pump operating points, every rack&apos;s required and delivered flow, optionally with parts out of service.</source>
        <translation>对每个冷却回路求解压力和流量：水泵工况点、每个机柜的所需流量与实际送达流量，并可将部分部件视为停用。</translation>
    </message>
    <message>
        <source>Work out each rack branch&apos;s balancing valve setting so every rack gets its flow within 5 % of the others, print the table and save the settings.</source>
        <translation>计算每个机柜支路平衡阀的设定值，使各机柜获得的流量彼此相差不超过 5 %，输出调试表并保存设定值。</translation>
    </message>
    <message>
        <source>Give a device type&apos;s port group the OS interface (and RDMA device) names its hosts use.</source>
        <translation>为设备类型的端口组设定主机上使用的操作系统网络接口名（及 RDMA 设备名）。</translation>
    </message>
    <message>
        <source>Build every combination of a few choices for one requirement, and compare them by figures, cost and weighted criteria.</source>
        <translation>为同一需求构建若干选项的每种组合，并按指标、成本和加权准则比较。</translation>
    </message>
</context>
</TS>
