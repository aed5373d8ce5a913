<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
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
</TS>
