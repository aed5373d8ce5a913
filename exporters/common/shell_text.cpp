#include "exporters/common/shell_text.h"

#include "model/core/excerpt.h"

namespace sn {

QString ShellText::comment(const QString& text) { return oneLine(text); }

QString ShellText::inDoubleQuotes(const QString& text) {
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c == u'$' || c == u'`' || c == u'"' || c == u'\\') out += QLatin1Char('\\');
        out += c;
    }
    return out;
}

}  // namespace sn
