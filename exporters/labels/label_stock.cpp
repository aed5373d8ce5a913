#include "exporters/labels/label_stock.h"

#include "model/core/excerpt.h"
#include "model/core/sn_error.h"
#include "model/input/input_file.h"
#include "model/input/load_limits.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <utility>
#include <numbers>

namespace sn {

namespace {

/// The most labels a template's page may hold: a sheet has some hundreds (the
/// largest page of the gLabels database, Rayfilm 3442, holds 270); far beyond,
/// the cells would be allocated, and compared pairwise, before any other
/// check could refuse them.
constexpr std::int64_t kMaxLabelsPerPage = 10'000;

}  // namespace

std::vector<QRectF> LabelStock::cells() const {
    std::vector<QRectF> out;
    for (const LabelGrid& g : grids)
        for (int row = 0; row < g.ny; ++row)
            for (int col = 0; col < g.nx; ++col)
                out.emplace_back(QPointF(g.x0Pt + col * g.dxPt, g.y0Pt + row * g.dyPt), labelSizePt);
    return out;
}

QRectF LabelStock::printableRect(const QRectF& cell) const {
    if (wrap) return wrap->printablePt.translated(cell.topLeft());
    return cell.adjusted(marginXPt, marginYPt, -marginXPt, -marginYPt);
}

std::pair<double, double> CableWrap::odRangeMm(double lengthPt, double printableHeightPt) {
    constexpr double mmPerPt = 25.4 / 72.0;
    return {printableHeightPt * mmPerPt / std::numbers::pi, (lengthPt - printableHeightPt) * mmPerPt / std::numbers::pi};
}

int LabelStock::labelsPerPage() const {
    int n = 0;
    for (const LabelGrid& g : grids) n += g.nx * g.ny;
    return n;
}

std::optional<double> LabelStockLibrary::lengthPt(const QString& text) {
    static const std::pair<const char*, double> units[] = {
        {"mm", 72.0 / 25.4}, {"cm", 720.0 / 25.4}, {"in", 72.0}, {"pt", 1.0}, {"pc", 12.0}};
    QString number = text.trimmed();
    double factor = 1.0;
    for (const auto& [suffix, f] : units)
        if (number.endsWith(QLatin1String(suffix))) {
            number.chop(2);
            factor = f;
            break;
        }
    number = number.trimmed();
    // gLabels parses the number with g_ascii_strtod, which gives 0 for none.
    if (number.isEmpty()) return 0.0;
    bool ok = false;
    const double value = number.toDouble(&ok);
    if (!ok) return std::nullopt;
    return value * factor;
}

QString LabelStockLibrary::layoutProblem(const LabelStock& stock) {
    constexpr double slack = 0.01;  // pt: below any printer's resolution, above rounding of mm and in
    const std::vector<QRectF> cells = stock.cells();
    const QRectF page(QPointF(0, 0), stock.pageSizePt);
    auto pt = [](double v) { return QString::number(v, 'f', 2); };
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const QRectF& c = cells[i];
        if (c.left() < -slack || c.top() < -slack || c.right() > page.right() + slack ||
            c.bottom() > page.bottom() + slack)
            return tr("label %1 of %2 (%3, %4 to %5, %6 pt) leaves the %7 × %8 pt page")
                .arg(i + 1)
                .arg(cells.size())
                .arg(pt(c.left()), pt(c.top()), pt(c.right()), pt(c.bottom()), pt(page.width()),
                     pt(page.height()));
    }
    // Labels are all one size: two overlap only when their corners are less
    // than a label apart. Hashed by the label-sized cell of their corner,
    // each is compared with the labels in the 3 × 3 cells around it instead
    // of with every other; the first pair reported is the same.
    const double w = std::abs(stock.labelSizePt.width()), h = std::abs(stock.labelSizePt.height());
    if (!(w > slack && h > slack)) return {};  // nothing so thin overlaps by more than the slack
    const auto index = [](double v, double size) {
        const double c = std::floor(v / size);
        return std::isnan(c) ? std::int64_t(0) : std::int64_t(std::clamp(c, -0x1p52, 0x1p52));
    };
    using Cell = std::pair<std::int64_t, std::int64_t>;
    const auto cellOf = [&](const QRectF& c) {
        const QRectF n = c.normalized();
        return Cell(index(n.left(), w), index(n.top(), h));
    };
    QHash<Cell, std::vector<std::size_t>> byCell;  // label indices, ascending
    for (std::size_t i = 0; i < cells.size(); ++i) byCell[cellOf(cells[i])].push_back(i);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        std::optional<std::size_t> first;
        QRectF overlap;
        const Cell c = cellOf(cells[i]);
        for (std::int64_t dx = -1; dx <= 1; ++dx)
            for (std::int64_t dy = -1; dy <= 1; ++dy) {
                const auto it = byCell.constFind(Cell(c.first + dx, c.second + dy));
                if (it == byCell.cend()) continue;
                for (const std::size_t j : *it) {
                    if (j <= i) continue;
                    if (first && j >= *first) break;
                    const QRectF o = cells[i].intersected(cells[j]);
                    if (o.width() > slack && o.height() > slack) {
                        first = j;
                        overlap = o;
                        break;
                    }
                }
            }
        if (first)
            return tr("labels %1 and %2 overlap by %3 × %4 pt")
                .arg(i + 1)
                .arg(*first + 1)
                .arg(pt(overlap.width()), pt(overlap.height()));
    }
    return {};
}

