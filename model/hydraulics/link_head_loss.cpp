#include "model/hydraulics/link_head_loss.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sn::hyd {

namespace {

constexpr double kPi = std::numbers::pi;
// A closed link: a resistance so high that it carries nothing, yet keeps the
// heads on both sides defined (EPANET's CBIG, in SI).
constexpr double kClosedGradient = 1e8;
// The least gradient a link is given, so a link at zero flow still counts
// (EPANET's RQtol).
constexpr double kMinGradient = 1e-7;
constexpr double kTinyFlow = 1e-9;  // m³/s

double areaM2(double diameterMm) {
    const double d = diameterMm / 1000.0;
    return kPi * d * d / 4.0;
}

/// K·v²/2g as a coefficient of q²: 8K / (g π² d⁴).
double minorLossCoefficient(double k, double diameterMm) {
    const double d = diameterMm / 1000.0;
    return 8.0 * k / (LinkHeadLoss::kGravity * kPi * kPi * std::pow(d, 4));
}

/// Darcy–Weisbach friction factor f and df/dq at |q| (m³/s) for relative
/// roughness e and s = ν·d, where w = q/s = Re·π/4 (EPANET's dw_FrictionFactor:
/// Swamee–Jain from Re 4 000, Dunlop's cubic interpolation from Re 2 000).
void frictionFactor(double q, double e, double s, double& f, double& dfdq) {
    constexpr double a1 = 1000.0 * kPi;                 // Re 4 000
    constexpr double a2 = 500.0 * kPi;                  // Re 2 000
    const double a8 = 5.74 * std::pow(kPi / 4.0, 0.9);
    const double a9 = -2.0 / std::log(10.0);
    const double ab = 5.74 / std::pow(4000.0, 0.9);
    const double ac = -2.0 * 0.9 * 2.0 / std::log(10.0) * ab;
    const double w = q / s;
    if (w >= a1) {
        const double y1 = a8 / std::pow(w, 0.9);
        const double y2 = e / 3.7 + y1;
        const double y3 = a9 * std::log(y2);
        f = 1.0 / (y3 * y3);
        dfdq = 1.8 * f * y1 * a9 / y2 / y3 / q;
        return;
    }
    const double y2 = e / 3.7 + ab;
    const double y3 = a9 * std::log(y2);
    const double fa = 1.0 / (y3 * y3);
    const double fb = (2.0 + ac / (y2 * y3)) * fa;
    const double r = w / a2;
    const double x1 = 7.0 * fa - fb;
    const double x2 = 0.128 - 17.0 * fa + 2.5 * fb;
    const double x3 = -0.128 + 13.0 * fa - (fb + fb);
    const double x4 = 0.032 - 3.0 * fa + 0.5 * fb;
    f = x1 + r * (x2 + r * (x3 + r * x4));
    dfdq = (x2 + r * (2.0 * x3 + r * 3.0 * x4)) / s / a2;
}

}  // namespace

LinkLaw::LinkLaw(const Link& link, const Fluid& fluid) : m_link(&link) {
    const double d = link.diameterMm / 1000.0;
    switch (link.kind) {
        case LinkKind::Pipe:
            // h = f·r·q² with r = 8L / (g π² d⁵): Darcy–Weisbach, f·(L/d)·v²/2g.
            m_resistance = 8.0 * link.lengthM / (LinkHeadLoss::kGravity * kPi * kPi * std::pow(d, 5));
            m_minorLoss = minorLossCoefficient(link.minorLossK, link.diameterMm);
            m_viscosityD = fluid.kinematicViscosityM2s * d;
            m_relativeRoughness = link.roughnessMm / link.diameterMm;
            break;
        case LinkKind::Throttle:
            m_minorLoss = minorLossCoefficient(link.minorLossK, link.diameterMm);
            break;
        case LinkKind::PowerLaw:
            m_resistance =
                link.refHeadLossM / std::pow(link.refFlowLpm / LinkHeadLoss::kLpmPerM3s, link.exponent);
            break;
        case LinkKind::Pump:
            m_resistance = link.curve.coefficient * std::pow(link.speed, 2.0 - link.curve.exponent);
            break;
    }
}

