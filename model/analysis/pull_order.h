#pragma once

#include <QString>

#include <vector>

namespace sn {

/// The A end of a cable as the pull order reads it.
struct PullEnd {
    QString rack;    ///< rack name; empty for a floor-standing A end
    int topU = 0;    ///< the A device's top U; 0 in a side channel or on the floor
    QString device;  ///< host label
    QString port;
};

/// The order a crew pulls cables, in one place (STYLE §6a): the cable
/// schedule, the label sheet and the generator's human cable ids (C00001…)
/// follow it. A-end rack by name with numbers compared as numbers, floor-
/// standing A ends after every rack, then the A end's top U, device name and
/// port. Equal keys keep their order (a stable sort). Names are ranked once,
/// so sorting 90 000 cables compares integers, not strings.
class PullOrder {
public:
    /// Indices into `ends`, in pull order.
    static std::vector<std::size_t> of(const std::vector<PullEnd>& ends);

    /// `items` reordered by `endOf(item)`.
    template <class T, class EndOf>
    static void sort(std::vector<T>& items, EndOf endOf) {
        std::vector<PullEnd> ends;
        ends.reserve(items.size());
        for (const T& item : items) ends.push_back(endOf(item));
        std::vector<T> sorted;
        sorted.reserve(items.size());
        for (std::size_t i : of(ends)) sorted.push_back(std::move(items[i]));
        items = std::move(sorted);
    }
};

}  // namespace sn
