// EPANET 2.2 input files (point 6): the reader on the shared
// reference loop, write → read round trips, malformed files refused with one
// line each, unsafe names written safely, and the real EPANET 2.2 engine
// (epanet-js, OWA-EPANET compiled to WebAssembly) solving what we write to
// the same flows as the original file.
#include "model/core/sn_error.h"
#include "model/hydraulics/hydraulic_network.h"
#include "model/hydraulics/inp_ids.h"
#include "model/hydraulics/inp_reader.h"
#include "model/hydraulics/inp_writer.h"
#include "tests/support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <optional>

using namespace sn;
using namespace sn::hyd;

namespace {

const char* const kRefLoop = "data/hydraulics/ref-loop.inp";

QString refLoopPath() {
    return test::sharedDir() + QLatin1String("/") + QLatin1String(kRefLoop);
}

bool near(double a, double b, double rel) {
    return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b));
}

/// Identical, object by object and matched by id (an INP file lists
/// junctions before reservoirs and pipes before pumps before valves), but for
/// the last bits of figures the file holds in another form (viscosity
/// relative to EPANET's water, pump curves as points, power laws as sampled
/// curves): 1e-12 relative. Empty when identical, else the first difference.
QString difference(const HydraulicNetwork& a, const HydraulicNetwork& b) {
    const double tol = 1e-12;
    if (a.title != b.title) return QStringLiteral("title %1 vs %2").arg(a.title, b.title);
    if (a.fluid.specificGravity != b.fluid.specificGravity) return QStringLiteral("specific gravity");
    if (!near(a.fluid.kinematicViscosityM2s, b.fluid.kinematicViscosityM2s, tol))
        return QStringLiteral("viscosity");
    if (a.nodes.size() != b.nodes.size() || a.links.size() != b.links.size()) return QStringLiteral("counts");
    for (const Node& x : a.nodes) {
        const int i = b.nodeIndex(x.id);
        if (i < 0 || b.nodes[std::size_t(i)] != x) return QStringLiteral("node %1").arg(x.id);
    }
    for (const Link& x : a.links) {
        const int i = b.linkIndex(x.id);
        if (i < 0) return QStringLiteral("no link %1").arg(x.id);
        Link y = b.links[std::size_t(i)];
        if (!near(x.curve.shutoffHeadM, y.curve.shutoffHeadM, tol) ||
            !near(x.curve.coefficient, y.curve.coefficient, tol) ||
            !near(x.curve.exponent, y.curve.exponent, tol) || !near(x.exponent, y.exponent, tol))
            return QStringLiteral("link %1: curve or exponent").arg(x.id);
        if (b.nodes[std::size_t(y.from)].id != a.nodes[std::size_t(x.from)].id ||
            b.nodes[std::size_t(y.to)].id != a.nodes[std::size_t(x.to)].id)
            return QStringLiteral("link %1: nodes").arg(x.id);
        y.curve = x.curve;
        y.exponent = x.exponent;
        y.from = x.from;
        y.to = x.to;
        if (x != y) return QStringLiteral("link %1").arg(x.id);
    }
    return {};
}

/// A network of every kind of link, with closed ones, a pump at part speed,
/// demands and elevations: what the reference loop does not exercise.
HydraulicNetwork handNetwork() {
    HydraulicNetwork n;
    n.title = QStringLiteral("Hand loop, PG25 at 40 °C");
    n.fluid = Fluid{1.02, 2.1e-6};
    n.nodes = {Node{QStringLiteral("TANK"), 3.5, 0, 3.5}, Node{QStringLiteral("J1"), 0.25, 0, {}},
               Node{QStringLiteral("J2"), 1.5, 12.5, {}}, Node{QStringLiteral("J3"), 1.5, -12.5, {}},
               Node{QStringLiteral("J4"), 0, 0, {}}};
    Link pump;
    pump.id = QStringLiteral("PU1");
    pump.kind = LinkKind::Pump;
    pump.from = 0;
    pump.to = 1;
    pump.curve = PumpCurve{42.0, 3.0e-4, 1.9};
    pump.speed = 0.85;
    Link pipe;
    pipe.id = QStringLiteral("P1");
    pipe.from = 1;
    pipe.to = 2;
    pipe.lengthM = 12.25;
    pipe.diameterMm = 52.5;
    pipe.roughnessMm = 0.0015;
    pipe.minorLossK = 2.3;
    Link closedPipe = pipe;
    closedPipe.id = QStringLiteral("P2");
    closedPipe.from = 2;
    closedPipe.to = 4;
    closedPipe.open = false;
    Link valve;
    valve.id = QStringLiteral("V1");
    valve.kind = LinkKind::Throttle;
    valve.from = 2;
    valve.to = 3;
    valve.diameterMm = 32;
    valve.minorLossK = 17.5;
    Link closedValve = valve;
    closedValve.id = QStringLiteral("V2");
    closedValve.from = 3;
    closedValve.to = 4;
    closedValve.open = false;
    Link plate;
    plate.id = QStringLiteral("COLDPLATE");
    plate.kind = LinkKind::PowerLaw;
    plate.from = 3;
    plate.to = 0;
    plate.diameterMm = 12.7;
    plate.refFlowLpm = 10;
    plate.refHeadLossM = 5.1;  // 50 kPa at 10 L/min with PG25 (OCP OAI), as metres of fluid
    plate.exponent = 1.85;
    Link stopped = pump;
    stopped.id = QStringLiteral("PU2");
    stopped.open = false;
    stopped.speed = 1.0;
    n.links = {pump, pipe, closedPipe, valve, closedValve, plate, stopped};
    return n;
}

