<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AirAisles</name>
    <message>
        <source>the contained hot aisle of rows %1</source>
        <extracomment>%1 row names (&quot;A/B&quot;)</extracomment>
        <translation>%1 排之间封闭的热通道</translation>
    </message>
    <message>
        <source>the contained cold aisle of rows %1</source>
        <translation>%1 排之间封闭的冷通道</translation>
    </message>
    <message>
        <source>the room</source>
        <translation>整个机房</translation>
    </message>
    <message>
        <source>hall %1</source>
        <translation>机房“%1”</translation>
    </message>
    <message>
        <source>the floor outside every hall</source>
        <translation>所有机房之外的地面</translation>
    </message>
    <message>
        <source>the contained hot aisle of rows %1 in hall %2</source>
        <extracomment>%1 row names (&quot;A/B&quot;), %2 a hall&apos;s name</extracomment>
        <translation>机房“%2”中 %1 排之间封闭的热通道</translation>
    </message>
    <message>
        <source>the contained cold aisle of rows %1 in hall %2</source>
        <translation>机房“%2”中 %1 排之间封闭的冷通道</translation>
    </message>
</context>
<context>
    <name>CableAssembly</name>
    <message>
        <source>Cage %1: %2 is a twin-port cable; both its links must join this cage to one other twin-port cage.</source>
        <translation>端口笼 %1：%2 是双端口线缆，它的两条链路必须把本端口笼连接到同一个另一端的双端口笼。</translation>
    </message>
    <message>
        <source>Cage %1 holds one plug for its %2 ports; %3 on port %4 is not a part such a cage takes (a twin-port module with one fibre per port, a splitter or a twin-port cable).</source>
        <translation>端口笼 %1 的 %2 个端口只能插一个插头；端口 %4 上的 %3 不是此类端口笼可接受的部件（每端口一根光纤的双端口模块、分支线缆或双端口线缆）。</translation>
    </message>
    <message>
        <source>Cage %1 holds one plug: port %2 has %3 and port %4 has %5; the links of one cage are one splitter of one media and length, or fibres on one module.</source>
        <translation>端口笼 %1 只能插一个插头：端口 %2 为 %3，端口 %4 为 %5；同一端口笼的链路必须是同一介质、同一长度的一根分支线缆，或同一模块上的光纤。</translation>
    </message>
    <message>
        <source>Cage %1: ports %2 and %3 are legs of one %4, ordered at one length; they are %5 and %6.</source>
        <translation>端口笼 %1：端口 %2 和 %3 是同一根 %4 的分支，只能按同一长度订购；目前分别为 %5 和 %6。</translation>
    </message>
    <message>
        <source>not yet sized</source>
        <translation>尚未确定长度</translation>
    </message>
    <message>
        <source>Cage %1 already holds %2 (port %3); port %4 can only take another link of that part, not %5.</source>
        <translation>端口笼 %1 已插有 %2（端口 %3）；端口 %4 只能使用该部件的另一条链路，不能使用 %5。</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>more than %1 fields</source>
        <translation>字段超过 %1 个</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field</source>
        <translation>未加引号的字段中出现引号</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>带引号的字段没有闭合</translation>
    </message>
    <message>
        <source>text after a closing quote</source>
        <translation>闭合引号后还有文字</translation>
    </message>
    <message>
        <source>%1: not UTF-8 text</source>
        <translation>%1：不是 UTF-8 文本</translation>
    </message>
</context>
<context>
    <name>DesignAssembly</name>
    <message>
        <source>%1: id %2 occurs twice</source>
        <translation>%1：标识 %2 重复出现</translation>
    </message>
    <message>
        <source>%1: row %2 does not exist</source>
        <translation>%1：列 %2 不存在</translation>
    </message>
    <message>
        <source>%1: cooling loop %2 does not exist</source>
        <translation>%1：冷却回路 %2 不存在</translation>
    </message>
    <message>
        <source>%1: a rack is 1 to 60 U high, not %2</source>
        <translation>%1：机柜高度应为 1 至 60 U，而不是 %2</translation>
    </message>
    <message>
        <source>%1: device type &quot;%2&quot; is not in the catalog</source>
        <translation>%1：设备类型“%2”不在目录中</translation>
    </message>
    <message>
        <source>%1: rack %2 does not exist</source>
        <translation>%1：机柜 %2 不存在</translation>
    </message>
    <message>
        <source>%1: CDU %2 does not exist</source>
        <translation>%1：冷量分配单元 %2 不存在</translation>
    </message>
    <message>
        <source>%1: coolant &quot;%2&quot; is not in the catalog</source>
        <translation>%1：冷却液“%2”不在目录中</translation>
    </message>
    <message>
        <source>%1: device %2 does not exist</source>
        <translation>%1：设备 %2 不存在</translation>
    </message>
    <message>
        <source>%1: %2 has no port &quot;%3&quot;</source>
        <translation>%1：%2 没有端口“%3”</translation>
    </message>
    <message>
        <source>%1: port &quot;%2&quot; is connected twice</source>
        <translation>%1：端口“%2”被连接了两次</translation>
    </message>
    <message>
        <source>%1: connection %2 does not exist</source>
        <translation>%1：连接 %2 不存在</translation>
    </message>
    <message>
        <source>%1: connection %2 has a second cable</source>
        <translation>%1：连接 %2 有第二根线缆</translation>
    </message>
    <message>
        <source>%1: cable type &quot;%2&quot; is not in the catalog</source>
        <translation>%1：线缆类型“%2”不在目录中</translation>
    </message>
    <message>
        <source>%1: tray %2 does not exist</source>
        <translation>%1：线槽 %2 不存在</translation>
    </message>
    <message>
        <source>%1: a tray run lies in tray %2, which is not among the cable&apos;s trays</source>
        <translation>%1：线槽区段位于线槽 %2 中，但该线槽不在线缆的线槽列表中</translation>
    </message>
    <message>
        <source>%1: modules: %2</source>
        <translation>%1：模块（modules）：%2</translation>
    </message>
</context>
<context>
    <name>DesignBounds</name>
    <message>
        <source>%1: %2: %3 is outside %4 to %5</source>
        <translation>%1：%2：%3 超出 %4 至 %5 的范围</translation>
    </message>
    <message>
        <source>%1: %2: a string longer than %3 bytes</source>
        <translation>%1：%2：字符串超过 %3 字节</translation>
    </message>
    <message>
        <source>%1: more than %2 %3 (the limit of this program)</source>
        <translation>%1：%3 超过 %2 个（本程序的上限）</translation>
    </message>
    <message>
        <source>%1: rotation_deg: expected 0, 90, 180 or 270, not %2</source>
        <translation>%1：rotation_deg：应为 0、90、180 或 270，而不是 %2</translation>
    </message>
    <message>
        <source>%1: %2: more than %3 points</source>
        <translation>%1：%2：超过 %3 个点</translation>
    </message>
    <message>
        <source>%1: %2: the control character U+%3 in %4; names and labels are one line of printable text</source>
        <translation>%1：%2：%4 中含有控制字符 U+%3；名称和标签必须是单行可打印文本</translation>
    </message>
</context>
<context>
    <name>DesignEdits</name>
    <message>
        <source>A row with this id already exists.</source>
        <translation>已存在相同标识的列。</translation>
    </message>
    <message>
        <source>Add row %1</source>
        <translation>添加列 %1</translation>
    </message>
    <message>
        <source>A rack with this id already exists.</source>
        <translation>已存在相同标识的机柜。</translation>
    </message>
    <message>
        <source>The row does not exist.</source>
        <translation>该列不存在。</translation>
    </message>
    <message>
        <source>The cooling loop does not exist.</source>
        <translation>该冷却回路不存在。</translation>
    </message>
    <message>
        <source>A rack is 1 to 60 U high.</source>
        <translation>机柜高度应为 1 至 60 U。</translation>
    </message>
    <message>
        <source>A rack needs a width and a depth.</source>
        <translation>机柜需要宽度和深度。</translation>
    </message>
    <message>
        <source>Add rack %1</source>
        <translation>添加机柜 %1</translation>
    </message>
    <message>
        <source>The rack does not exist.</source>
        <translation>该机柜不存在。</translation>
    </message>
    <message>
        <source>Racks turn in steps of 90°.</source>
        <translation>机柜只能按 90° 的步长旋转。</translation>
    </message>
    <message>
        <source>Move rack %1</source>
        <translation>移动机柜 %1</translation>
    </message>
    <message>
        <source>A device with this id already exists.</source>
        <translation>已存在相同标识的设备。</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>放置 %1</translation>
    </message>
    <message>
        <source>The device does not exist.</source>
        <translation>该设备不存在。</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>移动 %1</translation>
    </message>
    <message>
        <source>A device needs a name.</source>
        <translation>设备需要名称。</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>将 %1 重命名为 %2</translation>
    </message>
    <message>
        <source>A tray with this id already exists.</source>
        <translation>已存在相同标识的线槽。</translation>
    </message>
    <message>
        <source>A tray needs at least two points.</source>
        <translation>线槽至少需要两个点。</translation>
    </message>
    <message>
        <source>A tray needs a width and a depth.</source>
        <translation>线槽需要宽度和深度。</translation>
    </message>
    <message>
        <source>The fill limit is above 0 % and at most 100 %.</source>
        <translation>填充率上限须大于 0 % 且不超过 100 %。</translation>
    </message>
    <message>
        <source>Add tray %1</source>
        <translation>添加线槽 %1</translation>
    </message>
    <message>
        <source>A loop with this id already exists.</source>
        <translation>已存在相同标识的冷却回路。</translation>
    </message>
    <message>
        <source>Unknown coolant &quot;%1&quot;.</source>
        <translation>未知冷却液“%1”。</translation>
    </message>
    <message>
        <source>The loop&apos;s temperature rise must be above 0 K.</source>
        <translation>回路温升必须大于 0 K。</translation>
    </message>
    <message>
        <source>The loop&apos;s CDU is not a CDU.</source>
        <translation>回路指定的冷量分配单元并不是冷量分配单元。</translation>
    </message>
    <message>
        <source>Add cooling loop %1</source>
        <translation>添加冷却回路 %1</translation>
    </message>
    <message>
        <source>Change cooling loop of %1</source>
        <translation>更改 %1 的冷却回路</translation>
    </message>
    <message>
        <source>Unknown cable type &quot;%1&quot;.</source>
        <translation>未知线缆类型“%1”。</translation>
    </message>
    <message>
        <source>Connect %1 %2 to %3 %4</source>
        <translation>连接 %1 %2 至 %3 %4</translation>
    </message>
    <message>
        <source>The cable does not exist.</source>
        <translation>该线缆不存在。</translation>
    </message>
    <message>
        <source>A cable stays with its connection.</source>
        <translation>线缆不能换到其他连接上。</translation>
    </message>
    <message>
        <source>The cable&apos;s route names a tray that does not exist.</source>
        <translation>线缆路由中引用了不存在的线槽。</translation>
    </message>
    <message>
        <source>A cable length cannot be negative.</source>
        <translation>线缆长度不能为负数。</translation>
    </message>
    <message>
        <source>Edit cable %1</source>
        <translation>编辑线缆 %1</translation>
    </message>
    <message>
        <source>The room needs a positive width, depth and height.</source>
        <translation>机房的宽度、深度和高度必须为正数。</translation>
    </message>
    <message>
        <source>Edit room</source>
        <translation>编辑机房</translation>
    </message>
    <message>
        <source>Edit design properties</source>
        <translation>编辑设计属性</translation>
    </message>
    <message>
        <source>A stretch of the cable&apos;s route lies in a tray the route does not pass.</source>
        <translation>线缆路由的某一区段位于该路由未经过的线槽中。</translation>
    </message>
    <message>
        <source>The device&apos;s type is not in the catalog.</source>
        <translation>该设备的类型不在目录中。</translation>
    </message>
    <message>
        <source>Bay %1 of %2 already holds that.</source>
        <translation>%2 的槽位 %1 已是该状态。</translation>
    </message>
    <message>
        <source>Put %1 in bay %2 of %3</source>
        <translation>将 %1 装入 %3 的槽位 %2</translation>
    </message>
    <message>
        <source>Empty bay %1 of %2</source>
        <translation>清空 %2 的槽位 %1</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>机柜 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 and remove the %n cable(s) on its power inlets</source>
        <translation>
            <numerusform>%1，并拆除其电源输入口上的 %n 根线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>A balancing valve&apos;s setting is a number of turns from 0 to 100.</source>
        <translation>平衡阀的设定值是 0 到 100 之间的圈数。</translation>
    </message>
