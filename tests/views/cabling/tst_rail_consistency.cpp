// One rail definition: for every compute NIC port of every bundled example,
// the route filter, the rail-mix rule, the label selection, the NCCL XML,
// nccl-index.csv and rail-map.csv all give the RailMap's rail.
#include "exporters/common/cable_ends.h"
#include "exporters/labels/label_selection.h"
#include "exporters/nccl/nccl_export.h"
#include "model/analysis/rail_map.h"
#include "model/design/design.h"
#include "model/routing/route_geometry.h"
#include "model/rules/cabling/cabling_rules.h"
#include "model/rules/rule_context.h"
#include "model/store/design_file.h"
#include "tests/support/test_paths.h"

#include "tests/exporters/csv_reader.h"

#include <QDir>
#include <QRegularExpression>
#include <QtTest>

using namespace sn;

class TstRailConsistency : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyConsumerGivesTheSameRail_data() {
        QTest::addColumn<QString>("file");
        for (const QString& f : QDir(test::sourceDir() + QStringLiteral("/resources/examples"))
                                    .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(f)) << f;
    }

    void everyConsumerGivesTheSameRail() {
        QFETCH(QString, file);
        const auto d = DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/") + file);
        const RailMap map = RailMap::of(*d);
        // Expected, from the definition: the k-th compute port of a host's type is rail k when cabled to a switch.
        QHash<QString, int> expected;  // "host/port" → rail
        for (const Device& dev : d->devices()) {
            const DeviceType* t = d->typeOf(dev);
            if (!RailMap::isGpuHost(t)) continue;
            int k = 0;
            for (const PortSpec& p : t->ports()) {
                if (p.role != PortRole::Compute) continue;
                const auto c = d->connectionAt({dev.id, p.name});
                const Connection* conn = c ? d->connection(*c) : nullptr;
                const PortRef* far = conn ? (conn->a.device == dev.id ? &conn->b : &conn->a) : nullptr;
                const Device* other = far ? d->device(far->device) : nullptr;
                const bool toSwitch = other && d->typeOf(*other)->category == DeviceCategory::Switch &&
                                      conn->role == PortRole::Compute;
                expected.insert(dev.name + QLatin1Char('/') + p.name, toSwitch ? k : -1);
                ++k;
            }
        }
        QCOMPARE(int(map.ports().size()), int(expected.size()));
        for (const RailPort& p : map.ports()) QCOMPARE(p.rail, expected.value(p.host->name + QLatin1Char('/') + p.nicPort));

        // Route filter.
        const QHash<ConnectionId, int> routeRails = RouteGeometry::rails(*d);
        for (const RailPort& p : map.ports())
            if (p.connection) QCOMPARE(routeRails.value(*p.connection, -1), p.rail);

        // NCCL files: the index (per GPU), the rail map CSV (per port), the XML (per NIC).
        const auto files = NcclExport::build(*d);
        QHash<QString, QString> fromIndex, fromCsv, fromXml;  // "host/port" or "host/nic" → rail text
        QHash<QString, QString> portOfNic;                    // "host/nic" → "host/port"
        for (const NamedFile& f : files) {
            if (f.name == NcclExport::indexFileName())
                for (const QStringList& r : test::readCsv(f.bytes))
                    if (r[0] != u"host" && !r[6].isEmpty()) fromIndex.insert(r[0] + QLatin1Char('/') + r[6], r[7]);
            if (f.name == NcclExport::railMapFileName())
                for (const QStringList& r : test::readCsv(f.bytes))
                    if (r[0] != u"host") {
                        fromCsv.insert(r[0] + QLatin1Char('/') + r[3], r[4]);
                        portOfNic.insert(r[0] + QLatin1Char('/') + r[2], r[0] + QLatin1Char('/') + r[3]);
                    }
        }
        static const QRegularExpression net(QStringLiteral("<net name=\"([^\"]+)\"[^>]*?(?: rail=\"(\\d+)\")?/>"));
        for (const NamedFile& f : files) {
            if (!f.name.endsWith(QStringLiteral(".xml"))) continue;
            const QString host = f.name.chopped(4);
            for (auto it = net.globalMatch(QString::fromUtf8(f.bytes)); it.hasNext();) {
                const auto m = it.next();
                fromXml.insert(portOfNic.value(host + QLatin1Char('/') + m.captured(1)), m.captured(2));
            }
        }
        int nccl = 0;
        for (const RailPort& p : map.ports()) {
            const QString key = p.host->name + QLatin1Char('/') + p.nicPort;
            const QString rail = p.rail >= 0 ? QString::number(p.rail) : QString();
            QCOMPARE(fromCsv.value(key, QStringLiteral("missing")), rail);
            if (p.ncclNic < 0) continue;
            QCOMPARE(fromXml.value(key, QStringLiteral("missing")), rail);
            if (!p.gpus.empty()) QCOMPARE(fromIndex.value(key, QStringLiteral("missing")), rail);
            ++nccl;
        }
        QCOMPARE(nccl, int(fromXml.size()));

        // Labels: rail:N selects exactly the cables of the ports on rail N.
        for (const int r : map.rails()) {
            const LabelSelection s = LabelSelection::rail(r, *d);
            QSet<CableId> want, got;
            for (const RailPort& p : map.ports())
                if (p.rail == r) want.insert(*d->cableOf(*p.connection));
            for (const Cable& c : d->cables())
                if (s.includes(ResolvedCable::of(*d, c))) got.insert(c.id);
            QCOMPARE(got, want);
        }

        // Rail-mix rule: each finding names a rail and lists exactly that rail's cables.
        std::vector<Finding> findings;
        const RailMixRule rule;
        const QString key = rule.key();
        FindingSink sink(key, findings);
        rule.checkDesign(RuleContext(*d), sink);
        static const QRegularExpression railNo(QStringLiteral("^Rail (\\d+) \\("));
        for (const Finding& f : findings) {
            const auto m = railNo.match(f.message);
            QVERIFY2(m.hasMatch(), qPrintable(f.message));
            std::vector<ObjectRef> want;
            for (const RailPort& p : map.ports())
                if (p.rail == m.captured(1).toInt() && !d->cable(*d->cableOf(*p.connection))->typeId.isEmpty())
                    want.push_back(ObjectRef::of(*d->cableOf(*p.connection)));
            QCOMPARE(f.objects, want);
        }
    }
};

QTEST_GUILESS_MAIN(TstRailConsistency)
#include "tst_rail_consistency.moc"
