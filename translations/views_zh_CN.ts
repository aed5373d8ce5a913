<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
    <message>
        <source>Taken by another pasted device.</source>
        <translation>已被另一个粘贴的设备占用。</translation>
    </message>
    <message>
        <source>Rack %1 would be over its %2 kg limit.</source>
        <translation>机柜 %1 将超过其 %2 kg 的承重上限。</translation>
    </message>
    <message>
        <source>No room in rack %1 for %2: %3</source>
        <translation>机柜 %1 中没有空间容纳 %2：%3</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n device(s) into %1</source>
        <translation>
            <numerusform>粘贴 %n 台设备到 %1</numerusform>
        </translation>
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
        <source>One NCCL_TOPO_FILE per GPU server, named after its host, and an index of GPUs, NICs and rails.</source>
        <translation>每台 GPU 服务器一个以主机名命名的 NCCL_TOPO_FILE，另附 GPU、网卡和轨道的索引。</translation>
    </message>
    <message>
        <source>Slurm topology.conf and topology.yaml derived from the cabling.</source>
        <translation>根据布线生成的 Slurm topology.conf 和 topology.yaml。</translation>
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
    <name>RowPlan</name>
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
</context>
<context>
    <name>sn::Autosaver</name>
    <message>
        <source>Could not write the autosave file %1: %2</source>
        <translation>无法写入自动保存文件 %1：%2</translation>
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
    <message>
        <source>%1 kW max, %2 kW typical</source>
        <translation>最大 %1 kW，典型 %2 kW</translation>
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
</context>
<context>
    <name>sn::ExportDialog</name>
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
</context>
<context>
    <name>sn::FloorPlanView</name>
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
        <source>No room for %1 in rack %2.</source>
        <translation>机柜 %2 中没有空间容纳 %1。</translation>
    </message>
    <message>
        <source>Empty rack</source>
        <translation>空机柜</translation>
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
    <name>sn::MainWindow</name>
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
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
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
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
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
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
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
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
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
        <source>&amp;Undo %1</source>
        <translation>撤销(&amp;U) %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做(&amp;R) %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — Supernode Designer</source>
        <translation>%1[*] — 超节点设计器</translation>
    </message>
    <message numerus="yes">
        <source>%n objects selected</source>
        <translation>
            <numerusform>已选择 %n 个对象</numerusform>
        </translation>
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
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
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
        <source>Tray %1</source>
        <translation>线槽 %1</translation>
    </message>
    <message>
        <source>Supernode Designer did not close properly. An untitled design was never saved. Recover it?</source>
        <translation>Supernode Designer 上次未正常关闭，有一个未命名的设计尚未保存。是否恢复？</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>导出(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Print Labels…</source>
        <translation>打印标签(&amp;P)…</translation>
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
        <source>%1 kW max, %2 kW typical</source>
        <translation>最大 %1 kW，典型 %2 kW</translation>
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
        <source>Rack %1 already weighs %2 kg; the limit cannot be below that.</source>
        <translation>机柜 %1 当前已重 %2 kg，承重上限不能低于此值。</translation>
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
</TS>
