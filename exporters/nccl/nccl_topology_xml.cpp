#include "exporters/nccl/nccl_topology_xml.h"

#include "model/analysis/rail_map.h"
#include "model/catalog/device_type.h"

namespace sn {

namespace {

// The bus id NCCL itself writes for an NVSwitch it cannot see (VMs, GB200).
const char* const kInvisibleNvswitch = "fffffff:ff:ff.0";

class Writer {
public:
    Writer(const DeviceType& type, const std::vector<const RailPort*>& nics, const NcclXmlOptions& options)
        : m_topo(type.nccl), m_nics(nics), m_options(options) {}

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
    static QString hex(int v) { return QStringLiteral("0x%1").arg(v, 4, 16, QLatin1Char('0')); }
    /// NCCL's dump order: busid, class, the four ids, link speed and width.
    static QString pci(const QString& busId, const char* pciClass, const NcclPciIds& ids, const QString& speed,
                       int width) {
        return QStringLiteral("pci") + attr("busid", busId) + attr("class", QLatin1String(pciClass)) +
               attr("vendor", hex(ids.vendor)) + attr("device", hex(ids.device)) +
               attr("subsystem_vendor", hex(ids.subsystemVendor)) +
               attr("subsystem_device", hex(ids.subsystemDevice)) + attr("link_speed", speed) +
               attr("link_width", QString::number(width));
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
            open(pci(sw.busId, "0x060400", m_topo.switchIds, sw.linkSpeed, sw.linkWidth));
            children(sw.busId, cpu);
            close(QStringLiteral("pci"));
        }
        for (const NcclGpu& gpu : m_topo.gpus) {
            if (!under(gpu.parent, gpu.cpu)) continue;
            open(pci(gpu.busId, "0x030200", m_topo.gpuIds, gpu.linkSpeed, gpu.linkWidth));
            gpuElement(gpu);
            close(QStringLiteral("pci"));
        }
        for (size_t i = 0; i < m_topo.nics.size(); ++i) {
            const NcclNic& nic = m_topo.nics[i];
            if (!under(nic.parent, nic.cpu)) continue;
            const QByteArray cls = nic.pciClass.isEmpty() ? QByteArray("0x020700") : nic.pciClass.toLatin1();
            open(pci(nic.busId, cls.constData(), m_topo.nicIds, nic.linkSpeed, nic.linkWidth));
            open(QStringLiteral("nic"));
            line(QLatin1Char('<') + netTag(nic, i < m_nics.size() ? m_nics[i] : nullptr) + QStringLiteral("/>"));
            close(QStringLiteral("nic"));
            close(QStringLiteral("pci"));
        }
    }

    void gpuElement(const NcclGpu& gpu) {
        const QString tag = QStringLiteral("gpu") + attr("dev", QString::number(gpu.dev)) +
                            attr("sm", QString::number(gpu.sm)) + attr("gdr", QStringLiteral("1"));
        QStringList subs;
        const NcclNvlink& nv = m_topo.nvlink;
        if (m_options.explicitNvlink && nv.kind == NcclNvlinkKind::Nvswitch && nv.linksPerGpu > 0) {
            // Every NVSwitch link joins NCCL's one shared NVS node, so one entry
            // with the GPU's whole link count says it all.
            subs << QStringLiteral("<nvlink") + attr("target", QLatin1String(kInvisibleNvswitch)) +
                        attr("count", QString::number(nv.linksPerGpu)) + attr("tclass", QStringLiteral("0x068000")) +
                        QStringLiteral("/>");
        } else if (m_options.explicitNvlink && nv.kind == NcclNvlinkKind::Direct && nv.linksPerGpu > 0 && m_topo.gpus.size() > 1) {
            // Fully connected: the links split evenly over the peers, written on both ends.
            const int perPeer = nv.linksPerGpu / int(m_topo.gpus.size() - 1);
            for (const NcclGpu& peer : m_topo.gpus)
                if (peer.busId != gpu.busId && perPeer > 0)
                    subs << QStringLiteral("<nvlink") + attr("target", peer.busId) +
                                attr("count", QString::number(perPeer)) + attr("tclass", QStringLiteral("0x030200")) +
                                QStringLiteral("/>");
        }
        // The C2C link ties a Grace–Blackwell GPU to its CPU (topo.cc 905-956):
        // without it the GPU–NIC path is PHB and NCCL turns GPUDirect RDMA off.
        if (m_topo.c2c.count > 0)
            subs << QStringLiteral("<c2c") + attr("bw", QString::number(m_topo.c2c.bwMbps)) +
                        attr("count", QString::number(m_topo.c2c.count)) + QStringLiteral("/>");
        if (subs.isEmpty()) {
            line(QLatin1Char('<') + tag + QStringLiteral("/>"));
            return;
        }
        open(tag);
        for (const QString& s : subs) line(s);
        close(QStringLiteral("gpu"));
    }

    static QString netTag(const NcclNic& nic, const RailPort* port) {
        QString tag = QStringLiteral("net") + attr("name", nic.name) + attr("speed", QString::number(nic.speedMbps)) +
                      attr("port", QStringLiteral("1")) + attr("gdr", QStringLiteral("1"));
        if (port && port->rail >= 0) tag += attr("rail", QString::number(port->rail));
        return tag;
    }

    const NcclTopology& m_topo;
    const std::vector<const RailPort*>& m_nics;
    const NcclXmlOptions& m_options;
    QString m_out;
    int m_depth = 0;
};

}  // namespace

QByteArray NcclTopologyXml::write(const DeviceType& type, const std::vector<const RailPort*>& nics,
                                  const NcclXmlOptions& options) {
    return Writer(type, nics, options).run();
}

}  // namespace sn
