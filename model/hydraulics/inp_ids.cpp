#include "model/hydraulics/inp_ids.h"

#include <QSet>

namespace sn::hyd {

namespace {

bool isPlainChar(QChar c) {
    const char16_t u = c.unicode();
    return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') || u == u'_' ||
           u == u'-' || u == u'.';
}

/// Ids are made unique ignoring case: EPANET versions have differed on
/// whether "P1" and "p1" are one id, and a file must read the same in all.
QString key(const QString& id) {
    return id.toCaseFolded();
}

/// Every name gets an id in two passes: first the names that are plain ids
/// and not taken yet keep themselves, so a later plain name never loses its
/// id to a derived one; then the others get their name with each unsafe
/// character made '_', cut to 31 characters, and "_2", "_3", … until unique.
std::vector<QString> assign(const std::vector<QString>& names, const QString& emptyBase) {
    std::vector<QString> ids(names.size());
    QSet<QString> taken;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (InpIds::isPlainId(names[i]) && !taken.contains(key(names[i]))) {
            ids[i] = names[i];
            taken.insert(key(names[i]));
        }
    }
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (!ids[i].isEmpty()) continue;
        QString base;
        for (QChar c : names[i]) base += isPlainChar(c) ? c : QChar(u'_');
        if (base.isEmpty()) base = emptyBase;
        QString candidate = base.left(InpIds::kMaxIdLength);
        for (int n = 2; taken.contains(key(candidate)); ++n) {
            const QString suffix = QStringLiteral("_%1").arg(n);
            candidate = base.left(InpIds::kMaxIdLength - suffix.size()) + suffix;
        }
        ids[i] = candidate;
        taken.insert(key(candidate));
    }
    return ids;
}

}  // namespace

bool InpIds::isPlainId(const QString& name) {
    if (name.isEmpty() || name.size() > kMaxIdLength) return false;
    for (QChar c : name)
        if (!isPlainChar(c)) return false;
    return true;
}

InpIds InpIds::forNetwork(const HydraulicNetwork& network) {
    std::vector<QString> nodeNames, linkNames;
    nodeNames.reserve(network.nodes.size());
    linkNames.reserve(network.links.size());
    for (const Node& n : network.nodes) nodeNames.push_back(n.id);
    for (const Link& l : network.links) linkNames.push_back(l.id);
    InpIds ids;
    ids.nodeIds = assign(nodeNames, QStringLiteral("N"));
    ids.linkIds = assign(linkNames, QStringLiteral("L"));
    return ids;
}

}  // namespace sn::hyd
