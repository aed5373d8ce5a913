#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sn {

/// A top-level array member of a JSON text and how many items it holds
/// (counted up to one past its limit).
struct JsonTopArray {
    std::string key;
    std::size_t items = 0;
    std::size_t limit = 0;
};

/// The first array member of the text's top-level object, among those
/// named in `limits`, with more items than its limit; none when each is
/// within. A byte scan that builds nothing, so a design file holding more
/// objects than the program takes is refused before its document costs
/// gigabytes (10^6 cables of JSON are about 3 GB as a document). Invalid
/// JSON is counted as far as it goes: the parse that follows says what is
/// wrong with it.
std::optional<JsonTopArray> firstTopArrayOver(std::string_view text,
                                              const std::vector<std::pair<std::string_view, std::size_t>>& limits);

}  // namespace sn
