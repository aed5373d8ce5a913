#include "views/cabling/routing_policy_dialog.h"

#include "model/commands/edit_object_command.h"
#include "model/design/design.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace sn {

namespace {

QDoubleSpinBox* lengthBox(QWidget* parent, const char* name, double value, double maxMm) {
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(0, maxMm);
    box->setDecimals(0);
    box->setSingleStep(50);
    box->setSuffix(QStringLiteral(" mm"));
    box->setValue(value);
    return box;
}

}  // namespace

RoutingPolicyDialog::RoutingPolicyDialog(Design& design, QWidget* parent) : QDialog(parent), m_design(design) {
    setObjectName(QStringLiteral("routingPolicyDialog"));
    setWindowTitle(tr("Routing Policy"));
    const RoutingSettings& s = design.routingSettings();
    m_slack = lengthBox(this, "policySlack", s.slackPerEndMm, 10000);
    m_spare = lengthBox(this, "policyMinSpare", s.minSparePerEndMm, 10000);
    m_spare->setToolTip(tr("A route that leaves less cable than this over at each end, beyond the route and its "
                           "slack, is ordered one length up."));
    m_reach = lengthBox(this, "policyDropReach", s.dropReachMm, 10000);
    m_base = lengthBox(this, "policyRackBase", s.rackBaseMm, 2000);
    m_gap = lengthBox(this, "policyNeighbourGap", s.neighbourGapMm, 2000);
    m_sideFill = new QDoubleSpinBox(this);
    m_sideFill->setObjectName(QStringLiteral("policySideFill"));
    m_sideFill->setRange(1, 100);
    m_sideFill->setDecimals(0);
    m_sideFill->setSuffix(QStringLiteral(" %"));
    m_sideFill->setValue(s.sideChannelFillLimit * 100);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("policyError"));
    m_error->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("Slack at each cable end:"), m_slack);
    form->addRow(tr("Least spare at each end when ordered:"), m_spare);
    form->addRow(tr("Drop reach beside a rack:"), m_reach);
    form->addRow(tr("Bottom of U1 above the floor:"), m_base);
    form->addRow(tr("Largest gap sharing pass-throughs:"), m_gap);
    form->addRow(tr("Vertical cable manager fill limit:"), m_sideFill);
    auto* note = new QLabel(tr("Each tray keeps its own fill limit (tray properties). The next routing uses these "
                               "settings; they are saved with the design."),
                            this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (apply()) accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
}

RoutingSettings RoutingPolicyDialog::settings() const {
    RoutingSettings s = m_design.routingSettings();
    s.slackPerEndMm = m_slack->value();
    s.minSparePerEndMm = m_spare->value();
    s.dropReachMm = m_reach->value();
    s.rackBaseMm = m_base->value();
    s.neighbourGapMm = m_gap->value();
    s.sideChannelFillLimit = m_sideFill->value() / 100;
    return s;
}

bool RoutingPolicyDialog::apply() {
    const RoutingSettings after = settings();
    if (const QString problem = after.problem(); !problem.isEmpty()) {
        m_error->setText(problem);
        return false;
    }
    if (after == m_design.routingSettings()) return true;
    m_design.undoStack().push(new EditRoutingCommand(m_design, m_design.routingSettings(), after, tr("Change routing policy")));
    return true;
}

}  // namespace sn
