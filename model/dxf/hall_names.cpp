#include "model/dxf/hall_names.h"

#include "model/core/sn_error.h"
#include "model/design/polygon_area.h"
#include "model/dxf/hall_import.h"

#include <QHash>
#include <QLineF>
#include <QPolygonF>
#include <QRegularExpression>

#include <algorithm>
#include <optional>

namespace sn::dxf {

namespace {

/// The longest hall name or code taken from a drawing: a room label, not a
/// paragraph.
constexpr qsizetype kMaxHallTextChars = 256;

/// A hall's name and label code from the text written across it (the hall
/// drawn at `where`): "Data hall 2 (DH2)", as the export writes it
/// (hallTitle), or a bare name. Control characters are dropped; a text
/// longer than a room label is refused.
std::pair<QString, QString> nameAndCode(const Text& label, const QString& where, const QString& fileName) {
    QString text = label.text;
    text.removeIf([](QChar c) { return c.unicode() < 0x20 || c.unicode() == 0x7f; });
    if (text.size() > kMaxHallTextChars)
        throw UserError(
            HallImport::tr("%1:%2: %3 naming the hall at %4 is %5 characters; a hall's name is at most %6")
                .arg(fileName)
                .arg(label.line)
                .arg(label.type, where)
                .arg(text.size())
                .arg(kMaxHallTextChars));
    static const QRegularExpression titled(QStringLiteral("^(.*\\S)\\s*\\(([^()]+)\\)$"));
    if (const QRegularExpressionMatch m = titled.match(text); m.hasMatch())
        return {m.captured(1), m.captured(2).trimmed()};
    return {text, QString()};
}

/// The texts on the halls layers, sorted by x so a hall looks only at those
/// within its extent. All the halls together test at most kMaxCorners
/// outline corners: overlapping halls and a crowd of texts could otherwise
/// take hours.
class HallLabels {
public:
    HallLabels(const std::vector<Text>& texts, const QSet<QString>& layers) : m_texts(texts) {
        for (size_t i = 0; i < texts.size(); ++i)
            if (layers.contains(texts[i].layer) && !texts[i].text.isEmpty()) m_byX.push_back(i);
        std::sort(m_byX.begin(), m_byX.end(),
                  [&](size_t a, size_t b) { return texts[a].at.x() < texts[b].at.x(); });
    }
    std::size_t count() const { return m_byX.size(); }

    /// The text inside `area` nearest its middle; nullopt when none is. False
    /// in `withinBudget` once the corners tested pass kMaxCorners.
    std::optional<size_t> nearestInside(const QPolygonF& area, bool& withinBudget) {
        const QRectF extent = area.boundingRect();
        std::optional<size_t> best;
        auto it = std::lower_bound(m_byX.begin(), m_byX.end(), extent.left(),
                                   [&](size_t i, double x) { return m_texts[i].at.x() < x; });
        for (; it != m_byX.end() && m_texts[*it].at.x() <= extent.right(); ++it) {
            const QPointF at = m_texts[*it].at;
            if (at.y() < extent.top() || at.y() > extent.bottom()) continue;
            if ((m_corners += area.size()) > kMaxCorners) {
                withinBudget = false;
                return std::nullopt;
            }
            if (!area.containsPoint(at, Qt::OddEvenFill)) continue;
            if (!best ||
                QLineF(at, extent.center()).length() < QLineF(m_texts[*best].at, extent.center()).length())
                best = *it;
        }
        return best;
    }

private:
    static constexpr qint64 kMaxCorners = 100'000'000;
    const std::vector<Text>& m_texts;
    std::vector<size_t> m_byX;
    qint64 m_corners = 0;
};

}  // namespace

std::vector<Hall> namedHalls(const std::vector<HallOutline>& outlines, const std::vector<Text>& texts,
                             const QSet<QString>& layers, std::vector<bool>& used, const QString& fileName,
                             QStringList& notes) {
    HallLabels labels(texts, layers);
    std::vector<Hall> halls;
    int unnamed = 0, uncoded = 0;
    QHash<QString, size_t> byCode;
    for (size_t h = 0; h < outlines.size(); ++h) {
        bool withinBudget = true;
        const std::optional<size_t> label =
            labels.nearestInside(polygonOf(outlines[h].outlineMm), withinBudget);
        if (!withinBudget)
            throw UserError(
                HallImport::tr("%1: %2 halls and %3 texts on the halls layers overlap too much to "
                               "tell which text names which hall; draw each hall once, its name "
                               "inside it")
                    .arg(fileName)
                    .arg(outlines.size())
                    .arg(labels.count()));
        Hall hall{QString(), QString(), outlines[h].outlineMm};
        if (label) {
            used[*label] = true;
            std::tie(hall.name, hall.code) = nameAndCode(texts[*label], outlines[h].where, fileName);
        } else {
            hall.name = HallImport::tr("Hall %1").arg(h + 1);
            ++unnamed;
        }
        if (hall.code.isEmpty()) {
            hall.code = QStringLiteral("H%1").arg(h + 1);
            ++uncoded;
        }
        if (const auto twin = byCode.constFind(hall.code); twin != byCode.cend())
            throw UserError(
                HallImport::tr("%1: the halls at %2 and %3 are both coded \"%4\"; each hall needs a code "
                               "of its own (its cables' labels name it)")
                    .arg(fileName, outlines[*twin].where, outlines[h].where, hall.code));
        byCode.insert(hall.code, h);
        halls.push_back(std::move(hall));
    }
    if (unnamed)
        notes << HallImport::tr(
            "%n hall(s) with no text inside: named Hall 1, Hall 2, … by their place on the layer", nullptr,
            unnamed);
    if (uncoded)
        notes << HallImport::tr(
            "%n hall(s) with no label code in their text (\"Name (CODE)\"): coded H1, H2, … by their place "
            "on the layer",
            nullptr, uncoded);
    return halls;
}

}  // namespace sn::dxf
