#include "exporters/labels/qr_code.h"

#include "model/core/sn_error.h"

#include <qrencode.h>

#include <QHash>

#include <memory>
#include <utility>

namespace sn {

QrCode QrCode::encode(const QString& text) {
    const QByteArray bytes = text.toUtf8();
    // Byte mode over the exact bytes (QRcode_encodeData), so an identifier is
    // read back as written; version 0 lets the library pick the smallest.
    const std::unique_ptr<QRcode, void (*)(QRcode*)> code(
        QRcode_encodeData(int(bytes.size()), reinterpret_cast<const unsigned char*>(bytes.constData()), 0, QR_ECLEVEL_M),
        &QRcode_free);
    if (!code)
        throw UserError(tr("\"%1\" is too long for a QR code (%n byte(s) in UTF-8).", nullptr, int(bytes.size()))
                            .arg(text));
    QrCode out;
    out.m_version = code->version;
    out.m_size = code->width;
    out.m_dark.resize(size_t(code->width) * size_t(code->width));
    // libqrencode: bit 0 of each byte is the module's colour (1 = dark).
    for (size_t i = 0; i < out.m_dark.size(); ++i) out.m_dark[i] = (code->data[i] & 1) != 0;
    return out;
}

QList<QRectF> QrCode::rects(const QRectF& square) const {
    QList<QRectF> out;
    const double module = square.width() / (m_size + 2 * kQuietModules);
    const double left = square.left() + kQuietModules * module, top = square.top() + kQuietModules * module;
    // A run that repeats the run of the row above (same first and last module)
    // grows that rectangle downwards: fewer rectangles, smaller and quicker PDFs.
    QHash<std::pair<int, int>, qsizetype> above, here;  // (first, end) of a run → its rectangle in `out`
    for (int y = 0; y < m_size; ++y) {
        here.clear();
        int x = 0;
        while (x < m_size) {
            if (!dark(x, y)) {
                ++x;
                continue;
            }
            const int start = x;
            while (x < m_size && dark(x, y)) ++x;
            const auto run = std::pair(start, x);
            if (const auto it = above.constFind(run); it != above.cend()) {
                out[*it].setBottom(top + (y + 1) * module);
                here.insert(run, *it);
            } else {
                here.insert(run, out.size());
                out << QRectF(left + start * module, top + y * module, (x - start) * module, module);
            }
        }
        std::swap(above, here);
    }
    return out;
}

QPainterPath QrCode::path(const QRectF& square) const {
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    for (const QRectF& r : rects(square)) path.addRect(r);
    return path;
}

}  // namespace sn
