<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>DxfDocument</name>
    <message>
        <source>a binary DXF; save it from CAD as an ASCII DXF</source>
        <translation>这是二进制 DXF；请在 CAD 中另存为 ASCII DXF</translation>
    </message>
    <message>
        <source>a DWG drawing, not a DXF; save it from CAD as an ASCII DXF</source>
        <translation>这是 DWG 图纸而不是 DXF；请在 CAD 中另存为 ASCII DXF</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a group code (a whole number is expected on this line)</source>
        <translation>“%1”不是组码（此行应为整数）</translation>
    </message>
    <message>
        <source>group code %1 has no value: the file ends</source>
        <translation>组码 %1 没有值：文件已结束</translation>
    </message>
    <message>
        <source>group code %1: &quot;%2&quot; is not a number</source>
        <translation>组码 %1：“%2”不是数字</translation>
    </message>
    <message>
        <source>group code 0: the file ends inside %1 (ENDSEC or EOF is missing)</source>
        <translation>组码 0：文件在 %1 内结束（缺少 ENDSEC 或 EOF）</translation>
    </message>
    <message>
        <source>group code %1 where an entity (group code 0) should start</source>
        <translation>组码 %1 出现在应以实体（组码 0）开始的位置</translation>
    </message>
    <message>
        <source>group code %1 outside a section (group code 0 SECTION expected)</source>
        <translation>组码 %1 位于段之外（此处应为组码 0 SECTION）</translation>
    </message>
    <message>
        <source>group code 0: &quot;%1&quot; where SECTION or EOF was expected</source>
        <translation>组码 0：此处应为 SECTION 或 EOF，却是“%1”</translation>
    </message>
    <message>
        <source>group code 2 (the section&apos;s name) is missing after SECTION</source>
        <translation>SECTION 之后缺少组码 2（段名）</translation>
    </message>
    <message>
        <source>group code %1: &quot;%2&quot; where BLOCK was expected</source>
        <translation>组码 %1：此处应为 BLOCK，却是“%2”</translation>
    </message>
    <message>
        <source>group code 0: ENDSEC inside BLOCK %1 (ENDBLK is missing)</source>
        <translation>组码 0：ENDSEC 出现在 BLOCK %1 内（缺少 ENDBLK）</translation>
    </message>
    <message>
        <source>group code 0: EOF is missing at the end of the file</source>
        <translation>组码 0：文件末尾缺少 EOF</translation>
    </message>
    <message>
        <source>The file gives no drawing units ($INSUNITS); $MEASUREMENT says imperial, so inches were taken.</source>
        <translation>文件未给出图形单位（$INSUNITS）；$MEASUREMENT 表示英制，因此按英寸处理。</translation>
    </message>
    <message>
        <source>The file gives no drawing units ($INSUNITS); millimetres were taken.</source>
        <translation>文件未给出图形单位（$INSUNITS）；按毫米处理。</translation>
    </message>
    <message>
        <source>%1: $INSUNITS %2 is not a unit a hall is drawn in (millimetres, centimetres, decimetres, metres, inches, feet or yards)</source>
        <translation>%1：$INSUNITS %2 不是绘制机房所用的单位（毫米、厘米、分米、米、英寸、英尺或码）</translation>
    </message>
    <message>
        <source>group code %1: &quot;%2&quot; is not a finite number</source>
        <translation>组码 %1：“%2”不是有限数值</translation>
    </message>
</context>
<context>
    <name>DxfShapes</name>
    <message>
        <source>%1:%2: %3 (in the block inserted at line %4): a coordinate beyond any drawing once the inserts&apos; scales are applied</source>
        <translation>%1:%2：%3（位于第 %4 行插入的图块中）：应用插入比例后坐标超出任何图纸范围</translation>
    </message>
    <message>
        <source>%1:%2: %3: a coordinate beyond any drawing once in millimetres</source>
        <translation>%1:%2：%3：换算为毫米后坐标超出任何图纸范围</translation>
    </message>
    <message>
        <source>%1:%2: more than %3 entities once its blocks are expanded (a block that inserts itself, or arrays of arrays?)</source>
        <translation>%1:%2：展开图块后实体超过 %3 个（是否有图块插入自身，或阵列套阵列？）</translation>
    </message>
    <message>
        <source>%1:%2: %3 of block &quot;%4&quot;: %5 rows × %6 columns, more than the %7 copies an array may make</source>
        <translation>%1:%2：图块“%4”的 %3：%5 行 × %6 列，超过阵列最多可生成的 %7 个副本</translation>
    </message>
