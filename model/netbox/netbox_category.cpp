#include "model/netbox/netbox_category.h"

#include <QRegularExpression>

namespace sn::netbox {

DeviceCategory guessCategory(const CategoryEvidence& e) {
    auto word = [](const char* pattern) {
        return QRegularExpression(QString::fromLatin1(pattern), QRegularExpression::CaseInsensitiveOption);
    };
    // \b: whole words, so a model such as "XCDU9" or "GROUPS" is not taken for one.
    static const QRegularExpression ups = word("\\bUPS\\b|uninterruptible");
    static const QRegularExpression cdu = word("\\bCDU\\b|coolant distribution");
    static const QRegularExpression router = word("\\bfirewalls?\\b|\\brouters?\\b|\\bNGFW\\b");
    static const QRegularExpression switchWord = word("\\bswitch(es)?\\b");
    static const QRegularExpression storage = word("\\bstorage\\b|\\bNAS\\b|\\bSAN\\b|\\bJBOD\\b");
    auto says = [&](const QRegularExpression& re) { return re.match(e.text).hasMatch(); };
    if (says(ups)) return DeviceCategory::Ups;
    if (e.powerOutlets > 0) return DeviceCategory::Pdu;
    if (says(cdu)) return DeviceCategory::Cdu;
    if (says(router)) return DeviceCategory::Router;
    if (says(switchWord) || e.dataInterfaces >= 16) return DeviceCategory::Switch;
    if (says(storage)) return DeviceCategory::StorageNode;
    if (e.frontRearPorts > 0 && e.dataInterfaces == 0) return DeviceCategory::PatchPanel;
    if (e.components == 0) return DeviceCategory::Blank;
    return DeviceCategory::Server;
}

bool isGpuBay(const QString& name, const QString& position, const QString& description) {
    static const QRegularExpression gpu(QStringLiteral("\\bGPU\\b"),
                                        QRegularExpression::CaseInsensitiveOption);
    return gpu.match(name).hasMatch() || gpu.match(position).hasMatch() || gpu.match(description).hasMatch();
}

ModuleBayKind moduleBayKindOf(const QString& name, const QString& position, const QString& description) {
    // The library's PSU bays are named "PSU1", "PSU 2", "PS-A", "PS#1",
    // "PWR", "Power Supply 1", "PSU Slot 1"; anything else is an I/O bay.
    static const QRegularExpression psu(QStringLiteral("\\b(?:psu|pwr|power)|^ps(?:[-_# ]?(?:\\d+|[ab]))?$"),
                                        QRegularExpression::CaseInsensitiveOption);
    return psu.match(name).hasMatch() || psu.match(position).hasMatch() || psu.match(description).hasMatch()
               ? ModuleBayKind::Psu
               : ModuleBayKind::Io;
}

}  // namespace sn::netbox