</context>
<context>
    <name>DesignFile</name>
    <message>
        <source>%1: unknown file type (expected .supernode or .json)</source>
        <translation>%1：未知文件类型（应为 .supernode 或 .json）</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <source>%1: cannot write (%2)</source>
        <translation>%1：无法写入（%2）</translation>
    </message>
    <message>
        <source>%1: saving failed (%2); the previous file is unchanged</source>
        <translation>%1：保存失败（%2）；原文件保持不变</translation>
    </message>
</context>
<context>
    <name>DesignJson</name>
    <message>
        <source>&quot;%1&quot; is not a UUID</source>
        <translation>“%1”不是有效的 UUID</translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation>必须为正数</translation>
    </message>
    <message>
        <source>expected 0, 90, 180 or 270</source>
        <translation>应为 0、90、180 或 270</translation>
    </message>
    <message>
        <source>must be above 0 and at most 1</source>
        <translation>须大于 0 且不超过 1</translation>
    </message>
    <message>
        <source>expected [x, y] in millimetres</source>
        <translation>应为以毫米为单位的 [x, y]</translation>
    </message>
    <message>
        <source>a tray needs at least two points</source>
        <translation>线槽至少需要两个点</translation>
    </message>
    <message>
        <source>expected a tray id</source>
        <translation>应为线槽标识</translation>
    </message>
    <message>
        <source>expected a design object</source>
        <translation>应为设计对象</translation>
    </message>
    <message>
        <source>this is not a Supernode Designer design (expected &quot;supernode-design&quot;)</source>
        <translation>这不是超节点设计器的设计文件（应为“supernode-design”）</translation>
    </message>
    <message>
        <source>the file is design format version %1; this program reads up to version %2. Open it with a newer Supernode Designer.</source>
        <translation>该文件的设计格式版本为 %1；本程序最高只能读取版本 %2。请使用更新版本的超节点设计器打开。</translation>
    </message>
    <message>
        <source>unknown version %1</source>
        <translation>未知版本 %1</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <source>expected a route record &quot;&lt;end key&gt; &lt;end key&gt; &lt;column&gt; &lt;column&gt; top|side [problem]&quot;</source>
        <translation>应为路由记录 &quot;&lt;端点键&gt; &lt;端点键&gt; &lt;列&gt; &lt;列&gt; top|side [问题]&quot;</translation>
    </message>
</context>
<context>
    <name>FailureRates</name>
    <message>
        <source>Passive part: no failure interrupts a job.</source>
        <translation>无源部件：其故障不会中断作业。</translation>
    </message>
    <message>
        <source>Meta, &quot;The Llama 3 Herd of Models&quot; (2024), Table 5: faulty GPU 148 + HBM3 72 + SRAM 19 + GPU system processor 17 + silent data corruption 6 + thermal interface/sensor 6 = %1 in 16 384 H100 × 54 d / 365 = %2 GPU-years: %1 / %2 = %3 %/yr per GPU.</source>
        <translation>Meta，“The Llama 3 Herd of Models”（2024），表 5：GPU 故障 148 + HBM3 72 + SRAM 19 + GPU 系统处理器 17 + 静默数据损坏 6 + 导热界面/传感器 6 = %1 次，发生在 16 384 块 H100 × 54 天 / 365 = %2 GPU·年内：%1 / %2 = 每个 GPU 每年 %3 %。</translation>
    </message>
    <message>
        <source>Meta, &quot;The Llama 3 Herd of Models&quot; (2024), Table 5: CPU 2 + system memory 2 + server chassis 2 + I/O expansion board 2 + power supply 3 + SSD 3 = %1 in 2 048 hosts × 54 d / 365 = %2 host-years: %1 / %2 = %3 %/yr per host.</source>
        <translation>Meta，“The Llama 3 Herd of Models”（2024），表 5：CPU 2 + 系统内存 2 + 服务器机箱 2 + I/O 扩展板 2 + 电源 3 + SSD 3 = %1 次，发生在 2 048 台主机 × 54 天 / 365 = %2 主机·年内：%1 / %2 = 每台主机每年 %3 %。</translation>
    </message>
    <message>
        <source>Meta, &quot;The Llama 3 Herd of Models&quot; (2024), Table 5: NIC %1 over 16 384 NICs (one 400 Gb/s NIC per GPU) × 54 d / 365 = %2 NIC-years: %1 / %2 = %3 %/yr per scale-out NIC port.</source>
        <translation>Meta，“The Llama 3 Herd of Models”（2024），表 5：网卡故障 %1 次，分布在 16 384 块网卡（每个 GPU 一块 400 Gb/s 网卡）× 54 天 / 365 = %2 网卡·年上：%1 / %2 = 每个横向扩展网卡端口每年 %3 %。</translation>
    </message>
    <message>
        <source>Singh et al., &quot;Surviving switch failures in cloud datacenters&quot; (Microsoft, SIGCOMM CCR 51(2), 2021): 2 % of 180 000 switches fail within 3 months, 4 × 2 % = %1 %/yr per switch (leaf, spine and core alike: the same boxes).</source>
        <translation>Singh 等，“Surviving switch failures in cloud datacenters”（Microsoft，SIGCOMM CCR 51(2)，2021）：180 000 台交换机中有 2 % 在 3 个月内发生故障，4 × 2 % = 每台交换机每年 %1 %（叶、脊、核心交换机同样适用：硬件相同）。</translation>
    </message>
    <message>
        <source>Meta, &quot;The Llama 3 Herd of Models&quot; (2024), Table 5: network switch/cable %1, over a 16 384-GPU rail fabric of %2 switches (512 leaf, 512 spine, 256 core) and %3 link ends (16 384 node–leaf, 16 384 leaf–spine, 16 384 spine–core links × 2). The switches at %4 %/yr take %2 × %5 × 54 / 365 = %6; the rest, %1 − %6 = %7, over %3 × 54 / 365 = %8 link-end-years = %9 %/yr per link end (an optic, or a copper cable&apos;s plug: the table does not tell them apart).</source>
        <translation>Meta，“The Llama 3 Herd of Models”（2024），表 5：网络交换机/线缆故障 %1 次，对应一个 16 384 GPU 的轨道优化网络，共 %2 台交换机（叶 512、脊 512、核心 256）和 %3 个链路端（16 384 条节点–叶、16 384 条叶–脊、16 384 条脊–核心链路 × 2）。交换机按每年 %4 % 计，占 %2 × %5 × 54 / 365 = %6 次；其余 %1 − %6 = %7 次分摊到 %3 × 54 / 365 = %8 链路端·年，即每个链路端每年 %9 %（光模块或铜缆插头：该表未区分二者）。</translation>
    </message>
    <message>
        <source>Meta, &quot;The Llama 3 Herd of Models&quot; (2024), Table 5: software bug 54 + unplanned host maintenance 32 + NCCL watchdog timeouts 7 + software dependency 2 = %1 of the 419 unexpected interruptions (the paper counts them with the hardware ones), over %2 GPU-years: %3 %/yr per GPU of a job.</source>
        <translation>Meta，“The Llama 3 Herd of Models”（2024），表 5：软件缺陷 54 + 计划外主机维护 32 + NCCL 看门狗超时 7 + 软件依赖 2 = 419 次意外中断中的 %1 次（论文将其与硬件中断一并统计），分摊到 %2 GPU·年：作业中每个 GPU 每年 %3 %。</translation>
    </message>
    <message>
        <source>Field data (Meta Llama 3, 2024): %1 GPUs × %2 %/yr + 1 host × %3 %/yr + %4 NIC ports × %5 %/yr = %6 /yr.</source>
        <translation>现场数据（Meta Llama 3，2024）：%1 个 GPU × 每年 %2 % + 1 台主机 × 每年 %3 % + %4 个网卡端口 × 每年 %5 % = 每年 %6 次。</translation>
    </message>
    <message>
        <source>Counted as a switch: %1</source>
        <translation>按交换机计：%1</translation>
    </message>
    <message>
        <source>A host without GPUs: %1</source>
        <translation>无 GPU 的主机：%1</translation>
    </message>
    <message>
        <source>GPU (with HBM, SRAM, GSP, thermal)</source>
        <translation>GPU（含 HBM、SRAM、GSP、散热）</translation>
    </message>
    <message>
        <source>host (CPU, memory, board, PSU, SSD)</source>
        <translation>主机（CPU、内存、主板、PSU、SSD）</translation>
    </message>
    <message>
        <source>NIC port</source>
        <translation>网卡端口</translation>
    </message>
    <message>
        <source>compute-fabric link end</source>
        <translation>计算网络链路端</translation>
    </message>
    <message>
        <source>switch (leaf, spine, core)</source>
        <translation>交换机（叶、脊、核心）</translation>
    </message>
    <message>
        <source>software and unattributed, per GPU</source>
        <translation>软件及未归因故障，按每个 GPU 计</translation>
    </message>
    <message>
        <source>Default, not a published figure: %1 %/yr for each %2 (MTBF %3 h); no field study we cite counts it.</source>
        <translation>默认值，非公开发表的数据：每台 %2 每年 %1 %（MTBF %3 h）；所引用的现场研究均未统计此类设备。</translation>
    </message>
