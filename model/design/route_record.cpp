#include "model/design/design_objects.h"

#include <QStringView>

#include <array>

namespace sn {

QString RouteRecord::toText() const {
    QString out = QStringLiteral("%1 %2 %3 %4 %5")
                      .arg(endA, 16, 16, QLatin1Char('0'))
                      .arg(endB, 16, 16, QLatin1Char('0'))
                      .arg(columnA)
                      .arg(columnB)
                      .arg(overTop ? QStringLiteral("top") : QStringLiteral("side"));
    if (problem) out += QLatin1Char(' ') + kRoutingProblemNames.name(*problem);
    return out;
}

std::optional<RouteRecord> RouteRecord::fromText(const QString& text) {
    // Split on each space by hand (as QString::split(' ') would, empty parts
    // kept): a list of six QStrings per cable was most of the cost of
    // reading a routed cable (model/routing/README.md, "Fields read from their bytes").
    std::array<QStringView, 6> parts;
    qsizetype count = 0, from = 0;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        if (i < text.size() && text[i] != QLatin1Char(' ')) continue;
        if (count == qsizetype(parts.size())) return std::nullopt;
        parts[size_t(count++)] = QStringView(text).sliced(from, i - from);
        from = i + 1;
    }
    if (count != 5 && count != 6) return std::nullopt;
    RouteRecord r;
    bool okA = false, okB = false, okCa = false, okCb = false;
    r.endA = parts[0].toULongLong(&okA, 16);
    r.endB = parts[1].toULongLong(&okB, 16);
    r.columnA = parts[2].toInt(&okCa);
    r.columnB = parts[3].toInt(&okCb);
    if (!okA || !okB || !okCa || !okCb || parts[0].size() != 16 || parts[1].size() != 16) return std::nullopt;
    // Four cable-manager columns per rack (RackFrame: face × 2 + side), or none.
    if (r.columnA < -1 || r.columnA > 3 || r.columnB < -1 || r.columnB > 3) return std::nullopt;
    if (parts[4] == QLatin1String("top")) r.overTop = true;
    else if (parts[4] != QLatin1String("side")) return std::nullopt;
    if (count == 6) {
        r.problem = kRoutingProblemNames.parse(parts[5]);
        if (!r.problem) return std::nullopt;
    }
    return r;
}

}  // namespace sn