QString LabelStockLibrary::stockId(const QString& brand, const QString& part) {
    QString id;
    for (const QChar c : (brand + QLatin1Char('-') + part).toLower())
        if (c.isLetterOrNumber()) id += c;
        else if (!id.endsWith(QLatin1Char('-'))) id += QLatin1Char('-');
    return id;
}

void LabelStockLibrary::addPaperSizes(const QByteArray& xml, const QString& source) {
    QXmlStreamReader r(xml);
    while (!r.atEnd()) {
        r.readNext();
        if (!r.isStartElement() || r.name() != u"Paper-size") continue;
        const auto a = r.attributes();
        const auto w = lengthPt(a.value(QLatin1String("width")).toString()), h = lengthPt(a.value(QLatin1String("height")).toString());
        if (!w || !h)
            throw UserError(tr("%1, line %2: paper size \"%3\" has no valid width and height")
                                .arg(source).arg(r.lineNumber()).arg(a.value(QLatin1String("id")).toString()));
        m_paper.insert(a.value(QLatin1String("id")).toString(), QSizeF(*w, *h));
    }
    if (r.hasError()) throw UserError(tr("%1, line %2: %3").arg(source).arg(r.lineNumber()).arg(r.errorString()));
}

void LabelStockLibrary::addTemplates(const QByteArray& xml, const QString& source) {
    QXmlStreamReader r(xml);
    auto fail = [&](const QString& what) {
        throw UserError(tr("%1, line %2: %3").arg(source).arg(r.lineNumber()).arg(what));
    };
    auto length = [&](const QXmlStreamAttributes& a, QLatin1String name) {
        const auto v = lengthPt(a.value(name).toString());
        // "nan" and "inf" read as numbers; on a page they are no place at all.
        if (!v || !std::isfinite(*v))
            fail(tr("attribute %1 \"%2\" is not a length").arg(QString(name), excerpt(a.value(name).toString())));
        return *v;
    };
    std::vector<LabelStock> found;
    std::vector<RefusedStock> refused;
    std::optional<LabelStock> current;
    std::optional<QRectF> markupRect;  // the first <Markup-rect>: a wrap's print-on area
    std::optional<CableWrap> wrap;     // <Cable-wrap>, completed at </Template>
    QSet<QString> skipped;  // other shapes, so their "equiv" copies are skipped too
    bool rectangle = false;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isEndElement() && r.name() == u"Template" && current) {
            if (wrap) {
                if (!markupRect) fail(tr("template %1 %2: a cable wrap needs its print-on area as <Markup-rect>")
                                          .arg(current->brand, current->part));
                const QRectF label(QPointF(0, 0), current->labelSizePt);
                if (!label.adjusted(-0.01, -0.01, 0.01, 0.01).contains(*markupRect))
                    fail(tr("template %1 %2: the print-on area leaves the label").arg(current->brand, current->part));
                wrap->printablePt = *markupRect;
                if (wrap->odMaxMm <= 0) {
                    const auto [lo, hi] = CableWrap::odRangeMm(current->labelSizePt.height(), markupRect->height());
                    wrap->odMinMm = lo;
                    wrap->odMaxMm = hi;
                }
                if (wrap->odMinMm > wrap->odMaxMm)
                    fail(tr("template %1 %2: the cable wrap's od_min is above its od_max").arg(current->brand, current->part));
                current->wrap = wrap;
            }
            if (rectangle && !current->grids.empty() && !current->pageSizePt.isEmpty()) {
                if (const QString why = layoutProblem(*current); why.isEmpty()) {
                    found.push_back(*current);
                } else {
                    refused.push_back({current->id, current->brand + QLatin1Char(' ') + current->part, why});
                    skipped.insert(current->id);
                }
            } else {
                skipped.insert(current->id);
            }
            current.reset();
            continue;
        }
        if (!r.isStartElement()) continue;
        const auto a = r.attributes();
        if (r.name() == u"Template") {
            const QString brand = a.value(QLatin1String("brand")).toString(), part = a.value(QLatin1String("part")).toString();
            if (brand.isEmpty() || part.isEmpty()) fail(tr("a template needs a brand and a part"));
            if (a.hasAttribute(QLatin1String("equiv"))) {
                // "Same stock, another part number": copy the template it names.
                const QString base = stockId(brand, a.value(QLatin1String("equiv")).toString());
                auto it = std::find_if(found.begin(), found.end(), [&](const LabelStock& s) { return s.id == base; });
                if (it == found.end() && skipped.contains(base)) {  // a copy of a round, CD or refused label
                    skipped.insert(stockId(brand, part));
                    const auto no = std::find_if(refused.begin(), refused.end(),
                                                 [&](const RefusedStock& s) { return s.id == base; });
                    if (no != refused.end())
                        refused.push_back({stockId(brand, part), brand + QLatin1Char(' ') + part, no->reason});
                    r.skipCurrentElement();
                    continue;
                }
                if (it == found.end()) fail(tr("template %1 %2 is equivalent to unknown part %3")
                                                .arg(brand, part, a.value(QLatin1String("equiv")).toString()));
                LabelStock copy = *it;
                copy.brand = brand;
                copy.part = part;
                copy.id = stockId(brand, part);
                found.push_back(copy);
                r.skipCurrentElement();
                continue;
            }
            current = LabelStock{};
            rectangle = false;
            markupRect.reset();
            wrap.reset();
            current->brand = brand;
            current->part = part;
            current->id = stockId(brand, part);
            current->description = a.value(QLatin1String("_description")).toString();
            current->paper = a.value(QLatin1String("size")).toString();
            current->source = source;
            if (m_paper.contains(current->paper)) {
                current->pageSizePt = m_paper.value(current->paper);
            } else if (a.hasAttribute(QLatin1String("width")) && a.hasAttribute(QLatin1String("height"))) {
                // "Other" sheets and rolls: the template gives the page (one label long for a roll).
                current->pageSizePt = QSizeF(length(a, QLatin1String("width")), length(a, QLatin1String("height")));
            } else if (current->paper != u"roll") {
                // A roll without a height is continuous tape: no grid to place labels on, so it is left out.
                fail(tr("template %1 %2 uses the unknown paper size \"%3\"").arg(brand, part, current->paper));
            }
        } else if (current && r.name() == u"Label-rectangle") {
            rectangle = true;
            current->labelSizePt = QSizeF(length(a, QLatin1String("width")), length(a, QLatin1String("height")));
            // A label of no width fits no text: every cable would be refused
            // in one line listing them all, never naming the width.
            if (!(current->labelSizePt.width() > 0 && current->labelSizePt.height() > 0))
                fail(tr("template %1 %2: a label of %3 × %4 mm; its width and height must be above 0")
                         .arg(current->brand, current->part)
                         .arg(current->labelSizePt.width() * 25.4 / 72, 0, 'f', 1)
                         .arg(current->labelSizePt.height() * 25.4 / 72, 0, 'f', 1));
            if (a.hasAttribute(QLatin1String("round"))) current->roundPt = length(a, QLatin1String("round"));
        } else if (current && rectangle && r.name() == u"Markup-margin") {
            if (a.hasAttribute(QLatin1String("size"))) {
                current->marginXPt = current->marginYPt = length(a, QLatin1String("size"));
            } else {
                current->marginXPt = length(a, QLatin1String("x_size"));
                current->marginYPt = length(a, QLatin1String("y_size"));
            }
            // Margins that meet leave no text room: every cable would be
            // refused in one line each, never naming the margin.
            if (!(2 * current->marginXPt < current->labelSizePt.width() && 2 * current->marginYPt < current->labelSizePt.height()))
                fail(tr("template %1 %2: margins of %3 × %4 mm leave no room to print on a label of %5 × %6 mm")
                         .arg(current->brand, current->part)
                         .arg(current->marginXPt * (25.4 / 72), 0, 'g', 4)
                         .arg(current->marginYPt * (25.4 / 72), 0, 'g', 4)
                         .arg(current->labelSizePt.width() * 25.4 / 72, 0, 'f', 1)
                         .arg(current->labelSizePt.height() * 25.4 / 72, 0, 'f', 1));
        } else if (current && rectangle && r.name() == u"Markup-rect" && !markupRect) {
            markupRect = QRectF(length(a, QLatin1String("x1")), length(a, QLatin1String("y1")),
                                length(a, QLatin1String("w")), length(a, QLatin1String("h")));
        } else if (current && r.name() == u"Cable-wrap") {
            wrap = CableWrap{};
            wrap->source = a.value(QLatin1String("source")).toString();
            if (a.hasAttribute(QLatin1String("od_min")) != a.hasAttribute(QLatin1String("od_max")))
                fail(tr("template %1 %2: a cable wrap gives both od_min and od_max or neither").arg(current->brand, current->part));
            if (a.hasAttribute(QLatin1String("od_max"))) {
                constexpr double mmPerPt = 25.4 / 72.0;
                wrap->odMinMm = length(a, QLatin1String("od_min")) * mmPerPt;
                wrap->odMaxMm = length(a, QLatin1String("od_max")) * mmPerPt;
                if (wrap->odMaxMm <= 0) fail(tr("template %1 %2: the cable wrap's od_max must be above 0").arg(current->brand, current->part));
            }
        } else if (current && rectangle && r.name() == u"Layout") {
            LabelGrid g;
            g.nx = a.value(QLatin1String("nx")).toInt();
            g.ny = a.value(QLatin1String("ny")).toInt();
            if (g.nx < 1 || g.ny < 1) fail(tr("a layout needs nx and ny of at least 1"));
            std::int64_t labels = std::int64_t(g.nx) * g.ny;
            for (const LabelGrid& other : current->grids) labels += std::int64_t(other.nx) * other.ny;
            if (labels > kMaxLabelsPerPage)
                fail(tr("template %1 %2: %3 labels on a page; at most %4 are read")
                         .arg(current->brand, current->part)
                         .arg(labels)
                         .arg(kMaxLabelsPerPage));
            g.x0Pt = length(a, QLatin1String("x0"));
            g.y0Pt = length(a, QLatin1String("y0"));
            g.dxPt = length(a, QLatin1String("dx"));
            g.dyPt = length(a, QLatin1String("dy"));
            current->grids.push_back(g);
        }
    }
    if (r.hasError()) fail(r.errorString());
    m_refused.insert(m_refused.end(), refused.begin(), refused.end());
    for (LabelStock& s : found) {
        if (m_index.contains(s.id)) {
            m_stocks[size_t(m_index.value(s.id))] = std::move(s);
        } else {
            m_index.insert(s.id, int(m_stocks.size()));
            m_stocks.push_back(std::move(s));
        }
    }
}

