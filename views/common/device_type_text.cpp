#include "common/device_type_text.h"

#include "catalog/device_type.h"

namespace sn {

QString DeviceTypeText::figureName(const QString& key) {
    if (key == QLatin1String("max_power_w")) return tr("power draw");
    if (key == QLatin1String("typical_power_w")) return tr("typical power draw");
    if (key == QLatin1String("weight_kg")) return tr("weight");
    if (key == QLatin1String("depth_mm")) return tr("depth");
    if (key == QLatin1String("liquid_fraction")) return tr("liquid-cooled share of the heat");
    if (key == QLatin1String("max_coolant_inlet_c")) return tr("maximum coolant inlet temperature");
    if (key == QLatin1String("pdu")) return tr("PDU rating");
    if (key == QLatin1String("cdu")) return tr("CDU capacity");
    if (key == QLatin1String("is_full_depth")) return tr("full depth");
    return key;
}

QString DeviceTypeText::power(const DeviceType& type) {
    if (type.isUnknown(QStringLiteral("max_power_w"))) return unknownLine(QStringLiteral("max_power_w"));
    const QString max = QString::number(type.maxPowerW / 1000.0, 'f', 1);
    if (type.isUnknown(QStringLiteral("typical_power_w"))) return tr("%1 kW max, typical unknown").arg(max);
    return tr("%1 kW max, %2 kW typical").arg(max, QString::number(type.typicalPowerW / 1000.0, 'f', 1));
}

QString DeviceTypeText::unknownLine(const QString& key) { return tr("%1: unknown").arg(figureName(key)); }

}  // namespace sn
