#pragma once

#include <QUuid>

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace sn {

/// Length of a UUID in the form every writer of this program uses
/// (Id::toString: 8-4-4-4-12 hex digits, no braces).
inline constexpr std::size_t kUuidTextSize = 36;

namespace uuid_text_detail {
/// Value of a hex digit, -1 for any other byte.
inline constexpr std::array<signed char, 256> kHexValue = [] {
    std::array<signed char, 256> t{};
    for (signed char& v : t) v = -1;
    for (int c = '0'; c <= '9'; ++c) t[std::size_t(c)] = static_cast<signed char>(c - '0');
    for (int c = 'a'; c <= 'f'; ++c) t[std::size_t(c)] = static_cast<signed char>(c - 'a' + 10);
    for (int c = 'A'; c <= 'F'; ++c) t[std::size_t(c)] = static_cast<signed char>(c - 'A' + 10);
    return t;
}();
/// Where the 32 digits of the 36-byte form are (the hyphens at 8, 13, 18, 23).
inline constexpr std::array<unsigned char, 32> kDigitAt = {
    0,  1,  2,  3,  4,  5,  6,  7,  9,  10, 11, 12, 14, 15, 16, 17,
    19, 20, 21, 22, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35};
}  // namespace uuid_text_detail

/// The UUID spelt by 36 bytes of 8-4-4-4-12 hex digits (either case), read
/// from the bytes themselves; nullopt for any other text. The file readers
/// meet a million ids at 16 384 GPUs; QUuid::fromString reads UTF-16, so
/// each id was widened first and parsed by a call into Qt, a tenth of
/// opening such a file (model/routing/README.md, "Fields read from their bytes").
///
/// For every 36-byte text this is QUuid::fromString's answer: the same UUID
/// where this gives one, and the nil UUID where this gives nullopt (with 36
/// bytes there is no room for the braces Qt also takes, so the only form Qt
/// accepts at this length is this one). tst_uuid_text compares the two on
/// random and edge-case texts. Other lengths are left to QUuid::fromString.
inline std::optional<QUuid> uuidFromCanonicalText(std::string_view text) noexcept {
    using namespace uuid_text_detail;
    if (text.size() != kUuidTextSize || text[8] != '-' || text[13] != '-' || text[18] != '-' || text[23] != '-')
        return std::nullopt;
    std::array<std::uint8_t, 16> b{};
    int bad = 0;  // a -1 among the digits makes it negative
    for (std::size_t i = 0; i < b.size(); ++i) {
        const int hi = kHexValue[static_cast<unsigned char>(text[kDigitAt[2 * i]])];
        const int lo = kHexValue[static_cast<unsigned char>(text[kDigitAt[2 * i + 1]])];
        bad |= hi | lo;
        b[i] = static_cast<std::uint8_t>(((hi & 0xf) << 4) | (lo & 0xf));
    }
    if (bad < 0) return std::nullopt;
    return QUuid(uint(b[0]) << 24 | uint(b[1]) << 16 | uint(b[2]) << 8 | uint(b[3]), ushort(b[4] << 8 | b[5]),
                 ushort(b[6] << 8 | b[7]), b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]);
}

}  // namespace sn
