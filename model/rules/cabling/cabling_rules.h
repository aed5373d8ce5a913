#pragma once

#include "model/rules/rule.h"

#include <QCoreApplication>

namespace sn {

/// Both ends exist and their cages mate (same cage; C19↔C20, C13↔C14).
class FormFactorRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(FormFactorRule)
public:
    QString key() const override { return QStringLiteral("cabling.form-factor"); }
    RuleScope scope() const override { return RuleScope::Connection; }
    void checkConnection(const RuleContext& context, const Connection& c, FindingSink& sink) const override;
};

/// The two ends run at different speeds: the link trains to the slower (warning).
class SpeedRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(SpeedRule)
public:
    QString key() const override { return QStringLiteral("cabling.speed"); }
    RuleScope scope() const override { return RuleScope::Connection; }
    void checkConnection(const RuleContext& context, const Connection& c, FindingSink& sink) const override;
};

/// The cable's connectors fit the two ports, and it is not slower than the link.
class CableTypeRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(CableTypeRule)
public:
    QString key() const override { return QStringLiteral("cabling.cable-type"); }
    RuleScope scope() const override { return RuleScope::Connection; }
    void checkConnection(const RuleContext& context, const Connection& c, FindingSink& sink) const override;
};

/// A cable's length (ordered, else routed) beyond its media's reach,
/// e.g. passive copper past 2–3 m (domain-numbers.md §1b).
class ReachRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(ReachRule)
public:
    QString key() const override { return QStringLiteral("cabling.reach"); }
    RuleScope scope() const override { return RuleScope::Connection; }
    void checkConnection(const RuleContext& context, const Connection& c, FindingSink& sink) const override;
};

/// A routed length beyond the longest orderable size, or an ordered length
/// the cable type is not sold in.
class OrderableLengthRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(OrderableLengthRule)
public:
    QString key() const override { return QStringLiteral("cabling.orderable-length"); }
    RuleScope scope() const override { return RuleScope::Connection; }
    void checkConnection(const RuleContext& context, const Connection& c, FindingSink& sink) const override;
};

/// Ports the catalog marks required but nothing is plugged into (warning).
/// IEC 60309 inlets are skipped: facility feeds are not part of the design.
class RequiredPortRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(RequiredPortRule)
public:
    QString key() const override { return QStringLiteral("cabling.required-port"); }
    RuleScope scope() const override { return RuleScope::Device; }
    void checkDevice(const RuleContext& context, const Device& device, FindingSink& sink) const override;
};

/// A cage of several ports takes one plug: its links are the
/// legs of one splitter or twin-port cable of one media and one ordered
/// length, or fibres on one twin-port module; a straight single-port cable
/// in such a cage, or two different parts, is an error naming the cage.
class CagePlugRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(CagePlugRule)
public:
    QString key() const override { return QStringLiteral("cabling.cage-plug"); }
    RuleScope scope() const override { return RuleScope::Device; }
    void checkDevice(const RuleContext& context, const Device& device, FindingSink& sink) const override;
};

/// A rail group (the compute links of one RailMap rail: the same NIC
/// position of every GPU host) should use one cable type (warning) and, where lengths are
/// known, one ordered length (info: spares stay interchangeable).
class RailMixRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(RailMixRule)
public:
    QString key() const override { return QStringLiteral("cabling.rail-mix"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeConnection | kChangeCable | kChangeCatalog; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

/// One fabric domain (devices joined by compute, storage or in-band links)
/// should run one switch generation: its switches' ports at one speed
/// (warning naming the switches off the most common speed).
class FabricGenerationRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(FabricGenerationRule)
public:
    QString key() const override { return QStringLiteral("cabling.fabric-generation"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeConnection | kChangeCatalog; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

/// A switch should send the same number of links to each switch of the
/// tier above (leaf → spine, spine → core): under static routing the links
/// of a smaller bundle carry more (3 beside 4: a third more). Warning per
/// fabric and tier, recommending adaptive routing.
class UnevenUplinksRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(UnevenUplinksRule)
public:
    QString key() const override { return QStringLiteral("cabling.uneven-uplinks"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeConnection | kChangeCatalog; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

/// Cross-section of the cables routed through a tray against its width ×
/// depth × fill limit (default 50 %, DESIGN.md Routing).
class TrayFillRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(TrayFillRule)
public:
    QString key() const override { return QStringLiteral("cabling.tray-fill"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeCable | kChangeTray | kChangeCatalog; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

/// A cable routed through a tray whose fittings (corners of its path) have a
/// radius below the cable's static minimum bend radius.
class TrayBendRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(TrayBendRule)
public:
    QString key() const override { return QStringLiteral("cabling.bend-radius"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeCable | kChangeTray | kChangeCatalog; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

/// A routed cable whose route no longer fits its ends (a rack or device moved
/// since it was routed, e.g. after undoing a move without its re-route), or
/// whose last routing found no route (RouteFreshness). Error:
/// its length and tray loads are not those of the cable that will be pulled.
class RouteFreshnessRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(RouteFreshnessRule)
public:
    static constexpr const char* kKey = "cabling.route-freshness";
    QString key() const override { return QString::fromLatin1(kKey); }
    /// Per connection (its one cable), so a moved rack re-checks only the
    /// cables of its devices (RuleEngine).
    RuleScope scope() const override { return RuleScope::Connection; }
    void checkConnection(const RuleContext& context, const Connection& connection,
                         FindingSink& sink) const override;
};

/// A rack's vertical cable manager filled past the design's side-channel fill
/// limit by the routes the design records, as routing reports it
/// (SideChannelFill); an error like an over-full tray.
class SideChannelFillRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(SideChannelFillRule)
public:
    static constexpr const char* kKey = "cabling.side-channel-fill";
    QString key() const override { return QString::fromLatin1(kKey); }
    /// Per rack, from the cables of its devices; the engine re-checks the
    /// racks at both ends of a changed cable or of a moved device's cables,
    /// and every rack when the routing settings (the fill limit) change.
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
};

}  // namespace sn
