// The change order between two revisions of the liquid-row example, one
// change of every kind (revision_pair.h lists them and their figures).

#include "exporters/asbuilt/diff_report.h"
#include "exporters/labels/label_scheme.h"
#include "model/asbuilt/design_diff.h"

#include "tests/model/asbuilt/revision_pair.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace sn;

namespace {
QSet<QString> cableIds(const nlohmann::json& list) {
    QSet<QString> out;
    for (const auto& e : list) out.insert(QString::fromStdString(e["cable_id"].get<std::string>()));
    return out;
}
const nlohmann::json* entry(const nlohmann::json& list, const char* cable) {
    for (const auto& e : list)
        if (e["cable_id"] == cable) return &e;
    return nullptr;
}
QStringList changes(const nlohmann::json& e) {
    QStringList out;
    for (const auto& c : e["changes"]) out << QString::fromStdString(c.get<std::string>());
    return out;
}
}  // namespace

class TestDesignDiff : public QObject {
    Q_OBJECT
private slots:
    void sameRevisionHasNoChanges() {
        const test::RevisionPair pair = test::RevisionPair::liquidRow();
        QVERIFY(DesignDiff::between(*pair.older, *pair.older, DiffReport::labelText(LabelScheme())).isEmpty());
    }

    void everyKindOfChange() {
        const test::RevisionPair pair = test::RevisionPair::liquidRow();
        const DesignDiff diff = DesignDiff::between(*pair.older, *pair.newer, DiffReport::labelText(LabelScheme()));
        const nlohmann::json j = nlohmann::json::parse(DiffReport::json(diff).toStdString());

        const auto& devices = j["devices"];
        QCOMPARE(devices["added"].size(), size_t(1));
        QCOMPARE(devices["added"][0]["name"], "stor-a03");
        QCOMPARE(devices["added"][0]["to"]["u"], 30);
        QCOMPARE(devices["removed"].size(), size_t(1));
        QCOMPARE(devices["removed"][0]["name"], "gpu-a02-2");
        QCOMPARE(devices["moved"].size(), size_t(1));
        QCOMPARE(devices["moved"][0]["name"], "mgmt-a03");
        QCOMPARE(devices["moved"][0]["from"]["u"], 42);
        QCOMPARE(devices["moved"][0]["to"]["u"], 44);
        QCOMPARE(devices["changed"].size(), size_t(1));
        QCOMPARE(devices["changed"][0]["old_name"], "cdu-a03");

        const auto& cables = j["cables"];
        QCOMPARE(cableIds(cables["added"]), QSet<QString>{QStringLiteral("C00081")});
        // gpu-a02-2's cables: 8 compute + 6 PSU + 2 coolant + 1 BMC = 17.
        QCOMPARE(cables["removed"].size(), size_t(17));
        QVERIFY(entry(cables["removed"], "C00052"));  // its OSFP1 cable
        // Changed: C00001–C00005, and the cables of the moved mgmt-a03 still
        // there: 6 OOB − gpu-a02-2's removed one + 2 PSU cords (C00075, C00076) = 7; 5 + 7 = 12.
        QCOMPARE(cables["changed"].size(), size_t(12));
        QCOMPARE(changes(*entry(cables["changed"], "C00075")), QStringList{"label"});
        QCOMPARE(changes(*entry(cables["changed"], "C00001")), QStringList{"type"});
        QCOMPARE((*entry(cables["changed"], "C00001"))["to"]["type"], "aoc-400g-osfp");
        QCOMPARE(changes(*entry(cables["changed"], "C00002")), QStringList{"length"});
        QCOMPARE((*entry(cables["changed"], "C00002"))["to"]["ordered_length_m"], 7.0);
        QCOMPARE(changes(*entry(cables["changed"], "C00003")), QStringList{"route"});
        QCOMPARE(changes(*entry(cables["changed"], "C00004A")), QStringList{"label"});
        // A new leaf port prints a new label too.
        QCOMPARE(changes(*entry(cables["changed"], "C00005")), (QStringList{"ends", "label"}));

        // Labels to reprint: C00081 (new), C00004A, C00005 and mgmt-a03's 7 = 10.
        QCOMPARE(diff.relabelled().size(), 10);

        const QString text = DiffReport::text(diff);
        QVERIFY2(text.contains(QStringLiteral("device moved    mgmt-a03 from A03 U42 to A03 U44")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("cables: 1 to pull, 17 to remove, 12 changed.")));
    }
};

QTEST_GUILESS_MAIN(TestDesignDiff)
#include "tst_design_diff.moc"
