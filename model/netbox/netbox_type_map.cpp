#include "model/netbox/netbox_type_map.h"

#include <QRegularExpression>

#include <array>
#include <utility>

namespace sn::netbox {

namespace {

struct InterfaceRow {
    const char* type;
    InterfaceKind kind;
};

// NetBox interface slugs (dcim.choices.InterfaceTypeChoices) we model. The
// cage decides which cables fit; NetBox's QSFP28 and QSFP+ ports use the same
// QSFP cage as QSFP56, SFP+ the same cage as SFP28, so they share our form
// factor and differ in speed. Lanes are the electrical lanes of that speed
// (100G-PAM4 from 400G up, as the built-in catalog counts them).
// InfiniBand slugs carry no cage: HDR/EDR/FDR ship in QSFP cages, NDR and XDR
// switches (Quantum-2, Quantum-X800) and HCAs in OSFP.
constexpr std::array kInterfaces{
    InterfaceRow{"100base-tx", {FormFactor::Rj45, 0.1, 1}},
    InterfaceRow{"1000base-t", {FormFactor::Rj45, 1, 1}},
    InterfaceRow{"2.5gbase-t", {FormFactor::Rj45, 2.5, 1}},
    InterfaceRow{"5gbase-t", {FormFactor::Rj45, 5, 1}},
    InterfaceRow{"10gbase-t", {FormFactor::Rj45, 10, 1}},
    InterfaceRow{"1000base-x-sfp", {FormFactor::Sfp28, 1, 1}},
    InterfaceRow{"10gbase-x-sfpp", {FormFactor::Sfp28, 10, 1}},
    InterfaceRow{"25gbase-x-sfp28", {FormFactor::Sfp28, 25, 1}},
    InterfaceRow{"50gbase-x-sfp56", {FormFactor::Sfp28, 50, 1}},
    InterfaceRow{"40gbase-x-qsfpp", {FormFactor::Qsfp56, 40, 4}},
    InterfaceRow{"100gbase-x-qsfp28", {FormFactor::Qsfp56, 100, 4}},
    InterfaceRow{"200gbase-x-qsfp56", {FormFactor::Qsfp56, 200, 4}},
    InterfaceRow{"100gbase-x-qsfpdd", {FormFactor::QsfpDd, 100, 2}},
    InterfaceRow{"200gbase-x-qsfpdd", {FormFactor::QsfpDd, 200, 4}},
    InterfaceRow{"400gbase-x-qsfpdd", {FormFactor::QsfpDd, 400, 8}},
    InterfaceRow{"800gbase-x-qsfpdd", {FormFactor::QsfpDd, 800, 8}},
    InterfaceRow{"400gbase-x-qsfp112", {FormFactor::Qsfp112, 400, 4}},
    InterfaceRow{"400gbase-x-osfp", {FormFactor::Osfp, 400, 4}},
    // OSFP-RHS (riding heat sink) is the flat-top OSFP of NICs: same cables.
    InterfaceRow{"400gbase-x-osfp-rhs", {FormFactor::Osfp, 400, 4}},
    InterfaceRow{"800gbase-x-osfp", {FormFactor::Osfp, 800, 8}},
    InterfaceRow{"infiniband-fdr", {FormFactor::Qsfp56, 56, 4}},
    InterfaceRow{"infiniband-edr", {FormFactor::Qsfp56, 100, 4}},
    InterfaceRow{"infiniband-hdr", {FormFactor::Qsfp56, 200, 4}},
    InterfaceRow{"infiniband-ndr", {FormFactor::Osfp, 400, 4}},
    InterfaceRow{"infiniband-xdr", {FormFactor::Osfp, 800, 4}},
};

}  // namespace

std::optional<InterfaceKind> interfaceKind(const QString& netboxType) {
    for (const InterfaceRow& row : kInterfaces)
        if (netboxType == QLatin1String(row.type)) return row.kind;
    return std::nullopt;
}

bool isLogicalInterface(const QString& netboxType) {
    return netboxType == QLatin1String("virtual") || netboxType == QLatin1String("bridge") ||
           netboxType == QLatin1String("lag");
}

QStringList supportedInterfaceTypes() {
    QStringList out;
    for (const InterfaceRow& row : kInterfaces) out << QString::fromLatin1(row.type);
    out << QStringLiteral("virtual") << QStringLiteral("bridge") << QStringLiteral("lag");
    return out;
}

std::optional<FormFactor> powerPortForm(const QString& netboxType) {
    if (netboxType == QLatin1String("iec-60320-c14")) return FormFactor::C14;
    if (netboxType == QLatin1String("iec-60320-c20")) return FormFactor::C20;
    // iec-60309-p-n-e-6h, iec-60309-3p-n-e-9h, …: every pin-out is one plug family.
    if (netboxType.startsWith(QLatin1String("iec-60309-"))) return FormFactor::Iec60309;
    return std::nullopt;
}

std::optional<FormFactor> powerOutletForm(const QString& netboxType) {
    if (netboxType == QLatin1String("iec-60320-c13")) return FormFactor::C13;
    if (netboxType == QLatin1String("iec-60320-c19")) return FormFactor::C19;
    return std::nullopt;
}

DcFeed dcFeedOf(const QString& netboxType, const QStringList& portTexts, const QString& deviceText) {
    if (netboxType != QLatin1String("dc-terminal")) return DcFeed::None;
    // "-48V", "-48 VDC", "−48V" (U+2212), "48V DC"; a minus sign is read first,
    // as "-48V" also holds "48V". Telecom DC is -48 V (positive earth).
    static const QRegularExpression minus(QStringLiteral("(?:^|[^0-9.])[-\u2212\u2013]\\s*48\\s*V"),
                                          QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression plus(QStringLiteral("(?:^|[^0-9.])\\+?48\\s*V"),
                                         QRegularExpression::CaseInsensitiveOption);
    for (const QString& text : {portTexts.join(QLatin1Char(' ')), deviceText}) {
        if (minus.match(text).hasMatch()) return DcFeed::Minus48;
        if (plus.match(text).hasMatch()) return DcFeed::Plus48;
    }
    return DcFeed::Unknown;
}

Phase phaseOfFeedLeg(const QString& feedLeg) {
    if (feedLeg == QLatin1String("A")) return Phase::L1;
    if (feedLeg == QLatin1String("B")) return Phase::L2;
    if (feedLeg == QLatin1String("C")) return Phase::L3;
    return Phase::None;
}

const QStringList& airflowValues() {
    // NetBox 4.x; the library's generated schema of late 2024 lacks the last three.
    static const QStringList values{
        QStringLiteral("front-to-rear"), QStringLiteral("rear-to-front"), QStringLiteral("left-to-right"),
        QStringLiteral("right-to-left"), QStringLiteral("side-to-rear"),  QStringLiteral("passive"),
        QStringLiteral("mixed"),         QStringLiteral("rear-to-side"),  QStringLiteral("bottom-to-top"),
        QStringLiteral("top-to-bottom"),
    };
    return values;
}

std::optional<double> kgPerWeightUnit(const QString& unit) {
    // Exact definitions: 1 lb = 0.45359237 kg, 1 oz = 1/16 lb = 0.028349523125 kg.
    if (unit == QLatin1String("kg")) return 1.0;
    if (unit == QLatin1String("g")) return 0.001;
    if (unit == QLatin1String("lb")) return 0.45359237;
    if (unit == QLatin1String("oz")) return 0.028349523125;
    return std::nullopt;
}

}  // namespace sn::netbox