const LabelStock* LabelStockLibrary::findByName(const QString& name) const {
    if (name.isEmpty()) return m_stocks.size() == 1 ? &m_stocks.front() : nullptr;
    if (const LabelStock* s = find(name)) return s;
    for (const LabelStock& s : m_stocks)
        if (s.part.compare(name, Qt::CaseInsensitive) == 0 || s.id == stockId(s.brand, name)) return &s;
    return nullptr;
}

void LabelStockLibrary::addTemplateFile(const QString& path) {
    const QByteArray xml = InputFile::read(path, limits::kMaxLabelTemplateBytes);
    if (!xml.contains("<Glabels-templates"))
        throw UserError(tr("%1: not a gLabels templates file (no <Glabels-templates>)").arg(path));
    addTemplates(xml, path);
}

QStringList LabelStockLibrary::addTemplateFolder(const QString& folder) {
    QStringList problems;
    const QDir dir(folder);
    for (const QString& name : dir.entryList({QStringLiteral("*.xml")}, QDir::Files, QDir::Name)) {
        const QString path = dir.filePath(name);
        try {
            const QByteArray xml = InputFile::read(path, limits::kMaxLabelTemplateBytes);
            if (!xml.contains("<Glabels-templates")) continue;  // paper sizes, categories, vendors
            addTemplates(xml, path);
        } catch (const UserError& e) {
            problems << e.message();
        }
    }
    return problems;
}