/// handNetwork() with names no INP file can hold as they are.
HydraulicNetwork unsafeNetwork() {
    HydraulicNetwork n = handNetwork();
    n.title = QStringLiteral("Loop; with\n[END]\nin its title");
    n.nodes[1].id = QStringLiteral("rack A01; supply\n[END]\nP9 X Y 1 1 1");
    n.nodes[2].id = QStringLiteral("rack A01 supply");
    n.nodes[3].id = QStringLiteral("rack A01;supply");  // the same safe form as node 2
    n.nodes[4].id = QStringLiteral("冷却回路");
    n.links[1].id = QString(40, u'x');
    n.links[2].id = QStringLiteral("p1");
    n.links[3].id = QStringLiteral("P1");  // one id with "p1" to an EPANET that ignores case
    n.links[4].id = QStringLiteral("\"quoted\"\ttab\\");
    return n;
}

}  // namespace

class TstInpFiles : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void pumpCurveThroughPoints();
    void readsReferenceLoop();
    void readsStatusAndUnits();
    void roundTripReferenceLoop();
    void roundTripEveryKind();
    void malformedFilesNameTheLine_data();
    void malformedFilesNameTheLine();
    void missingOptionsAreRefused();
    void oversizedFileIsRefused();
    void damagedFilesNeverCrash();
    void unsafeNamesAreWrittenSafely();
    void powerLawCurveKeepsItsTolerance();
    void epanetReproducesTheReadme_data();
    void epanetReproducesTheReadme();
    void epanetSolvesWhatWeWrite();
    void epanetSolvesPowerLawAsGpv();
    void epanetSolvesEveryKindUnderSafeIds();

private:
    /// Why EPANET cannot be run here; empty when it can.
    QString epanetMissing() const;
    std::optional<QJsonObject> solve(const QString& inpPath, const QStringList& extra = {}) const;
};

void TstInpFiles::pumpCurveThroughPoints() {
    // EPANET's fit through (0, 30), (400, 25), (800, 12):
    // c = ln((30−12)/(30−25))/ln(800/400) = ln 3.6/ln 2 = 1.280934/0.693147 = 1.847997,
    // b = (30−25)/400^c = 5/64357.45 = 7.769109e-5.
    const auto c = PumpCurve::throughPoints(30, 400, 25, 800, 12);
    QVERIFY(c);
    QCOMPARE(c->shutoffHeadM, 30.0);
    QVERIFY(near(c->exponent, 1.847997, 1e-6));
    QVERIFY(near(c->coefficient, 7.769109e-5, 1e-6));
    QVERIFY(near(c->headAt(400), 25, 1e-12));
    QVERIFY(near(c->headAt(800), 12, 1e-12));
    QCOMPARE(c->headAt(-5), 30.0);  // reverse flow: the check valve holds, shutoff head
    // EPANET's 1-point rule: (q1, h1) = (300, 20) → h0 = 1.33334·20 = 26.6668,
    // zero head at 600: c = ln(26.6668/6.6668)/ln 2 = ln 3.999940/ln 2 = 1.999978
    // (1.33334 is a rounded 4/3, so not quite 2).
    const auto one = PumpCurve::throughPoints(1.33334 * 20, 300, 20, 600, 0);
    QVERIFY(one);
    QVERIFY(near(one->exponent, 1.999978, 1e-6));
    // Rising or flat curves are refused as EPANET refuses them (error 227).
    QVERIFY(!PumpCurve::throughPoints(30, 400, 31, 800, 12));
    QVERIFY(!PumpCurve::throughPoints(30, 400, 25, 400, 12));
    QVERIFY(!PumpCurve::throughPoints(30, 400, 25, 800, std::nan("")));
}

void TstInpFiles::readsReferenceLoop() {
    SN_SKIP_WITHOUT_SHARED(kRefLoop);
    const HydraulicNetwork n = InpReader::readFile(refLoopPath());
    QCOMPARE(n.title,
             QStringLiteral(
                 "Reference coolant loop: two CDU pumps in parallel, direct-return headers, six racks"));
    // 26 junctions + 2 reservoirs; 25 pipes + 2 pumps + 6 TCVs.
    QCOMPARE(n.nodes.size(), std::size_t(28));
    QCOMPARE(n.links.size(), std::size_t(33));
    int pipes = 0, pumps = 0, throttles = 0, reservoirs = 0;
    for (const Link& l : n.links) {
        pipes += l.kind == LinkKind::Pipe;
        pumps += l.kind == LinkKind::Pump;
        throttles += l.kind == LinkKind::Throttle;
        QVERIFY2(l.open, qPrintable(l.id));
    }
    for (const Node& node : n.nodes) reservoirs += node.fixedHeadM.has_value();
    QCOMPARE(pipes, 25);
    QCOMPARE(pumps, 2);
    QCOMPARE(throttles, 6);
    QCOMPARE(reservoirs, 2);
    QCOMPARE(n.nodes[std::size_t(n.nodeIndex(QStringLiteral("RS")))].fixedHeadM, std::optional<double>(0.0));
    QCOMPARE(n.nodeIndex(QStringLiteral("nowhere")), -1);

    const Link& h01 = n.links[std::size_t(n.linkIndex(QStringLiteral("H01")))];
    QCOMPARE(h01.from, n.nodeIndex(QStringLiteral("S0")));
    QCOMPARE(h01.to, n.nodeIndex(QStringLiteral("S1")));
    QCOMPARE(h01.lengthM, 8.0);
    QCOMPARE(h01.diameterMm, 65.0);
    QCOMPARE(h01.roughnessMm, 0.015);
    QCOMPARE(h01.minorLossK, 1.5);
    const Link& k1 = n.links[std::size_t(n.linkIndex(QStringLiteral("K1")))];
    QCOMPARE(k1.kind, LinkKind::Throttle);
    QCOMPARE(k1.diameterMm, 40.0);
    QCOMPARE(k1.minorLossK, 250.0);

    // Curve C1 (0, 30), (400, 25), (800, 12): a = 30, c = 1.847997, b = 7.769109e-5 (above).
    const Link& cdu1 = n.links[std::size_t(n.linkIndex(QStringLiteral("CDU1")))];
    QCOMPARE(cdu1.kind, LinkKind::Pump);
    QCOMPARE(cdu1.curve.shutoffHeadM, 30.0);
    QVERIFY(near(cdu1.curve.exponent, 1.847997, 1e-6));
    QVERIFY(near(cdu1.curve.coefficient, 7.769109e-5, 1e-6));
    QCOMPARE(cdu1.speed, 1.0);

    // Specific Gravity 1.0215; Viscosity 1.43 is relative to EPANET's water,
    // 1.1e-5 ft²/s × 0.3048² = 1.021933e-6 m²/s: ν = 1.43 × 1.021933e-6 = 1.461365e-6 m²/s.
    QCOMPARE(n.fluid.specificGravity, 1.0215);
    QVERIFY(near(n.fluid.kinematicViscosityM2s, 1.461365e-6, 1e-6));
}