</context>
<context>
    <name>HallImport</name>
    <message>
        <source>line %1 (in the block inserted at line %2)</source>
        <translation>第 %1 行（位于第 %2 行插入的图块中）</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>%1: no hall outline on layer %2 (a closed polyline, or lines that join into a closed loop, is needed)</source>
        <translation>%1：图层 %2 上没有机房外轮廓（需要一条闭合多段线，或能首尾相连成闭合环的直线）</translation>
    </message>
    <message numerus="yes">
        <source>%n other closed outline(s) on the outline layer: only the largest is the hall</source>
        <translation>
            <numerusform>外轮廓图层上另有 %n 个闭合轮廓：只取最大的作为机房</numerusform>
        </translation>
    </message>
    <message>
        <source>Outline: %1 × %2 mm, %3 corners, joined from lines on %4</source>
        <translation>外轮廓：%1 × %2 mm，%3 个角点，由 %4 上的直线连接而成</translation>
    </message>
    <message>
        <source>Outline: %1 × %2 mm, %3 corners, from %4</source>
        <translation>外轮廓：%1 × %2 mm，%3 个角点，来自 %4</translation>
    </message>
    <message>
        <source>%1 on a columns layer: not a closed outline</source>
        <translation>柱子图层上的 %1：不是闭合轮廓</translation>
    </message>
    <message numerus="yes">
        <source>%n column outline(s) inside another column: counted once</source>
        <translation>
            <numerusform>%n 个柱子轮廓位于另一根柱子内部：只计一次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) not drawn as an axis-aligned rectangle or circle: their bounding box was taken</source>
        <translation>
            <numerusform>%n 根柱子不是轴对齐的矩形或圆形：取其外包矩形</numerusform>
        </translation>
    </message>
    <message>
        <source>Columns: %1 (%2 rectangular, %3 round) from %4</source>
        <translation>柱子：%1 根（矩形 %2 根，圆形 %3 根），来自 %4</translation>
    </message>
    <message>
        <source>%1 on a walls layer: not a line or polyline</source>
        <translation>墙体图层上的 %1：不是直线或多段线</translation>
    </message>
    <message numerus="yes">
        <source>%n wall(s) drawn without a width: %1 mm thick taken</source>
        <translation>
            <numerusform>%n 道墙未绘出宽度：按 %1 mm 厚处理</numerusform>
        </translation>
    </message>
    <message>
        <source>Walls: %1 from %2</source>
        <translation>墙体：%1 道，来自 %2</translation>
    </message>
    <message>
        <source>the swing arc at %1 on a doors layer: its hinge and jamb are not on the outline or a wall</source>
        <translation>门图层上 %1 的开启弧：其铰链和门框不在外轮廓或墙体上</translation>
    </message>
    <message>
        <source>a line on a doors layer that is neither a leaf at a swing&apos;s hinge nor an opening along the outline or a wall</source>
        <translation>门图层上的直线，既不是开启弧铰链处的门扇，也不是沿外轮廓或墙体的门洞</translation>
    </message>
    <message>
        <source>%1 on a doors layer: doors are read from their swing arc or opening line</source>
        <translation>门图层上的 %1：门只从其开启弧或门洞线读取</translation>
    </message>
    <message>
        <source>Doors: %1 from %2</source>
        <translation>门：%1 扇，来自 %2</translation>
    </message>
    <message>
        <source>Keep-out from layer %1 of the hall drawing</source>
        <translation>来自机房图纸图层 %1 的禁放区</translation>
    </message>
    <message>
        <source>%1 on a keep-outs layer: not a closed outline</source>
        <translation>禁放区图层上的 %1：不是闭合轮廓</translation>
    </message>
    <message>
        <source>Keep-outs: %1 from %2</source>
        <translation>禁放区：%1 个，来自 %2</translation>
    </message>
    <message>
        <source>%1 on %2: not geometry the import reads</source>
        <translation>%2 上的 %1：不是导入所读取的几何</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities on %n layer(s) not chosen: %2</source>
        <translation>
            <numerusform>未选用的 %n 个图层上有 %1 个实体：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>no layer chosen</source>
        <translation>未选择图层</translation>
    </message>
    <message>
        <source>%1: the hall outline on %2 is %3 × %4 mm; a room is 1 to %5 mm a side</source>
        <translation>%1：%2 上的机房轮廓为 %3 × %4 mm；机房每边应为 1 到 %5 mm</translation>
    </message>
    <message>
        <source>%1: the hall outline on %2 has %3 corners; a room&apos;s outline has at most %4</source>
        <translation>%1：%2 上的机房轮廓有 %3 个角点；机房轮廓最多 %4 个</translation>
    </message>
    <message>
        <source>%1:%2 (in the block inserted at line %3)</source>
        <translation>%1:%2（位于第 %3 行插入的图块中）</translation>
    </message>
    <message>
        <source>%1: %2 on %3 reaches (%4, %5) mm in the hall&apos;s frame, where x and y run %6 to %7 mm from the outline&apos;s corner</source>
        <translation>%1：%3 上的 %2 到达机房坐标系中的 (%4, %5) mm，而 x 和 y 应在距轮廓角点 %6 到 %7 mm 范围内</translation>
    </message>
    <message>
        <source>%1: %2 on %3 has %4 points; at most %5</source>
        <translation>%1：%3 上的 %2 有 %4 个点；最多 %5 个</translation>
    </message>
    <message>
        <source>%1: %2 on %3 is %4 mm across; more than 0 and at most %5 mm</source>
        <translation>%1：%3 上的 %2 跨度为 %4 mm；应大于 0 且不超过 %5 mm</translation>
    </message>
    <message>
        <source>%1: %2 %3 on %4; a room holds at most %5</source>
        <translation>%1：%4 上有 %2 个%3；一个机房最多容纳 %5 个</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>柱</translation>
    </message>
    <message>
        <source>walls</source>
        <translation>墙</translation>
    </message>
    <message>
        <source>%1: %2 on %3: a door %4 mm wide, %5 mm along its edge; more than 0 and at most %6 mm wide, at most %7 mm along</source>
        <translation>%1：%3 上的 %2：门宽 %4 mm，沿边位置 %5 mm；门宽应大于 0 且不超过 %6 mm，沿边位置不超过 %7 mm</translation>
    </message>
    <message>
        <source>doors</source>
        <translation>门</translation>
    </message>
    <message>
        <source>keep-out zones</source>
        <translation>禁区</translation>
    </message>
    <message>
        <source>%1:%2: %3 naming the hall at %4 is %5 characters; a hall&apos;s name is at most %6</source>
        <translation>%1:%2：为 %4 处机房命名的 %3 有 %5 个字符；机房名称最多 %6 个字符</translation>
    </message>
    <message>
        <source>Hall %1</source>
        <translation>机房 %1</translation>
    </message>
    <message>
        <source>%1: the halls at %2 and %3 are both coded &quot;%4&quot;; each hall needs a code of its own (its cables&apos; labels name it)</source>
        <translation>%1：%2 与 %3 处的机房代码都是“%4”；每个机房需要各自的代码（其线缆标签会写出它）</translation>
    </message>
    <message numerus="yes">
        <source>%n hall(s) with no text inside: named Hall 1, Hall 2, … by their place on the layer</source>
        <translation>
            <numerusform>%n 个机房内部没有文字：按其在图层上的顺序命名为 机房 1、机房 2……</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hall(s) with no label code in their text (&quot;Name (CODE)&quot;): coded H1, H2, … by their place on the layer</source>
        <translation>
            <numerusform>%n 个机房的文字中没有标签代码（“名称 (代码)”）：按其在图层上的顺序编码为 H1、H2……</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on a halls layer: not a closed outline</source>
        <translation>机房图层上的 %1：不是闭合轮廓</translation>
    </message>
    <message>
        <source>halls</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Halls: %1 from %2</source>
        <translation>机房：%1 个，来自 %2</translation>
    </message>
    <message>
        <source>%1: %2 halls and %3 texts on the halls layers overlap too much to tell which text names which hall; draw each hall once, its name inside it</source>
        <translation>%1：机房图层上的 %2 个机房和 %3 段文字重叠过多，无法判断哪段文字为哪个机房命名；每个机房只画一次，并把名称写在其内部</translation>
    </message>
</context>
<context>
    <name>HallLayers</name>
    <message>
        <source>--hall-layers: &quot;%1&quot; is not ROLE=LAYER</source>
        <translation>--hall-layers：“%1”不是 ROLE=LAYER 形式</translation>
    </message>
    <message>
        <source>--hall-layers: outline=LAYER is missing (the hall&apos;s outline is required)</source>
        <translation>--hall-layers：缺少 outline=LAYER（机房外轮廓是必需的）</translation>
    </message>
    <message>
        <source>--hall-layers: &quot;%1&quot; is not a role; roles are outline, columns, walls, doors, keepouts, halls</source>
        <translation>--hall-layers：“%1”不是角色；角色有 outline、columns、walls、doors、keepouts、halls</translation>
    </message>
</context>
</TS>
