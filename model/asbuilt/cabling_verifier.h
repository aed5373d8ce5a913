#pragma once

#include "model/asbuilt/verify_finding.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace sn {

class Design;

/// One entry point for `verify` and the editor's Verify Cabling: reads the
/// discovery output, builds the design's expected links and matches them.
class CablingVerifier {
    Q_DECLARE_TR_FUNCTIONS(CablingVerifier)
public:
    /// `ibnetdiscover` text output in `path`. Throws UserError naming the
    /// file (and line) when it cannot be read or is not ibnetdiscover output.
    static VerifyResult infiniband(const Design& design, const QString& path);
    /// LLDP neighbour tables (files or folders; LldpParser) against the Ethernet cables.
    static VerifyResult ethernet(const Design& design, const QStringList& paths);
};

}  // namespace sn