void TstInpFiles::readsStatusAndUnits() {
    // LPS: 0.5 L/s of demand is 0.5 × 1699/28.317 = 29.99965 L/min (EPANET's
    // factors through cfs). The pump curve's flows scale the same way.
    const QByteArray text = R"([JUNCTIONS]
A  1.5  0.5
B  0  0
[RESERVOIRS]
R  4
[PIPES]
P1  A  B  10  50  0.015  0  Closed
P2  R  A  10  50  0.015  0.5
P3  B  R  10  50  0.015  Closed
[PUMPS]
PU  R  B  HEAD C  SPEED 0.9
PV  R  B  HEAD C
[VALVES]
T1  A  B  40  TCV  120  3.5
T2  A  B  40  TCV  120  3.5
G1  A  B  40  GPV  GC  0
[CURVES]
C  5  20
GC  0  0
GC  1  2
GC  2  8
[STATUS]
P1  Open
T1  Open
T2  80
PU  0.75
PV  Closed
G1  Closed
[OPTIONS]
Units  LPS
Headloss  D-W
Viscosity  0.000002
Trials  40
Unbalanced  Continue 10
[ENERGY]
Global Efficiency  75
[TIMES]
Duration  0:00
[REPORT]
Status  Yes
[DEMANDS]
;an empty section the EPANET editor writes: nothing to refuse
[COORDINATES]
A  10.5  20
[TAGS]
[END]
P1  this is after the end and never read
)";
    const HydraulicNetwork n = InpReader::parse(text, QStringLiteral("mem.inp"));
    QVERIFY(near(n.nodes[0].demandLpm, 0.5 * 1699.0 / 28.317, 1e-12));
    QCOMPARE(n.nodes[0].elevationM, 1.5);
    QCOMPARE(n.nodes[2].elevationM, 4.0);           // a reservoir's elevation is its head, as in EPANET
    QCOMPARE(n.fluid.kinematicViscosityM2s, 2e-6);  // ≤ 1e-3: the value itself
    const auto link = [&](const char* id) { return n.links[std::size_t(n.linkIndex(QLatin1String(id)))]; };
    QVERIFY(link("P1").open);  // [STATUS] Open overrides the column
    QCOMPARE(link("P2").minorLossK, 0.5);
    QVERIFY(!link("P3").open);
    QCOMPARE(link("PU").speed, 0.75);  // [STATUS] number = speed
    QVERIFY(link("PU").open);
    QVERIFY(!link("PV").open);
    QCOMPARE(link("T1").minorLossK, 3.5);  // fixed open: the minor-loss column is its K
    QCOMPARE(link("T2").minorLossK, 80.0);
    QVERIFY(!link("G1").open);
    // One point (5 L/s, 20 m): EPANET's 1.33334·20 = 26.6668 m at zero flow,
    // 0 m at 10 L/s; exponent ln(26.6668/6.6668)/ln 2 = 1.999978 whatever the units.
    QVERIFY(near(link("PU").curve.exponent, 1.999978, 1e-6));
    QVERIFY(near(link("PU").curve.headAt(5 * 1699.0 / 28.317), 20, 1e-9));
    // GPV curve (1, 2), (2, 8) L/s: h = 2·q² (q in L/s); the reference is the
    // first positive point (the middle of two, rounded down): 59.9993 L/min, 2 m, n = 2.
    QCOMPARE(link("G1").kind, LinkKind::PowerLaw);
    QVERIFY(near(link("G1").refFlowLpm, 1699.0 / 28.317, 1e-12));
    QCOMPARE(link("G1").refHeadLossM, 2.0);
    QVERIFY(near(link("G1").exponent, 2.0, 1e-12));
}

void TstInpFiles::roundTripReferenceLoop() {
    SN_SKIP_WITHOUT_SHARED(kRefLoop);
    const HydraulicNetwork n = InpReader::readFile(refLoopPath());
    const QByteArray written = InpWriter::write(n);
    const HydraulicNetwork back = InpReader::parse(written, QStringLiteral("written.inp"));
    QVERIFY2(difference(n, back).isEmpty(), qPrintable(difference(n, back)));
    // Deterministic: the same bytes twice; and what was read back writes a
    // file that reads back the same again (its pump points may differ in the
    // last digit, as the fitted curve does).
    QCOMPARE(InpWriter::write(n), written);
    const HydraulicNetwork again = InpReader::parse(InpWriter::write(back), QStringLiteral("again.inp"));
    QVERIFY2(difference(n, again).isEmpty(), qPrintable(difference(n, again)));
    QVERIFY(!written.mid(written.indexOf("[JUNCTIONS]")).contains(','));  // '.' decimals only
}