</context>
<context>
    <name>FaultDomains</name>
    <message>
        <source>Feed %1</source>
        <translation>%1 路供电</translation>
    </message>
</context>
<context>
    <name>HallEdits</name>
    <message>
        <source>Hall %1</source>
        <translation>机房 %1</translation>
    </message>
    <message>
        <source>The hall does not exist.</source>
        <translation>该机房不存在。</translation>
    </message>
    <message>
        <source>y %1 mm</source>
        <translation>y %1 mm</translation>
    </message>
    <message>
        <source>x %1 mm</source>
        <translation>x %1 mm</translation>
    </message>
    <message>
        <source>A partition at %1 misses the hall.</source>
        <translation>位于 %1 的隔墙没有穿过该机房。</translation>
    </message>
    <message>
        <source>A partition at %1 would cut the hall in more than two pieces.</source>
        <translation>位于 %1 的隔墙会把该机房分成两块以上。</translation>
    </message>
    <message>
        <source>Hall 1</source>
        <translation>机房 1</translation>
    </message>
    <message>
        <source>Split hall %1 at %2</source>
        <translation>在 %2 处分隔机房 %1</translation>
    </message>
    <message>
        <source>The two halls do not share a partition.</source>
        <translation>这两个机房没有共用的隔墙。</translation>
    </message>
    <message>
        <source>Merge hall %1 into %2</source>
        <translation>将机房 %1 并入 %2</translation>
    </message>
    <message>
        <source>Remove hall %1</source>
        <translation>删除机房 %1</translation>
    </message>
    <message>
        <source>The two halls do not share a straight partition along x or y.</source>
        <translation>这两个机房之间没有沿 x 或 y 方向的直线隔墙。</translation>
    </message>
    <message>
        <source>A partition at %1 lies outside %2 and %3.</source>
        <translation>位于 %1 的隔墙落在 %2 和 %3 之外。</translation>
    </message>
    <message>
        <source>A partition at %1 would cut %2 or %3 in two.</source>
        <translation>位于 %1 的隔墙会把 %2 或 %3 切成两块。</translation>
    </message>
    <message>
        <source>A partition at %1 would reshape %2 or %3 beyond their partition.</source>
        <translation>位于 %1 的隔墙会使 %2 或 %3 在隔墙以外的部分也改变形状。</translation>
    </message>
    <message>
        <source>Move the partition between %1 and %2 to %3</source>
        <translation>将 %1 与 %2 之间的隔墙移到 %3</translation>
    </message>
    <message>
        <source>The partition already stands at %1.</source>
        <translation>隔墙已经位于 %1。</translation>
    </message>
