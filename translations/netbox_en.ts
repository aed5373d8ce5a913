<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>EditDeviceTypeCommand</name>
    <message>
        <source>Edit device type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design&apos;s catalog has no device type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ports of %1 cannot change here: connections refer to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to change.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetboxDeviceReader</name>
    <message>
        <source>Interface &quot;%1&quot; is %2, not a cage on the faceplate: skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console port &quot;%1&quot; (%2) is counted but not a port here: no catalog cable fits it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 of %2 power ports state maximum_draw: maximum power left unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected A, B or C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a NetBox slug (lower-case letters, digits, &apos;-&apos; and &apos;_&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 0 or more in steps of 0.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected one of: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight needs weight_unit (kg, g, lb or oz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight_unit needs weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected one of: kg, g, lb, oz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected parent or child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2:%3: cannot read the YAML: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (the NetBox schema requires it); imported with the depth unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read here; kept with the imported type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 name &quot;%2&quot; occurs twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is also the name of another kind of port; called &quot;%2&quot; here, &quot;%1&quot; in NetBox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>braces are port-name templates here; called &quot;%1&quot;, &quot;%2&quot; in NetBox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a NetBox %2 type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interface type &quot;%1&quot; has no form factor here; imported as a generic port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W is no draw; left unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is above maximum_draw (%1 W); typical draw left unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; takes DC of a voltage the file does not state; imported as a generic DC inlet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; takes %2 DC; imported as a generic DC inlet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power port type &quot;%1&quot; has no form factor here; imported as a generic inlet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no power port &quot;%1&quot; listed before this outlet; the outlet is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power outlet type &quot;%1&quot; has no form factor here; imported as a generic outlet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device bays need subdevice_role: parent; counted anyway</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetboxImporter</name>
    <message>
        <source>%1: no such file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file has no extension; NetBox device types are .yaml or .yml files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a NetBox device-type extension (expected .yaml or .yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: slug &quot;%2&quot; gives the catalog id &quot;%3&quot;, already imported from %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a NetBox module type, not a device type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: manufacturer and model give the catalog id &quot;%2&quot;, already imported from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: beyond what a catalog holds: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetboxModuleReader</name>
    <message>
        <source>manufacturer and model need a letter or digit each to name the module type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no interface and no power port: nothing a catalog module models (front/rear ports, console ports or bays only)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UserCatalog</name>
    <message>
        <source>%1: cannot create the folder %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write the catalog: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not written; the catalog would not load again: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>YamlReader</name>
    <message>
        <source>%1:1:1: the file holds no YAML mapping (a NetBox device type starts with &quot;manufacturer:&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a mapping of device-type fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2:%3: invalid YAML: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (the NetBox schema requires it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field (the NetBox schema allows: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string (quote values such as &quot;9700&quot; or &quot;true&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>integer out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2:%3: %4%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>occurs twice in this mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2:%3: invalid YAML: nested deeper than %4 levels</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