void TstInpFiles::roundTripEveryKind() {
    const HydraulicNetwork n = handNetwork();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hand.inp"));
    InpWriter::writeFile(n, path);
    const HydraulicNetwork back = InpReader::readFile(path);
    QVERIFY2(difference(n, back).isEmpty(), qPrintable(difference(n, back)));
    const Link& plate = back.links[std::size_t(back.linkIndex(QStringLiteral("COLDPLATE")))];
    QCOMPARE(plate.refFlowLpm, 10.0);  // the curve's middle point is the reference, exactly
    QCOMPARE(plate.refHeadLossM, 5.1);
    const QString text = QString::fromUtf8(InpWriter::write(n));
    QVERIFY(text.contains(QLatin1String("PU1  TANK  J1  HEAD  PU1  SPEED  0.85\n")));
    QVERIFY(text.contains(QLatin1String("\nP2  Closed\n")));
    QVERIFY(text.contains(QLatin1String("\nV2  Closed\n")));
    QVERIFY(text.contains(QLatin1String("V1  J2  J3  32  TCV  17.5  0\n")));
    QVERIFY(text.contains(QLatin1String("COLDPLATE  J3  TANK  12.7  GPV  COLDPLATE  0\n")));
    // ν = 2.1e-6 m²/s is 2.1e-6/1.02193344e-6 = 2.054929 times EPANET's water.
    QVERIFY(text.contains(QLatin1String("Viscosity  2.05492")));
    // The pump's three points: Qmax = (42/3e-4)^(1/1.9) = 140000^0.526316 = 511.079 L/min,
    // q1 = 255.540, h1 = 42·(1 − 2^−1.9) = 42·(1 − 0.267943) = 30.7464 m, zero head at 511.079.
    QVERIFY(text.contains(QLatin1String("\nPU1  0  42\nPU1  255.5397")));
    QVERIFY(text.contains(QLatin1String("  30.7463")));
    QVERIFY(text.contains(QLatin1String("\nPU1  511.079")));
}

void TstInpFiles::malformedFilesNameTheLine_data() {
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("replacement");
    QTest::addColumn<int>("expectedLine");
    QTest::addColumn<QString>("fragment");
    // Replaces one entry of the valid file's list in malformedFilesNameTheLine
    // (1-based) and expects the error on a line of the file (entries from 13 on
    // are two lines further down, as entry 12 holds three).
    QTest::addRow("bad number") << 7 << "P1  R  A  ten  50  0.015  0  Open" << 7 << "\"ten\" is not a number";
    QTest::addRow("nan") << 7 << "P1  R  A  nan  50  0.015  0  Open" << 7 << "not a finite number";
    QTest::addRow("infinite diameter")
        << 7 << "P1  R  A  10  inf  0.015  0  Open" << 7 << "not a finite number";
    QTest::addRow("huge exponent") << 7 << "P1  R  A  1e999  50  0.015  0  Open" << 7
                                   << "not a finite number";
    QTest::addRow("negative length") << 7 << "P1  R  A  -10  50  0.015  0  Open" << 7 << "greater than 0";
    QTest::addRow("zero diameter") << 7 << "P1  R  A  10  0  0.015  0  Open" << 7 << "greater than 0";
    QTest::addRow("absurd diameter") << 7 << "P1  R  A  10  1e6  0.015  0  Open" << 7 << "at most 10000";
    QTest::addRow("unknown node") << 8 << "P2  A  C  10  50  0.015" << 8 << "node C is not in";
    QTest::addRow("self loop") << 8 << "P2  A  A  10  50  0.015" << 8 << "to itself";
    QTest::addRow("unknown section") << 9 << "[PUMPZ]" << 9 << "unknown section [PUMPZ]";
    QTest::addRow("missing curve") << 10 << "PU  R  A  HEAD  C9" << 10 << "curve C9 is not in [CURVES]";
    QTest::addRow("duplicate node") << 3 << "A  0  0" << 3 << "node A is defined twice";
    QTest::addRow("duplicate link") << 8 << "P1  A  B  10  50  0.015" << 8 << "link P1 is defined twice";
    QTest::addRow("US units") << 14 << "Units  GPM" << 16 << "flow units GPM are not read";
    QTest::addRow("Hazen-Williams") << 15 << "Headloss  H-W" << 17 << "H-W is not read";
    QTest::addRow("check valve pipe") << 7 << "P1  R  A  10  50  0.015  0  CV" << 7 << "check-valve";
    QTest::addRow("multipoint pump curve")
        << 12 << "C1  0  30\nC1  1  29\nC1  2  25\nC1  3  12" << 10 << "has 4 points";
    QTest::addRow("falling x") << 12 << "C1  0  30\nC1  500  25\nC1  400  12" << 14 << "does not increase";
    QTest::addRow("rising pump curve") << 12 << "C1  0  10\nC1  400  25\nC1  800  12" << 10 << "error 227";
    QTest::addRow("id too long") << 2 << "A234567890123456789012345678901X  0  0" << 2 << "longer than 31";
    QTest::addRow("tank") << 5 << "R  10\n[TANKS]\nT1  0  1  0  2  10  0" << 7 << "[TANKS] is not read";
    QTest::addRow("status range") << 13 << "[STATUS]\nP1  P2  Closed\n[OPTIONS]" << 16 << "ranges";
    QTest::addRow("status unknown link")
        << 13 << "[STATUS]\nP9  Closed\n[OPTIONS]" << 16 << "link P9 is not in";
    QTest::addRow("demand pattern") << 3 << "B  0  1  PAT1" << 3 << "pattern PAT1";
    QTest::addRow("data before sections") << 1 << "A  0  0" << 1 << "before the first section";
    QTest::addRow("long line") << 3 << "B  0  0  " + QString(1100, u' ') + "; padding" << 3
                               << "longer than 1024";
    // (1, 1), (2, 4), (4, 9): the law through the ends and the middle point,
    // n = ln 9/ln 4 = 1.585, gives 4·0.5^1.585 = 1.33 at flow 1, not 1.
    QTest::addRow("GPV not a power law")
        << 10 << "[VALVES]\nG  A  B  40  GPV  GC\n[CURVES]\nGC  1  1\nGC  2  4\nGC  4  9" << 13
        << "not a power law";
    QTest::addRow("PRV") << 10 << "[VALVES]\nV  A  B  40  PRV  30" << 11 << "PRV valves are not read";
}

