#pragma once

#include "model/commands/design_edits.h"

#include <QCoreApplication>

#include <vector>

class QMimeData;

namespace sn {

/// Copy and paste of rack devices. The clipboard holds what the devices are
/// and where they sat (type, U or side slot, face), never their ids: a paste
/// mints new ids and names, so the copy is independent of the original.
class DeviceClipboard {
    Q_DECLARE_TR_FUNCTIONS(DeviceClipboard)
public:
    static constexpr char kMime[] = "application/x-supernode-devices";

    /// The devices as clipboard data (nullptr when none of them exists).
    static QMimeData* copy(const Design& design, const std::vector<DeviceId>& devices);
    static bool canPaste(const QMimeData* mime);
    /// One undo step placing the clipboard's devices into `rack`: each keeps
    /// its old U or slot when free there, else takes the lowest free one; the
    /// error names the first device that finds no room (nothing is placed then).
    static EditResult paste(Design& design, const QMimeData& mime, RackId rack);
    /// The name a new device gets: "<rack>-U05" or "<rack>-L1" (host labels, ASCII).
    static QString defaultName(const Rack& rack, const DeviceType& type, const Placement& where);
};

}  // namespace sn
