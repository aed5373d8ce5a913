#include "views/elevation/elevation_panel.h"

#include "model/design/design.h"
#include "views/common/selection_model.h"
#include "views/elevation/rack_elevation_scene.h"
#include "views/elevation/rack_elevation_view.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace sn {

void ElevationPanel::arrangeHeader(bool twoLines) {
    m_twoLines = twoLines;
    for (QWidget* w : std::initializer_list<QWidget*>{m_rackLabel, m_racks, m_besideLabel, m_beside, m_fit})
        m_header->removeWidget(w);
    for (int c = 0; c < 5; ++c) m_header->setColumnStretch(c, 0);
    m_header->addWidget(m_rackLabel, 0, 0);
    m_header->addWidget(m_racks, 0, 1);
    m_header->setColumnStretch(1, 1);
    if (twoLines) {
        m_header->addWidget(m_fit, 0, 2);
        m_header->addWidget(m_besideLabel, 1, 0);
        m_header->addWidget(m_beside, 1, 1, 1, 2);
    } else {
        m_header->addWidget(m_besideLabel, 0, 2);
        m_header->addWidget(m_beside, 0, 3);
        m_header->addWidget(m_fit, 0, 4);
        m_header->setColumnStretch(3, 1);
    }
}

void ElevationPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    const bool twoLines = width() < m_oneLineWidth;
    if (twoLines != m_twoLines) arrangeHeader(twoLines);
}

ElevationPanel::ElevationPanel(Design& design, SelectionModel& selection, QWidget* parent)
    : QWidget(parent), m_design(design), m_selection(selection), m_racks(new QComboBox(this)),
      m_beside(new QComboBox(this)),
      m_scene(new RackElevationScene(design, this)), m_view(new RackElevationView(m_scene, this)) {
    m_fit = new QToolButton(this);
    m_fit->setText(tr("Fit"));
    m_fit->setToolTip(tr("Show the whole rack"));
    m_racks->setMinimumContentsLength(8);  // rack names are short; the list shows them whole
    m_racks->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_beside->setToolTip(tr("Draw a second rack beside this one, to connect ports between the two"));
    m_beside->setMinimumContentsLength(8);
    m_beside->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_rackLabel = new QLabel(tr("Rack:"), this);
    m_besideLabel = new QLabel(tr("Beside:"), this);

    m_header = new QGridLayout;
    m_header->setContentsMargins(6, 4, 6, 0);
    arrangeHeader(false);
    m_oneLineWidth = m_header->sizeHint().width();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(m_header);
    layout->addWidget(m_view, 1);
    // As narrow as the header on two lines: the splitter may give the plan the rest.
    arrangeHeader(true);
    setMinimumWidth(m_header->minimumSize().width());
    arrangeHeader(false);

    connect(m_fit, &QToolButton::clicked, m_view, &RackElevationView::fitRack);
    connect(m_racks, &QComboBox::activated, this, [this](int index) {
        const auto id = RackId::fromString(m_racks->itemData(index).toString());
        m_selection.setCurrentRack(id);
    });
    connect(m_beside, &QComboBox::activated, this, [this](int index) {
        m_scene->setBesideRack(RackId::fromString(m_beside->itemData(index).toString()));
        m_view->fitRack();
    });
    connect(&selection, &SelectionModel::currentRackChanged, this, &ElevationPanel::showRack);
    connect(&selection, &SelectionModel::selectionChanged, this,
            [this] { m_scene->selectDevices(m_selection.devices()); });
    connect(m_scene, &RackElevationScene::deviceSelectionChanged, this,
            [this](const std::vector<DeviceId>& devices) {
                if (devices.empty() && m_selection.devices().empty()) return;
                m_selection.setDevices(devices);
            });
    for (auto signal : {&Design::rackInserted, &Design::rackRemoved, &Design::rackChanged})
        connect(&design, signal, this, [this] { if (!m_design.inBatch()) refillRacks(); });
    connect(&design, &Design::batchEnded, this, &ElevationPanel::refillRacks);
    refillRacks();
    // Start on the first rack holding equipment (else the first rack) so a
    // freshly opened design shows something.
    std::optional<RackId> start = selection.currentRack();
    for (const Rack& rack : design.racks()) {
        if (start) break;
        if (!design.devicesIn(rack.id).empty()) start = rack.id;
    }
    if (!start && !design.racks().isEmpty()) start = design.racks().begin()->id;
    if (start != selection.currentRack()) selection.setCurrentRack(start);
    else showRack(start);
}

void ElevationPanel::refillRacks() {
    const QSignalBlocker block(m_racks);
    m_racks->clear();
    for (const Rack& rack : m_design.racks()) m_racks->addItem(rack.name, rack.id.toString());
    const auto current = m_selection.currentRack();
    m_racks->setCurrentIndex(current ? m_racks->findData(current->toString()) : -1);
    const QSignalBlocker blockBeside(m_beside);
    m_beside->clear();
    m_beside->addItem(tr("(none)"), QString());
    for (const Rack& rack : m_design.racks()) m_beside->addItem(rack.name, rack.id.toString());
    const auto beside = m_scene->besideRack();
    m_beside->setCurrentIndex(beside ? m_beside->findData(beside->toString()) : 0);
}

void ElevationPanel::showRack(std::optional<RackId> rack) {
    m_scene->setRack(rack);
    {
        const QSignalBlocker block(m_racks);
        m_racks->setCurrentIndex(rack ? m_racks->findData(rack->toString()) : -1);
    }
    m_view->fitRack();
}

}  // namespace sn
