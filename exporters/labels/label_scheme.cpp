#include "labels/label_scheme.h"

#include "core/sn_error.h"

#include <QRegularExpression>

namespace sn {

QStringList LabelScheme::tokens() {
    return {QStringLiteral("site"), QStringLiteral("room"), QStringLiteral("row"), QStringLiteral("rack"),
            QStringLiteral("u"),    QStringLiteral("device"), QStringLiteral("port"), QStringLiteral("cable")};
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
    QString out;
    qsizetype i = 0;
    while (i < m_template.size()) {
        const qsizetype open = m_template.indexOf(QLatin1Char('{'), i);
        const qsizetype close = open < 0 ? -1 : m_template.indexOf(QLatin1Char('}'), open);
        if (close < 0) {
            out += QStringView(m_template).sliced(i);
            break;
        }
        out += QStringView(m_template).sliced(i, open - i);
        const QStringView name = QStringView(m_template).sliced(open + 1, close - open - 1);
        if (name == u"site") out += design.room().site;
        else if (name == u"room") out += design.room().code;
        else if (name == u"row") out += end.rowName;
        else if (name == u"rack") out += end.rack ? end.rackName : end.deviceName;
        else if (name == u"u") out += end.uToken;
        else if (name == u"device") out += end.deviceName;
        else if (name == u"port") out += end.port;
        else if (name == u"cable") out += cable.displayId;
        i = close + 1;
    }
    return out;
}

QString LabelScheme::cableId(const Design& design, const ResolvedCable& cable, bool nearIsA) const {
    const CableEnd& nearEnd = nearIsA ? cable.a : cable.b;
    const CableEnd& farEnd = nearIsA ? cable.b : cable.a;
    return endId(design, cable, nearEnd) + QLatin1Char('/') + endId(design, cable, farEnd);
}

}  // namespace sn
