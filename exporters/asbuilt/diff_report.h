#pragma once

#include "model/asbuilt/design_diff.h"

#include <QCoreApplication>

namespace sn {

class LabelScheme;

/// The change order between two revisions as text for people and JSON for
/// scripts: {"devices": {"added", "removed", "moved", "changed"},
/// "cables": {"added", "removed", "changed"}}, each entry naming the
/// stable id, the cable id (C00001…) or device name, and what changed.
class DiffReport {
    Q_DECLARE_TR_FUNCTIONS(DiffReport)
public:
    /// The printed text of a cable's two labels under `scheme`, for DesignDiff.
    static DesignDiff::LabelText labelText(const LabelScheme& scheme);
    static QString text(const DesignDiff& diff);
    static QByteArray json(const DesignDiff& diff);
};

}  // namespace sn
