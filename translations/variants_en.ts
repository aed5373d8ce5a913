<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>PriceList</name>
    <message>
        <source>%1: empty; expected a header line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: no column &quot;%3&quot; (expected catalog_id, unit_price, currency, source and optionally unit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: more than %2 prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is priced twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a price from 0 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a three-letter currency code (USD, CNY, EUR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, where the list so far is in %2; one currency per list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty; say where the price is from and when</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not &quot;each&quot; or &quot;m&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VariantAxis</name>
    <message>
        <source>--axis %1: expected NAME=VALUE,VALUE… with NAME one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--axis %1: &quot;%2&quot; is not one of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--axis %1: &quot;%2&quot; is not a value %3 takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--axis %1 is given twice; list its values once, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The axes make more than %1 variants; each is a whole design to build and route. Compare fewer values at a time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VariantRanking</name>
    <message>
        <source>--weights %1: expected CRITERION=WEIGHT with CRITERION one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--weights %1: the weight must be a number from 0 to 1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--weights %1: at least one weight must be above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ecosystem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
