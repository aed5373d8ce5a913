#include "model/asbuilt/ib_port_numbering.h"

#include "model/catalog/device_type.h"

namespace sn {

namespace {
bool isDataPort(const PortSpec& p) {
    switch (p.role) {
    case PortRole::Oob: case PortRole::Console: case PortRole::Power: case PortRole::Coolant: case PortRole::NvLink:
        return false;
    default: return true;
    }
}
/// PCI class 0x0207xx is "network controller, InfiniBand" (PCI code and ID assignment spec, class 02h subclass 07h).
bool isInfiniband(const NcclNic& nic) { return nic.pciClass.startsWith(QLatin1String("0x0207")); }
}  // namespace

int IbPortNumbering::switchPort(const DeviceType& type, const QString& portName) {
    int number = 0;
    for (const PortSpec& p : type.ports()) {
        if (!isDataPort(p)) continue;
        ++number;
        if (p.name == portName) return number;
    }
    return 0;
}

QString IbPortNumbering::switchPortName(const DeviceType& type, int ibPort) {
    int number = 0;
    for (const PortSpec& p : type.ports())
        if (isDataPort(p) && ++number == ibPort) return p.name;
    return {};
}

QStringList IbPortNumbering::switchPorts(const DeviceType& type) {
    QStringList names;
    for (const PortSpec& p : type.ports())
        if (isDataPort(p)) names << p.name;
    return names;
}

const NcclNic* IbPortNumbering::hcaAt(const DeviceType& type, const QString& portName) {
    for (const NcclNic& nic : type.nccl.nics)
        if (nic.port == portName && isInfiniband(nic)) return &nic;
    return nullptr;
}

std::vector<const NcclNic*> IbPortNumbering::hcas(const DeviceType& type) {
    std::vector<const NcclNic*> out;
    for (const NcclNic& nic : type.nccl.nics)
        if (isInfiniband(nic)) out.push_back(&nic);
    return out;
}

QString IbPortNumbering::hcaNodeDescription(const QString& host, const NcclNic& nic) {
    return host + QLatin1Char(' ') + nic.name;
}

}  // namespace sn
