#pragma once

#include <QByteArray>
#include <QPageLayout>
#include <QString>

#include <functional>

class QPdfWriter;

namespace sn {

/// A PDF document in memory on A4 without margins at 72 dpi, so the painter
/// works in points, titled `title` and made by Supernode Designer; `paint`
/// draws its pages.
QByteArray a4Pdf(const QString& title, QPageLayout::Orientation orientation,
                 const std::function<void(QPdfWriter&)>& paint);

}  // namespace sn
