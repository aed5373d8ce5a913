#include "tests/model/asbuilt/ibsim_fabric.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QStandardPaths>
#include <QThread>

namespace sn::test {

IbsimFabric IbsimFabric::of(const ExpectedFabric& expected) {
    IbsimFabric f;
    QSet<QString> cabledSwitchNodes;
    for (const auto& [end, port] : expected.portOf.asKeyValueRange()) {
        Q_UNUSED(port);
        if (end.node.contains(QLatin1Char(' '))) {
            if (!f.hcas.contains(end.node)) f.hcas << end.node;
        } else if (!f.switches.contains(end.node)) {
            f.switches << end.node;
        }
    }
    f.switches.sort();
    f.hcas.sort();
    for (const ExpectedLink& l : expected.links) f.links.push_back({l.endA, l.endB});
    return f;
}

void IbsimFabric::removeLink(const LinkEnd& end) {
    std::erase_if(links, [&](const Link& l) { return l.a == end || l.b == end; });
}

void IbsimFabric::moveEnd(const LinkEnd& from, const LinkEnd& to) {
    for (Link& l : links) {
        if (l.a == from) l.a = to;
        else if (l.b == from) l.b = to;
    }
}

QByteArray IbsimFabric::netFile() const {
    QMap<QString, QMap<int, LinkEnd>> portsOf;
    for (const Link& l : links) {
        portsOf[l.a.node].insert(l.a.port.toInt(), l.b);
        portsOf[l.b.node].insert(l.b.port.toInt(), l.a);
    }
    QString out;
    auto node = [&](const QString& kind, int ports, const QString& name) {
        out += QStringLiteral("%1\t%2 \"%3\"\n").arg(kind).arg(ports).arg(name);
        for (const auto& [port, far] : portsOf.value(name).asKeyValueRange())
            out += QStringLiteral("[%1]\t\"%2\"[%3]\n").arg(port).arg(far.node, far.port);
        out += QLatin1Char('\n');
    };
    for (const QString& s : switches) node(QStringLiteral("Switch"), switchPorts, s);
    for (const QString& h : hcas) node(QStringLiteral("Hca"), 1, h);
    return out.toUtf8();
}

QByteArray runIbnetdiscover(const QString& netFile, QString& error) {
    const QString ibsim = QStandardPaths::findExecutable(QStringLiteral("ibsim"));
    const QString run = QStandardPaths::findExecutable(QStringLiteral("ibsim-run"));
    if (ibsim.isEmpty() || run.isEmpty() || QStandardPaths::findExecutable(QStringLiteral("ibnetdiscover")).isEmpty()) {
        error = QStringLiteral("ibsim, ibsim-run or ibnetdiscover not found: install ibsim-utils and infiniband-diags (setup.sh)");
        return {};
    }
    // A socket of our own, so tests running side by side do not share a fabric.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("IBSIM_SOCKNAME"), QStringLiteral("sn-test-%1").arg(QCoreApplication::applicationPid()));
    QProcess sim;
    sim.setProcessEnvironment(env);
    sim.setProcessChannelMode(QProcess::MergedChannels);
    sim.start(ibsim, {QStringLiteral("-n"), QStringLiteral("-s"), netFile});
    if (!sim.waitForStarted(5000)) {
        error = QStringLiteral("ibsim did not start");
        return {};
    }
    QByteArray simLog;
    QElapsedTimer t;
    t.start();
    while (!simLog.contains("simulator ready") && t.elapsed() < 10000 && sim.state() == QProcess::Running) {
        sim.waitForReadyRead(200);
        simLog += sim.readAll();
    }
    QByteArray output;
    if (!simLog.contains("simulator ready")) {
        error = QStringLiteral("ibsim did not come up: ") + QString::fromUtf8(simLog.right(400));
    } else {
        QProcess scan;
        scan.setProcessEnvironment(env);
        scan.start(run, {QStringLiteral("ibnetdiscover")});
        if (!scan.waitForFinished(60000) || scan.exitCode() != 0)
            error = QStringLiteral("ibnetdiscover failed: ") + QString::fromUtf8(scan.readAllStandardError().right(400));
        else
            output = scan.readAllStandardOutput();
    }
    sim.kill();
    sim.waitForFinished(5000);
    return output;
}

}  // namespace sn::test
