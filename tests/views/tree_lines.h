#pragma once
// A tree widget's rows as text, for tests that read a report as a user would.
#include <QStringList>
#include <QTreeWidget>

#include <functional>

namespace sn::test {

/// Every item's "column 0 | column 1", depth first.
inline QStringList treeLines(const QTreeWidget& tree) {
    QStringList out;
    std::function<void(const QTreeWidgetItem*)> walk = [&](const QTreeWidgetItem* item) {
        out << item->text(0) + QStringLiteral(" | ") + item->text(1);
        for (int i = 0; i < item->childCount(); ++i) walk(item->child(i));
    };
    for (int i = 0; i < tree.topLevelItemCount(); ++i) walk(tree.topLevelItem(i));
    return out;
}

}  // namespace sn::test
