#include "model/variants/price_list.h"

#include "model/core/excerpt.h"
#include "model/core/sn_error.h"
#include "model/input/csv_reader.h"
#include "model/input/input_file.h"

#include <QRegularExpression>

#include <cmath>

namespace sn {

namespace {

constexpr long long kMaxPriceListBytes = 16 * 1024 * 1024;
constexpr double kMaxUnitPrice = 1e12;
constexpr int kMaxPrices = 100'000;

}  // namespace

PriceList PriceList::read(const QString& path) {
    return parse(InputFile::read(path, kMaxPriceListBytes), path);
}

PriceList PriceList::parse(const QByteArray& csv, const QString& fileName) {
    const std::vector<CsvRecord> records = CsvReader::read(csv, fileName);
    if (records.empty()) throw UserError(tr("%1: empty; expected a header line.").arg(fileName));
    const QStringList& header = records.front().fields;
    const auto column = [&](const char* name, bool required) {
        const qsizetype i = header.indexOf(QString::fromLatin1(name));
        if (i < 0 && required)
            throw UserError(tr("%1:%2: no column \"%3\" (expected catalog_id, unit_price, currency, source and "
                               "optionally unit).")
                                .arg(fileName)
                                .arg(records.front().line)
                                .arg(QLatin1String(name)));
        return int(i);
    };
    const int idColumn = column("catalog_id", true), priceColumn = column("unit_price", true);
    const int currencyColumn = column("currency", true), sourceColumn = column("source", true);
    const int unitColumn = column("unit", false);
    if (int(records.size()) - 1 > kMaxPrices)
        throw UserError(tr("%1: more than %2 prices.").arg(fileName).arg(kMaxPrices));
    static const QRegularExpression currencyCode(QStringLiteral("^[A-Z]{3}$"));
    PriceList list;
    for (size_t r = 1; r < records.size(); ++r) {
        const CsvRecord& rec = records[r];
        const auto field = [&](int c) { return c >= 0 && c < rec.fields.size() ? rec.fields[c].trimmed() : QString(); };
        const auto fail = [&](const char* col, const QString& why) {
            throw UserError(QStringLiteral("%1:%2: %3: %4").arg(fileName).arg(rec.line).arg(QLatin1String(col), why));
        };
        const QString id = field(idColumn);
        if (id.isEmpty()) fail("catalog_id", tr("empty"));
        if (list.m_prices.contains(id)) fail("catalog_id", tr("%1 is priced twice").arg(quotedExcerpt(id)));
        bool ok = false;
        const double amount = field(priceColumn).toDouble(&ok);
        if (!ok || !std::isfinite(amount) || amount < 0 || amount > kMaxUnitPrice)
            fail("unit_price", tr("%1 is not a price from 0 to %2").arg(quotedExcerpt(field(priceColumn))).arg(kMaxUnitPrice, 0, 'g', 3));
        const QString currency = field(currencyColumn);
        if (!currencyCode.match(currency).hasMatch())
            fail("currency", tr("%1 is not a three-letter currency code (USD, CNY, EUR)").arg(quotedExcerpt(currency)));
        if (list.m_currency.isEmpty()) list.m_currency = currency;
        if (currency != list.m_currency)
            fail("currency", tr("%1, where the list so far is in %2; one currency per list").arg(currency, list.m_currency));
        Price price{amount, Unit::Each, field(sourceColumn)};
        if (price.source.isEmpty()) fail("source", tr("empty; say where the price is from and when"));
        const QString unit = field(unitColumn);
        if (unit == QLatin1String("m")) price.unit = Unit::Metre;
        else if (!unit.isEmpty() && unit != QLatin1String("each"))
            fail("unit", tr("%1 is not \"each\" or \"m\"").arg(quotedExcerpt(unit)));
        list.m_prices.insert(id, price);
    }
    return list;
}

const PriceList::Price* PriceList::find(const QString& catalogId) const {
    const auto it = m_prices.constFind(catalogId);
    return it == m_prices.constEnd() ? nullptr : &*it;
}

}  // namespace sn
