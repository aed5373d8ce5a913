#include "tests/exporters/csv_reader.h"
#include "tests/support/pdf_tools.h"
#include "tests/support/cli_run.h"
#include "tests/support/test_paths.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

/// `supernode-designer variants`, run as a user would, its figures checked
/// by hand arithmetic and against the variants' own `info`, `report` and `faults`.
class TstVariantsCommand : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void oversubscriptionAt1024Gpus();
    void anImpossibleCombinationIsRefused();
    void badInputChangesNothing();
};

namespace {

using Run = sn::test::CliRun;

Run cli(const QStringList& args) { return sn::test::runCli(args, 600000); }

QJsonObject json(const QStringList& args) {
    const Run r = cli(args);
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

/// The CSV's rows as column name → value.
std::vector<QHash<QString, QString>> table(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    const auto rows = sn::test::readCsv(f.readAll());
    std::vector<QHash<QString, QString>> out;
    for (size_t r = 1; r < rows.size(); ++r) {
        QHash<QString, QString> row;
        for (int c = 0; c < rows[0].size(); ++c) row.insert(rows[0][c], rows[r].value(c));
        out.push_back(row);
    }
    return out;
}

double num(const QHash<QString, QString>& row, const char* column) { return row.value(QString::fromLatin1(column)).toDouble(); }

}  // namespace

void TstVariantsCommand::oversubscriptionAt1024Gpus() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("variants"));
    const QString prices = sn::test::sourceDir() + QStringLiteral("/resources/price-lists/example-prices.csv");
    const Run r = cli({"variants", out, "--gpus", "1024", "--axis", "oversubscription=1,2", "--price-list", prices,
                       "--kwh-price", "0.1"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const auto rows = table(QDir(out).filePath(QStringLiteral("variants.csv")));
    QCOMPARE(rows.size(), size_t(2));
    const auto& one = rows[0].value("variant") == "oversubscription=1" ? rows[0] : rows[1];
    const auto& two = rows[0].value("variant") == "oversubscription=1" ? rows[1] : rows[0];
    QCOMPARE(two.value("variant"), QStringLiteral("oversubscription=2"));
    // By hand: 128 HGX servers × 8 rails = 1 024 NIC ports of 400 Gb/s on
    // 64-port leaves, 32 down each. 1:1: 32 up each, 1 024 uplinks on 16
    // spines of 64 ports; 2:1: 16 up each, 512 uplinks on 8 spines.
    QCOMPARE(num(one, "leaves"), 32.0);
    QCOMPARE(num(two, "leaves"), 32.0);
    QCOMPARE(num(one, "spines"), 16.0);
    QCOMPARE(num(two, "spines"), 8.0);
    QCOMPARE(num(one, "tiers"), 2.0);
    QCOMPARE(num(one, "worst_hops"), 3.0);
    QCOMPARE(num(one, "leaf_oversubscription"), 1.0);
    QCOMPARE(num(two, "leaf_oversubscription"), 2.0);
    QCOMPARE(num(one, "injection_gbps_per_gpu"), 400.0);
    QCOMPARE(num(one, "bisection_gbps_per_gpu"), 400.0);
    QCOMPARE(num(two, "bisection_gbps_per_gpu"), 200.0);
    // 2:1 saves 8 of the compute fabric's 48 switches (16.7 %); the storage
    // and management switches stay.
    QCOMPARE(num(one, "switches") - num(two, "switches"), 8.0);
    QVERIFY(std::abs(8.0 / (32 + 16) - 0.1667) < 1e-3);
    QCOMPARE(one.value("status"), QStringLiteral("built"));
    QCOMPARE(one.value("currency"), QStringLiteral("USD"));
    QVERIFY(num(one, "cost_of_ownership") > num(two, "cost_of_ownership"));

    // Each variant's figures are its own `info`, `report` and `faults`.
    const QStringList files = QDir(out).entryList({QStringLiteral("*.supernode")}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 2);
    for (const QString& name : files) {
        const QString path = QDir(out).filePath(name);
        const auto& row = name.contains(QStringLiteral("oversubscription-1")) ? one : two;
        const QJsonObject info = json({"info", path, "--json"});
        QCOMPARE(num(row, "gpus"), info["gpus"].toDouble());
        QCOMPARE(num(row, "racks"), info["racks"].toDouble());
        QCOMPARE(num(row, "cables"), info["cables"].toDouble());
        QVERIFY(std::abs(num(row, "it_kw") - info["max_power_kw"].toDouble()) < 1e-3);
        QVERIFY(std::abs(num(row, "cable_km") - info["cable_ordered_m"].toDouble() / 1000) < 1e-3);
        QCOMPARE(num(row, "switches"), info["devices_by_category"].toObject()["switch"].toDouble());
        // 1:1: 1 024 host links + 1 024 uplinks; 2:1: 1 024 + 512, a quarter fewer.
        const double compute = info["connections_by_role"].toObject()["compute"].toDouble();
        QCOMPARE(compute, &row == &one ? 2048.0 : 1536.0);
        const QJsonObject faults = json({"faults", path, "--json"});
        const double annual = faults["failure_interval"].toObject()["annual"].toDouble();
        QVERIFY(std::abs(num(row, "interruptions_per_year") - annual) < 1e-3 * std::max(1.0, annual));
        double worst = 0;
        for (const QJsonValue& b : faults["blast_radius"].toArray()) worst = std::max(worst, b["gpus_lost"].toDouble());
        QCOMPARE(num(row, "largest_blast_gpus"), worst);
        const QJsonObject report = json({"report", path, "--json"});
        double flow = 0;
        for (const QJsonValue& loop : report["loops"].toArray()) flow += loop["flow_lpm"].toDouble();
        QVERIFY(std::abs(num(row, "coolant_lpm") - flow) < 0.1);
    }
    // The ranked table and the weight that would change the winner.
    QVERIFY2(r.out.contains(QStringLiteral("What would change the winner")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("Wrote 2 design(s), variants.csv and variants.pdf")));
    QFile pdf(QDir(out).filePath(QStringLiteral("variants.pdf")));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    // What a reader of the PDF sees (poppler's pdftotext): the heading, the ranking and a chart per criterion.
    QString why;
    const auto text = sn::test::pdfText(pdf.fileName(), &why);
    QVERIFY2(text, qPrintable(why));
    QVERIFY2(text->contains(QStringLiteral("Design variants: 2 built of 2")), qPrintable(*text));
    for (const char* criterion : {"Performance", "Ecosystem", "Cost", "Scalability", "Operations"})
        QVERIFY(text->contains(QStringLiteral("%1 (weight").arg(QLatin1String(criterion))));
    QVERIFY(text->contains(QStringLiteral("oversubscription=2")));
}

void TstVariantsCommand::anImpossibleCombinationIsRefused() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("v"));
    // The liquid-cooled HGX cannot be air-cooled: that combination is refused, the other built.
    const Run r = cli({"variants", out, "--gpus", "64", "--server", "hgx-b200-8gpu-liquid", "--axis", "cooling=liquid,air"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const auto rows = table(QDir(out).filePath(QStringLiteral("variants.csv")));
    QCOMPARE(rows.size(), size_t(2));
    QCOMPARE(rows[1].value("variant"), QStringLiteral("cooling=air"));
    QCOMPARE(rows[1].value("status"), QStringLiteral("refused"));
    QVERIFY2(rows[1].value("refusal").startsWith(QStringLiteral("--cooling air: ")), qPrintable(rows[1].value("refusal")));
    QVERIFY(r.out.contains(QStringLiteral("Refused:")));
    QCOMPARE(QDir(out).entryList({QStringLiteral("*.supernode")}, QDir::Files).size(), 1);
}

void TstVariantsCommand::badInputChangesNothing() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("v"));
    Run r = cli({"variants", out, "--gpus", "64", "--axis", "fabric=mesh"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("\"mesh\" is not a value fabric takes")), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(out));
    const QString bad = dir.filePath(QStringLiteral("bad.csv"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("catalog_id,unit_price,currency,source\nx,-5,USD,mine\n");
    f.close();
    r = cli({"variants", out, "--gpus", "64", "--price-list", bad});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("bad.csv:2: unit_price")), qPrintable(r.err));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    QVERIFY(!QFileInfo::exists(out));
    r = cli({"variants", out, "--gpus", "64", "--weights", "cost=-1"});
    QCOMPARE(r.code, 2);
    r = cli({"variants", out, "--axis", "fabric=rail"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("--gpus N")));
    QVERIFY(!QFileInfo::exists(out));
}

QTEST_GUILESS_MAIN(TstVariantsCommand)
#include "tst_variants_command.moc"
