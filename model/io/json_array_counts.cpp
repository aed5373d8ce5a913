#include "model/io/json_array_counts.h"

namespace sn {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/// The scan's place: depth of brackets outside strings, the last string
/// seen at depth 1 (a key, when a ':' follows), and the counted array.
struct Scan {
    explicit Scan(const std::vector<std::pair<std::string_view, std::size_t>>& l) : limits(l) {}
    const std::vector<std::pair<std::string_view, std::size_t>>& limits;
    int depth = 0;
    std::string lastString;  ///< at depth 1, up to 64 bytes: member names are short
    std::string key;         ///< the member whose value comes next
    int counted = -1;        ///< index into limits of the array being counted, -1 none
    std::size_t commas = 0;
    bool nonEmpty = false;

    int limitIndex(const std::string& name) const {
        for (std::size_t i = 0; i < limits.size(); ++i)
            if (limits[i].first == name) return int(i);
        return -1;
    }
    std::size_t items() const { return nonEmpty ? commas + 1 : 0; }
    std::optional<JsonTopArray> over() const {
        if (counted < 0 || items() <= limits[std::size_t(counted)].second) return std::nullopt;
        return JsonTopArray{std::string(limits[std::size_t(counted)].first), items(), limits[std::size_t(counted)].second};
    }
};

}  // namespace

std::optional<JsonTopArray> firstTopArrayOver(std::string_view text,
                                              const std::vector<std::pair<std::string_view, std::size_t>>& limits) {
    Scan s(limits);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            // A string: to its closing quote, past escapes.
            std::size_t j = i + 1;
            while (j < text.size() && text[j] != '"') j += text[j] == '\\' ? 2 : 1;
            if (s.depth == 1) s.lastString.assign(text.substr(i + 1, std::min<std::size_t>(j - i - 1, 64)));
            if (s.depth == 2 && s.counted >= 0) s.nonEmpty = true;
            i = j;
            continue;
        }
        if (isSpace(c)) continue;
        if (s.depth == 2 && s.counted >= 0) {
            if (c == ',') ++s.commas;
            else if (c != ']') s.nonEmpty = true;
            if (const auto o = s.over()) return o;
        }
        if (c == ':' && s.depth == 1) s.key = s.lastString;
        if (c == '{' || c == '[') {
            if (c == '[' && s.depth == 1) {
                s.counted = s.limitIndex(s.key);
                s.commas = 0;
                s.nonEmpty = false;
            }
            ++s.depth;
        } else if (c == '}' || c == ']') {
            --s.depth;
            if (s.depth == 1) s.counted = -1;
            if (s.depth < 1 && c == '}') return std::nullopt;  // the top-level object ends
        }
    }
    return std::nullopt;
}

}  // namespace sn
