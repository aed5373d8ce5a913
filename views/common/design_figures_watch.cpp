#include "views/common/design_figures_watch.h"

#include "views/common/design_edit_watch.h"

#include <QWidget>

namespace sn {

DesignFiguresWatch::DesignFiguresWatch(QWidget& window, std::function<void()> refresh)
    : m_window(window), m_refresh(std::move(refresh)) {
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);  // once, after the edit's signals are all out
    QObject::connect(&m_timer, &QTimer::timeout, &m_window, [this] { m_refresh(); });
}

void DesignFiguresWatch::follow(Design* design) {
    for (const auto& c : m_connections) QObject::disconnect(c);
    m_connections.clear();
    m_design = design;
    if (design) m_connections = watchDesignEdits(*design, &m_window, [this] { edited(); });
    m_stale = true;
    if (m_window.isVisible()) m_refresh();
}

void DesignFiguresWatch::edited() {
    m_stale = true;
    // Hidden, it waits for showEvent; during a batch, for batchEnded.
    if (!m_window.isVisible() || (m_design && m_design->inBatch())) return;
    m_timer.start();
}

void DesignFiguresWatch::shown() {
    if (m_stale) m_refresh();
}

void DesignFiguresWatch::refreshing() {
    m_timer.stop();
    m_stale = false;
}

}  // namespace sn
