#pragma once

#include <QString>

namespace sn {

/// Where Save As starts: the design's name as .supernode (a project is
/// saved as one, whatever it was opened from), in the first folder that
/// takes new files of: the design's own, the folder last saved to (kept in
/// the user's settings), Documents, home.
struct SavePlaces {
    /// For the design at `designPath` (empty: untitled).
    static QString suggested(const QString& designPath);
    /// The folder of `savedPath` is where the next Save As starts.
    static void remember(const QString& savedPath);
};

}  // namespace sn
