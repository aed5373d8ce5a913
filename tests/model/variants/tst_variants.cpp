#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/input/csv_reader.h"
#include "model/variants/ownership_cost.h"
#include "model/variants/price_list.h"
#include "model/variants/variant_axes.h"
#include "model/variants/variant_metrics.h"
#include "model/variants/variant_ranking.h"
#include "tests/support/design_builder.h"

#include <QtTest>

#include <cmath>

using namespace sn;

/// The comparison's arithmetic, each against figures worked out by hand.
class TstVariants : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void csvReadsQuotesAndLineBreaks();
    void csvRefusalsNameTheLine();
    void priceListRefusalsNameLineAndColumn();
    void costOfATwoLinePriceList();
    void rankingFlipsAtTheStatedWeight();
    void weightsAreParsedAndChecked();
    void axesMakeEveryCombination();
    void badAxesAreRefused();
};

namespace {

QString refusalOf(const std::function<void()>& run) {
    try {
        run();
    } catch (const UserError& e) {
        return e.message();
    }
    return {};
}

}  // namespace

void TstVariants::csvReadsQuotesAndLineBreaks() {
    const QByteArray bytes = "\xEF\xBB\xBF" "a,b,c\r\n"
                             "\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n"
                             "\r\n"
                             "1,,3";
    const auto records = CsvReader::read(bytes, QStringLiteral("t.csv"));
    QCOMPARE(records.size(), size_t(3));
    QCOMPARE(records[0].fields, (QStringList{"a", "b", "c"}));
    QCOMPARE(records[1].fields, (QStringList{"x, y", "say \"hi\"", "two\nlines"}));
    QCOMPARE(records[1].line, 2);
    QCOMPARE(records[2].fields, (QStringList{"1", "", "3"}));
    QCOMPARE(records[2].line, 5);  // the quoted line break and the blank line count
}

void TstVariants::csvRefusalsNameTheLine() {
    QCOMPARE(refusalOf([] { CsvReader::read("a,b\n\"open,c\n", QStringLiteral("t.csv")); }),
             QStringLiteral("t.csv:2: a quoted field is never closed"));
    QCOMPARE(refusalOf([] { CsvReader::read("a,b\n\"x\"y,c\n", QStringLiteral("t.csv")); }),
             QStringLiteral("t.csv:2: text after a closing quote"));
    QCOMPARE(refusalOf([] { CsvReader::read("a\nb\"c\n", QStringLiteral("t.csv")); }),
             QStringLiteral("t.csv:2: a quote inside an unquoted field"));
    QCOMPARE(refusalOf([] { CsvReader::read("a,\xff\n", QStringLiteral("t.csv")); }), QStringLiteral("t.csv: not UTF-8 text"));
    QVERIFY(refusalOf([] { CsvReader::read(QByteArray(100, ','), QStringLiteral("t.csv")); }).contains("more than 64 fields"));
}

void TstVariants::priceListRefusalsNameLineAndColumn() {
    const QByteArray header = "catalog_id,unit_price,currency,source\n";
    const auto refusal = [&](const QByteArray& rows) {
        return refusalOf([&] { PriceList::parse(header + rows, QStringLiteral("p.csv")); });
    };
    QCOMPARE(refusal("x,-1,USD,quote\n"), QStringLiteral("p.csv:2: unit_price: \"-1\" is not a price from 0 to 1e+12"));
    QCOMPARE(refusal("x,nan,USD,quote\n"), QStringLiteral("p.csv:2: unit_price: \"nan\" is not a price from 0 to 1e+12"));
    QCOMPARE(refusal("x,1,usd,quote\n"),
             QStringLiteral("p.csv:2: currency: \"usd\" is not a three-letter currency code (USD, CNY, EUR)"));
    QCOMPARE(refusal("x,1,USD,a\ny,1,CNY,b\n"),
             QStringLiteral("p.csv:3: currency: CNY, where the list so far is in USD; one currency per list"));
    QCOMPARE(refusal("x,1,USD,a\nx,2,USD,b\n"), QStringLiteral("p.csv:3: catalog_id: \"x\" is priced twice"));
    QCOMPARE(refusal("x,1,USD,\n"), QStringLiteral("p.csv:2: source: empty; say where the price is from and when"));
    QCOMPARE(refusalOf([] { PriceList::parse("catalog_id,price\n", QStringLiteral("p.csv")); }),
             QStringLiteral("p.csv:1: no column \"unit_price\" (expected catalog_id, unit_price, currency, source and "
                            "optionally unit)."));
    const PriceList list = PriceList::parse(header + "\"a,b\",12.5,EUR,\"list, 2026\"\n", QStringLiteral("p.csv"));
    QCOMPARE(list.currency(), QStringLiteral("EUR"));
    QVERIFY(list.find(QStringLiteral("a,b")));
    QCOMPARE(list.find(QStringLiteral("a,b"))->amount, 12.5);
}

