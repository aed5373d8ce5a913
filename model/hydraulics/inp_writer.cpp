#include "model/hydraulics/inp_writer.h"

#include "model/core/sn_error.h"
#include "model/hydraulics/inp_ids.h"
#include "model/hydraulics/inp_units.h"

#include <QLocale>
#include <QSaveFile>

#include <cmath>

namespace sn::hyd {

namespace {

/// EPANET needs a valve diameter (error 211 for none); a GPV's only sets the
/// velocity EPANET reports, as its curve alone gives the head loss. A
/// power-law part without a bore is written at DN25, a rack branch's size.
constexpr double kNominalGpvDiameterMm = 25.0;

/// Shortest text that reads back to the same double ('.' decimals, no
/// locale), "0" for ±0.
QString num(double v) {
    if (v == 0) return QStringLiteral("0");
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

/// A name as a comment: backslashes and every line or control character
/// escaped, so no name can end the line or start a section, and cut to 120
/// characters so the line stays far below EPANET's 1024.
QString nameComment(const QString& name, const QString& id) {
    if (name == id) return {};
    QString escaped;
    for (QChar c : name) {
        const char16_t u = c.unicode();
        if (u == u'\\')
            escaped += QLatin1String("\\\\");
        else if (u == u'\n')
            escaped += QLatin1String("\\n");
        else if (u == u'\r')
            escaped += QLatin1String("\\r");
        else if (u == u'\t')
            escaped += QLatin1String("\\t");
        else if (u < 0x20 || u == 0x7f || u == 0x85 || u == 0x2028 || u == 0x2029)
            escaped += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
        else
            escaped += c;
    }
    if (escaped.size() > 120) {
        escaped.truncate(119);
        if (escaped.back().isHighSurrogate()) escaped.chop(1);
        escaped += QChar(0x2026);
    }
    return QStringLiteral("  ;name \"%1\"").arg(escaped);
}

/// The title on one line: control characters as spaces, ';' (a comment in
/// EPANET) as ',', no leading '[' (a section), at most 200 characters.
QString titleLine(const QString& title) {
    QString t;
    for (QChar c : title) {
        const char16_t u = c.unicode();
        if (u < 0x20 || u == 0x7f || u == 0x85 || u == 0x2028 || u == 0x2029)
            t += u' ';
        else if (u == u';')
            t += u',';
        else
            t += c;
    }
    t = t.simplified().left(200);
    if (t.startsWith(u'[')) t[0] = u'(';
    return t;
}

bool finite(std::initializer_list<double> values) {
    for (double v : values)
        if (!std::isfinite(v)) return false;
    return true;
}

/// Largest relative error of the chord of q^n across [1, ρ] (by scale
/// invariance, of every chord between q and ρ·q), from 256 samples.
double chordError(double n, double lnRho) {
    const double rho = std::exp(lnRho);
    const double top = std::pow(rho, n);
    double worst = 0;
    for (int i = 1; i < 256; ++i) {
        const double q = 1.0 + (rho - 1.0) * i / 256.0;
        const double exact = std::pow(q, n);
        const double chord = 1.0 + (top - 1.0) * (q - 1.0) / (rho - 1.0);
        worst = std::max(worst, std::abs(chord - exact) / exact);
    }
    return worst;
}

void check(const HydraulicNetwork& net) {
    const auto fail = [](const QString& what) { throw UserError(what); };
    if (!finite({net.fluid.specificGravity, net.fluid.kinematicViscosityM2s}) ||
        net.fluid.specificGravity <= 0 || net.fluid.kinematicViscosityM2s <= 0)
        fail(InpWriter::tr("The fluid's specific gravity and viscosity must be positive numbers."));
    bool fixedHead = false;
    for (const Node& n : net.nodes) {
        if (!finite({n.elevationM, n.demandLpm, n.fixedHeadM.value_or(0)}))
            fail(InpWriter::tr("Node %1: elevation, demand and head must be finite numbers.").arg(n.id));
        if (n.fixedHeadM) {
            fixedHead = true;
            if (n.demandLpm != 0)
                fail(InpWriter::tr("Node %1: a fixed-head node (an EPANET reservoir) takes no demand.")
                         .arg(n.id));
        }
    }
    if (!fixedHead)
        fail(InpWriter::tr("The network has no fixed-head node; EPANET needs a reservoir to fix the heads."));
    const int nodeCount = int(net.nodes.size());
    for (const Link& l : net.links) {
        if (l.from < 0 || l.to < 0 || l.from >= nodeCount || l.to >= nodeCount)
            fail(InpWriter::tr("Link %1: its nodes are not in the network.").arg(l.id));
        if (l.from == l.to) fail(InpWriter::tr("Link %1 joins a node to itself.").arg(l.id));
        switch (l.kind) {
            case LinkKind::Pipe:
                if (!finite({l.lengthM, l.diameterMm, l.roughnessMm, l.minorLossK}) || l.lengthM <= 0 ||
                    l.diameterMm <= 0 || l.roughnessMm < 0 || l.minorLossK < 0)
                    fail(InpWriter::tr("Pipe %1: length and diameter must be positive, roughness and minor "
                                       "loss not negative.")
                             .arg(l.id));
                break;
            case LinkKind::Throttle:
                if (!finite({l.diameterMm, l.minorLossK}) || l.diameterMm <= 0 || l.minorLossK < 0)
                    fail(InpWriter::tr("Throttle %1: diameter must be positive and K not negative.")
                             .arg(l.id));
                // A TCV has no friction: a length here would be a loss EPANET
                // never sees, and its flows would differ from ours.
                if (l.lengthM != 0 || l.roughnessMm != 0)
                    fail(InpWriter::tr("Throttle %1 has a length or roughness, which EPANET's TCV does not "
                                       "have; give the pipe as a pipe beside it.")
                             .arg(l.id));
                break;
            case LinkKind::Pump: {
                const PumpCurve& c = l.curve;
                if (!finite({c.shutoffHeadM, c.coefficient, c.exponent, l.speed}) || l.speed < 0 ||
                    c.shutoffHeadM <= 0 || c.coefficient <= 0 || c.exponent <= 0 || c.exponent > 20)
                    fail(
                        InpWriter::tr("Pump %1: the curve h = %2 − %3·q^%4 does not fall with flow as EPANET "
                                      "needs (shutoff head and coefficient positive, exponent 0 to 20), or "
                                      "the speed is negative.")
                            .arg(l.id, num(c.shutoffHeadM), num(c.coefficient), num(c.exponent)));
                break;
            }
            case LinkKind::PowerLaw:
                if (!finite({l.refFlowLpm, l.refHeadLossM, l.exponent, l.diameterMm}) || l.refFlowLpm <= 0 ||
                    l.refHeadLossM <= 0 || l.exponent < 0.5 || l.exponent > 3 || l.diameterMm < 0)
                    fail(InpWriter::tr("Power-law part %1: reference flow and head loss must be positive and "
                                       "the exponent between 0.5 and 3.")
                             .arg(l.id));
                break;
        }
    }
}

}  // namespace

std::vector<std::pair<double, double>> InpWriter::powerLawCurve(const Link& link) {
    const double n = link.exponent;
    const double span = std::log(kCurveHighFlow);  // = −ln(kCurveLowFlow)
    // The bound on m only stops an absurd exponent from looping; the writer
    // refuses exponents outside 0.5…3 (m ≤ 83) before it gets here.
    int m = 1;
    while (m < 10000 && chordError(n, span / m) > kCurveTolerance) ++m;
    // n = 2 needs m = 48 (ρ = 20^(1/48) = 1.0644: chord error
    // ((ρ−1)/(ρ+1))² = 0.000973), so 98 points in all; n = 1 needs m = 1.
    std::vector<std::pair<double, double>> points;
    points.reserve(std::size_t(2 * m + 2));
    points.emplace_back(0.0, 0.0);
    for (int k = -m; k <= m; ++k) {
        if (k == 0) {
            points.emplace_back(link.refFlowLpm, link.refHeadLossM);  // exactly: the reader's reference
            continue;
        }
        const double x = k * span / m;
        points.emplace_back(link.refFlowLpm * std::exp(x), link.refHeadLossM * std::exp(n * x));
    }
    return points;
}

QByteArray InpWriter::write(const HydraulicNetwork& net) {
    check(net);
    const InpIds ids = InpIds::forNetwork(net);
    const QString sep = QStringLiteral("  ");
    QString out;
    const auto line = [&](const QStringList& fields, const QString& comment = {}) {
        out += fields.join(sep) + comment + u'\n';
    };

    out += QLatin1String("[TITLE]\n");
    if (const QString t = titleLine(net.title); !t.isEmpty()) out += t + u'\n';

    out += QLatin1String("\n[JUNCTIONS]\n;ID  Elev_m  Demand_LPM\n");
    for (std::size_t i = 0; i < net.nodes.size(); ++i) {
        const Node& n = net.nodes[i];
        if (!n.fixedHeadM)
            line({ids.nodeIds[i], num(n.elevationM), num(n.demandLpm)}, nameComment(n.id, ids.nodeIds[i]));
    }
    // A reservoir's head is its total head; EPANET takes its elevation to be
    // the same, so a fixed-head node's own elevation is not written.
    out += QLatin1String("\n[RESERVOIRS]\n;ID  Head_m\n");
    for (std::size_t i = 0; i < net.nodes.size(); ++i) {
        const Node& n = net.nodes[i];
        if (n.fixedHeadM) line({ids.nodeIds[i], num(*n.fixedHeadM)}, nameComment(n.id, ids.nodeIds[i]));
    }

    const auto ends = [&](const Link& l) {
        return QStringList{ids.nodeIds[std::size_t(l.from)], ids.nodeIds[std::size_t(l.to)]};
    };
    out += QLatin1String(
        "\n[PIPES]\n;ID  Node1  Node2  Length_m  Diameter_mm  Roughness_mm  MinorLoss  Status\n");
    for (std::size_t i = 0; i < net.links.size(); ++i) {
        const Link& l = net.links[i];
        if (l.kind != LinkKind::Pipe) continue;
        line(QStringList{ids.linkIds[i]} + ends(l) +
                 QStringList{num(l.lengthM), num(l.diameterMm), num(l.roughnessMm), num(l.minorLossK),
                             l.open ? QStringLiteral("Open") : QStringLiteral("Closed")},
             nameComment(l.id, ids.linkIds[i]));
    }
    out += QLatin1String("\n[PUMPS]\n;ID  Node1  Node2  Parameters\n");
    for (std::size_t i = 0; i < net.links.size(); ++i) {
        const Link& l = net.links[i];
        if (l.kind != LinkKind::Pump) continue;
        QStringList fields =
            QStringList{ids.linkIds[i]} + ends(l) + QStringList{QStringLiteral("HEAD"), ids.linkIds[i]};
        if (l.speed != 1.0) fields << QStringLiteral("SPEED") << num(l.speed);
        line(fields, nameComment(l.id, ids.linkIds[i]));
    }
    out += QLatin1String("\n[VALVES]\n;ID  Node1  Node2  Diameter_mm  Type  Setting  MinorLoss\n");
    for (std::size_t i = 0; i < net.links.size(); ++i) {
        const Link& l = net.links[i];
        if (l.kind == LinkKind::Throttle)
            line(QStringList{ids.linkIds[i]} + ends(l) +
                     QStringList{num(l.diameterMm), QStringLiteral("TCV"), num(l.minorLossK),
                                 QStringLiteral("0")},
                 nameComment(l.id, ids.linkIds[i]));
        else if (l.kind == LinkKind::PowerLaw)
            line(QStringList{ids.linkIds[i]} + ends(l) +
                     QStringList{num(l.diameterMm > 0 ? l.diameterMm : kNominalGpvDiameterMm),
                                 QStringLiteral("GPV"), ids.linkIds[i], QStringLiteral("0")},
                 nameComment(l.id, ids.linkIds[i]));
    }
    out += QLatin1String("\n[STATUS]\n;ID  Status\n");
    for (std::size_t i = 0; i < net.links.size(); ++i)
        if (!net.links[i].open) line({ids.linkIds[i], QStringLiteral("Closed")});

    // Curves take their link's id (EPANET keeps curve ids apart from link ids).
    out += QLatin1String("\n[CURVES]\n;ID  Flow_LPM  Head_m\n");
    for (std::size_t i = 0; i < net.links.size(); ++i) {
        const Link& l = net.links[i];
        if (l.kind == LinkKind::Pump) {
            // Three points EPANET's powercurve() fits back to a, b, c: shutoff
            // a at q = 0, q1 = half the zero-head flow Qmax = (a/b)^(1/c), and
            // q2 = 2·q1 at zero head. Then h1 = a − b·q1^c = a·(1 − 2^−c), so
            // c' = ln((h0−h2)/(h0−h1))/ln(q2/q1) = ln(2^c)/ln 2 = c and
            // b' = (h0−h1)/q1^c = a·2^−c/(Qmax/2)^c = a/Qmax^c = b.
            const PumpCurve& c = l.curve;
            const double q1 = std::pow(c.shutoffHeadM / c.coefficient, 1.0 / c.exponent) / 2.0;
            const double h1 = c.shutoffHeadM * (1.0 - std::pow(2.0, -c.exponent));
            if (!std::isfinite(q1) || !PumpCurve::throughPoints(c.shutoffHeadM, q1, h1, 2.0 * q1, 0.0))
                throw UserError(
                    tr("Pump %1: EPANET cannot fit its curve back from three points (the heads or "
                       "flows are too small or too large).")
                        .arg(l.id));
            line({ids.linkIds[i], QStringLiteral("0"), num(c.shutoffHeadM)});
            line({ids.linkIds[i], num(q1), num(h1)});
            line({ids.linkIds[i], num(2.0 * q1), QStringLiteral("0")});
        } else if (l.kind == LinkKind::PowerLaw) {
            for (const auto& [q, h] : powerLawCurve(l)) line({ids.linkIds[i], num(q), num(h)});
        }
    }

    // Viscosity relative to EPANET's reference (1.1e-5 ft²/s = 1.02193e-6
    // m²/s), the inverse of the reader's ν = value × 1.1e-5 × 0.3048²;
    // EPANET takes a value of 1e-3 or less as ν itself, so a fluid thinner
    // than 1.02e-9 m²/s is written so. Accuracy 1e-5 is the finest EPANET
    // takes (it raises smaller values to it).
    const double relative = net.fluid.kinematicViscosityM2s / kEpanetReferenceViscosityM2s;
    out += QLatin1String("\n[OPTIONS]\nUnits  LPM\nHeadloss  D-W\n");
    out += QStringLiteral("Specific Gravity  %1\n").arg(num(net.fluid.specificGravity));
    out +=
        QStringLiteral("Viscosity  %1\n")
            .arg(num(relative > kEpanetRelativeViscosityLimit ? relative : net.fluid.kinematicViscosityM2s));
    out += QLatin1String("Trials  200\nAccuracy  0.00001\n\n[END]\n");
    return out.toUtf8();
}

void InpWriter::writeFile(const HydraulicNetwork& network, const QString& path) {
    const QByteArray bytes = write(network);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        throw UserError(tr("%1: cannot write: %2").arg(path, file.errorString()));
}

}  // namespace sn::hyd
