#pragma once

#include "model/design/design.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace sn {

/// The link plugged into one port of a cage: the port, its connection, and
/// the connection's cable and cable type (nullptr when it has none).
struct CageLink {
    const PortSpec* spec = nullptr;
    const Connection* connection = nullptr;
    const Cable* cable = nullptr;
    const CableType* type = nullptr;
};
/// The links plugged into the cage of a port, in the cage's port order: from
/// the design's indexes (CableAssembly::linksInCage) or from a rule pass's
/// tables, which find them for every cage of the hall by place instead of
/// by id (RuleContext::cageLinks).
using CageLinksOf = std::function<std::vector<CageLink>(const PortRef& port)>;

/// A cage of a device, as an object: the cage index of a port of the
/// device with that id. Two ports share a plug exactly when their cages are
/// equal, whatever the devices are named.
struct CageOf {
    DeviceId device;
    int cage = 0;
    bool operator==(const CageOf&) const = default;
    friend size_t qHash(const CageOf& c, size_t seed = 0) noexcept {
        return qHash(c.device, seed) ^ size_t(c.cage);
    }
};

/// The cages one cable row's parts are plugged into, found from its ports
/// and cable type alone (CableAssembly names them; CableParts counts by
/// them without naming).
struct AssemblyCages {
    bool multiLeg = false;  ///< the row is a leg of a splitter or twin-port cable
    /// A multi-leg row's ends that take its shared plug (none where it is
    /// not plugged as sold: then it is a part of its own).
    std::optional<CageOf> sharedA, sharedB;
    bool fibre = false;  ///< a fibre row: an optic at each end
    /// A fibre row's optic at each end: its catalog id, and the cage where
    /// it is a twin-port module (nullopt: single-port, the row's own).
    QString moduleTypeA, moduleTypeB;
    std::optional<CageOf> moduleCageA, moduleCageB;
    const PortSpec* a = nullptr;  ///< the connection's port specs (nullptr when unknown)
    const PortSpec* b = nullptr;

    static AssemblyCages of(const Design& design, const Cable& cable, const CableType& type);
};

/// The physical parts one cable row stands for. A row is one
/// logical link; several rows can be one part: the legs of a splitter, the
/// two links of a twin-port switch-to-switch cable. A fibre row is its own
/// fibre, but its optic at a twin-port cage is shared with the other fibre
/// of that cage. Derived from the ports and the cable type, never stored.
struct CableAssembly {
    Q_DECLARE_TR_FUNCTIONS(CableAssembly)
public:
    /// The part the row belongs to, shared by the legs of one splitter or
    /// twin-port cable: "<device>:<cage>" of the shared cage (of the two
    /// cages of a twin-port cable, the one first in natural order), else the
    /// row's own cable id. A fibre is a part of its own even where its optic
    /// is a twin-port module shared with another fibre (`moduleA/B` name that).
    QString id;
    int leg = 0;  ///< 1-based leg of a splitter or twin-port cable (its port in the shared cage); 0 otherwise
    /// The optic at each end of the connection (a, b): "<device>:<cage>" of
    /// a twin-port module, "<cable id>:A|B" of a single-port one; empty
    /// where the cable carries no optic. `moduleTypeA/B` are their catalog ids.
    QString moduleA, moduleB, moduleTypeA, moduleTypeB;
    /// The cable part (catalog id) the row counts under: a fibre row is one
    /// fibre, a multi-leg part counts once per `id`.
    bool multiLeg = false;

    /// `displayId` is the row's cable id as printed (its label, else its uuid).
    static CableAssembly of(const Design& design, const Cable& cable, const QString& displayId);
    /// Are the other ports of both ends' cages joined to each other, so one
    /// twin-port cable can carry all the cage's links?
    static bool cagesParallel(const Design& design, const Connection& connection);
    static bool cagesParallel(const Design& design, const Connection& connection, const CageLinksOf& linksOf);
    /// Why the links plugged into the cage of `port` do not make one plug
    /// (two legs of different media or lengths, a straight cable in a
    /// twin-port cage, …), translated; nullopt when they do or the cage has
    /// one port.
    static std::optional<QString> cageProblem(const Design& design, const PortRef& port);
    static std::optional<QString> cageProblem(const Design& design, const PortRef& port, const CageLinksOf& linksOf);
    /// The links plugged into the cage of `port`, found through the design's
    /// indexes (a filled PSU bay's inlet is a cage of its own).
    static std::vector<CageLink> linksInCage(const Design& design, const PortRef& port);
    /// Whether a new link of `type` from `port` (to `far`) may join what the
    /// cage of `port` already holds; the translated reason when not.
    static std::optional<QString> refusesNewLink(const Design& design, const PortRef& port, const PortRef& far,
                                                 const CableType& type);
};

}  // namespace sn
