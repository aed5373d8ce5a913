#include "design/design.h"
#include "io/design_file.h"
#include "support/test_paths.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

/// `supernode-designer route FILE [-o OUT]`, run as a user would.
class TstRouteCommand : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void routesTheExampleAndSaves();
    void badOptionIsAUsageError();
    void missingFileFailsAndWritesNothing();
};

namespace {

struct Run {
    int code = -1;
    QString out, err;
};

Run cli(const QStringList& args) {
    QProcess p;
    p.start(test::cliPath(), args);
    p.waitForFinished(60000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

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
}

void TstRouteCommand::missingFileFailsAndWritesNothing() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out.json"));
    const Run r = cli({QStringLiteral("route"), dir.filePath(QStringLiteral("nope.json")), QStringLiteral("-o"), out});
    QCOMPARE(r.code, 1);
    QVERIFY(!QFile::exists(out));
}

QTEST_GUILESS_MAIN(TstRouteCommand)
#include "tst_route_command.moc"
