#include "exporters/labels/label_wrap_fit.h"

#include "exporters/labels/label_sheet.h"
#include "exporters/labels/label_stock.h"

#include <QSet>
#include <QStringList>

namespace sn {

WrapFit WrapFit::of(const std::vector<LabelItem>& items, const LabelStock& stock) {
    WrapFit f;
    f.wrap = stock.wrap.has_value();
    if (f.wrap) {
        f.odMinMm = stock.wrap->odMinMm;
        f.odMaxMm = stock.wrap->odMaxMm;
    }
    QSet<QString> seen;  // both ends of a cable are two items with one id
    for (const LabelItem& item : items) {
        if (seen.contains(item.cableId)) continue;
        seen.insert(item.cableId);
        ++f.cables;
        if (!f.wrap) {
            ++f.fitting;
        } else if (item.odMm <= 0) {
            ++f.unknownOd;
        } else if (stock.wrap->fits(item.odMm)) {
            ++f.fitting;
        } else if (item.odMm < f.odMinMm) {
            ++f.thinner;
        } else {
            ++f.thicker;
        }
    }
    return f;
}

QString WrapFit::text() const {
    if (!wrap) return tr("A flat label: fits any of the %n cable(s).", nullptr, cables);
    auto mm = [](double v) { return QString::number(v, 'f', 1); };
    QStringList parts{tr("fits %1 of %n cable(s)", nullptr, cables).arg(fitting)};
    if (thinner > 0) parts << tr("%n are thinner than %1 mm OD", nullptr, thinner).arg(mm(odMinMm));
    if (thicker > 0) parts << tr("%n are thicker than %1 mm OD", nullptr, thicker).arg(mm(odMaxMm));
    if (unknownOd > 0) parts << tr("%n have no OD in the catalog", nullptr, unknownOd);
    return parts.join(QStringLiteral("; "));
}

QString WrapFit::refusal(const QString& stockName) const {
    if (!wrap || fitting > 0 || cables == 0) return {};
    return tr("The wrap %1 (%2 to %3 mm OD) fits none of the cables: %4.")
        .arg(stockName, QString::number(odMinMm, 'f', 1), QString::number(odMaxMm, 'f', 1), text());
}

}  // namespace sn