LabelStockLibrary LabelStockLibrary::forUserTemplates() {
    LabelStockLibrary lib;
    lib.m_paper = builtIn().m_paper;
    return lib;
}

LabelStock LabelStockLibrary::userStock(const QString& fileOrFolder, const QString& name) {
    LabelStockLibrary lib = forUserTemplates();
    if (QFileInfo(fileOrFolder).isDir()) {
        const QStringList problems = lib.addTemplateFolder(fileOrFolder);
        if (!problems.isEmpty()) throw UserError(problems.first());
    } else {
        lib.addTemplateFile(fileOrFolder);
    }
    if (const LabelStock* s = lib.findByName(name)) return *s;
    for (const RefusedStock& r : lib.refused())
        if (r.id == name || r.id == stockId(r.name.section(QLatin1Char(' '), 0, -2), name) ||
            (name.isEmpty() && lib.stocks().empty() && lib.refused().size() == 1))
            throw UserError(tr("%1: stock %2 is refused: %3").arg(fileOrFolder, r.name, r.reason));
    if (lib.stocks().empty()) throw UserError(tr("%1: no rectangular label stock to print on").arg(fileOrFolder));
    if (name.isEmpty())
        throw UserError(tr("%1 holds %2 stocks; name one with --stock: %3")
                            .arg(fileOrFolder)
                            .arg(lib.stocks().size())
                            .arg(lib.idList()));
    throw UserError(tr("%1: no stock \"%2\"; stocks are: %3").arg(fileOrFolder, name, lib.idList()));
}

