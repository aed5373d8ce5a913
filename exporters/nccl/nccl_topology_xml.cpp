#include "nccl/nccl_topology_xml.h"

#include "catalog/device_type.h"
#include "nccl/nccl_rails.h"

#include <QCryptographicHash>

namespace sn {

namespace {

// The bus id NCCL itself writes for an NVSwitch it cannot see (VMs, GB200).
const char* const kInvisibleNvswitch = "fffffff:ff:ff.0";

class Writer {
public:
    explicit Writer(const HostRails& host) : m_host(host), m_topo(host.type->nccl) {}

    QByteArray run() {
        open(QStringLiteral("system version=\"1\""));
        for (const NcclCpu& cpu : m_topo.cpus) {
            QString tag = QStringLiteral("cpu numaid=\"%1\"").arg(cpu.numaId);
            if (!cpu.affinity.isEmpty()) tag += attr("affinity", cpu.affinity);
            tag += attr("arch", cpu.arch);
            if (!cpu.vendor.isEmpty()) tag += attr("vendor", cpu.vendor);
            tag += attr("familyid", QString::number(cpu.familyId)) + attr("modelid", QString::number(cpu.modelId));
            open(tag);
            children(QString(), cpu.numaId);
            close(QStringLiteral("cpu"));
        }
        close(QStringLiteral("system"));
        return m_out.toUtf8();
    }

private:
    static QString attr(const char* name, const QString& value) {
        return QStringLiteral(" %1=\"%2\"").arg(QLatin1String(name), value);
    }
    static QString pci(const QString& busId, const char* pciClass, const QString& speed, int width) {
        return QStringLiteral("pci") + attr("busid", busId) + attr("class", QLatin1String(pciClass)) +
               attr("link_speed", speed) + attr("link_width", QString::number(width));
    }
    void line(const QString& text) { m_out += QString(m_depth * 2, QLatin1Char(' ')) + text + QLatin1Char('\n'); }
    void open(const QString& tag) {
        line(QLatin1Char('<') + tag + QLatin1Char('>'));
        ++m_depth;
    }
    void close(const QString& name) {
        --m_depth;
        line(QStringLiteral("</") + name + QLatin1Char('>'));
    }

    /// Switches, GPUs and NICs whose parent is `parent` (empty: directly under CPU `cpu`).
    void children(const QString& parent, int cpu) {
        auto under = [&](const QString& p, int c) { return p == parent && (!parent.isEmpty() || c == cpu); };
        for (const NcclPcieSwitch& sw : m_topo.pcieSwitches) {
            if (!under(sw.parent, sw.cpu)) continue;
            open(pci(sw.busId, "0x060400", sw.linkSpeed, sw.linkWidth));
            children(sw.busId, cpu);
            close(QStringLiteral("pci"));
        }
        for (const NcclGpu& gpu : m_topo.gpus) {
            if (!under(gpu.parent, gpu.cpu)) continue;
            open(pci(gpu.busId, "0x030200", gpu.linkSpeed, gpu.linkWidth));
            gpuElement(gpu);
            close(QStringLiteral("pci"));
        }
        for (size_t i = 0; i < m_topo.nics.size(); ++i) {
            const NcclNic& nic = m_topo.nics[i];
            if (!under(nic.parent, nic.cpu)) continue;
            const QByteArray cls = nic.pciClass.isEmpty() ? QByteArray("0x020700") : nic.pciClass.toLatin1();
            open(pci(nic.busId, cls.constData(), nic.linkSpeed, nic.linkWidth));
            open(QStringLiteral("nic"));
            line(QLatin1Char('<') + netTag(nic, m_host.nics[i]) + QStringLiteral("/>"));
            close(QStringLiteral("nic"));
            close(QStringLiteral("pci"));
        }
    }

    void gpuElement(const NcclGpu& gpu) {
        const QString tag = QStringLiteral("gpu") + attr("dev", QString::number(gpu.dev)) +
                            attr("sm", QString::number(gpu.sm)) + attr("gdr", QStringLiteral("1"));
        const NcclNvlink& nv = m_topo.nvlink;
        if (nv.kind == u"nvswitch" && nv.linksPerGpu > 0) {
            open(tag);
            // Every NVSwitch link joins NCCL's one shared NVS node, so one entry
            // with the GPU's whole link count says it all.
            line(QStringLiteral("<nvlink") + attr("target", QLatin1String(kInvisibleNvswitch)) +
                 attr("count", QString::number(nv.linksPerGpu)) + attr("tclass", QStringLiteral("0x068000")) +
                 QStringLiteral("/>"));
            close(QStringLiteral("gpu"));
        } else if (nv.kind == u"direct" && nv.linksPerGpu > 0 && m_topo.gpus.size() > 1) {
            // Fully connected: the links split evenly over the peers, written on both ends.
            const int perPeer = nv.linksPerGpu / int(m_topo.gpus.size() - 1);
            open(tag);
            for (const NcclGpu& peer : m_topo.gpus)
                if (peer.busId != gpu.busId && perPeer > 0)
                    line(QStringLiteral("<nvlink") + attr("target", peer.busId) +
                         attr("count", QString::number(perPeer)) + attr("tclass", QStringLiteral("0x030200")) +
                         QStringLiteral("/>"));
            close(QStringLiteral("gpu"));
        } else {
            line(QLatin1Char('<') + tag + QStringLiteral("/>"));
        }
    }

    QString netTag(const NcclNic& nic, const NicLink& link) const {
        // A stable guid per host and NIC, so repeated exports are byte-identical.
        const QByteArray digest = QCryptographicHash::hash(
            (m_host.host->id.toString() + QLatin1Char('/') + nic.name).toUtf8(), QCryptographicHash::Sha1);
        const QString guid = QStringLiteral("0x") + QString::fromLatin1(digest.left(8).toHex());
        QString tag = QStringLiteral("net") + attr("name", nic.name) + attr("speed", QString::number(nic.speedMbps)) +
                      attr("port", QStringLiteral("1")) + attr("guid", guid) + attr("gdr", QStringLiteral("1"));
        if (link.rail >= 0) tag += attr("rail", QString::number(link.rail));
        return tag;
    }

    const HostRails& m_host;
    const NcclTopology& m_topo;
    QString m_out;
    int m_depth = 0;
};

}  // namespace

QByteArray NcclTopologyXml::write(const HostRails& host) { return Writer(host).run(); }

}  // namespace sn
