#pragma once

namespace sn {

/// Where the JSON number (RFC 8259: -? int frac? exp?) that starts at `p`
/// ends, or nullptr when none starts there; `integer` is set when it has
/// neither a fraction nor an exponent. Shared by the readers that take JSON
/// text without nlohmann's lexer (input/json_plain_sax.h, TrayRunsJson::
/// readCompact), so both take exactly the numbers nlohmann takes.
inline const char* scanJsonNumber(const char* p, const char* end, bool& integer) {
    const auto digitsFrom = [end](const char* q) {
        while (q != end && *q >= '0' && *q <= '9') ++q;
        return q;
    };
    const char* q = p;
    if (q != end && *q == '-') ++q;
    const char* intEnd = digitsFrom(q);
    if (intEnd == q || (*q == '0' && intEnd - q > 1)) return nullptr;  // no digit, or a leading zero
    q = intEnd;
    integer = true;
    if (q != end && *q == '.') {
        const char* f = digitsFrom(q + 1);
        if (f == q + 1) return nullptr;
        q = f;
        integer = false;
    }
    if (q != end && (*q == 'e' || *q == 'E')) {
        const char* e = q + 1;
        if (e != end && (*e == '+' || *e == '-')) ++e;
        const char* x = digitsFrom(e);
        if (x == e) return nullptr;
        q = x;
        integer = false;
    }
    return q;
}

}  // namespace sn
