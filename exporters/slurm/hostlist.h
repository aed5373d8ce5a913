#pragma once

#include <QStringList>

namespace sn {

/// Slurm hostlist expressions: names that differ only in their last number
/// collapse into one bracket, keeping zero padding — gpu-a01-1, gpu-a01-2,
/// gpu-a01-3, gpu-a01-7 → "gpu-a01-[1-3,7]". The inverse, expand(), reads
/// what compress() writes (and the plain comma lists Slurm accepts).
class Hostlist {
public:
    static QString compress(const QStringList& names);
    static QStringList expand(const QString& expression);
};

}  // namespace sn
