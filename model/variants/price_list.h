#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <optional>

namespace sn {

/// What the user says a catalog part costs, one currency per list: a CSV
/// with the columns catalog_id, unit_price, currency and source (where the
/// price is from and when), and optionally unit ("each", the default, or
/// "m" for a price per ordered metre of cable). A price list is the user's:
/// the program never makes one up, and a part it lacks is listed as unpriced.
class PriceList {
    Q_DECLARE_TR_FUNCTIONS(PriceList)
public:
    enum class Unit { Each, Metre };
    struct Price {
        double amount = 0;
        Unit unit = Unit::Each;
        QString source;
    };

    /// Throws UserError naming the file, line and column at fault.
    static PriceList read(const QString& path);
    static PriceList parse(const QByteArray& csv, const QString& fileName);

    const Price* find(const QString& catalogId) const;
    const QString& currency() const { return m_currency; }
    int size() const { return int(m_prices.size()); }

private:
    QString m_currency;
    QHash<QString, Price> m_prices;
};

}  // namespace sn
