#pragma once

#include "model/asbuilt/expected_fabric.h"

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>

#include <vector>

namespace sn::test {

/// A fabric to simulate: node descriptions, switch port counts and links,
/// written as an ibsim net file ("Switch N "name"", "Hca N "name"", then
/// "[port] "far"[farport]" lines; ibsim's README, net-examples/).
struct IbsimFabric {
    struct Link { LinkEnd a, b; };
    QStringList switches, hcas;  ///< switches first: ibsim attaches the scan at the first node
    int switchPorts = 64;
    std::vector<Link> links;

    /// The design's InfiniBand fabric as built to the letter.
    static IbsimFabric of(const ExpectedFabric& expected);
    void removeLink(const LinkEnd& end);
    /// Moves the link at `from` so that end sits at `to`.
    void moveEnd(const LinkEnd& from, const LinkEnd& to);
    QByteArray netFile() const;
};

/// Runs `ibsim -n -s NETFILE` on a private socket, then `ibsim-run
/// ibnetdiscover` against it; returns ibnetdiscover's standard output.
/// Fails the calling test (QVERIFY) through `error` when a tool is missing
/// or does not answer.
QByteArray runIbnetdiscover(const QString& netFile, QString& error);

}  // namespace sn::test
