#include "exporters/labels/label_scheme.h"

#include "model/core/sn_error.h"
#include "model/design/room_site.h"

#include <QRegularExpression>

namespace sn {

namespace {

/// The code of the hall `end` stands in, in a site of several halls; else
/// the room's code.
QString roomCode(const Room& room, const CableEnd& end) {
    if (room.halls.empty() || !end.device) return room.code;
    const QPointF at = end.rack ? RoomSite::rackFootprint(*end.rack).center()
                                : QPointF(end.device->placement.floorXmm, end.device->placement.floorYmm);
    const auto hall = hallAt(room, at);
    return hall ? room.halls[*hall].code : room.code;
}

}  // namespace

QStringList LabelScheme::tokens() {
    return {QStringLiteral("site"), QStringLiteral("room"), QStringLiteral("row"), QStringLiteral("rack"),
            QStringLiteral("u"),    QStringLiteral("device"), QStringLiteral("port"), QStringLiteral("cable"),
            QStringLiteral("assembly"), QStringLiteral("leg")};
}

LabelScheme::LabelScheme(const QString& endTemplate) : m_template(endTemplate) {
    if (m_template.trimmed().isEmpty()) throw UserError(tr("The label template is empty."));
    static const QRegularExpression token(QStringLiteral("\\{([^}]*)\\}"));
    for (auto it = token.globalMatch(m_template); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (!tokens().contains(name))
            throw UserError(tr("The label template \"%1\" uses the unknown token {%2}; known tokens: %3")
                                .arg(m_template, name, QLatin1Char('{') + tokens().join(QStringLiteral("} {")) +
                                                           QLatin1Char('}')));
    }
}

QString LabelScheme::endId(const Design& design, const ResolvedCable& cable, const CableEnd& end) const {
    // One pass over the template, so a name that happens to contain "{u}" stays as it is.
    // An empty token takes one separator with it ("{room}.{rack}" without a room code
    // reads "A01", not ".A01").
    auto isSeparator = [](QChar c) {
        return c == u'.' || c == u'-' || c == u':' || c == u'/' || c == u'_' || c == u' ';
    };
    QString out;
    bool skipSeparator = false;
    qsizetype i = 0;
    while (i < m_template.size()) {
        const qsizetype open = m_template.indexOf(QLatin1Char('{'), i);
        const qsizetype close = open < 0 ? -1 : m_template.indexOf(QLatin1Char('}'), open);
        QStringView literal = QStringView(m_template).sliced(i, (close < 0 ? m_template.size() : open) - i);
        if (skipSeparator && !literal.isEmpty() && isSeparator(literal.front())) literal = literal.sliced(1);
        skipSeparator = false;
        out += literal;
        if (close < 0) break;
        const QStringView name = QStringView(m_template).sliced(open + 1, close - open - 1);
        QString value;
        if (name == u"site") value = design.room().site;
        else if (name == u"room") value = roomCode(design.room(), end);
        else if (name == u"row") value = end.rowName;
        else if (name == u"rack") value = end.rack ? end.rackName : end.deviceName;
        else if (name == u"u") value = end.uToken;
        else if (name == u"device") value = end.deviceName;
        else if (name == u"port") value = end.port;
        else if (name == u"cable") value = cable.displayId;
        else if (name == u"assembly") value = cable.assembly.id;
        else if (name == u"leg") value = cable.assembly.leg > 0 ? QString::number(cable.assembly.leg) : QString();
        if (value.isEmpty()) {
            if (out.isEmpty()) skipSeparator = true;
            else if (isSeparator(out.back())) out.chop(1);
        }
        out += value;
        i = close + 1;
    }
    return out;
}

std::pair<QString, QString> LabelScheme::cableIds(const Design& design, const ResolvedCable& cable) const {
    const QString a = endId(design, cable, cable.a), b = endId(design, cable, cable.b);
    return {a + QLatin1Char('/') + b, b + QLatin1Char('/') + a};
}

QString LabelScheme::cableId(const Design& design, const ResolvedCable& cable, bool nearIsA) const {
    const CableEnd& nearEnd = nearIsA ? cable.a : cable.b;
    const CableEnd& farEnd = nearIsA ? cable.b : cable.a;
    return endId(design, cable, nearEnd) + QLatin1Char('/') + endId(design, cable, farEnd);
}

}  // namespace sn
