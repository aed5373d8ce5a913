#pragma once

#include "model/input/json_number_text.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sn {

/// A JSON reader for the common case, driving the same SAX interface as
/// nlohmann::json::sax_parse (the same events in the same order, so the
/// same document), at a fraction of its cost: nlohmann's lexer copies every
/// character into two buffers one push_back at a time, which was over half
/// of reading a 16 384-GPU design (73 MB; model/routing/README.md,
/// "Reading JSON"). It takes RFC 8259 JSON whose strings use no \u escape, and
/// returns false at the first thing it does not take — a syntax error, a \u
/// escape, a byte-order mark, an integer beyond 64 bits, a number beyond
/// double range — after the events up to there. The caller then parses the
/// text again with nlohmann's parser, which gives the same document or the
/// error message it always gave. Anything `sax` throws propagates.
///
/// Numbers follow nlohmann: an integer with a minus sign is number_integer,
/// one without number_unsigned, anything with a fraction or exponent
/// number_float; both round a float correctly to the nearest double
/// (strtod there, std::from_chars here), so they give the same value.
template <class Sax>
bool plainSaxParse(std::string_view text, Sax& sax) {
    const char* p = text.data();
    const char* const end = p + text.size();
    std::vector<bool> arrays;  // the open containers, innermost last: true for an array
    std::string buffer;

    auto skipSpace = [&] {
        while (p != end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')) ++p;
    };
    auto continuation = [](unsigned char c, unsigned char lo = 0x80, unsigned char hi = 0xBF) {
        return c >= lo && c <= hi;
    };
    // Four hex digits after p (which is at the 'u'); p ends on the last.
    auto hex4 = [&](std::uint32_t& code) {
        if (end - p < 5) return false;
        for (int i = 1; i <= 4; ++i) {
            const char h = p[i];
            const int digit = h >= '0' && h <= '9'   ? h - '0'
                              : h >= 'a' && h <= 'f' ? h - 'a' + 10
                              : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                                     : -1;
            if (digit < 0) return false;
            code = code * 16 + std::uint32_t(digit);
        }
        p += 4;
        return true;
    };
    auto appendUtf8 = [](std::string& out, std::uint32_t code) {
        if (code < 0x80) {
            out += char(code);
        } else if (code < 0x800) {
            out += char(0xC0 | (code >> 6));
            out += char(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += char(0xE0 | (code >> 12));
            out += char(0x80 | ((code >> 6) & 0x3F));
            out += char(0x80 | (code & 0x3F));
        } else {
            out += char(0xF0 | (code >> 18));
            out += char(0x80 | ((code >> 12) & 0x3F));
            out += char(0x80 | ((code >> 6) & 0x3F));
            out += char(0x80 | (code & 0x3F));
        }
    };
    // A string from just past its opening quote into `out`; p ends past the closing quote.
    auto readString = [&](std::string& out) -> bool {
        out.clear();
        const char* run = p;  // start of the stretch copied as is
        while (true) {
            if (p == end) return false;
            const auto c = static_cast<unsigned char>(*p);
            if (c == '"') {
                out.append(run, p);
                ++p;
                return true;
            }
            if (c < 0x20) return false;
            if (c < 0x80 && c != '\\') {
                ++p;
                continue;
            }
            if (c == '\\') {
                out.append(run, p);
                if (++p == end) return false;
                switch (*p) {
                    case '"':
                        out += '"';
                        break;
                    case '\\':
                        out += '\\';
                        break;
                    case '/':
                        out += '/';
                        break;
                    case 'b':
                        out += '\b';
                        break;
                    case 'f':
                        out += '\f';
                        break;
                    case 'n':
                        out += '\n';
                        break;
                    case 'r':
                        out += '\r';
                        break;
                    case 't':
                        out += '\t';
                        break;
                    case 'u': {
                        std::uint32_t code = 0;
                        if (!hex4(code)) return false;
                        if (code >= 0xDC00 && code <= 0xDFFF) return false;  // a low surrogate alone
                        if (code >= 0xD800 && code <= 0xDBFF) {              // must pair with a low one
                            std::uint32_t low = 0;
                            if (end - p < 3 || p[1] != '\\' || p[2] != 'u') return false;
                            p += 2;
                            if (!hex4(low) || low < 0xDC00 || low > 0xDFFF) return false;
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                        }
                        appendUtf8(out, code);
                        break;
                    }
                    default:
                        return false;
                }
                run = ++p;
                continue;
            }
            // UTF-8 as RFC 3629 defines it, the ranges nlohmann's lexer accepts.
            auto at = [&](std::ptrdiff_t i) { return end - p > i ? static_cast<unsigned char>(p[i]) : 0; };
            int length = 0;
            if (c >= 0xC2 && c <= 0xDF)
                length = continuation(at(1)) ? 2 : 0;
            else if (c == 0xE0)
                length = continuation(at(1), 0xA0) && continuation(at(2)) ? 3 : 0;
            else if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF)
                length = continuation(at(1)) && continuation(at(2)) ? 3 : 0;
            else if (c == 0xED)
                length = continuation(at(1), 0x80, 0x9F) && continuation(at(2)) ? 3 : 0;
            else if (c == 0xF0)
                length = continuation(at(1), 0x90) && continuation(at(2)) && continuation(at(3)) ? 4 : 0;
            else if (c >= 0xF1 && c <= 0xF3)
                length = continuation(at(1)) && continuation(at(2)) && continuation(at(3)) ? 4 : 0;
            else if (c == 0xF4)
                length =
                    continuation(at(1), 0x80, 0x8F) && continuation(at(2)) && continuation(at(3)) ? 4 : 0;
            if (length == 0) return false;
            p += length;
        }
    };
    auto readNumber = [&]() -> bool {
        const char* const start = p;
        const bool minus = *p == '-';
        bool integer = true;
        const char* const q = scanJsonNumber(p, end, integer);
        if (!q) return false;
        p = q;
        if (integer && minus) {
            std::int64_t v = 0;
            const auto r = std::from_chars(start, q, v);
            if (r.ec != std::errc() || r.ptr != q) return false;
            sax.number_integer(v);
        } else if (integer) {
            std::uint64_t v = 0;
            const auto r = std::from_chars(start, q, v);
            if (r.ec != std::errc() || r.ptr != q) return false;
            sax.number_unsigned(v);
        } else {
            double v = 0;
            const auto r = std::from_chars(start, q, v, std::chars_format::general);
            if (r.ec != std::errc() || r.ptr != q || !std::isfinite(v)) return false;
            buffer.clear();
            sax.number_float(v, buffer);
        }
        return true;
    };
    auto literal = [&](std::string_view word) {
        if (std::size_t(end - p) < word.size() || std::string_view(p, word.size()) != word) return false;
        p += word.size();
        return true;
    };

    enum class Next { Value, Key, After };
    Next next = Next::Value;
    while (true) {
        skipSpace();
        if (next == Next::Key) {
            if (p == end || *p != '"') return false;
            ++p;
            if (!readString(buffer)) return false;
            sax.key(buffer);
            skipSpace();
            if (p == end || *p != ':') return false;
            ++p;
            next = Next::Value;
            continue;
        }
        if (next == Next::After) {
            if (arrays.empty()) return p == end;
            if (p == end) return false;
            const bool inArray = arrays.back();
            if (*p == ',') {
                ++p;
                next = inArray ? Next::Value : Next::Key;
            } else if (*p == (inArray ? ']' : '}')) {
                ++p;
                arrays.pop_back();
                if (inArray)
                    sax.end_array();
                else
                    sax.end_object();
            } else {
                return false;
            }
            continue;
        }
        if (p == end) return false;
        next = Next::After;
        switch (*p) {
            case '{':
                ++p;
                sax.start_object(std::size_t(-1));
                skipSpace();
                if (p != end && *p == '}') {
                    ++p;
                    sax.end_object();
                } else {
                    arrays.push_back(false);
                    next = Next::Key;
                }
                break;
            case '[':
                ++p;
                sax.start_array(std::size_t(-1));
                skipSpace();
                if (p != end && *p == ']') {
                    ++p;
                    sax.end_array();
                } else {
                    arrays.push_back(true);
                    next = Next::Value;
                }
                break;
            case '"':
                ++p;
                if (!readString(buffer)) return false;
                sax.string(buffer);
                break;
            case 't':
                if (!literal("true")) return false;
                sax.boolean(true);
                break;
            case 'f':
                if (!literal("false")) return false;
                sax.boolean(false);
                break;
            case 'n':
                if (!literal("null")) return false;
                sax.null();
                break;
            default:
                if (*p != '-' && (*p < '0' || *p > '9')) return false;
                if (!readNumber()) return false;
        }
    }
}

}  // namespace sn
