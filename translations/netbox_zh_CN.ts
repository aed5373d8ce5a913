<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>EditDeviceTypeCommand</name>
    <message>
        <source>Edit device type %1</source>
        <translation>编辑设备类型 %1</translation>
    </message>
    <message>
        <source>The design&apos;s catalog has no device type &quot;%1&quot;.</source>
        <translation>设计的目录中没有设备类型“%1”。</translation>
    </message>
    <message>
        <source>The ports of %1 cannot change here: connections refer to them.</source>
        <translation>此处不能更改 %1 的端口：连接引用了这些端口。</translation>
    </message>
    <message>
        <source>Nothing to change.</source>
        <translation>没有需要更改的内容。</translation>
    </message>
</context>
<context>
    <name>NetboxDeviceReader</name>
    <message>
        <source>Interface &quot;%1&quot; is %2, not a cage on the faceplate: skipped.</source>
        <translation>接口“%1”是 %2，不是面板上的光笼/端口：已跳过。</translation>
    </message>
    <message>
        <source>Console port &quot;%1&quot; (%2) is counted but not a port here: no catalog cable fits it.</source>
        <translation>控制台端口“%1”（%2）已计数，但在此不作为端口：目录中没有适配的线缆。</translation>
    </message>
    <message>
        <source>Only %1 of %2 power ports state maximum_draw: maximum power left unknown.</source>
        <translation>%2 个电源端口中只有 %1 个给出了 maximum_draw：最大功率记为未知。</translation>
    </message>
    <message>
        <source>expected A, B or C</source>
        <translation>应为 A、B 或 C</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a NetBox slug (lower-case letters, digits, &apos;-&apos; and &apos;_&apos;)</source>
        <translation>“%1”不是 NetBox 的 slug（小写字母、数字、“-”和“_”）</translation>
    </message>
    <message>
        <source>must be 0 or more in steps of 0.5</source>
        <translation>必须大于或等于 0，且以 0.5 为步长</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected one of: %2)</source>
        <translation>未知的值“%1”（应为以下之一：%2）</translation>
    </message>
    <message>
        <source>weight needs weight_unit (kg, g, lb or oz)</source>
        <translation>weight 需要 weight_unit（kg、g、lb 或 oz）</translation>
    </message>
    <message>
        <source>weight_unit needs weight</source>
        <translation>weight_unit 需要 weight</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected one of: kg, g, lb, oz)</source>
        <translation>未知的值“%1”（应为以下之一：kg、g、lb、oz）</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <source>expected parent or child</source>
        <translation>应为 parent 或 child</translation>
    </message>
    <message>
        <source>%1:%2:%3: cannot read the YAML: %4</source>
        <translation>%1:%2:%3：无法读取 YAML：%4</translation>
    </message>
    <message>
        <source>missing (the NetBox schema requires it); imported with the depth unknown</source>
        <translation>缺失（NetBox 模式要求此项）；已导入，深度记为未知</translation>
    </message>
    <message>
        <source>not read here; kept with the imported type</source>
        <translation>此处不读取；随导入的类型一并保留</translation>
    </message>
    <message>
        <source>%1 name &quot;%2&quot; occurs twice</source>
        <translation>%1 名称“%2”重复出现</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is also the name of another kind of port; called &quot;%2&quot; here, &quot;%1&quot; in NetBox</source>
        <translation>“%1”也是另一类端口的名称；此处称为“%2”，在 NetBox 中仍为“%1”</translation>
    </message>
    <message>
        <source>braces are port-name templates here; called &quot;%1&quot;, &quot;%2&quot; in NetBox</source>
        <translation>花括号在此处是端口名称模板；此处称为“%1”，在 NetBox 中为“%2”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a NetBox %2 type</source>
        <translation>“%1”不是 NetBox 的%2类型</translation>
    </message>
    <message>
        <source>interface type &quot;%1&quot; has no form factor here; imported as a generic port</source>
        <translation>接口类型“%1”在此处没有对应的外形规格；已作为通用端口导入</translation>
    </message>
    <message>
        <source>%1 W is no draw; left unknown</source>
        <translation>%1 W 不是有效功耗；记为未知</translation>
    </message>
    <message>
        <source>is above maximum_draw (%1 W); typical draw left unknown</source>
        <translation>高于 maximum_draw（%1 W）；典型功耗记为未知</translation>
    </message>
    <message>
        <source>&quot;%1&quot; takes DC of a voltage the file does not state; imported as a generic DC inlet</source>
        <translation>“%1”使用直流供电，但文件未写明电压；已作为通用直流输入导入</translation>
    </message>
    <message>
        <source>&quot;%1&quot; takes %2 DC; imported as a generic DC inlet</source>
        <translation>“%1”使用 %2 直流供电；已作为通用直流输入导入</translation>
    </message>
    <message>
        <source>power port type &quot;%1&quot; has no form factor here; imported as a generic inlet</source>
        <translation>电源端口类型“%1”在此处没有对应的外形规格；已作为通用电源输入导入</translation>
    </message>
    <message>
        <source>no power port &quot;%1&quot; listed before this outlet; the outlet is kept</source>
        <translation>此插座之前未列出电源端口“%1”；插座仍予保留</translation>
    </message>
    <message>
        <source>power outlet type &quot;%1&quot; has no form factor here; imported as a generic outlet</source>
        <translation>电源插座类型“%1”在此处没有对应的外形规格；已作为通用插座导入</translation>
    </message>
    <message>
        <source>device bays need subdevice_role: parent; counted anyway</source>
        <translation>设备槽位需要 subdevice_role: parent；仍予计数</translation>
    </message>
