#include "exporters/rules/design_report_writer.h"
#include "model/analysis/rack_load.h"
#include "model/netbox/edit_device_type_command.h"
#include "model/netbox/netbox_importer.h"
#include "model/rules/design_report.h"
#include "model/rules/rule_context.h"
#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"
#include "tests/support/test_paths.h"

#include <QtTest>

using namespace sn;
using namespace sn::test;

namespace {
const QString kH100Liquid = QStringLiteral("hgx-h100-8gpu-liquid");  // 10 200 W max, 8 670 W typical, 80 % liquid
const QString kQm9700 = QStringLiteral("netbox-nvidia-qm9700");       // no draw, no coolant data, 1 U
const QString kQm8700 = QStringLiteral("netbox-mellanox-qm8700");     // 2 × 1100 W max, no allocated draw
const QString kCdu = QStringLiteral("netbox-supermicro-lcs-scdu-250l4001");  // 4 U, CDU spec unknown

QString sample(const QString& rel) {
    return sharedDir() + QStringLiteral("/data/netbox-device-types/") + rel;
}

/// A builder whose design catalog holds the imported NetBox samples, as the
/// editor's does once the user catalog is merged in.
DesignBuilder withImports() {
    DesignBuilder b;
    // Callers stop first (SN_SKIP_WITHOUT_SHARED) when tests/data/shared lacks the samples.
    Catalog catalog = b.design().catalog();
    for (const QString& file : {QStringLiteral("Nvidia/QM9700.yaml"), QStringLiteral("Mellanox/qm8700.yml"),
                                QStringLiteral("Supermicro/LCS-SCDU-250L4001.yml")})
        catalog.put(NetboxImporter::importFile(sample(file)).type);
    b.design().setCatalog(std::move(catalog));
    b.room(10000, 8000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 1000, 1000);
    return b;
}

QStringList objectsOf(const Finding& f) {
    QStringList out;
    for (const ObjectRef& r : f.objects) out << r.id.toString(QUuid::WithoutBraces);
    return out;
}
}  // namespace

/// Figures NetBox does not give are reported by the rules as
/// unknown, and rack totals that leave them out are marked incomplete.
class TstRulesUnknown : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void unknownDrawIsAWarningAndTotalsAreIncomplete();
    void unknownTypicalDrawUsesTheMaximum();
    void unknownCduCapacity();
    void completingTheFiguresClearsTheFindings();
    void builtInDesignHasNoUnknownFindings();
};

void TstRulesUnknown::unknownDrawIsAWarningAndTotalsAreIncomplete() {
    SN_SKIP_WITHOUT_SHARED("data/netbox-device-types");
    auto design = withImports()
                      .device(kH100Liquid, QStringLiteral("R1"), 1, QStringLiteral("srv1"))
                      .device(kQm9700, QStringLiteral("R1"), 20, QStringLiteral("sw1"))
                      .device(kQm9700, QStringLiteral("R1"), 21, QStringLiteral("sw2"))
                      .build();
    const auto findings = findingsOf(*design);
    const Finding* draw = only(findings, QStringLiteral("power.unknown-draw"));
    QVERIFY(draw);
    QCOMPARE(draw->severity, Severity::Warning);
    QCOMPARE(draw->measured, 2.0);  // two switches left out of the totals
    QCOMPARE(draw->message, QStringLiteral("Power draw of Nvidia QM9700 is unknown — rack totals exclude its 2 "
                                           "device(s)."));
    QCOMPARE(objectsOf(*draw), (QStringList{DesignBuilder::deviceId(QStringLiteral("sw1")).toString(),
                                            DesignBuilder::deviceId(QStringLiteral("sw2")).toString(),
                                            DesignBuilder::rackId(QStringLiteral("R1")).toString()}));
    // Coolant: the liquid share is unknown (warning); so is the inlet limit, a note while the
    // type is not known to take coolant.
    const auto cooling = withPrefix(findings, QStringLiteral("cooling.unknown-coolant"));
    QCOMPARE(keysOf(cooling), (QStringList{QStringLiteral("info:cooling.unknown-coolant"),
                                           QStringLiteral("warning:cooling.unknown-coolant")}));

    // The rack's sums hold the server only: 10 200 W max, 8 670 W typical, liquid 0.8 × 10 200 = 8 160 W.
    const RuleContext context(*design);
    const RackLoad load = context.rackLoad(*design->rack(DesignBuilder::rackId(QStringLiteral("R1"))));
    QCOMPARE(load.maxW, 10200.0);
    QCOMPARE(load.typicalW, 8670.0);
    QCOMPARE(load.liquidHeatW, 8160.0);
    QCOMPARE(load.unknownDrawDevices, 2);
    QCOMPARE(load.unknownCoolantDevices, 2);
    QVERIFY(load.incomplete());
    const DesignReport report = DesignReport::of(*design);
    QCOMPARE(report.racks.size(), size_t(1));
    QVERIFY(report.racks[0].incomplete());
    QCOMPARE(report.racks[0].unknownDrawDevices, 2);
    const QString text = DesignReportWriter::text(report);
    QVERIFY2(text.contains(QLatin1String("    incomplete: power draw unknown for 2 device(s), liquid-cooled share "
                                         "unknown for 2\n")),
             qPrintable(text));
    QVERIFY(DesignReportWriter::json(report).contains("\"unknown_draw_devices\": 2"));
}

