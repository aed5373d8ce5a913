#pragma once

#include <QImage>
#include <QLabel>

namespace sn {

struct LabelSheet;

/// The first sheet of labels as it will print: the page of the stock with
/// its cell outlines, text and QR codes, drawn by the same painting as the
/// PDF and the printer, scaled to fit the widget's box.
class LabelPreview final : public QLabel {
    Q_OBJECT
public:
    explicit LabelPreview(QWidget* parent = nullptr);

    /// Shows page `page` (from 0) of the sheet.
    void showSheet(const LabelSheet& sheet, int page = 0);
    /// Shows no page, only why (an unknown template, an empty selection).
    void showProblem(const QString& text);
    /// The page drawn last; null after showProblem().
    const QImage& image() const { return m_image; }

    /// Page `page` of the sheet at `pxPerPt` pixels per point, on white with a page border.
    static QImage render(const LabelSheet& sheet, int page, double pxPerPt);

private:
    QImage m_image;
};

}  // namespace sn