void TstVariants::costOfATwoLinePriceList() {
    const auto design = test::DesignBuilder()
                            .row(QStringLiteral("A"))
                            .rack(QStringLiteral("A01"), 0, 0, QStringLiteral("rack-48u-600x1200"))
                            .device(QStringLiteral("hgx-b200-8gpu-air"), QStringLiteral("A01"), 1, QStringLiteral("S1"))
                            .device(QStringLiteral("hgx-b200-8gpu-air"), QStringLiteral("A01"), 11, QStringLiteral("S2"))
                            .build();
    const PriceList prices = PriceList::parse("catalog_id,unit_price,currency,source\n"
                                              "hgx-b200-8gpu-air,300000,USD,example\n"
                                              "rack-48u-600x1200,2500,USD,example\n",
                                              QStringLiteral("p.csv"));
    const OwnershipCost cost = OwnershipCost::of(*design, prices, {1, 0.10, 1.5});
    // By hand: 2 × 300 000 + 2 500 = 602 500 of capital.
    QCOMPARE(cost.capexBySection[size_t(CostSection::GpuServers)], 600000.0);
    QCOMPARE(cost.capexBySection[size_t(CostSection::Racks)], 2500.0);
    QCOMPARE(cost.capex, 602500.0);
    QVERIFY(cost.complete());
    // Energy: 2 × 12.155 kW typical (the catalog's figure) × PUE 1.5 × 8 766 h
    // = 319 652.2 kWh, at 0.10 a kWh 31 965.22.
    QVERIFY(std::abs(cost.energyKwh - 2 * 12.155 * 1.5 * 8766) < 1e-6);
    QVERIFY(std::abs(cost.energyCost - 31965.219) < 0.01);
    QVERIFY(std::abs(cost.total() - 634465.219) < 0.01);

    // Without the rack's line the rack is listed, not counted as free.
    const PriceList servers = PriceList::parse("catalog_id,unit_price,currency,source\n"
                                               "hgx-b200-8gpu-air,300000,USD,example\n",
                                               QStringLiteral("p.csv"));
    const OwnershipCost partial = OwnershipCost::of(*design, servers, {1, 0, 1.3});
    QCOMPARE(partial.capex, 600000.0);
    QCOMPARE(partial.unpriced.size(), size_t(1));
    QCOMPARE(partial.unpriced.front().catalogId, QStringLiteral("rack-48u-600x1200"));
    QCOMPARE(partial.unpriced.front().section, CostSection::Racks);
    QCOMPARE(partial.unpriced.front().parts, 1);
}

void TstVariants::rankingFlipsAtTheStatedWeight() {
    // A is better on performance (more bandwidth across the top, a larger
    // NVLink domain), B cheaper; everything else equal. With two variants
    // every metric scores 1 for the better and 0 for the worse:
    //   A: performance 1, cost 0; B: performance 0, cost 1; the rest 1.
    //   A = 30 + 25 + 0 + 15 + 10 = 80 %, B = 0 + 25 + 20 + 15 + 10 = 70 %.
    VariantMetrics a, b;
    for (VariantMetrics* m : {&a, &b}) {
        m->gpus = m->fabric.gpus = 1024;
        m->fabric.tiers = 2;
        m->interruptionsPerYear = 100;
        m->largestBlastGpus = 8;
        m->cables = 5000;
    }
    a.fabric.hostGbps = 1024 * 400.0;
    b.fabric.hostGbps = 1024 * 400.0;
    b.fabric.leafUpGbps = 1024 * 200.0;
    b.fabric.leafOversubscription = 2;
    a.nvlinkDomainGpus = 72;
    b.nvlinkDomainGpus = 8;
    const VariantRanking r = VariantRanking::of({{&a, "x", 2.0e8}, {&b, "x", 1.5e8}}, kDefaultWeights, {});
    QCOMPARE(r.rows.size(), size_t(2));
    QCOMPARE(r.rows[0].input, 0);
    QVERIFY(std::abs(r.rows[0].total - 80) < 1e-9);
    QVERIFY(std::abs(r.rows[1].total - 70) < 1e-9);
    QVERIFY(std::abs(r.rows[0].contribution[size_t(Criterion::Performance)] - 30) < 1e-9);
    QVERIFY(std::abs(r.rows[1].contribution[size_t(Criterion::Cost)] - 20) < 1e-9);
    // Cost at weight w: 80 + 0·w = 50 + 1·w at w = 30, a share of 30 / (80 + 30) = 27.27 %.
    // Performance at w: 50 + w = 70 + 0·w at w = 20, a share of 20 / (70 + 20) = 22.22 %.
    QCOMPARE(r.flips.size(), size_t(2));
    QCOMPARE(r.flips[0].criterion, Criterion::Performance);
    QVERIFY(std::abs(r.flips[0].sharePercent - 100 * 20.0 / 90) < 1e-9);
    QCOMPARE(r.flips[0].currentPercent, 30.0);
    QCOMPARE(r.flips[1].criterion, Criterion::Cost);
    QVERIFY(std::abs(r.flips[1].sharePercent - 100 * 30.0 / 110) < 1e-9);
    // At those weights the two tie; just past them B leads.
    std::array<double, 5> w = kDefaultWeights;
    w[size_t(Criterion::Cost)] = 31;
    const VariantRanking flipped = VariantRanking::of({{&a, "x", 2.0e8}, {&b, "x", 1.5e8}}, w, {});
    QCOMPARE(flipped.rows[0].input, 1);
}