void TstInpFiles::malformedFilesNameTheLine() {
    QFETCH(int, line);
    QFETCH(QString, replacement);
    QFETCH(int, expectedLine);
    QFETCH(QString, fragment);
    // A valid file, its lines numbered from 1 (the one pump line is 10).
    QStringList lines = {
        QStringLiteral("[JUNCTIONS]"),                          // 1
        QStringLiteral("A  0  0"),                              // 2
        QStringLiteral("B  0  0"),                              // 3
        QStringLiteral("[RESERVOIRS]"),                         // 4
        QStringLiteral("R  10"),                                // 5
        QStringLiteral("[PIPES]"),                              // 6
        QStringLiteral("P1  R  A  10  50  0.015  0  Open"),     // 7
        QStringLiteral("P2  A  B  10  50  0.015  ; a note"),    // 8
        QStringLiteral("[PUMPS]"),                              // 9
        QStringLiteral("PU  B  R  HEAD  C1"),                   // 10
        QStringLiteral("[CURVES]"),                             // 11
        QStringLiteral("C1  0  30\nC1  400  25\nC1  800  12"),  // 12, file lines 12–14
        QStringLiteral("[OPTIONS]"),                            // 13, file line 15
        QStringLiteral("Units  LPM"),                           // 14, file line 16
        QStringLiteral("Headloss  D-W"),                        // 15, file line 17
    };
    QVERIFY(InpReader::parse(lines.join(u'\n').toUtf8(), QStringLiteral("mem.inp")).links.size() == 3);
    lines[line - 1] = replacement;
    try {
        InpReader::parse(lines.join(u'\n').toUtf8(), QStringLiteral("mem.inp"));
        QFAIL("no error");
    } catch (const UserError& e) {
        const QString prefix = QStringLiteral("mem.inp:%1: ").arg(expectedLine);
        QVERIFY2(e.message().startsWith(prefix), qPrintable(e.message()));
        QVERIFY2(e.message().contains(fragment), qPrintable(e.message()));
        QVERIFY2(!e.message().contains(u'\n'), qPrintable(e.message()));
    }
}

void TstInpFiles::missingOptionsAreRefused() {
    const QByteArray noUnits = "[RESERVOIRS]\nR  1\n[OPTIONS]\nHeadloss  D-W\n";
    QVERIFY_THROWS_EXCEPTION(UserError, InpReader::parse(noUnits, QStringLiteral("a.inp")));
    try {
        InpReader::parse(noUnits, QStringLiteral("a.inp"));
    } catch (const UserError& e) {
        QVERIFY2(e.message().startsWith(QLatin1String("a.inp: [OPTIONS] has no Units")),
                 qPrintable(e.message()));
    }
    try {
        InpReader::parse("[OPTIONS]\nUnits LPM\n", QStringLiteral("b.inp"));
        QFAIL("no error");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QLatin1String("Hazen-Williams")), qPrintable(e.message()));
    }
}

void TstInpFiles::oversizedFileIsRefused() {
    QTemporaryDir dir;
    QFile big(dir.filePath(QStringLiteral("big.inp")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    QVERIFY(big.resize(InpReader::kMaxFileBytes + 1));  // sparse: nothing is written
    big.close();
    try {
        InpReader::readFile(big.fileName());
        QFAIL("no error");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QLatin1String("64 MiB")), qPrintable(e.message()));
    }
    // A device reports no size: reading stops one byte past the cap.
    if (QFile::exists(QStringLiteral("/dev/zero")))
        QVERIFY_THROWS_EXCEPTION(UserError, InpReader::readFile(QStringLiteral("/dev/zero")));
    QVERIFY_THROWS_EXCEPTION(UserError, InpReader::readFile(dir.filePath(QStringLiteral("absent.inp"))));
}