void TstRulesUnknown::unknownTypicalDrawUsesTheMaximum() {
    SN_SKIP_WITHOUT_SHARED("data/netbox-device-types");
    auto design = withImports()
                      .device(kH100Liquid, QStringLiteral("R1"), 1, QStringLiteral("srv1"))
                      .device(kQm8700, QStringLiteral("R1"), 20, QStringLiteral("ib1"))
                      .build();
    const auto findings = findingsOf(*design);
    QVERIFY(withPrefix(findings, QStringLiteral("power.unknown-draw")).size() == 1);
    const Finding* typical = only(findings, QStringLiteral("power.unknown-draw"));
    QVERIFY(typical);
    QCOMPARE(typical->severity, Severity::Info);
    QCOMPARE(typical->message, QStringLiteral("Typical draw of Mellanox QM8700 is unknown — rack totals count its 1 "
                                              "device(s) at the maximum, 2.2 kW each."));
    // Typical: 8 670 (server) + 2 200 (the switch's maximum standing in) = 10 870 W; max 10 200 + 2 200 = 12 400 W.
    const RuleContext context(*design);
    const RackLoad load = context.rackLoad(*design->rack(DesignBuilder::rackId(QStringLiteral("R1"))));
    QCOMPARE(load.typicalW, 10870.0);
    QCOMPARE(load.maxW, 12400.0);
    QCOMPARE(load.unknownDrawDevices, 0);
    QCOMPARE(load.unknownCoolantDevices, 1);  // the switch's liquid share is still unknown
}

void TstRulesUnknown::unknownCduCapacity() {
    SN_SKIP_WITHOUT_SHARED("data/netbox-device-types");
    auto design = withImports().device(kCdu, QStringLiteral("R1"), 1, QStringLiteral("cdu1")).build();
    const auto findings = findingsOf(*design);
    const auto cooling = withPrefix(findings, QStringLiteral("cooling.unknown-coolant"));
    QStringList messages;
    for (const Finding& f : cooling) messages << f.message;
    QVERIFY2(messages.contains(QStringLiteral("Capacity of Supermicro LCS-SCDU-250L4001 is unknown — the heat and "
                                              "flow of loops on its 1 CDU(s) are not checked.")),
             qPrintable(messages.join(QLatin1Char('\n'))));
}

void TstRulesUnknown::completingTheFiguresClearsTheFindings() {
    SN_SKIP_WITHOUT_SHARED("data/netbox-device-types");
    auto design = withImports().device(kQm9700, QStringLiteral("R1"), 20, QStringLiteral("sw1")).build();
    const auto before = findingsOf(*design);
    QVERIFY(only(before, QStringLiteral("power.unknown-draw")));
    // The user completes the QM9700's figures, each edit one undo step.
    DeviceType t = *design->catalog().device(kQm9700);
    for (const auto& [figure, value] : {std::pair{TypeFigure::MaxPowerW, 1720.0},
                                        {TypeFigure::TypicalPowerW, 1000.0},
                                        {TypeFigure::LiquidFraction, 0.0},
                                        {TypeFigure::MaxCoolantInletC, 35.0}})
        QVERIFY(t.setNumber(figure, value));
    EditResult edit = EditDeviceTypeCommand::make(*design, t);
    QVERIFY2(edit, qPrintable(edit.error));
    design->undoStack().push(edit.command.release());
    auto findings = findingsOf(*design);
    QVERIFY(withPrefix(findings, QStringLiteral("power.unknown-draw")).empty());
    QVERIFY(withPrefix(findings, QStringLiteral("cooling.unknown-coolant")).empty());
    const RuleContext context(*design);
    const RackLoad load = context.rackLoad(*design->rack(DesignBuilder::rackId(QStringLiteral("R1"))));
    QVERIFY(!load.incomplete());
    QCOMPARE(load.maxW, 1720.0);
    design->undoStack().undo();
    const auto undone = findingsOf(*design);
    QVERIFY(only(undone, QStringLiteral("power.unknown-draw")));
}

void TstRulesUnknown::builtInDesignHasNoUnknownFindings() {
    auto design = DesignBuilder()
                      .room(10000, 8000)
                      .row(QStringLiteral("A"))
                      .rack(QStringLiteral("R1"), 1000, 1000)
                      .device(kH100Liquid, QStringLiteral("R1"), 1, QStringLiteral("srv1"))
                      .build();
    const auto findings = findingsOf(*design);
    QVERIFY(withPrefix(findings, QStringLiteral("power.unknown-draw")).empty());
    QVERIFY(withPrefix(findings, QStringLiteral("cooling.unknown-coolant")).empty());
}

QTEST_GUILESS_MAIN(TstRulesUnknown)
#include "tst_rules_unknown.moc"
