#pragma once

#include "exporters/drawings/floor_plan.h"
#include "exporters/drawings/rack_elevation.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QSizeF>
#include <QString>

#include <vector>

class QPainter;

namespace sn {

class Design;

/// One sheet: the floor plan, or one face of one rack.
struct DrawingPage {
    QString fileStem;   ///< "floor-plan", "rack-A01-front"
    QString title;      ///< translated sheet title
    QSizeF pageMm;      ///< A3 landscape for the plan, A4 portrait for racks
    bool floorPlan = false;
    RackElevation elevation;
};

/// The title block every sheet carries.
struct TitleBlock {
    QString designName, revision;
    QDate date;
};

/// Rack elevations (front and rear of every rack) and the floor plan with
/// trays, as SVG files (one per sheet) and one multi-page PDF. Painting is
/// shared: both writers call paint() with a painter whose unit is 0.1 mm.
class DrawingSet {
    Q_DECLARE_TR_FUNCTIONS(DrawingSet)
public:
    static DrawingSet of(const Design& design, const QDate& date);

    const std::vector<DrawingPage>& pages() const { return m_pages; }
    const TitleBlock& titleBlock() const { return m_title; }
    QByteArray svg(int page) const;
    QByteArray pdf() const;
    /// Paints sheet `page` (of pages().size()) on a painter in 0.1 mm units.
    void paint(QPainter& painter, int page) const;

private:
    void paintTitleBlock(QPainter& p, const DrawingPage& page, int index) const;
    void paintFloorPlan(QPainter& p, const QRectF& area) const;
    static void paintElevation(QPainter& p, const RackElevation& e, const QRectF& area);

    std::vector<DrawingPage> m_pages;
    FloorPlan m_plan;
    TitleBlock m_title;
};

}  // namespace sn
