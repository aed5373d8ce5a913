#include "exporters/common/a4_pdf.h"

#include <QBuffer>
#include <QPageSize>
#include <QPdfWriter>

namespace sn {

QByteArray a4Pdf(const QString& title, QPageLayout::Orientation orientation,
                 const std::function<void(QPdfWriter&)>& paint) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Supernode Designer"));
        writer.setResolution(72);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), orientation, QMarginsF()));
        paint(writer);
    }  // the writer finishes the file as it goes
    return bytes;
}

}  // namespace sn
