<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>PriceList</name>
    <message>
        <source>%1: empty; expected a header line.</source>
        <translation>%1：文件为空；应有表头行。</translation>
    </message>
    <message>
        <source>%1:%2: no column &quot;%3&quot; (expected catalog_id, unit_price, currency, source and optionally unit).</source>
        <translation>%1:%2：缺少列“%3”（应有 catalog_id、unit_price、currency、source，可选 unit）。</translation>
    </message>
    <message>
        <source>%1: more than %2 prices.</source>
        <translation>%1：价格超过 %2 条。</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <source>%1 is priced twice</source>
        <translation>%1 定价了两次</translation>
    </message>
    <message>
        <source>%1 is not a price from 0 to %2</source>
        <translation>%1 不是 0 到 %2 之间的价格</translation>
    </message>
    <message>
        <source>%1 is not a three-letter currency code (USD, CNY, EUR)</source>
        <translation>%1 不是三字母币种代码（USD、CNY、EUR）</translation>
    </message>
    <message>
        <source>%1, where the list so far is in %2; one currency per list</source>
        <translation>%1，而此前的价格使用 %2；每个价格表只能用一种币种</translation>
    </message>
    <message>
        <source>empty; say where the price is from and when</source>
        <translation>为空；请注明价格的来源和日期</translation>
    </message>
    <message>
        <source>%1 is not &quot;each&quot; or &quot;m&quot;</source>
        <translation>%1 不是“each”或“m”</translation>
    </message>
</context>
<context>
    <name>VariantAxis</name>
    <message>
        <source>--axis %1: expected NAME=VALUE,VALUE… with NAME one of %2.</source>
        <translation>--axis %1：应为 名称=值,值…，名称为 %2 之一。</translation>
    </message>
    <message>
        <source>--axis %1: &quot;%2&quot; is not one of %3.</source>
        <translation>--axis %1：“%2”不是 %3 之一。</translation>
    </message>
    <message>
        <source>--axis %1: &quot;%2&quot; is not a value %3 takes.</source>
        <translation>--axis %1：“%2”不是 %3 可取的值。</translation>
    </message>
    <message>
        <source>--axis %1 is given twice; list its values once, separated by commas.</source>
        <translation>--axis %1 给了两次；请只给一次，值之间用逗号分隔。</translation>
    </message>
    <message>
        <source>The axes make more than %1 variants; each is a whole design to build and route. Compare fewer values at a time.</source>
        <translation>这些选项组合出的方案超过 %1 个；每个都要完整构建并布线。请每次比较更少的值。</translation>
    </message>
</context>
<context>
    <name>VariantRanking</name>
    <message>
        <source>--weights %1: expected CRITERION=WEIGHT with CRITERION one of %2.</source>
        <translation>--weights %1：应为 准则=权重，准则为 %2 之一。</translation>
    </message>
    <message>
        <source>--weights %1: the weight must be a number from 0 to 1000.</source>
        <translation>--weights %1：权重必须是 0 到 1000 之间的数。</translation>
    </message>
    <message>
        <source>--weights %1: at least one weight must be above 0.</source>
        <translation>--weights %1：至少一个权重必须大于 0。</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <source>Ecosystem</source>
        <translation>生态</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Scalability</source>
        <translation>可扩展性</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>运维</translation>
    </message>
</context>
</TS>