const LabelStock* LabelStockLibrary::find(const QString& id) const {
    const auto it = m_index.constFind(id);
    return it == m_index.cend() ? nullptr : &m_stocks[size_t(*it)];
}

const LabelStock* LabelStockLibrary::wrapFor(double odMm) const {
    if (odMm <= 0) return nullptr;
    const LabelStock* best = nullptr;
    for (const LabelStock& s : m_stocks) {
        if (!s.wrap || !s.wrap->fits(odMm)) continue;
        const QSizeF area = s.wrap->printablePt.size(), bestArea = best ? best->wrap->printablePt.size() : QSizeF();
        if (!best || area.width() > bestArea.width() + 0.01 ||
            (std::abs(area.width() - bestArea.width()) <= 0.01 && area.height() > bestArea.height() + 0.01))
            best = &s;
    }
    return best;
}

QString LabelStockLibrary::idList() const {
    QStringList ids;
    for (const LabelStock& s : m_stocks) ids << s.id;
    return ids.join(QStringLiteral(", "));
}

const LabelStockLibrary& LabelStockLibrary::builtIn() {
    static const LabelStockLibrary library = [] {
        LabelStockLibrary lib;
        auto read = [](const QString& path) {
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly)) throw UserError(tr("Cannot read the built-in label stocks %1").arg(path));
            return f.readAll();
        };
        const QString paper = QStringLiteral(":/labels/paper-sizes.xml");
        lib.addPaperSizes(read(paper), paper);
        for (const char* name : {"cable-wrap-templates.xml", "cablelabel-templates.xml", "avery-iso-templates.xml", "avery-us-templates.xml",
                                 "brother-other-templates.xml"}) {
            const QString path = QStringLiteral(":/labels/") + QLatin1String(name);
            lib.addTemplates(read(path), path);
        }
        return lib;
    }();
    return library;
}

}  // namespace sn
