#include "model/design/design.h"
#include "model/store/design_file.h"
#include "tests/support/cli_run.h"
#include "tests/support/test_paths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace sn;

/// `supernode-designer route FILE [-o OUT]`, run as a user would.
class TstRouteCommand : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void routesTheExampleAndSaves();
    void badOptionIsAUsageError();
    void optionsAreSavedWithTheDesign();
    void missingFileFailsAndWritesNothing();
    void anIncompleteRoutingExitsOne();
};

namespace {

using Run = test::CliRun;

Run cli(const QStringList& args) { return test::runCli(args); }

}  // namespace

void TstRouteCommand::routesTheExampleAndSaves() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("routed.supernode"));
    const QString example = test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json");
    const Run r = cli({QStringLiteral("route"), example, QStringLiteral("-o"), out});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    // The example's 80 connections: 32 compute, 30 power, 12 coolant, 6 OOB.
    QVERIFY2(r.out.contains(QStringLiteral("Routed 80 of 80 cables")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("coolant")));
    QVERIFY(r.out.contains(QStringLiteral("Saved ")));
    const auto design = DesignFile::open(out);
    QCOMPARE(design->cables().size(), 80);
    for (const Cable& c : design->cables()) QVERIFY2(c.orderedLengthMm.has_value(), qPrintable(c.label));

    // The routed file routes to itself: same figures, nothing changes.
    const QString again = dir.filePath(QStringLiteral("again.supernode"));
    const Run r2 = cli({QStringLiteral("route"), out, QStringLiteral("-o"), again});
    QCOMPARE(r2.code, 0);
    const auto second = DesignFile::open(again);
    for (int i = 0; i < design->cables().size(); ++i) QVERIFY(design->cables()[i] == second->cables()[i]);
}

