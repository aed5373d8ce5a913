#include "model/io/tray_runs_json.h"

#include "model/input/json_number_text.h"
#include "model/io/field_text.h"

#include <charconv>
#include <cmath>

namespace sn {

Json TrayRunsJson::write(const std::vector<TrayRun>& runs) {
    Json out = Json::array();
    for (const TrayRun& r : runs)
        out.push_back({{"tray", r.tray.toString().toStdString()}, {"from_mm", r.fromMm}, {"to_mm", r.toMm}});
    return out;
}

namespace {

/// Reads what `text` starts with, advancing past it.
bool take(std::string_view& text, std::string_view what) {
    if (text.substr(0, what.size()) != what) return false;
    text.remove_prefix(what.size());
    return true;
}

/// A JSON number without a sign (0, 12, 0.5, 1e-05, 2.5E+3) as nlohmann
/// reads it: both round correctly to the nearest double (strtod there,
/// from_chars here), and an integer's exact value converts the same way.
/// Negative numbers are left to the general reader ("-0" is 0 there).
std::optional<double> takeNumber(std::string_view& text) {
    if (text.empty() || text[0] == '-') return std::nullopt;
    const char* const begin = text.data();
    bool integer = true;
    const char* const end = scanJsonNumber(begin, begin + text.size(), integer);
    if (!end) return std::nullopt;
    double v = 0;
    const auto [ptr, ec] = std::from_chars(begin, end, v, std::chars_format::general);
    if (ec != std::errc() || ptr != end || !std::isfinite(v)) return std::nullopt;
    text.remove_prefix(std::size_t(end - begin));
    return v;
}

}  // namespace

std::optional<std::vector<TrayRun>> TrayRunsJson::readCompact(std::string_view text) {
    std::vector<TrayRun> out;
    if (!take(text, "[")) return std::nullopt;
    if (take(text, "]")) return text.empty() ? std::optional(out) : std::nullopt;
    do {
        if (out.size() == kJsonMaxArrayItems || !take(text, "{\"tray\":\"")) return std::nullopt;
        const std::size_t quote = text.find('"');
        if (quote == std::string_view::npos) return std::nullopt;
        const std::string_view idText = text.substr(0, quote);
        if (idText.find('\\') != std::string_view::npos) return std::nullopt;  // escapes: the general way
        const auto id = idFromUtf8<TrayId>(idText);
        text.remove_prefix(quote);
        if (!id || !take(text, "\",\"from_mm\":")) return std::nullopt;
        const auto from = takeNumber(text);
        if (!from || !take(text, ",\"to_mm\":")) return std::nullopt;
        const auto to = takeNumber(text);
        if (!to || *to < *from || !take(text, "}")) return std::nullopt;
        out.push_back(TrayRun{.tray = *id, .fromMm = *from, .toMm = *to});
    } while (take(text, ","));
    if (!take(text, "]") || !text.empty()) return std::nullopt;
    return out;
}

std::vector<TrayRun> TrayRunsJson::read(const JsonReader& runs) {
    std::vector<TrayRun> out;
    out.reserve(runs.size());
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const JsonReader in = runs.at(i);
        const QString tray = in.str("tray");
        const auto id = TrayId::fromString(tray);
        if (!id) in.fail("tray", tr("\"%1\" is not a UUID").arg(excerpt(tray)));
        // Built with its id: a default TrayRun makes a random one (design/blank_object.h).
        const TrayRun r{.tray = *id, .fromMm = in.num("from_mm"), .toMm = in.num("to_mm")};
        if (!std::isfinite(r.fromMm) || r.fromMm < 0) in.fail("from_mm", tr("must be zero or more"));
        if (!std::isfinite(r.toMm) || r.toMm < r.fromMm) in.fail("to_mm", tr("must not be less than from_mm"));
        out.push_back(r);
    }
    return out;
}

}  // namespace sn
