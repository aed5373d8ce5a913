#include "model/netbox/port_runs.h"

#include <QRegularExpression>

#include <optional>

namespace sn::netbox {

namespace {

struct NumberedName {
    QString prefix, suffix;
    int number = 0;
};

/// "IB1/40" → {"IB1/", "", 40}; nullopt without a trailing number or with
/// one that would not print back the same (leading zeros, too large).
std::optional<NumberedName> splitName(const QString& name) {
    static const QRegularExpression pattern(QStringLiteral("^(.*?)([0-9]+)([^0-9]*)$"));
    const QRegularExpressionMatch m = pattern.match(name);
    if (!m.hasMatch()) return std::nullopt;
    bool ok = false;
    const int number = m.captured(2).toInt(&ok);
    if (!ok || QString::number(number) != m.captured(2)) return std::nullopt;
    return NumberedName{m.captured(1), m.captured(3), number};
}

bool sameKind(const PortGroup& a, const PortGroup& b) {
    return a.face == b.face && a.formFactor == b.formFactor && a.speedGbps == b.speedGbps &&
           a.lanes == b.lanes && a.role == b.role && a.required == b.required && a.phase == b.phase &&
           a.dcFeed == b.dcFeed && a.netbox == b.netbox;
}

}  // namespace

std::vector<PortGroup> joinPortRuns(const std::vector<PortGroup>& singles) {
    std::vector<PortGroup> out;
    std::optional<NumberedName> last;  // the numbered name of the last port in out.back()
    for (const PortGroup& port : singles) {
        const auto name = splitName(port.nameTemplate);
        const bool extends = name && last && !out.empty() && sameKind(out.back(), port) &&
                             name->prefix == last->prefix && name->suffix == last->suffix &&
                             name->number == last->number + 1;
        if (extends) {
            PortGroup& run = out.back();
            if (run.count == 1) {
                run.nameTemplate = name->prefix + QStringLiteral("{n}") + name->suffix;
                run.first = last->number;
            }
            ++run.count;
        } else {
            out.push_back(port);
        }
        last = name;
    }
    return out;
}

}  // namespace sn::netbox