</context>
<context>
    <name>NetboxImporter</name>
    <message>
        <source>%1: no such file or folder</source>
        <translation>%1：没有该文件或文件夹</translation>
    </message>
    <message>
        <source>%1: the file has no extension; NetBox device types are .yaml or .yml files</source>
        <translation>%1：该文件没有扩展名；NetBox 设备类型是 .yaml 或 .yml 文件</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a NetBox device-type extension (expected .yaml or .yml)</source>
        <translation>%1：“%2”不是 NetBox 设备类型的扩展名（应为 .yaml 或 .yml）</translation>
    </message>
    <message>
        <source>%1: slug &quot;%2&quot; gives the catalog id &quot;%3&quot;, already imported from %4</source>
        <translation>%1：slug“%2”对应的目录 ID“%3”已从 %4 导入</translation>
    </message>
    <message>
        <source>%1: a NetBox module type, not a device type</source>
        <translation>%1：这是 NetBox 模块类型，不是设备类型</translation>
    </message>
    <message>
        <source>%1: manufacturer and model give the catalog id &quot;%2&quot;, already imported from %3</source>
        <translation>%1：制造商和型号得出的目录 ID“%2”已从 %3 导入</translation>
    </message>
    <message>
        <source>%1: beyond what a catalog holds: %2</source>
        <translation>%1：超出目录所能容纳的范围：%2</translation>
    </message>
</context>
<context>
    <name>NetboxModuleReader</name>
    <message>
        <source>manufacturer and model need a letter or digit each to name the module type</source>
        <translation>制造商和型号各需至少一个字母或数字，才能为模块类型命名</translation>
    </message>
    <message>
        <source>%1: no interface and no power port: nothing a catalog module models (front/rear ports, console ports or bays only)</source>
        <translation>%1：没有接口也没有电源端口：没有目录模块可描述的内容（仅有前/后端口、控制台端口或插槽）</translation>
    </message>
</context>
<context>
    <name>UserCatalog</name>
    <message>
        <source>%1: cannot create the folder %2</source>
        <translation>%1：无法创建文件夹 %2</translation>
    </message>
    <message>
        <source>%1: cannot write the catalog: %2</source>
        <translation>%1：无法写入目录：%2</translation>
    </message>
    <message>
        <source>%1: not written; the catalog would not load again: %2</source>
        <translation>%1：未写入；写出的目录将无法再次加载：%2</translation>
    </message>
</context>
<context>
    <name>YamlReader</name>
    <message>
        <source>%1:1:1: the file holds no YAML mapping (a NetBox device type starts with &quot;manufacturer:&quot;)</source>
        <translation>%1:1:1：文件中没有 YAML 映射（NetBox 设备类型以“manufacturer:”开头）</translation>
    </message>
    <message>
        <source>expected a mapping of device-type fields</source>
        <translation>应为设备类型字段的映射</translation>
    </message>
    <message>
        <source>%1:%2:%3: invalid YAML: %4</source>
        <translation>%1:%2:%3：无效的 YAML：%4</translation>
    </message>
    <message>
        <source>expected a mapping</source>
        <translation>应为映射</translation>
    </message>
    <message>
        <source>missing (the NetBox schema requires it)</source>
        <translation>缺失（NetBox 模式要求此字段）</translation>
    </message>
    <message>
        <source>unknown field (the NetBox schema allows: %1)</source>
        <translation>未知字段（NetBox 模式允许：%1）</translation>
    </message>
    <message>
        <source>expected a string (quote values such as &quot;9700&quot; or &quot;true&quot;)</source>
        <translation>应为字符串（请给“9700”或“true”这类值加引号）</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>超过 %1 个字符</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>应为有限数字</translation>
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
        <source>expected a list</source>
        <translation>应为列表</translation>
    </message>
    <message>
        <source>%1:%2:%3: %4%5</source>
        <translation>%1:%2:%3：%4%5</translation>
    </message>
    <message>
        <source>occurs twice in this mapping</source>
        <translation>在此映射中出现了两次</translation>
    </message>
    <message>
        <source>%1:%2:%3: invalid YAML: nested deeper than %4 levels</source>
        <translation>%1:%2:%3：无效的 YAML：嵌套超过 %4 层</translation>
    </message>
</context>
</TS>
