#pragma once

#include "exporters/common/cable_ends.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <utility>

namespace sn {

/// TIA-606-style cable identifiers (shared/docs/domain-numbers.md §1c): each
/// end is written by a user template, and a cable's identifier is the near
/// end, "/", the far end — e.g. `DH1.A01-14:OSFP3/DH1.A03-40:P1/1`.
///
/// Tokens: {site} {room} {row} {rack} {u} {device} {port} {cable} {assembly}
/// {leg} ({assembly}: the physical part, CableAssembly; {leg}: a splitter's leg, else empty). {u} is the
/// device's top rack unit counted from the bottom ("L1"/"R1" in a side
/// channel, "FL" on the floor); {rack} is the device's own name when it
/// stands on the floor, so the identifier still says where to look. A token
/// with no value (a room without a code) drops one separator beside it.
class LabelScheme {
    Q_DECLARE_TR_FUNCTIONS(LabelScheme)
public:
    static QString defaultEndTemplate() { return QStringLiteral("{room}.{rack}-{u}:{port}"); }
    static QStringList tokens();

    /// Throws UserError naming the unknown token or the empty template.
    explicit LabelScheme(const QString& endTemplate = defaultEndTemplate());

    QString endId(const Design& design, const ResolvedCable& cable, const CableEnd& end) const;
    /// Near end first: the identifier printed at `nearIsA ? a : b`.
    QString cableId(const Design& design, const ResolvedCable& cable, bool nearIsA) const;
    /// cableId() with the A end near, then with the B end near, each end's
    /// identifier made once (finding an end's hall is most of it in a site).
    std::pair<QString, QString> cableIds(const Design& design, const ResolvedCable& cable) const;
    const QString& endTemplate() const { return m_template; }

private:
    QString m_template;
};

}  // namespace sn
