#include "model/hydraulics/inp_reader.h"

#include "model/core/sn_error.h"
#include "model/hydraulics/inp_ids.h"
#include "model/hydraulics/inp_units.h"

#include <QFile>
#include <QHash>
#include <QStringList>

#include <charconv>
#include <cmath>
#include <limits>
#include <system_error>
#include <utility>
#include <vector>

namespace sn::hyd {

namespace {

enum class Section {
    None,
    Title,
    Junctions,
    Reservoirs,
    Pipes,
    Pumps,
    Valves,
    Curves,
    Status,
    Options,
    Skipped,
    Refused
};

/// EPANET 2.2's sections (input2.c SectTxt, plus 2.3's [LEAKAGE]). Skipped
/// ones cannot change a steady state: reporting, drawing, water quality,
/// energy cost, time steps, and patterns (a reference to one is refused where
/// it is made). Refused ones would change it and are not modelled.
struct SectionName {
    const char* name;
    Section section;
};
constexpr SectionName kSections[] = {
    {"[TITLE]", Section::Title},           {"[JUNCTIONS]", Section::Junctions},
    {"[RESERVOIRS]", Section::Reservoirs}, {"[PIPES]", Section::Pipes},
    {"[PUMPS]", Section::Pumps},           {"[VALVES]", Section::Valves},
    {"[CURVES]", Section::Curves},         {"[STATUS]", Section::Status},
    {"[OPTIONS]", Section::Options},       {"[TANKS]", Section::Refused},
    {"[DEMANDS]", Section::Refused},       {"[EMITTERS]", Section::Refused},
    {"[CONTROLS]", Section::Refused},      {"[RULES]", Section::Refused},
    {"[ROUGHNESS]", Section::Refused},     {"[LEAKAGE]", Section::Refused},
    {"[PATTERNS]", Section::Skipped},      {"[QUALITY]", Section::Skipped},
    {"[SOURCES]", Section::Skipped},       {"[REACTIONS]", Section::Skipped},
    {"[MIXING]", Section::Skipped},        {"[ENERGY]", Section::Skipped},
    {"[TIMES]", Section::Skipped},         {"[REPORT]", Section::Skipped},
    {"[COORDINATES]", Section::Skipped},   {"[VERTICES]", Section::Skipped},
    {"[LABELS]", Section::Skipped},        {"[BACKDROP]", Section::Skipped},
    {"[TAGS]", Section::Skipped},
};

struct Record {
    int line;
    QStringList tokens;
};

/// EPANET's gettokens(): the text from the first ';' on is a comment, tokens
/// are separated by spaces and tabs, and a token starting with '"' runs to
/// the next '"'.
QStringList tokenize(QByteArrayView line) {
    if (const qsizetype semicolon = line.indexOf(';'); semicolon >= 0) line = line.first(semicolon);
    QStringList tokens;
    qsizetype i = 0;
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (i < line.size()) {
        if (blank(line[i])) {
            ++i;
            continue;
        }
        qsizetype end = i;
        qsizetype start = i;
        if (line[i] == '"') {
            start = ++end;
            while (end < line.size() && line[end] != '"') ++end;
            tokens.push_back(QString::fromUtf8(line.sliced(start, end - start)));
            i = end + 1;
        } else {
            while (end < line.size() && !blank(line[end])) ++end;
            tokens.push_back(QString::fromUtf8(line.sliced(start, end - start)));
            i = end;
        }
    }
    return tokens;
}

/// A curve's points as written ([CURVES] x y), each with its line.
struct Curve {
    std::vector<double> x, y;
    std::vector<int> lines;
};

/// Flow unit → L/min. Only EPANET's SI flow units: with them lengths are
/// metres and diameters millimetres, so flow is the only figure to convert.
/// The factors are EPANET's own (types.h: LPMperCFS 1699.0, LPSperCFS
/// 28.317, …), which go through cubic feet per second and so differ from
/// the exact ratios in the fifth digit (1 LPS = 1699/28.317 = 59.9993 L/min):
/// a file reads as EPANET solves it.
std::optional<double> litresPerMinute(const QString& units) {
    constexpr double kLpmPerCfs = 1699.0;
    const QString u = units.toUpper();
    if (u == u"LPM") return 1.0;
    if (u == u"LPS") return kLpmPerCfs / 28.317;
    if (u == u"CMH") return kLpmPerCfs / 101.94;
    if (u == u"CMD") return kLpmPerCfs / 2446.6;
    if (u == u"MLD") return kLpmPerCfs / 2.4466;
    return std::nullopt;
}

class Parser {
public:
    Parser(QString fileName) : m_file(std::move(fileName)) {}

