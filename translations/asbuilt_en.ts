<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>IbnetdiscoverParser</name>
    <message>
        <source>%1:%2: a port line before any Switch or Ca line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: port number %3 is not an InfiniBand port&apos;s (0 to 255)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no Switch or Ca record: not an ibnetdiscover scan of a fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: not ibnetdiscover output: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LldpParser</name>
    <message>
        <source>%1: expected a JSON object (lldpcli or NVUE output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: neither lldpcli output (no &quot;lldp&quot; member) nor NVUE interface output (no interface with a &quot;type&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object (lldpcli -f json) or an array (-f json0)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScanName</name>
    <message>
        <source>%1: the control character U+%2 in the name %3; a scan&apos;s names are one line of text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetCableStatusCommand</name>
    <message numerus="yes">
        <source>Mark %n cable(s) %1</source>
        <translation>
            <numerusform>Mark %n cable %1</numerusform>
            <numerusform>Mark %n cables %1</numerusform>
        </translation>
    </message>
</context>
</TS>
