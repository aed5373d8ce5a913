#pragma once

namespace sn {

/// A default-constructed T, copied from one made once. Every object (and
/// PortRef, TrayRun, Cable::connection) default-initialises its id with
/// Id::create(), a QUuid::createUuid() call to the system's random
/// generator; readers and the router, which set every id themselves, made
/// several per cable for nothing — at 16 384 GPUs a seventh of `route` and
/// of opening a file (model/routing/README.md "Id look-ups").
template <class T>
T blank() {
    static const T prototype;
    return prototype;
}

}  // namespace sn
