#pragma once

#include "model/design/design.h"

#include <QObject>

#include <vector>

namespace sn {

/// Connects every signal by which a design's content changes — racks,
/// devices, loops, connections (power connections move load between
/// feeds), cables, catalog, info, room and the end of a batch — to `onEdit`, for
/// windows that recompute their figures after each edit. Returns the
/// connections, so a window can drop them when it follows another design.
template <class Fn>
std::vector<QMetaObject::Connection> watchDesignEdits(Design& design, QObject* receiver, Fn onEdit) {
    std::vector<QMetaObject::Connection> out;
    for (auto signal : {&Design::rackInserted, &Design::rackRemoved, &Design::rackChanged})
        out.push_back(QObject::connect(&design, signal, receiver, onEdit));
    for (auto signal : {&Design::deviceInserted, &Design::deviceRemoved, &Design::deviceChanged})
        out.push_back(QObject::connect(&design, signal, receiver, onEdit));
    for (auto signal : {&Design::loopInserted, &Design::loopRemoved, &Design::loopChanged})
        out.push_back(QObject::connect(&design, signal, receiver, onEdit));
    for (auto signal : {&Design::connectionInserted, &Design::connectionRemoved, &Design::connectionChanged})
        out.push_back(QObject::connect(&design, signal, receiver, onEdit));
    // Cables: a pipe's length, bore or valve setting changes the coolant loop's flows.
    for (auto signal : {&Design::cableInserted, &Design::cableRemoved, &Design::cableChanged})
        out.push_back(QObject::connect(&design, signal, receiver, onEdit));
    for (auto signal : {&Design::catalogChanged, &Design::infoChanged, &Design::roomChanged, &Design::batchEnded})
        out.push_back(QObject::connect(&design, signal, receiver, onEdit));
    return out;
}

}  // namespace sn
