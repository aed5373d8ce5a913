#pragma once
// Reading exported PDFs back with poppler-utils (pdftotext, pdfinfo,
// pdftoppm) and zbar-tools (zbarimg), which setup.sh installs. A missing
// tool fails the test with its package name; nothing is skipped.
#include <QDir>
#include <QImage>
#include <QRectF>
#include <QtMath>
#include <QProcess>
#include <QRegularExpression>
#include <QSizeF>
#include <QStandardPaths>
#include <QStringList>

#include <optional>
#include <vector>

namespace sn::test {

/// The tool's path, or an empty string; `why` then says which package to install.
inline QString tool(const QString& name, QString* why) {
    const QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty() && why)
        *why = QStringLiteral("%1 is required (Debian package %2; setup.sh installs it)")
                   .arg(name, name == u"zbarimg" ? QStringLiteral("zbar-tools") : QStringLiteral("poppler-utils"));
    return path;
}

/// Runs a tool; its standard output, or nullopt when it failed or is missing (`why` says which).
inline std::optional<QByteArray> runTool(const QString& name, const QStringList& args, QString* why) {
    const QString path = tool(name, why);
    if (path.isEmpty()) return std::nullopt;
    QProcess p;
    p.start(path, args);
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        if (why) *why = name + QStringLiteral(" failed: ") + QString::fromUtf8(p.readAllStandardError());
        return std::nullopt;
    }
    return p.readAllStandardOutput();
}

/// pdftotext -raw of the whole file.
inline std::optional<QString> pdfText(const QString& pdf, QString* why) {
    const auto out = runTool(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")}, why);
    return out ? std::optional<QString>(QString::fromUtf8(*out)) : std::nullopt;
}

/// The box of every word in `pdftotext -bbox` output, in points from the page's top left.
inline std::vector<QRectF> wordBoxes(const QString& bboxHtml) {
    static const QRegularExpression word(QStringLiteral(
        "<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" xMax=\"([0-9.]+)\" yMax=\"([0-9.]+)\">"));
    std::vector<QRectF> boxes;
    for (auto it = word.globalMatch(bboxHtml); it.hasNext();) {
        const auto m = it.next();
        boxes.emplace_back(QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()),
                           QPointF(m.captured(3).toDouble(), m.captured(4).toDouble()));
    }
    return boxes;
}

/// Page count and the first page's size in points, from pdfinfo.
struct PdfInfo {
    int pages = 0;
    QSizeF pageSizePt;
};
inline std::optional<PdfInfo> pdfInfo(const QString& pdf, QString* why) {
    const auto out = runTool(QStringLiteral("pdfinfo"), {pdf}, why);
    if (!out) return std::nullopt;
    const QString text = QString::fromUtf8(*out);
    static const QRegularExpression pages(QStringLiteral("Pages:\\s+(\\d+)"));
    static const QRegularExpression size(QStringLiteral("Page size:\\s+([0-9.]+) x ([0-9.]+) pts"));
    const auto p = pages.match(text), s = size.match(text);
    if (!p.hasMatch() || !s.hasMatch()) {
        if (why) *why = QStringLiteral("pdfinfo printed no page count or size: ") + text;
        return std::nullopt;
    }
    return PdfInfo{p.captured(1).toInt(), QSizeF(s.captured(1).toDouble(), s.captured(2).toDouble())};
}

/// Renders page `page` (from 1) at `dpi`, cuts out each region (in points,
/// from the page's top left) and decodes the QR code in it with zbarimg, one
/// region at a time (zbar misses some of many codes in one picture). One
/// entry per region: the decoded text, or empty when zbar found no code there.
inline std::optional<QStringList> decodeQrCodes(const QString& pdf, int page, int dpi,
                                                const std::vector<QRectF>& regionsPt, QString* why) {
    const QString stem = pdf + QStringLiteral("-page");
    const QString n = QString::number(page);
    if (!runTool(QStringLiteral("pdftoppm"), {QStringLiteral("-png"), QStringLiteral("-singlefile"),
                                              QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-f"), n,
                                              QStringLiteral("-l"), n, pdf, stem},
                 why))
        return std::nullopt;
    const QImage image(stem + QStringLiteral(".png"));
    if (image.isNull()) {
        if (why) *why = QStringLiteral("pdftoppm wrote no readable PNG");
        return std::nullopt;
    }
    const QString zbarimg = tool(QStringLiteral("zbarimg"), why);
    if (zbarimg.isEmpty()) return std::nullopt;
    const double pxPerPt = dpi / 72.0;
    QStringList out;
    for (size_t i = 0; i < regionsPt.size(); ++i) {
        const QRectF& r = regionsPt[i];
        const QRect px(QPoint(qFloor(r.left() * pxPerPt), qFloor(r.top() * pxPerPt)),
                       QPoint(qCeil(r.right() * pxPerPt), qCeil(r.bottom() * pxPerPt)));
        const QString crop = stem + QStringLiteral("-%1.png").arg(i);
        image.copy(px).save(crop);
        // -q: no statistics; --raw: the data alone. Exit code 4 means "no code found".
        QProcess p;
        p.start(zbarimg, {QStringLiteral("-q"), QStringLiteral("--raw"), QStringLiteral("-Sdisable"),
                          QStringLiteral("-Sqrcode.enable"), crop});
        if (!p.waitForFinished(60000) || (p.exitCode() != 0 && p.exitCode() != 4)) {
            if (why) *why = QStringLiteral("zbarimg failed: ") + QString::fromUtf8(p.readAllStandardError());
            return std::nullopt;
        }
        out << QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    }
    return out;
}

}  // namespace sn::test
