#include "model/core/excerpt.h"

namespace sn {

namespace {
void appendEscaped(QString& out, QChar c) {
    switch (c.unicode()) {
    case '\n': out += QStringLiteral("\\n"); return;
    case '\r': out += QStringLiteral("\\r"); return;
    case '\t': out += QStringLiteral("\\t"); return;
    default: break;
    }
    // C0 and C1 controls and the line/paragraph separators would break the line.
    if (c.category() == QChar::Other_Control || c.unicode() == 0x2028 || c.unicode() == 0x2029)
        out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    else
        out += c;
}
}  // namespace

QString excerpt(const QString& value) {
    QString out;
    const bool cut = value.size() > kExcerptChars;
    qsizetype end = cut ? kExcerptChars : value.size();
    // Never split a surrogate pair.
    if (cut && value.at(end - 1).isHighSurrogate()) --end;
    out.reserve(end + 8);
    for (qsizetype i = 0; i < end; ++i) appendEscaped(out, value.at(i));
    if (cut) out += QChar(0x2026);  // …
    return out;
}

QString quotedExcerpt(const QString& value) { return QLatin1Char('"') + excerpt(value) + QLatin1Char('"'); }

QString oneLine(const QString& message) {
    QString out;
    out.reserve(message.size());
    for (QChar c : message) appendEscaped(out, c);
    return out;
}

}  // namespace sn