</context>
<context>
    <name>InpReader</name>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the line is longer than %1 characters, EPANET&apos;s limit</source>
        <translation>该行超过 %1 个字符（EPANET 的上限）</translation>
    </message>
    <message>
        <source>unknown section %1</source>
        <translation>未知段 %1</translation>
    </message>
    <message>
        <source>data before the first section header</source>
        <translation>第一个段标题之前有数据</translation>
    </message>
    <message>
        <source>%1 is not read: it would change the steady state and is not modelled</source>
        <translation>不读取 %1：它会改变稳态，而本程序未对其建模</translation>
    </message>
    <message>
        <source>too many data lines (more than %1)</source>
        <translation>数据行过多（超过 %1 行）</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <source>%1 is %2, not a finite number</source>
        <translation>%1 为 %2，不是有限数值</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a number</source>
        <translation>%1“%2”不是数字</translation>
    </message>
    <message>
        <source>%1 %2 must be greater than %3 and at most %4</source>
        <translation>%1 %2 必须大于 %3 且不超过 %4</translation>
    </message>
    <message>
        <source>%1 %2 must lie between %3 and %4</source>
        <translation>%1 %2 必须介于 %3 和 %4 之间</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is longer than %2 characters, EPANET&apos;s limit</source>
        <translation>标识“%1”超过 %2 个字符（EPANET 的上限）</translation>
    </message>
    <message>
        <source>the option %1 has no value</source>
        <translation>选项 %1 没有取值</translation>
    </message>
    <message>
        <source>flow units %1 are not read: with them EPANET works in feet and inches; use LPM, LPS, CMH, CMD or MLD</source>
        <translation>不读取流量单位 %1：使用该单位时 EPANET 以英尺和英寸计算；请使用 LPM、LPS、CMH、CMD 或 MLD</translation>
    </message>
    <message>
        <source>head-loss formula %1 is not read: a coolant loop is solved with Darcy–Weisbach (Headloss D-W)</source>
        <translation>不读取水头损失公式 %1：冷却回路按达西–韦斯巴赫公式求解（Headloss D-W）</translation>
    </message>
    <message>
        <source>specific gravity</source>
        <translation>比重</translation>
    </message>
    <message>
        <source>viscosity</source>
        <translation>黏度</translation>
    </message>
    <message>
        <source>demand multiplier</source>
        <translation>需求倍数</translation>
    </message>
    <message>
        <source>[OPTIONS] has no Units line, so EPANET reads flows in GPM with lengths in feet; add &quot;Units LPM&quot;</source>
        <translation>[OPTIONS] 中没有 Units 行，EPANET 将以 GPM 读取流量、以英尺读取长度；请添加“Units LPM”</translation>
    </message>
    <message>
        <source>[OPTIONS] has no Headloss line, so EPANET uses Hazen-Williams; add &quot;Headloss D-W&quot;</source>
        <translation>[OPTIONS] 中没有 Headloss 行，EPANET 将使用海曾–威廉公式；请添加“Headloss D-W”</translation>
    </message>
    <message>
        <source>a curve point needs an id, x and y</source>
        <translation>曲线点需要标识、x 和 y</translation>
    </message>
    <message>
        <source>curve %1: x</source>
        <translation>曲线 %1：x</translation>
    </message>
    <message>
        <source>curve %1: y</source>
        <translation>曲线 %1：y</translation>
    </message>
    <message>
        <source>more than %1 curve points</source>
        <translation>曲线点超过 %1 个</translation>
    </message>
    <message>
        <source>curve %1: x %2 does not increase (EPANET error 230)</source>
        <translation>曲线 %1：x 值 %2 未递增（EPANET 错误 230）</translation>
    </message>
    <message>
        <source>node %1 is defined twice</source>
        <translation>节点 %1 重复定义</translation>
    </message>
    <message>
        <source>more than %1 nodes</source>
        <translation>节点超过 %1 个</translation>
    </message>
    <message>
        <source>a junction needs an id and an elevation</source>
        <translation>连接节点需要标识和标高</translation>
    </message>
    <message>
        <source>junction %1: elevation (m)</source>
        <translation>连接节点 %1：标高（m）</translation>
    </message>
    <message>
        <source>junction %1: demand</source>
        <translation>连接节点 %1：需求量</translation>
    </message>
    <message>
        <source>junction %1: demand pattern %2 is not read (a steady state has no time patterns)</source>
        <translation>连接节点 %1：不读取需求模式 %2（稳态计算没有时间模式）</translation>
    </message>
    <message>
        <source>a reservoir needs an id and a head</source>
        <translation>水库需要标识和水头</translation>
    </message>
    <message>
        <source>reservoir %1: head (m)</source>
        <translation>水库 %1：水头（m）</translation>
    </message>
    <message>
        <source>reservoir %1: head pattern %2 is not read (a steady state has no time patterns)</source>
        <translation>水库 %1：不读取水头模式 %2（稳态计算没有时间模式）</translation>
    </message>
    <message>
        <source>link %1: node %2 is not in [JUNCTIONS] or [RESERVOIRS]</source>
        <translation>管段 %1：节点 %2 不在 [JUNCTIONS] 或 [RESERVOIRS] 中</translation>
    </message>
    <message>
        <source>link %1 is defined twice</source>
        <translation>管段 %1 重复定义</translation>
    </message>
    <message>
        <source>more than %1 links</source>
        <translation>管段超过 %1 条</translation>
    </message>
    <message>
        <source>link %1 joins node %2 to itself</source>
        <translation>管段 %1 将节点 %2 连接到其自身</translation>
    </message>
    <message>
        <source>a pipe needs an id, two nodes, length, diameter and roughness</source>
        <translation>管道需要标识、两个节点、长度、管径和粗糙度</translation>
    </message>
    <message>
        <source>pipe %1: length (m)</source>
        <translation>管道 %1：长度（m）</translation>
    </message>
    <message>
        <source>pipe %1: diameter (mm)</source>
        <translation>管道 %1：管径（mm）</translation>
    </message>
    <message>
        <source>pipe %1: roughness (mm)</source>
        <translation>管道 %1：粗糙度（mm）</translation>
    </message>
    <message>
        <source>pipe %1: minor loss</source>
        <translation>管道 %1：局部损失系数</translation>
    </message>
    <message>
        <source>pipe %1: status %2 is not Open, Closed or CV</source>
        <translation>管道 %1：状态 %2 不是 Open、Closed 或 CV</translation>
    </message>
    <message>
        <source>pipe %1: check-valve pipes (CV) are not read</source>
        <translation>管道 %1：不读取带止回阀的管道（CV）</translation>
    </message>
    <message>
        <source>a pump needs an id and two nodes</source>
        <translation>水泵需要标识和两个节点</translation>
    </message>
    <message>
        <source>pump %1: %2 has no value</source>
        <translation>水泵 %1：%2 没有取值</translation>
    </message>
    <message>
        <source>pump %1: speed</source>
        <translation>水泵 %1：转速</translation>
    </message>
    <message>
        <source>pump %1: constant-power pumps are not read; give a HEAD curve</source>
        <translation>水泵 %1：不读取恒功率水泵；请给出 HEAD 曲线</translation>
    </message>
    <message>
        <source>pump %1: speed pattern %2 is not read (a steady state has no time patterns)</source>
        <translation>水泵 %1：不读取转速模式 %2（稳态计算没有时间模式）</translation>
    </message>
    <message>
        <source>pump %1: %2 is not HEAD, SPEED, POWER or PATTERN (the EPANET 1 pump format is not read)</source>
        <translation>水泵 %1：%2 不是 HEAD、SPEED、POWER 或 PATTERN（不读取 EPANET 1 的水泵格式）</translation>
    </message>
    <message>
        <source>pump %1 has no HEAD curve</source>
        <translation>水泵 %1 没有 HEAD 曲线</translation>
    </message>
    <message>
        <source>a valve needs an id, two nodes, diameter, type and setting</source>
        <translation>阀门需要标识、两个节点、直径、类型和设定值</translation>
    </message>
    <message>
        <source>valve %1: diameter (mm)</source>
        <translation>阀门 %1：直径（mm）</translation>
    </message>
    <message>
        <source>valve %1: minor loss</source>
        <translation>阀门 %1：局部损失系数</translation>
    </message>
    <message>
        <source>valve %1: setting (K)</source>
        <translation>阀门 %1：设定值（K）</translation>
    </message>
    <message>
        <source>valve %1: %2 valves are not read (only TCV and GPV)</source>
        <translation>阀门 %1：不读取 %2 阀门（只读取 TCV 和 GPV）</translation>
    </message>
    <message>
        <source>pump %1: curve %2 is not in [CURVES]</source>
        <translation>水泵 %1：曲线 %2 不在 [CURVES] 中</translation>
    </message>
    <message>
        <source>pump %1: head curve %2 has %3 points; only EPANET&apos;s power-law forms are read (1 point, or 3 points starting at zero flow)</source>
        <translation>水泵 %1：扬程曲线 %2 有 %3 个点；只读取 EPANET 的幂律形式（1 个点，或从零流量开始的 3 个点）</translation>
    </message>
    <message>
        <source>pump %1: head curve %2 does not fall with flow as a pump curve must (EPANET error 227)</source>
        <translation>水泵 %1：扬程曲线 %2 未随流量增大而下降，不符合水泵曲线的要求（EPANET 错误 227）</translation>
    </message>
    <message>
        <source>valve %1: curve %2 is not in [CURVES]</source>
        <translation>阀门 %1：曲线 %2 不在 [CURVES] 中</translation>
    </message>
    <message>
        <source>valve %1: head-loss curve %2 is not a power law: a point at zero or negative flow must be (0, 0)</source>
        <translation>阀门 %1：水头损失曲线 %2 不是幂律曲线：零流量或负流量处的点必须为 (0, 0)</translation>
    </message>
    <message>
        <source>valve %1: head-loss curve %2 needs two points above zero flow to fix a power law</source>
        <translation>阀门 %1：水头损失曲线 %2 需要两个流量大于零的点才能确定幂律</translation>
    </message>
    <message>
        <source>valve %1: head-loss curve %2 has a head loss of %3 m above zero flow; a power law&apos;s is positive</source>
        <translation>阀门 %1：水头损失曲线 %2 在流量大于零时的水头损失为 %3 m；幂律曲线的水头损失应为正值</translation>
    </message>
    <message>
        <source>valve %1: head-loss curve %2 gives a flow exponent of %3; a power law&apos;s lies between 0 and 10</source>
        <translation>阀门 %1：水头损失曲线 %2 得出的流量指数为 %3；幂律的流量指数应介于 0 和 10 之间</translation>
    </message>
    <message>
        <source>valve %1: head-loss curve %2 is not a power law: at flow %3 it gives %4 m where the law through its points gives %5 m</source>
        <translation>阀门 %1：水头损失曲线 %2 不是幂律曲线：在流量 %3 处为 %4 m，而过其各点的幂律给出 %5 m</translation>
    </message>
    <message>
        <source>a status line needs a link id and a status</source>
        <translation>状态行需要管段标识和状态</translation>
    </message>
    <message>
        <source>ranges of link ids in [STATUS] are not read; give one link per line</source>
        <translation>不读取 [STATUS] 中的管段标识范围；请每行给出一条管段</translation>
    </message>
    <message>
        <source>link %1 is not in [PIPES], [PUMPS] or [VALVES]</source>
        <translation>管段 %1 不在 [PIPES]、[PUMPS] 或 [VALVES] 中</translation>
    </message>
    <message>
        <source>valve %1: a GPV takes Open or Closed, not a setting (EPANET error 207)</source>
        <translation>阀门 %1：GPV 只接受 Open 或 Closed，不接受设定值（EPANET 错误 207）</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <source>%1: the file is %2 MiB, more than the %3 MiB an INP file is read up to</source>
        <translation>%1：文件大小为 %2 MiB，超过 INP 文件的读取上限 %3 MiB</translation>
    </message>
    <message>
        <source>%1: more than the %2 MiB an INP file is read up to</source>
        <translation>%1：超过 INP 文件的读取上限 %2 MiB</translation>
    </message>
</context>
<context>
    <name>InpWriter</name>
    <message>
        <source>The fluid&apos;s specific gravity and viscosity must be positive numbers.</source>
        <translation>流体的比重和黏度必须为正数。</translation>
    </message>
    <message>
        <source>Node %1: elevation, demand and head must be finite numbers.</source>
        <translation>节点 %1：标高、需求量和水头必须为有限数值。</translation>
    </message>
    <message>
        <source>Node %1: a fixed-head node (an EPANET reservoir) takes no demand.</source>
        <translation>节点 %1：定水头节点（EPANET 水库）不能有需求量。</translation>
    </message>
    <message>
        <source>The network has no fixed-head node; EPANET needs a reservoir to fix the heads.</source>
        <translation>管网中没有定水头节点；EPANET 需要一个水库来确定水头。</translation>
    </message>
    <message>
        <source>Link %1: its nodes are not in the network.</source>
        <translation>管段 %1：其节点不在管网中。</translation>
    </message>
    <message>
        <source>Link %1 joins a node to itself.</source>
        <translation>管段 %1 将一个节点连接到其自身。</translation>
    </message>
    <message>
        <source>Pipe %1: length and diameter must be positive, roughness and minor loss not negative.</source>
        <translation>管道 %1：长度和管径必须为正，粗糙度和局部损失系数不能为负。</translation>
    </message>
    <message>
        <source>Throttle %1: diameter must be positive and K not negative.</source>
        <translation>节流件 %1：直径必须为正，K 不能为负。</translation>
    </message>
    <message>
        <source>Throttle %1 has a length or roughness, which EPANET&apos;s TCV does not have; give the pipe as a pipe beside it.</source>
        <translation>节流件 %1 带有长度或粗糙度，而 EPANET 的 TCV 没有这些参数；请将这段管道作为相邻的独立管道给出。</translation>
    </message>
    <message>
        <source>Pump %1: the curve h = %2 − %3·q^%4 does not fall with flow as EPANET needs (shutoff head and coefficient positive, exponent 0 to 20), or the speed is negative.</source>
        <translation>水泵 %1：曲线 h = %2 − %3·q^%4 未按 EPANET 的要求随流量增大而下降（关断扬程和系数须为正，指数须在 0 到 20 之间），或转速为负。</translation>
    </message>
    <message>
        <source>Power-law part %1: reference flow and head loss must be positive and the exponent between 0.5 and 3.</source>
        <translation>幂律部件 %1：参考流量和水头损失必须为正，指数必须介于 0.5 和 3 之间。</translation>
    </message>
    <message>
        <source>Pump %1: EPANET cannot fit its curve back from three points (the heads or flows are too small or too large).</source>
        <translation>水泵 %1：EPANET 无法由三个点反推其曲线（扬程或流量过小或过大）。</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB（吉字节）</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB（兆字节）</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1: not a regular file (a folder, device, FIFO or socket); only files are read</source>
        <translation>%1：不是普通文件（而是文件夹、设备、FIFO 或套接字）；只能读取文件</translation>
    </message>
    <message>
        <source>%1: larger than %2, the most this program reads for such a file</source>
        <translation>%1：大于 %2，超出本程序对此类文件的读取上限</translation>
    </message>
