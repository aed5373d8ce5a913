// The Properties panel's module bays: a pick per bay among the
// modules that fit it, one undo step each, the PSU capacity shown.
#include "tests/support/module_bay_fixture.h"
#include "views/common/selection_model.h"
#include "views/properties/module_bays_section.h"
#include "views/properties/properties_panel.h"

#include <QComboBox>
#include <QtTest>

using namespace sn;

class TstModuleBaysSection : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        SN_SKIP_WITHOUT_SHARED("data/netbox-devicetype-library");
        QVERIFY(m_f.ok);
    }

    void fillTwoPsuBaysThroughUndo() {
        auto design = m_f.server();
        SelectionModel selection;
        PropertiesPanel panel(*design, selection);
        selection.setDevices({test::ModuleBayFixture::serverId()});
        panel.refresh();
        QCOMPARE(panel.currentPage(), int(PropertiesPanel::DevicePage));
        ModuleBaysSection* bays = panel.moduleBays();
        QVERIFY(!bays->isHidden());
        QComboBox* psu1 = bays->picker(QStringLiteral("PSU 1"));
        QComboBox* aiom = bays->picker(QStringLiteral("AIOM"));
        QVERIFY(psu1 && aiom);
        // A PSU bay offers "(empty)" and the catalog's PSUs, the AIOM bay no PSU.
        QVERIFY(psu1->findData(m_f.psuId) > 0);
        QCOMPARE(psu1->findData(m_f.nicId), -1);
        QCOMPARE(aiom->findData(m_f.psuId), -1);
        QVERIFY(aiom->findData(m_f.nicId) > 0);
        // The type states no draw of its own: until a PSU is in, it is unknown.
        QCOMPARE(bays->psuText(),
                 QStringLiteral("No PSU bay filled.\nIts draw stays unknown until a rated PSU fills a bay."));

        for (const QString& bay : {QStringLiteral("PSU 1"), QStringLiteral("PSU 2")}) {
            QComboBox* box = bays->picker(bay);
            box->setCurrentIndex(box->findData(m_f.psuId));
            Q_EMIT box->activated(box->currentIndex());
        }
        QCOMPARE(design->undoStack().count(), 2);
        QCOMPARE(design->device(test::ModuleBayFixture::serverId())->modules.size(), size_t(2));
        // 2 × 2 700 W in 1+1 → 2.70 kW.
        QVERIFY2(bays->psuText().contains(QStringLiteral("2 × 2700 W in 1+1 → 2.70 kW")), qPrintable(bays->psuText()));
        QVERIFY2(bays->psuText().endsWith(QStringLiteral("Its draw counts as 2.70 kW in the rack totals.")),
                 qPrintable(bays->psuText()));
        design->undoStack().undo();
        QCOMPARE(design->device(test::ModuleBayFixture::serverId())->modules.size(), size_t(1));
        QCOMPARE(bays->picker(QStringLiteral("PSU 2"))->currentData().toString(), QString());
        QCOMPARE(bays->picker(QStringLiteral("PSU 1"))->currentData().toString(), m_f.psuId);
    }

    void hiddenForATypeWithoutBays() {
        // A built-in HGX B200 has no module bays: the section stays hidden.
        test::DesignBuilder b;
        b.row(QStringLiteral("R1")).rack(QStringLiteral("R1-01"), 1000, 1000);
        b.device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("R1-01"), 10, QStringLiteral("hgx01"));
        auto design = b.build();
        SelectionModel selection;
        PropertiesPanel panel(*design, selection);
        selection.setDevices({test::DesignBuilder::deviceId(QStringLiteral("hgx01"))});
        panel.refresh();
        QCOMPARE(panel.currentPage(), int(PropertiesPanel::DevicePage));
        QVERIFY(panel.moduleBays()->isHidden());
    }

private:
    test::ModuleBayFixture m_f;
};

QTEST_MAIN(TstModuleBaysSection)
#include "tst_module_bays_section.moc"
