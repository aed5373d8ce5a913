<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>IbnetdiscoverParser</name>
    <message>
        <source>%1:%2: a port line before any Switch or Ca line</source>
        <translation>%1:%2：端口行出现在任何 Switch 或 Ca 行之前</translation>
    </message>
    <message>
        <source>%1:%2: port number %3 is not an InfiniBand port&apos;s (0 to 255)</source>
        <translation>%1:%2：端口号 %3 不是 InfiniBand 端口号（0 到 255）</translation>
    </message>
    <message>
        <source>%1: no Switch or Ca record: not an ibnetdiscover scan of a fabric</source>
        <translation>%1：没有 Switch 或 Ca 记录：不是 ibnetdiscover 对网络的扫描结果</translation>
    </message>
    <message>
        <source>%1:%2: not ibnetdiscover output: %3</source>
        <translation>%1:%2：不是 ibnetdiscover 的输出：%3</translation>
    </message>
</context>
<context>
    <name>LldpParser</name>
    <message>
        <source>%1: expected a JSON object (lldpcli or NVUE output)</source>
        <translation>%1：应为 JSON 对象（lldpcli 或 NVUE 输出）</translation>
    </message>
    <message>
        <source>%1: neither lldpcli output (no &quot;lldp&quot; member) nor NVUE interface output (no interface with a &quot;type&quot;)</source>
        <translation>%1：既不是 lldpcli 输出（没有“lldp”成员），也不是 NVUE 接口输出（没有带“type”的接口）</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>应为%1，实际为%2</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>null</source>
        <translation>空值（null）</translation>
    </message>
    <message>
        <source>expected an object (lldpcli -f json) or an array (-f json0)</source>
        <translation>应为对象（lldpcli -f json）或数组（-f json0）</translation>
    </message>
</context>
<context>
    <name>ScanName</name>
    <message>
        <source>%1: the control character U+%2 in the name %3; a scan&apos;s names are one line of text</source>
        <translation>%1：名称 %3 中有控制字符 U+%2；扫描结果中的名称必须是一行文本</translation>
    </message>
</context>
<context>
    <name>SetCableStatusCommand</name>
    <message numerus="yes">
        <source>Mark %n cable(s) %1</source>
        <translation>
            <numerusform>将 %n 根线缆标记为 %1</numerusform>
        </translation>
    </message>
</context>
</TS>
