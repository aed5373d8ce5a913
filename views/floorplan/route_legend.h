#pragma once

#include <QFrame>
#include <QPointer>

class QGraphicsView;
class QGridLayout;

namespace sn {

class RouteOverlay;

/// The media legend of the route overlay: a colour swatch, the medium and
/// how many cables are shown, pinned to the view's top-right corner. Hidden
/// while the overlay shows nothing. Its title folds it to one line; in a view
/// too small for its rows (a small window) it starts folded, and a click on
/// the title opens it there all the same.
class RouteLegend final : public QFrame {
    Q_OBJECT
public:
    explicit RouteLegend(QGraphicsView* view);
    void setOverlay(RouteOverlay* overlay);
    /// The legend's rows as text ("Active optical (AOC): 403"), for tests and screen readers.
    QStringList rows() const { return m_rows; }
    bool isFolded() const { return m_folded || (m_squeezed && !m_openAnyway); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refill();
    void place();
    /// Whether the unfolded legend would take more than about half the viewport.
    bool squeezedIn(QSize viewport) const;
    void toggleFold();

    QGraphicsView* m_view;
    /// The view's viewport, held from the start: the filter sees its events
    /// while the view is being destroyed, when m_view->viewport() is no longer
    /// a call that may be made.
    QPointer<QWidget> m_viewport;
    QPointer<RouteOverlay> m_overlay;
    QGridLayout* m_grid;
    QStringList m_rows;
    bool m_folded = false;      ///< the user folded it
    bool m_squeezed = false;    ///< the viewport is too small for its rows
    bool m_openAnyway = false;  ///< the user opened it while squeezed
};

}  // namespace sn
