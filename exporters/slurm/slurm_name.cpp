#include "exporters/slurm/slurm_name.h"

#include "model/core/excerpt.h"
#include "model/core/sn_error.h"

namespace sn {

bool SlurmName::isValid(QStringView name) {
    if (name.isEmpty() || name.front() == u'-' || name.front() == u'.') return false;
    for (const QChar c : name) {
        const char16_t u = c.unicode();
        const bool ok = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') || u == u'-' ||
                        u == u'_' || u == u'.';
        if (!ok) return false;
    }
    return true;
}

void SlurmName::require(const QString& name, const QString& what) {
    if (isValid(name)) return;
    throw UserError(tr("%1 %2 cannot be named in Slurm files: a node, switch or block name holds only ASCII letters, "
                       "digits, '-', '_' and '.' (and does not start with '-' or '.'); rename it.")
                        .arg(what, quotedExcerpt(name)));
}

}  // namespace sn
