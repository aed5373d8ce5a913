#pragma once

#include <QColor>
#include <QRect>
#include <QTransform>

#include <optional>

class QPainter;
class QRegion;

namespace sn {

/// Level of detail of the floor plan's outlines: below
/// this zoom every outline stroke of a rack (12 mm pen) or a tray (10 mm
/// edge, 6 mm centre line) is at most two pixels wide, and racks and trays
/// are drawn as whole-pixel fills in device space instead of stroked paths:
/// a stroke of one to two pixels as a one-pixel line in its colour, a
/// thinner one as a pixel of the colour its coverage mixes (what
/// antialiasing shows), at a fraction of the cost and without the long
/// spans Qt's raster engine hands to its fill threads. At 4 096 GPUs that is
/// Fit and the first three zoom steps in (views/floorplan/README.md "Level of detail").
inline constexpr double kOutlineLodPixelsPerMm = 1.0 / 6;

/// `rect` (item coordinates) on the device through `toDevice`, its edges
/// rounded to whole pixels (so neighbours abut without gap or overlap), at
/// least one pixel each way; nullopt when `toDevice` turns it off the axes.
std::optional<QRect> deviceRect(const QTransform& toDevice, const QRectF& rect);

/// Fills `rect` (device pixels, painter in device coordinates, no
/// antialiasing) in bands of at most 64 rows: Qt's raster engine hands a
/// translucent fill of more than ~96 rows to its thread pool and waits for
/// it, which on the painting thread costs more than the fill.
void fillDeviceRect(QPainter& painter, const QRect& rect, const QColor& color);
/// The same for every rectangle of `region`.
void fillDeviceRegion(QPainter& painter, const QRegion& region, const QColor& color);

/// Fills the one-pixel line `rect` (device pixels; horizontal when wider
/// than high) with `color` dashed: `period` pixels a dash and gap, the dash
/// `on` pixels of it, the first dash starting at `phaseStart` along the line.
void fillDeviceDashes(QPainter& painter, const QRect& rect, const QColor& color, int period, int on, int phaseStart);

/// `over` laid on `under` at `coverage` (0…1) of a pixel, opaque when
/// `under` is: what antialiasing makes of a stroke thinner than a pixel.
QColor coverColor(const QColor& under, const QColor& over, double coverage);

}  // namespace sn
