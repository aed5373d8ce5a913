#pragma once

#include <QList>
#include <QString>

namespace sn {

/// A design shipped with the program, as the start page lists it.
struct BundledExample {
    QString path;
    QString title;        ///< what it is, translated
};

/// The examples folder: share/supernode-designer/examples beside the
/// installed program, else the source tree's (a build run from its folder);
/// empty when neither exists.
QString bundledExamplesDir();

/// Every design in that folder, the best-known first, each with a title
/// (a file the program has no words for is listed by its name).
QList<BundledExample> bundledExamples(const QString& dir = bundledExamplesDir());

}  // namespace sn
