#include "views/common/tool_window.h"

#include <QGuiApplication>
#include <QVariant>
#include <QScreen>
#include <QShortcut>
#include <QWidget>

#include <algorithm>

namespace sn {

namespace {

/// The most of the screen's available area a tool window takes at first:
/// the rest shows the plan behind it.
constexpr double kScreenShare = 0.9;

/// The available area of the screen the window is on (or its parent's, or the primary).
QRect availableArea(const QWidget* window) {
    const QScreen* screen = window->screen();
    if (!screen && window->parentWidget()) screen = window->parentWidget()->screen();
    if (!screen) screen = QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect();
}

/// The frame's extra size over the client area (title bar, borders); none before the window manager says.
QSize frameExtra(const QWidget* w) { return w->frameGeometry().size() - w->geometry().size(); }

}  // namespace

void ToolWindow::setUp(QWidget* window, QSize preferred) {
    // Ctrl+W spelled out too: some platforms' Close is Ctrl+F4 alone.
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Close);
    for (const QKeySequence& k : {QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_W)})
        if (!keys.contains(k)) keys << k;
    for (const QKeySequence& sequence : keys) {
        auto* shortcut = new QShortcut(sequence, window);
        shortcut->setContext(Qt::WindowShortcut);
        QObject::connect(shortcut, &QShortcut::activated, window, &QWidget::close);
    }
    const QRect area = availableArea(window);
    if (area.isValid()) preferred = preferred.boundedTo(area.size() * kScreenShare);
    window->resize(preferred);
}

void ToolWindow::keepOnScreen(QWidget* window) {
    const QRect area = availableArea(window);
    if (!area.isValid()) return;
    const QSize frame = window->size() + frameExtra(window);
    if (frame.width() > area.width() || frame.height() > area.height())
        window->resize(window->size().boundedTo(area.size() - frameExtra(window)));
    const QSize whole = window->size() + frameExtra(window);
    QPoint at = window->frameGeometry().topLeft();
    // Centred on its parent the first time; after that where the user put it, kept on the screen.
    const QWidget* parent = window->parentWidget() ? window->parentWidget()->window() : nullptr;
    if (parent && !window->property("snPlaced").toBool())
        at = parent->frameGeometry().center() - QPoint(whole.width() / 2, whole.height() / 2);
    window->setProperty("snPlaced", true);
    at.setX(std::clamp(at.x(), area.left(), std::max(area.left(), area.right() + 1 - whole.width())));
    at.setY(std::clamp(at.y(), area.top(), std::max(area.top(), area.bottom() + 1 - whole.height())));
    window->move(at);
}

}  // namespace sn