void TstInpFiles::damagedFilesNeverCrash() {
    SN_SKIP_WITHOUT_SHARED(kRefLoop);
    QFile f(refLoopPath());
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray original = f.readAll();
    // 3000 files damaged at random (a fixed seed: the same files every run):
    // each reads or throws UserError, nothing else.
    QRandomGenerator random(48);
    const QByteArrayList pieces = {"nan",    "-1", "1e999", "0",        "[",        "[END]", ";",
                                   "\"",     "\n", "\t",    "HEAD",     "SPEED",    "GPV",   "TCV",
                                   "Closed", "C1", "S0",    "[STATUS]", "[CURVES]", "+",     "\r\n"};
    int read = 0, refused = 0;
    for (int i = 0; i < 3000; ++i) {
        QByteArray bytes = original;
        for (int edits = 1 + int(random.bounded(4)); edits > 0; --edits) {
            const qsizetype at = qsizetype(random.bounded(quint32(bytes.size())));
            switch (random.bounded(4)) {
                case 0:
                    bytes.remove(at, qsizetype(random.bounded(40)));
                    break;
                case 1:
                    bytes.insert(at, pieces[qsizetype(random.bounded(quint32(pieces.size())))]);
                    break;
                case 2:
                    bytes[at] = char(random.bounded(256));
                    break;
                default:
                    bytes.insert(at, bytes.mid(qsizetype(random.bounded(quint32(bytes.size()))), 60));
                    break;
            }
        }
        try {
            InpReader::parse(bytes, QStringLiteral("damaged.inp"));
            ++read;
        } catch (const UserError& e) {
            QVERIFY2(e.message().startsWith(QLatin1String("damaged.inp:")), qPrintable(e.message()));
            ++refused;
        }
    }
    QVERIFY(read > 0 && refused > 0);
}

void TstInpFiles::unsafeNamesAreWrittenSafely() {
    const HydraulicNetwork n = unsafeNetwork();
    const QByteArray bytes = InpWriter::write(n);
    const QString text = QString::fromUtf8(bytes);
    const InpIds ids = InpIds::forNetwork(n);
    // Unsafe characters become '_' and the result is cut to 31 characters:
    // "rack_A01__supply__END__P9_X_Y_1" is 8 + 8 + 6 + 8 + 1 = 31.
    QCOMPARE(ids.nodeIds[0], QStringLiteral("TANK"));
    QCOMPARE(ids.nodeIds[1], QStringLiteral("rack_A01__supply__END__P9_X_Y_1"));
    QCOMPARE(ids.nodeIds[2], QStringLiteral("rack_A01_supply"));
    QCOMPARE(ids.nodeIds[3], QStringLiteral("rack_A01_supply_2"));
    QCOMPARE(ids.nodeIds[4], QStringLiteral("____"));
    QCOMPARE(ids.linkIds[1], QString(31, u'x'));
    QCOMPARE(ids.linkIds[2], QStringLiteral("p1"));
    QCOMPARE(ids.linkIds[3], QStringLiteral("P1_2"));
    QCOMPARE(ids.linkIds[4], QStringLiteral("_quoted__tab_"));
    for (const QString& id : ids.nodeIds) QVERIFY2(InpIds::isPlainId(id), qPrintable(id));
    for (const QString& id : ids.linkIds) QVERIFY2(InpIds::isPlainId(id), qPrintable(id));
    // No name or title made a line or a section of its own; the names stay
    // in comments with their line breaks, tabs, quotes and backslashes escaped.
    const QStringList lines = text.split(u'\n');
    QCOMPARE(lines.count(QStringLiteral("[END]")), 1);
    QVERIFY(text.contains(QLatin1String("\nLoop, with [END] in its title\n")));
    QVERIFY(text.contains(QLatin1String(
        "\nrack_A01__supply__END__P9_X_Y_1  0.25  0  ;name \"rack A01; supply\\n[END]\\nP9 X Y 1 1 1\"\n")));
    QVERIFY(text.contains(QLatin1String(";name \"\"quoted\"\\ttab\\\\\"\n")));
    QVERIFY(text.contains(QStringLiteral(";name \"冷却回路\"")));
    for (const QString& l : lines) QVERIFY2(l.toUtf8().size() < 1024, qPrintable(l));
    // And it reads back under the safe ids.
    const HydraulicNetwork back = InpReader::parse(bytes, QStringLiteral("safe.inp"));
    QCOMPARE(back.title, QStringLiteral("Loop, with [END] in its title"));
    QCOMPARE(back.nodes.size(), n.nodes.size());
    // Junctions first, then reservoirs: TANK, the one fixed-head node, comes last.
    for (std::size_t i = 1; i < n.nodes.size(); ++i) QCOMPARE(back.nodes[i - 1].id, ids.nodeIds[i]);
    QCOMPARE(back.nodes.back().id, ids.nodeIds[0]);
    QCOMPARE(back.links.size(), n.links.size());
    for (const QString& id : ids.linkIds) QVERIFY2(back.linkIndex(id) >= 0, qPrintable(id));
}

void TstInpFiles::powerLawCurveKeepsItsTolerance() {
    for (const double n : {1.0, 1.5, 1.85, 2.0, 3.0}) {
        Link l;
        l.kind = LinkKind::PowerLaw;
        l.refFlowLpm = 10;
        l.refHeadLossM = 5.1;
        l.exponent = n;
        const auto points = InpWriter::powerLawCurve(l);
        QCOMPARE(points.front(), std::make_pair(0.0, 0.0));
        // EPANET's linear interpolation (curvecoeff) against the law, at
        // 4000 flows spread evenly in log from q_ref/20 to 20·q_ref.
        double worst = 0;
        for (int i = 0; i <= 4000; ++i) {
            const double q = 10 * std::exp(std::log(20.0) * (2.0 * i / 4000 - 1));
            std::size_t k = 1;
            while (k + 1 < points.size() && points[k].first < q) ++k;
            const auto& [x0, y0] = points[k - 1];
            const auto& [x1, y1] = points[k];
            const double interpolated = y0 + (y1 - y0) * (q - x0) / (x1 - x0);
            const double law = 5.1 * std::pow(q / 10, n);
            worst = std::max(worst, std::abs(interpolated - law) / law);
        }
        QVERIFY2(worst <= InpWriter::kCurveTolerance, qPrintable(QString::number(worst)));
        // n = 2: ρ = 20^(1/48) = 1.06441, chord error ((ρ−1)/(ρ+1))² = 0.000973 ≤ 0.001
        // where 47 segments a side would give 0.00101: 2·48 + 1 points and (0, 0).
        if (n == 2.0) QCOMPARE(points.size(), std::size_t(98));
        if (n == 1.0) QCOMPARE(points.size(), std::size_t(4));
    }
}

