#include "netbox/netbox_category.h"

#include <QRegularExpression>

namespace sn::netbox {

DeviceCategory guessCategory(const CategoryEvidence& e) {
    if (e.powerOutlets > 0) return DeviceCategory::Pdu;
    // \b: "CDU" as a word, so a model such as "XCDU9" is not taken for one.
    static const QRegularExpression cdu(QStringLiteral("\\bCDU\\b|coolant distribution"),
                                        QRegularExpression::CaseInsensitiveOption);
    if (cdu.match(e.text).hasMatch()) return DeviceCategory::Cdu;
    if (e.dataInterfaces >= 16) return DeviceCategory::Switch;
    if (e.frontRearPorts > 0 && e.dataInterfaces == 0) return DeviceCategory::PatchPanel;
    if (e.components == 0) return DeviceCategory::Blank;
    return DeviceCategory::Server;
}

bool isGpuBay(const QString& name, const QString& position, const QString& description) {
    static const QRegularExpression gpu(QStringLiteral("\\bGPU\\b"),
                                        QRegularExpression::CaseInsensitiveOption);
    return gpu.match(name).hasMatch() || gpu.match(position).hasMatch() || gpu.match(description).hasMatch();
}

}  // namespace sn::netbox
