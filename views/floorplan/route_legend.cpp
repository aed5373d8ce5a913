#include "views/floorplan/route_legend.h"

#include "views/floorplan/route_overlay.h"
#include "views/floorplan/route_style.h"

#include <QEvent>
#include <QFontMetrics>
#include <QGraphicsView>
#include <QGridLayout>
#include <QLabel>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

namespace sn {

RouteLegend::RouteLegend(QGraphicsView* view) : QFrame(view), m_view(view), m_viewport(view->viewport()), m_grid(new QGridLayout(this)) {
    setObjectName(QStringLiteral("routeLegend"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_grid->setContentsMargins(8, 6, 8, 6);
    m_grid->setHorizontalSpacing(6);
    m_grid->setVerticalSpacing(2);
    view->viewport()->installEventFilter(this);
    hide();
}

void RouteLegend::setOverlay(RouteOverlay* overlay) {
    if (m_overlay) disconnect(m_overlay, nullptr, this, nullptr);
    m_overlay = overlay;
    if (overlay) connect(overlay, &RouteOverlay::changed, this, &RouteLegend::refill);
    refill();
}

bool RouteLegend::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_viewport && event->type() == QEvent::Resize) {
        const bool squeezed = squeezedIn(m_viewport->size());
        if (squeezed != m_squeezed) {
            m_squeezed = squeezed;
            m_openAnyway = false;
            QTimer::singleShot(0, this, &RouteLegend::refill);
        }
        place();
    }
    return QFrame::eventFilter(watched, event);
}

bool RouteLegend::squeezedIn(QSize viewport) const {
    if (!m_overlay) return false;
    // The unfolded legend's size from its words: the title, the media and "not routed" rows.
    const QFontMetrics fm(font());
    const bool unrouted = m_overlay->unroutedCount() > 0;
    int rows = unrouted ? 2 : 1, widest = unrouted ? fm.horizontalAdvance(tr("Not routed (see the findings)")) : 0;
    for (const auto& shown : m_overlay->shownMedia()) {
        widest = std::max(widest, fm.horizontalAdvance(RouteStyle::name(shown.first)));
        ++rows;
    }
    const int height = rows * (fm.height() + 4) + 12;
    const int width = 22 + widest + fm.horizontalAdvance(QStringLiteral("0000")) + 28;
    return height > viewport.height() * 55 / 100 || width > viewport.width() * 60 / 100;
}

void RouteLegend::toggleFold() {
    if (isFolded()) {
        m_folded = false;
        m_openAnyway = m_squeezed;
    } else {
        m_folded = true;
        m_openAnyway = false;
    }
    QTimer::singleShot(0, this, &RouteLegend::refill);  // not while the title's own click is being handled
}

void RouteLegend::refill() {
    while (QLayoutItem* item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_rows.clear();
    const int unrouted = m_overlay ? m_overlay->unroutedCount() : 0;
    if (!m_overlay || !m_overlay->isVisible() || (m_overlay->shownMedia().empty() && unrouted == 0)) {
        hide();
        return;
    }
    // The title folds the legend to one line, so it never has to cover racks.
    auto* title = new QToolButton(this);
    title->setObjectName(QStringLiteral("routeLegendTitle"));
    title->setText(tr("Cable routes"));
    title->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_squeezed = m_viewport && squeezedIn(m_viewport->size());
    title->setArrowType(isFolded() ? Qt::RightArrow : Qt::DownArrow);
    title->setAutoRaise(true);
    title->setToolTip(isFolded() ? tr("Show the legend") : tr("Fold the legend"));
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    connect(title, &QToolButton::clicked, this, &RouteLegend::toggleFold);
    m_grid->addWidget(title, 0, 0, 1, 3);
    int row = 1;
    for (const auto& [media, count] : m_overlay->shownMedia()) {
        auto* swatch = new QLabel(this);
        swatch->setFixedSize(22, 4);
        swatch->setStyleSheet(QStringLiteral("background: %1;").arg(RouteStyle::color(media).name()));
        m_grid->addWidget(swatch, row, 0, Qt::AlignVCenter);
        m_grid->addWidget(new QLabel(RouteStyle::name(media), this), row, 1);
        auto* number = new QLabel(QString::number(count), this);
        number->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_grid->addWidget(number, row, 2);
        //: Legend row for screen readers and tests: medium name and the number of cables shown
        m_rows << tr("%1: %2").arg(RouteStyle::name(media)).arg(count);
        ++row;
    }
    if (unrouted > 0) {
        auto* swatch = new QLabel(this);
        swatch->setFixedSize(22, 4);
        swatch->setStyleSheet(QStringLiteral("border-top: 2px dashed #d01010;"));
        m_grid->addWidget(swatch, row, 0, Qt::AlignVCenter);
        m_grid->addWidget(new QLabel(tr("Not routed (see the findings)"), this), row, 1);
        auto* number = new QLabel(QString::number(unrouted), this);
        number->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_grid->addWidget(number, row, 2);
        m_rows << tr("%1: %2").arg(tr("Not routed (see the findings)")).arg(unrouted);
    }
    for (int i = 1; i < m_grid->count(); ++i)
        if (QWidget* w = m_grid->itemAt(i)->widget()) w->setVisible(!isFolded());
    // Shown first: the new rows of a legend refilled while hidden (after Fit,
    // a re-route, an undo) count as hidden until it is, and it would be
    // measured as an empty box. Then sized to its rows, and nothing else may squeeze it.
    show();
    const auto fit = [this] {
        m_grid->invalidate();
        m_grid->activate();
        setFixedSize(sizeHint());
        place();
    };
    fit();
    // Again once the new rows are polished (their fonts and margins set by
    // the style on the first event-loop pass): measured before, they are too small.
    QTimer::singleShot(0, this, fit);
    raise();
}

void RouteLegend::place() {
    if (!m_viewport) return;
    const QRect area = m_viewport->geometry();
    move(area.right() - width() - 10, area.top() + 10);
}

}  // namespace sn
