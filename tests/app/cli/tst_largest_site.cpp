#include "tests/support/cli_run.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

/// The 65 536-GPU target, run as a user would: `new`, `route`, `validate`.
/// Every cable routes within its medium's reach (the spine and core links
/// past DR4's 100 m on 2 km FR4 between twin-port cages, every coolant
/// pipe within the 60 m the catalog sells), no tray is over its fill
/// limit, and the rules find no error. The site is four data halls
/// round a network room.
class TstLargestSite : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sixtyFiveThousandGpusRouteAndValidate();
};

void TstLargestSite::sixtyFiveThousandGpusRouteAndValidate() {
    QTemporaryDir dir;
    const QString plan = dir.filePath(QStringLiteral("site.supernode"));
    const QString routed = dir.filePath(QStringLiteral("routed.supernode"));

    const sn::test::CliRun made = sn::test::runCli(
        {QStringLiteral("new"), plan, QStringLiteral("--gpus"), QStringLiteral("65536")}, 600000);
    QVERIFY2(made.code == 0, qPrintable(made.err));
    // Rows stop where the row-end CDUs' pipes stop: 6 SUs of 10 racks (48 m), not 9.
    QVERIFY2(made.out.contains(QStringLiteral("Rows hold 6 scalable units (48.0 m of racks), not the 9")),
             qPrintable(made.out));

    // A site, not one hall: 2 048 compute racks at their 60 kW budgets carry
    // 122.9 MW, 2.86 MW for each of the 43 SU rows; a hall of 31.875 MW
    // (25 000 H100 GPUs at 10.2 kW per 8) takes 11 rows: 4 data halls, the
    // network room after the second.
    QVERIFY2(made.out.contains(QStringLiteral("Site: 4 data halls of up to 11 SU rows, the spine and core switches in "
                                              "a network room between data halls 2 and 3: one hall would carry "
                                              "122.9 MW, more than the 31.9 MW")),
             qPrintable(made.out));

    const sn::test::CliRun route =
        sn::test::runCli({QStringLiteral("route"), plan, QStringLiteral("-o"), routed}, 600000);
    QVERIFY2(route.code == 0, qPrintable(route.err + route.out.left(2000)));
    const QRegularExpressionMatch all =
        QRegularExpression(QStringLiteral("Routed (\\d+) of (\\d+) cables")).match(route.out);
    QVERIFY2(all.hasMatch(), qPrintable(route.out.left(2000)));
    QCOMPARE(all.captured(1), all.captured(2));
    QVERIFY(all.captured(2).toInt() > 370000);
    QVERIFY(!route.out.contains(QStringLiteral("Not routed or over full")));

    const sn::test::CliRun check =
        sn::test::runCli({QStringLiteral("validate"), routed, QStringLiteral("--json")}, 600000);
    const QJsonObject report = QJsonDocument::fromJson(check.out.toUtf8()).object();
    QVERIFY2(report.contains(QStringLiteral("errors")), qPrintable(check.err));
    QStringList first;
    for (const QJsonValue f : report[QStringLiteral("findings")].toArray())
        if (f[QStringLiteral("severity")].toString() == u"error" && first.size() < 5)
            first << f[QStringLiteral("message")].toString();
    QVERIFY2(report[QStringLiteral("errors")].toInt() == 0, qPrintable(first.join(u'\n')));
    QCOMPARE(check.code, 0);
}

QTEST_GUILESS_MAIN(TstLargestSite)
#include "tst_largest_site.moc"
