#include "model/asbuilt/scan_name.h"

#include "model/core/excerpt.h"
#include "model/core/sn_error.h"

namespace sn {

void ScanName::require(const QString& name, const QString& where) {
    for (const QChar c : name)
        if (c.category() == QChar::Other_Control)
            throw UserError(tr("%1: the control character U+%2 in the name %3; a scan's names are one line of text")
                                .arg(where)
                                .arg(c.unicode(), 4, 16, QLatin1Char('0'))
                                .arg(quotedExcerpt(name)));
}

}  // namespace sn
