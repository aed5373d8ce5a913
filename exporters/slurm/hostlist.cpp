#include "exporters/slurm/hostlist.h"

#include "model/core/natural_order.h"

#include <QMap>

#include <algorithm>

namespace sn {

namespace {

struct Split {
    QString prefix, digits, suffix;
};

// The last run of digits splits a name into prefix, number and suffix.
Split split(const QString& name) {
    qsizetype end = name.size();
    while (end > 0 && !name[end - 1].isDigit()) --end;
    qsizetype start = end;
    while (start > 0 && name[start - 1].isDigit()) --start;
    if (start == end) return {name, {}, {}};
    return {name.left(start), name.mid(start, end - start), name.mid(end)};
}

}  // namespace

QString Hostlist::compress(const QStringList& names) {
    // Group by (prefix, suffix, digit count) in natural order.
    QStringList keys;
    QMap<QString, std::vector<long long>> numbers;
    QMap<QString, std::pair<Split, int>> shape;
    QStringList out;
    QStringList sorted = names;
    std::sort(sorted.begin(), sorted.end(), naturalLess);
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    for (const QString& n : sorted) {
        const Split s = split(n);
        if (s.digits.isEmpty() || s.prefix.contains(QLatin1Char('[')) || s.digits.size() > 15) {
            keys << QStringLiteral("\x01") + n;
            continue;
        }
        // Names group by digit count, so every number keeps its exact text
        // ("node01".."node09" and "node10" are [01-09] and 10; "n1".."n12" are [1-9],[10-12]).
        const int width = int(s.digits.size());
        const QString key = s.prefix + QLatin1Char('\x02') + s.suffix + QLatin1Char('\x02') + QString::number(width);
        if (!numbers.contains(key)) keys << key;
        numbers[key].push_back(s.digits.toLongLong());
        shape.insert(key, {s, width});
    }
    for (const QString& key : keys) {
        if (key.startsWith(QLatin1Char('\x01'))) {
            out << key.mid(1);
            continue;
        }
        std::vector<long long> v = numbers.value(key);
        std::sort(v.begin(), v.end());
        const auto& [s, width] = shape.value(key);
        auto num = [w = width](long long x) { return QStringLiteral("%1").arg(x, w, 10, QLatin1Char('0')); };
        if (v.size() == 1) {
            out << s.prefix + num(v[0]) + s.suffix;
            continue;
        }
        QStringList ranges;
        for (size_t i = 0; i < v.size();) {
            size_t j = i;
            while (j + 1 < v.size() && v[j + 1] == v[j] + 1) ++j;
            ranges << (i == j ? num(v[i]) : num(v[i]) + QLatin1Char('-') + num(v[j]));
            i = j + 1;
        }
        out << s.prefix + QLatin1Char('[') + ranges.join(QLatin1Char(',')) + QLatin1Char(']') + s.suffix;
    }
    return out.join(QLatin1Char(','));
}

QStringList Hostlist::expand(const QString& expression) {
    QStringList out;
    // Split on commas outside brackets.
    QStringList parts;
    QString cur;
    int depth = 0;
    for (const QChar c : expression) {
        if (c == u'[') ++depth;
        if (c == u']') --depth;
        if (c == u',' && depth == 0) {
            parts << cur;
            cur.clear();
        } else {
            cur += c;
        }
    }
    if (!cur.isEmpty()) parts << cur;
    for (const QString& p : parts) {
        const qsizetype open = p.indexOf(QLatin1Char('[')), close = p.indexOf(QLatin1Char(']'));
        if (open < 0 || close < open) {
            out << p;
            continue;
        }
        const QString prefix = p.left(open), suffix = p.mid(close + 1);
        for (const QString& range : p.mid(open + 1, close - open - 1).split(QLatin1Char(','))) {
            const QStringList ends = range.split(QLatin1Char('-'));
            const int width = int(ends[0].size());
            const long long from = ends[0].toLongLong(), to = ends.size() > 1 ? ends[1].toLongLong() : from;
            for (long long x = from; x <= to; ++x)
                out << prefix + QStringLiteral("%1").arg(x, width, 10, QLatin1Char('0')) + suffix;
        }
    }
    return out;
}

}  // namespace sn
