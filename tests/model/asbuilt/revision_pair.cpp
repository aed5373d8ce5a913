#include "tests/model/asbuilt/revision_pair.h"

#include "model/store/design_file.h"
#include "tests/support/test_paths.h"

namespace sn::test {

namespace {
const Device& named(const Design& d, const QString& name) {
    for (const Device& dev : d.devices())
        if (dev.name == name) return dev;
    qFatal("no device %s", qPrintable(name));
}
Cable labelled(const Design& d, const QString& label) {
    for (const Cable& c : d.cables())
        if (c.label == label) return c;
    qFatal("no cable %s", qPrintable(label));
}
}  // namespace

RevisionPair RevisionPair::liquidRow() {
    const QString path = sourceDir() + QStringLiteral("/resources/examples/liquid-row.json");
    RevisionPair pair{DesignFile::open(path), DesignFile::open(path)};
    Design& d = *pair.newer;

    Device mgmt = named(d, QStringLiteral("mgmt-a03"));
    mgmt.placement.u = 44;
    d.replace(mgmt);

    Device storage;
    storage.id = DeviceId::fromName(u"stor-a03");
    storage.typeId = QStringLiteral("storage-node");
    storage.name = QStringLiteral("stor-a03");
    storage.placement = mgmt.placement;
    storage.placement.u = 30;
    d.insert(d.devices().size(), storage);

    const DeviceId gone = named(d, QStringLiteral("gpu-a02-2")).id;
    for (const ConnectionId& c : d.connectionsOf(gone)) {
        if (const auto cable = d.cableOf(c)) d.take(*cable);
        d.take(c);
    }
    d.take(gone);

    Device cdu = named(d, QStringLiteral("cdu-a03"));
    cdu.name = QStringLiteral("cdu-a03-b");
    d.replace(cdu);

    Connection bmc;
    bmc.id = ConnectionId::fromName(u"stor-a03 BMC");
    bmc.a = {storage.id, QStringLiteral("BMC")};
    bmc.b = {mgmt.id, QStringLiteral("swp20")};
    bmc.role = PortRole::Oob;
    d.insert(d.connections().size(), bmc);
    Cable added;
    added.id = CableId::fromName(u"C00081");
    added.connection = bmc.id;
    added.typeId = QStringLiteral("utp-cat6");
    added.label = QStringLiteral("C00081");
    d.insert(d.cables().size(), added);

    Cable c1 = labelled(d, QStringLiteral("C00001"));
    c1.typeId = QStringLiteral("aoc-400g-osfp");
    d.replace(c1);
    Cable c2 = labelled(d, QStringLiteral("C00002"));
    c2.orderedLengthMm = 7000;
    d.replace(c2);
    Cable c3 = labelled(d, QStringLiteral("C00003"));
    c3.trays = {d.trays()[0].id};
    d.replace(c3);
    Cable c4 = labelled(d, QStringLiteral("C00004"));
    c4.label = QStringLiteral("C00004A");
    d.replace(c4);
    Connection c5 = *d.connection(labelled(d, QStringLiteral("C00005")).connection);
    c5.b.port = QStringLiteral("P20/1");
    d.replace(c5);
    return pair;
}

}  // namespace sn::test