QString TstInpFiles::epanetMissing() const {
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
        return QStringLiteral("node is not on PATH (bash setup.sh test installs nodejs)");
    const QString dir = qEnvironmentVariable("SN_EPANET_JS");
    if (dir.isEmpty() || !QFile::exists(dir + QLatin1String("/node_modules/epanet-js/package.json")))
        return QStringLiteral(
                   "epanet-js is not installed in SN_EPANET_JS=%1 (bash setup.sh test installs it)")
            .arg(dir);
    return {};
}

std::optional<QJsonObject> TstInpFiles::solve(const QString& inpPath, const QStringList& extra) const {
    QProcess node;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("NODE_PATH"),
               qEnvironmentVariable("SN_EPANET_JS") + QLatin1String("/node_modules"));
    node.setProcessEnvironment(env);
    node.start(
        QStandardPaths::findExecutable(QStringLiteral("node")),
        QStringList{test::sourceDir() + QLatin1String("/tests/model/hydraulics/epanet_solve.js"), inpPath} +
            extra);
    if (!node.waitForFinished(120000) || node.exitStatus() != QProcess::NormalExit || node.exitCode() != 0) {
        qWarning().noquote() << "epanet_solve.js failed:" << node.readAllStandardError();
        return std::nullopt;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(node.readAllStandardOutput(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) return std::nullopt;
    return doc.object();
}

#define SN_NEED_EPANET() SN_CANNOT_RUN_IF(epanetMissing())

void TstInpFiles::epanetReproducesTheReadme_data() {
    QTest::addColumn<QString>("closed");
    QTest::addColumn<QList<double>>("flows");  // CDU1 CDU2 K1…K6, L/min
    QTest::addColumn<double>("headS0");
    QTest::addColumn<double>("lossK1");
    QTest::addColumn<double>("velocityBS1");
    // The table of tests/data/shared/data/hydraulics/README.md, as printed there.
    QTest::addRow("both CDUs running")
        << QString() << QList<double>{280.61, 280.61, 97.05, 94.78, 93.27, 92.37, 91.94, 91.81} << 27.403
        << 21.101 << 2.911;
    QTest::addRow("CDU2 closed") << QStringLiteral("CDU2")
                                 << QList<double>{505.42, 0.00, 87.45, 85.38, 83.99, 83.17, 82.77, 82.66}
                                 << 22.296 << 17.131 << 2.623;
    QTest::addRow("rack valve K3 closed")
        << QStringLiteral("K3") << QList<double>{243.00, 243.00, 99.77, 98.21, 0.00, 96.35, 95.90, 95.78}
        << 28.009 << 22.298 << 2.992;
}

void TstInpFiles::epanetReproducesTheReadme() {
    SN_SKIP_WITHOUT_SHARED(kRefLoop);
    SN_NEED_EPANET();
    QFETCH(QString, closed);
    QFETCH(QList<double>, flows);
    QFETCH(double, headS0);
    QFETCH(double, lossK1);
    QFETCH(double, velocityBS1);
    const auto result = solve(
        refLoopPath(), closed.isEmpty() ? QStringList() : QStringList{QStringLiteral("--close"), closed});
    QVERIFY(result);
    const QJsonObject links = (*result)[QLatin1String("links")].toObject();
    const QStringList ids = {"CDU1", "CDU2", "K1", "K2", "K3", "K4", "K5", "K6"};
    for (int i = 0; i < ids.size(); ++i) {
        const double flow = links[ids[i]].toObject()[QLatin1String("flow")].toDouble();
        QVERIFY2(std::abs(flow - flows[i]) <= 0.005,
                 qPrintable(QStringLiteral("%1: %2").arg(ids[i]).arg(flow)));
    }
    const double head = (*result)[QLatin1String("nodes")]
                            .toObject()[QLatin1String("S0")]
                            .toObject()[QLatin1String("head")]
                            .toDouble();
    QVERIFY2(std::abs(head - headS0) <= 0.0005, qPrintable(QString::number(head)));
    QVERIFY(std::abs(links[QLatin1String("K1")].toObject()[QLatin1String("headloss")].toDouble() - lossK1) <=
            0.0005);
    QVERIFY(std::abs(links[QLatin1String("BS1")].toObject()[QLatin1String("velocity")].toDouble() -
                     velocityBS1) <= 0.0005);
}

namespace {

/// Every link flow of `got` within 0.1 % of `want`'s (0.01 L/min where a
/// flow is zero), by the ids of `want`, mapped through `ids` to `got`'s.
QString flowsDiffer(const QJsonObject& want, const QJsonObject& got,
                    const QHash<QString, QString>& ids = {}) {
    const QJsonObject a = want[QLatin1String("links")].toObject(), b = got[QLatin1String("links")].toObject();
    if (a.size() != b.size()) return QStringLiteral("%1 links vs %2").arg(a.size()).arg(b.size());
    for (auto it = a.begin(); it != a.end(); ++it) {
        const QString other = ids.value(it.key(), it.key());
        if (!b.contains(other)) return QStringLiteral("no link %1").arg(other);
        const double x = it.value().toObject()[QLatin1String("flow")].toDouble();
        const double y = b[other].toObject()[QLatin1String("flow")].toDouble();
        if (std::abs(x - y) > std::max(0.001 * std::abs(x), 0.01))
            return QStringLiteral("%1: %2 vs %3 L/min").arg(it.key()).arg(x).arg(y);
    }
    return {};
}

}  // namespace

void TstInpFiles::epanetSolvesWhatWeWrite() {
    SN_SKIP_WITHOUT_SHARED(kRefLoop);
    SN_NEED_EPANET();
    const auto original = solve(refLoopPath());
    const auto originalCdu2Out = solve(refLoopPath(), {QStringLiteral("--close"), QStringLiteral("CDU2")});
    QVERIFY(original && originalCdu2Out);
    HydraulicNetwork n = InpReader::readFile(refLoopPath());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("written.inp"));
    InpWriter::writeFile(n, path);
    const auto written = solve(path);
    QVERIFY(written);
    QString why = flowsDiffer(*original, *written);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    // A stopped pump goes through [STATUS].
    n.links[std::size_t(n.linkIndex(QStringLiteral("CDU2")))].open = false;
    InpWriter::writeFile(n, path);
    const auto writtenCdu2Out = solve(path);
    QVERIFY(writtenCdu2Out);
    why = flowsDiffer(*originalCdu2Out, *writtenCdu2Out);
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TstInpFiles::epanetSolvesPowerLawAsGpv() {
    SN_SKIP_WITHOUT_SHARED(kRefLoop);
    SN_NEED_EPANET();
    const auto original = solve(refLoopPath());
    QVERIFY(original);
    // Racks 1 and 4's TCV (K 250 at 40 mm) as power laws with n = 2 and the
    // loss EPANET gives the TCV at 100 L/min: EPANET's Km = 0.02517·K/D⁴
    // (ft, cfs; 0.02517 = 8/(π²·32.2)) with 1699.0 L/min per cfs:
    // h = 0.3048 · 0.02517·250·(100/1699)² / (40/304.8)⁴ = 22.4012 m.
    const double href = 0.3048 * 0.02517 * 250 * std::pow(100 / 1699.0, 2) / std::pow(40 / 304.8, 4);
    QVERIFY(near(href, 22.4012, 1e-5));
    HydraulicNetwork n = InpReader::readFile(refLoopPath());
    for (const char* id : {"K1", "K4"}) {
        Link& l = n.links[std::size_t(n.linkIndex(QLatin1String(id)))];
        l.kind = LinkKind::PowerLaw;
        l.refFlowLpm = 100;
        l.refHeadLossM = href;
        l.exponent = 2;
        l.minorLossK = 0;
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("gpv.inp"));
    InpWriter::writeFile(n, path);
    QVERIFY(QString::fromUtf8(InpReader::parse(InpWriter::write(n), path).title.toUtf8()) == n.title);
    const auto gpv = solve(path);
    QVERIFY(gpv);
    const QString why = flowsDiffer(*original, *gpv);
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TstInpFiles::epanetSolvesEveryKindUnderSafeIds() {
    SN_NEED_EPANET();
    const HydraulicNetwork n = unsafeNetwork();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("unsafe.inp"));
    InpWriter::writeFile(n, path);
    const auto result = solve(path);
    QVERIFY(result);
    const InpIds ids = InpIds::forNetwork(n);
    const QJsonObject links = (*result)[QLatin1String("links")].toObject();
    const QJsonObject nodes = (*result)[QLatin1String("nodes")].toObject();
    QCOMPARE(links.size(), qsizetype(n.links.size()));
    QCOMPARE(nodes.size(), qsizetype(n.nodes.size()));
    for (const QString& id : ids.linkIds) QVERIFY2(links.contains(id), qPrintable(id));
    for (const QString& id : ids.nodeIds) QVERIFY2(nodes.contains(id), qPrintable(id));
    // EPANET's figures follow our laws: the pump (link 0) at speed s = 0.85
    // adds s²·a − b·s^(2−c)·q^c (the affinity laws, as EPANET's pumpcoeff),
    // and the power-law part (link 5, read from its GPV curve) loses
    // 5.1·(q/10)^1.85 m, within the curve's 0.1 %.
    const QJsonObject pump = links[ids.linkIds[0]].toObject();
    const double qp = pump[QLatin1String("flow")].toDouble();
    const PumpCurve& c = n.links[0].curve;
    const double s = 0.85;
    const double gain =
        s * s * c.shutoffHeadM - c.coefficient * std::pow(s, 2 - c.exponent) * std::pow(qp, c.exponent);
    QVERIFY(qp > 1);
    QVERIFY2(
        near(-pump[QLatin1String("headloss")].toDouble(), gain, 1e-4),
        qPrintable(QStringLiteral("%1 vs %2").arg(-pump[QLatin1String("headloss")].toDouble()).arg(gain)));
    const QJsonObject plate = links[ids.linkIds[5]].toObject();
    const double qg = plate[QLatin1String("flow")].toDouble();
    const double law = 5.1 * std::pow(qg / 10, 1.85);
    QVERIFY(qg > 0.5);
    QVERIFY2(near(plate[QLatin1String("headloss")].toDouble(), law, InpWriter::kCurveTolerance),
             qPrintable(QStringLiteral("%1 L/min: %2 vs %3 m")
                            .arg(qg)
                            .arg(plate[QLatin1String("headloss")].toDouble())
                            .arg(law)));
    // Closed links carry nothing.
    QCOMPARE(links[ids.linkIds[2]].toObject()[QLatin1String("flow")].toDouble(), 0.0);
    QCOMPARE(links[ids.linkIds[6]].toObject()[QLatin1String("flow")].toDouble(), 0.0);
}

QTEST_GUILESS_MAIN(TstInpFiles)
#include "tst_inp_files.moc"
