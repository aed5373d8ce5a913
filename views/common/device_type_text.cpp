#include "views/common/device_type_text.h"

#include "model/catalog/device_type.h"

namespace sn {

QString DeviceTypeText::figureName(TypeFigure figure) {
    switch (figure) {
    case TypeFigure::MaxPowerW: return tr("power draw");
    case TypeFigure::TypicalPowerW: return tr("typical power draw");
    case TypeFigure::WeightKg: return tr("weight");
    case TypeFigure::DepthMm: return tr("depth");
    case TypeFigure::LiquidFraction: return tr("liquid-cooled share of the heat");
    case TypeFigure::MaxCoolantInletC: return tr("maximum coolant inlet temperature");
    case TypeFigure::Pdu: return tr("PDU rating");
    case TypeFigure::Cdu: return tr("CDU capacity");
    case TypeFigure::FullDepth: return tr("full depth");
    case TypeFigure::ReachM: return tr("reach");
    }
    return kTypeFigureNames.name(figure);
}

QString DeviceTypeText::power(const DeviceType& type) {
    if (type.isUnknown(TypeFigure::MaxPowerW)) return unknownLine(TypeFigure::MaxPowerW);
    const QString max = QString::number(type.maxPowerW / 1000.0, 'f', 1);
    if (type.isUnknown(TypeFigure::TypicalPowerW)) return tr("%1 kW max, typical unknown").arg(max);
    return tr("%1 kW max, %2 kW typical").arg(max, QString::number(type.typicalPowerW / 1000.0, 'f', 1));
}

QString DeviceTypeText::unknownLine(TypeFigure figure) { return tr("%1: unknown").arg(figureName(figure)); }

}  // namespace sn
