#pragma once

#include <QCoreApplication>
#include <QString>

namespace sn {

/// A host or port name read from a scan (LLDP, NVUE, ibnetdiscover) is data
/// that reports, fix lists and labels print as one line: a control character
/// in it (a newline from a JSON escape, a terminal escape) is refused.
class ScanName {
    Q_DECLARE_TR_FUNCTIONS(ScanName)
public:
    /// Throws UserError naming `where` (file, line or field) and the character.
    static void require(const QString& name, const QString& where);
};

}  // namespace sn
