#pragma once

#include <QKeySequence>

class QAction;
class QDockWidget;

namespace sn {

/// A View-menu switch for a dock that, unlike QDockWidget::toggleViewAction,
/// brings a dock tabbed behind another to the front instead of hiding it:
/// hidden → shown and raised; open behind a tab → raised; in front → hidden.
/// Checked while the dock is open (in front or behind a tab).
QAction* dockToggle(QDockWidget* dock, const QKeySequence& key);

/// True when the dock is open but another dock's tab covers it.
bool isBehindTab(const QDockWidget* dock);

}  // namespace sn
