#pragma once
// Records the text a view draws and how high it comes out on screen: a paint
// device whose engine notes each text item's font height through the
// painter's transform, for tests of legibility (issue #23).
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QTextItem>
#include <QTransform>

#include <cmath>
#include <vector>

namespace sn::test {

struct DrawnText {
    QString text;
    double pixelHeight = 0;  ///< the font's pixel size as it lands on the device
    double pixelWidth = 0;   ///< the text's advance as it lands on the device
};

class TextProbeEngine final : public QPaintEngine {
public:
    TextProbeEngine() : QPaintEngine(QPaintEngine::AllFeatures) {}
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState& state) override {
        if (state.state() & QPaintEngine::DirtyTransform) m_transform = state.transform();
    }
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
    // Shapes are not what this device records (the defaults of both call each other).
    void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
    void drawPolygon(const QPoint*, int, PolygonDrawMode) override {}
    void drawTextItem(const QPointF&, const QTextItem& item) override {
        const QFont f = item.font();
        const double size = f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF() * 96.0 / 72.0;
        const double scale = std::sqrt(std::abs(m_transform.determinant()));
        if (!item.text().trimmed().isEmpty()) texts.push_back({item.text(), size * scale, item.width() * scale});
    }
    Type type() const override { return QPaintEngine::User; }
    std::vector<DrawnText> texts;

private:
    QTransform m_transform;
};

class TextProbe final : public QPaintDevice {
public:
    TextProbe(int width, int height) : m_width(width), m_height(height) {}
    QPaintEngine* paintEngine() const override { return &m_engine; }
    const std::vector<DrawnText>& texts() const { return m_engine.texts; }
    void clear() { m_engine.texts.clear(); }

protected:
    int metric(PaintDeviceMetric metric) const override {
        switch (metric) {
        case PdmWidth: return m_width;
        case PdmHeight: return m_height;
        case PdmWidthMM: return m_width * 254 / 960;
        case PdmHeightMM: return m_height * 254 / 960;
        case PdmNumColors: return INT_MAX;
        case PdmDepth: return 32;
        case PdmDpiX: case PdmDpiY: case PdmPhysicalDpiX: case PdmPhysicalDpiY: return 96;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return int(QPaintDevice::devicePixelRatioFScale());
        default: return 0;
        }
    }

private:
    int m_width, m_height;
    mutable TextProbeEngine m_engine;
};

}  // namespace sn::test