</context>
<context>
    <name>InsertObjectsCommand</name>
    <message>
        <source>These objects cannot be added: %1.</source>
        <translation>无法添加这些对象：%1。</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>&quot;%1&quot; is not a valid id (lower-case letters, digits and &apos;-&apos;)</source>
        <translation>“%1”不是有效标识（只能包含小写字母、数字和“-”）</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>至少为 1</translation>
    </message>
    <message>
        <source>a group of several ports needs {n} in its name</source>
        <translation>包含多个端口的端口组名称中需要 {n}</translation>
    </message>
    <message>
        <source>ports with subports need {s} in their name</source>
        <translation>带子端口的端口名称中需要 {s}</translation>
    </message>
    <message>
        <source>no PCIe switch &quot;%1&quot; listed before this one</source>
        <translation>在此之前没有列出 PCIe 交换芯片“%1”</translation>
    </message>
    <message>
        <source>no PCIe switch &quot;%1&quot;</source>
        <translation>没有 PCIe 交换芯片“%1”</translation>
    </message>
    <message>
        <source>must be a multiple of 0.5</source>
        <translation>必须是 0.5 的整数倍</translation>
    </message>
    <message>
        <source>a rack-mounted device needs a height of at least 0.5 U</source>
        <translation>机架式设备的高度至少为 0.5 U</translation>
    </message>
    <message>
        <source>side- and floor-mounted devices have a height of 0 U</source>
        <translation>侧装和落地设备的高度为 0 U</translation>
    </message>
    <message>
        <source>is above max_power_w</source>
        <translation>高于 max_power_w</translation>
    </message>
    <message>
        <source>must be between 0 and 1</source>
        <translation>必须介于 0 和 1 之间</translation>
    </message>
    <message>
        <source>expected 1 or 3</source>
        <translation>应为 1 或 3</translation>
    </message>
    <message>
        <source>port name &quot;%1&quot; occurs twice</source>
        <translation>端口名“%1”重复出现</translation>
    </message>
    <message>
        <source>no port &quot;%1&quot; on this device</source>
        <translation>该设备上没有端口“%1”</translation>
    </message>
    <message>
        <source>expected two connectors</source>
        <translation>应有两个连接器</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected one of: %2)</source>
        <translation>未知取值“%1”（应为以下之一：%2）</translation>
    </message>
    <message>
        <source>expected a length in metres</source>
        <translation>应为以米为单位的长度</translation>
    </message>
    <message>
        <source>lengths must be ascending</source>
        <translation>长度必须按升序排列</translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation>必须为正数</translation>
    </message>
    <message>
        <source>must be between 1 and 60</source>
        <translation>必须介于 1 和 60 之间</translation>
    </message>
    <message>
        <source>must be above 0 and at most 1</source>
        <translation>须大于 0 且不超过 1</translation>
    </message>
    <message>
        <source>expected &quot;supernode-catalog&quot;</source>
        <translation>应为“supernode-catalog”</translation>
    </message>
    <message>
        <source>catalog version %1 is not supported (this program reads version 1)</source>
        <translation>不支持目录版本 %1（本程序读取版本 1）</translation>
    </message>
    <message>
        <source>id &quot;%1&quot; is already in the catalog</source>
        <translation>标识“%1”已在目录中</translation>
    </message>
    <message>
        <source>%1: cable &quot;%2&quot; names transceiver &quot;%3&quot;, which is not in the catalog</source>
        <translation>%1：线缆“%2”引用的光模块“%3”不在目录中</translation>
    </message>
    <message>
        <source>%1: cannot read the built-in catalog</source>
        <translation>%1：无法读取内置目录</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>应为数组</translation>
    </message>
    <message>
        <source>expected an array element %1</source>
        <translation>应有数组元素 %1</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>应为有限数值</translation>
    </message>
    <message>
        <source>expected an integer</source>
        <translation>应为整数</translation>
    </message>
    <message>
        <source>integer out of range</source>
        <translation>整数超出范围</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>应为 true 或 false</translation>
    </message>
    <message>
        <source>%1:%2:%3: not valid JSON (%4)</source>
        <translation>%1:%2:%3：不是有效的 JSON（%4）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>“%1”列出了两次</translation>
    </message>
    <message>
        <source>needs &quot;transceiver&quot; for end A</source>
        <translation>需要同时给出 A 端的“transceiver”</translation>
    </message>
    <message>
        <source>expected vendor:device ids such as 0x15b3:0x1021</source>
        <translation>应为 vendor:device 形式的 ID，例如 0x15b3:0x1021</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>必须介于 %1 和 %2 之间</translation>
    </message>
    <message>
        <source>more than %1 items</source>
        <translation>超过 %1 项</translation>
    </message>
    <message>
        <source>more than %1 ports in all</source>
        <translation>端口总数超过 %1 个</translation>
    </message>
    <message>
        <source>number out of range</source>
        <translation>数值超出范围</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>a string longer than %1 bytes</source>
        <translation>字符串超过 %1 字节</translation>
    </message>
    <message>
        <source>%1: not valid JSON (%2)</source>
        <translation>%1：不是有效的 JSON（%2）</translation>
    </message>
    <message>
        <source>a generic port needs &quot;netbox&quot;: the connector it really is</source>
        <translation>通用端口需要 &quot;netbox&quot;：其实际的连接器类型</translation>
    </message>
    <message>
        <source>lists %1 name(s) for the group&apos;s %2 port(s)</source>
        <translation>为该组的 %2 个端口列出了 %1 个名称</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an interface name (1 to 15 characters, no &apos;/&apos;, &apos;:&apos; or spaces)</source>
        <translation>“%1”不是接口名称（1 到 15 个字符，不含“/”、“:”或空格）</translation>
    </message>
    <message>
        <source>missing: one Linux interface name per port</source>
        <translation>缺失：每个端口需要一个 Linux 接口名称</translation>
    </message>
    <message>
        <source>must name the document the names come from</source>
        <translation>必须注明这些名称所出自的文档</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot; (expected device, cable, transceiver, coolant, rack, tray or module)</source>
        <translation>未知类别“%1”（应为 device、cable、transceiver、coolant、rack、tray 或 module）</translation>
    </message>
    <message>
        <source>expected 1 to 8 links per part</source>
        <translation>每个部件应有 1 至 8 条链路</translation>
    </message>
    <message>
        <source>expected &quot;a&quot; (a splitter) or &quot;both&quot; (a twin-port cable)</source>
        <translation>应为“a”（分支线缆）或“both”（双端口线缆）</translation>
    </message>
    <message>
        <source>a fibre carries one link; its twin-port module is &quot;transceiver_twin&quot;</source>
        <translation>一根光纤只承载一条链路；其双端口模块由“transceiver_twin”指定</translation>
    </message>
    <message>
        <source>expected 1 to 8 ports per module</source>
        <translation>每个模块应有 1 至 8 个端口</translation>
    </message>
    <message>
        <source>module bay &quot;%1&quot; occurs twice</source>
        <translation>模块槽位“%1”重复出现</translation>
    </message>
    <message>
        <source>must be above 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <source>must be %1 %2 and at most %3</source>
        <translation>必须 %1 %2 且不超过 %3</translation>
    </message>
    <message>
        <source>must be between 1 and 3</source>
        <translation>必须介于 1 和 3 之间</translation>
    </message>
    <message>
        <source>expected three points [flow L/min, head kPa]</source>
        <translation>应为三个点 [流量 L/min, 扬程 kPa]</translation>
    </message>
    <message>
        <source>expected [flow L/min, head kPa]</source>
        <translation>应为 [流量 L/min, 扬程 kPa]</translation>
    </message>
    <message>
        <source>expected two numbers</source>
        <translation>应为两个数字</translation>
    </message>
    <message>
        <source>out of range (flow 0 to 100 000 L/min, head 0 to 10 000 kPa)</source>
        <translation>超出范围（流量 0 至 100 000 L/min，扬程 0 至 10 000 kPa）</translation>
    </message>
    <message>
        <source>expected the head at zero flow first, then two points of rising flow and falling head</source>
        <translation>应先给出零流量时的扬程，再给出两个流量递增、扬程递减的点</translation>
    </message>
    <message>
        <source>more than 64 points</source>
        <translation>超过 64 个点</translation>
    </message>
    <message>
        <source>temperatures must be ascending</source>
        <translation>温度必须按升序排列</translation>
    </message>
    <message>
        <source>expected 2 to 64 points [turns, Kv]</source>
        <translation>需要 2 到 64 个点 [圈数, Kv]</translation>
    </message>
    <message>
        <source>expected [turns, Kv]</source>
        <translation>需要 [圈数, Kv]</translation>
    </message>
    <message>
        <source>out of range (turns 0 to 100, Kv above 0 and at most 100 000 m³/h)</source>
        <translation>超出范围（圈数 0 到 100，Kv 大于 0 且不超过 100 000 m³/h）</translation>
    </message>
    <message>
        <source>turns and Kv must both rise from point to point</source>
        <translation>圈数和 Kv 都必须逐点递增</translation>
    </message>
    <message>
        <source>expected either &quot;kvs&quot; or &quot;k&quot;</source>
        <translation>应给出 &quot;kvs&quot; 或 &quot;k&quot; 二者之一</translation>
    </message>
    <message>
        <source>more than 16 fitted parts</source>
        <translation>安装部件超过 16 个</translation>
    </message>
</context>
<context>
    <name>LoopNetwork</name>
    <message>
        <source>Coolant &quot;%1&quot; is not in the catalog.</source>
        <translation>冷却液“%1”不在目录中。</translation>
    </message>
    <message>
        <source>Coolant &quot;%1&quot; has no viscosity in the catalog.</source>
        <translation>目录中没有冷却液“%1”的黏度。</translation>
    </message>
    <message>
        <source>CDU %1 (%2) has no pump curve in the catalog.</source>
        <translation>目录中没有 CDU %1（%2）的水泵曲线。</translation>
    </message>
    <message>
        <source>CDU %1 (%2): its pump curve does not fall with flow.</source>
        <translation>CDU %1（%2）：其水泵曲线未随流量增大而下降。</translation>
    </message>
    <message>
        <source>%1 (%2) is liquid-cooled but its cold-plate pressure drop is not in the catalog.</source>
        <translation>%1（%2）为液冷设备，但目录中没有其冷板压降。</translation>
    </message>
    <message>
        <source>Coolant link %1 has no hose or pipe type.</source>
        <translation>冷却液管路 %1 没有指定软管或管道类型。</translation>
    </message>
    <message>
        <source>Coolant link %1: %2 has no bore or roughness in the catalog.</source>
        <translation>冷却液管路 %1：目录中没有 %2 的内径或粗糙度。</translation>
    </message>
    <message>
        <source>Coolant link %1 is not routed: its length is not known.</source>
        <translation>冷却液管路 %1 未布设路径：其长度未知。</translation>
    </message>
    <message>
        <source>No pipe joins %1 to a CDU.</source>
        <translation>没有管道将 %1 连接到 CDU。</translation>
    </message>
