#pragma once

#include "model/design/routing_settings.h"

#include <QDialog>

class QDoubleSpinBox;
class QLabel;

namespace sn {

class Design;

/// Route ▸ Routing Policy…: the design's routing settings — the CLI's
/// --slack-mm, --min-spare-mm, --drop-reach-mm, --rack-base-mm,
/// --neighbour-gap-mm and --side-fill-percent — edited in one undo step (EditRoutingCommand). The
/// next Route All uses them and they are saved with the design.
class RoutingPolicyDialog final : public QDialog {
    Q_OBJECT
public:
    RoutingPolicyDialog(Design& design, QWidget* parent = nullptr);

    QDoubleSpinBox* slackBox() const { return m_slack; }
    QDoubleSpinBox* dropReachBox() const { return m_reach; }
    QDoubleSpinBox* rackBaseBox() const { return m_base; }
    QDoubleSpinBox* neighbourGapBox() const { return m_gap; }
    QDoubleSpinBox* sideFillBox() const { return m_sideFill; }
    /// What the fields say.
    RoutingSettings settings() const;
    /// Pushes the edit when something changed and the settings can be used;
    /// false (nothing pushed) with the reason shown when they cannot.
    bool apply();

private:
    Design& m_design;
    QDoubleSpinBox *m_slack, *m_spare, *m_reach, *m_base, *m_gap, *m_sideFill;
    QLabel* m_error;
};

}  // namespace sn
