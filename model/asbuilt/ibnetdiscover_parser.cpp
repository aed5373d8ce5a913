#include "model/asbuilt/ibnetdiscover_parser.h"

#include "model/asbuilt/scan_name.h"
#include "model/core/excerpt.h"
#include "model/core/sn_error.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <utility>

namespace sn {

namespace {

struct RawPort {
    QString localId, remoteId;
    int localPort = 0, remotePort = 0;
    QString comment;  ///< the rest of the line: names the far node when it has no record of its own
    int line = 0;
};

/// The first quoted text after '#': the node description on a header line,
/// the far node's description on a port line.
QString quotedAfterHash(const QString& rest) {
    static const QRegularExpression quoted(QStringLiteral("#[^\"]*\"([^\"]*)\""));
    const auto m = quoted.match(rest);
    return m.hasMatch() ? m.captured(1) : QString();
}

}  // namespace

DiscoveredFabric IbnetdiscoverParser::parse(const QByteArray& text, const QString& fileName) {
    static const QRegularExpression header(QStringLiteral("^(Switch|Ca|Rt)\\s+(\\d+)\\s+\"([^\"]+)\"(.*)$"));
    static const QRegularExpression port(
        QStringLiteral("^\\[(\\d+)\\](?:\\[ext \\d+\\])?(?:\\([0-9a-fA-Fx]+\\))?\\s*\"([^\"]+)\"\\[(\\d+)\\](?:\\[ext \\d+\\])?(.*)$"));
    static const QRegularExpression assignment(QStringLiteral("^[A-Za-z]+=\\S*"));

    QHash<QString, QString> descriptionOf;  // node id ("S-…", "H-…") → node description
    QStringList order;                      // node ids in file order
    std::vector<RawPort> ports;
    QString current;
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines[i]).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        // Most lines are ports; the other regular expressions only see the rest.
        if (line.startsWith(QLatin1Char('['))) {
            if (const auto p = port.match(line); p.hasMatch()) {
                if (current.isEmpty())
                    throw UserError(tr("%1:%2: a port line before any Switch or Ca line").arg(fileName).arg(i + 1));
                // An InfiniBand port number is one byte; a longer one would read as 0 (no number).
                const auto portNumber = [&](int group) {
                    bool ok = false;
                    const int n = p.captured(group).toInt(&ok);
                    if (!ok || n > 255)
                        throw UserError(tr("%1:%2: port number %3 is not an InfiniBand port's (0 to 255)")
                                            .arg(fileName).arg(i + 1).arg(p.captured(group).left(20)));
                    return n;
                };
                ports.push_back({current, p.captured(2), portNumber(1), portNumber(3), p.captured(4), i + 1});
                continue;
            }
        } else if (assignment.match(line).hasMatch()) {
            continue;
        }
        if (const auto h = header.match(line); h.hasMatch()) {
            current = h.captured(3);
            QString description = quotedAfterHash(h.captured(4));
            if (description.isEmpty()) description = current;
            if (!descriptionOf.contains(current)) order << current;
            descriptionOf.insert(current, description);
            continue;
        }
        throw UserError(tr("%1:%2: not ibnetdiscover output: %3").arg(fileName).arg(i + 1).arg(quotedExcerpt(line)));
    }

    // An empty or comment-only file would verify as "everything missing" and
    // send the crew to pull every cable: it is not a scan.
    if (order.isEmpty())
        throw UserError(tr("%1: no Switch or Ca record: not an ibnetdiscover scan of a fabric").arg(fileName));
    DiscoveredFabric fabric;
    QSet<QString> nodes;  // fabric.nodes, to look up
    for (const QString& id : std::as_const(order)) {
        fabric.nodes << descriptionOf.value(id);
        nodes.insert(fabric.nodes.back());
    }
    QSet<std::pair<LinkEnd, LinkEnd>> seen;
    for (const RawPort& r : ports) {
        const LinkEnd here{descriptionOf.value(r.localId), QString::number(r.localPort)};
        const auto known = descriptionOf.constFind(r.remoteId);
        QString farName = known == descriptionOf.cend() ? quotedAfterHash(r.comment) : *known;
        if (farName.isEmpty()) farName = r.remoteId;
        const LinkEnd far{farName, QString::number(r.remotePort)};
        const QString where = QStringLiteral("%1:%2").arg(fileName).arg(r.line);
        ScanName::require(here.node, where);
        ScanName::require(far.node, where);
        if (known == descriptionOf.cend() && !nodes.contains(far.node)) {
            nodes.insert(far.node);
            fabric.nodes << far.node;
        }
        const auto key = here < far ? std::pair(here, far) : std::pair(far, here);
        if (seen.contains(key)) continue;  // the same cable printed from its other end
        seen.insert(key);
        fabric.links.push_back({here, far, fileName, r.line});
    }
    return fabric;
}

}  // namespace sn
