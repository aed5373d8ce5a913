#include "views/main/bundled_examples.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <array>

namespace sn {

namespace {

struct KnownExample {
    const char* file;
    const char* title;
};

// In the order a new user meets them: one supernode, a larger room, the
// rack-scale kind, a small pod, then the row with errors left to fix.
constexpr std::array kKnown{
    KnownExample{"supernode-256-liquid-rail.json",
                 QT_TRANSLATE_NOOP("BundledExamples", "256 GPUs (HGX B200), liquid-cooled, rail-optimised fabric")},
    KnownExample{"supernode-1024-4su-spine.json",
                 QT_TRANSLATE_NOOP("BundledExamples", "1,024 GPUs: four supernodes of 256 joined by spines")},
    KnownExample{"nvl72-576-8-racks.json",
                 QT_TRANSLATE_NOOP("BundledExamples", "576 GPUs in eight GB200 NVL72 racks")},
    KnownExample{"pcie-inference-16-card-pod.json",
                 QT_TRANSLATE_NOOP("BundledExamples", "PCIe inference pod: three boxes of 16 cards")},
    KnownExample{"liquid-row.json",
                 QT_TRANSLATE_NOOP("BundledExamples", "One liquid-cooled row with in-rack CDUs (two flow errors to fix)")},
};

}  // namespace

QString bundledExamplesDir() {
    const QStringList candidates = {
        QCoreApplication::applicationDirPath() + QStringLiteral("/../share/supernode-designer/examples"),
        QStringLiteral(SN_SOURCE_EXAMPLES_DIR),
    };
    for (const QString& dir : candidates)
        if (QFileInfo(dir).isDir()) return QDir(dir).canonicalPath();
    return {};
}

QList<BundledExample> bundledExamples(const QString& dir) {
    QList<BundledExample> out;
    if (dir.isEmpty()) return out;
    const QDir folder(dir);
    QStringList files = folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const KnownExample& known : kKnown) {
        const QString name = QString::fromLatin1(known.file);
        if (!files.removeOne(name)) continue;
        out.append({folder.filePath(name), QCoreApplication::translate("BundledExamples", known.title)});
    }
    for (const QString& name : files) out.append({folder.filePath(name), QFileInfo(name).completeBaseName()});
    return out;
}

}  // namespace sn