HeadLoss LinkLaw::at(double q, bool shut) const {
    if (!m_link->open || shut) return {kClosedGradient * q, kClosedGradient};
    switch (m_link->kind) {
        case LinkKind::Pipe:
            return pipe(q);
        case LinkKind::Throttle:
            return throttle(q);
        case LinkKind::PowerLaw:
            return powerLaw(q);
        case LinkKind::Pump:
            return pump(q);
    }
    return {kClosedGradient * q, kClosedGradient};
}

HeadLoss LinkLaw::pipe(double flow) const {
    const double q = std::abs(flow);
    const double r = m_resistance, ml = m_minorLoss, s = m_viscosityD;
    if (q <= 500.0 * kPi * s) {
        // Laminar, f = 64/Re: h = 16π·s·r·q (Hagen–Poiseuille).
        const double rl = 16.0 * kPi * s * r;
        return {flow * (rl + ml * q), std::max(rl + 2.0 * ml * q, kMinGradient)};
    }
    double f = 0, dfdq = 0;
    frictionFactor(q, m_relativeRoughness, s, f, dfdq);
    const double r1 = f * r + ml;
    return {r1 * q * flow, std::max(2.0 * r1 * q + dfdq * r * q * q, kMinGradient)};
}

HeadLoss LinkLaw::throttle(double flow) const {
    const double q = std::max(std::abs(flow), kTinyFlow);
    const double ml = m_minorLoss;
    if (ml <= 0) return {0, kMinGradient};  // a wide-open valve: no loss
    return {ml * std::abs(flow) * flow, std::max(2.0 * ml * q, kMinGradient)};
}

HeadLoss LinkLaw::powerLaw(double flow) const {
    const double r = m_resistance, n = m_link->exponent;
    const double q = std::abs(flow);
    if (q < kTinyFlow) {  // straight through zero, at the gradient of the smallest flow
        const double gradient = std::max(n * r * std::pow(kTinyFlow, n - 1.0), kMinGradient);
        return {gradient * flow, gradient};
    }
    const double loss = r * std::pow(q, n);
    return {flow < 0 ? -loss : loss, std::max(n * loss / q, kMinGradient)};
}

HeadLoss LinkLaw::pump(double flow) const {
    // h gained = s²·A − B·s^(2−C)·q^C (affinity laws), q in L/min inside the curve.
    const double q = std::max(std::abs(flow), kTinyFlow) * LinkHeadLoss::kLpmPerM3s;
    const double n = m_link->curve.exponent;
    const double r = m_resistance;
    const double gainSlope = n * r * std::pow(q, n - 1.0) * LinkHeadLoss::kLpmPerM3s;  // per m³/s
    const double loss = -LinkHeadLoss::shutoffHead(*m_link) + r * std::pow(q, n);
    return {loss, std::max(gainSlope, kMinGradient)};
}

double LinkHeadLoss::shutoffHead(const Link& pump) {
    return pump.speed * pump.speed * pump.curve.shutoffHeadM;
}

double LinkHeadLoss::initialFlow(const Link& link) {
    switch (link.kind) {
    case LinkKind::Pipe:
    case LinkKind::Throttle: return 0.3048 * areaM2(link.diameterMm);
    case LinkKind::PowerLaw: return link.refFlowLpm / kLpmPerM3s;
    case LinkKind::Pump: {
        const PumpCurve& c = link.curve;
        if (c.coefficient <= 0 || c.exponent <= 0) return 0;
        return std::pow(c.shutoffHeadM / 3.0 / c.coefficient, 1.0 / c.exponent) * link.speed / kLpmPerM3s;
    }
    }
    return 0;
}

}  // namespace sn::hyd