void TstRouteCommand::badOptionIsAUsageError() {
    const QString example = test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json");
    const Run r = cli({QStringLiteral("route"), example, QStringLiteral("--slack-mm"), QStringLiteral("lots")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--slack-mm expects a length in millimetres")), qPrintable(r.err));
    // Numbers toDouble takes that no design holds: each was once routed and
    // saved (nan as null, read back as the default; 1e300 refused on load).
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out.json"));
    for (const QStringList& option : {QStringList{"--slack-mm", "1e300"}, QStringList{"--rack-base-mm", "inf"},
                                      QStringList{"--drop-reach-mm", "nan"}, QStringList{"--neighbour-gap-mm", "100001"},
                                      QStringList{"--side-fill-percent", "nan"}}) {
        const Run bad = cli(QStringList{QStringLiteral("route"), example, QStringLiteral("-o"), out} + option);
        QVERIFY2(bad.code == 2, qPrintable(option.join(QLatin1Char(' '))));
        QVERIFY2(bad.err.contains(option.first()), qPrintable(bad.err));
        QVERIFY(!QFile::exists(out));
    }
}

void TstRouteCommand::optionsAreSavedWithTheDesign() {
    QTemporaryDir dir;
    const QString example = test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json");
    const QString plain = dir.filePath(QStringLiteral("plain.json"));
    const QString longer = dir.filePath(QStringLiteral("longer.json"));
    QCOMPARE(cli({QStringLiteral("route"), example, QStringLiteral("-o"), plain}).code, 0);
    const Run r = cli({QStringLiteral("route"), example, QStringLiteral("--slack-mm"), QStringLiteral("450"),
                       QStringLiteral("--side-fill-percent"), QStringLiteral("40"), QStringLiteral("-o"), longer});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const auto base = DesignFile::open(plain);
    const auto design = DesignFile::open(longer);
    QCOMPARE(base->routingSettings(), RoutingSettings());
    QCOMPARE(design->routingSettings().slackPerEndMm, 450.0);
    QCOMPARE(design->routingSettings().sideChannelFillLimit, 0.4);
    // 150 mm more slack at each end: every pulled cable is 300 mm longer.
    for (int i = 0; i < design->cables().size(); ++i) {
        const Cable& before = base->cables()[i];
        const Cable& after = design->cables()[i];
        if (!before.routeLengthMm || *before.routeLengthMm == 0) continue;  // NVLink spine: nothing to pull
        QVERIFY(std::abs(*after.routeLengthMm - *before.routeLengthMm - 300) < 1e-6);
    }
    // Routed again without options, the file keeps its own policy.
    const QString again = dir.filePath(QStringLiteral("again.json"));
    QCOMPARE(cli({QStringLiteral("route"), longer, QStringLiteral("-o"), again}).code, 0);
    const auto second = DesignFile::open(again);
    QCOMPARE(second->routingSettings(), design->routingSettings());
    for (int i = 0; i < design->cables().size(); ++i) QVERIFY(design->cables()[i] == second->cables()[i]);
    // A share out of range is a usage error and writes nothing.
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    const Run refused = cli({QStringLiteral("route"), example, QStringLiteral("--side-fill-percent"),
                             QStringLiteral("0"), QStringLiteral("-o"), bad});
    QCOMPARE(refused.code, 2);
    QVERIFY2(refused.err.contains(QStringLiteral("--side-fill-percent expects a percentage")), qPrintable(refused.err));
    QVERIFY(!QFile::exists(bad));
}

void TstRouteCommand::missingFileFailsAndWritesNothing() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out.json"));
    const Run r = cli({QStringLiteral("route"), dir.filePath(QStringLiteral("nope.json")), QStringLiteral("-o"), out});
    QCOMPARE(r.code, 1);
    QVERIFY(!QFile::exists(out));
}

void TstRouteCommand::anIncompleteRoutingExitsOne() {
    // The example without its tray, and A03 moved 4 m down the room: racks
    // that are not side by side share no route, so A03's cables to the
    // others cannot be routed.
    QFile example(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(example.readAll()).object();
    const int trays = int(json[QStringLiteral("trays")].toArray().size());
    QCOMPARE(trays, 1);
    QJsonArray cables = json[QStringLiteral("cables")].toArray();
    for (QJsonValueRef c : cables) {
        QJsonObject cable = c.toObject();
        cable[QStringLiteral("trays")] = QJsonArray();
        c = cable;
    }
    json[QStringLiteral("cables")] = cables;
    json[QStringLiteral("trays")] = QJsonArray();
    QJsonArray racks = json[QStringLiteral("racks")].toArray();
    QJsonObject a03 = racks[2].toObject();
    QCOMPARE(a03[QStringLiteral("name")].toString(), QStringLiteral("A03"));
    a03[QStringLiteral("x_mm")] = 8000.0;
    racks[2] = a03;
    json[QStringLiteral("racks")] = racks;
    QTemporaryDir dir;
    const QString noTray = dir.filePath(QStringLiteral("no-tray.json"));
    QFile file(noTray);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(json).toJson());
    file.close();

    const QString out = dir.filePath(QStringLiteral("out.json"));
    const Run r = cli({QStringLiteral("route"), noTray, QStringLiteral("-o"), out});
    QCOMPARE(r.code, 1);
    // One line on stderr with the counts; the report names each cable on stdout.
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    const QRegularExpression summary(QStringLiteral("^supernode-designer: Routing is incomplete: (\\d+) cables could not "
                                                    "be routed\\.\n$"));
    const QRegularExpressionMatch m = summary.match(r.err);
    QVERIFY2(m.hasMatch(), qPrintable(r.err));
    const int unrouted = m.captured(1).toInt();
    QVERIFY(unrouted > 0);
    QVERIFY2(r.out.contains(QStringLiteral("Not routed or over full (%1):").arg(unrouted)), qPrintable(r.out));
    QCOMPARE(int(r.out.count(QStringLiteral("share no tray and are not side by side"))), unrouted);
    // Saved all the same: the routed cables are kept, the others have no length.
    const auto design = DesignFile::open(out);
    int withoutLength = 0;
    for (const Cable& c : design->cables()) withoutLength += c.orderedLengthMm ? 0 : 1;
    QCOMPARE(withoutLength, unrouted);
    QVERIFY(withoutLength < design->cables().size());

    // Cable managers filled past a tiny limit are a shortfall too.
    const Run full = cli({QStringLiteral("route"), example.fileName(), QStringLiteral("--side-fill-percent"),
                          QStringLiteral("0.01"), QStringLiteral("-o"), dir.filePath(QStringLiteral("full.json"))});
    QCOMPARE(full.code, 1);
    QVERIFY2(full.err.contains(QRegularExpression(QStringLiteral("Routing is incomplete: \\d+ rack cable managers? over "
                                                                 "the fill limit\\."))),
             qPrintable(full.err));
}

QTEST_GUILESS_MAIN(TstRouteCommand)
#include "tst_route_command.moc"
