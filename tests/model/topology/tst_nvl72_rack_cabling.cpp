// An NVL72 (MGX) rack's rear vertical cable managers were filled
// past 50 % by coolant hoses and busbar cords that a GB200 rack does not
// have: its trays blind-mate to the rear manifolds and bus bar, and their
// network ports (ConnectX-7 OSFP, BlueField-3, BMC) face the front, the
// rear being NVLink cartridges, bus bar and manifolds (DGX GB200 user
// guide, hardware.html). Routed, the bundled NVL72 design keeps every
// cable manager within its limit.
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/topology/supernode_wizard.h"

#include <QtTest>

using namespace sn;

class TstNvl72RackCabling : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void traysBlindMateAndCableFromTheFront();
};

void TstNvl72RackCabling::traysBlindMateAndCableFromTheFront() {
    WizardParams p;
    p.gpus = 576;  // the bundled NVL72 example: 8 domains
    p.serverTypeId = QStringLiteral("nvl72-compute-tray");
    auto d = SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    const RoutingResult routed = CableRouter(*d).routeAll();
    // Before: 16 rear managers at 53.9–62.2 % of their cross-section.
    QVERIFY2(routed.overFullChannels.empty(),
             qPrintable(routed.overFullChannels.empty() ? QString() : routed.overFullChannels.front().message));
    EditResult edit = ApplyRoutesCommand::create(*d, routed);
    QVERIFY2(edit, qPrintable(edit.error));
    d->undoStack().push(edit.command.release());

    // Per domain: 18 compute trays and 9 switch trays, each with a supply
    // QD and a return QD: 27 × 2 = 54 blind-mate links. Their bus bar clips
    // ride the rack's busbar, which the shelves feed: no link at all.
    int blindMate = 0, frontCompute = 0;
    for (const Cable& cable : d->cables()) {
        const Connection* c = d->connection(cable.connection);
        QVERIFY(c);
        const PortSpec* a = d->portSpec(c->a);
        const PortSpec* b = d->portSpec(c->b);
        QVERIFY(a && b);
        if (a->blindMate || b->blindMate) {
            ++blindMate;
            QVERIFY2(cable.typeId.startsWith(QLatin1String("blind-mate-")), qPrintable(cable.typeId));
            // Part of the rack: nothing ordered, no cable manager used.
            QCOMPARE(cable.orderedLengthMm.value_or(-1), 0.0);
            QVERIFY(cable.routed);
            QCOMPARE(cable.routed->columnA, -1);
            continue;
        }
        // A tray's compute port leaves from the front: its end's column is a
        // front one (0 or 1).
        const Device* da = d->device(c->a.device);
        const bool trayAtA = da && da->typeId == p.serverTypeId;
        const PortSpec* tray = trayAtA ? a : b;
        if (c->role == PortRole::Compute && tray->role == PortRole::Compute &&
            d->device(trayAtA ? c->a.device : c->b.device)->typeId == p.serverTypeId) {
            QCOMPARE(tray->face, Face::Front);
            QVERIFY(cable.routed);
            const int column = trayAtA ? cable.routed->columnA : cable.routed->columnB;
            QVERIFY2(column == 0 || column == 1, qPrintable(QString::number(column)));
            ++frontCompute;
        }
    }
    QCOMPARE(blindMate, 8 * 54);
    QCOMPARE(frontCompute, 8 * 18 * 4);  // 4 OSFP compute ports per tray
}

QTEST_GUILESS_MAIN(TstNvl72RackCabling)
#include "tst_nvl72_rack_cabling.moc"
