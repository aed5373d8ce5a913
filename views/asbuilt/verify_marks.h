#pragma once

#include "model/asbuilt/verify_finding.h"
#include "model/design/design_objects.h"

#include <QColor>
#include <QHash>
#include <QObject>

#include <optional>

namespace sn {

class Design;

/// The last Verify Cabling result of the open document, for the views that
/// colour by it: each cable's status, and the status at every port a
/// finding names (designed ends, and where a cable was found instead).
class VerifyMarks final : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    void set(const Design& design, VerifyResult result);
    void clear();
    bool isEmpty() const { return m_result.findings.empty(); }
    const VerifyResult& result() const { return m_result; }
    std::optional<VerifyStatus> ofCable(CableId cable) const;
    std::optional<VerifyStatus> ofPort(const PortRef& port) const;
    /// The cables found where the design puts them.
    std::vector<CableId> okCables() const;
    /// green ok; red missing; orange miswired; magenta swapped; purple unexpected; grey unknown node.
    static QColor colour(VerifyStatus status);

Q_SIGNALS:
    void changed();

private:
    VerifyResult m_result;
    QHash<CableId, VerifyStatus> m_cables;
    QHash<PortRef, VerifyStatus> m_ports;
};

}  // namespace sn
