#include "model/catalog/catalog_json_nccl.h"

#include <QStringList>

#include <array>

namespace sn::catalog_json {

namespace {

std::string s(const QString& q) { return q.toStdString(); }

/// "0x15b3:0x1021" (vendor:device) or "0x10de:0x2330:0x10de:0x16c1" (with the subsystem ids).
NcclPciIds readPciIds(const JsonReader& in, const char* key) {
    const QString text = in.str(key, {});
    if (text.isEmpty()) return {};
    const QStringList parts = text.split(QLatin1Char(':'));
    std::array<int, 4> v{};
    bool ok = parts.size() == 2 || parts.size() == 4;
    for (qsizetype i = 0; ok && i < parts.size(); ++i) {
        ok = parts[i].startsWith(QLatin1String("0x")) && parts[i].size() <= 6;
        v[size_t(i)] = ok ? parts[i].mid(2).toInt(&ok, 16) : 0;
    }
    if (!ok) in.fail(key, JsonReader::tr("expected vendor:device ids such as 0x15b3:0x1021"));
    return {v[0], v[1], v[2], v[3]};
}

QString pciIdsText(const NcclPciIds& ids) {
    auto hex = [](int v) { return QStringLiteral("0x%1").arg(v, 4, 16, QLatin1Char('0')); };
    QString out = hex(ids.vendor) + QLatin1Char(':') + hex(ids.device);
    if (ids.subsystemVendor || ids.subsystemDevice)
        out += QLatin1Char(':') + hex(ids.subsystemVendor) + QLatin1Char(':') + hex(ids.subsystemDevice);
    return out;
}

}  // namespace

NcclTopology readNccl(const JsonReader& in) {
    NcclTopology t;
    if (auto cpus = in.optField("cpus")) {
        for (std::size_t i = 0; i < cpus->size(); ++i) {
            const JsonReader c = cpus->at(i);
            t.cpus.push_back({c.integer("numaid"), c.str("arch"), c.str("vendor", {}),
                              c.str("affinity", {}), c.integer("familyid", 0), c.integer("modelid", 0)});
        }
    }
    QSet<QString> switches;
    if (auto sw = in.optField("pcie_switches")) {
        for (std::size_t i = 0; i < sw->size(); ++i) {
            const JsonReader c = sw->at(i);
            NcclPcieSwitch p{c.str("busid"), c.integer("cpu", 0), c.str("parent", {}),
                             c.str("link_speed"), c.integer("link_width", 16)};
            if (!p.parent.isEmpty() && !switches.contains(p.parent))
                c.fail("parent", JsonReader::tr("no PCIe switch \"%1\" listed before this one").arg(p.parent));
            switches.insert(p.busId);
            t.pcieSwitches.push_back(std::move(p));
        }
    }
    auto checkParent = [&](const JsonReader& c, const QString& parent) {
        if (!parent.isEmpty() && !switches.contains(parent))
            c.fail("parent", JsonReader::tr("no PCIe switch \"%1\"").arg(parent));
    };
    if (auto gpus = in.optField("gpus")) {
        for (std::size_t i = 0; i < gpus->size(); ++i) {
            const JsonReader c = gpus->at(i);
            NcclGpu g{c.integer("dev"), c.str("busid"), c.str("parent", {}), c.integer("cpu", 0),
                      c.integer("sm"), c.str("link_speed"), c.integer("link_width", 16)};
            checkParent(c, g.parent);
            t.gpus.push_back(std::move(g));
        }
    }
    if (auto nics = in.optField("nics")) {
        for (std::size_t i = 0; i < nics->size(); ++i) {
            const JsonReader c = nics->at(i);
            NcclNic n{c.str("name"), c.str("busid"), c.str("parent", {}), c.integer("cpu", 0),
                      c.str("port", {}), c.str("class", QStringLiteral("0x020700")),
                      c.int64("speed_mbps", 0), c.str("link_speed"), c.integer("link_width", 16)};
            checkParent(c, n.parent);
            t.nics.push_back(std::move(n));
        }
    }
    if (auto c2c = in.optField("c2c")) t.c2c = {c2c->integer("bw"), c2c->integer("count")};
    if (auto ids = in.optField("pci_ids")) {
        t.gpuIds = readPciIds(*ids, "gpu");
        t.nicIds = readPciIds(*ids, "nic");
        t.switchIds = readPciIds(*ids, "pcie_switch");
    }
    if (auto nv = in.optField("nvlink")) {
        t.nvlink.kind = nv->enumValue("kind", kNcclNvlinkKindNames, NcclNvlinkKind::None);
        t.nvlink.linksPerGpu = nv->integer("links_per_gpu", 0);
        t.nvlink.nvswitches = nv->integer("nvswitches", 0);
    }
    return t;
}

Json writeNccl(const NcclTopology& t) {
    Json j;
    j["cpus"] = Json::array();
    for (const auto& c : t.cpus)
        j["cpus"].push_back({{"numaid", c.numaId}, {"arch", s(c.arch)}, {"vendor", s(c.vendor)},
                             {"familyid", c.familyId}, {"modelid", c.modelId}, {"affinity", s(c.affinity)}});
    j["pcie_switches"] = Json::array();
    for (const auto& p : t.pcieSwitches)
        j["pcie_switches"].push_back({{"busid", s(p.busId)}, {"cpu", p.cpu}, {"parent", s(p.parent)},
                                      {"link_speed", s(p.linkSpeed)}, {"link_width", p.linkWidth}});
    j["gpus"] = Json::array();
    for (const auto& g : t.gpus)
        j["gpus"].push_back({{"dev", g.dev}, {"busid", s(g.busId)}, {"parent", s(g.parent)},
                             {"cpu", g.cpu}, {"sm", g.sm}, {"link_speed", s(g.linkSpeed)},
                             {"link_width", g.linkWidth}});
    j["nics"] = Json::array();
    for (const auto& n : t.nics)
        j["nics"].push_back({{"name", s(n.name)}, {"busid", s(n.busId)}, {"parent", s(n.parent)},
                             {"cpu", n.cpu}, {"port", s(n.port)}, {"class", s(n.pciClass)},
                             {"speed_mbps", n.speedMbps}, {"link_speed", s(n.linkSpeed)},
                             {"link_width", n.linkWidth}});
    j["nvlink"] = {{"kind", s(kNcclNvlinkKindNames.name(t.nvlink.kind))}, {"links_per_gpu", t.nvlink.linksPerGpu},
                   {"nvswitches", t.nvlink.nvswitches}};
    if (t.c2c.count > 0) j["c2c"] = {{"bw", t.c2c.bwMbps}, {"count", t.c2c.count}};
    const NcclPciIds none;
    if (t.gpuIds != none || t.nicIds != none || t.switchIds != none) {
        Json ids = Json::object();
        if (t.gpuIds != none) ids["gpu"] = s(pciIdsText(t.gpuIds));
        if (t.nicIds != none) ids["nic"] = s(pciIdsText(t.nicIds));
        if (t.switchIds != none) ids["pcie_switch"] = s(pciIdsText(t.switchIds));
        j["pci_ids"] = ids;
    }
    return j;
}

}  // namespace sn::catalog_json
