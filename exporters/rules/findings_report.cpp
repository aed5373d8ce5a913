#include "exporters/rules/findings_report.h"

#include <nlohmann/json.hpp>

namespace sn {

namespace {
QString figure(double value) { return QString::number(value, 'g', 6); }

int countOf(const std::vector<Finding>& findings, Severity severity) {
    int n = 0;
    for (const Finding& f : findings) n += f.severity == severity ? 1 : 0;
    return n;
}
}  // namespace

QString FindingsReport::severityWord(Severity severity) {
    switch (severity) {
    case Severity::Error: return tr("error");
    case Severity::Warning: return tr("warning");
    case Severity::Info: return tr("info");
    }
    return {};
}

QString FindingsReport::text(const std::vector<Finding>& findings) {
    QStringList lines;
    for (const Finding& f : findings) {
        QString line = QStringLiteral("%1 [%2] %3").arg(severityWord(f.severity), -8).arg(f.ruleKey, f.message);
        if (f.limit && f.unit.isEmpty())
            line += QLatin1Char(' ') + tr("(measured %1, limit %2)").arg(figure(f.measured), figure(*f.limit));
        else if (f.limit)
            line += QLatin1Char(' ')
                + tr("(measured %1 %3, limit %2 %3)").arg(figure(f.measured), figure(*f.limit), f.unit);
        lines << line;
    }
    lines << tr("%1 error(s), %2 warning(s), %3 info.")
                 .arg(countOf(findings, Severity::Error))
                 .arg(countOf(findings, Severity::Warning))
                 .arg(countOf(findings, Severity::Info));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QByteArray FindingsReport::json(const std::vector<Finding>& findings) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const Finding& f : findings) {
        nlohmann::ordered_json j;
        j["severity"] = kSeverityNames.name(f.severity).toStdString();
        j["rule"] = f.ruleKey.toStdString();
        j["message"] = f.message.toStdString();
        j["measured"] = f.measured;
        j["limit"] = f.limit ? nlohmann::ordered_json(*f.limit) : nlohmann::ordered_json(nullptr);
        j["unit"] = f.unit.toStdString();
        nlohmann::ordered_json objects = nlohmann::ordered_json::array();
        for (const ObjectRef& o : f.objects)
            objects.push_back({{"kind", kObjectKindNames.name(o.kind).toStdString()},
                               {"id", o.id.toString(QUuid::WithoutBraces).toStdString()}});
        j["objects"] = objects;
        list.push_back(j);
    }
    nlohmann::ordered_json root;
    root["errors"] = countOf(findings, Severity::Error);
    root["warnings"] = countOf(findings, Severity::Warning);
    root["info"] = countOf(findings, Severity::Info);
    root["findings"] = list;
    return QByteArray::fromStdString(root.dump(2) + "\n");
}

}  // namespace sn