</context>
<context>
    <name>ModuleFills</name>
    <message>
        <source>%1 has no module bay &quot;%2&quot;</source>
        <translation>%1 没有模块槽位“%2”</translation>
    </message>
    <message>
        <source>module type &quot;%1&quot; is not in the catalog</source>
        <translation>模块类型“%1”不在目录中</translation>
    </message>
    <message>
        <source>bay &quot;%1&quot; takes a PSU, and %2 is not one</source>
        <translation>槽位“%1”只能装电源模块，而 %2 不是电源模块</translation>
    </message>
    <message>
        <source>bay &quot;%1&quot; takes a NIC or transceiver, and %2 is a PSU</source>
        <translation>槽位“%1”只能装网卡或光模块，而 %2 是电源模块</translation>
    </message>
    <message>
        <source>bay &quot;%1&quot; is filled twice</source>
        <translation>槽位“%1”被填充了两次</translation>
    </message>
    <message>
        <source>bay &quot;%1&quot;: the module&apos;s power port would be called &quot;%2&quot;, a name the device already has</source>
        <translation>槽位“%1”：该模块的电源端口将被命名为“%2”，而设备已有同名端口</translation>
    </message>
</context>
<context>
    <name>ModuleFillsJson</name>
    <message>
        <source>more than %1 items</source>
        <translation>超过 %1 项</translation>
    </message>
</context>
<context>
    <name>NetworkSolver</name>
    <message>
        <source>The loop&apos;s equations have no single solution: a part of it is cut off, or a link has no resistance at all.</source>
        <translation>回路方程没有唯一解：回路中有部分被隔断，或某条管段完全没有阻力。</translation>
    </message>
    <message>
        <source>The loop did not settle in %1 iterations (flows still changing by %2 %); check for pumps working against each other or parts with no flow path.</source>
        <translation>回路在 %1 次迭代内未收敛（流量仍有 %2 % 的变化）；请检查是否有水泵相互顶压，或有部件没有流动路径。</translation>
    </message>
</context>
<context>
    <name>ParallelismPlan</name>
    <message>
        <source>TP, PP and DP must each be 1 or more, or all 0 for spares alone</source>
        <translation>TP、PP 和 DP 必须都不小于 1，或在只记录备用时全为 0</translation>
    </message>
    <message>
        <source>the spares per scalable unit must be from 0 to %1</source>
        <translation>每个可扩展单元的备用服务器数必须在 0 到 %1 之间</translation>
    </message>
    <message>
        <source>TP × PP × DP must come to at most %1 GPUs</source>
        <translation>TP × PP × DP 的乘积最多为 %1 个 GPU</translation>
    </message>
</context>
<context>
    <name>PduHeadroom</name>
    <message>
        <source>Rack %1 would draw %2 kW from its PDUs, which carry %3 kW with either feed lost (2N at the PDU); add a PDU pair or a higher-rated feed first.</source>
        <translation>机柜 %1 将从其 PDU 取用 %2 kW，而任一路供电中断时这些 PDU 只能承载 %3 kW（PDU 级 2N）；请先增加一对 PDU 或采用额定值更高的供电。</translation>
    </message>
</context>
<context>
    <name>ProjectStore</name>
    <message>
        <source>&quot;%1&quot; is not a UUID</source>
        <translation>“%1”不是有效的 UUID</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation>未知取值“%1”</translation>
    </message>
    <message>
        <source>%1, column %2: %3</source>
        <translation>%1，列 %2：%3</translation>
    </message>
    <message>
        <source>%1: table %2, row %3</source>
        <translation>%1：表 %2，第 %3 行</translation>
    </message>
    <message>
        <source>%1: catalog entry %2</source>
        <translation>%1：目录条目 %2</translation>
    </message>
    <message>
        <source>%1: the room is missing</source>
        <translation>%1：缺少机房信息</translation>
    </message>
    <message>
        <source>expected a list of points</source>
        <translation>应为点列表</translation>
    </message>
    <message>
        <source>expected [x, y] points</source>
        <translation>应为 [x, y] 点</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tray id</source>
        <translation>“%1”不是线槽标识</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1：无法读取文件（%2）</translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <translation>%1：文件为空</translation>
    </message>
    <message>
        <source>%1: not a Supernode Designer project (the file is not an SQLite database)</source>
        <translation>%1：不是超节点设计器项目（该文件不是 SQLite 数据库）</translation>
    </message>
    <message>
        <source>%1: the file is damaged (%2)</source>
        <translation>%1：文件已损坏（%2）</translation>
    </message>
    <message>
        <source>%1: not a Supernode Designer project (application id 0x%2)</source>
        <translation>%1：不是超节点设计器项目（应用标识 0x%2）</translation>
    </message>
    <message>
        <source>%1: made by a newer Supernode Designer (file schema %2, this program reads up to %3); open it with a newer version</source>
        <translation>%1：由更新版本的超节点设计器创建（文件结构版本 %2，本程序最高读取 %3）；请使用更新的版本打开</translation>
    </message>
    <message>
        <source>%1: unknown schema version %2</source>
        <translation>%1：未知的结构版本 %2</translation>
    </message>
    <message>
        <source>%1: the file is damaged or unreadable (%2)</source>
        <translation>%1：文件已损坏或无法读取（%2）</translation>
    </message>
    <message>
        <source>%1: the folder %2 does not exist</source>
        <translation>%1：文件夹 %2 不存在</translation>
    </message>
    <message>
        <source>%1: is a folder</source>
        <translation>%1：这是一个文件夹</translation>
    </message>
    <message>
        <source>%1: cannot replace the file (%2)</source>
        <translation>%1：无法替换文件（%2）</translation>
    </message>
    <message>
        <source>%1: saving failed (%2); the previous file is unchanged</source>
        <translation>%1：保存失败（%2）；原文件保持不变</translation>
    </message>
    <message>
        <source>%1: the routing policy is missing</source>
        <translation>%1：缺少布线策略</translation>
    </message>
    <message>
        <source>%1: table routing_policy: %2</source>
        <translation>%1：表 routing_policy：%2</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation>%1，列 %2</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <source>number out of range</source>
        <translation>数值超出范围</translation>
    </message>
    <message>
        <source>expected an integer</source>
        <translation>应为整数</translation>
    </message>
    <message>
        <source>%1: more than %2 rows (the limit of this program)</source>
        <translation>%1：超过 %2 行（本程序的上限）</translation>
    </message>
    <message>
        <source>more than %1 points</source>
        <translation>超过 %1 个点</translation>
    </message>
    <message>
        <source>more than %1 trays</source>
        <translation>超过 %1 个线槽</translation>
    </message>
    <message>
        <source>%1: not a Supernode Designer project (%2)</source>
        <translation>%1：不是超节点设计器项目（%2）</translation>
    </message>
    <message>
        <source>unexpected %1 &quot;%2&quot; in the schema</source>
        <translation>数据库结构中有意外的 %1“%2”</translation>
    </message>
    <message>
        <source>table %1 is missing</source>
        <translation>缺少表 %1</translation>
    </message>
    <message>
        <source>table %1 does not have the expected columns</source>
        <translation>表 %1 的列与预期不符</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a route record</source>
        <translation>&quot;%1&quot; 不是路由记录</translation>
    </message>
    <message>
        <source>expected four whole numbers: TP PP DP SPARES</source>
        <translation>应为四个整数：TP PP DP 备用数</translation>
    </message>
    <message>
        <source>%1: table meta, parallelism_plan &quot;%2&quot;: %3</source>
        <translation>%1：表 meta，parallelism_plan &quot;%2&quot;：%3</translation>
    </message>
    <message>
        <source>%1: table meta, device_modules</source>
        <translation>%1：表 meta，device_modules</translation>
    </message>
    <message>
        <source>expected an object of device ids</source>
        <translation>应为以设备 ID 为键的对象</translation>
    </message>
    <message>
        <source>device %1 does not exist</source>
        <translation>设备 %1 不存在</translation>
    </message>
    <message>
        <source>%1: not a regular file (a folder, device, FIFO or socket); only files are read</source>
        <translation>%1：不是普通文件（而是文件夹、设备、FIFO 或套接字）；只能读取文件</translation>
    </message>
    <message>
        <source>%1: the row says %2 %3, its JSON %4 %5</source>
        <translation>%1：该行记为 %2 %3，其 JSON 却为 %4 %5</translation>
    </message>
    <message>
        <source>%1: table room holds more than one row</source>
        <translation>%1：room 表有不止一行</translation>
    </message>
    <message>
        <source>%1: table routing_policy holds more than one row</source>
        <translation>%1：routing_policy 表有不止一行</translation>
    </message>
    <message>
        <source>%1: the file is in SQLite&apos;s write-ahead-log mode, which Supernode Designer neither writes nor opens; another program changed it (sqlite3 FILE &quot;PRAGMA journal_mode=DELETE&quot; turns it back)</source>
        <translation>%1：该文件处于 SQLite 的预写日志（WAL）模式，Supernode Designer 既不写入也不打开这种文件；它被其他程序改动过（sqlite3 FILE &quot;PRAGMA journal_mode=DELETE&quot; 可改回）</translation>
    </message>
    <message>
        <source>%1: the file was replaced while it was read; open it again</source>
        <translation>%1：读取期间文件被替换，请重新打开</translation>
    </message>