    HydraulicNetwork run(const QByteArray& bytes);

private:
    [[noreturn]] void fail(int line, const QString& what) const {
        throw UserError(InpReader::tr("%1:%2: %3").arg(m_file).arg(line).arg(what));
    }
    [[noreturn]] void failFile(const QString& what) const {
        throw UserError(InpReader::tr("%1: %2").arg(m_file, what));
    }

    void split(const QByteArray& bytes);
    double number(const Record& r, int index, const QString& what, double min, double max,
                  bool aboveMin = false) const;
    QString id(const Record& r, int index) const;
    int node(const Record& r, int index, const QString& linkId) const;
    void addLink(const Record& r, Link link, QHash<QString, int>& linkIds);
    void options();
    void curves();
    void nodes();
    void links();
    void status();
    PumpCurve pumpCurve(const Record& r, const QString& pumpId, const QString& curveId) const;
    Link powerLaw(const Record& r, const QString& valveId, const QString& curveId) const;

    QString m_file;
    HydraulicNetwork m_net;
    std::vector<QString> m_title;
    std::vector<Record> m_records[int(Section::Refused) + 1];  ///< by Section
    QHash<QString, Curve> m_curves;
    QHash<QString, int> m_nodeIds, m_linkIds;
    QHash<int, double> m_valveMinorLoss;  ///< TCV link index → its minor-loss column
    double m_flowToLpm = 1.0;
    double m_demandMultiplier = 1.0;
};

HydraulicNetwork Parser::run(const QByteArray& bytes) {
    split(bytes);
    options();
    curves();
    nodes();
    links();
    status();
    QStringList title;
    for (const QString& t : m_title)
        if (!t.isEmpty() && title.size() < 3) title.push_back(t);
    m_net.title = title.join(u' ');
    return std::move(m_net);
}

void Parser::split(const QByteArray& bytes) {
    QByteArrayView rest(bytes);
    if (rest.startsWith("\xEF\xBB\xBF")) rest = rest.sliced(3);
    Section section = Section::None;
    QString sectionName;
    int lineNo = 0;
    int stored = 0;
    while (!rest.isEmpty()) {
        ++lineNo;
        const qsizetype nl = rest.indexOf('\n');
        QByteArrayView line = nl < 0 ? rest : rest.first(nl);
        rest = nl < 0 ? QByteArrayView() : rest.sliced(nl + 1);
        if (line.endsWith('\r')) line.chop(1);
        if (line.size() > InpReader::kMaxLineLength)
            fail(lineNo, InpReader::tr("the line is longer than %1 characters, EPANET's limit")
                             .arg(InpReader::kMaxLineLength));
        QStringList tokens = tokenize(line);
        if (tokens.isEmpty()) continue;
        if (tokens.front().startsWith(u'[')) {
            const QString name = tokens.front().toUpper();
            if (name == u"[END]") return;
            section = Section::None;
            sectionName = tokens.front();
            for (const SectionName& s : kSections)
                if (name == QLatin1String(s.name)) section = s.section;
            if (section == Section::None)
                fail(lineNo, InpReader::tr("unknown section %1").arg(tokens.front()));
            continue;
        }
        switch (section) {
            case Section::None:
                fail(lineNo, InpReader::tr("data before the first section header"));
            case Section::Skipped:
                continue;
            case Section::Refused:
                fail(lineNo, InpReader::tr("%1 is not read: it would change the steady state and is not "
                                           "modelled")
                                 .arg(sectionName));
            case Section::Title: {
                QByteArrayView text = line;
                if (const qsizetype semicolon = text.indexOf(';'); semicolon >= 0)
                    text = text.first(semicolon);
                m_title.push_back(QString::fromUtf8(text).simplified());
                continue;
            }
            default:
                break;
        }
        // Nodes, links, curve points and the rest are capped together: a file
        // within kMaxFileBytes could otherwise hold tens of millions of lines.
        if (++stored > InpReader::kMaxNodes + InpReader::kMaxLinks + InpReader::kMaxCurvePoints)
            fail(lineNo, InpReader::tr("too many data lines (more than %1)")
                             .arg(InpReader::kMaxNodes + InpReader::kMaxLinks + InpReader::kMaxCurvePoints));
        m_records[int(section)].push_back(Record{lineNo, std::move(tokens)});
    }
}

double Parser::number(const Record& r, int index, const QString& what, double min, double max,
                      bool aboveMin) const {
    if (index >= r.tokens.size()) fail(r.line, InpReader::tr("%1 is missing").arg(what));
    const QString& token = r.tokens[index];
    QByteArray text = token.toUtf8();
    const char* first = text.constData();
    const char* last = first + text.size();
    if (first != last && *first == '+') ++first;  // strtod, which EPANET uses, takes a '+'
    double value = 0;
    const auto [end, ec] = std::from_chars(first, last, value);
    if (ec == std::errc::result_out_of_range || (ec == std::errc() && end == last && !std::isfinite(value)))
        fail(r.line, InpReader::tr("%1 is %2, not a finite number").arg(what, token));
    if (ec != std::errc() || end != last || first == last)
        fail(r.line, InpReader::tr("%1 \"%2\" is not a number").arg(what, token));
    if (value > max || value < min || (aboveMin && value == min)) {
        if (aboveMin)
            fail(r.line, InpReader::tr("%1 %2 must be greater than %3 and at most %4")
                             .arg(what, token, QString::number(min), QString::number(max)));
        fail(r.line, InpReader::tr("%1 %2 must lie between %3 and %4")
                         .arg(what, token, QString::number(min), QString::number(max)));
    }
    return value;
}

QString Parser::id(const Record& r, int index) const {
    const QString& token = r.tokens[index];
    // EPANET refuses longer ids (error 252); reading them would accept files
    // EPANET does not.
    if (token.toUtf8().size() > InpIds::kMaxIdLength)
        fail(r.line, InpReader::tr("the id \"%1\" is longer than %2 characters, EPANET's limit")
                         .arg(token)
                         .arg(InpIds::kMaxIdLength));
    return token;
}

void Parser::options() {
    bool unitsSeen = false, headlossSeen = false;
    for (const Record& r : m_records[int(Section::Options)]) {
        const QString key = r.tokens.front().toUpper();
        const auto value = [&](int i) -> QString {
            if (i >= r.tokens.size())
                fail(r.line, InpReader::tr("the option %1 has no value").arg(r.tokens.front()));
            return r.tokens[i];
        };
        if (key == u"UNITS") {
            const std::optional<double> factor = litresPerMinute(value(1));
            if (!factor)
                fail(r.line, InpReader::tr("flow units %1 are not read: with them EPANET works in feet and "
                                           "inches; use LPM, LPS, CMH, CMD or MLD")
                                 .arg(value(1)));
            m_flowToLpm = *factor;
            unitsSeen = true;
        } else if (key == u"HEADLOSS") {
            if (value(1).toUpper() != u"D-W")
                fail(r.line, InpReader::tr("head-loss formula %1 is not read: a coolant loop is solved with "
                                           "Darcy–Weisbach (Headloss D-W)")
                                 .arg(value(1)));
            headlossSeen = true;
        } else if (key == u"SPECIFIC" && r.tokens.size() >= 2 && r.tokens[1].toUpper().startsWith(u"GRAV")) {
            m_net.fluid.specificGravity = number(r, 2, InpReader::tr("specific gravity"), 0, 100, true);
        } else if (key == u"VISCOSITY") {
            // EPANET treats a value above 1e-3 as relative to its reference,
            // water at 20 °C (1.1e-5 ft²/s = 1.02193e-6 m²/s), so
            // ν [m²/s] = value × 1.1e-5 × 0.3048²; 1e-3 or less is ν itself in
            // m²/s (the SI units this reader takes). Viscosity 1.43 is
            // 1.43 × 1.02193e-6 = 1.46136e-6 m²/s.
            const double v = number(r, 1, InpReader::tr("viscosity"), 0, 1.0e6, true);
            m_net.fluid.kinematicViscosityM2s =
                v > kEpanetRelativeViscosityLimit ? v * kEpanetReferenceViscosityM2s : v;
        } else if (key == u"DEMAND" && r.tokens.size() >= 2 && r.tokens[1].toUpper().startsWith(u"MULT")) {
            m_demandMultiplier = number(r, 2, InpReader::tr("demand multiplier"), 0, 1.0e6);
        }
        // Other options (Trials, Accuracy, Quality, …) tune EPANET's own
        // iteration or water quality and say nothing about the network.
    }
    if (!unitsSeen)
        failFile(
            InpReader::tr("[OPTIONS] has no Units line, so EPANET reads flows in GPM with lengths in "
                          "feet; add \"Units LPM\""));
    if (!headlossSeen)
        failFile(
            InpReader::tr("[OPTIONS] has no Headloss line, so EPANET uses Hazen-Williams; add "
                          "\"Headloss D-W\""));
}

void Parser::curves() {
    int points = 0;
    for (const Record& r : m_records[int(Section::Curves)]) {
        if (r.tokens.size() < 3) fail(r.line, InpReader::tr("a curve point needs an id, x and y"));
        const QString curveId = id(r, 0);
        const double x = number(r, 1, InpReader::tr("curve %1: x").arg(curveId), -1.0e12, 1.0e12);
        const double y = number(r, 2, InpReader::tr("curve %1: y").arg(curveId), -1.0e12, 1.0e12);
        if (++points > InpReader::kMaxCurvePoints)
            fail(r.line, InpReader::tr("more than %1 curve points").arg(InpReader::kMaxCurvePoints));
        Curve& c = m_curves[curveId];
        if (!c.x.empty() && x <= c.x.back())
            fail(r.line, InpReader::tr("curve %1: x %2 does not increase (EPANET error 230)")
                             .arg(curveId, r.tokens[1]));
        c.x.push_back(x);
        c.y.push_back(y);
        c.lines.push_back(r.line);
    }
}

void Parser::nodes() {
    const auto add = [&](const Record& r, Node n) {
        if (m_nodeIds.contains(n.id)) fail(r.line, InpReader::tr("node %1 is defined twice").arg(n.id));
        if (int(m_net.nodes.size()) >= InpReader::kMaxNodes)
            fail(r.line, InpReader::tr("more than %1 nodes").arg(InpReader::kMaxNodes));
        m_nodeIds.insert(n.id, int(m_net.nodes.size()));
        m_net.nodes.push_back(std::move(n));
    };
    for (const Record& r : m_records[int(Section::Junctions)]) {
        if (r.tokens.size() < 2) fail(r.line, InpReader::tr("a junction needs an id and an elevation"));
        Node n;
        n.id = id(r, 0);
        n.elevationM = number(r, 1, InpReader::tr("junction %1: elevation (m)").arg(n.id), -1.0e5, 1.0e5);
        if (r.tokens.size() >= 3)
            n.demandLpm = m_flowToLpm * m_demandMultiplier *
                          number(r, 2, InpReader::tr("junction %1: demand").arg(n.id), -1.0e9, 1.0e9);
        if (r.tokens.size() >= 4)
            fail(r.line, InpReader::tr("junction %1: demand pattern %2 is not read (a steady state has no "
                                       "time patterns)")
                             .arg(n.id, r.tokens[3]));
        add(r, std::move(n));
    }
    for (const Record& r : m_records[int(Section::Reservoirs)]) {
        if (r.tokens.size() < 2) fail(r.line, InpReader::tr("a reservoir needs an id and a head"));
        Node n;
        n.id = id(r, 0);
        const double head = number(r, 1, InpReader::tr("reservoir %1: head (m)").arg(n.id), -1.0e5, 1.0e5);
        n.fixedHeadM = head;
        n.elevationM = head;  // as EPANET sets a reservoir's elevation: its pressure is zero
        if (r.tokens.size() >= 3)
            fail(r.line, InpReader::tr("reservoir %1: head pattern %2 is not read (a steady state has no "
                                       "time patterns)")
                             .arg(n.id, r.tokens[2]));
        add(r, std::move(n));
    }
}

int Parser::node(const Record& r, int index, const QString& linkId) const {
    const int i = m_nodeIds.value(r.tokens[index], -1);
    if (i < 0)
        fail(r.line, InpReader::tr("link %1: node %2 is not in [JUNCTIONS] or [RESERVOIRS]")
                         .arg(linkId, r.tokens[index]));
    return i;
}

void Parser::addLink(const Record& r, Link link, QHash<QString, int>& linkIds) {
    if (linkIds.contains(link.id)) fail(r.line, InpReader::tr("link %1 is defined twice").arg(link.id));
    if (int(m_net.links.size()) >= InpReader::kMaxLinks)
        fail(r.line, InpReader::tr("more than %1 links").arg(InpReader::kMaxLinks));
    if (link.from == link.to)
        fail(r.line,
             InpReader::tr("link %1 joins node %2 to itself").arg(link.id, m_net.nodes[link.from].id));
    linkIds.insert(link.id, int(m_net.links.size()));
    m_net.links.push_back(std::move(link));
}

void Parser::links() {
    for (const Record& r : m_records[int(Section::Pipes)]) {
        if (r.tokens.size() < 6)
            fail(r.line, InpReader::tr("a pipe needs an id, two nodes, length, diameter and roughness"));
        Link l;
        l.kind = LinkKind::Pipe;
        l.id = id(r, 0);
        l.from = node(r, 1, l.id);
        l.to = node(r, 2, l.id);
        // EPANET refuses a length or diameter of zero (error 211); 1000 km and
        // 10 m bound what a coolant loop could hold.
        l.lengthM = number(r, 3, InpReader::tr("pipe %1: length (m)").arg(l.id), 0, 1.0e6, true);
        l.diameterMm = number(r, 4, InpReader::tr("pipe %1: diameter (mm)").arg(l.id), 0, 1.0e4, true);
        l.roughnessMm = number(r, 5, InpReader::tr("pipe %1: roughness (mm)").arg(l.id), 0, 1.0e3);
        // Seven tokens: the seventh is a status or a minor loss; eight: both.
        QString statusText;
        if (r.tokens.size() == 7) {
            const QString t = r.tokens[6].toUpper();
            if (t == u"OPEN" || t == u"CLOSED" || t == u"CV")
                statusText = t;
            else
                l.minorLossK = number(r, 6, InpReader::tr("pipe %1: minor loss").arg(l.id), 0, 1.0e8);
        } else if (r.tokens.size() >= 8) {
            l.minorLossK = number(r, 6, InpReader::tr("pipe %1: minor loss").arg(l.id), 0, 1.0e8);
            statusText = r.tokens[7].toUpper();
            if (statusText != u"OPEN" && statusText != u"CLOSED" && statusText != u"CV")
                fail(r.line,
                     InpReader::tr("pipe %1: status %2 is not Open, Closed or CV").arg(l.id, r.tokens[7]));
        }
        if (statusText == u"CV")
            fail(r.line, InpReader::tr("pipe %1: check-valve pipes (CV) are not read").arg(l.id));
        l.open = statusText != u"CLOSED";
        addLink(r, std::move(l), m_linkIds);
    }
    for (const Record& r : m_records[int(Section::Pumps)]) {
        if (r.tokens.size() < 3) fail(r.line, InpReader::tr("a pump needs an id and two nodes"));
        Link l;
        l.kind = LinkKind::Pump;
        l.id = id(r, 0);
        l.from = node(r, 1, l.id);
        l.to = node(r, 2, l.id);
        QString curveId;
        for (int m = 3; m < r.tokens.size(); m += 2) {
            const QString key = r.tokens[m].toUpper();
            if (m + 1 >= r.tokens.size())
                fail(r.line, InpReader::tr("pump %1: %2 has no value").arg(l.id, r.tokens[m]));
            if (key == u"HEAD")
                curveId = r.tokens[m + 1];
            else if (key == u"SPEED")
                l.speed = number(r, m + 1, InpReader::tr("pump %1: speed").arg(l.id), 0, 100);
            else if (key == u"POWER")
                fail(
                    r.line,
                    InpReader::tr("pump %1: constant-power pumps are not read; give a HEAD curve").arg(l.id));
            else if (key == u"PATTERN")
                fail(r.line, InpReader::tr("pump %1: speed pattern %2 is not read (a steady state has no "
                                           "time patterns)")
                                 .arg(l.id, r.tokens[m + 1]));
            else
                fail(r.line, InpReader::tr("pump %1: %2 is not HEAD, SPEED, POWER or PATTERN (the EPANET 1 "
                                           "pump format is not read)")
                                 .arg(l.id, r.tokens[m]));
        }
        if (curveId.isEmpty()) fail(r.line, InpReader::tr("pump %1 has no HEAD curve").arg(l.id));
        l.curve = pumpCurve(r, l.id, curveId);
        addLink(r, std::move(l), m_linkIds);
    }
    for (const Record& r : m_records[int(Section::Valves)]) {
        if (r.tokens.size() < 6)
            fail(r.line, InpReader::tr("a valve needs an id, two nodes, diameter, type and setting"));
        const QString valveId = id(r, 0);
        const int from = node(r, 1, valveId);
        const int to = node(r, 2, valveId);
        const double diameter =
            number(r, 3, InpReader::tr("valve %1: diameter (mm)").arg(valveId), 0, 1.0e4, true);
        const QString type = r.tokens[4].toUpper();
        const double minorLoss =
            r.tokens.size() >= 7 ? number(r, 6, InpReader::tr("valve %1: minor loss").arg(valveId), 0, 1.0e8)
                                 : 0;
        Link l;
        if (type == u"TCV") {
            l.kind = LinkKind::Throttle;
            l.minorLossK = number(r, 5, InpReader::tr("valve %1: setting (K)").arg(valveId), 0, 1.0e8);
            m_valveMinorLoss.insert(int(m_net.links.size()), minorLoss);
        } else if (type == u"GPV") {
            // EPANET ignores a GPV's minor loss while its curve is in use.
            l = powerLaw(r, valveId, r.tokens[5]);
        } else {
            fail(r.line, InpReader::tr("valve %1: %2 valves are not read (only TCV and GPV)")
                             .arg(valveId, r.tokens[4]));
        }
        l.id = valveId;
        l.from = from;
        l.to = to;
        l.diameterMm = diameter;
        addLink(r, std::move(l), m_linkIds);
    }
}

PumpCurve Parser::pumpCurve(const Record& r, const QString& pumpId, const QString& curveId) const {
    const auto found = m_curves.constFind(curveId);
    if (found == m_curves.cend())
        fail(r.line, InpReader::tr("pump %1: curve %2 is not in [CURVES]").arg(pumpId, curveId));
    const Curve& c = *found;
    std::optional<PumpCurve> fit;
    // EPANET's power-function pumps (updatepumpparams): one point (q1, h1)
    // stands for shutoff 1.33334·h1 and zero head at 2·q1; three points from
    // zero flow are taken as they are. Longer curves EPANET interpolates
    // piecewise, which a PumpCurve cannot hold.
    if (c.x.size() == 1) {
        const double q1 = c.x[0] * m_flowToLpm, h1 = c.y[0];
        fit = PumpCurve::throughPoints(1.33334 * h1, q1, h1, 2.0 * q1, 0.0);
    } else if (c.x.size() == 3 && c.x[0] == 0.0) {
        fit = PumpCurve::throughPoints(c.y[0], c.x[1] * m_flowToLpm, c.y[1], c.x[2] * m_flowToLpm, c.y[2]);
    } else {
        fail(r.line, InpReader::tr("pump %1: head curve %2 has %3 points; only EPANET's power-law forms are "
                                   "read (1 point, or 3 points starting at zero flow)")
                         .arg(pumpId, curveId)
                         .arg(c.x.size()));
    }
    if (!fit)
        fail(r.line, InpReader::tr("pump %1: head curve %2 does not fall with flow as a pump curve must "
                                   "(EPANET error 227)")
                         .arg(pumpId, curveId));
    return *fit;
}

Link Parser::powerLaw(const Record& r, const QString& valveId, const QString& curveId) const {
    const auto found = m_curves.constFind(curveId);
    if (found == m_curves.cend())
        fail(r.line, InpReader::tr("valve %1: curve %2 is not in [CURVES]").arg(valveId, curveId));
    const Curve& c = *found;
    // A GPV's curve is head loss (m) against flow. It is read as the power
    // law through its points, h = h_ref·(q/q_ref)^n, with the middle point
    // (of those above zero flow) as the reference; EPANET itself interpolates
    // linearly between the points. A curve may start at (0, 0).
    std::vector<std::size_t> positive;
    for (std::size_t i = 0; i < c.x.size(); ++i) {
        if (c.x[i] > 0)
            positive.push_back(i);
        else if (c.x[i] < 0 || c.y[i] != 0)
            fail(c.lines[i], InpReader::tr("valve %1: head-loss curve %2 is not a power law: a point at zero "
                                           "or negative flow must be (0, 0)")
                                 .arg(valveId, curveId));
    }
    if (positive.size() < 2)
        fail(r.line, InpReader::tr("valve %1: head-loss curve %2 needs two points above zero flow to fix a "
                                   "power law")
                         .arg(valveId, curveId));
    for (std::size_t i : positive)
        if (!(c.y[i] > 0))
            fail(c.lines[i], InpReader::tr("valve %1: head-loss curve %2 has a head loss of %3 m above zero "
                                           "flow; a power law's is positive")
                                 .arg(valveId, curveId)
                                 .arg(c.y[i]));
    const std::size_t first = positive.front(), last = positive.back(),
                      ref = positive[(positive.size() - 1) / 2];
    const double exponent = std::log(c.y[last] / c.y[first]) / std::log(c.x[last] / c.x[first]);
    if (!(exponent > 0) || exponent > 10)
        fail(r.line, InpReader::tr("valve %1: head-loss curve %2 gives a flow exponent of %3; a power law's "
                                   "lies between 0 and 10")
                         .arg(valveId, curveId)
                         .arg(exponent));
    Link l;
    l.kind = LinkKind::PowerLaw;
    l.refFlowLpm = c.x[ref] * m_flowToLpm;
    l.refHeadLossM = c.y[ref];
    l.exponent = exponent;
    for (std::size_t i : positive) {
        const double law = c.y[ref] * std::pow(c.x[i] / c.x[ref], exponent);
        // 0.5 %: what a densely sampled power law (our writer's) keeps to
        // with room to spare; measured data off by more is not a power law.
        if (std::abs(c.y[i] - law) > 0.005 * law)
            fail(c.lines[i], InpReader::tr("valve %1: head-loss curve %2 is not a power law: at flow %3 it "
                                           "gives %4 m where the law through its points gives %5 m")
                                 .arg(valveId, curveId)
                                 .arg(c.x[i])
                                 .arg(c.y[i])
                                 .arg(law));
    }
    return l;
}

void Parser::status() {
    for (const Record& r : m_records[int(Section::Status)]) {
        if (r.tokens.size() < 2) fail(r.line, InpReader::tr("a status line needs a link id and a status"));
        if (r.tokens.size() > 2)
            fail(r.line,
                 InpReader::tr("ranges of link ids in [STATUS] are not read; give one link per line"));
        const int index = m_linkIds.value(r.tokens[0], -1);
        if (index < 0)
            fail(r.line, InpReader::tr("link %1 is not in [PIPES], [PUMPS] or [VALVES]").arg(r.tokens[0]));
        Link& l = m_net.links[std::size_t(index)];
        const QString value = r.tokens[1].toUpper();
        const bool open = value == u"OPEN", closed = value == u"CLOSED";
        // As EPANET's changestatus(): a pipe or GPV takes Open/Closed only;
        // a pump set Open runs at speed 1 and a number is its speed (0 stops
        // it); a TCV set Open is fully open (its minor-loss column is its K),
        // a number is its setting.
        switch (l.kind) {
            case LinkKind::Pipe:
                if (open || closed) l.open = open;
                break;
            case LinkKind::PowerLaw:
                if (!open && !closed)
                    fail(r.line, InpReader::tr("valve %1: a GPV takes Open or Closed, not a setting (EPANET "
                                               "error 207)")
                                     .arg(l.id));
                l.open = open;
                break;
            case LinkKind::Pump:
                if (open) {
                    l.open = true;
                    l.speed = 1.0;
                } else if (closed) {
                    l.open = false;
                } else {
                    l.speed = number(r, 1, InpReader::tr("pump %1: speed").arg(l.id), 0, 100);
                    l.open = l.speed != 0;
                }
                break;
            case LinkKind::Throttle:
                if (open) {
                    l.open = true;
                    l.minorLossK = m_valveMinorLoss.value(index);
                } else if (closed) {
                    l.open = false;
                } else {
                    l.minorLossK = number(r, 1, InpReader::tr("valve %1: setting (K)").arg(l.id), 0, 1.0e8);
                    l.open = true;
                }
                break;
        }
    }
}

}  // namespace

HydraulicNetwork InpReader::parse(const QByteArray& bytes, const QString& fileName) {
    return Parser(fileName).run(bytes);
}

HydraulicNetwork InpReader::readFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw UserError(tr("%1: cannot open: %2").arg(path, file.errorString()));
    if (file.size() > kMaxFileBytes)
        throw UserError(tr("%1: the file is %2 MiB, more than the %3 MiB an INP file is read up to")
                            .arg(path)
                            .arg(double(file.size()) / (1024.0 * 1024.0), 0, 'f', 1)
                            .arg(kMaxFileBytes / (1024 * 1024)));
    // Read one byte past the cap: a pipe or device reports no size.
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (bytes.size() > kMaxFileBytes)
        throw UserError(tr("%1: more than the %2 MiB an INP file is read up to")
                            .arg(path)
                            .arg(kMaxFileBytes / (1024 * 1024)));
    return parse(bytes, path);
}

}  // namespace sn::hyd
