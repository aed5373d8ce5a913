<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ApplyRoutesCommand</name>
    <message numerus="yes">
        <source>Route %n cable(s)</source>
        <translation>
            <numerusform>Route %n cable</numerusform>
            <numerusform>Route %n cables</numerusform>
        </translation>
    </message>
    <message>
        <source>The design changed while routing: cable %1 is gone. Route again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design changed while routing: a tray is gone. Route again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design changed while routing: a connection changed. Route again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design changed since it was routed; nothing applied. Route again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CableRouter</name>
    <message>
        <source>Cable %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1: no cable type in the catalog fits both ports at their speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1: its fixed type %2 does not fit both ports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1: no route joins rack %2 to rack %3; they share no tray and are not side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1: every route between racks %2 and %3 passes a fitting tighter than the cable&apos;s %4 mm bend radius.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1: the route needs %2 m; no cable type that fits its ports reaches that far (longest %3 m).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tray %1, segment %2: cables fill %3 % of its cross-section, over the %4 % limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tray %1, segment %2: cables fill %3 % of the fire-stop opening where it passes a hall partition, over the %4 % a listed penetration takes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PortExits</name>
    <message>
        <source>The connection names a device that does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no port &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in a rack that does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands on the floor and its catalog entry gives no footprint to route from.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoutingReport</name>
    <message numerus="yes">
        <source>Routed %1 of %2 cables (%n round(s) of tray negotiation).</source>
        <translation>
            <numerusform>Routed %1 of %2 cables (%n round of tray negotiation).</numerusform>
            <numerusform>Routed %1 of %2 cables (%n rounds of tray negotiation).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not routed or over full (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fullest tray: %1, at %2 % of its fill limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cable to order: %1 m in %n cable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoutingShortfall</name>
    <message numerus="yes">
        <source>%n cable(s) could not be routed</source>
        <translation>
            <numerusform>%n cable could not be routed</numerusform>
            <numerusform>%n cables could not be routed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tray segment(s) over the fill limit</source>
        <translation>
            <numerusform>%n tray segment over the fill limit</numerusform>
            <numerusform>%n tray segments over the fill limit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rack cable manager(s) over the fill limit</source>
        <translation>
            <numerusform>%n rack cable manager over the fill limit</numerusform>
            <numerusform>%n rack cable managers over the fill limit</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SideChannelFill</name>
    <message>
        <source>front left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rear left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rear right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1, %2 cable manager: cables fill %3 % of its cross-section at %4 m above the floor, over the %5 % limit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