</context>
<context>
    <name>RackFill</name>
    <message>
        <source>power shelves (N+1)</source>
        <extracomment>A busbar rack&apos;s power shelves, each with its spare rectifier out (&quot;N+1&quot;).</extracomment>
        <translation>电源架（N+1）</translation>
    </message>
    <message>
        <source>busbar rating</source>
        <translation>母排额定值</translation>
    </message>
    <message>
        <source>U space</source>
        <extracomment>The limit a rack ran into (&quot;why the rack is full&quot;), shown after the servers per rack.</extracomment>
        <translation>U 空间</translation>
    </message>
    <message>
        <source>power budget</source>
        <translation>功率预算</translation>
    </message>
    <message>
        <source>air-cooling limit</source>
        <translation>风冷上限</translation>
    </message>
    <message>
        <source>manifold flow</source>
        <translation>分水器流量</translation>
    </message>
    <message>
        <source>manifold QD pairs</source>
        <translation>分水器快接头对数</translation>
    </message>
    <message>
        <source>PDU capacity</source>
        <translation>PDU 容量</translation>
    </message>
    <message>
        <source>weight limit</source>
        <translation>承重上限</translation>
    </message>
    <message>
        <source>%1: %2 U of %3 U</source>
        <extracomment>A limit and its figures: &quot;U space: 50 U of 48 U&quot;.</extracomment>
        <translation>%1：%2 U，上限 %3 U</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1：%2，上限 %3</translation>
    </message>
    <message>
        <source>%1: %2 L/min of %3 L/min</source>
        <translation>%1：%2 L/min，上限 %3 L/min</translation>
    </message>
    <message>
        <source>%1: %2 kg of %3 kg</source>
        <translation>%1：%2 kg，上限 %3 kg</translation>
    </message>
    <message>
        <source>%1: %2 kW of %3 kW</source>
        <extracomment>A power limit and its figures: &quot;PDU capacity: 61.4 kW of 57.5 kW&quot;.</extracomment>
        <translation>%1：%2 kW，上限 %3 kW</translation>
    </message>
    <message>
        <source>Rack %1 cannot take another %2 (%3).</source>
        <extracomment>A device dropped into a rack that one more would overfill: &quot;Rack A01 cannot take another HGX B200 (PDU capacity: 61.4 kW of 57.5 kW).&quot;</extracomment>
        <translation>机柜 %1 无法再容纳一台 %2（%3）。</translation>
    </message>
    <message>
        <source>Rack %1 already weighs %2 kg; the limit cannot be below that.</source>
        <translation>机柜 %1 当前已重 %2 kg，承重上限不能低于此值。</translation>
    </message>
</context>
<context>
    <name>RackSlots</name>
    <message>
        <source>Unknown device type &quot;%1&quot;.</source>
        <translation>未知的设备类型“%1”。</translation>
    </message>
    <message>
        <source>Choose a rack for %1.</source>
        <translation>请为 %1 选择一个机柜。</translation>
    </message>
    <message>
        <source>%1 stands on the floor, not in a rack.</source>
        <translation>%1 是落地设备，不能装入机柜。</translation>
    </message>
    <message>
        <source>No room for %1 in rack %2.</source>
        <translation>机柜 %2 中没有空间容纳 %1。</translation>
    </message>
</context>
<context>
    <name>RankPlacement</name>
    <message>
        <source>TP, PP and DP must be at least 1 and the spares at least 0.</source>
        <translation>TP、PP 和 DP 必须至少为 1，备用数量至少为 0。</translation>
    </message>
    <message>
        <source>The design has no GPU servers to place ranks on.</source>
        <translation>设计中没有可放置 rank 的 GPU 服务器。</translation>
    </message>
    <message>
        <source>%1 has %2 GPUs and %3 has %4: ranks are placed on servers of one size.</source>
        <translation>%1 有 %2 个 GPU，而 %3 有 %4 个：rank 只能放置在同一规格的服务器上。</translation>
    </message>
    <message>
        <source>TP × PP = %1 GPUs is not a whole number of %2-GPU servers.</source>
        <translation>TP × PP = %1 个 GPU，不是整数台 %2 卡服务器。</translation>
    </message>
    <message>
        <source>TP %1 does not divide evenly into %2-GPU servers.</source>
        <translation>TP %1 不能均匀划分到 %2 卡服务器上。</translation>
    </message>
    <message>
        <source>TP %1 × PP %2 × DP %3 needs %4 servers of %5 GPUs; with %6 spare(s) per SU the design has room for %7 replica(s) of %8 servers.</source>
        <translation>TP %1 × PP %2 × DP %3 需要 %4 台 %5 卡服务器；每个可扩展单元保留 %6 台备用后，设计中只能容纳 %7 个由 %8 台服务器组成的副本。</translation>
    </message>
    <message>
        <source>A TP group of %1 GPUs would span %2 and %3, which are in different NVLink domains.</source>
        <translation>一个 %1 卡的 TP 组将跨越 %2 和 %3，而它们属于不同的 NVLink 域。</translation>
    </message>
    <message>
        <source>Rank order tp-dp-pp needs TP to fill whole servers: TP %1 on %2-GPU servers puts ranks of different replicas on one server. Use tp-pp-dp.</source>
        <translation>rank 顺序 tp-dp-pp 要求 TP 占满整台服务器：在 %2 GPU 的服务器上 TP %1 会把不同副本的 rank 放到同一台服务器上。请使用 tp-pp-dp。</translation>
    </message>
</context>
<context>
    <name>RemoveObjectsCommand</name>
    <message numerus="yes">
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>删除 %n 个对象</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoomEdits</name>
    <message>
        <source>Move room corner %1</source>
        <translation>移动机房角点 %1</translation>
    </message>
    <message>
        <source>The room&apos;s outline must stay right of and below its origin.</source>
        <translation>机房轮廓必须位于原点的右侧和下方。</translation>
    </message>
    <message>
        <source>The room&apos;s outline would cross itself.</source>
        <translation>机房轮廓将自相交叉。</translation>
    </message>
    <message>
        <source>The room&apos;s outline would take no area.</source>
        <translation>机房轮廓将没有面积。</translation>
    </message>
    <message>
        <source>The outline has no such corner.</source>
        <translation>轮廓没有这个角点。</translation>
    </message>
    <message>
        <source>Remove wall %1</source>
        <translation>删除墙 %1</translation>
    </message>
    <message>
        <source>Move wall %1</source>
        <translation>移动墙 %1</translation>
    </message>
    <message>
        <source>The wall does not exist.</source>
        <translation>该墙不存在。</translation>
    </message>
    <message>
        <source>Add wall %1</source>
        <translation>添加墙 %1</translation>
    </message>
    <message>
        <source>A wall needs a thickness.</source>
        <translation>墙需要厚度。</translation>
    </message>
    <message>
        <source>Resize keep-out zone %1</source>
        <translation>调整禁放区 %1 的大小</translation>
    </message>
    <message>
        <source>The keep-out zone has no such corner.</source>
        <translation>该禁放区没有这个角点。</translation>
    </message>
    <message>
        <source>Move keep-out zone %1</source>
        <translation>移动禁放区 %1</translation>
    </message>
    <message>
        <source>Edit door %1</source>
        <translation>编辑门 %1</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>没有任何更改。</translation>
    </message>
    <message>
        <source>A %1 mm door does not fit on its wall there.</source>
        <translation>%1 mm 宽的门在该处的墙上放不下。</translation>
    </message>
    <message>
        <source>The door must stay on its wall: its opening would pass the wall&apos;s end.</source>
        <translation>门必须留在所在的墙上：门洞会超出墙的端点。</translation>
    </message>
    <message>
        <source>A wall needs two different points.</source>
        <translation>墙需要两个不同的点。</translation>
    </message>
    <message>
        <source>It would reach outside the room&apos;s outline.</source>
        <translation>它会超出机房轮廓。</translation>
    </message>
    <message>
        <source>A column needs a size.</source>
        <translation>柱子需要尺寸。</translation>
    </message>
    <message>
        <source>Rack %1 stands there.</source>
        <translation>机柜 %1 位于该处。</translation>
    </message>
    <message>
        <source>Add column %1</source>
        <translation>添加柱子 %1</translation>
    </message>
    <message>
        <source>The column does not exist.</source>
        <translation>该柱子不存在。</translation>
    </message>
    <message>
        <source>Move column %1</source>
        <translation>移动柱子 %1</translation>
    </message>
    <message>
        <source>Remove column %1</source>
        <translation>删除柱子 %1</translation>
    </message>
    <message>
        <source>A keep-out zone needs at least three corners.</source>
        <translation>禁放区至少需要三个角点。</translation>
    </message>
    <message>
        <source>A keep-out zone needs an area.</source>
        <translation>禁放区需要有面积。</translation>
    </message>
    <message>
        <source>Add keep-out zone %1</source>
        <translation>添加禁放区 %1</translation>
    </message>
    <message>
        <source>The keep-out zone does not exist.</source>
        <translation>该禁放区不存在。</translation>
    </message>
    <message>
        <source>Remove keep-out zone %1</source>
        <translation>删除禁放区 %1</translation>
    </message>
    <message>
        <source>A door needs a width.</source>
        <translation>门需要宽度。</translation>
    </message>
    <message>
        <source>There is no such wall or edge for the door.</source>
        <translation>门所在的墙或边不存在。</translation>
    </message>
    <message>
        <source>Add door %1</source>
        <translation>添加门 %1</translation>
    </message>
    <message>
        <source>The door does not exist.</source>
        <translation>该门不存在。</translation>
    </message>
    <message>
        <source>Move door %1</source>
        <translation>移动门 %1</translation>
    </message>
    <message>
        <source>Remove door %1</source>
        <translation>删除门 %1</translation>
    </message>
    <message>
        <source>A column&apos;s position and size must be numbers.</source>
        <translation>柱子的位置和尺寸必须是数字。</translation>
    </message>
    <message>
        <source>Edit column %1</source>
        <translation>编辑柱子 %1</translation>
    </message>
    <message>
        <source>The hall does not exist.</source>
        <translation>该机房不存在。</translation>
    </message>
    <message>
        <source>A hall needs a name.</source>
        <translation>机房需要名称。</translation>
    </message>
    <message>
        <source>Hall %1 already has the code %2: the two halls&apos; labels would read alike.</source>
        <translation>机房 %1 已使用代码 %2：两个机房的标签会相同。</translation>
    </message>
    <message>
        <source>Rename hall %1</source>
        <translation>重命名机房 %1</translation>
    </message>
