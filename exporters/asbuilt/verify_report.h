#pragma once

#include "exporters/common/cable_ends.h"
#include "model/asbuilt/verify_finding.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>
#include <vector>

namespace sn {

class LabelScheme;

/// A verify finding in a crew's words: the cable id and label, both
/// designed ends (rack, U, device, port), where the ends were found, the
/// device to walk to and what to do there.
struct VerifyLine {
    VerifyStatus status = VerifyStatus::Ok;
    std::optional<CableId> cable, partner;
    QString cableId, partnerId;   ///< display ids (C00001…)
    QString label;                ///< the cable identifier printed at its A end
    CableEnd a, b;                ///< designed ends (cable findings only)
    QString foundA, foundB;       ///< where discovery saw the ends, in words
    QString node;                 ///< unknown-node: the description
    CableEnd walkTo;              ///< the leaf or server to go to
    QString action;
    QString source;               ///< "FILE:LINE" of the found link, when one was read
    std::vector<DeviceId> devices;  ///< every device the finding is about (the editor selects them)
};

/// Turns a VerifyResult into lines, text and JSON (`verify --json`: one
/// entry per cable, a swapped pair as one entry naming both).
class VerifyReport {
    Q_DECLARE_TR_FUNCTIONS(VerifyReport)
public:
    static std::vector<VerifyLine> lines(const Design& design, const VerifyResult& result, const LabelScheme& scheme);
    /// The lines that are not ok, then a count per status.
    static QString text(const std::vector<VerifyLine>& lines);
    static QByteArray json(const std::vector<VerifyLine>& lines);
    /// "28 ok, 1 missing, 1 miswired, 1 swapped, 1 unexpected, 0 unknown-node".
    static QString summary(const std::vector<VerifyLine>& lines);
    /// "A03 U40 leaf-a03 P5/1".
    static QString endText(const CableEnd& end);
    static QString statusWord(VerifyStatus status);
};

}  // namespace sn
