#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPainterPath>
#include <QRectF>
#include <QString>

#include <vector>

namespace sn {

/// A QR code symbol (ISO/IEC 18004) of a short text, encoded by libqrencode
/// at error-correction level M (15 % of the symbol may be lost: a scuffed
/// label still scans) in byte mode, the smallest version that holds it.
class QrCode {
    Q_DECLARE_TR_FUNCTIONS(QrCode)
public:
    /// Modules of light margin a reader needs on every side (ISO/IEC 18004 §6.3.8).
    static constexpr int kQuietModules = 4;

    /// The UTF-8 bytes of `text`; throws UserError when no QR version can hold them.
    static QrCode encode(const QString& text);

    int version() const { return m_version; }
    /// Modules per side, without the quiet zone (21 for version 1, +4 per version).
    int size() const { return m_size; }
    bool dark(int x, int y) const { return m_dark[size_t(y * m_size + x)]; }
    /// The dark modules in `square`, which includes the quiet zone: each row's
    /// run of dark modules is one rectangle, grown down over the rows below
    /// that repeat it exactly. Painted with one brush and no pen
    /// (QPainter::drawRects), a PDF gets one `re` per run and a single nonzero
    /// fill, which joins the rows without hairline seams.
    QList<QRectF> rects(const QRectF& square) const;
    /// The same rectangles as one winding-filled path.
    QPainterPath path(const QRectF& square) const;

private:
    int m_version = 0;
    int m_size = 0;
    std::vector<bool> m_dark;  ///< row by row from the top left
};

}  // namespace sn