</context>
<context>
    <name>RoomGeometryJson</name>
    <message>
        <source>expected [x, y] in millimetres</source>
        <translation>应为以毫米计的 [x, y]</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>应为有限数值</translation>
    </message>
    <message>
        <source>must not be negative (the origin is the room&apos;s corner)</source>
        <translation>不能为负（原点为机房的角点）</translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation>必须为正数</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负</translation>
    </message>
    <message>
        <source>there is no wall %1 (the room has %2)</source>
        <translation>不存在墙 %1（机房共有 %2 面墙）</translation>
    </message>
    <message>
        <source>there is no edge %1 (%2 edges)</source>
        <translation>不存在边 %1（共 %2 条边）</translation>
    </message>
    <message>
        <source>expected &quot;start&quot; or &quot;end&quot;</source>
        <translation>应为 &quot;start&quot; 或 &quot;end&quot;</translation>
    </message>
    <message>
        <source>an outline needs at least three points</source>
        <translation>轮廓至少需要三个点</translation>
    </message>
    <message>
        <source>a wall needs at least two points</source>
        <translation>墙至少需要两个点</translation>
    </message>
    <message>
        <source>a keep-out zone needs at least three points</source>
        <translation>禁放区至少需要三个点</translation>
    </message>
    <message>
        <source>give the floor rating once, in kN/m² or in kg/m²</source>
        <translation>楼板承载额定值只能给出一次，单位为 kN/m² 或 kg/m²</translation>
    </message>
    <message>
        <source>a hall&apos;s outline needs at least three points</source>
        <translation>机房轮廓至少需要三个点</translation>
    </message>
</context>
<context>
    <name>RoomSite</name>
    <message>
        <source>%1 would stand outside the room&apos;s outline.</source>
        <translation>%1 将位于机房轮廓之外。</translation>
    </message>
    <message>
        <source>%1 would stand on a column at x %2 mm, y %3 mm.</source>
        <translation>%1 将压在位于 x %2 mm、y %3 mm 的柱子上。</translation>
    </message>
    <message>
        <source>%1 would stand on column %2.</source>
        <translation>%1 将压在柱子 %2 上。</translation>
    </message>
    <message>
        <source>%1 would stand on a wall.</source>
        <translation>%1 将压在墙上。</translation>
    </message>
    <message>
        <source>%1 would stand on wall %2.</source>
        <translation>%1 将压在墙 %2 上。</translation>
    </message>
    <message>
        <source>a keep-out zone</source>
        <translation>禁放区</translation>
    </message>
    <message>
        <source>keep-out zone %1</source>
        <translation>禁放区 %1</translation>
    </message>
    <message>
        <source>%1 would stand in %2.</source>
        <translation>%1 将位于%2内。</translation>
    </message>
    <message>
        <source>%1 would stand in %2 (%3).</source>
        <translation>%1 将位于%2内（%3）。</translation>
    </message>
    <message>
        <source>%1 would not stand inside one hall: it would be outside the halls or across a partition.</source>
        <translation>%1 不会完整位于一个机房内：它会在各机房之外，或跨越隔墙。</translation>
    </message>
</context>
<context>
    <name>RouteFreshness</name>
    <message>
        <source>an end is not in a rack, or its port is missing</source>
        <translation>有一端不在机柜内，或其端口不存在</translation>
    </message>
    <message>
        <source>no catalog cable type mates both ports at their speed</source>
        <translation>目录中没有能以其速率连接两个端口的线缆类型</translation>
    </message>
    <message>
        <source>its fixed cable type does not fit the ports</source>
        <translation>其固定的线缆类型与端口不匹配</translation>
    </message>
    <message>
        <source>no tray or pass-through joins the two racks</source>
        <translation>没有桥架或穿线孔连接这两个机柜</translation>
    </message>
    <message>
        <source>every path passes a fitting tighter than the cable&apos;s bend radius</source>
        <translation>每条路径都经过比线缆弯曲半径更紧的配件</translation>
    </message>
    <message>
        <source>the route is longer than any fitting cable type is sold or reaches</source>
        <translation>路由长度超过任何适用线缆类型的可订购长度或传输距离</translation>
    </message>
    <message>
        <source>its last routing found no route: %1</source>
        <translation>上次布线未找到路由：%1</translation>
    </message>
    <message>
        <source>both ends (%1, %2) have moved since it was routed</source>
        <translation>两端（%1、%2）在布线后都已移动</translation>
    </message>
    <message>
        <source>its end at %1 has moved since it was routed</source>
        <translation>其位于 %1 的一端在布线后已移动</translation>
    </message>
    <message>
        <source>its route was removed after routing</source>
        <translation>其路由在布线后被删除</translation>
    </message>
</context>
<context>
    <name>RoutedMoveCommand</name>
    <message>
        <source>Re-route after move</source>
        <translation>移动后重新布线</translation>
    </message>
</context>
<context>
    <name>RoutingSettings</name>
    <message>
        <source>side_channel_fill_limit must be above 0 and at most 1, not %1.</source>
        <translation>side_channel_fill_limit 必须大于 0 且不超过 1，而不是 %1。</translation>
    </message>
    <message>
        <source>%1 must be a length from 0 to %2 mm, not %3.</source>
        <translation>%1 必须是 0 到 %2 mm 之间的长度，而不是 %3。</translation>
    </message>
</context>
<context>
    <name>SetCatalogCommand</name>
    <message>
        <source>%1 is of type %2, which the new catalog lacks.</source>
        <translation>%1 的类型为 %2，新目录中没有该类型。</translation>
    </message>
    <message>
        <source>The ports of %1 cannot change: %2 is placed and its connections name them.</source>
        <translation>%1 的端口不能更改：%2 已放置，其连接引用了这些端口。</translation>
    </message>
</context>
<context>
    <name>SetOsNamesCommand</name>
    <message>
        <source>The design&apos;s catalog has no device type %1.</source>
        <translation>设计目录中没有设备类型 %1。</translation>
    </message>
    <message>
        <source>%1 has no port group %2 (it has %3).</source>
        <translation>%1 没有端口组 %2（它有 %3）。</translation>
    </message>
    <message>
        <source>RDMA device names need the interface names beside them.</source>
        <translation>给出 RDMA 设备名时必须同时给出网络接口名。</translation>
    </message>
    <message numerus="yes">
        <source>Port group %1 of %2 has %n port(s); %3 interface name(s) given.</source>
        <translation>
            <numerusform>%2 的端口组 %1 有 %n 个端口；给出了 %3 个接口名。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Port group %1 of %2 has %n port(s); %3 RDMA device name(s) given.</source>
        <translation>
            <numerusform>%2 的端口组 %1 有 %n 个端口；给出了 %3 个 RDMA 设备名。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a name the OS could give a port (1 to 15 characters, no &apos;/&apos;, &apos;:&apos; or spaces).</source>
        <translation>%1 不是操作系统可以给端口起的名称（1 到 15 个字符，不能含“/”、“:”或空格）。</translation>
    </message>
    <message>
        <source>Say where the interface names come from.</source>
        <translation>请说明网络接口名的来源。</translation>
    </message>
    <message>
        <source>%1 port group %2 already has these names.</source>
        <translation>%1 的端口组 %2 已经是这些名称。</translation>
    </message>
    <message>
        <source>Clear the OS names of %1 %2</source>
        <translation>清除 %1 %2 的操作系统名称</translation>
    </message>
    <message>
        <source>Name %1 %2 %3</source>
        <translation>命名 %1 %2 %3</translation>
    </message>
</context>
<context>
    <name>TrayRunsJson</name>
    <message>
        <source>&quot;%1&quot; is not a UUID</source>
        <translation>“%1”不是有效的 UUID</translation>
    </message>
    <message>
        <source>must be zero or more</source>
        <translation>必须大于或等于 0</translation>
    </message>
    <message>
        <source>must not be less than from_mm</source>
        <translation>不得小于 from_mm</translation>
    </message>
</context>
<context>
    <name>sn::Design</name>
    <message>
        <source>Unknown device type &quot;%1&quot;.</source>
        <translation>未知设备类型“%1”。</translation>
    </message>
    <message>
        <source>%1 stands on the floor, not in a rack.</source>
        <translation>%1 为落地设备，不能装入机柜。</translation>
    </message>
    <message>
        <source>The position is outside the room.</source>
        <translation>该位置在机房之外。</translation>
    </message>
    <message>
        <source>%1 must be placed in a rack.</source>
        <translation>%1 必须放置在机柜中。</translation>
    </message>
    <message>
        <source>The rack does not exist.</source>
        <translation>该机柜不存在。</translation>
    </message>
    <message>
        <source>That side slot is taken by %1.</source>
        <translation>该侧装位已被 %1 占用。</translation>
    </message>
    <message>
        <source>U%1–U%2 is taken by %3.</source>
        <translation>U%1–U%2 已被 %3 占用。</translation>
    </message>
    <message>
        <source>%1 is a 0U device and goes into a side channel.</source>
        <translation>%1 是 0U 设备，应安装在侧面通道中。</translation>
    </message>
    <message>
        <source>Rack %1 has %2 side slots per channel.</source>
        <translation>机柜 %1 每个侧面通道有 %2 个侧装位。</translation>
    </message>
    <message>
        <source>%1 is %2 U high and cannot go into a side channel.</source>
        <translation>%1 高 %2 U，不能安装在侧面通道中。</translation>
    </message>
    <message>
        <source>U%1–U%2 is outside rack %3 (U1–U%4).</source>
        <translation>U%1–U%2 超出机柜 %3 的范围（U1–U%4）。</translation>
    </message>
    <message>
        <source>%1 is %2 mm deep; rack %3 is %4 mm deep.</source>
        <translation>%1 深 %2 mm；机柜 %3 深 %4 mm。</translation>
    </message>
    <message>
        <source>The device does not exist.</source>
        <translation>该设备不存在。</translation>
    </message>
    <message>
        <source>%1 has no port &quot;%2&quot;.</source>
        <translation>%1 没有端口“%2”。</translation>
    </message>
    <message>
        <source>Port %1 of %2 is already connected.</source>
        <translation>%2 的端口 %1 已被连接。</translation>
    </message>
    <message>
        <source>A port cannot be connected to itself.</source>
        <translation>端口不能连接到自身。</translation>
    </message>
    <message>
        <source>The connectors do not mate: %1 port to %2 port.</source>
        <translation>接口不匹配：%1 端口不能连接到 %2 端口。</translation>
    </message>
</context>
</TS>