void TstVariants::weightsAreParsedAndChecked() {
    const auto w = VariantRanking::parseWeights(QStringLiteral("cost=40, performance=20"));
    QCOMPARE(w[size_t(Criterion::Cost)], 40.0);
    QCOMPARE(w[size_t(Criterion::Performance)], 20.0);
    QCOMPARE(w[size_t(Criterion::Ecosystem)], 25.0);
    QVERIFY(refusalOf([] { VariantRanking::parseWeights(QStringLiteral("price=3")); }).contains("performance, ecosystem"));
    QVERIFY(refusalOf([] { VariantRanking::parseWeights(QStringLiteral("cost=-1")); }).contains("from 0 to 1000"));
    QVERIFY(refusalOf([] {
                VariantRanking::parseWeights(
                    QStringLiteral("performance=0,ecosystem=0,cost=0,scalability=0,operations=0"));
            }).contains("at least one weight"));
}

void TstVariants::axesMakeEveryCombination() {
    WizardParams requirement;
    requirement.gpus = 1024;
    const auto specs = variantsOf(requirement, {VariantAxis::parse(QStringLiteral("fabric=rail,fattree")),
                                                VariantAxis::parse(QStringLiteral("storage-oversubscription=1,2")),
                                                VariantAxis::parse(QStringLiteral("rack-kw=60,120"))});
    QCOMPARE(specs.size(), size_t(8));
    QCOMPARE(specs[0].label, QStringLiteral("fabric=rail storage-oversubscription=1 rack-kw=60"));
    QCOMPARE(specs[7].label, QStringLiteral("fabric=fattree storage-oversubscription=2 rack-kw=120"));
    QCOMPARE(specs[7].params.fabric, FabricKind::FatTree);
    QCOMPARE(specs[7].params.storageOversubscription, 2);
    QCOMPARE(specs[7].params.rackBudgetW, 120000.0);
    QCOMPARE(specs[7].params.gpus, 1024);
    QCOMPARE(variantsOf(requirement, {}).front().label, QStringLiteral("base"));
}

void TstVariants::badAxesAreRefused() {
    QVERIFY(refusalOf([] { VariantAxis::parse(QStringLiteral("colour=red")); }).contains("is not one of fabric, server"));
    QVERIFY(refusalOf([] { VariantAxis::parse(QStringLiteral("fabric=mesh")); }).contains("\"mesh\" is not a value fabric takes"));
    QVERIFY(refusalOf([] { VariantAxis::parse(QStringLiteral("rack-kw=-3")); }).contains("rack-kw takes"));
    QVERIFY(refusalOf([] { VariantAxis::parse(QStringLiteral("rack-kw=nan")); }).contains("rack-kw takes"));
    QVERIFY(refusalOf([] { VariantAxis::parse(QStringLiteral("oversubscription=0")); }).contains("oversubscription takes"));
    QVERIFY(refusalOf([] { VariantAxis::parse(QStringLiteral("fabric")); }).contains("expected NAME=VALUE"));
    WizardParams p;
    p.gpus = 64;
    const auto twice = [&] {
        variantsOf(p, {VariantAxis::parse(QStringLiteral("fabric=rail")), VariantAxis::parse(QStringLiteral("fabric=fattree"))});
    };
    QVERIFY(refusalOf(twice).contains("given twice"));
    const auto many = [&] {
        variantsOf(p, {VariantAxis::parse(QStringLiteral("rack-kw=1,2,3,4,5,6,7,8,9")),
                       VariantAxis::parse(QStringLiteral("oversubscription=1,2,3,4,5,6,7,8"))});
    };
    QVERIFY(refusalOf(many).contains("more than 64 variants"));
}

QTEST_GUILESS_MAIN(TstVariants)
#include "tst_variants.moc"
